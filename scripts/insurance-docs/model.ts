// The shape of a generated insurance document: pages of lines, each line a row of cells placed at
// x positions (points), plus its ground truth (values and the page each is printed on).

export interface GenLine {
  cells: string[];
  /** x of each cell in points; defaults to a single cell at the left margin */
  xs?: number[];
  size?: number;
  bold?: boolean;
  /** draw a horizontal rule under the line (ruled tables) */
  rule?: boolean;
}

export interface GenPage {
  lines: GenLine[];
}

export interface TruthValue {
  value: string;
  page: number;
}

export interface Truth {
  /** question class id -> value(s); several when the document states different values on purpose */
  values: Record<string, TruthValue[]>;
  forms: Array<{ number: string; title: string; page: number }>;
  exclusions: Array<{ topic: string; phrase: string; page: number }>;
  /** classes the document does not state (the eval asks for them and expects "not found") */
  absent: string[];
}

export interface GenDoc {
  id: string;
  fileName: string;
  layout: string;
  split: "dev" | "held-out" | "unseen";
  scanned: boolean;
  pages: GenPage[];
  truth: Truth;
}

/** The page text the documents capability produces for a generated page (its text contract). */
export function pageText(page: GenPage): string {
  return page.lines
    .map((l) => l.cells.join("\t"))
    .join("\n")
    .replace(/\n+$/, "");
}

export function emptyTruth(): Truth {
  return { values: {}, forms: [], exclusions: [], absent: [] };
}

export function setTruth(truth: Truth, id: string, value: string, page: number): void {
  (truth.values[id] ??= []).push({ value, page });
}

/** Wraps prose to lines of at most `width` characters. */
export function wrap(text: string, width = 92): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
