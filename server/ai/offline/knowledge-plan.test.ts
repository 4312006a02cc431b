import { tool, type ToolSet } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runAgent } from "../agent-loop.ts";
import { systemPrompt } from "../prompts/index.ts";
import type { RunContext } from "../tool-contract.ts";
import { createOfflineModel } from "./offline-model.ts";

/** When the offline engine asks the agency's knowledge base instead of (or after) the workspace's files. */

const policy = { id: "f1", name: "gl-policy.pdf" };
const context = (files = [policy]): RunContext => ({
  preset: "DocumentExploration",
  files,
  serviceRequest: null,
  clientName: null,
});
const kbCitation = { ref: 1, fileId: "k1", fileName: "Claims sheet.pdf", page: 2, quote: "Harbor claims 800-555-0199" };

function tools(calls: string[], options: { filesFind?: boolean; kbFinds?: boolean } = {}): ToolSet {
  return {
    SEARCH_FILE: tool({
      inputSchema: z.object({ queries: z.array(z.string()) }),
      execute: async ({ queries }) => {
        calls.push("SEARCH_FILE");
        const found = options.filesFind ?? true;
        return {
          results: queries.map((query) => ({
            query,
            found,
            answer: found ? "The each occurrence limit is $1,000,000 [1]." : `${query} was not found in the documents.`,
            citations: [],
          })),
        };
      },
    }),
    SEARCH_KNOWLEDGE_BASE: tool({
      inputSchema: z.object({ userQuery: z.string() }),
      execute: async ({ userQuery }) => {
        calls.push(`SEARCH_KNOWLEDGE_BASE ${userQuery}`);
        return options.kbFinds === false
          ? { userQuery, found: false, answer: `"${userQuery}" was not found in the knowledge base.`, citations: [] }
          : { userQuery, found: true, answer: "Report Harbor claims to 800-555-0199 [1].", citations: [kbCitation] };
      },
    }),
  };
}

async function ask(message: string, ctx: RunContext, toolset: ToolSet) {
  return runAgent({
    model: createOfflineModel(),
    system: systemPrompt(ctx),
    messages: [{ role: "user", content: message }],
    tools: toolset,
    maxSteps: 6,
    budget: { maxTokens: 100_000, maxMs: 5_000 },
  });
}

describe("offline engine and the knowledge base", () => {
  it("asks the knowledge base about the agency's ways even with a policy attached", async () => {
    const calls: string[] = [];
    const result = await ask("What is the claims number for Harbor Specialty?", context(), tools(calls));
    expect(calls).toEqual(["SEARCH_KNOWLEDGE_BASE What is the claims number for Harbor Specialty?"]);
    expect(result.text).toBe("Report Harbor claims to 800-555-0199 [1].");
  });

  it("asks the knowledge base when no document is attached", async () => {
    const calls: string[] = [];
    await ask("Which carrier writes artisan contractors?", context([]), tools(calls));
    expect(calls).toEqual(["SEARCH_KNOWLEDGE_BASE Which carrier writes artisan contractors?"]);
  });

  it("keeps policy questions on the attached files when they answer", async () => {
    const calls: string[] = [];
    const result = await ask("What is the each occurrence limit?", context(), tools(calls));
    expect(calls).toEqual(["SEARCH_FILE"]);
    expect(result.text).toBe("The each occurrence limit is $1,000,000 [1].");
  });

  it("turns to the knowledge base when the files do not answer, and says so when neither does", async () => {
    const calls: string[] = [];
    const found = await ask("What is the flood deductible?", context(), tools(calls, { filesFind: false }));
    expect(calls).toEqual(["SEARCH_FILE", "SEARCH_KNOWLEDGE_BASE What is the flood deductible?"]);
    expect(found.text).toBe("Report Harbor claims to 800-555-0199 [1].");
    const none = await ask("What is the flood deductible?", context(), tools([], { filesFind: false, kbFinds: false }));
    expect(none.text).toBe(
      'What is the flood deductible was not found in the documents.\n\n"What is the flood deductible?" was not found in the knowledge base.',
    );
  });
});
