// Value shapes Cara reads from insurance documents, and how two values are compared.

export type ValueKind = "money" | "date" | "period" | "policyNumber" | "naic" | "text" | "address";

const month = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?";
// 04/24/2027, 09-23-2023 (as carriers print periods), 2027-04-24, April 24, 2027, 1 April 2025 / 31st May 2025
const dateSource = `(?:\\d{1,2}/\\d{1,2}/\\d{2,4}|(?<![\\d-])\\d{1,2}-\\d{1,2}-\\d{4}(?![\\d-])|\\d{4}-\\d{2}-\\d{2}|${month}\\s+\\d{1,2},?\\s+\\d{4}|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${month}\\s+\\d{4})`;
export const datePattern = new RegExp(dateSource, "gi");
export const moneyPattern =
  /\$\s?\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\$\s?\d+(?:\.\d+)?\s?(?:K|MM|M)\b|\$\s?\d+(?:\.\d{2})?|\b\d{1,3}(?:,\d{3})+(?:\.\d{2})?\b|\b(?:Not Covered|Excluded|Included)\b/gi;
/** A policy number; its digit groups may be spaced ("CGL 2026 118842"), a date or an amount after it is not taken. */
export const policyNumberPattern =
  /\b(?:[A-Z]{1,6}[- ]?)?[A-Z0-9]*\d[A-Z0-9-]{3,}\b(?: [A-Z0-9]*\d[A-Z0-9-]*(?![\w/,$]|\.\d))*/g;
export const naicPattern = /\b\d{5}\b/g;

/** The first match of a value kind in `text` (from `from`), with its offset. */
export function matchValue(kind: ValueKind, text: string, from = 0): { value: string; start: number } | null {
  const slice = text.slice(from);
  if (kind === "period") {
    const dates = [...slice.matchAll(new RegExp(dateSource, "gi"))];
    if (dates.length < 2) return null;
    const a = dates[0];
    const b = dates[1];
    return { value: slice.slice(a.index, b.index + b[0].length), start: from + a.index };
  }
  const re = kind === "money" ? moneyPattern : kind === "date" ? datePattern : kind === "naic" ? naicPattern : null;
  if (re) {
    re.lastIndex = 0;
    const m = re.exec(slice);
    return m ? { value: m[0], start: from + m.index } : null;
  }
  if (kind === "policyNumber") {
    policyNumberPattern.lastIndex = 0;
    const m = policyNumberPattern.exec(slice);
    return m ? { value: m[0], start: from + m.index } : null;
  }
  const t = slice.replace(/^[\s:#.\-–]+/, "");
  const start = from + (slice.length - t.length);
  const value = t.trimEnd();
  return /[a-z0-9]/i.test(value) ? { value, start } : null;
}

/** The two dates of a period value. */
export function periodDates(value: string): string[] {
  return [...value.matchAll(new RegExp(dateSource, "gi"))].map((m) => m[0]);
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

export function isoDate(value: string): string | null {
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(value.trim());
  if (m) {
    const y = m[3].length === 2 ? `20${m[3]}` : m[3];
    return `${y}-${m[1].padStart(2, "0")}-${m[2].padStart(2, "0")}`;
  }
  m = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value.trim());
  if (m) return `${m[3]}-${m[1].padStart(2, "0")}-${m[2].padStart(2, "0")}`;
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (m) return value.trim();
  m = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?\s+(\d{4})$/i.exec(value.trim());
  if (m) {
    const i = months.indexOf(m[2].slice(0, 3).toLowerCase());
    if (i >= 0) return `${m[3]}-${String(i + 1).padStart(2, "0")}-${m[1].padStart(2, "0")}`;
  }
  m = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(value.trim());
  if (m) {
    const i = months.indexOf(m[1].slice(0, 3).toLowerCase());
    if (i >= 0) return `${m[3]}-${String(i + 1).padStart(2, "0")}-${m[2].padStart(2, "0")}`;
  }
  return null;
}

/** A comparable form of a value: digits for money, ISO for dates, lower-case letters and digits otherwise. */
export function normalizeValue(value: string): string {
  const v = value.trim();
  if (/^\$?\s?[\d,]+(\.\d{2})?$/.test(v)) return v.replace(/[^\d.]/g, "").replace(/\.00$/, "");
  const dates = periodDates(v);
  if (dates.length && dates[0] === v) return isoDate(v) ?? v;
  if (dates.length === 2 && v.length < 60) return dates.map((d) => isoDate(d) ?? d).join("..");
  return v.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

/** An amount printed without its sign, in a cell of its own (a certificate prints the "$" beside the caption). */
export const BARE_AMOUNT = /^\d{1,3}(?:,\d{3})+$/;
