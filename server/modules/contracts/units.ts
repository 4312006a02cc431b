// A contract page cut into the passages a requirement is quoted from: sentences of its
// paragraphs and rows of its tables, each with its offsets in the page text (so a quote is an
// exact substring) and the section it sits under.

export interface Unit {
  text: string;
  start: number;
  end: number;
  /** The section it sits under: its own number and the last heading ("Section 7.2, ARTICLE 7 INSURANCE"). */
  section: string | null;
  /** A new heading began here: a line of coverage named before it no longer applies. */
  headingChanged: boolean;
  /** The heading speaks of insurance (an "Insurance Requirements" exhibit, an Insurance article). */
  underInsuranceHeading: boolean;
  /**
   * The part of `text` printed on the unit's own page, when the clause runs on over a page break
   * (`text` then holds the whole clause): what a citation quotes.
   */
  quote?: string;
}

const ITEM =
  /^\s*(?:\(?[a-z0-9ivx]{1,4}[.)]\s|[A-Z]\.\s|[•▪·-]\s|(?:section|article|exhibit|schedule|appendix)\b|\d+(?:\.\d+)*\.?\s)/i;
const NUMBERED = /^\s*(?:(?:section|§)\s*)?(\d+(?:\.\d+)+|\d+\.|\(?[a-z]\))\s/i;
const HEADING_WORDS = /^\s*(?:section|article|exhibit|schedule|appendix|attachment)\b/i;

function isHeading(line: string): boolean {
  const text = line.trim();
  if (!text || text.length > 90 || text.includes("\t")) return false;
  if (HEADING_WORDS.test(text) && !/[.;]\s+\S+\s+\S+\s+\S+/.test(text.replace(/^\S+\s+[\w.-]+\.?/, ""))) return true;
  if (/^\d+(?:\.\d+)*\.?\s+[A-Z][A-Za-z ,&'’/-]{2,60}\.?$/.test(text) && !/\b(shall|will|must)\b/.test(text))
    return true;
  return /^[A-Z0-9][A-Z0-9 ,&'’/().:-]{3,}$/.test(text) && /[A-Z]{3}/.test(text);
}

/** Sentence ends inside a paragraph (not after "A.M." or "No."). */
const SENTENCE_END = /(?<!\b[A-Z]|\bNo|\bInc|\bCo|\bSec|\bi\.e|\be\.g)[.;](?=\s+(?:[A-Z(]|\d+\.\d))/g;

export function unitsOf(
  pageText: string,
  options: { typed?: boolean; carried?: string | null } = {},
): { units: Unit[]; heading: string | null } {
  const lines: Array<{ text: string; start: number }> = [];
  let offset = 0;
  for (const text of pageText.split("\n")) {
    lines.push({ text, start: offset });
    offset += text.length + 1;
  }
  const units: Unit[] = [];
  let heading = options.carried ?? null;
  let changed = false;
  let block: { start: number; end: number; number: string | null } | null = null;
  const flush = () => {
    if (!block) return;
    const text = pageText.slice(block.start, block.end);
    let from = 0;
    const cuts = [...text.matchAll(SENTENCE_END)].map((m) => m.index + 1);
    for (const cut of [...cuts, text.length]) {
      const raw = text.slice(from, cut);
      const lead = raw.length - raw.trimStart().length;
      const piece = raw.trim();
      if (piece) {
        const section = [block.number ? `Section ${block.number.replace(/\.$/, "")}` : null, heading]
          .filter(Boolean)
          .join(", ");
        units.push({
          text: piece,
          start: block.start + from + lead,
          end: block.start + from + lead + piece.length,
          section: section || null,
          headingChanged: changed,
          underInsuranceHeading: /insurance|insured|coverage/i.test(heading ?? ""),
        });
        changed = false;
      }
      from = cut;
    }
    block = null;
  };
  for (const line of lines) {
    const text = line.text;
    if (!text.trim()) {
      flush();
      continue;
    }
    if (!options.typed && isHeading(text)) {
      flush();
      heading = text.trim().replace(/\s+/g, " ");
      changed = true;
      continue;
    }
    const row = options.typed || text.includes("\t");
    if (row || !block || ITEM.test(text)) flush();
    if (!block) block = { start: line.start, end: line.start + text.length, number: NUMBERED.exec(text)?.[1] ?? null };
    else block.end = line.start + text.length;
    if (row) flush();
  }
  flush();
  return { units, heading };
}
