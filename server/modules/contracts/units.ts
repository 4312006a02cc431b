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
}

// A numbered item starts "5.5 ", "12. ", "(a) ", "iv. ", "12 The…" — not "20 10 and CG 20 37" (a form number run onto a new line).
const ITEM =
  /^\s*(?:\(?[a-z0-9ivx]{1,4}[.)]\s|[A-Z]\.\s|[•▪·-]\s|(?:section|article|exhibit|schedule|appendix)\b|\d+(?:\.\d+)+\.?\s|\d+\.?\s+(?=[A-Z(]))/i;
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

/** A capitalised title runs on into the next numbered section: "15 INSURANCE 15.1 Required Insurance Coverage." */
const BEFORE_SECTION =
  /(?<=\b(?!(?:Section|Article|Clause|Exhibit|Schedule|Appendix|SECTION|ARTICLE)\b)[A-Z][A-Za-z]{2,})\s+(?=\d+(?:\.\d+)+\.?\s+[A-Z])/g;

/** A run-in title's number, before it or ending the passage before it: "6.9", "Section 9.22", "14.". */
const LEADING_NUMBER = /^(?:(?:section|article|clause|§)\s*(\d+(?:\.\d+)*)\.?|(\d+\.(?:\d+(?:\.\d+)*\.?)?))(?=\s|$)/i;
const TRAILING_NUMBER = /(?:^|\s)(?:(?:section|article)\s*(\d+(?:\.\d+)*)\.?|(\d+\.(?:\d+(?:\.\d+)*\.?)?))$/i;
const numberIn = (m: RegExpExecArray | null) => (m ? (m[1] ?? m[2]!).replace(/\.$/, "") : null);
/** Words a sentence has and a title does not. */
const NOT_A_TITLE =
  /\b(?:shall|will|must|may|is|are|was|be|been|agrees?|means|has|have|hereby|which|that|who|if|when|each|any|all|such|this|its|their|our|your|we|you|per)\b|[$\d]/i;
/** A title that names a line of coverage is a list item ("Commercial General Liability Insurance."), not a section. */
const NAMES_A_LINE = /liability|compensation|umbrella|excess|automobile|\bauto\b|errors|builder|property\s+insurance/i;
const SMALL_WORDS = /^(?:and|of|the|for|or|to|in|on|with|upon|by|a|an|&)$/i;

/**
 * A section title run into its paragraph, as long agreements write them: "6.9 Insurance.
 * Constellation shall…", "…this Agreement. 6. Insurance. HERC shall…", "Section 9.22 Insurance.",
 * "8. RISK OF LOSS AND INSURANCE" at the end of a paragraph. Short, capitalised, no verb.
 */
function runInTitle(piece: string): { title: string; number: string | null } | null {
  const number = LEADING_NUMBER.exec(piece);
  const title = piece
    .slice(number ? number[0].length : 0)
    .replace(/^\s*[:.\-–—]?\s*/, "")
    .replace(/\s*[.:;]$/, "")
    .trim();
  const words = title.split(/\s+/);
  if (!title || words.length > 9 || !/[A-Za-z]{4}/.test(title)) return null;
  // it ends as a title does ("Insurance.", "Insurance:") or is written in capitals ("RISK OF LOSS AND INSURANCE")
  if (!/[.:]$/.test(piece) && /[a-z]/.test(title)) return null;
  if (NOT_A_TITLE.test(title) || NAMES_A_LINE.test(title)) return null;
  if (!words.every((w) => SMALL_WORDS.test(w) || /^["“(]?[A-Z]/.test(w))) return null;
  return { title, number: numberIn(number) };
}

const depthOf = (number: string) => number.split(".").filter(Boolean).length;

/** Page furniture between the two halves of a sentence: a filing's "Source:" footer, a page number, a legend. */
export const isFurniture = (line: string) => line.trim().length <= 120 && FURNITURE.test(line);

/** A passage as it reads: page furniture inside it (a sentence going on over a page break) blanked, offsets kept. */
export const readable = (text: string) =>
  text.includes("\n")
    ? text.replace(/(?<=\n)[^\n]*/g, (line) => (line.trim() && isFurniture(line) ? " ".repeat(line.length) : line))
    : text;
const FURNITURE =
  /^\s*(?:Source:.*|[-–]?\s*\d{1,3}\s*[-–]?|.{0,80}\bPage\s+\d+(?:\s*(?:of|\/)\s*\d+)?|\*+\s*Confidential.*|.*Confidential (?:Treatment|material|portions).*)\s*$/i;

/** The heading a page's passages sit under, carried to the next page. */
export interface HeadingState {
  /** The last heading line. */
  heading: string | null;
  /** A run-in title after it, with its number (it ends at the next section of the same or a higher level). */
  runIn: { title: string; depth: number; insurance: boolean } | null;
}

export function unitsOf(
  pageText: string,
  options: { typed?: boolean; carried?: string | null | HeadingState; continued?: boolean } = {},
): { units: Unit[]; heading: string | null; state: HeadingState } {
  const lines: Array<{ text: string; start: number }> = [];
  let offset = 0;
  for (const text of pageText.split("\n")) {
    lines.push({ text, start: offset });
    offset += text.length + 1;
  }
  // A paragraph that stops mid-sentence at a page break goes on after the page's furniture.
  const continues = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.text.trim();
    if (!text || isFurniture(text) || /[.;:!?)"”]$/.test(text) || isHeading(text)) continue;
    let j = i + 1;
    while (j < lines.length && j - i < 14 && (!lines[j]!.text.trim() || isFurniture(lines[j]!.text))) j++;
    const unfinished = /(?:\b(?:and|or|of|the|to|with|for|a|an|in|by|than)|,)$/i.test(text);
    const goesOn = /^\s*[a-z]/.test(lines[j]?.text ?? "") && !/^\s*\(?[a-z]{1,4}[.)]\s/.test(lines[j]?.text ?? "");
    if (j > i + 1 && j < lines.length && (unfinished || goesOn)) for (let k = i + 1; k <= j; k++) continues.add(k);
  }
  const carried = options.carried;
  const state: HeadingState =
    carried && typeof carried === "object" ? { ...carried } : { heading: carried ?? null, runIn: null };
  const current = () => state.runIn?.title ?? state.heading;
  const units: Unit[] = [];
  let changed = false;
  let block: { start: number; end: number; number: string | null } | null = null;
  const flush = () => {
    if (!block) return;
    const text = pageText.slice(block.start, block.end);
    let from = 0;
    let before = "";
    const cuts = [
      ...[...text.matchAll(SENTENCE_END)].map((m) => m.index + 1),
      ...[...text.matchAll(BEFORE_SECTION)].map((m) => m.index),
    ].sort((a, b) => a - b);
    for (const cut of [...cuts, text.length]) {
      const raw = text.slice(from, cut);
      const lead = raw.length - raw.trimStart().length;
      const piece = raw.trim();
      const cutOff = continuedPiece;
      continuedPiece = false;
      if (piece && !options.typed && !cutOff) {
        const number = numberIn(LEADING_NUMBER.exec(piece));
        const title = runInTitle(piece);
        if (title) {
          const n = title.number ?? numberIn(TRAILING_NUMBER.exec(before));
          const depth = n ? depthOf(n) : 99;
          // a sub-section of an insurance section ("12.3 Insurance" > "12.3.1 Generally") is still about insurance
          const parent = state.runIn && state.runIn.depth < depth ? state.runIn.insurance : false;
          state.runIn = {
            title: `${n ? `${n} ` : ""}${title.title}`,
            depth,
            insurance: parent || /insurance|insured|coverage/i.test(title.title),
          };
          changed = true;
        } else if (state.runIn && number && depthOf(number) <= state.runIn.depth) {
          state.runIn = null; // the next section of the same level: the run-in title no longer applies
          changed = true;
        }
      }
      if (piece) {
        const heading = current();
        const section = [block.number ? `Section ${block.number.replace(/\.$/, "")}` : null, heading]
          .filter(Boolean)
          .join(", ");
        units.push({
          text: piece,
          start: block.start + from + lead,
          end: block.start + from + lead + piece.length,
          section: section || null,
          headingChanged: changed,
          underInsuranceHeading: state.runIn
            ? state.runIn.insurance
            : /insurance|insured|coverage/i.test(heading ?? ""),
        });
        changed = false;
        before = piece;
      }
      from = cut;
    }
    block = null;
  };
  // The page goes on with a sentence the last page cut: its first line is neither a heading nor an item.
  let opening = Boolean(options.continued);
  /** The first sentence of a page that goes on with the last page's: never a run-in title. */
  let continuedPiece = Boolean(options.continued);
  lines.forEach((line, index) => {
    const text = line.text;
    if (opening && text.trim() && !isFurniture(text)) {
      opening = false;
      block = { start: line.start, end: line.start + text.length, number: null };
      return;
    }
    if (continues.has(index) && block) {
      if (text.trim()) block.end = line.start + text.length;
      return;
    }
    if (continues.has(index) && (!text.trim() || isFurniture(text))) return;
    if (!text.trim() || (!options.typed && isFurniture(text))) {
      flush();
      return;
    }
    const midSentence = block !== null && !/[.;:!?)"”]\s*$/.test(lines[index - 1]?.text ?? ".");
    if (!options.typed && !midSentence && isHeading(text)) {
      flush();
      state.heading = text.trim().replace(/\s+/g, " ");
      state.runIn = null;
      changed = true;
      return;
    }
    const row = options.typed || text.includes("\t");
    if (row || !block || ITEM.test(text)) flush();
    if (!block) block = { start: line.start, end: line.start + text.length, number: NUMBERED.exec(text)?.[1] ?? null };
    else block.end = line.start + text.length;
    if (row) flush();
  });
  flush();
  return { units, heading: current(), state };
}
