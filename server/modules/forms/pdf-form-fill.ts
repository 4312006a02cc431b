import {
  PDFBool,
  PDFCheckBox,
  PDFDict,
  PDFDropdown,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFTextField,
  type PDFDocument,
  type PDFFont,
  type PDFField,
} from "@cantoo/pdf-lib";
import { embedFontSet, type FontSet } from "../certificates/pdf-fonts.ts";
import { describeFields, fieldValue, NO_FIELDS_MESSAGE, type PdfFormField } from "./pdf-form-inspect.ts";
import { loadFillablePdf } from "./pdf-form-load.ts";
import { matchField, normalise, type Instruction } from "./pdf-form-match.ts";
import { ValidationError } from "../../lib/errors.ts";
import { removePdfActions } from "../../lib/pdf-actions.ts";

/**
 * FILL_FORM_FIELDS (docs/product/form-skills-pdf-editor.md): each instruction's value written to
 * the field it names; the form stays fillable (not flattened), its XFA form is dropped, and the
 * changed fields' appearances are drawn in Noto Sans so accented and non-Latin text prints.
 * What named no field and what a field refused are reported, never forced.
 */

export interface FilledValue {
  field: PdfFormField;
  value: string;
  instruction: Instruction;
}

export interface RefusedValue {
  key: string;
  value: string;
  /** The field it named, when one. */
  field: PdfFormField | null;
  reason: string;
}

export interface PdfFillResult {
  bytes: Uint8Array;
  /** The fields after filling (values as saved). */
  fields: PdfFormField[];
  filled: FilledValue[];
  refused: RefusedValue[];
  /** Instructions that named no field. */
  unmatched: Instruction[];
}

const CHECKED = new Set(["yes", "y", "true", "x", "checked", "check", "on", "1", "selected", "✓", "✔"]);
const UNCHECKED = new Set(["no", "n", "false", "unchecked", "off", "0", "none", ""]);

const list = (values: string[]) => values.map((value) => `"${value}"`).join(", ");

/** The option a value names (its export value or its printed caption), or null. */
function optionFor(value: string, options: string[], captions: Record<string, string> = {}): string | null {
  const wanted = normalise(value);
  return (
    options.find((option) => option === value) ??
    options.find((option) => normalise(option) === wanted) ??
    options.find((option) => captions[option] && normalise(captions[option]!) === wanted) ??
    null
  );
}

/** Writes `value` into `field`; the reason when the field cannot take it. */
function setValue(field: PDFField, info: PdfFormField, value: string): string | null {
  if (info.readOnly) return "the field is read-only";
  if (field instanceof PDFTextField) {
    const text = info.multiline ? value : value.replace(/\s*\r?\n\s*/g, ", ");
    const length = [...text].length;
    if (info.maxLength !== undefined && length > info.maxLength)
      return `${length} characters do not fit: the field takes ${info.maxLength}`;
    field.setText(text);
    return null;
  }
  if (field instanceof PDFCheckBox) {
    const v = normalise(value) || value.trim().toLowerCase();
    if (CHECKED.has(v) || (info.onValue && normalise(info.onValue) === v)) field.check();
    else if (UNCHECKED.has(v)) field.uncheck();
    else return `a checkbox takes yes or no, not "${value}"`;
    return null;
  }
  if (field instanceof PDFRadioGroup) {
    const option = optionFor(value, info.options ?? [], info.optionLabels);
    if (!option) {
      const shown = (info.options ?? []).map((o) => info.optionLabels?.[o] ?? o);
      return `"${value}" is not one of its options: ${list(shown)}`;
    }
    field.select(option);
    return null;
  }
  if (field instanceof PDFDropdown) {
    const option = optionFor(value, info.options ?? []);
    if (option) field.select(option);
    else if (field.isEditable()) field.select(value);
    else return `"${value}" is not one of its options: ${list(info.options ?? [])}`;
    return null;
  }
  if (field instanceof PDFOptionList) {
    const wanted = value.split(/\s*[,;]\s*/).filter(Boolean);
    const options = wanted.map((one) => optionFor(one, info.options ?? []));
    if (options.some((option) => option === null))
      return `"${value}" is not among its options: ${list(info.options ?? [])}`;
    if (options.length > 1 && !field.isMultiselect()) return "the list takes one option";
    field.select(options as string[]);
    return null;
  }
  return "a signature field is signed, not filled";
}

const MAX_SIZE = 10;
const MIN_SIZE = 6;

