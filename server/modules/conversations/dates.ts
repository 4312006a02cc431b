/**
 * Dates as clients write them ("12/31", "December 1st", "January 1, 2027", "end of this month",
 * "yesterday"), read against the day the message arrived. A date without a year is the one of
 * that month and day nearest the arrival (a cancellation is back-dated a few days or set a few
 * weeks ahead, never a year away). Answers ISO days (YYYY-MM-DD).
 */
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_WORD =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const NAMED = new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, "gi");
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/g;
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

function valid(year: number, month: number, day: number): boolean {
  const date = utc(year, month, day);
  return month >= 0 && month < 12 && date.getUTCMonth() === month && date.getUTCDate() === day;
}

function nearest(month: number, day: number, received: Date): Date | null {
  const year = received.getUTCFullYear();
  const options = [year - 1, year, year + 1].filter((y) => valid(y, month, day)).map((y) => utc(y, month, day));
  options.sort((a, b) => Math.abs(a.getTime() - received.getTime()) - Math.abs(b.getTime() - received.getTime()));
  return options[0] ?? null;
}

export interface FoundDate {
  iso: string;
  /** The words it was read from. */
  words: string;
  index: number;
}

/** Every explicit date in the text, in order. */
export function explicitDates(text: string, received: Date): FoundDate[] {
  const found: FoundDate[] = [];
  for (const m of text.matchAll(NAMED)) {
    const month = MONTHS.findIndex((name) => name.startsWith(m[1]!.toLowerCase().replace(/\.$/, "").slice(0, 3)));
    const day = Number(m[2]);
    const date = m[3]
      ? valid(Number(m[3]), month, day)
        ? utc(Number(m[3]), month, day)
        : null
      : nearest(month, day, received);
    if (date) found.push({ iso: iso(date), words: m[0], index: m.index });
  }
  for (const m of text.matchAll(NUMERIC)) {
    const month = Number(m[1]) - 1;
    const day = Number(m[2]);
    let date: Date | null;
    if (m[3]) {
      const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
      date = valid(year, month, day) ? utc(year, month, day) : null;
    } else date = nearest(month, day, received);
    if (date) found.push({ iso: iso(date), words: m[0], index: m.index });
  }
  for (const m of text.matchAll(ISO)) {
    if (valid(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
      found.push({ iso: `${m[1]}-${m[2]}-${m[3]}`, words: m[0], index: m.index });
  }
  return found.sort((a, b) => a.index - b.index);
}

const RELATIVE: Array<[RegExp, (received: Date) => Date]> = [
  [/\bend of (this|the) month\b/i, (r) => utc(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)],
  [/\bend of next month\b/i, (r) => utc(r.getUTCFullYear(), r.getUTCMonth() + 2, 0)],
  [/\bend of (this|the) year\b|\byear[- ]end\b/i, (r) => utc(r.getUTCFullYear(), 11, 31)],
  [
    /\b(today|immediately|right away|as of now|effective now)\b/i,
    (r) => utc(r.getUTCFullYear(), r.getUTCMonth(), r.getUTCDate()),
  ],
  [/\byesterday\b/i, (r) => utc(r.getUTCFullYear(), r.getUTCMonth(), r.getUTCDate() - 1)],
  [/\btomorrow\b/i, (r) => utc(r.getUTCFullYear(), r.getUTCMonth(), r.getUTCDate() + 1)],
];

/** A relative date ("end of this month", "yesterday") with its words, or null. */
export function relativeDate(text: string, received: Date): FoundDate | null {
  for (const [pattern, date] of RELATIVE) {
    const m = pattern.exec(text);
    if (m) return { iso: iso(date(received)), words: m[0], index: m.index };
  }
  return null;
}
