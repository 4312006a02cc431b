import { z } from "zod";

/** The agency's knowledge base (docs/product/knowledge-base.md): documents Cara answers from. */

export const KNOWLEDGE_STATUSES = ["UNKNOWN", "INDEXING", "COMPLETED", "FAILED"] as const;
/** UNKNOWN: queued, not read yet (shown "Queued"); INDEXING: being read; COMPLETED: searchable; FAILED: see the error. */
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

export const KNOWLEDGE_KINDS = ["FILE", "TEXT"] as const;
export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];

export const KNOWLEDGE_BASE_TITLE = "Agency knowledge base";

export const MAX_KNOWLEDGE_TITLE = 120;
export const MAX_KNOWLEDGE_CONTENT = 200_000;
/** Files one upload may carry. */
export const MAX_KNOWLEDGE_UPLOADS = 20;
/** MIME types a knowledge document may be uploaded as: PDFs and images (read with OCR). */
export const KNOWLEDGE_FILE_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/tiff",
];
export const KNOWLEDGE_FILE_TYPES_MESSAGE = "Upload PDFs or images (PNG, JPEG, GIF, WebP, TIFF) only.";

export const NOT_FOUND_IN_KNOWLEDGE_BASE = "This was not found in the knowledge base.";

export const knowledgeTitleInput = z
  .string({ error: "Give the document a title" })
  .trim()
  .min(1, "Give the document a title")
  .max(MAX_KNOWLEDGE_TITLE, `Keep the title to ${MAX_KNOWLEDGE_TITLE} characters (two to four words is best)`);

export const knowledgeContentInput = z
  .string({ error: "Write the document's content" })
  .refine((value) => value.trim().length > 0, "Write the document's content")
  .refine(
    (value) => value.length <= MAX_KNOWLEDGE_CONTENT,
    `Keep the content to ${MAX_KNOWLEDGE_CONTENT.toLocaleString("en-US")} characters`,
  );

/**
 * The client a knowledge document is about (ADR 055): an account id; null or empty for an
 * agency-wide document. A client's document is searched only from that client's workspaces.
 */
export const knowledgeAccountInput = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null);

export const knowledgeTextDocumentInput = z.object({
  title: knowledgeTitleInput,
  content: knowledgeContentInput,
  accountId: knowledgeAccountInput,
});

export const updateKnowledgeDocumentInput = z.object({
  title: knowledgeTitleInput.nullish(),
  content: knowledgeContentInput.nullish(),
  /** Absent: unchanged; null or "": agency-wide; an id: that client's. */
  accountId: z.string().trim().nullish(),
});

/** A document's title from an uploaded file's name: without folders and extension. */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[A-Za-z0-9]{1,8}$/, "")
    .replace(/[_]+/g, " ")
    .trim();
  return (base || "Document").slice(0, MAX_KNOWLEDGE_TITLE);
}
