// Draws a laid-out knowledge document as a PDF with a real text layer (pdf-lib, Helvetica);
// pages listed in `scannedPages` are drawn on a canvas and embedded as a 150 dpi image instead,
// so only OCR can read them.
import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument, rgb } from "pdf-lib";
import { layout, PAGE_HEIGHT, PAGE_WIDTH, standardFonts, type KnowledgeDoc, type LaidOutPage } from "./layout.ts";

export async function renderKnowledgePdf(
  doc: KnowledgeDoc,
  pages?: LaidOutPage[],
): Promise<{ bytes: Uint8Array; pages: LaidOutPage[] }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(doc.owner);
  pdf.setCreationDate(new Date("2026-01-05T00:00:00Z"));
  pdf.setModificationDate(new Date("2026-01-05T00:00:00Z"));
  const fonts = await standardFonts(pdf);
  const laidOut = pages ?? layout(doc, fonts);
  for (const [index, page] of laidOut.entries()) {
    const out = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    if (doc.scannedPages?.includes(index + 1)) {
      const png = await pdf.embedPng(scanImage(page));
      out.drawImage(png, { x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT });
      continue;
    }
    for (const line of page.lines) {
      out.drawText(line.text, {
        x: line.x,
        y: line.y,
        size: line.size,
        font: line.bold ? fonts.bold : fonts.regular,
        color: rgb(0.1, 0.1, 0.12),
      });
    }
    for (const rule of page.rules) {
      out.drawLine({
        start: { x: rule.x1, y: rule.y },
        end: { x: rule.x2, y: rule.y },
        thickness: 0.5,
        color: rgb(0.6, 0.6, 0.6),
      });
    }
  }
  return { bytes: await pdf.save({ useObjectStreams: false }), pages: laidOut };
}

/** A page as a grey scan: off-white paper, dark text (DejaVu Sans, as the scanner would see it). */
function scanImage(page: LaidOutPage): Buffer {
  const scale = 150 / 72;
  const canvas = createCanvas(Math.round(PAGE_WIDTH * scale), Math.round(PAGE_HEIGHT * scale));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#f3f2ee";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#1d1d1d";
  for (const line of page.lines) {
    ctx.font = `${line.bold ? "bold " : ""}${Math.round(line.size * scale)}px DejaVu Sans`;
    ctx.fillText(line.text, line.x * scale, (PAGE_HEIGHT - line.y) * scale);
  }
  return canvas.toBuffer("image/png");
}
