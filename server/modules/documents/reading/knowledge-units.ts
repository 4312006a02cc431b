// The parts of an agency document's passage an answer may quote (ADR 032): headings, numbered or
// bulleted steps (with their wrapped lines), table and contact rows, and the sentences of
// paragraphs. Each unit is an exact span [start, end) of the passage text.
import { headingOf } from "../headings.ts";
import { STOP_WORDS } from "../search-synonyms.ts";

export type UnitKind = "step" | "row" | "sentence";

export interface Unit {
  kind: UnitKind;
  start: number;
  end: number;
  /**
   * The heading the unit stands under: its nearest heading line above in the passage, or the one
   * the passage was indexed under (start -1: not in the passage text), or null.
   */
  heading: { text: string; start: number } | null;
}

const STEP = /^\s*(?:\d{1,2}[.)]|step\s+\d{1,2}\b[:.)]?|[-•*▪◦]|\(?[a-z][.)])\s+\S/i;
export const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const isRow = (line: string) => line.includes("\t") || line.includes(" | ") || PHONE.test(line) || EMAIL.test(line);

/** A word's stem for matching a question to a passage: lower case, common endings off, at most 6 letters. */
export function stemOf(word: string): string {
  let w = word.toLowerCase().replace(/[’']s?$/, "");
  if (w.length > 4) w = w.replace(/(?:ations?|ings?|ments?|ed|es|s)$/, "");
  if (w.length > 3) w = w.replace(/e$/, "");
  if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w.slice(0, 6);
}

/** The stems of the significant words of `text`. */
export function stemsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}&]*/gu) ?? [];
  return new Set(words.filter((w) => !STOP_WORDS.has(w)).map(stemOf));
}

interface Line {
  text: string;
  start: number;
  end: number;
}

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const raw of text.split("\n")) {
    out.push({ text: raw, start, end: start + raw.length });
    start += raw.length + 1;
  }
  return out;
}

/** Sentences of a paragraph span, trimmed, as spans of the passage text. */
function sentences(text: string, from: number, to: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const body = text.slice(from, to);
  const cut = /[.!?](?=\s+[\p{Lu}\p{N}"“(])/gu;
  let begin = 0;
  for (let m = cut.exec(body); m; m = cut.exec(body)) {
    out.push([begin, m.index + 1]);
    begin = m.index + 1;
  }
  out.push([begin, body.length]);
  return out
    .map(([a, b]) => {
      const piece = body.slice(a, b);
      const lead = piece.length - piece.trimStart().length;
      return [from + a + lead, from + a + piece.trimEnd().length] as [number, number];
    })
    .filter(([a, b]) => b > a);
}

/** A line that can introduce what follows as its heading: short, no tab, no sentence's end. */
const leadIn = (line: string) => {
  const text = line.trim();
  return !text.includes("\t") && !/[.!?;,:]$/.test(text) && text.split(/\s+/).length <= 8 && !isRow(text);
};

/** The passage's quotable units in order; `carried` is the heading the passage falls under, if any. */
export function unitsOf(text: string, carried?: string | null): Unit[] {
  const units: Unit[] = [];
  let heading: Unit["heading"] = carried ? { text: carried, start: -1 } : null;
  let paragraph: Line[] = [];
  const flush = () => {
    // a short first line without a sentence's end, followed by a capitalised line, is the
    // paragraph's sentence-case heading ("Issue a certificate of insurance", then its intro)
    if (paragraph.length > 1 && leadIn(paragraph[0]!.text) && /^\s*\p{Lu}/u.test(paragraph[1]!.text)) {
      heading = { text: paragraph[0]!.text.trim(), start: paragraph[0]!.start };
      paragraph = paragraph.slice(1);
    }
    if (paragraph.length === 0) return;
    const [first, last] = [paragraph[0]!, paragraph.at(-1)!];
    for (const [start, end] of sentences(text, first.start, last.end))
      units.push({ kind: "sentence", start, end, heading });
    paragraph = [];
  };
  for (const line of linesOf(text)) {
    const trimmed = line.text.trim();
    const previous = units.at(-1);
    if (!trimmed) {
      flush();
      continue;
    }
    const title = headingOf(line.text);
    if (title && !STEP.test(line.text)) {
      flush();
      heading = { text: title, start: line.start };
      continue;
    }
    if (STEP.test(line.text)) {
      // a lone short line without a sentence's end just above a list introduces it ("What X declines")
      if (paragraph.length === 1 && leadIn(paragraph[0]!.text)) {
        heading = { text: paragraph[0]!.text.trim(), start: paragraph[0]!.start };
        paragraph = [];
      }
      flush();
      units.push({ kind: "step", start: line.start + line.text.indexOf(trimmed), end: line.end, heading });
    } else if (isRow(line.text)) {
      flush();
      units.push({ kind: "row", start: line.start + line.text.indexOf(trimmed), end: line.end, heading });
    } else if (previous?.kind === "step" && paragraph.length === 0 && previous.end === line.start - 1) {
      previous.end = line.end; // a step's wrapped line
    } else {
      paragraph.push(line);
    }
  }
  flush();
  for (const unit of units) unit.end = unit.start + text.slice(unit.start, unit.end).trimEnd().length;
  return units;
}
