// A generated underwriting document as a PDF: drawn (or scanned) through the insurance-docs
// renderer, or — for a fillable application — its labels drawn and its values in AcroForm text
// fields beside them.
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import type { GenDoc } from "../../insurance-docs/model.ts";
import { renderPdf } from "../../insurance-docs/render.ts";
import type { UwDoc } from "./layouts.ts";

export async function renderUwDoc(doc: UwDoc): Promise<Uint8Array> {
  if (!doc.fields) {
    const gen: GenDoc = {
      ...doc,
      id: doc.fileName,
      layout: "underwriting",
      split: "dev",
      truth: { values: {}, forms: [], exclusions: [], absent: [] },
    };
    return renderPdf(gen);
  }
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const form = pdf.getForm();
  doc.pages.forEach((page, pi) => {
    const out = pdf.addPage([612, 792]);
    let y = 740;
    page.lines.forEach((line) => {
      const size = line.size ?? 9.5;
      line.cells.forEach((cell, i) => {
        if (cell) out.drawText(cell, { x: line.xs?.[i] ?? 54, y, size, font: line.bold ? bold : font });
      });
      const field = doc.fields!.find((f) => f.page === pi + 1 && line.cells.length === 1 && f.label === line.cells[0]);
      if (field) {
        const box = form.createTextField(field.name);
        box.setText(field.value);
        box.addToPage(out, { x: 210, y: y - 3, width: 350, height: 13, font });
        box.setFontSize(8);
      }
      y -= 15 + (size > 10 ? 3 : 0);
    });
  });
  return pdf.save();
}
