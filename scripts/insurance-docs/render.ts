// Renders a generated document to PDF with pdf-lib: text drawn at its cells' x positions (the gap
// between cells is what makes them table cells for the extractor), rules under ruled rows, and for
// a scanned variant each page drawn on a canvas and embedded as an image (no text layer).
import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { GenDoc, GenPage } from "./model.ts";

const pageWidth = 612;
const pageHeight = 792;
const top = 740;
const lineGap = 15;

export async function renderPdf(doc: GenDoc): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.fileName);
  pdf.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  pdf.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const page of doc.pages) {
    const out = pdf.addPage([pageWidth, pageHeight]);
    if (doc.scanned) {
      const png = await pdf.embedPng(scanPage(page));
      out.drawImage(png, { x: 0, y: 0, width: pageWidth, height: pageHeight });
      continue;
    }
    let y = top;
    for (const line of page.lines) {
      const size = line.size ?? 9.5;
      line.cells.forEach((cell, i) => {
        if (!cell) return;
        const x = line.xs?.[i] ?? 54;
        out.drawText(cell, { x, y, size, font: line.bold ? bold : font, color: rgb(0, 0, 0) });
      });
      if (line.rule) out.drawLine({ start: { x: 50, y: y - 4 }, end: { x: 560, y: y - 4 }, thickness: 0.5 });
      y -= lineGap + (size > 10 ? 3 : 0);
    }
  }
  return pdf.save({ useObjectStreams: false });
}

/** A page as a 150 dpi grey scan: slightly off-white paper, dark grey text. */
function scanPage(page: GenPage): Buffer {
  const scale = 150 / 72;
  const canvas = createCanvas(Math.round(pageWidth * scale), Math.round(pageHeight * scale));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#f4f3ef";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#1c1c1c";
  let y = top;
  for (const line of page.lines) {
    const size = line.size ?? 9.5;
    ctx.font = `${line.bold ? "bold " : ""}${Math.round(size * scale)}px DejaVu Sans`;
    line.cells.forEach((cell, i) => {
      if (cell) ctx.fillText(cell, (line.xs?.[i] ?? 54) * scale, (pageHeight - y) * scale);
    });
    y -= lineGap + (size > 10 ? 3 : 0);
  }
  return canvas.toBuffer("image/png");
}
