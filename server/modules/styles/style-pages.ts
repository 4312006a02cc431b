import { PDFDocument } from "@cantoo/pdf-lib";
import { MAX_STYLE_PAGE_COUNT } from "../../../domain/document-styles.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { removePdfActions } from "../../lib/pdf-actions.ts";
import { fileStoreOf, readAll } from "../files/file-store.ts";
import { readUpload } from "../files/files-upload.service.ts";
import { findFile, type StoredFile, type UploadedFile } from "../files/files.service.ts";

/**
 * A style's start page and end page: real PDFs (by their bytes, then opened with pdf-lib), not
 * password-protected, within the upload size and MAX_STYLE_PAGE_COUNT pages. Refusals are field
 * errors under the form's field (`uploadPrefixFile`, `uploadSuffixFile`, `prefixFileId`, `suffixFileId`).
 */

const WHICH = { prefix: "start page", suffix: "end page" } as const;
export type PageSlot = keyof typeof WHICH;

/** Opens a PDF for merging, or says why it cannot be used. */
async function openPdf(bytes: Uint8Array, slot: PageSlot, path: string): Promise<PDFDocument> {
  const passwordProtected = () =>
    ValidationError.field(
      path,
      `This PDF is password-protected, so it cannot be placed in documents. Save the ${WHICH[slot]} without a password and upload it again.`,
    );
  // encrypted (even with an owner password only): its pages cannot be copied into a document
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes("/Encrypt")) throw passwordProtected();
  let pdf: PDFDocument;
  let pages: number;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    pages = pdf.getPageCount();
  } catch (error) {
    // pdf-lib's errors are ES5 classes: `instanceof` does not see them, their message does
    if (/encrypt/i.test(String((error as Error)?.message))) throw passwordProtected();
    throw ValidationError.field(
      path,
      `This PDF could not be read (it may be damaged). Export the ${WHICH[slot]} to PDF again and upload it.`,
    );
  }
  if (pages === 0)
    throw ValidationError.field(path, `This PDF has no pages. Upload a ${WHICH[slot]} with one page or more.`);
  if (pages > MAX_STYLE_PAGE_COUNT)
    throw ValidationError.field(
      path,
      `This PDF has ${pages} pages; a ${WHICH[slot]} can have up to ${MAX_STYLE_PAGE_COUNT}.`,
    );
  return pdf;
}

/** Checks an uploaded start or end page: a PDF by its content, within the size limit, readable. */
export async function checkPageUpload(
  ctx: AgencyCtx,
  file: UploadedFile,
  slot: PageSlot,
  path: string,
): Promise<{ bytes: Uint8Array; name: string; type: { mimeType: string } }> {
  const upload = await readUpload(file, ctx.config.maxUploadBytes, path);
  if (upload.type.mimeType !== "application/pdf")
    throw ValidationError.field(
      path,
      `This file is ${upload.type.extension.toUpperCase()}, not a PDF. Upload the ${WHICH[slot]} as a PDF.`,
    );
  await openPdf(upload.bytes, slot, path);
  return upload;
}

/** A kept start or end page: a live PDF file of the agency, or a field error. */
export async function checkKeptPage(ctx: AgencyCtx, fileId: string, slot: PageSlot, path: string): Promise<StoredFile> {
  const file = await findFile(ctx, fileId);
  if (!file) throw ValidationError.field(path, `This ${WHICH[slot]} file no longer exists. Upload it again.`);
  if (file.mimeType !== "application/pdf") throw ValidationError.field(path, `The ${WHICH[slot]} must be a PDF.`);
  return file;
}

/** A stored page file's bytes, or null when it is gone (the document renders without it). */
export async function pageFileBytes(ctx: AgencyCtx, fileId: string | null): Promise<Uint8Array | null> {
  if (!fileId) return null;
  const file = await findFile(ctx, fileId);
  const stream = file ? await fileStoreOf(ctx).get(file.storageKey) : null;
  if (!stream) {
    if (fileId) ctx.log.warn("A style's page file is missing; rendering without it", { fileId });
    return null;
  }
  return new Uint8Array(await readAll(stream));
}

/**
 * The rendered document with the start page's pages before it and the end page's after it
 * (pdf-lib), without any action, script or embedded file the uploaded pages carried (ADR 058).
 */
export async function withStylePages(
  document: Uint8Array,
  prefix: Uint8Array | null,
  suffix: Uint8Array | null,
): Promise<Uint8Array> {
  if (!prefix && !suffix) return document;
  const merged = await PDFDocument.create();
  for (const bytes of [prefix, document, suffix]) {
    if (!bytes) continue;
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  removePdfActions(merged);
  return merged.save();
}
