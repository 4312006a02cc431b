import { rgb, type PDFDocument } from "@cantoo/pdf-lib";
import type { CertificateData } from "./certificate-data.ts";
import { embedFontSet, type FontSet } from "./pdf-fonts.ts";
import { wrapText } from "./pdf-text.ts";

/**
 * The ACORD 101 Additional Remarks Schedule pages appended to a filled ACORD 25 when something
 * does not fit its box (docs/product/certificates.md "Nothing silently cut"): the schedule's
 * header (agency, named insured, policy, carrier, NAIC code, effective date, the form it is a
 * schedule to), then each continued entry in full, over as many pages as it takes.
 */

export interface ContinuedEntry {
  /** What the entry is ("Certificate holder", "Description of operations / …"). */
  label: string;
  text: string;
}

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.05, 0.05, 0.07);
const MUTED = rgb(0.35, 0.35, 0.4);

export async function drawAcord101(doc: PDFDocument, data: CertificateData, entries: ContinuedEntry[]) {
  const first = data.coverages[0];
  const insurer = data.insurers.find((i) => i.letter === first?.insurerLetter);
  const header: Array<[string, string]> = [
    ["Agency", data.producer.name],
    ["Named insured", data.insured.name],
    ["Policy number", first?.policyNumber ?? ""],
    ["Carrier", insurer?.name ?? ""],
    ["NAIC code", insurer?.naicCode ?? ""],
    ["Effective date", first?.effectiveDate ?? ""],
  ];
  const texts = [...header.flat(), ...entries.flatMap((e) => [e.label, e.text])];
  const regular = await embedFontSet(doc, texts);
  const bold = await embedFontSet(doc, texts, "bold");
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  let pageNumber = 1;
  const line = (fonts: FontSet, text: string, size: number, x = MARGIN, color = INK) => {
    fonts.draw(page, text, { x, y: y - size, size, color });
  };
  const startPage = () => {
    line(bold, "ADDITIONAL REMARKS SCHEDULE", 13);
    line(regular, `ACORD 101 - page ${pageNumber}`, 8, MARGIN + WIDTH - 80, MUTED);
    y -= 24;
    for (const [label, value] of header) {
      line(bold, `${label.toUpperCase()}:`, 7, MARGIN, MUTED);
      line(regular, value, 8.5, MARGIN + 90);
      y -= 12;
    }
    y -= 4;
    const schedule = `ADDITIONAL REMARKS - THIS ADDITIONAL REMARKS FORM IS A SCHEDULE TO ACORD FORM NUMBER: 25  FORM TITLE: CERTIFICATE OF LIABILITY INSURANCE (No. ${data.certificateNumber}, ${data.issuedOn})`;
    for (const text of wrapText(bold, schedule, 6.5, WIDTH)) {
      line(bold, text, 6.5);
      y -= 9;
    }
    y -= 2;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.75, color: MUTED });
    y -= 10;
  };
  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
    pageNumber++;
    startPage();
  };
  startPage();
  for (const entry of entries) {
    ensure(24);
    line(bold, entry.label.toUpperCase(), 7.5, MARGIN, MUTED);
    y -= 12;
    for (const text of wrapText(regular, entry.text, 9, WIDTH)) {
      ensure(12);
      line(regular, text, 9);
      y -= 12;
    }
    y -= 8;
  }
}
