import { tool, type ToolSet } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runAgent, type AgentHooks } from "../agent-loop.ts";
import { systemPrompt } from "../prompts/index.ts";
import type { PeekFileOutput, RunContext, SearchFileOutput } from "../tool-contract.ts";
import { createOfflineModel } from "./offline-model.ts";
import { intentOf, queriesOf } from "./intent.ts";

const policy = { id: "f1", name: "gl-policy.pdf" };
const citation = { ref: 1, fileId: "f1", fileName: "gl-policy.pdf", page: 2, quote: "Each Occurrence\t$1,000,000" };

function context(overrides: Partial<RunContext> = {}): RunContext {
  return {
    preset: "DocumentExploration",
    files: [policy],
    serviceRequest: null,
    clientName: "Acme Roofing",
    ...overrides,
  };
}

/** Tools answering in the toolset's shapes, recording what the engine asked. */
function tools(
  calls: Array<{ name: string; input: unknown }>,
  search?: (queries: string[]) => SearchFileOutput,
): ToolSet {
  const summary: PeekFileOutput = {
    files: [
      {
        fileId: "f1",
        fileName: "gl-policy.pdf",
        pageCount: 12,
        summary: {
          lines: [{ label: "Each occurrence", value: "$1,000,000", citation }],
          missing: ["Premium"],
        },
      },
    ],
  };
  return {
    SEARCH_FILE: tool({
      inputSchema: z.object({ queries: z.array(z.string()) }),
      execute: async ({ queries }) => {
        calls.push({ name: "SEARCH_FILE", input: { queries } });
        return (
          search?.(queries) ?? {
            results: queries.map((query) => ({
              query,
              found: true,
              answer: "The each occurrence limit is $1,000,000 [1].",
              citations: [citation],
            })),
          }
        );
      },
    }),
    PEEK_FILE: tool({
      inputSchema: z.object({}),
      execute: async (input) => {
        calls.push({ name: "PEEK_FILE", input });
        return summary;
      },
    }),
    DRAFT_EMAIL: tool({
      inputSchema: z.object({ subject: z.string(), toEmail: z.string().nullable(), body: z.string() }),
      execute: async (input) => {
        calls.push({ name: "DRAFT_EMAIL", input });
        return { artifactId: "a1", version: 1, title: input.subject };
      },
    }),
    DRAFT_DOCUMENT: tool({
      inputSchema: z.object({ title: z.string(), html: z.string() }),
      execute: async (input) => {
        calls.push({ name: "DRAFT_DOCUMENT", input });
        return { artifactId: "a2", version: 1, title: input.title };
      },
    }),
  };
}

async function ask(message: string, ctx: RunContext, toolset: ToolSet) {
  const log: string[] = [];
  const hooks: AgentHooks = {
    thoughtFinished: ({ text }) => void log.push(`thought: ${text}`),
    toolCallStarted: ({ toolName }) => void log.push(`call ${toolName}`),
    toolCallFailed: ({ toolName, error }) => void log.push(`failed ${toolName}: ${error}`),
  };
  const result = await runAgent({
    model: createOfflineModel(),
    system: systemPrompt(ctx),
    messages: [{ role: "user", content: message }],
    tools: toolset,
    maxSteps: 6,
    budget: { maxTokens: 100_000, maxMs: 5_000 },
    hooks,
  });
  return { result, log };
}

