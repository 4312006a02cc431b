// Lays out a knowledge document (headings, paragraphs, numbered steps, tables) into letter pages
// of positioned text lines. A block never splits across pages except a table, which continues on
// the next page under its repeated header row. The laid-out pages are what the PDF draws, and
// their texts are what the ground truth (which page states what) is computed from.
import { StandardFonts, PDFDocument, type PDFFont } from "pdf-lib";

export type Block =
  | { kind: "heading"; text: string; level?: 1 | 2; tag?: string }
  | { kind: "paragraph"; text: string; tag?: string }
  | { kind: "steps"; items: string[]; bullet?: boolean; tags?: Array<string | undefined> }
  | {
      kind: "table";
      columns: Array<{ header: string; width: number }>;
      rows: string[][];
      tags?: Array<string | undefined>;
    }
  | { kind: "pageBreak" };

export interface KnowledgeDoc {
  /** file name stem and eval id */
  id: string;
  title: string;
  subtitle: string;
  /** printed in every page's footer */
  owner: string;
  blocks: Block[];
  /** pages to draw as images only (1-based), read by OCR */
  scannedPages?: number[];
}

export interface PlacedLine {
  x: number;
  y: number;
  text: string;
  size: number;
  bold: boolean;
}

export interface LaidOutPage {
  lines: PlacedLine[];
  rules: Array<{ y: number; x1: number; x2: number }>;
  /** tags of the blocks, rows and steps placed on this page (ground truth for the eval) */
  tags: string[];
}

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
const MARGIN_X = 60;
const TOP = 730;
const BOTTOM = 72;
const BODY = 10;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function standardFonts(pdf?: PDFDocument): Promise<Fonts> {
  const doc = pdf ?? (await PDFDocument.create());
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

/** Words of `text` in lines no wider than `width` points. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [""];
}

export function layout(doc: KnowledgeDoc, fonts: Fonts): LaidOutPage[] {
  const pages: LaidOutPage[] = [];
  let page: LaidOutPage = { lines: [], rules: [], tags: [] };
  let y = TOP;
  const newPage = () => {
    pages.push(page);
    page = { lines: [], rules: [], tags: [] };
    y = TOP;
  };
  const fits = (height: number) => y - height >= BOTTOM;
  const put = (x: number, text: string, size: number, bold: boolean) => page.lines.push({ x, y, text, size, bold });
  const tag = (t: string | undefined) => t && page.tags.push(t);
  const textWidth = PAGE_WIDTH - 2 * MARGIN_X;

  put(MARGIN_X, doc.title, 18, true);
  y -= 24;
  put(MARGIN_X, doc.subtitle, BODY, false);
  y -= 12;
  page.rules.push({ y, x1: MARGIN_X, x2: PAGE_WIDTH - MARGIN_X });
  y -= 22;

  for (const block of doc.blocks) {
    if (block.kind === "pageBreak") {
      if (page.lines.length > 0) newPage();
      continue;
    }
    if (block.kind === "heading") {
      const size = block.level === 2 ? 11.5 : 14;
      const wrapped = wrapText(block.text, fonts.bold, size, textWidth);
      // a heading keeps at least three body lines below it on its page
      if (!fits(wrapped.length * (size + 5) + 3 * 14 + 8)) newPage();
      y -= block.level === 2 ? 4 : 8;
      tag(block.tag);
      for (const line of wrapped) {
        put(MARGIN_X, line, size, true);
        y -= size + 5;
      }
      y -= 2;
      continue;
    }
    if (block.kind === "paragraph") {
      const wrapped = wrapText(block.text, fonts.regular, BODY, textWidth);
      if (!fits(wrapped.length * 14)) newPage();
      tag(block.tag);
      for (const line of wrapped) {
        put(MARGIN_X, line, BODY, false);
        y -= 14;
      }
      y -= 8;
      continue;
    }
    if (block.kind === "steps") {
      block.items.forEach((item, i) => {
        const marker = block.bullet ? "•" : `${i + 1}.`;
        const wrapped = wrapText(item, fonts.regular, BODY, textWidth - 22);
        if (!fits(wrapped.length * 14 + 4)) newPage();
        tag(block.tags?.[i]);
        put(MARGIN_X + 4, marker, BODY, false);
        for (const line of wrapped) {
          put(MARGIN_X + 22, line, BODY, false);
          y -= 14;
        }
        y -= 4;
      });
      y -= 6;
      continue;
    }
    // table: widths are fractions of the text width
    const xs: number[] = [];
    let x = MARGIN_X;
    for (const column of block.columns) {
      xs.push(x);
      x += column.width * textWidth;
    }
    const cellLines = (cells: string[], font: PDFFont, size: number) =>
      cells.map((cell, i) => wrapText(cell, font, size, block.columns[i]!.width * textWidth - 18));
    const drawRow = (cells: string[][], font: "regular" | "bold", size: number) => {
      const height = Math.max(...cells.map((c) => c.length));
      for (let line = 0; line < height; line++) {
        cells.forEach((c, i) => {
          if (c[line]) put(xs[i]!, c[line]!, size, font === "bold");
        });
        y -= size + 4;
      }
      page.rules.push({ y: y + size - 4, x1: MARGIN_X, x2: PAGE_WIDTH - MARGIN_X });
      y -= 5;
    };
    const header = cellLines(
      block.columns.map((c) => c.header),
      fonts.bold,
      9,
    );
    const headerHeight = Math.max(...header.map((c) => c.length)) * 13 + 5;
    if (!fits(headerHeight + 40)) newPage();
    drawRow(header, "bold", 9);
    for (const [r, row] of block.rows.entries()) {
      const cells = cellLines(row, fonts.regular, 9);
      const height = Math.max(...cells.map((c) => c.length)) * 13 + 5;
      if (!fits(height)) {
        newPage();
        drawRow(header, "bold", 9);
      }
      tag(block.tags?.[r]);
      drawRow(cells, "regular", 9);
    }
    y -= 10;
  }
  if (page.lines.length > 0) pages.push(page);
  const total = pages.length;
  pages.forEach((p, i) =>
    p.lines.push({
      x: MARGIN_X,
      y: 40,
      text: `${doc.owner} — ${doc.title} — Page ${i + 1} of ${total}`,
      size: 8,
      bold: false,
    }),
  );
  return pages;
}

/** A laid-out page as plain text (lines top to bottom, cells joined by a space), for ground truth. */
export function pageText(page: LaidOutPage): string {
  const rows = new Map<number, PlacedLine[]>();
  for (const line of page.lines) rows.set(line.y, [...(rows.get(line.y) ?? []), line]);
  return [...rows.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, cells]) =>
      cells
        .sort((a, b) => a.x - b.x)
        .map((c) => c.text)
        .join(" "),
    )
    .join("\n");
}
