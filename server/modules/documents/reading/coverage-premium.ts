// The premium of one coverage part, read from a premium summary ("Business Auto Coverage Part
// $4,210.00", "General Liability Premium  $28,063.00") when the coverage's own declarations do not
// print it.
import { pageLines, pageTitle, type LineOfBusiness } from "./page-lines.ts";
import type { Finding, PageText } from "./types.ts";
import { matchValue, normalizeValue } from "./values.ts";

const coverageWords: Record<Exclude<LineOfBusiness, null>, RegExp> = {
  umbrella: /\b(umbrella|excess)\b/i,
  auto: /\b(auto|automobile)\b/i,
  wc: /\bworkers'? comp/i,
  gl: /\b(general liability|commercial general)\b/i,
  property: /\b(commercial property|property coverage)\b/i,
};

/** A part of a coverage's premium, or a floor under it, not the premium: a subtotal before other charges, a minimum. */
const PART_OF_PREMIUM = /\b(sub-?total|minimum|deposit|earned)\b/i;

export function coveragePremium(pages: PageText[], lob: Exclude<LineOfBusiness, null>): Finding[] {
  const found: Finding[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    if (!/premium/i.test(page.text)) continue;
    const lines = pageLines(page.text);
    for (const line of lines) {
      const label = line.cells[0]?.text ?? "";
      if (line.cells.length < 2 || !coverageWords[lob].test(label) || PART_OF_PREMIUM.test(label)) continue;
      // the row names its premium ("General Liability Premium  $28,063.00"), or sits under a header
      // naming a Premium column; either way it holds exactly one amount
      const header = lines
        .slice(Math.max(0, line.index - 12), line.index)
        .reverse()
        .find((l) => l.cells.length === line.cells.length && l.cells.every((c) => !/\d/.test(c.text)));
      const headed = header && /premium/i.test(header.cells[header.cells.length - 1].text);
      if (!headed && !/\bpremium\b/i.test(label)) continue;
      const amounts = line.cells.slice(1).filter((c) => matchValue("money", c.text)?.value === c.text);
      if (amounts.length !== 1 || seen.has(normalizeValue(amounts[0].text))) continue;
      seen.add(normalizeValue(amounts[0].text));
      const { fileId, fileName } = page;
      found.push({
        value: amounts[0].text,
        context: pageTitle(page.text),
        citation: { fileId, fileName, page: page.page, quote: page.text.slice(line.start, line.end) },
      });
    }
  }
  return found;
}
