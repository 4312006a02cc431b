import type { ExtractedPage } from "./document-error.ts";
import { headingOf } from "./headings.ts";

/**
 * Passages for search (ADR 027): a page's lines grouped into chunks of CHUNK_MIN–CHUNK_MAX
 * characters, cut after a blank line once CHUNK_MIN is reached, else before the line that would
 * pass CHUNK_MAX. A chunk never crosses a page and never cuts a line (a table row stays whole),
 * except a single line longer than CHUNK_MAX, cut between words. Each chunk is an exact substring
 * of its page's text, so a quote taken from it is found on the page.
 *
 * Each chunk carries its heading (ADR 032): the nearest heading above its first line (on its page,
 * or carried from an earlier page) and the headings inside it, one per line, so that search can
 * weigh a section's title above a passing mention.
 */

export const CHUNK_MIN = 800;
export const CHUNK_MAX = 1200;

export interface Chunk {
  page: number;
  ordinal: number;
  text: string;
  /** The headings the passage falls under or contains, one per line ("" when none). */
  heading: string;
}

/** Pieces of an over-long line, cut between words (or hard, when one word is longer). */
function splitLongLine(line: string): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > CHUNK_MAX) {
    const space = rest.lastIndexOf(" ", CHUNK_MAX);
    const cut = space > CHUNK_MIN / 2 ? space : CHUNK_MAX;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * A page's chunks; `carried` is the heading in force where the page starts (the last one of the
 * pages before), and the page's own last heading is returned for the next page.
 */
export function chunkPage(
  page: ExtractedPage,
  firstOrdinal: number,
  carried = "",
): { chunks: Chunk[]; lastHeading: string } {
  const out: Array<{ text: string; heading: string }> = [];
  let current: string[] = [];
  let headings: string[] = [];
  let size = 0;
  let last = carried;
  const flush = () => {
    const text = current.join("\n").trim();
    if (text) out.push({ text, heading: [...new Set(headings)].join("\n") });
    current = [];
    headings = last ? [last] : [];
    size = 0;
  };
  flush();
  for (const line of page.text.split("\n")) {
    if (line.length > CHUNK_MAX) {
      flush();
      out.push(...splitLongLine(line).map((text) => ({ text, heading: last })));
      continue;
    }
    if (size > 0 && size + line.length + 1 > CHUNK_MAX) flush();
    const heading = headingOf(line);
    if (heading) {
      // a heading that opens the chunk replaces the one carried in
      if (current.every((l) => !l.trim())) headings = [];
      headings.push(heading);
      last = heading;
    }
    current.push(line);
    size += line.length + 1;
    if (line === "" && size >= CHUNK_MIN) flush();
  }
  flush();
  return {
    chunks: out.map((chunk, i) => ({ page: page.number, ordinal: firstOrdinal + i, ...chunk })),
    lastHeading: last,
  };
}

/** Every page's chunks, numbered in document order, headings carried across pages. */
export function chunkPages(pages: ExtractedPage[]): Chunk[] {
  const chunks: Chunk[] = [];
  let heading = "";
  for (const page of pages) {
    const read = chunkPage(page, chunks.length, heading);
    chunks.push(...read.chunks);
    heading = read.lastHeading;
  }
  return chunks;
}
