import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { APICallError, tool } from "ai";
import { convertArrayToReadableStream, MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runAgent, type AgentHooks } from "./agent-loop.ts";

const usage = (input: number, output: number) => ({
  inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: output, text: output, reasoning: undefined },
});
const finish = (unified: "stop" | "tool-calls", input = 10, output = 5): LanguageModelV3StreamPart => ({
  type: "finish",
  finishReason: { unified, raw: unified },
  usage: usage(input, output),
});
const stream = (parts: LanguageModelV3StreamPart[]) => ({ stream: convertArrayToReadableStream(parts) });
const toolCall = (id: string, toolName: string, input: unknown): LanguageModelV3StreamPart => ({
  type: "tool-call",
  toolCallId: id,
  toolName,
  input: JSON.stringify(input),
});
const text = (value: string): LanguageModelV3StreamPart[] => [
  { type: "text-start", id: "t" },
  ...value.split(/(?<= )/).map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
  { type: "text-end", id: "t" },
];

function recorder() {
  const log: string[] = [];
  const hooks: AgentHooks = {
    thoughtStarted: ({ id }) => void log.push(`thought+ ${id}`),
    thoughtFinished: ({ text: t }) => void log.push(`thought ${t}`),
    toolCallStarted: ({ toolName, input }) => void log.push(`call ${toolName} ${JSON.stringify(input)}`),
    toolCallFinished: ({ toolName, output }) => void log.push(`done ${toolName} ${JSON.stringify(output)}`),
    toolCallFailed: ({ toolName, error }) => void log.push(`failed ${toolName} ${error}`),
    textDelta: (delta) => void log.push(`text ${delta}`),
    finished: ({ reason }) => void log.push(`finish ${reason}`),
  };
  return { log, hooks };
}

const lookup = tool({
  description: "Looks up a limit",
  inputSchema: z.object({ name: z.string() }),
  execute: async ({ name }) => {
    if (name === "broken") throw new Error("the index is unavailable");
    return { value: `$1,000,000 for ${name}` };
  },
});
const budget = { maxTokens: 10_000, maxMs: 5_000 };

/** The tool results the model was sent on a call (what the next step sees). */
function toolResultsSent(call: LanguageModelV3CallOptions) {
  return call.prompt.flatMap((message) =>
    message.role === "tool" ? message.content.filter((part) => part.type === "tool-result") : [],
  );
}

