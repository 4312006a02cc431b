/**
 * How much reading one document may cost (ADR 058; docs/product/documents.md, "Files that cannot
 * be read safely"). Every reader runs in a reader process (reader-pool.ts) under these limits; a
 * file that passes one fails with its reason, and the limits are far above any real document.
 */
export interface ReadLimits {
  totalMs: number;
  stepMs: number;
  heapMb: number;
  memoryMb: number;
  documentChars: number;
  imagePixels: number;
  docxEntries: number;
  docxEntryBytes: number;
  docxTotalBytes: number;
  docxParagraphs: number;
  docxElements: number;
}

export const READ_LIMITS: Readonly<ReadLimits> = {
  /** Wall time of a whole reading (a 500-page scan read by OCR takes minutes, never this long). */
  totalMs: 10 * 60_000,
  /** Wall time without progress: one PDF page, or a whole document of another format. */
  stepMs: 60_000,
  /** The reader's JavaScript heap (V8's old space), in MB. */
  heapMb: 768,
  /** The reader process's resident memory (heap, canvas, OCR), in MB. */
  memoryMb: 1536,
  /** Characters of text one document may hold (a 500-page policy holds about 2 million). */
  documentChars: 5_000_000,
  /** Pixels of an image read by OCR, or of a PDF page drawn for it (a letter page at 600 dpi is 33.7 million). */
  imagePixels: 40_000_000,
  /** Parts in a Word document's zip. */
  docxEntries: 5_000,
  /** Uncompressed bytes of one part of a Word document. */
  docxEntryBytes: 100 * 1024 * 1024,
  /** Uncompressed bytes of all the XML parts of a Word document together. */
  docxTotalBytes: 200 * 1024 * 1024,
  /** Paragraphs of a Word document (a 500-page contract has about 25,000). */
  docxParagraphs: 200_000,
  /** XML elements of a Word document's parts together. */
  docxElements: 3_000_000,
};

/** A count as messages show it: 5,000,000. */
export const formatCount = (n: number) => n.toLocaleString("en-US");
