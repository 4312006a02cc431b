// Reads one class of value from pages: the label (with synonyms), then the value on the same table
// row (the cell under the class's column, the rest of the label's cell, the next cell) or on the
// next line when the label stands alone. Each finding quotes the exact text it was read from.
import {
  labelLineOfBusiness,
  pageLineOfBusiness,
  pageLines,
  pageTitle,
  type LineOfBusiness,
  type Line,
} from "./page-lines.ts";
import type { QuestionClass } from "./question-classes.ts";
import type { Finding, PageText } from "./types.ts";
import { BARE_AMOUNT, matchValue, moneyPattern, normalizeValue, periodDates, type ValueKind } from "./values.ts";

/** How far after a label a value may sit in the same cell (prose mentioning a limit is not a value). */
const sameCellReach = 48;

/**
 * Whether a value read under line of business `lob` answers the question: the line the class or
 * the question names, or — when neither names one — anything but an umbrella's money (a question
 * that names no policy never reads an umbrella's limits as the primary policy's).
 */
function answersFor(cls: QuestionClass, asked: LineOfBusiness, lob: LineOfBusiness): boolean {
  const wanted = cls.lob ?? asked;
  if (wanted) return lob === wanted;
  return !(cls.value === "money" && lob === "umbrella");
}

/** A row's line of business: the one its label names ("Umbrella Each Occurrence"), else its page's. */
const rowLineOfBusiness = (line: Line, pageLob: LineOfBusiness): LineOfBusiness =>
  labelLineOfBusiness(line.cells[0]?.text ?? "") ?? pageLob;

export function findValues(cls: QuestionClass, pages: PageText[], asked: LineOfBusiness): Finding[] {
  const kind = cls.value as ValueKind;
  const found: Finding[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    const pageLob = pageLineOfBusiness(page.text);
    const lines = pageLines(page.text);
    for (const line of lines) {
      if (!answersFor(cls, asked, rowLineOfBusiness(line, pageLob))) continue;
      const split = kind === "money" ? splitLabel(cls, line) : null;
      if (split && !seen.has(normalizeValue(split))) {
        seen.add(normalizeValue(split));
        found.push({
          value: split,
          context: pageTitle(page.text),
          citation: {
            fileId: page.fileId,
            fileName: page.fileName,
            page: page.page,
            quote: page.text.slice(line.start, line.end),
          },
        });
      }
      for (let ci = 0; ci < line.cells.length; ci++) {
        const read =
          cls.id === "expirationDate"
            ? (readAt(cls, "period", lines, line, ci) ?? readAt(cls, kind, lines, line, ci))
            : readAt(cls, kind, lines, line, ci);
        if (!read) continue;
        const value = cls.id === "expirationDate" ? lastDate(read.value) : read.value;
        const key = normalizeValue(value);
        if (seen.has(key)) continue;
        seen.add(key);
        const quote = page.text.slice(read.quoteStart, read.quoteEnd);
        found.push({
          value,
          context: pageTitle(page.text),
          citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote },
        });
      }
    }
  }
  return found;
}

function lastDate(value: string): string {
  const dates = periodDates(value);
  return dates.length ? dates[dates.length - 1] : value;
}

interface Read {
  value: string;
  quoteStart: number;
  quoteEnd: number;
}

