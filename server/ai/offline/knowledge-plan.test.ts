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

function tools(
  calls: string[],
  options: { filesFind?: boolean; kbFinds?: boolean; unsettled?: boolean } = {},
): ToolSet {
  return {
    SEARCH_FILE: tool({
      inputSchema: z.object({ queries: z.array(z.string()) }),
      execute: async ({ queries }) => {
        calls.push("SEARCH_FILE");
        const found = options.filesFind ?? true;
        if (options.unsettled)
          return {
            results: queries.map((query) => ({
              query,
              found: false,
              unsettled: true,
              answer: "I could not tell which value is the premium: the document gives different ones.",
              citations: [],
            })),
          };
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

  it("keeps a question the files do not answer on the files: says so and offers the knowledge base (issue 28)", async () => {
    const calls: string[] = [];
    const result = await ask("What is the flood deductible?", context(), tools(calls, { filesFind: false }));
    expect(calls).toEqual(["SEARCH_FILE"]);
    expect(result.text).toBe(
      "What is the flood deductible was not found in the documents.\n\nI searched only the attached file \"gl-policy.pdf\" and did not find it there. I have not looked in the agency's knowledge base: ask me to check the knowledge base if the answer could be in the agency's own documents.",
    );
  });

  it("says the files give different values, not that they do not have it, when the reading could not tell which", async () => {
    const calls: string[] = [];
    const result = await ask("What is the premium?", context(), tools(calls, { unsettled: true }));
    expect(calls).toEqual(["SEARCH_FILE"]);
    expect(result.text).toContain("I could not tell which value is the premium");
    expect(result.text).toContain("Tell me which page or which part of the document you mean");
    expect(result.text).not.toContain("did not find it there");
  });

  it("searches the knowledge base when asked, for the previous question when the request says nothing else", async () => {
    const calls: string[] = [];
    const followUp = await runAgent({
      model: createOfflineModel(),
      system: systemPrompt(context()),
      messages: [
        { role: "user", content: "What is the flood deductible?" },
        { role: "assistant", content: "I searched only the attached file and did not find it there." },
        { role: "user", content: "Yes, please check the knowledge base." },
      ],
      tools: tools(calls),
      maxSteps: 6,
      budget: { maxTokens: 100_000, maxMs: 5_000 },
    });
    expect(calls).toEqual(["SEARCH_KNOWLEDGE_BASE What is the flood deductible?"]);
    expect(followUp.text).toBe("Report Harbor claims to 800-555-0199 [1].");
    const direct: string[] = [];
    await ask("Check the knowledge base for the flood claims procedure", context(), tools(direct));
    expect(direct).toEqual(["SEARCH_KNOWLEDGE_BASE the flood claims procedure"]);
  });

  it("keeps a policy's value on the files even in words the agency's questions use", async () => {
    for (const question of [
      "Who is the underwriting company?",
      "What is the claims reporting phone number on this policy?",
      "What is the insured's phone number?",
      // the page of the attached file it names ("on the cover", "shown on the schedule")
      "What claim-reporting phone number is given on the cover?",
      "Which contact phone number is shown on the notice?",
    ]) {
      const calls: string[] = [];
      await ask(question, context(), tools(calls));
      expect(calls, question).toEqual(["SEARCH_FILE"]);
    }
  });
});

describe("offline engine and attachments it could not read (issue 28)", () => {
  const locked = { id: "l1", name: "cyber-quote.pdf", reason: "This PDF is protected by a password" };
  const empty = { id: "e1", name: "blank.pdf", reason: "This file is empty" };
  const withUnread = (files: RunContext["files"], unreadFiles: NonNullable<RunContext["unreadFiles"]>) => ({
    ...context(files),
    unreadFiles,
  });

  it("says which files and why when none could be read, and answers from nothing else", async () => {
    const calls: string[] = [];
    const result = await ask("Who is the named insured?", withUnread([], [locked, empty]), tools(calls));
    expect(calls).toEqual([]);
    expect(result.text).toBe(
      'I could not read any of the attached files: "cyber-quote.pdf" (this PDF is protected by a password); "blank.pdf" (this file is empty). I have not answered from anything else. Attach a readable copy (without a password, with its text or a clear scan) and ask again, or ask me to check the knowledge base if the answer could be in the agency\'s own documents.',
    );
    const peek = tool({
      inputSchema: z.object({}),
      execute: async () => {
        calls.push("PEEK_FILE");
        return { files: [] };
      },
    });
    const summary = await ask("Summarize the policy", withUnread([], [locked]), { ...tools(calls), PEEK_FILE: peek });
    expect(calls).toEqual([]);
    expect(summary.text).toMatch(
      /^I could not read the attached file "cyber-quote\.pdf": this PDF is protected by a password\./,
    );
  });

  it("searches the files it could read and names the one it could not", async () => {
    const calls: string[] = [];
    const result = await ask("What is the each occurrence limit?", withUnread([policy], [locked]), tools(calls));
    expect(calls).toEqual(["SEARCH_FILE"]);
    expect(result.text).toBe(
      'The each occurrence limit is $1,000,000 [1].\n\nI could not read "cyber-quote.pdf" (this PDF is protected by a password), so it was not searched.',
    );
  });

  it("still answers a question about the agency's ways from the knowledge base, saying the file was not read", async () => {
    const calls: string[] = [];
    const result = await ask("What is the claims number for Harbor Specialty?", withUnread([], [locked]), tools(calls));
    expect(calls).toEqual(["SEARCH_KNOWLEDGE_BASE What is the claims number for Harbor Specialty?"]);
    expect(result.text).toContain("Report Harbor claims to 800-555-0199 [1].");
    expect(result.text).toContain('I could not read "cyber-quote.pdf" (this PDF is protected by a password)');
  });
});
