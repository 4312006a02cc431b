import { createCanvas } from "@napi-rs/canvas";
import { readFile } from "node:fs/promises";
import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from "@cantoo/pdf-lib";

/** Documents made on the fly for the tests and the benchmark (real PDFs, real images). */

export interface DecPage {
  title: string;
  rows: Array<[label: string, value: string]>;
  paragraph?: string[];
}

/** A PDF whose pages carry a title, a two-column table (label at x=56, value at x=320) and text. */
export async function declarationsPdf(pages: DecPage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const spec of pages) {
    const page = doc.addPage([612, 792]);
    page.drawText(spec.title, { x: 56, y: 730, size: 16, font: bold });
    spec.rows.forEach(([label, value], i) => {
      page.drawText(label, { x: 56, y: 690 - i * 18, size: 10, font: regular });
      page.drawText(value, { x: 320, y: 690 - i * 18, size: 10, font: regular });
    });
    const top = 690 - spec.rows.length * 18 - 24;
    (spec.paragraph ?? []).forEach((line, i) =>
      page.drawText(line, { x: 56, y: top - i * 14, size: 10, font: regular }),
    );
  }
  return doc.save();
}

/** A PNG of black text on white, as a scanner would give it (about 200 dpi for a 10 pt font). */
export async function textImagePng(lines: string[], options: { width?: number } = {}): Promise<Uint8Array> {
  const width = options.width ?? 1400;
  const lineHeight = 56;
  const canvas = createCanvas(width, 80 + lines.length * lineHeight);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#000000";
  context.font = "36px sans-serif";
  lines.forEach((line, i) => context.fillText(line, 40, 70 + i * lineHeight));
  return canvas.encode("png");
}

/** A PDF with one page that is only an image of text (a scan: no text layer). */
export async function scannedPdf(lines: string[]): Promise<Uint8Array> {
  const png = await textImagePng(lines);
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  const page = doc.addPage([612, 792]);
  const scale = 540 / image.width;
  page.drawImage(image, { x: 36, y: 792 - 36 - image.height * scale, width: 540, height: image.height * scale });
  return doc.save();
}

/**
 * A scanned page whose image is JPEG 2000 (/JPXDecode), as many scanners and carriers' imaging
 * systems write them: fixtures/scanned-text.jp2 is textImagePng's picture of three lines
 * ("EVIDENCE OF PROPERTY INSURANCE", "Policy Number QX-448812", "Wind Deductible 2%"), 1400 × 248,
 * encoded by opj_compress (Debian's libopenjp2-tools).
 */
export async function jpxScannedPdf(): Promise<Uint8Array> {
  const jp2 = await readFile(new URL("./fixtures/scanned-text.jp2", import.meta.url));
  const [width, height] = [1400, 248];
  const doc = await PDFDocument.create();
  const image = doc.context.register(
    doc.context.stream(new Uint8Array(jp2), {
      Type: "XObject",
      Subtype: "Image",
      Width: width,
      Height: height,
      Filter: "JPXDecode",
    }),
  );
  const page = doc.addPage([612, 792]);
  const name = page.node.newXObject("Im", image);
  const h = (height * 540) / width;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(540, 0, 0, h, 36, 792 - 36 - h),
    drawObject(name),
    popGraphicsState(),
  );
  return doc.save();
}

/** A PDF that opens only with a password. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText("Secret declarations", { x: 56, y: 700, size: 12, font });
  doc.encrypt({ userPassword: "open-sesame", ownerPassword: "owner" });
  return doc.save();
}

/** A PDF of `count` text pages (the benchmark's document). */
export async function textPdf(count: number): Promise<Uint8Array> {
  const pages: DecPage[] = Array.from({ length: count }, (_, i) => ({
    title: `Commercial General Liability - page ${i + 1}`,
    rows: [
      ["Each Occurrence", "$1,000,000"],
      ["General Aggregate", "$2,000,000"],
      ["Products-Completed Operations Aggregate", "$2,000,000"],
      ["Personal and Advertising Injury", "$1,000,000"],
      ["Damage to Rented Premises", "$100,000"],
      ["Medical Expense (any one person)", "$5,000"],
    ],
    paragraph: Array.from(
      { length: 30 },
      (_, j) => `Line ${j + 1}: the company will pay those sums that the insured becomes legally obligated to pay.`,
    ),
  }));
  return declarationsPdf(pages);
}
