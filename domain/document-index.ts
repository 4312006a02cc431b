/** Reading a stored file for search (docs/product/documents.md, "Reading documents"). */

/** Where a file's reading stands: waiting, being read, searchable, or not readable (with the reason). */
export const DOCUMENT_INDEX_STATUSES = ["QUEUED", "PROCESSING", "READY", "FAILED"] as const;
export type DocumentIndexStatus = (typeof DOCUMENT_INDEX_STATUSES)[number];

/** Why a document could not be read. */
export const DOCUMENT_ERROR_CODES = ["CORRUPT", "ENCRYPTED", "EMPTY", "TOO_LARGE", "UNSUPPORTED"] as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

/** Most queries in one search call. */
export const MAX_SEARCH_QUERIES = 5;
