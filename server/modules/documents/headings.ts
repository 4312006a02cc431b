/**
 * Headings of a page's lines (ADR 032): what a passage is about, weighed above its body in search.
 * A heading is a short line that names a section rather than says something: a markdown heading
 * ("## Adding a vehicle"), a numbered section title ("3.2 Adding a vehicle"), a line in upper case
 * ("CLAIMS REPORTING") or in title case ("Office Hours and Escalation"), or a short line ending
 * with ":" that introduces a block ("To issue a certificate:"). Table rows (tab-separated cells),
 * sentences (ending with "." "?" "!") and numbered steps are not headings.
 */

const MAX_HEADING = 80;
const SMALL_WORDS = new Set("a an and as at but by for from in into nor of on or per the to vs via with".split(" "));

const words = (line: string) => line.match(/[\p{L}\p{N}][\p{L}\p{N}'’&/-]*/gu) ?? [];

function isTitleCase(text: string): boolean {
  const all = words(text);
  if (all.length === 0 || all.length > 10) return false;
  const letters = all.filter((w) => /^\p{L}/u.test(w));
  if (letters.length === 0 || !/^\p{Lu}/u.test(letters[0]!)) return false;
  return letters.every((w) => /^\p{Lu}/u.test(w) || SMALL_WORDS.has(w.toLowerCase()));
}

function isUpperCase(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters.length >= 3 && letters === letters.toUpperCase() && /\p{L}{3}/u.test(text);
}

/** The heading a line is (its text without the markdown marks), or null. */
export function headingOf(line: string): string | null {
  const text = line.trim();
  if (!text || text.length > MAX_HEADING || text.includes("\t")) return null;
  const markdown = /^#{1,6}\s+(.+?)\s*#*$/.exec(text);
  if (markdown) return markdown[1]!;
  if (/[.?!;,]$/.test(text)) return null;
  if (/:$/.test(text)) return words(text).length <= 12 ? text.slice(0, -1).trim() : null;
  if (text.includes(":")) return null;
  // "3.2 Adding a vehicle", "Section 4 Claims"; a single-level "1. Call the carrier" is a step
  const numbered = /^(?:section\s+)?(\d+(?:\.\d+)+|\d+)\.?\s+(.+)$/i.exec(text);
  if (numbered) {
    const multiLevel = numbered[1]!.includes(".") || /^section/i.test(text);
    return (multiLevel || isUpperCase(numbered[2]!)) && /^\p{Lu}/u.test(numbered[2]!) ? text : null;
  }
  if (/^[-*•▪◦]\s/.test(text) || /^\(?[a-z0-9]{1,2}[.)]\s/i.test(text)) return null;
  if (/^page\s+\d+(\s+of\s+\d+)?$/i.test(text)) return null; // a running footer
  if (isUpperCase(text)) return text;
  // title case without digits or commas (an address line or a name with a date is not a title)
  if (words(text).length >= 2 && !/[\d,]/.test(text) && isTitleCase(text)) return text;
  return null;
}
