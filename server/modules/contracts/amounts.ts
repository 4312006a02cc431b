// Amounts, day counts and years as contracts write them: "$1,000,000", "$1M", "$2 million",
// "One Million Dollars ($1,000,000)", "thirty (30) days", "three (3) years".

export interface Amount {
  /** Whole dollars. */
  value: number;
  start: number;
  end: number;
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
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  "twenty-one": 21,
  "twenty-five": 25,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  fifty: 50,
  sixty: 60,
  "seventy-five": 75,
  ninety: 90,
};
const WORD = Object.keys(WORD_NUMBERS).join("|");

const MONEY =
  /\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(million|mil\b|MM\b|M\b|thousand|K\b)?|\b(\d{1,3}(?:,\d{3}){2,})\b|\b(one|two|three|four|five|ten)\s+million(?:\s+dollars)?(?!\s*\(\$)/gi;

function scale(word: string | undefined): number {
  const w = (word ?? "").toLowerCase();
  if (w === "million" || w === "mil" || w === "mm" || w === "m") return 1_000_000;
  if (w === "thousand" || w === "k") return 1_000;
  return 1;
}

/** Whether an amount is written in words ("Two Million"). */
const inWords = (text: string, amount: Amount) => !/[$\d]/.test(text.slice(amount.start, amount.end));

/** The dollar amounts in a text, in order. */
export function amountsIn(text: string): Amount[] {
  const out: Amount[] = [];
  for (const m of text.matchAll(MONEY)) {
    let value: number;
    if (m[1]) value = Math.round(Number(m[1].replace(/,/g, "")) * scale(m[2]));
    else if (m[3]) value = Number(m[3].replace(/,/g, ""));
    else value = WORD_NUMBERS[m[4]!.toLowerCase()]! * 1_000_000;
    if (!Number.isFinite(value) || value < 1000) continue;
    out.push({ value, start: m.index, end: m.index + m[0].length });
  }
  // "Two Million Dollars ($2,000,000)": one amount said twice, in words and in figures
  return out.filter(
    (amount, i) =>
      !(
        inWords(text, amount) &&
        out[i + 1]?.value === amount.value &&
        /^\s*dollars\s*\(\s*$/i.test(text.slice(amount.end, out[i + 1]!.start))
      ),
  );
}

/** "$1,000,000". */
export const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;

/** The first "N days" (digits or words) in a text. */
export function daysIn(text: string): number | null {
  const m = new RegExp(`\\b(?:(\\d{1,3})|(${WORD}))\\s*(?:\\((\\d{1,3})\\)\\s*)?(?:calendar\\s+)?days?\\b`, "i").exec(
    text,
  );
  if (!m) return null;
  return Number(m[1] ?? m[3] ?? WORD_NUMBERS[m[2]!.toLowerCase()]);
}

/** The first "N years" (digits or words) in a text. */
export function yearsIn(text: string): number | null {
  const m = new RegExp(`\\b(?:(\\d{1,2})|(${WORD}))\\s*(?:\\((\\d{1,2})\\)\\s*)?(?:full\\s+)?years?\\b`, "i").exec(
    text,
  );
  if (!m) return null;
  return Number(m[1] ?? m[3] ?? WORD_NUMBERS[m[2]!.toLowerCase()]);
}
