import { PDFDocument, rgb, type PDFPage } from "@cantoo/pdf-lib";
import { embedFontSet, type FontSet } from "../certificates/pdf-fonts.ts";
import { wrapText } from "../certificates/pdf-text.ts";
import { INTEREST_KIND_NAMES, type EvidenceData, type EvidenceKey } from "./evidence-data.ts";

/**
 * Our own layout of the evidence of property insurance (ACORD 27) and evidence of commercial
 * property insurance (ACORD 28), used when the agency has not uploaded its licensed form: US
 * Letter, the form's sections in its order (date, agency, company, insured, policy, property,
 * coverages, remarks, additional interest, cancellation). Only sourced values are printed; an
 * empty box stays empty.
 */

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.09, 0.09, 0.11);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.72, 0.72, 0.76);
const BAND = rgb(0.94, 0.95, 0.97);
const TEXT = 8.5;
const LABEL = 6.5;
const LINE = 11;

const TITLES = {
  "ACORD 27": "EVIDENCE OF PROPERTY INSURANCE",
  "ACORD 28": "EVIDENCE OF COMMERCIAL PROPERTY INSURANCE",
} as const;

const NOTICE =
  "This evidence of property insurance is issued as a matter of information only and confers no rights upon the additional interest named below. " +
  "It does not amend, extend or alter the coverage afforded by the policy, which is subject to all its terms, exclusions and conditions.";
const CANCELLATION =
  "Should the above described policy be cancelled before the expiration date thereof, notice will be delivered in accordance with the policy provisions.";

class Writer {
  y = PAGE.height - MARGIN;
  page: PDFPage;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: FontSet,
    private readonly bold: FontSet,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN + 20) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** A box with a small label and wrapped text; returns its height. */
  box(x: number, width: number, label: string, text: string, minLines = 1): number {
    const lines = text ? wrapText(this.fonts, text, TEXT, width - 8) : [];
    const top = label ? 14 : 8;
    const height = top + Math.max(minLines, lines.length) * LINE;
    this.page.drawRectangle({ x, y: this.y - height, width, height, borderColor: RULE, borderWidth: 0.6 });
    this.bold.draw(this.page, label.toUpperCase(), { x: x + 4, y: this.y - 8, size: LABEL, color: MUTED });
    lines.forEach((line, i) =>
      this.fonts.draw(this.page, line, { x: x + 4, y: this.y - 18 - i * LINE, size: TEXT, color: INK }),
    );
    return height;
  }

  /** Boxes side by side, as tall as the tallest. */
  row(cells: Array<{ width: number; label: string; text: string; minLines?: number }>) {
    const heights = cells.map((cell) => {
      const lines = cell.text ? wrapText(this.fonts, cell.text, TEXT, cell.width - 8).length : 0;
      return (cell.label ? 14 : 8) + Math.max(cell.minLines ?? 1, lines) * LINE;
    });
    const height = Math.max(...heights);
    this.ensure(height);
    let x = MARGIN;
    for (const cell of cells) {
      const lines = Math.floor((height - (cell.label ? 14 : 8)) / LINE);
      this.box(x, cell.width, cell.label, cell.text, lines);
      x += cell.width;
    }
    this.y -= height;
  }

  band(title: string) {
    this.ensure(16);
    this.page.drawRectangle({ x: MARGIN, y: this.y - 14, width: WIDTH, height: 14, color: BAND });
    this.bold.draw(this.page, title, { x: MARGIN + 4, y: this.y - 10, size: 7.5, color: INK });
    this.y -= 14;
  }

  paragraph(text: string, size = 7, color = MUTED) {
    const lines = wrapText(this.fonts, text, size, WIDTH);
    this.ensure(lines.length * (size + 2.5) + 4);
    for (const line of lines) {
      this.fonts.draw(this.page, line, { x: MARGIN, y: this.y - size - 1, size, color });
      this.y -= size + 2.5;
    }
    this.y -= 4;
  }
}

