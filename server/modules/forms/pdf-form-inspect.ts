import {
  PDFArray,
  PDFCheckBox,
  PDFDict,
  PDFDropdown,
  PDFHexString,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFSignature,
  PDFString,
  PDFTextField,
  type PDFDocument,
  type PDFField,
} from "@cantoo/pdf-lib";
import { ValidationError } from "../../lib/errors.ts";
import { loadFillablePdf } from "./pdf-form-load.ts";
import { captionRightOf, labelNear, readPagePhrases, type Phrase, type Rect } from "./pdf-form-labels.ts";

/**
 * INSPECT_FORM_FIELDS (docs/product/form-skills-pdf-editor.md): every field of an uploaded
 * fillable PDF — its full and short name, type, page, current value, limits and options — with
 * the label a person reads beside it on the page (else its tooltip, else its name in words).
 */

export type PdfFieldType = "text" | "checkbox" | "radio" | "dropdown" | "list" | "signature";

export interface PdfFormField {
  /** The fully-qualified name (`F[0].P1[0].Applicant_Name[0]`): what FILL_FORM_FIELDS accepts. */
  name: string;
  /** The last part of the name, without its index (`Applicant_Name`). */
  shortName: string;
  label: string;
  /** Where the label came from: the words printed beside the field, the field's tooltip, or its name. */
  labelFrom: "page" | "tooltip" | "name";
  type: PdfFieldType;
  page: number | null;
  /** Text, the chosen option, "Yes"/"Off" for a checkbox, or null when empty. */
  value: string | null;
  maxLength?: number;
  /** A checkbox's value when checked (`Yes`, `On`, `1`). */
  onValue?: string;
  /** A radio group's, dropdown's or list's options (radio buttons: with their printed captions). */
  options?: string[];
  optionLabels?: Record<string, string>;
  multiline?: boolean;
  readOnly?: boolean;
  required?: boolean;
}

export interface InspectedForm {
  pageCount: number;
  fields: PdfFormField[];
}

export const NO_FIELDS_MESSAGE =
  "This PDF has no fillable fields: it is a flat document. Upload the fillable edition of the form (one you can type into), or ask for the values in a document instead.";

/** `F[0].P1[0].Applicant_Name[0]` → `Applicant_Name`. */
export const shortNameOf = (name: string) => (name.split(".").at(-1) ?? name).replace(/\[\d+\]$/, "");

/** `ApplicantName_A`, `applicant_name` → "Applicant name". */
export function humanise(name: string): string {
  const words = shortNameOf(name)
    .replace(/_[A-Z]$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

function tooltipOf(field: PDFField): string | null {
  const tu = field.acroField.dict.lookup(PDFName.of("TU"));
  const text = tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText().trim() : "";
  return text || null;
}

/** Which page (1-based) each widget sits on, by the pages' annotation lists. */
function widgetPages(doc: PDFDocument): Map<PDFDict, number> {
  const pages = new Map<PDFDict, number>();
  doc.getPages().forEach((page, index) => {
    const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const annot = annots!.lookup(i);
      if (annot instanceof PDFDict) pages.set(annot, index + 1);
    }
  });
  return pages;
}

interface Placed {
  field: PDFField;
  widgets: Array<{ rect: Rect; page: number | null; onValue: string | null }>;
}

function typeOf(field: PDFField): PdfFieldType | null {
  if (field instanceof PDFTextField) return "text";
  if (field instanceof PDFCheckBox) return "checkbox";
  if (field instanceof PDFRadioGroup) return "radio";
  if (field instanceof PDFDropdown) return "dropdown";
  if (field instanceof PDFOptionList) return "list";
  if (field instanceof PDFSignature) return "signature";
  return null; // push buttons hold no value
}

/** A field's current value as INSPECT_FORM_FIELDS shows it. */
export function fieldValue(field: PDFField): string | null {
  if (field instanceof PDFTextField) return field.getText() || null;
  if (field instanceof PDFCheckBox) return field.isChecked() ? "Yes" : "Off";
  if (field instanceof PDFRadioGroup) return field.getSelected() ?? null;
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) return field.getSelected().join(", ") || null;
  return null;
}

