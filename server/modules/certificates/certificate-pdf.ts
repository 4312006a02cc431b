import { PDFDocument, rgb, type PDFPage } from "@cantoo/pdf-lib";
import { addressLines, remarksOf, type CertificateCoverage, type CertificateData } from "./certificate-data.ts";
import {
  AGGREGATE_APPLIES_PER_NAMES,
  COVERAGE_FORM_NAMES,
  COVERED_AUTO_NAMES,
  RETENTION_KIND_NAMES,
  UMBRELLA_FORM_NAMES,
  WORKERS_COMPENSATION_LIMITS_NAMES,
} from "#domain/policy/vocabulary.ts";
import { embedFontSet, type FontSet } from "./pdf-fonts.ts";
import { fitText, wrapText } from "./pdf-text.ts";

/**
 * Our own certificate layout, used when the agency has not supplied its licensed ACORD 25:
 * US Letter, the same sections in the same order (producer, insurers A–F with NAIC codes,
 * insured, coverages with limits, description of operations, holder, cancellation).
 */

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.09, 0.09, 0.11);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.72, 0.72, 0.76);
const BAND = rgb(0.94, 0.95, 0.97);

const SECTION_TITLES: Record<CertificateCoverage["section"], string> = {
  GENERAL_LIABILITY: "Commercial General Liability",
  AUTO: "Automobile Liability",
  UMBRELLA: "Umbrella Liability",
  EXCESS: "Excess Liability",
  WORKERS_COMPENSATION: "Workers Compensation and Employers' Liability",
  OTHER: "Other",
};

const DISCLAIMER =
  "This certificate is issued as a matter of information only and confers no rights upon the certificate holder. " +
  "This certificate does not affirmatively or negatively amend, extend or alter the coverage afforded by the policies below. " +
  "This certificate of insurance does not constitute a contract between the issuing insurer(s), authorized representative or producer, and the certificate holder.";

const COVERAGE_STATEMENT =
  "This is to certify that the policies of insurance listed below have been issued to the insured named above for the policy period indicated. " +
  "Notwithstanding any requirement, term or condition of any contract or other document with respect to which this certificate may be issued or may pertain, " +
  "the insurance afforded by the policies described herein is subject to all the terms, exclusions and conditions of such policies.";

const CANCELLATION =
  "Should any of the above described policies be cancelled before the expiration date thereof, notice will be delivered in accordance with the policy provisions.";

/** Column x offsets (from the margin) and widths of the coverage table. */
const COLUMNS = {
  ltr: [0, 24],
  type: [24, 128],
  addl: [152, 30],
  number: [182, 104],
  eff: [286, 52],
  exp: [338, 52],
  limits: [390, 150],
} as const;

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: FontSet,
    readonly bold: FontSet,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }
  /** Starts a new page when fewer than `height` points are left. Returns whether it did. */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN + 14) return false;
    this.newPage();
    return true;
  }
  text(
    value: string,
    x: number,
    y: number,
    options: { size?: number; bold?: boolean; color?: typeof INK; maxWidth?: number; align?: "right" } = {},
  ) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? 8;
    const line = fitText(font, value, size, options.maxWidth ?? WIDTH);
    const dx = options.align === "right" ? -font.width(line, size) : 0;
    font.draw(this.page, line, { x: x + dx, y, size, color: options.color ?? INK });
  }
  paragraph(value: string, x: number, width: number, size: number, options: { color?: typeof INK } = {}): number {
    const lines = wrapText(this.regular, value, size, width);
    for (const line of lines) {
      this.ensure(size + 2);
      this.regular.draw(this.page, line, { x, y: this.y - size, size, color: options.color ?? INK });
      this.y -= size + 2;
    }
    return lines.length;
  }
  box(x: number, top: number, width: number, height: number, fill?: typeof BAND) {
    this.page.drawRectangle({ x, y: top - height, width, height, borderColor: RULE, borderWidth: 0.75, color: fill });
  }
  label(value: string, x: number, y: number) {
    this.text(value.toUpperCase(), x, y, { size: 6.5, bold: true, color: MUTED });
  }
}

