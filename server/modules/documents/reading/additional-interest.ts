// The ADDITIONAL INTEREST box of an evidence of property insurance (ACORD 27, 28) or a
// certificate of property insurance (ACORD 24): its interest checkboxes (MORTGAGEE, LOSS PAYEE,
// LENDER'S LOSS PAYABLE, CONTRACT OF SALE…) and the party named under its "NAME AND ADDRESS"
// caption, a loan number that shares the party's line left out.
import { boxLines } from "./certificate-boxes.ts";
import type { Finding, PageText } from "./types.ts";

/** The interests a question may ask for, each with the words its box prints. */
const ROLES: Array<[RegExp, RegExp]> = [
  [/\bmortgagee\b/i, /^MORTGAGEE\b/i],
  [/\blender'?s loss payable\b/i, /^LENDER'?S LOSS PAYABLE\b/i],
  [/\bloss payee\b/i, /^LOSS PAYEE\b/i],
  [/\blienholder\b/i, /^LIENHOLDER\b/i],
  [/\bcontract of sale\b/i, /^CONTRACT OF SALE\b/i],
];
/** Captions and checkbox words that sit in the box and are never the party. */
const BOX_WORDING =
  /^(X|ADDITIONAL INTEREST|NAME AND ADDRESS|MORTGAGEE|LOSS PAYEE|LENDER|CONTRACT OF SALE|LIENHOLDER|LOAN\b|AUTHORIZED|ACORD|©|\[)/i;

/** Does the question ask who holds an additional interest (a mortgagee, a loss payee…)? */
export const asksForInterest = (question: string) =>
  /\b(mortgagee|loss payee|lienholder|lender'?s loss payable|additional interest)\b/i.test(question) &&
  // its address, loan number or clause is another question
  !/\b(address|loan|number|clause|endorsement|form)\b/i.test(question);

/**
 * The party in the box on each page that has one. When the box marks its interests with an "X"
 * before their words, a question naming an interest the box does not mark gets nothing.
 */
export function additionalInterest(question: string, pages: PageText[]): Finding[] {
  const asked = ROLES.find(([ask]) => ask.test(question))?.[1] ?? null;
  const out: Finding[] = [];
  for (const page of pages) {
    const lines = boxLines(page.text);
    const box = lines.findIndex((l) => /^ADDITIONAL INTEREST\b/i.test(l.text.trim()));
    if (box < 0) continue;
    const caption = lines.findIndex((l, i) => i > box && i <= box + 6 && /^NAME AND ADDRESS\b/i.test(l.text.trim()));
    if (caption < 0) continue;
    const cells = lines.slice(box, caption + 1).flatMap((l) => l.cells);
    const marked = cells.map((c, i) => (cells[i - 1] === "X" ? c : null)).filter((c): c is string => c !== null);
    if (asked && marked.length && !marked.some((c) => asked.test(c))) continue;
    for (const line of lines.slice(caption + 1, caption + 4)) {
      const party = line.cells.find((c) => !BOX_WORDING.test(c) && /[a-z]{3}/i.test(c) && !/^[\d\s#-]+$/.test(c));
      if (!party) continue;
      out.push({
        value: party,
        context: "Additional interest",
        citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote: party },
      });
      break;
    }
  }
  return out;
}
