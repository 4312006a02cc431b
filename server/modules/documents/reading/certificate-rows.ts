// The coverage rows of a certificate of liability (ACORD 25) or property (ACORD 24) insurance read
// from its page text.
// A flattened form's text interleaves the row's boxes with its limits, so a row is found by what
// only a row carries: two dates (effective, expiration). Its policy number is the cell before
// them; its line of business the type-of-insurance caption on it or above it; its insurer the
// INSR LTR letter opening a line of the row.
import { boxLines, type BoxLine } from "./certificate-boxes.ts";
import type { LineOfBusiness } from "./page-lines.ts";
import type { Citation, PageText } from "./types.ts";
import { datePattern } from "./values.ts";

export interface CertificateRow {
  line: LineOfBusiness | "other";
  /** The row's own words (its type of insurance when it is not one of the form's four). */
  text: string;
  number: string | null;
  effective: string;
  expiration: string;
  letter: string | null;
  citation: Citation;
}

/** The types of insurance a certificate's rows name, each with the caption that names it. */
export const TYPES: Array<[Exclude<LineOfBusiness, null>, RegExp]> = [
  // a letter OCR dropped from a scanned caption ("GenRaL LiaBILITY", "AUTOMOBILE LABILITY") is tolerated
  ["gl", /COMMERCIAL GENE?RAL LI?A?BI?LITY|^(?:[A-F]\t)?GENERAL LIABILITY\b/i],
  ["auto", /AUTOMOBILE LI?A?BI?LITY|\bANY AUTO\b/i],
  ["umbrella", /UMBRELLA LIAB|EXCESS LIAB/i],
  ["wc", /WORKERS COMPENSATION|EMPLOYERS' LIABILITY|OFFICER\/MEMBER EXCLUDED/i],
  // a certificate of property insurance (ACORD 24): its PROPERTY caption opens a line, unlike
  // the auto row's PROPERTY DAMAGE limit
  ["property", /^\s*PROPERTY\b(?!\s+DAMAGE)/i],
];
const FLAG = /^(X|Y|N|N\/A|\/|A|CLAIMS-MADE|OCCUR|INSD|WVD)$/i;

/** The policy number closing the cell before the dates: tokens with a digit, and a short prefix ("CMP 4999288"). */
function numberOf(cell: string): string | null {
  const tokens = cell.trim().split(/\s+/);
  const out: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (/\d/.test(t) && t.length >= 4) out.unshift(t);
    else if (out.length && /^([A-Z]{2,4}|\d{1,3})$/.test(t) && !FLAG.test(t)) out.unshift(t);
    else break;
  }
  return out.length ? out.join(" ") : null;
}

/** The row's line of business and the line its caption stands on. */
function lineOfRow(lines: BoxLine[], at: number, top: number): { line: CertificateRow["line"]; caption: number } {
  for (let i = at; i >= top; i--) {
    const type = TYPES.find(([, re]) => re.test(lines[i]!.text));
    if (type) return { line: type[0], caption: i };
  }
  return { line: "other", caption: at };
}

function letterNear(lines: BoxLine[], at: number, caption: number): string | null {
  for (const i of [at, caption, at - 1, at + 1, caption - 1, at - 2, at + 2]) {
    const first = lines[i]?.text.trim().split(/[\s\t]+/)[0];
    if (first && /^[A-F]$/.test(first)) return first;
  }
  return null;
}

export function certificateRows(page: PageText): CertificateRow[] {
  const lines = boxLines(page.text);
  // the rows' header, else (a scan whose header row OCR could not read) the COVERAGES box's wording
  const header = lines.findIndex((l) => /TYPE OF INSURANCE/i.test(l.text));
  const top = header >= 0 ? header : lines.findIndex((l) => /LIMITS SHOWN MAY HAVE BEEN REDUCED/i.test(l.text));
  if (top < 0) return [];
  // the description box's caption, not the workers compensation row's "describe under DESCRIPTION OF OPERATIONS below"
  const bottom = lines.findIndex((l, i) => i > top && /^DESCRIPTION OF OPERATIONS\s*\//i.test(l.text.trim()));
  const rows: CertificateRow[] = [];
  for (let i = top + 1; i < (bottom < 0 ? lines.length : bottom); i++) {
    const text = lines[i]!.text;
    const dates = [...text.matchAll(new RegExp(datePattern.source, "gi"))];
    if (dates.length < 2) continue;
    const before =
      text
        .slice(0, dates[0]!.index)
        .split("\t")
        .map((c) => c.trim())
        .filter(Boolean)
        .at(-1) ?? "";
    // a row that names its own type of insurance ("D Pollution", "B Terrorism Liability") is that line
    const own = text
      .slice(0, dates[0]!.index)
      .replace(before, "")
      .split(/[\s\t]+/)
      .filter((w) => /^[a-z]{4,}$/i.test(w) && !FLAG.test(w));
    const { line, caption } =
      own.length && !TYPES.some(([, re]) => re.test(text))
        ? { line: "other" as const, caption: i }
        : lineOfRow(lines, i, top);
    rows.push({
      line,
      text: text.trim(),
      number: numberOf(before),
      effective: dates[0]![0],
      expiration: dates[1]![0],
      letter: letterNear(lines, i, caption),
      citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote: text.trim() },
    });
  }
  return rows;
}