function header(w: Writer, data: CertificateData) {
  w.text("CERTIFICATE OF LIABILITY INSURANCE", MARGIN, w.y - 16, { size: 15, bold: true });
  const right = MARGIN + WIDTH;
  w.label("Date (MM/DD/YYYY)", right - 150, w.y - 6);
  w.text(data.issuedOn, right, w.y - 8, { size: 9, bold: true, align: "right" });
  w.label("Certificate number", right - 150, w.y - 20);
  w.text(String(data.certificateNumber), right, w.y - 22, { size: 9, bold: true, align: "right" });
  w.y -= 32;
  const top = w.y;
  w.y -= 4;
  w.paragraph(DISCLAIMER, MARGIN + 6, WIDTH - 12, 6.5, { color: MUTED });
  w.y -= 3;
  w.box(MARGIN, top, WIDTH, top - w.y);
  w.y -= 8;
}

function parties(w: Writer, data: CertificateData) {
  const leftWidth = 290;
  const rightX = MARGIN + leftWidth;
  const rightWidth = WIDTH - leftWidth;
  const top = w.y;
  // producer
  let y = top - 10;
  w.label("Producer", MARGIN + 6, y);
  y -= 11;
  w.text(data.producer.name, MARGIN + 6, y, { size: 9, bold: true, maxWidth: leftWidth - 12 });
  for (const line of addressLines(data.producer.address))
    w.text(line, MARGIN + 6, (y -= 10), { maxWidth: leftWidth - 12 });
  const contact: Array<[string, string | null]> = [
    ["Contact name", data.producer.contactName],
    ["Phone", data.producer.contactPhone],
    ["E-mail", data.producer.contactEmail],
  ];
  y -= 4;
  for (const [label, value] of contact) {
    y -= 10;
    w.label(`${label}:`, MARGIN + 6, y);
    w.text(value ?? "", MARGIN + 66, y, { maxWidth: leftWidth - 72 });
  }
  const producerBottom = y - 8;
  // insured
  y = producerBottom - 10;
  w.label("Insured", MARGIN + 6, y);
  y -= 11;
  w.text(data.insured.name, MARGIN + 6, y, { size: 9, bold: true, maxWidth: leftWidth - 12 });
  for (const line of addressLines(data.insured.address))
    w.text(line, MARGIN + 6, (y -= 10), { maxWidth: leftWidth - 12 });
  const bottom = Math.min(y - 8, top - 6 * 16 - 30);
  w.box(MARGIN, top, leftWidth, top - producerBottom);
  w.box(MARGIN, producerBottom, leftWidth, producerBottom - bottom);
  // insurers A–F
  w.box(rightX, top, rightWidth, top - bottom);
  let iy = top - 10;
  w.label("Insurer(s) affording coverage", rightX + 6, iy);
  w.label("NAIC #", rightX + rightWidth - 6 - 26, iy);
  for (const letter of ["A", "B", "C", "D", "E", "F"] as const) {
    iy -= 16;
    const insurer = data.insurers.find((candidate) => candidate.letter === letter);
    w.label(`Insurer ${letter}:`, rightX + 6, iy);
    w.text(insurer?.name ?? "", rightX + 56, iy, { maxWidth: rightWidth - 110 });
    w.text(insurer?.naicCode ?? "", rightX + rightWidth - 6, iy, { align: "right" });
  }
  w.y = bottom - 10;
}

function tableHeader(w: Writer) {
  const top = w.y;
  w.box(MARGIN, top, WIDTH, 20, BAND);
  const heads: Array<[keyof typeof COLUMNS, string[]]> = [
    ["ltr", ["Insr", "Ltr"]],
    ["type", ["Type of insurance"]],
    ["addl", ["Addl", "AI  WV"]],
    ["number", ["Policy number"]],
    ["eff", ["Policy eff", "(MM/DD/YYYY)"]],
    ["exp", ["Policy exp", "(MM/DD/YYYY)"]],
    ["limits", ["Limits"]],
  ];
  for (const [column, lines] of heads) {
    lines.forEach((line, index) => w.label(line, MARGIN + COLUMNS[column][0] + 4, top - 8 - index * 7));
  }
  w.y = top - 20;
}

