import type { PDFDocument } from "@cantoo/pdf-lib";
import { ValidationError } from "../../lib/errors.ts";
import { openFormPdf, type PdfRefusal } from "./acroform.ts";

/**
 * Opens any uploaded fillable PDF for the PDF editor (docs/product/form-skills-pdf-editor.md):
 * as forms are distributed — owner-password encrypted (no open password), with an XFA form
 * beside the AcroForm, with fully-qualified field names (acroform.ts `openFormPdf`). Refusals
 * name the file and are field errors under `path`.
 */

export const PDF_OPEN_PASSWORD_MESSAGE =
  "needs a password to open. Upload the form without an open password (a form that only restricts editing is fine).";

const REFUSALS: Record<PdfRefusal, string> = {
  NOT_A_PDF: "is not a PDF: upload the form as a PDF.",
  UNREADABLE: "could not be read as a PDF: it may be damaged.",
  OPEN_PASSWORD: PDF_OPEN_PASSWORD_MESSAGE,
};

/** The document, decrypted when only an owner password protects it; XFA removed. */
export async function loadFillablePdf(bytes: Uint8Array, fileName: string, path = "inputFiles"): Promise<PDFDocument> {
  const opened = await openFormPdf(bytes);
  if ("refusal" in opened) throw ValidationError.field(path, `"${fileName}" ${REFUSALS[opened.refusal]}`);
  try {
    opened.doc.getForm();
  } catch {
    throw ValidationError.field(path, `"${fileName}" could not be read as a PDF: its form is damaged.`);
  }
  return opened.doc;
}
