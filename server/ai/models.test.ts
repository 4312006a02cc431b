import { tool } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../config.ts";
import { FAKE_ANTHROPIC_KEY, startFakeAnthropicServer } from "../../tests/support/fake-anthropic-server.ts";
import type { FakeModelServer } from "../../tests/support/fake-model-script.ts";
import { FAKE_OPENAI_KEY, startFakeOpenAIServer } from "../../tests/support/fake-openai-server.ts";
import { runAgent } from "./agent-loop.ts";
import { createLanguageModel, describeModel } from "./models.ts";

/**
 * Each provider's wiring against a local server that speaks its protocol (no model can be
 * reached from here): tool calls round trip, text streams, errors, timeouts and 429 retries.
 */
const lookupLimit = tool({
  description: "Finds a limit in the policy",
  inputSchema: z.object({ coverage: z.string() }),
  execute: async ({ coverage }) => ({ coverage, limit: "$1,000,000", page: 2 }),
});

interface Case {
  name: string;
  start: () => Promise<FakeModelServer>;
  env: (url: string) => Record<string, string>;
  /** The tool result the provider sent back on the second request. */
  toolResultSent: (body: any) => unknown;
}

const cases: Case[] = [
  {
    name: "openai (Responses API)",
    start: () => startFakeOpenAIServer(),
    env: (url) => ({ CARA_MODEL: "openai:gpt-4.1", OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: `${url}/v1` }),
    toolResultSent: (body) => body.input.find((item: any) => item.type === "function_call_output"),
  },
  {
    name: "anthropic (Messages API)",
    start: () => startFakeAnthropicServer(),
    env: (url) => ({
      CARA_MODEL: "anthropic:claude-sonnet-4-5",
      ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY,
      ANTHROPIC_BASE_URL: `${url}/v1`,
    }),
    toolResultSent: (body) =>
      body.messages
        .flatMap((m: any) => (Array.isArray(m.content) ? m.content : []))
        .find((c: any) => c.type === "tool_result"),
  },
  {
    name: "openai-compatible (Chat Completions)",
    start: () => startFakeOpenAIServer({ apiKey: "local-key" }),
    env: (url) => ({ CARA_MODEL: `openai-compatible:${url}/v1#llama3.1`, OPENAI_COMPATIBLE_API_KEY: "local-key" }),
    toolResultSent: (body) => body.messages.find((m: any) => m.role === "tool"),
  },
];

describe.each(cases)("$name", ({ start, env, toolResultSent }) => {
  let server: FakeModelServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.close());

  const model = (extra: Record<string, string> = {}) =>
    createLanguageModel(loadConfig({ ...env(server.url), ...extra }));
  const run = (options: { maxRetries?: number; extra?: Record<string, string>; maxMs?: number } = {}) =>
    runAgent({
      model: model(options.extra),
      system: "You are Cara.",
      messages: [{ role: "user", content: "What is the each occurrence limit?" }],
      tools: { lookupLimit },
      maxSteps: 4,
      budget: { maxTokens: 100_000, maxMs: options.maxMs ?? 10_000 },
      maxRetries: options.maxRetries ?? 0,
    });

  it("calls a tool, sends its result back, and streams the final text", async () => {
    server.requests.length = 0;
    server.script(
      { kind: "tool-call", name: "lookupLimit", args: { coverage: "each occurrence" } },
      { kind: "text", text: "The each occurrence limit is $1,000,000 (page 2)." },
    );
    const deltas: string[] = [];
    const calls: unknown[] = [];
    const result = await runAgent({
      model: model(),
      system: "You are Cara.",
      messages: [{ role: "user", content: "What is the each occurrence limit?" }],
      tools: { lookupLimit },
      maxSteps: 4,
      budget: { maxTokens: 100_000, maxMs: 10_000 },
      hooks: {
        textDelta: (delta) => void deltas.push(delta),
        toolCallFinished: (call) => void calls.push(call.output),
      },
    });
    expect(result).toMatchObject({
      reason: "completed",
      text: "The each occurrence limit is $1,000,000 (page 2).",
      steps: 2,
    });
    expect(deltas.length).toBeGreaterThan(3);
    expect(calls).toEqual([{ coverage: "each occurrence", limit: "$1,000,000", page: 2 }]);
    expect(result.usage.inputTokens).toBe(84);
    expect(server.requests).toHaveLength(2);
    expect(JSON.stringify(server.requests[0]!.body)).toContain("lookupLimit");
    const sent = JSON.stringify(toolResultSent(server.requests[1]!.body));
    expect(sent).toContain("$1,000,000");
  });

  it("fails clearly on an HTTP 500", async () => {
    server.script({ kind: "status", status: 500, message: "The server had an error while processing your request" });
    const result = await run();
    expect(result).toMatchObject({ reason: "error", error: expect.stringContaining("The server had an error") });
  });

  it("fails clearly when the provider does not answer in time", async () => {
    server.script({ kind: "hang" });
    const started = Date.now();
    const result = await run({ extra: { CARA_MODEL_TIMEOUT_MS: "300" } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ reason: "error", error: expect.stringMatching(/did not answer within/) });
  });

  it("retries a 429 and then succeeds", async () => {
    server.requests.length = 0;
    server.script(
      { kind: "status", status: 429, message: "Rate limit reached", headers: { "retry-after-ms": "50" } },
      { kind: "text", text: "Done." },
    );
    const result = await run({ maxRetries: 2 });
    expect(result).toMatchObject({ reason: "completed", text: "Done." });
    expect(server.requests).toHaveLength(2);
  });
});

describe("model choice", () => {
  it("is the offline engine by default and says which model runs", () => {
    const config = loadConfig({});
    expect(createLanguageModel(config)).toMatchObject({ provider: "cara", modelId: "offline" });
    expect(describeModel(config)).toBe("model: offline engine");
    expect(describeModel(loadConfig({ CARA_MODEL: "openai-compatible:http://127.0.0.1:11434/v1#llama3.1" }))).toBe(
      "model: llama3.1 at http://127.0.0.1:11434/v1",
    );
  });
});