function place(doc: PDFDocument): Placed[] {
  const pages = widgetPages(doc);
  return doc
    .getForm()
    .getFields()
    .filter((field) => typeOf(field) !== null)
    .map((field) => ({
      field,
      widgets: field.acroField.getWidgets().map((widget) => ({
        rect: widget.getRectangle(),
        page: pages.get(widget.dict) ?? null,
        onValue: widget.getOnValue()?.decodeText() ?? null,
      })),
    }));
}

/** Describes the form's fields of an opened document, labels read from `bytes`' pages. */
export async function describeFields(doc: PDFDocument, bytes: Uint8Array): Promise<PdfFormField[]> {
  const placed = place(doc);
  const phrases = await readPagePhrases(bytes);
  const rectsOn = (page: number | null) =>
    placed.flatMap((p) => p.widgets.filter((w) => w.page === page).map((w) => w.rect));
  const pageRects = new Map<number | null, Rect[]>();
  const rects = (page: number | null) => pageRects.get(page) ?? pageRects.set(page, rectsOn(page)).get(page)!;
  return placed.map(({ field, widgets }) => {
    const type = typeOf(field)!;
    const name = field.getName();
    // the group's question is left of (or above) its first button; a button's caption is right of it
    const first = [...widgets].sort((a, b) => (a.page ?? 0) - (b.page ?? 0) || a.rect.x - b.rect.x)[0];
    const onPage = (page: number | null): Phrase[] => (page && phrases?.[page - 1]) || [];
    let label: string | null = null;
    let labelFrom: PdfFormField["labelFrom"] = "page";
    if (first) {
      const rect = first.rect;
      const all = rects(first.page);
      label =
        type === "checkbox"
          ? (labelNear(rect, onPage(first.page), all) ?? captionRightOf(rect, onPage(first.page), all))
          : labelNear(rect, onPage(first.page), all);
    }
    if (!label) {
      label = tooltipOf(field);
      labelFrom = "tooltip";
    }
    if (!label) {
      label = humanise(name);
      labelFrom = "name";
    }
    const described: PdfFormField = {
      name,
      shortName: shortNameOf(name),
      label,
      labelFrom,
      type,
      page: first?.page ?? null,
      value: fieldValue(field),
    };
    if (field instanceof PDFTextField) {
      const max = field.getMaxLength();
      if (typeof max === "number") described.maxLength = max;
      if (field.isMultiline()) described.multiline = true;
    }
    if (field instanceof PDFCheckBox) described.onValue = widgets[0]?.onValue ?? "Yes";
    if (field instanceof PDFRadioGroup || field instanceof PDFDropdown || field instanceof PDFOptionList)
      described.options = field.getOptions();
    if (field instanceof PDFRadioGroup) {
      const captions: Record<string, string> = {};
      const options = field.getOptions();
      widgets.forEach((widget, index) => {
        const option = options[index] ?? widget.onValue;
        const caption = captionRightOf(widget.rect, onPage(widget.page), rects(widget.page));
        if (option && caption && caption !== option) captions[option] = caption;
      });
      if (Object.keys(captions).length > 0) described.optionLabels = captions;
    }
    if (field.isReadOnly()) described.readOnly = true;
    if (field.isRequired()) described.required = true;
    return described;
  });
}

/** Inspects an uploaded PDF's form; a flat PDF, a damaged one or one with an open password is refused. */
export async function inspectPdfForm(bytes: Uint8Array, fileName: string): Promise<InspectedForm> {
  const doc = await loadFillablePdf(bytes, fileName);
  const fields = await describeFields(doc, bytes);
  if (fields.length === 0)
    throw ValidationError.field("inputFiles", NO_FIELDS_MESSAGE.replace("it is", `"${fileName}" is`));
  return { pageCount: doc.getPageCount(), fields };
}