describe("runAgent", () => {
  it("runs a scripted tool call, feeds its result back and streams the final text", async () => {
    const model = new MockLanguageModelV3({
      doStream: [
        stream([
          { type: "reasoning-start", id: "r" },
          { type: "reasoning-delta", id: "r", delta: "Search the declarations." },
          { type: "reasoning-end", id: "r" },
          toolCall("c1", "lookup", { name: "each occurrence" }),
          finish("tool-calls"),
        ]),
        stream([...text("The limit is $1,000,000."), finish("stop", 20, 7)]),
      ],
    });
    const { log, hooks } = recorder();
    const result = await runAgent({
      model,
      system: "You are Cara.",
      messages: [{ role: "user", content: "What is the each occurrence limit?" }],
      tools: { lookup },
      maxSteps: 5,
      budget,
      hooks,
    });
    expect(result).toMatchObject({ text: "The limit is $1,000,000.", reason: "completed", steps: 2 });
    expect(result.usage).toEqual({ inputTokens: 30, outputTokens: 12, totalTokens: 42 });
    expect(log).toEqual([
      "thought+ r",
      "thought Search the declarations.",
      'call lookup {"name":"each occurrence"}',
      'done lookup {"value":"$1,000,000 for each occurrence"}',
      "text The ",
      "text limit ",
      "text is ",
      "text $1,000,000.",
      "finish completed",
    ]);
    expect(toolResultsSent(model.doStreamCalls[1]!)).toMatchObject([
      { toolCallId: "c1", output: { type: "json", value: { value: "$1,000,000 for each occurrence" } } },
    ]);
    expect(model.doStreamCalls[0]!.prompt[0]).toEqual({ role: "system", content: "You are Cara." });
  });

  it("turns a failing tool into a failed result the model sees, and the run continues", async () => {
    const model = new MockLanguageModelV3({
      doStream: [
        stream([toolCall("c1", "lookup", { name: "broken" }), finish("tool-calls")]),
        stream([...text("I could not read the index."), finish("stop")]),
      ],
    });
    const { log, hooks } = recorder();
    const result = await runAgent({
      model,
      system: "s",
      messages: [{ role: "user", content: "q" }],
      tools: { lookup },
      maxSteps: 5,
      budget,
      hooks,
    });
    expect(result.reason).toBe("completed");
    expect(log).toContain("failed lookup the index is unavailable");
    expect(toolResultsSent(model.doStreamCalls[1]!)).toMatchObject([
      { toolCallId: "c1", output: { type: "error-text", value: "the index is unavailable" } },
    ]);
  });

  it("reports a call to an unknown tool as a failed tool call", async () => {
    const model = new MockLanguageModelV3({
      doStream: [
        stream([toolCall("c1", "nope", {}), finish("tool-calls")]),
        stream([...text("Sorry."), finish("stop")]),
      ],
    });
    const { log, hooks } = recorder();
    await runAgent({
      model,
      system: "s",
      messages: [{ role: "user", content: "q" }],
      tools: { lookup },
      maxSteps: 5,
      budget,
      hooks,
    });
    expect(log.find((line) => line.startsWith("failed nope"))).toBeDefined();
  });

  it("retries a model call answered 429 and then succeeds", async () => {
    let calls = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => {
        calls += 1;
        if (calls === 1)
          throw new APICallError({
            message: "Rate limited",
            url: "http://model",
            requestBodyValues: {},
            statusCode: 429,
            isRetryable: true,
          });
        return stream([...text("Hello."), finish("stop")]);
      },
    });
    const result = await runAgent({
      model,
      system: "s",
      messages: [{ role: "user", content: "hi" }],
      tools: {},
      maxSteps: 2,
      budget,
      maxRetries: 2,
    });
    expect(calls).toBe(2);
    expect(result).toMatchObject({ text: "Hello.", reason: "completed" });
  });

  it("ends with a clear error when the model keeps failing", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw new APICallError({
          message: "Internal server error",
          url: "http://model",
          requestBodyValues: {},
          statusCode: 500,
          isRetryable: false,
        });
      },
    });
    const { log, hooks } = recorder();
    const result = await runAgent({
      model,
      system: "s",
      messages: [{ role: "user", content: "hi" }],
      tools: {},
      maxSteps: 2,
      budget,
      hooks,
    });
    expect(result).toMatchObject({ reason: "error", error: "Internal server error" });
    expect(log).toEqual(["finish error"]);
  });

  it("stops at the step limit", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => stream([toolCall(`c${Math.random()}`, "lookup", { name: "x" }), finish("tool-calls")]),
    });
    const result = await runAgent({
      model,
      system: "s",
      messages: [{ role: "user", content: "q" }],
      tools: { lookup },
      maxSteps: 3,
      budget,
    });
    expect(result).toMatchObject({ reason: "max-steps", steps: 3 });
    expect(model.doStreamCalls).toHaveLength(3);
  });

  it("stops after the step that spends the token budget", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () =>
        stream([toolCall(`c${Math.random()}`, "lookup", { name: "x" }), finish("tool-calls", 600, 100)]),
    });
    const result = await runAgent({
      model,
      system: "s",
      messages: [{ role: "user", content: "q" }],
      tools: { lookup },
      maxSteps: 10,
      budget: { maxTokens: 1000, maxMs: 5000 },
    });
    expect(result).toMatchObject({ reason: "token-budget", steps: 2 });
  });

  it("aborts a model that does not answer within the time budget", async () => {
    const model = new MockLanguageModelV3({
      doStream: async ({ abortSignal }) =>
        new Promise((_, reject) => abortSignal?.addEventListener("abort", () => reject(abortSignal.reason))),
    });
    const started = Date.now();
    const result = await runAgent({
      model,
      system: "s",
      messages: [{ role: "user", content: "q" }],
      tools: {},
      maxSteps: 2,
      budget: { maxTokens: 100, maxMs: 200 },
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.reason).toBe("time-budget");
    expect(result.error).toMatch(/time budget/);
  });
});