/** The largest size (MIN_SIZE..MAX_SIZE) at which the text fits its box: one line, or wrapped lines in a multiline box. */
function fontSizeFor(font: PDFFont, text: string, box: { width: number; height: number }, multiline: boolean): number {
  const width = box.width - 4;
  for (let size = Math.min(MAX_SIZE, Math.floor(box.height * 0.45 * 2) / 2); size > MIN_SIZE; size -= 0.5) {
    if (!multiline) {
      if (font.widthOfTextAtSize(text, size) <= width) return size;
      continue;
    }
    const lines = text.split("\n").reduce((count, paragraph) => {
      return count + Math.max(1, Math.ceil(font.widthOfTextAtSize(paragraph, size) / width));
    }, 0);
    if (lines * size * 1.4 <= box.height - 4) return size;
  }
  return MIN_SIZE;
}

/** Draws the appearances of the fields that changed (and of any that need one), in fonts that have their characters. */
function updateAppearances(doc: PDFDocument, fonts: FontSet, changed: Set<PDFField>) {
  const names = new Set([...changed].map((field) => field.getName()));
  const acroForm = doc.catalog.lookupMaybe(PDFName.of("AcroForm"), PDFDict);
  const viewerDraws = acroForm?.get(PDFName.of("NeedAppearances")) === PDFBool.True;
  for (const field of doc.getForm().getFields()) {
    if (!names.has(field.getName()) && !(viewerDraws && field.needsAppearancesUpdate())) continue;
    if (field instanceof PDFTextField) {
      const text = field.getText() ?? "";
      const font = fonts.singleFontFor(text) ?? fonts.primary;
      const rect = field.acroField.getWidgets()[0]?.getRectangle();
      if (rect) field.setFontSize(fontSizeFor(font, text, rect, field.isMultiline()));
      field.updateAppearances(font);
    } else if (field instanceof PDFDropdown || field instanceof PDFOptionList) {
      field.updateAppearances(fonts.singleFontFor(field.getSelected().join(" ")) ?? fonts.primary);
    } else if ((field instanceof PDFCheckBox || field instanceof PDFRadioGroup) && field.needsAppearancesUpdate()) {
      field.updateAppearances();
    }
  }
  // our appearances are the ones to show: a viewer redrawing them in its own font would lose characters
  if (viewerDraws) acroForm!.set(PDFName.of("NeedAppearances"), PDFBool.False);
}

/** Fills an uploaded fillable PDF from instructions; refusals and unmatched keys come back with the result. */
export async function fillPdfForm(
  bytes: Uint8Array,
  fileName: string,
  instructions: Instruction[],
): Promise<PdfFillResult> {
  const doc = await loadFillablePdf(bytes, fileName);
  const fields = await describeFields(doc, bytes);
  if (fields.length === 0)
    throw ValidationError.field("inputFiles", NO_FIELDS_MESSAGE.replace("it is", `"${fileName}" is`));
  const form = doc.getForm();
  const byName = new Map(form.getFields().map((field) => [field.getName(), field]));
  const filled: FilledValue[] = [];
  const refused: RefusedValue[] = [];
  const unmatched: Instruction[] = [];
  const changed = new Set<PDFField>();
  for (const instruction of instructions) {
    const match = matchField(instruction.key, fields);
    if (!match) {
      unmatched.push(instruction);
      continue;
    }
    if ("ambiguous" in match) {
      refused.push({
        key: instruction.key,
        value: instruction.value,
        field: null,
        reason: `it could be any of ${list(match.ambiguous.map((f) => f.label))}: name the field exactly`,
      });
      continue;
    }
    const field = byName.get(match.field.name)!;
    const reason = setValue(field, match.field, instruction.value);
    if (reason) {
      refused.push({ key: instruction.key, value: instruction.value, field: match.field, reason });
      continue;
    }
    changed.add(field);
    const earlier = filled.findIndex((entry) => entry.field.name === match.field.name);
    if (earlier >= 0) filled.splice(earlier, 1); // the last instruction for a field wins
    filled.push({ field: match.field, value: instruction.value, instruction });
  }
  const texts = [...changed].flatMap((field) =>
    field instanceof PDFTextField ? [field.getText() ?? ""] : field instanceof PDFDropdown ? field.getSelected() : [],
  );
  const fonts = await embedFontSet(doc, texts.length ? texts : [" "]);
  updateAppearances(doc, fonts, changed);
  removePdfActions(doc); // the uploaded form's scripts and actions stay out (ADR 058)
  const saved = await doc.save({ updateFieldAppearances: false });
  const after = new Map(
    fields.map((info) => [info.name, { ...info, value: fieldValue(byName.get(info.name)!) } as PdfFormField]),
  );
  return {
    bytes: saved,
    fields: [...after.values()],
    filled: filled.map((entry) => ({ ...entry, field: after.get(entry.field.name) ?? entry.field })),
    refused,
    unmatched,
  };
}
