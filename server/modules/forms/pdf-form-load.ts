import { EncryptedPDFError, PDFDict, PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import { ValidationError } from "../../lib/errors.ts";

/**
 * Opens any uploaded fillable PDF for the PDF editor (docs/product/form-skills-pdf-editor.md):
 * as forms are distributed — owner-password encrypted (no open password), with an XFA form
 * beside the AcroForm, with fully-qualified field names. The XFA form is dropped on opening,
 * so every reader shows the AcroForm values we read and write. Adapted from the ACORD 25
 * loader (certificates/acord25-fill.ts); refusals are field errors under `path`.
 */

export const PDF_OPEN_PASSWORD_MESSAGE =
  "needs a password to open. Upload the form without an open password (a form that only restricts editing is fine).";

const isPdf = (bytes: Uint8Array) => {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes("%PDF-");
};

/** The document, decrypted when only an owner password protects it; XFA removed. */
export async function loadFillablePdf(bytes: Uint8Array, fileName: string, path = "inputFiles"): Promise<PDFDocument> {
  if (!isPdf(bytes)) throw ValidationError.field(path, `"${fileName}" is not a PDF: upload the form as a PDF.`);
  const options = { updateMetadata: false, preserveXFA: true } as const;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, options);
  } catch (error) {
    if (!(error instanceof EncryptedPDFError))
      throw ValidationError.field(path, `"${fileName}" could not be read as a PDF: it may be damaged.`);
    try {
      // owner-password only: the empty user password opens it, as every viewer does
      doc = await PDFDocument.load(bytes, { ...options, password: "" });
      dropEncryptionLeftovers(doc);
    } catch {
      throw ValidationError.field(path, `"${fileName}" ${PDF_OPEN_PASSWORD_MESSAGE}`);
    }
  }
  try {
    dropXfa(doc);
    doc.getForm();
  } catch {
    throw ValidationError.field(path, `"${fileName}" could not be read as a PDF: its form is damaged.`);
  }
  return doc;
}

/**
 * A decrypted document is saved unencrypted; the original cross-reference streams (which
 * name the /Encrypt dictionary) and the encryption dictionary must not be written back.
 */
function dropEncryptionLeftovers(doc: PDFDocument) {
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    if (!dict) continue;
    const type = dict.get(PDFName.of("Type"));
    const filter = dict.get(PDFName.of("Filter"));
    if (type === PDFName.of("XRef") || (filter === PDFName.of("Standard") && dict.has(PDFName.of("O"))))
      doc.context.delete(ref);
  }
}

/** Removes the XFA form (and its "needs rendering" flag): readers then show the AcroForm. */
function dropXfa(doc: PDFDocument) {
  const acroForm = doc.catalog.lookupMaybe(PDFName.of("AcroForm"), PDFDict);
  acroForm?.delete(PDFName.of("XFA"));
  doc.catalog.delete(PDFName.of("NeedsRendering"));
}