/** The recorded facts of a row, in words (only what is recorded; docs/product/certificates.md). */
export function factLines(coverage: CertificateCoverage): string[] {
  const facts = coverage.facts ?? {};
  const lines: string[] = [];
  if (coverage.section === "UMBRELLA" || coverage.section === "EXCESS") {
    if (facts.umbrellaForm) lines.push(UMBRELLA_FORM_NAMES[facts.umbrellaForm]);
  }
  if (facts.coverageForm && coverage.section !== "AUTO" && coverage.section !== "WORKERS_COMPENSATION")
    lines.push(COVERAGE_FORM_NAMES[facts.coverageForm]);
  if (coverage.section === "GENERAL_LIABILITY" && facts.aggregateAppliesPer)
    lines.push(`Aggregate ${AGGREGATE_APPLIES_PER_NAMES[facts.aggregateAppliesPer].toLowerCase()}`);
  if (coverage.section === "AUTO" && facts.coveredAutos && facts.coveredAutos.length > 0)
    lines.push(facts.coveredAutos.map((auto) => COVERED_AUTO_NAMES[auto]).join(", "));
  if ((coverage.section === "UMBRELLA" || coverage.section === "EXCESS") && facts.retentionKind)
    lines.push(RETENTION_KIND_NAMES[facts.retentionKind]);
  if (coverage.section === "WORKERS_COMPENSATION") {
    if (facts.workersCompensationLimits) lines.push(WORKERS_COMPENSATION_LIMITS_NAMES[facts.workersCompensationLimits]);
    if (facts.officersExcluded != null) lines.push(`Officers excluded: ${facts.officersExcluded ? "Y" : "N"}`);
  }
  if (coverage.bound) lines.push("Bound - not yet issued");
  return lines;
}

function coverageRow(w: Writer, coverage: CertificateCoverage) {
  const titleLines = wrapText(w.bold, SECTION_TITLES[coverage.section], 7.5, COLUMNS.type[1] - 8);
  const extra = [
    ...(coverage.section === "OTHER" || coverage.section === "GENERAL_LIABILITY" ? [coverage.lineOfBusiness] : []),
    ...factLines(coverage).flatMap((line) => wrapText(w.regular, line, 7.5, COLUMNS.type[1] - 8)),
  ];
  const limitLines = Math.max(coverage.limits.length, 1);
  const height = Math.max(titleLines.length + extra.length, limitLines) * 10 + 8;
  if (w.ensure(height + 20)) tableHeader(w);
  const top = w.y;
  w.box(MARGIN, top, WIDTH, height);
  const at = (column: keyof typeof COLUMNS) => MARGIN + COLUMNS[column][0] + 4;
  const first = top - 11;
  w.text(coverage.insurerLetter ?? "", at("ltr") + 4, first, { size: 9, bold: true });
  titleLines.forEach((line, i) => w.text(line, at("type"), first - i * 10, { size: 7.5, bold: true }));
  extra.forEach((line, i) =>
    w.text(line, at("type"), first - (titleLines.length + i) * 10, {
      size: 7.5,
      color: MUTED,
      maxWidth: COLUMNS.type[1] - 8,
    }),
  );
  w.text(coverage.additionalInsured ? "Y" : "", at("addl") + 2, first, { size: 8, bold: true });
  w.text(coverage.waiverOfSubrogation ? "Y" : "", at("addl") + 14, first, { size: 8, bold: true });
  w.text(coverage.policyNumber, at("number"), first, { maxWidth: COLUMNS.number[1] - 8 });
  w.text(coverage.effectiveDate, at("eff"), first);
  w.text(coverage.expirationDate, at("exp"), first);
  const limitsX = at("limits");
  const limitsRight = MARGIN + WIDTH - 4;
  if (coverage.limits.length === 0) w.text("As stated in the policy", limitsX, first, { color: MUTED });
  coverage.limits.forEach((limit, i) => {
    const y = first - i * 10;
    w.text(limit.amount, limitsRight, y, { align: "right", bold: true });
    w.text(limit.label, limitsX, y, { size: 6.5, maxWidth: COLUMNS.limits[1] - 60, color: MUTED });
  });
  // column rules
  for (const column of ["type", "addl", "number", "eff", "exp", "limits"] as const) {
    const x = MARGIN + COLUMNS[column][0];
    w.page.drawLine({ start: { x, y: top }, end: { x, y: top - height }, thickness: 0.5, color: RULE });
  }
  w.y = top - height;
}

