/** Reading a stored file for search (docs/product/documents.md, "Reading documents"). */

/** Where a file's reading stands: waiting, being read, searchable, or not readable (with the reason). */
export const DOCUMENT_INDEX_STATUSES = ["QUEUED", "PROCESSING", "READY", "FAILED"] as const;
export type DocumentIndexStatus = (typeof DOCUMENT_INDEX_STATUSES)[number];

/**
 * Why a document could not be read. TOO_LARGE: past a size limit (bytes, pages, characters,
 * pixels, a Word document's parts or paragraphs); TOO_COMPLEX: reading it passed its time or
 * memory, or stopped its reader (ADR 058).
 */
export const DOCUMENT_ERROR_CODES = [
  "CORRUPT",
  "ENCRYPTED",
  "EMPTY",
  "TOO_LARGE",
  "TOO_COMPLEX",
  "UNSUPPORTED",
] as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

/** Most queries in one search call. */
export const MAX_SEARCH_QUERIES = 5;