export async function renderEvidencePdf(data: EvidenceData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const v = (key: EvidenceKey) => data.values[key]?.value ?? "";
  const texts = [
    ...Object.values(data.values).map((field) => field?.value ?? ""),
    ...data.coverages.flatMap((c) => [c.label, c.amount, c.deductible]),
  ];
  const fonts = await embedFontSet(doc, texts);
  const bold = await embedFontSet(doc, [...Object.values(TITLES), "ADDITIONAL INTEREST"], "bold");
  doc.setTitle(`${data.template} ${TITLES[data.template].toLowerCase()} — ${data.insuredName}`);
  doc.setProducer("Cara");
  const w = new Writer(doc, fonts, bold);

  bold.draw(w.page, TITLES[data.template], { x: MARGIN, y: w.y - 14, size: 13, color: INK });
  fonts.draw(w.page, `DATE (MM/DD/YYYY): ${v("date")}`, {
    x: MARGIN + WIDTH - 150,
    y: w.y - 12,
    size: TEXT,
    color: INK,
  });
  w.y -= 22;
  w.paragraph(NOTICE);

  const half = WIDTH / 2;
  const contact = [
    v("producerContact") && `Contact: ${v("producerContact")}`,
    v("producerPhone") && `Phone: ${v("producerPhone")}`,
    v("producerEmail") && `Email: ${v("producerEmail")}`,
  ]
    .filter(Boolean)
    .join("\n");
  w.row([
    { width: half, label: "Agency (producer)", text: [v("producer"), contact].filter(Boolean).join("\n"), minLines: 5 },
    {
      width: half,
      label: "Company (insurer)",
      text: [v("insurer"), v("naic") && `NAIC #: ${v("naic")}`].filter(Boolean).join("\n"),
      minLines: 5,
    },
  ]);
  w.row([
    { width: half, label: "Named insured and address", text: v("insured"), minLines: 4 },
    { width: half / 2, label: "Loan number", text: v("loanNumber"), minLines: 4 },
    { width: half / 2, label: "Policy number", text: v("policyNumber"), minLines: 4 },
  ]);
  w.row([
    { width: half, label: "Effective date", text: v("effectiveDate") },
    { width: half, label: "Expiration date", text: v("expirationDate") },
  ]);

  w.band("PROPERTY INFORMATION");
  w.row([{ width: WIDTH, label: "Location / description", text: v("location"), minLines: 2 }]);

  w.band("COVERAGE INFORMATION");
  const cols = [WIDTH * 0.56, WIDTH * 0.22, WIDTH * 0.22];
  w.row([
    { width: cols[0]!, label: "Coverage / perils / forms", text: "", minLines: 0 },
    { width: cols[1]!, label: "Amount of insurance", text: "", minLines: 0 },
    { width: cols[2]!, label: "Deductible", text: "", minLines: 0 },
  ]);
  const rows = data.coverages.length > 0 ? data.coverages : [{ label: "", amount: "", deductible: "" }];
  for (const coverage of rows)
    w.row([
      { width: cols[0]!, label: "", text: coverage.label },
      { width: cols[1]!, label: "", text: coverage.amount },
      { width: cols[2]!, label: "", text: coverage.deductible },
    ]);

  w.band("REMARKS (including special conditions)");
  w.row([{ width: WIDTH, label: "Remarks", text: v("remarks"), minLines: 3 }]);

  w.band("CANCELLATION");
  w.paragraph(CANCELLATION, 7.5, INK);

  w.band("ADDITIONAL INTEREST");
  const kinds = Object.values(INTEREST_KIND_NAMES)
    .map((name) => `${v("interestKind") === name ? "[X]" : "[  ]"} ${name}`)
    .join("\n");
  w.row([
    { width: half, label: "Name and address", text: v("interest"), minLines: 5 },
    { width: half / 2, label: "Interest", text: kinds, minLines: 5 },
    { width: half / 2, label: "Authorized representative", text: v("producerContact"), minLines: 5 },
  ]);
  w.y -= 6;
  w.paragraph(
    `Prepared by Cara from the agency's records in the layout of the ${data.template}; every value is taken from the policy, the account, the agency or what the user typed.`,
    6.5,
  );
  return doc.save();
}
