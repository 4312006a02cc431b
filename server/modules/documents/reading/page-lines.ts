// A page's text cut into lines and table cells, each with its offset in the page text, so every
// quote is an exact substring. Text contract (documents capability): lines joined by "\n", table
// cells on one visual line joined by "\t".

export interface Cell {
  text: string;
  start: number;
}

export interface Line {
  index: number;
  text: string;
  start: number;
  end: number;
  cells: Cell[];
}

export function pageLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split("\n")) {
    const cells: Cell[] = [];
    let cellStart = start;
    for (const cell of raw.split("\t")) {
      const lead = cell.length - cell.trimStart().length;
      if (cell.trim()) cells.push({ text: cell.trim(), start: cellStart + lead });
      cellStart += cell.length + 1;
    }
    lines.push({ index: lines.length, text: raw, start, end: start + raw.length, cells });
    start += raw.length + 1;
  }
  return lines;
}

/** The line of business a page belongs to, read from its headings (first lines). */
export type LineOfBusiness = "umbrella" | "auto" | "wc" | "gl" | "property" | null;

const lobPatterns: Array<[Exclude<LineOfBusiness, null>, RegExp]> = [
  ["umbrella", /\b(umbrella|excess liability|excess policy)\b/i],
  ["wc", /\bworkers'? compensation\b/i],
  ["auto", /\b(business auto|commercial auto|automobile|auto(mobile)? (policy|coverage|declarations))\b/i],
  ["gl", /\b(general liability|commercial general|businessowners?|business owners?|\bbop\b)/i],
  ["property", /\b(commercial property|building and personal property|property policy)\b/i],
];

export function pageLineOfBusiness(text: string): LineOfBusiness {
  // headings only: a premium summary row ("Business Auto Coverage Part  $4,210") is not a title
  // …among the first lines, under a letterhead of a few lines ("General Liability Quote" under the
  // broker's name and address): short lines only, as titles are
  const head = text
    .split("\n")
    .slice(0, 10)
    .filter((l) => !l.includes("\t") && !/\d/.test(l) && l.trim().length <= 80)
    .join("\n");
  for (const [lob, re] of lobPatterns) if (re.test(head)) return lob;
  return null;
}

/** The line of business a row's label names, if any ("Umbrella Each Occurrence", "Auto Liability CSL"). */
export function labelLineOfBusiness(label: string): LineOfBusiness {
  for (const [lob, re] of lobPatterns) if (re.test(label)) return lob;
  return null;
}

/** Which line of business a question names, if any. */
export function questionLineOfBusiness(question: string): LineOfBusiness {
  const q = question.toLowerCase();
  if (/\b(umbrella|excess)\b/.test(q)) return "umbrella";
  if (/\b(workers'? comp|workers'? compensation|wc|employers'? liability)\b/.test(q)) return "wc";
  if (/\b(auto|automobile|vehicle|car)\b/.test(q)) return "auto";
  if (/\b(general liability|gl|cgl|bop|businessowners?)\b/.test(q)) return "gl";
  if (/\b(commercial property|property (policy|coverage part)|building coverage)\b/.test(q)) return "property";
  return null;
}

/** The page's title line (first line with letters), used to tell conflicting values apart. */
export function pageTitle(text: string): string | null {
  for (const line of text.split("\n").slice(0, 4)) {
    const t = line.split("\t")[0].trim();
    if (/[a-z]{3}/i.test(t)) return t.length > 70 ? t.slice(0, 70) : t;
  }
  return null;
}
