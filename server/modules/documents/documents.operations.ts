import { MAX_PEEK_PAGES, peekFileInput, searchFileInput } from "../../../domain/document-index.ts";
import { defineOperation } from "../../lib/operation.ts";
import { searchPassages, type Passage } from "./documents-search.service.ts";
import { readPages } from "./documents.service.ts";

/** Reading documents (ADR 011, ADR 027): Cara's document tools are built from these. */

export const searchFileOperation = defineOperation({
  name: "searchFile",
  description:
    "Searches the text of the given files (already read) and returns the best passages for each query, with the file and page they come from. Use insurance wording (each occurrence, general aggregate, deductible…); several queries may be given at once.",
  access: "agency",
  input: searchFileInput,
  run: async (ctx, { queries, fileIds }) => {
    const results: { query: string; passages: Passage[] }[] = [];
    for (const query of queries) results.push({ query, passages: await searchPassages(ctx, { fileIds, query }) });
    return { results };
  },
});

export const peekFileOperation = defineOperation({
  name: "peekFile",
  description: `Returns the full text of pages of a file (already read), from \`fromPage\` to \`toPage\` (at most ${MAX_PEEK_PAGES} pages).`,
  access: "agency",
  input: peekFileInput,
  run: async (ctx, { fileId, fromPage, toPage }) => {
    const last = Math.min(toPage ?? fromPage, fromPage + MAX_PEEK_PAGES - 1);
    return { pages: await readPages(ctx, { fileId, fromPage, toPage: last }) };
  },
});
