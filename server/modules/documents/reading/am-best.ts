// An insurer's AM Best rating where a quote or a policy states it: "AM Best Rating: A (Excellent),
// FSC XV", "A.M. Best: A- VIII", "Best's Rating A+ Class XIV".
import { pageLines } from "./page-lines.ts";
import type { Citation, PageText } from "./types.ts";

export interface AmBest {
  rating: string;
  /** The financial size category (roman numeral), when stated. */
  financialSize: string | null;
  citation: Citation;
}

const label = /\bA\.?\s?M\.?\s?Best\b|\bBest'?s\b/i;
const rating = /(?:^|[\s:,(])(A\+\+|A\+|A-|A|B\+\+|B\+|B-|B|C\+\+|C\+|C-|C|D|E|F|NR)(?=$|[\s,;()])/;
const size =
  /\b(?:FSC|financial size(?: category)?|class|size)\W{0,3}([XVI]{1,5})\b|,\s*([XVI]{1,5})\b|\s([XVI]{2,5})\b/i;

export function amBestRating(pages: PageText[]): AmBest | null {
  for (const page of pages) {
    if (!label.test(page.text)) continue;
    for (const line of pageLines(page.text)) {
      const m = label.exec(line.text);
      if (!m) continue;
      const rest = line.text.slice(m.index + m[0].length).replace(/^\s*(financial strength\s*)?(rating)?/i, "");
      const r = rating.exec(rest);
      if (!r) continue;
      const after = rest.slice(r.index + r[0].length);
      const s = size.exec(after);
      return {
        rating: r[1]!,
        financialSize: s ? (s[1] ?? s[2] ?? s[3])!.toUpperCase() : null,
        citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote: line.text },
      };
    }
  }
  return null;
}
