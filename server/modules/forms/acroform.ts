import {
  EncryptedPDFError,
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFTextField,
  type PDFField,
} from "@cantoo/pdf-lib";
import { ValidationError } from "../../lib/errors.ts";
import { removePdfActions } from "../../lib/pdf-actions.ts";
import { embedFontSet } from "../certificates/pdf-fonts.ts";

/**
 * Any fillable PDF form (an agency's licensed ACORD form): opened as ACORD distributes its
 * forms (owner-password encrypted, an XFA form beside the AcroForm, fully-qualified field names
 * such as `F[0].P1[0].Producer_FullName_A[0]`), filled by short names and kept fillable (no
 * flattening) so the user can still correct a value in any PDF reader. Adapted from the
 * certificates module's ACORD 25 loader (acord25-fill.ts), which flattens and checks ACORD 25 names.
 */

export const FORM_NEEDS_OPEN_PASSWORD =
  "This PDF needs a password to open. Upload the form without an open password (a form that only restricts editing is fine).";
export const FORM_HAS_NO_FIELDS =
  "This PDF has no fillable fields. Upload the fillable edition of the form (the one you can type into).";
export const NOT_A_PDF = "This file is not a PDF.";
export const UNREADABLE_PDF = "This PDF could not be read.";

/** `F[0].P1[0].Producer_FullName_A[0]` → `Producer_FullName_A`. */
export function shortName(name: string): string {
  return (name.split(".").at(-1) ?? name).replace(/\[\d+\]$/, "");
}

const isPdf = (bytes: Uint8Array) =>
  bytes.length > 4 && String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 1024))).includes("%PDF-");

/** Why a PDF cannot be opened for filling. */
export type PdfRefusal = "NOT_A_PDF" | "UNREADABLE" | "OPEN_PASSWORD";

/**
 * Opens a PDF as forms are distributed: an owner-password-only encryption is removed (the
 * empty user password opens it, as every viewer does), the XFA form dropped. The caller words
 * the refusal (an uploaded template, a workspace file).
 */
export async function openFormPdf(bytes: Uint8Array): Promise<{ doc: PDFDocument } | { refusal: PdfRefusal }> {
  if (!isPdf(bytes)) return { refusal: "NOT_A_PDF" };
  const options = { updateMetadata: false, preserveXFA: true } as const;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, options);
  } catch (error) {
    if (!(error instanceof EncryptedPDFError)) return { refusal: "UNREADABLE" };
    try {
      doc = await PDFDocument.load(bytes, { ...options, password: "" });
      dropEncryptionLeftovers(doc);
    } catch {
      return { refusal: "OPEN_PASSWORD" };
    }
  }
  dropXfa(doc);
  return { doc };
}

const REFUSALS: Record<PdfRefusal, string> = {
  NOT_A_PDF,
  UNREADABLE: UNREADABLE_PDF,
  OPEN_PASSWORD: FORM_NEEDS_OPEN_PASSWORD,
};

async function openPdf(bytes: Uint8Array, path: string): Promise<PDFDocument> {
  const opened = await openFormPdf(bytes);
  if ("refusal" in opened) throw ValidationError.field(path, REFUSALS[opened.refusal]);
  return opened.doc;
}

/** A decrypted document is saved unencrypted: the old cross-reference streams and /Encrypt dictionary go. */
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

/** Removes the XFA form so readers that prefer XFA show the AcroForm's values. */
function dropXfa(doc: PDFDocument) {
  doc.catalog.lookupMaybe(PDFName.of("AcroForm"), PDFDict)?.delete(PDFName.of("XFA"));
  doc.catalog.delete(PDFName.of("NeedsRendering"));
}

export interface FillableForm {
  doc: PDFDocument;
  /** Fields by short name (a name may have several copies: the customer id on every page). */
  fields: Map<string, PDFField[]>;
}

/** Loads a fillable PDF, or explains (a field error under `path`) why it cannot be filled. */
export async function loadFillableForm(bytes: Uint8Array, path = "file"): Promise<FillableForm> {
  const doc = await openPdf(bytes, path);
  const fields = new Map<string, PDFField[]>();
  try {
    for (const field of doc.getForm().getFields()) {
      const name = shortName(field.getName());
      fields.set(name, [...(fields.get(name) ?? []), field]);
    }
  } catch {
    throw ValidationError.field(path, UNREADABLE_PDF);
  }
  if (fields.size === 0) throw ValidationError.field(path, FORM_HAS_NO_FIELDS);
  return { doc, fields };
}

/** A check box's value: true checks it (its own export value, /1 on ACORD forms). */
export type FormValue = string | boolean;

/**
 * Fills the form by short names and saves it still fillable; names the form does not have are
 * returned so the caller can list them (they are not written anywhere).
 */
export async function fillAcroForm(
  bytes: Uint8Array,
  values: Record<string, FormValue>,
): Promise<{ pdf: Uint8Array; absent: string[] }> {
  const { doc, fields } = await loadFillableForm(bytes);
  const texts = Object.values(values).filter((value): value is string => typeof value === "string");
  const fonts = await embedFontSet(doc, texts.length ? texts : [" "]);
  const absent: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const targets = fields.get(name);
    if (!targets) {
      absent.push(name);
      continue;
    }
    for (const field of targets) {
      if (field instanceof PDFCheckBox) {
        const on = value === true || (typeof value === "string" && /^(yes|x|true|1|on)$/i.test(value.trim()));
        if (on) field.check();
        else field.uncheck();
      } else if (field instanceof PDFTextField) {
        let text = fonts.printable(typeof value === "string" ? value : value ? "X" : "");
        const max = field.getMaxLength();
        if (typeof max === "number" && [...text].length > max) text = [...text].slice(0, max).join("");
        if (text.includes("\n") && !field.isMultiline()) field.enableMultiline();
        field.setText(text);
        field.updateAppearances(fonts.singleFontFor(text) ?? fonts.primary);
      }
    }
  }
  removePdfActions(doc); // the uploaded form's scripts and actions stay out (ADR 058)
  return { pdf: await doc.save({ updateFieldAppearances: false }), absent };
}

/** The form's values by short name (text, or true/false for a check box): for tests and the evaluation. */
export async function readAcroForm(bytes: Uint8Array): Promise<Record<string, FormValue>> {
  const { fields } = await loadFillableForm(bytes);
  const values: Record<string, FormValue> = {};
  for (const [name, copies] of fields) {
    const field = copies[0]!;
    if (field instanceof PDFCheckBox) values[name] = field.isChecked();
    else if (field instanceof PDFTextField) values[name] = field.getText() ?? "";
  }
  return values;
}
