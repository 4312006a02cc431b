import {
  EncryptedPDFError,
  PDFCheckBox,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFDict,
  PDFTextField,
  type PDFField,
} from "@cantoo/pdf-lib";
import { ValidationError } from "../../lib/errors.ts";
import { removePdfActions } from "../../lib/pdf-actions.ts";
import { ACORD25_FIELDS, ACORD25_REQUIRED_FIELDS, type Acord25FieldName } from "./acord25-fields.ts";
import { acord25Values } from "./acord25-values.ts";
import { drawAcord101, type ContinuedEntry } from "./acord101-page.ts";
import type { CertificateData } from "./certificate-data.ts";
import { embedFontSet, type FontSet } from "./pdf-fonts.ts";
import { wrapText } from "./pdf-text.ts";

/**
 * Fills the agency's licensed ACORD 25 (a fillable PDF) by its field names with the
 * certificate's data, then flattens it (docs/product/certificates.md "The agency's ACORD 25").
 * Accepts the form as ACORD distributes it: owner-password encrypted (no open password),
 * with an XFA form beside the AcroForm and fully-qualified field names
 * (`F[0].P1[0].Producer_FullName_A[0]`). The filled form keeps only the AcroForm (the XFA is
 * removed, so readers that prefer XFA show the filled fields). A value that does not fit its
 * box continues on an ACORD 101 Additional Remarks Schedule page, with a marker in the box.
 */

export const NEEDS_OPEN_PASSWORD_MESSAGE =
  "This PDF needs a password to open. Upload the ACORD 25 without an open password (a form that only restricts editing is fine).";
export const CONTINUED_MARKER = "See attached ACORD 101";

/** The short name of a fully-qualified field name: `F[0].P1[0].Producer_FullName_A[0]` → `Producer_FullName_A`. */
export function shortFieldName(name: string): string {
  return (name.split(".").at(-1) ?? name).replace(/\[\d+\]$/, "");
}

async function openPdf(bytes: Uint8Array, path: string): Promise<PDFDocument> {
  const options = { updateMetadata: false, preserveXFA: true } as const;
  try {
    return await PDFDocument.load(bytes, options);
  } catch (error) {
    if (!(error instanceof EncryptedPDFError)) throw ValidationError.field(path, "This PDF could not be read.");
  }
  try {
    // owner-password only: the empty user password opens it, as every viewer does
    const doc = await PDFDocument.load(bytes, { ...options, password: "" });
    dropEncryptionLeftovers(doc);
    return doc;
  } catch {
    throw ValidationError.field(path, NEEDS_OPEN_PASSWORD_MESSAGE);
  }
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

/** Removes the XFA form (and its "needs rendering" flag) so every reader shows the AcroForm values. */
function dropXfa(doc: PDFDocument) {
  const acroForm = doc.catalog.lookupMaybe(PDFName.of("AcroForm"), PDFDict);
  acroForm?.delete(PDFName.of("XFA"));
  doc.catalog.delete(PDFName.of("NeedsRendering"));
}

/** The form's fields by short name (a name may have several widgets or copies). */
function fieldsByShortName(doc: PDFDocument): Map<string, PDFField[]> {
  const byName = new Map<string, PDFField[]>();
  for (const field of doc.getForm().getFields()) {
    const name = shortFieldName(field.getName());
    byName.set(name, [...(byName.get(name) ?? []), field]);
  }
  return byName;
}

/** Loads a fillable ACORD 25, or explains why this PDF is not one (a field error under `path`). */
export async function loadAcord25Template(bytes: Uint8Array, path = "file"): Promise<PDFDocument> {
  const doc = await openPdf(bytes, path);
  let names: Set<string>;
  try {
    dropXfa(doc);
    names = new Set(fieldsByShortName(doc).keys());
  } catch {
    throw ValidationError.field(path, "This PDF could not be read.");
  }
  const missing = ACORD25_REQUIRED_FIELDS.filter((name) => !names.has(name));
  if (missing.length > 0) {
    throw ValidationError.field(
      path,
      `This PDF is not a fillable ACORD 25: it has no ${missing.join(", ")} field${missing.length > 1 ? "s" : ""}.`,
    );
  }
  return doc;
}

const LABELS: Partial<Record<Acord25FieldName, string>> = {
  CertificateHolder_FullName_A: "Certificate holder",
  NamedInsured_FullName_A: "Insured",
  Producer_FullName_A: "Producer",
};
const REMARKS: Acord25FieldName = "CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A";
const MIN_SIZE = 6;
const MAX_SIZE = 9;
const REMARKS_SIZE = 7;

function boxOf(field: PDFTextField) {
  const rect = field.acroField.getWidgets()[0]?.getRectangle();
  return rect ? { width: rect.width - 4, height: rect.height - 2 } : null;
}

/** The largest size (MIN_SIZE..MAX_SIZE) at which `text` fits the box on one line, or null. */
function singleLineSize(fonts: FontSet, text: string, box: { width: number; height: number }): number | null {
  const top = Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.floor(box.height * 0.75)));
  for (let size = top; size >= MIN_SIZE; size -= 0.5) if (fonts.width(text, size) <= box.width) return size;
  return null;
}