function coverages(w: Writer, data: CertificateData) {
  w.ensure(80);
  w.text("COVERAGES", MARGIN, w.y - 10, { size: 9, bold: true });
  w.text(`CERTIFICATE NUMBER: ${data.certificateNumber}`, MARGIN + WIDTH, w.y - 10, {
    size: 7.5,
    bold: true,
    align: "right",
  });
  w.y -= 14;
  w.paragraph(COVERAGE_STATEMENT, MARGIN, WIDTH, 6.5, { color: MUTED });
  w.y -= 4;
  tableHeader(w);
  for (const coverage of data.coverages) coverageRow(w, coverage);
  w.y -= 10;
}

function description(w: Writer, data: CertificateData) {
  const text = remarksOf(data);
  const lines = wrapText(w.regular, text, 8, WIDTH - 12);
  w.ensure(Math.min(lines.length, 30) * 10 + 26);
  const top = w.y;
  w.label("Description of operations / locations / vehicles", MARGIN + 6, top - 10);
  w.y = top - 14;
  w.paragraph(text, MARGIN + 6, WIDTH - 12, 8);
  w.y = Math.min(w.y - 6, top - 48);
  w.box(MARGIN, top, WIDTH, top - w.y);
  w.y -= 10;
}

function holderAndCancellation(w: Writer, data: CertificateData) {
  w.ensure(110);
  const top = w.y;
  const half = WIDTH / 2;
  const height = 96;
  w.box(MARGIN, top, half, height);
  w.box(MARGIN + half, top, half, height);
  w.label("Certificate holder", MARGIN + 6, top - 10);
  // the holder's name wraps (never cut); a name too long for the box continues below it
  const nameLines = wrapText(w.bold, data.holder.name, 9, half - 12);
  const shown = nameLines.length > 4 ? [...nameLines.slice(0, 3), "(continued below)"] : nameLines;
  shown.forEach((line, i) => w.text(line, MARGIN + 6, top - 24 - i * 11, { size: 9, bold: true, maxWidth: half - 12 }));
  addressLines(data.holder.address).forEach((line, i) =>
    w.text(line, MARGIN + 6, top - 36 - (shown.length - 1) * 11 - i * 10, { maxWidth: half - 12 }),
  );
  // the holder is an additional insured only on the policies whose endorsement is recorded (ADDL INSD per row), never on the certificate as a whole
  if (data.coverages.some((c) => c.additionalInsured))
    w.text("Additional insured on the policies marked ADDL INSD", MARGIN + 6, top - height + 8, {
      size: 7,
      bold: true,
    });
  w.label("Cancellation", MARGIN + half + 6, top - 10);
  w.y = top - 14;
  w.paragraph(CANCELLATION, MARGIN + half + 6, half - 12, 7);
  w.label("Authorized representative", MARGIN + half + 6, top - height + 22);
  w.text(data.producer.contactName ?? data.producer.name, MARGIN + half + 6, top - height + 9, {
    size: 9,
    maxWidth: half - 12,
  });
  w.y = top - height;
  if (nameLines.length > 4) {
    w.y -= 10;
    w.ensure(30);
    w.label("Certificate holder (continued)", MARGIN + 6, w.y - 8);
    w.y -= 12;
    w.paragraph(data.holder.name, MARGIN + 6, WIDTH - 12, 9);
  }
}

/** Renders the certificate as a PDF (text kept as text, so it can be searched and read back). */
export async function renderCertificatePdf(data: CertificateData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate of Liability Insurance ${data.certificateNumber}`);
  doc.setSubject(`${data.insured.name} for ${data.holder.name}`);
  doc.setAuthor(data.producer.name);
  doc.setCreator("Cara");
  doc.setProducer("Cara");
  doc.setCreationDate(new Date());
  const texts = [JSON.stringify(data)];
  const w = new Writer(doc, await embedFontSet(doc, texts), await embedFontSet(doc, texts, "bold"));
  header(w, data);
  parties(w, data);
  coverages(w, data);
  description(w, data);
  holderAndCancellation(w, data);
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = `Certificate ${data.certificateNumber} - issued by ${data.producer.name} - page ${index + 1} of ${pages.length}`;
    w.regular.draw(page, fitText(w.regular, footer, 6.5, WIDTH), {
      x: MARGIN,
      y: MARGIN - 12,
      size: 6.5,
      color: MUTED,
    });
  });
  return doc.save();
}
