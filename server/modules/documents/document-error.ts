/**
 * What extraction returns and how it fails (docs/product/documents.md, "Reading documents").
 * The codes are the contract other modules (workspaces, the assistant) show and branch on.
 */

/** One page of a document: 1-based number, its text, and whether the text came from OCR. */
export interface ExtractedPage {
  number: number;
  /**
   * Lines in reading order joined by "\n"; on one visual line, runs separated by a wide gap
   * (table cells) are joined by "\t", adjacent runs by " ". No empty trailing lines.
   */
  text: string;
  ocr: boolean;
}

import type { DocumentErrorCode } from "../../../domain/document-index.ts";

export type { DocumentErrorCode };

/** A document that cannot be read, with a message a person can act on. */
export class DocumentError extends Error {
  readonly code: DocumentErrorCode;
  constructor(code: DocumentErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DocumentError";
    this.code = code;
  }
}

/** The most pages read from one document (a 500-page policy is far beyond any real one). */
export const MAX_DOCUMENT_PAGES = 500;

export interface ExtractInput {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}

export interface ExtractOptions {
  /** Called after each page is read, with the pages done and the total. */
  onPage?: (done: number, total: number) => void | Promise<void>;
  /** Largest input in bytes (default: the configured MAX_UPLOAD_MB, else 25 MB). */
  maxBytes?: number;
}
