// Amounts, day counts and years as contracts write them: "$1,000,000", "$1M", "$2 million",
// "US$5,000,000", "One Million Dollars ($1,000,000)" (one amount), "ten million dollars",
// "thirty (30) days", "three (3) years", and amounts a filed agreement blacks out ("$[***]",
// "[***] per individual claim"): redacted, so the requirement stands with no amount.

export interface Amount {
  /** Whole dollars. */
  value: number;
  start: number;
  end: number;
}

/** An amount a contract states for a limit; null when the filed agreement redacts the figure. */
export interface LimitAmount extends Omit<Amount, "value"> {
  value: number | null;
}

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  "twenty-five": 25,
  thirty: 30,
  "forty-five": 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
  "one hundred": 100,
  "one hundred twenty": 120,
  "one hundred eighty": 180,
  "two hundred fifty": 250,
  "five hundred": 500,
};
// Longest first, so "twenty-five" is not read as "twenty".
const WORD = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[ -]/g, "[\\s-]+"))
  .join("|");

const FIGURE =
  /(?:\b(?:US|USD|U\.S\.|AU|CAD|C)\s?)?[$£€]\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\.\d{2})?\s*(million|mil\b|MM\b|M\b|thousand|K\b)?|\b(\d{1,3}(?:,\d{3}){2,})\b/gi;
const WORDS_AMOUNT = new RegExp(
  `\\b(${WORD})\\s+(million|thousand)(?:\\s+(?:US\\s+|U\\.S\\.\\s+|United\\s+States\\s+)?dollars)?`,
  "gi",
);
/** A figure in brackets or parentheses right after words states the same amount: "One Million Dollars ($1,000,000)". */
const FIGURE_FOLLOWS = /^\s*[([]\s*(?:US|USD|U\.S\.)?\s?\$/i;
/** "$[***]", "[***]", "[…***…]": a blacked-out figure. */
const REDACTED = /(?:\b(?:US|USD)\s?)?\$?\s?\[\s*(?:(?:…|\.{3})\s*)?\*(?:[\s*])*(?:(?:…|\.{3})\s*)?\]/g;
/** A redaction is an amount only where an amount is expected: after a currency or "limit of", or before a limit's name. */
const AMOUNT_BEFORE =
  /(?:\$|\b(?:US|USD)|limits?\s+of|less\s+than|minimum\s+of|at\s+least|amount\s+of|in\s+excess\s+of|coverage\s+of)\s*$/i;
const AMOUNT_AFTER =
  /^\s*(?:\(?\s*\$?\s*\[?[\s*…]*\]?\s*\)?\s*)?(?:dollars\b|(?:per|each|for\s+each|any\s+one|in\s+the)\s+(?:individual\s+)?(?:occurrence|claim|accident|person|employee|aggregate)|(?:annual\s+|general\s+)?aggregate|combined\s+single|CSL\b|disease|policy\s+limit)/i;

function scale(word: string | undefined): number {
  const w = (word ?? "").toLowerCase();
  if (w === "million" || w === "mil" || w === "mm" || w === "m") return 1_000_000;
  if (w === "thousand" || w === "k") return 1_000;
  return 1;
}

/** The dollar amounts in a text, in order. */
export function amountsIn(text: string): Amount[] {
  const out: Amount[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const value = m[1] ? Math.round(Number(m[1].replace(/,/g, "")) * scale(m[2])) : Number(m[3]!.replace(/,/g, ""));
    if (!Number.isFinite(value) || value < 1000) continue;
    out.push({ value, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(WORDS_AMOUNT)) {
    const end = m.index + m[0].length;
    if (out.some((a) => a.start < end && a.end > m.index)) continue;
    if (FIGURE_FOLLOWS.test(text.slice(end, end + 12))) continue;
    const number = WORD_NUMBERS[m[1]!.toLowerCase().replace(/[\s-]+/g, (s) => (s.includes("-") ? "-" : " "))];
    if (number) out.push({ value: number * scale(m[2]), start: m.index, end });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The amounts a clause states for its limits: the dollar amounts and the redacted ones (value null). */
export function limitAmountsIn(text: string): LimitAmount[] {
  const out: LimitAmount[] = amountsIn(text);
  for (const m of text.matchAll(REDACTED)) {
    const end = m.index + m[0].length;
    if (out.some((a) => a.start < end && a.end > m.index)) continue;
    if (/^\s*(?:US\s+)?dollars\s*\(/i.test(text.slice(end, end + 20))) continue; // "[***] dollars ($[***])" is one
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    if (m[0].includes("$") || AMOUNT_BEFORE.test(before) || AMOUNT_AFTER.test(text.slice(end, end + 40)))
      out.push({ value: null, start: m.index, end });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** "$1,000,000". */
export const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;

const COUNT = (unit: string, digits: number) =>
  new RegExp(
    `\\b(?:(\\d{1,${digits}})|(${WORD}))\\s*(?:\\((\\d{1,${digits}})\\)\\s*)?(?:full\\s+|calendar\\s+)?${unit}\\b`,
    "gi",
  );

function countOf(m: RegExpMatchArray): number {
  return Number(
    m[1] ?? m[3] ?? WORD_NUMBERS[m[2]!.toLowerCase().replace(/[\s-]+/g, (s) => (s.includes("-") ? "-" : " "))],
  );
}

/** Every "N days" (digits or words) in a text, with where it is. */
export function dayCountsIn(text: string): Array<{ days: number; start: number }> {
  return [...text.matchAll(COUNT("days?", 3))].map((m) => ({ days: countOf(m), start: m.index }));
}

/** The first "N days" (digits or words) in a text. */
export function daysIn(text: string): number | null {
  return dayCountsIn(text)[0]?.days ?? null;
}

/** Every "N years" or "N months" (digits or words) in a text, in years, with where it is ("six (6) months": 0.5). */
export function yearCountsIn(text: string): Array<{ years: number; start: number; end: number }> {
  const years = [...text.matchAll(COUNT("years?", 2))].map((m) => ({
    years: countOf(m),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const months = [...text.matchAll(COUNT("months?", 2))].map((m) => ({
    years: Math.round((countOf(m) / 12) * 100) / 100,
    start: m.index,
    end: m.index + m[0].length,
  }));
  return [...years, ...months].sort((a, b) => a.start - b.start);
}

/** The first "N years" (digits or words) in a text. */
export function yearsIn(text: string): number | null {
  return yearCountsIn(text)[0]?.years ?? null;
}
