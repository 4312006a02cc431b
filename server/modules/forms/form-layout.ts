import { PDFDocument, rgb, type PDFPage } from "@cantoo/pdf-lib";
import type { FilledField } from "../../../domain/form-fill.ts";
import { embedFontSet } from "../certificates/pdf-fonts.ts";
import { wrapText } from "../certificates/pdf-text.ts";
import { CHECKED, type FormDefinition } from "./form-definition.ts";

/**
 * Cara's own printable rendition of a form (docs/product/form-skills.md "Cara layout"), used
 * when the agency has not uploaded its licensed fillable edition: the form's number and title, a
 * note that it is not an ACORD form, then each section as a band of labelled boxes. Every field
 * Cara knows is printed, empty when it has no source.
 */

export const LAYOUT_NOTE = "Cara layout — not an ACORD form; upload your licensed ACORD form to fill it";

const PAGE = { width: 612, height: 792, margin: 36 };
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.62, 0.62, 0.66);
const BAND = rgb(0.9, 0.91, 0.94);
const LABEL_SIZE = 6.5;
const VALUE_SIZE = 9;
const LINE = 11;

export async function renderFormLayout(
  definition: FormDefinition,
  filled: FilledField[],
  meta: { subtitle: string; today: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const heading = `${definition.template} — ${definition.title}`;
  doc.setTitle(`${heading} — ${meta.subtitle}`);
  doc.setCreator("Cara");
  const values = new Map(filled.map((f) => [f.key, f.value]));
  const texts = [heading, meta.subtitle, LAYOUT_NOTE, ...definition.fields.map((f) => f.label), ...values.values()];
  const regular = await embedFontSet(doc, texts);
  const bold = await embedFontSet(doc, [heading, ...definition.sections], "bold");
  const inner = PAGE.width - PAGE.margin * 2;
  const columnWidth = (inner - 8) / 2;

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  let pageNumber = 1;
  const footer = (p: PDFPage, n: number) =>
    regular.draw(p, `${definition.template} (Cara layout) — page ${n} — prepared ${meta.today}`, {
      x: PAGE.margin,
      y: 20,
      size: 7,
      color: MUTED,
    });
  const ensure = (height: number) => {
    if (y - height >= PAGE.margin + 10) return;
    footer(page, pageNumber);
    page = doc.addPage([PAGE.width, PAGE.height]);
    pageNumber++;
    y = PAGE.height - PAGE.margin;
  };

  bold.draw(page, heading, { x: PAGE.margin, y: y - 14, size: 15, color: INK });
  y -= 30;
  regular.draw(page, meta.subtitle, { x: PAGE.margin, y, size: 10, color: INK });
  y -= 14;
  regular.draw(page, LAYOUT_NOTE, { x: PAGE.margin, y, size: 8, color: MUTED });
  y -= 16;

  for (const section of definition.sections) {
    const fields = definition.fields.filter((f) => f.section === section);
    if (fields.length === 0) continue;
    ensure(18 + 34);
    page.drawRectangle({ x: PAGE.margin, y: y - 14, width: inner, height: 14, color: BAND });
    bold.draw(page, section.toUpperCase(), { x: PAGE.margin + 4, y: y - 10.5, size: 8, color: INK });
    y -= 18;
    // two boxes a row; a long value takes the whole row
    let column = 0;
    let rowHeight = 0;
    for (const field of fields) {
      const value = values.get(field.key) ?? "";
      const wide = field.kind === "text" && regular.width(value, VALUE_SIZE) > columnWidth - 8;
      const width = wide ? inner : columnWidth;
      if (wide && column === 1) {
        y -= rowHeight + 4;
        column = 0;
        rowHeight = 0;
      }
      const lines = field.kind === "checkbox" ? [""] : wrapText(regular, value, VALUE_SIZE, width - 8);
      const height = 12 + Math.max(1, lines.length) * LINE;
      if (column === 0) ensure(height + 4);
      const x = PAGE.margin + (column === 1 ? columnWidth + 8 : 0);
      page.drawRectangle({ x, y: y - height, width, height, borderColor: RULE, borderWidth: 0.6 });
      regular.draw(page, field.label.toUpperCase(), { x: x + 4, y: y - 8, size: LABEL_SIZE, color: MUTED });
      if (field.kind === "checkbox") {
        page.drawRectangle({ x: x + 4, y: y - height + 4, width: 9, height: 9, borderColor: INK, borderWidth: 0.7 });
        if (value === CHECKED) regular.draw(page, "X", { x: x + 5.6, y: y - height + 5.5, size: 8, color: INK });
      } else {
        lines.forEach((line, i) =>
          regular.draw(page, line, { x: x + 4, y: y - 19 - i * LINE, size: VALUE_SIZE, color: INK }),
        );
      }
      rowHeight = Math.max(rowHeight, height);
      if (wide || column === 1) {
        y -= rowHeight + 4;
        column = 0;
        rowHeight = 0;
      } else column = 1;
    }
    if (column === 1) y -= rowHeight + 4;
    y -= 6;
  }
  footer(page, pageNumber);
  return doc.save();
}
