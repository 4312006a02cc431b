import { z } from "zod";

/** Reading a stored file for search (docs/product/documents.md, "Reading documents"). */

/** Where a file's reading stands: waiting, being read, searchable, or not readable (with the reason). */
export const DOCUMENT_INDEX_STATUSES = ["QUEUED", "PROCESSING", "READY", "FAILED"] as const;
export type DocumentIndexStatus = (typeof DOCUMENT_INDEX_STATUSES)[number];

/** Why a document could not be read. */
export const DOCUMENT_ERROR_CODES = ["CORRUPT", "ENCRYPTED", "EMPTY", "TOO_LARGE", "UNSUPPORTED"] as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

/** Most pages one peek returns. */
export const MAX_PEEK_PAGES = 5;
/** Most queries in one search call. */
export const MAX_SEARCH_QUERIES = 5;

/** What a document search takes: a few questions over a few files. */
export const searchFileInput = z.object({
  queries: z
    .array(z.string().trim().min(1, "Write what to look for").max(500))
    .min(1, "Write what to look for")
    .max(MAX_SEARCH_QUERIES, `At most ${MAX_SEARCH_QUERIES} searches at once`),
  fileIds: z.array(z.string()).min(1, "Choose a file").max(50),
});

/** What reading pages of a document takes: a first page and, optionally, a last one (at most MAX_PEEK_PAGES). */
export const peekFileInput = z
  .object({
    fileId: z.string({ error: "Choose a file" }),
    fromPage: z.number().int().min(1),
    toPage: z.number().int().min(1).optional(),
  })
  .refine((input) => input.toPage === undefined || input.toPage >= input.fromPage, {
    path: ["toPage"],
    message: "The last page comes after the first",
  });