/** The longest start of `text` that fits with `suffix` (cut at a word where possible). */
function cutToFit(fonts: FontSet, text: string, suffix: string, size: number, width: number): string {
  const chars = [...text];
  let cut = chars.length;
  while (cut > 0 && fonts.width(`${chars.slice(0, cut).join("")}${suffix}`, size) > width) cut--;
  const head = chars.slice(0, cut).join("");
  const word = head.lastIndexOf(" ");
  return `${(word > head.length / 2 ? head.slice(0, word) : head).trimEnd()}${suffix}`;
}

/** Fills the template with the certificate's values; flattened unless asked not to (tests read the fields back). */
export async function fillAcord25(
  template: Uint8Array,
  data: CertificateData,
  options: { flatten?: boolean } = {},
): Promise<Uint8Array> {
  const doc = await loadAcord25Template(template);
  const form = doc.getForm();
  const { values } = acord25Values(data);
  const fonts = await embedFontSet(doc, [...Object.values(values).filter((v) => typeof v === "string"), "ACORD 101"]);
  const fields = fieldsByShortName(doc);
  const continued: ContinuedEntry[] = [];
  for (const [name, value] of Object.entries(values) as Array<[Acord25FieldName, string | boolean]>) {
    for (const field of fields.get(name) ?? []) {
      if (field instanceof PDFCheckBox) {
        if (value === true) field.check();
        else field.uncheck();
        continue;
      }
      if (!(field instanceof PDFTextField) || typeof value !== "string") continue;
      const max = field.getMaxLength() ?? (ACORD25_FIELDS[name] as { maxLength?: number }).maxLength;
      let text = fonts.printable(value);
      if (typeof max === "number" && [...text].length > max) {
        continued.push({ label: LABELS[name] ?? name, text });
        text = [...text].slice(0, max).join("");
      }
      const box = boxOf(field);
      if (name === REMARKS) {
        text = fitRemarks(fonts, text, box, continued);
        if (!field.isMultiline()) field.enableMultiline();
        field.setFontSize(REMARKS_SIZE);
      } else if (box && text !== "") {
        let size = singleLineSize(fonts, text, box);
        if (size === null) {
          continued.push({ label: LABELS[name] ?? name, text });
          size = MIN_SIZE;
          const marker = ` (${CONTINUED_MARKER})`;
          text =
            fonts.width(marker.trim(), size) <= box.width
              ? cutToFit(fonts, text, marker, size, box.width)
              : cutToFit(fonts, text, "*", size, box.width);
        }
        field.setFontSize(size);
      }
      field.setText(text);
      field.updateAppearances(fonts.singleFontFor(text) ?? fonts.primary);
    }
  }
  if (continued.length > 0) await drawAcord101(doc, data, continued);
  if (options.flatten !== false) form.flatten({ updateFieldAppearances: false });
  removePdfActions(doc); // the agency's uploaded form's scripts and actions stay out (ADR 058)
  return doc.save({ updateFieldAppearances: false });
}

/** The remarks as they fit the box; when they do not, the box says so and the full text continues. */
function fitRemarks(
  fonts: FontSet,
  text: string,
  box: { width: number; height: number } | null,
  continued: ContinuedEntry[],
): string {
  if (!box || text === "") return text;
  const lines = wrapText(fonts, text, REMARKS_SIZE, box.width - 2);
  // Noto Sans lines are ~1.4 em high in the field appearance; keep a margin so the marker line is never clipped
  const capacity = Math.max(1, Math.floor((box.height - 2) / (REMARKS_SIZE * 1.5)));
  if (lines.length <= capacity) return text;
  continued.push({ label: "Description of operations / locations / vehicles", text });
  const kept = lines.slice(0, capacity - 1).join("\n");
  return kept ? `${kept}\n${CONTINUED_MARKER}` : CONTINUED_MARKER;
}