describe("offline engine", () => {
  it("answers a document question from the search tool's answer, thought first, citation marks kept", async () => {
    const calls: Array<{ name: string; input: unknown }> = [];
    const { result, log } = await ask("What is the each occurrence limit?", context(), tools(calls));
    expect(calls).toEqual([{ name: "SEARCH_FILE", input: { queries: ["What is the each occurrence limit"] } }]);
    expect(log[0]).toMatch(/^thought: .*search "gl-policy.pdf"/);
    expect(log[1]).toBe("call SEARCH_FILE");
    expect(result).toMatchObject({ reason: "completed", text: "The each occurrence limit is $1,000,000 [1]." });
  });

  it("splits a message with several questions into one query each", async () => {
    const calls: Array<{ name: string; input: unknown }> = [];
    await ask("What is the premium? And what is the policy period?", context(), tools(calls));
    expect(calls[0]!.input).toEqual({ queries: ["What is the premium", "what is the policy period"] });
  });

  it("says not found in the tool's words, never a value of its own", async () => {
    const calls: Array<{ name: string; input: unknown }> = [];
    const notFound = (queries: string[]) => ({
      results: queries.map((query) => ({
        query,
        found: false,
        answer: "The flood deductible was not found in the documents.",
        citations: [],
      })),
    });
    const { result } = await ask("What is the flood deductible?", context(), tools(calls, notFound));
    // and says it looked only in the attached files (ADR 055): the knowledge base is asked for only when the user asks
    expect(result.text).toMatch(
      /^The flood deductible was not found in the documents\.\n\nI searched only the attached file "[^"]+" and did not find it there\.$/,
    );
  });

  it("summarizes a policy from the peek tool, each line with its citation", async () => {
    const calls: Array<{ name: string; input: unknown }> = [];
    const { result } = await ask("Summarize this policy", context(), tools(calls));
    expect(calls.map((c) => c.name)).toEqual(["PEEK_FILE"]);
    expect(result.text).toContain("- **Each occurrence**: $1,000,000 [1]");
    expect(result.text).toContain("Not found in the document: Premium.");
  });

  it("drafts a coverage summary document from the summary", async () => {
    const calls: Array<{ name: string; input: unknown }> = [];
    const { result } = await ask("Create a coverage summary document for the client", context(), tools(calls));
    expect(calls.map((c) => c.name)).toEqual(["PEEK_FILE", "DRAFT_DOCUMENT"]);
    expect(calls[1]!.input).toMatchObject({ title: "Coverage summary: Acme Roofing" });
    expect((calls[1]!.input as { html: string }).html).toContain("<td>$1,000,000</td><td>gl-policy.pdf, page 2</td>");
    expect(result.text).toContain('I drafted "Coverage summary: Acme Roofing"');
  });

  it("drafts a reply to the linked service request with what the documents show", async () => {
    const calls: Array<{ name: string; input: unknown }> = [];
    const serviceRequest = {
      type: "QUESTION",
      question: "What is my each occurrence limit?",
      details: null,
      contactName: "Dana Smith",
      contactEmail: "dana@acme.test",
    };
    const { result } = await ask("Draft an email reply", context({ serviceRequest }), tools(calls));
    expect(calls.map((c) => c.name)).toEqual(["SEARCH_FILE", "DRAFT_EMAIL"]);
    const email = calls[1]!.input as { subject: string; toEmail: string; body: string };
    expect(email.toEmail).toBe("dana@acme.test");
    expect(email.body).toContain("Hi Dana,");
    expect(email.body).toContain("The each occurrence limit is $1,000,000. (gl-policy.pdf, page 2)");
    expect(result.text).toMatch(/^I drafted a reply to the question\./);
  });

  it("asks which request to answer when an email is wanted without one", async () => {
    const { result } = await ask("Draft an email reply", context(), tools([]));
    expect(result.text.endsWith("?")).toBe(true);
  });

  it("says what it can do for anything else", async () => {
    const { result } = await ask(
      "Tell a joke about underwriters",
      context({ preset: "GenerateCertificateOfLiabilityInsurance" }),
      tools([]),
    );
    expect(result.text).toMatch(/^With no language model configured I can answer questions on the attached documents/);
    expect(result.text).toContain("GenerateCertificateOfLiabilityInsurance");
  });

  it("reports a failed search plainly", async () => {
    const failing: ToolSet = {
      SEARCH_FILE: tool({
        inputSchema: z.object({ queries: z.array(z.string()) }),
        execute: async (): Promise<SearchFileOutput> => {
          throw new Error("the document index is not ready");
        },
      }),
    };
    const { result, log } = await ask("What is the premium?", context(), failing);
    expect(log).toContain("failed SEARCH_FILE: the document index is not ready");
    expect(result.text).toBe("I could not search the documents: the document index is not ready");
  });
});

describe("intent and queries", () => {
  it.each([
    ["What is the each occurrence limit?", "question"],
    ["policy number", "question"],
    ["Please summarize the policy", "summary"],
    ["Draft a reply to the client", "email"],
    ["Generate a coverage summary", "document"],
    ["hello there", "other"],
  ])("%s → %s", (text, intent) => expect(intentOf(text)).toBe(intent));

  it("keeps numbered questions apart", () => {
    expect(queriesOf("1. What is the GL aggregate limit?\n2. Who is the carrier?")).toEqual([
      "What is the GL aggregate limit",
      "Who is the carrier",
    ]);
  });

  it("splits two asks joined by 'and' when each names an insurance term, and keeps one ask whole", () => {
    expect(queriesOf("What is the each occurrence limit and the policy period?")).toEqual([
      "What is the each occurrence limit",
      "the policy period",
    ]);
    expect(queriesOf("Is there a waiver of subrogation and what does it cover?")).toEqual([
      "Is there a waiver of subrogation and what does it cover",
    ]);
    expect(queriesOf("What are the bodily injury and property damage limits")).toEqual([
      "What are the bodily injury and property damage limits",
    ]);
  });

  it("does not search a line that tells how to answer", () => {
    expect(queriesOf("And the general aggregate?\nQuote the page.")).toEqual(["the general aggregate"]);
    expect(queriesOf("Cite your sources: what is the premium?")).toEqual(["Cite your sources: what is the premium"]);
    expect(queriesOf("Quote the page")).toEqual(["Quote the page"]);
  });
});
