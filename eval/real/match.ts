// Whether a value Cara stated is the document's value, for the real-documents evaluation. Written
// apart from the reader's own normalisation (values.ts), so a reader bug cannot hide here: text is
// compared with case, spacing and punctuation ignored; amounts by their number; dates by the day
// they name, in any of the forms carriers print.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const loose = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9%]+/g, " ")
    .trim();

/** Every day named in `s`, as yyyy-mm-dd. */
export function daysIn(s: string): string[] {
  const out: string[] = [];
  const pad = (n: string | number) => String(n).padStart(2, "0");
  const year = (y: string) => (y.length === 2 ? `20${y}` : y);
  for (const m of s.matchAll(/\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/g))
    out.push(`${year(m[3]!)}-${pad(m[1]!)}-${pad(m[2]!)}`);
  for (const m of s.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) out.push(`${m[1]}-${m[2]}-${m[3]}`);
  for (const m of s.matchAll(/\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/g)) {
    const i = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase());
    if (i >= 0) out.push(`${m[3]}-${pad(i + 1)}-${pad(m[2]!)}`);
  }
  for (const m of s.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b/g)) {
    const i = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase());
    if (i >= 0) out.push(`${m[3]}-${pad(i + 1)}-${pad(m[1]!)}`);
  }
  return [...new Set(out)];
}

/** The amounts in `s` (commas and "$" dropped), "1M"/"$25K" read as numbers. */
export function amountsIn(s: string): number[] {
  const out: number[] = [];
  for (const m of s.matchAll(/\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(k|m|mm|million)?\b/gi)) {
    let n = Number(m[1]!.replace(/,/g, "") + (m[2] ?? ""));
    const unit = m[3]?.toLowerCase();
    if (unit === "k") n *= 1_000;
    else if (unit) n *= 1_000_000;
    out.push(n);
  }
  return out;
}

const isAmount = (s: string) => /^\s*\$?\s?[\d,]+(\.\d+)?\s?(k|m|mm)?\s*(net)?\s*$/i.test(s);

/** `stated` is `expected`: the same text, the same amount, or the same days. */
export function sameValue(stated: string, expected: string): boolean {
  const s = loose(stated);
  const e = loose(expected);
  if (!s || !e) return false;
  if (s === e) return true;
  const expectedDays = daysIn(expected);
  if (expectedDays.length) {
    const statedDays = daysIn(stated);
    return expectedDays.every((d) => statedDays.includes(d)) && statedDays.every((d) => expectedDays.includes(d));
  }
  if (isAmount(expected)) {
    const [want] = amountsIn(expected);
    const got = amountsIn(stated);
    // the amount itself, with at most a short qualifier ("$300,000 each occurrence")
    return got.length === 1 && got[0] === want && s.length <= e.length + 40;
  }
  // a name or number with a little more around it ("Spinnaker Insurance Company, NAIC 24376")
  const padded = ` ${s} `;
  return padded.includes(` ${e} `) && s.length <= Math.max(e.length * 1.6, e.length + 12);
}

/** `stated` matches the expected value or one of its accepted spellings. */
export function matches(stated: string, expected: string, accept: string[]): boolean {
  return [expected, ...accept].some((e) => sameValue(stated, e));
}

/** A quoted passage (an answer that quotes rather than states a value) holds the value. */
export function passageHolds(passage: string, expected: string, accept: string[]): boolean {
  const p = ` ${loose(passage)} `;
  return [expected, ...accept].some((e) => loose(e) && p.includes(` ${loose(e)} `));
}
