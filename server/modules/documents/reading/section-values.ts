// Amounts a slip gives per section of the contract, for a question that names the section ("What
// is the Section A deductible?"). London-market slips print a block caption at the left ("LIMIT",
// "DEDUCTIBLE(S):"), the section beside it or on a line of its own ("In Respect of Section A:",
// "SECTION B") and the amount on the next line, its basis after it ("USD 250,000,000 Each
// Occurrence and in the annual aggregate …"): no label stands before the value.
import { pageLines, type Line } from "./page-lines.ts";
import type { QuestionClass } from "./question-classes.ts";
import type { Finding, PageText } from "./types.ts";

export type SectionAmount = "limit" | "deductible" | "premium";

const SECTION_CELL = /^(?:in respect of\s+)?sections?\s+([A-Z])\b\s*:?\s*(.*)$/i;
/** A block caption at the left of a slip: "LIMIT", "DEDUCTIBLE(S):", "PERIOD", "SITUATION". */
const BLOCK_CAPTION = /^[A-Z][A-Z()/&.' -]{2,40}:?$/;
const AMOUNT = /^((?:USD|GBP|EUR|CAD|AUD|US\$|\$|£|€)\s?\d{1,3}(?:,\d{3})+(?:\.\d{2})?)\b/;

const BLOCK_OF: Record<SectionAmount, RegExp> = {
  limit: /\blimit|sum\s*\(?re\)?\s*insured|amount insured/i,
  deductible: /deductible|retention/i,
  premium: /premium/i,
};

/** Which amount a question asks for, by its class (an unclassed "… limit" question asks for a limit). */
export function sectionAmountOf(cls: QuestionClass | null, question: string): SectionAmount | null {
  if (cls?.id === "deductible") return "deductible";
  if (cls?.id === "premium") return "premium";
  if (cls?.value === "money") return "limit";
  return !cls && /\blimits?\b/i.test(question) ? "limit" : null;
}

export function sectionValues(
  amount: SectionAmount,
  cls: QuestionClass | null,
  question: string,
  pages: PageText[],
): Finding[] {
  const section = /\bsection\s+([A-Z])\b/i.exec(question)?.[1]?.toUpperCase();
  if (!section) return [];
  const found: Finding[] = [];
  for (const page of pages) {
    const lines = pageLines(page.text);
    let block = "";
    for (const line of lines) {
      const cells = line.cells.map((c) => c.text);
      const at = cells.findIndex((c) => SECTION_CELL.test(c));
      if (at > 0 || (at < 0 && cells.length > 1 && BLOCK_CAPTION.test(cells[0]!)))
        block = cells.slice(0, Math.max(at, 1)).join(" ");
      if (at < 0) continue;
      const [, named, rest] = SECTION_CELL.exec(cells[at]!)!;
      if (named!.toUpperCase() !== section) continue;
      if (!BLOCK_OF[amount].test(block) || (amount === "limit" && BLOCK_OF.deductible.test(block))) continue;
      const read = amountAfter(lines, line, rest!);
      if (!read) continue;
      // the basis the question asks for, when its class names one ("each occurrence")
      if (cls && amount === "limit" && !cls.label.test(`${block} ${read.basis}`)) continue;
      found.push({
        value: read.value,
        context: `Section ${section}`,
        citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote: read.quote },
      });
    }
  }
  return found;
}

/** The amount in the rest of the section's cell, else opening the next line, with the words after it. */
function amountAfter(lines: Line[], line: Line, rest: string): { value: string; basis: string; quote: string } | null {
  const inCell = AMOUNT.exec(rest.trim());
  if (inCell) return { value: inCell[1]!, basis: rest.trim().slice(inCell[1]!.length), quote: line.text.trim() };
  const next = lines.slice(line.index + 1, line.index + 3).find((l) => l.cells.length > 0);
  const text = next?.text.trim() ?? "";
  const m = AMOUNT.exec(text);
  return m ? { value: m[1]!, basis: text.slice(m[1]!.length), quote: text } : null;
}
