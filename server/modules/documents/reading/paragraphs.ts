// Paragraphs of policy wording: an enumerated item ("f. Pollution") and the lines that follow it
// up to the next item or a blank line.
import type { Line } from "./page-lines.ts";

export const itemStart = /^(\(?[a-z0-9]{1,2}[.)]|[A-Z]\.|SECTION|EXCLUSION)\s/;

/** A short enumerated line: the heading of a section of wording. */
export function isHeading(text: string): boolean {
  const first = text.split("\n")[0].trim();
  return itemStart.test(first) && first.length < 80;
}

export function paragraphEnd(lines: Line[], from: Line): Line {
  let last = from;
  for (const l of lines.slice(from.index + 1, from.index + 8)) {
    if (!l.text.trim() || itemStart.test(l.text.trim())) break;
    last = l;
  }
  // a heading with no body under it says little: take the next item's paragraph too
  if (last === from && from.text.length < 60) {
    // scanned pages often leave a blank line between a heading and its paragraph
    const next = lines.slice(from.index + 1, from.index + 3).find((l) => l.text.trim());
    if (next && !itemStart.test(next.text.trim())) return paragraphEnd(lines, next);
  }
  return last;
}
