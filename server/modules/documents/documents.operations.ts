import { z } from "zod";
import { MAX_SEARCH_QUERIES } from "../../../domain/document-index.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { defineOperation } from "../../lib/operation.ts";
import { searchPassages } from "./documents-search.service.ts";
import { readPages } from "./documents.service.ts";
import { answerFromPassages, summarizePolicy } from "./reading/index.ts";
import { filesByIds } from "../files/files.service.ts";

/**
 * The document tools as operations (run as Cara in the workspace's agency). `fileIds` are the
 * workspace's files: the runtime binds them, the model never sees them. Each file is looked up
 * in the acting agency first, so another agency's file is "not found", never read.
 */

const MAX_PAGES_READ = 2000;
const fileIdsInput = z.array(z.uuid()).max(100);

async function agencyFiles(ctx: AgencyCtx, fileIds: string[]) {
  const ids = [...new Set(fileIds)];
  const found = await filesByIds(ctx, ids);
  if (ids.some((id) => !found.has(id))) throw new DomainError("NOT_FOUND", "File not found");
  return ids.map((id) => found.get(id)!);
}

/** The passages of `query` in the files, read into an extractive answer with its citations. */
async function answer(ctx: AgencyCtx, fileIds: string[], query: string) {
  const passages = await searchPassages(ctx, { fileIds, query, limit: 8 });
  const found = answerFromPassages(query, passages);
  return { query, found: found.found, answer: found.answer, citations: found.citations };
}

export const searchFileOperation = defineOperation({
  name: "searchFile",
  description:
    'Searches the workspace\'s files. Give one query per question, in the words a policy would use ("each occurrence limit", "policy period"); each answer carries the value, the quoted passage and its page, or says it was not found.',
  access: "agency",
  input: z.object({
    fileIds: fileIdsInput,
    queries: z.array(z.string().trim().min(2).max(500)).min(1).max(MAX_SEARCH_QUERIES),
  }),
  run: async (ctx, { fileIds, queries }) => {
    await agencyFiles(ctx, fileIds);
    const results = [];
    for (const query of queries) results.push(await answer(ctx, fileIds, query));
    return { results };
  },
});

export const peekFileOperation = defineOperation({
  name: "peekFile",
  description:
    "Reads workspace files as a whole: the page count and a policy summary (named insured, carrier, policy number, period, premium, coverages with limits and deductibles, forms), each line cited, with what was not found. Give fileName to read one file.",
  access: "agency",
  input: z.object({ fileIds: fileIdsInput, fileName: z.string().trim().max(500).nullish() }),
  run: async (ctx, { fileIds, fileName }) => {
    let files = await agencyFiles(ctx, fileIds);
    if (fileName) {
      files = files.filter((file) => file.name === fileName || file.name.includes(fileName));
      if (files.length === 0) throw new DomainError("NOT_FOUND", `No file named "${fileName}" in this workspace`);
    }
    const out = [];
    for (const file of files) {
      const pages = await readPages(ctx, { fileId: file.id, fromPage: 1, toPage: MAX_PAGES_READ });
      const summary = summarizePolicy(
        pages.map((page) => ({ fileId: file.id, fileName: file.name, page: page.number, text: page.text })),
      );
      out.push({ fileId: file.id, fileName: file.name, pageCount: pages.length, summary });
    }
    return { files: out };
  },
});
