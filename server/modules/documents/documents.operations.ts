import { z } from "zod";
import { MAX_SEARCH_QUERIES } from "../../../domain/document-index.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { DomainError } from "../../lib/errors.ts";
import { defineOperation } from "../../lib/operation.ts";
import { pagesForQuestion } from "./documents.service.ts";
import { answerFromPassages } from "./reading/index.ts";
import { filesByIds } from "../files/files.service.ts";

/**
 * The document tools as operations (run as Cara in the workspace's agency). `fileIds` are the
 * workspace's files: the runtime binds them, the model never sees them. Each file is looked up
 * in the acting agency first, so another agency's file is "not found", never read.
 */

/** The most pages read of one file (a 2,000-page package is read whole). */
export const MAX_PAGES_READ = 2000;
export const fileIdsInput = z.array(z.uuid()).max(100);

/** The acting agency's files among `fileIds`; any other id is "not found". */
export async function agencyFiles(ctx: AgencyCtx, fileIds: string[]) {
  const ids = [...new Set(fileIds)];
  const found = await filesByIds(ctx, ids);
  if (ids.some((id) => !found.has(id))) throw new DomainError("NOT_FOUND", "File not found");
  return ids.map((id) => found.get(id)!);
}

/** The pages of `query`'s passages in the files, read into an extractive answer with its citations. */
async function answer(ctx: AgencyCtx, fileIds: string[], query: string) {
  const passages = await pagesForQuestion(ctx, { fileIds, query });
  const found = answerFromPassages(query, passages);
  return {
    query,
    found: found.found,
    answer: found.answer,
    citations: found.citations,
    ...(found.unsettled ? { unsettled: true } : {}),
  };
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