function readAt(cls: QuestionClass, kind: ValueKind, lines: Line[], line: Line, ci: number): Read | null {
  const cell = line.cells[ci];
  const m = cls.label.exec(cell.text);
  if (!m || cls.notLabel?.test(cell.text)) return null;
  const strictLabel = kind === "text" || kind === "address" || kind === "policyNumber" || kind === "naic";
  const restFrom = m.index + m[0].length;
  const rest = cell.text.slice(restFrom);
  // a label inside a cell must open it, unless what comes before it qualifies it ("Insured's
  // Mailing Address", "First Named Insured"); "Mailing Address of Named Insured" is an address
  const before = cell.text.slice(0, m.index);
  // deep in a sentence ("to be paid within 60 days of inception, being 31st May 2025") the words
  // are not a label, and the value after them answers another question
  if (m.index > 24 && isProse(before)) return null;
  if (strictLabel && m.index > 2 && !/named insured\s*(and|&)\s*$/i.test(before) && !isQualifier(before)) {
    // words of a sentence before it ("… other than the Named Insured."): the label is the sentence's
    if (isProse(before)) return null;
    // what comes first is the label's head: "Mailing Address of Named Insured" is an address
    if (/\b(address|number|no|date|phone|telephone|premium|limit|code|naic|fein|e-?mail)\b/i.test(before)) return null;
    if ((rest.replace(/[\s:#.]/g, "") && !isLabelTail(rest)) || m.index > 24) return null;
  }
  const row = (value: string): Read => ({ value, quoteStart: line.start, quoteEnd: line.end });

  // 1. a table with a header naming the column that holds this value
  if (cls.column) {
    const col = columnIndex(cls.column, lines, line);
    if (col !== null && col > ci) {
      const v = matchValue(kind, line.cells[col].text);
      return v ? row(v.value) : null;
    }
  }
  // 2. the rest of the label's own cell ("Each Occurrence Limit: $1,000,000")
  const restValue = valueInRest(kind, rest);
  if (restValue) return row(restValue);
  const bare = isLabelTail(rest)
    ? ""
    : rest
        .replace(/^\s*((and|&)\s+mailing address|limit|number|no\.?|code|date|name|#)\b|^\(s\)/i, "")
        .replace(/[\s:#.\-–]/g, "");
  if (bare && (kind === "text" || kind === "address")) {
    // a label and its value with no tab between them (scanned pages): "Named Insured Acme LLC",
    // "Agent of Record Lantern Risk", "Insurer (Issuing Company) Copperline Mutual"
    const skip = spacedTail(rest);
    const after = rest.slice(skip);
    const spaced =
      line.cells.length === 1 &&
      /^\s+[A-Z0-9]/.test(after) &&
      !isProse(after.slice(0, 12)) &&
      // "Insured Mailing Address: …" is another label with its value, not this label's value
      !/^\s*[A-Za-z'()/&. ]{1,40}:/.test(after) &&
      // an address read after a skipped tail must look like one (a street number or a post office box)
      (kind !== "address" || skip === 0 || /^\s+(\d|p\.?\s?o\.?\s+box)/i.test(after));
    return spaced ? row(after.trim()) : null;
  }
  if (bare && isProse(rest)) return null; // the label is inside a sentence, not a label
  // 3. the next cell on the row (a "$" alone at the row's end is the value's sign, the amount under it)
  const next = line.cells[ci + 1];
  // …unless the line above ends with an amount printed without its sign: then the amounts sit above
  // their captions (a flattened ACORD 25) and the one under belongs to the next caption
  const above = lines[line.index - 1]?.cells.at(-1)?.text ?? "";
  const signOnly = next && /^\$$/.test(next.text) && ci + 2 === line.cells.length && !BARE_AMOUNT.test(above);
  if (next && !signOnly) {
    const v =
      kind === "text" || kind === "address"
        ? { value: next.text }
        : (matchValue(kind, next.text) ?? plainAmount(kind, next.text));
    const lead = v ? next.text.slice(0, next.text.indexOf(v.value)) : "";
    if (v && (kind === "text" || kind === "address" || isValueLead(lead))) return row(v.value);
    return cls.column ? firstValueCell(cls.column, kind, line, ci) : null;
  }
  // 4. the label stands alone at the end of its line: the value opens the next line
  const below = lines.slice(line.index + 1).find((l) => l.cells.length > 0);
  if (!below || below.index > line.index + 2) return null;
  if (kind === "address") return addressBelow(lines, line, below);
  // the label's qualifier may open the next line before the amount: "Fire Damage" / "(Any one fire)  $ 75,000"
  const qualified = /^\([^()]{2,40}\)$/.test(below.cells[0].text) && below.cells.length > 1;
  const first = below.cells[qualified ? 1 : 0].text;
  const v = kind === "text" ? { value: first, start: 0 } : matchValue(kind, first);
  if (!v || v.start > 1) return null;
  return { value: v.value, quoteStart: line.start, quoteEnd: below.end };
}

/** An amount printed plain in a cell of its own after a money label ("Deductible  500"): 100 to 999. */
function plainAmount(kind: ValueKind, text: string): { value: string } | null {
  return kind === "money" && /^\d{3}(\.\d{2})?$/.test(text) ? { value: text } : null;
}

function valueInRest(kind: ValueKind, rest: string): string | null {
  if (kind === "text" || kind === "address") {
    // "Producer: X", "Agent of Record: X", "Name of Insured - X"
    const t = /^([^:\-–]*?)\s*[:\-–]\s*(.+)$/i.exec(rest);
    const tailOk = t && (!t[1].trim() || isLabelTail(t[1]));
    return t && tailOk && /[a-z0-9]/i.test(t[2]) ? t[2].trim() : null;
  }
  const v = matchValue(kind, rest);
  // "Deductible (Each Claim): 500" — a plain amount as the whole rest of a money label's cell
  const plain = kind === "money" && !v ? /^\s*[:\-–]\s*(\d{3}(?:\.\d{2})?)\s*$/.exec(withoutAsides(rest)) : null;
  if (plain) return plain[1];
  // the label's qualifier in parentheses is part of the label, not distance from it
  return v && withoutAsides(rest.slice(0, v.start)).length <= sameCellReach ? v.value : null;
}

/**
 * A label's qualifiers in parentheses left out: "(Other Than Products-Completed Operations)",
 * "(Any One Fire)" — declarations print them after the label, and they say which limit it is.
 */
const withoutAsides = (text: string) => text.replace(/\([^()]*\)/g, " ");

function addressBelow(lines: Line[], label: Line, first: Line): Read | null {
  // the block's lines, a blank line between them allowed (OCR of a scanned page leaves one
  // between printed lines); two blank lines end the block
  const block: Line[] = [];
  for (const l of lines.slice(first.index)) {
    if (l.cells.length) block.push(l);
    else if (!lines[l.index + 1]?.cells.length) break;
  }
  // "Named Insured and Mailing Address": the name comes first, then the address
  const taken: Line[] = [];
  for (const l of block.slice(/insured/i.test(label.text) ? 1 : 0).slice(0, 3)) {
    if (/:\s*$|^[A-Z][A-Za-z ]+:/.test(l.cells[0].text)) break;
    taken.push(l);
    if (/\b[A-Z]{2}\s+\d{5}(-\d{4})?\b/.test(l.text)) break;
  }
  if (!taken.length) return null;
  const value = taken.map((l) => l.cells[0].text).join(", ");
  return { value, quoteStart: label.start, quoteEnd: taken[taken.length - 1].end };
}

/** The index of the header cell matching `column` in the nearest header row above with as many cells. */
function columnIndex(column: RegExp, lines: Line[], line: Line): number | null {
  for (let i = line.index - 1; i >= 0 && i >= line.index - 25; i--) {
    const header = lines[i];
    if (header.cells.length < 2) continue;
    const isHeader = header.cells.every((c) => !/\d/.test(c.text));
    if (!isHeader) continue;
    if (header.cells.length !== line.cells.length) return null;
    const col = header.cells.findIndex((c) => column.test(c.text));
    return col >= 0 ? col : null;
  }
  return null;
}

/**
 * What follows a label in its cell when it is still the label: "of Record", "Limit of Liability",
 * "Limit of Insurance", "(s)", "Date", "of Insured" — label words only, no value, no sentence.
 */
export function isLabelTail(rest: string): boolean {
  if (/\d/.test(rest)) return false;
  const t = withoutAsides(rest).replace(/\(s\)/gi, " ");
  if (!t.trim()) return true; // only a qualifier in parentheses: "Insurer (Issuing Company)"
  const words: string[] = t.toLowerCase().match(/[a-z']+/g) ?? [];
  // another field's name joins the label only after "and": "Producer Name and Address" is the
  // producer's, "Insured Mailing Address" is an address
  const joined = words.indexOf("and");
  const foreign = words.findIndex((w) => fieldNames.has(w));
  if (
    foreign >= 0 &&
    (joined < 0 || joined > foreign) &&
    !/&/.test(t.slice(0, t.toLowerCase().indexOf(words[foreign])))
  )
    return false;
  return words.length <= 5 && words.every((w) => tailWords.has(w)) && /^[\s\w'.,:#/&\-–]*$/.test(t);
}

const fieldNames = new Set(["address", "mailing", "phone", "telephone"]);

/**
 * How much of the text after a label, on a scanned line where no tab separates label and value,
 * is still the label: a qualifier in parentheses, "/Broker", "of [the] [First] [Named] Insured",
 * "of Record".
 */
function spacedTail(rest: string): number {
  const m =
    /^(\s*\([^()]*\))?(\s*\/\s*(broker|agent|producer|agency|carrier|insurer)\b)?(\s+(of|and)\s+((the|first|named)\s+){0,2}(insured|record)\b)?/i.exec(
      rest,
    );
  return m ? m[0].length : 0;
}

const tailWords = new Set(
  (
    "of on the record limit limits liability insurance amount each per any one occurrence agg aggregate " +
    "date dates number num no name names code insured insured's insureds company applies operations ops op " +
    "injury first named agent broker producer agency carrier insurer issuing writing and & address mailing"
  ).split(" "),
);

/** Words that may open a label before its head noun: "First Named Insured", "Insured's Mailing Address". */
function isQualifier(before: string): boolean {
  const words = before.toLowerCase().match(/[a-z']+/g) ?? [];
  return words.length > 0 && words.length <= 3 && !/\d/.test(before) && words.every((w) => qualifierWords.has(w));
}

const qualifierWords = new Set("first the insured insured's insureds policy issuing writing primary".split(" "));

/**
 * What may stand between a label and its value in the next cell: "$", "From", "On", "Effective",
 * a time of day ("12:01 A.M.", "12:01 a.m. standard time").
 */
function isValueLead(lead: string): boolean {
  const t = lead
    .replace(/\b\d{1,2}:\d{2}\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/gi, " ")
    .replace(/\b(standard|local)\s+time\b/gi, " ")
    .replace(/[,.:]/g, " ");
  return /^\s*(\$|from|on|at|effective|beginning|commencing)?(\s+(from|on|at))?\s*$/i.test(t);
}

/** What follows a label in its cell: more of the label ("Operations Aggregate", "(Any one person)") or a sentence. */
function isProse(rest: string): boolean {
  const t = withoutAsides(rest)
    .replace(/[:#.\-–\s]+$/, "")
    .trim();
  return t.length > 40 || /\b(the|is|are|shown|we|will|our|this|that|which|for|of)\b/i.test(t);
}

/**
 * A row whose label is split around its value ("Bodily Injury by Disease\t$500,000\tpolicy limit"):
 * the label read from the row's text cells, the value from its only value cell.
 */
function splitLabel(cls: QuestionClass, line: Line): string | null {
  if (line.cells.length === 1) return splitLabelInCell(cls, line.cells[0].text);
  if (line.cells.length < 3) return null;
  const values = line.cells.filter((c) => matchValue("money", c.text)?.value === c.text);
  if (values.length !== 1) return null;
  const label = line.cells
    .filter((c) => c !== values[0] && /[a-z]/i.test(c.text))
    .map((c) => c.text)
    .join(" ");
  const first = line.cells.findIndex((c) => c === values[0]);
  if (first === 0 || !cls.label.test(label) || cls.notLabel?.test(label)) return null;
  if (line.cells.slice(0, first).some((c) => cls.label.test(c.text))) return null; // read by the cell rules
  return values[0].text;
}

/**
 * The same on a scanned line, where no tab separates the cells: "Bodily Injury by Disease
 * $500,000 policy limit" — one amount, a short label on each side of it, no sentence.
 */
function splitLabelInCell(cls: QuestionClass, text: string): string | null {
  const amounts = [...text.matchAll(new RegExp(moneyPattern.source, "gi"))];
  if (amounts.length !== 1) return null;
  const m = amounts[0];
  // a word such as "included" inside a sentence ("Defense included in Deductible: Yes") splits no label
  if (!/\d/.test(m[0])) return null;
  const before = text.slice(0, m.index).trim();
  const after = text.slice(m.index + m[0].length).trim();
  if (!/[a-z]/i.test(before) || !/[a-z]/i.test(after) || before.length > 40 || after.length > 40) return null;
  if (isProse(before) || isProse(after) || cls.label.test(before)) return null; // the cell rules read it
  const label = `${before} ${after}`;
  return cls.label.test(label) && !cls.notLabel?.test(label) ? m[0] : null;
}

/**
 * A row whose header could not be aligned ("Bodily Injury Each Person\t7\t$100,000\t$1,100"): its
 * only value cell, or, for a limit, the first (declarations print the limit before the premium).
 */
function firstValueCell(column: RegExp, kind: ValueKind, line: Line, ci: number): Read | null {
  const values = line.cells.slice(ci + 1).filter((c) => matchValue(kind, c.text)?.value === c.text);
  if (!values.length || (values.length > 1 && !column.test("limit"))) return null;
  return { value: values[0].text, quoteStart: line.start, quoteEnd: line.end };
}
