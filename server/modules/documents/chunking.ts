import type { ExtractedPage } from "./document-error.ts";

/**
 * Passages for search (ADR 027): a page's lines grouped into chunks of CHUNK_MIN–CHUNK_MAX
 * characters, cut after a blank line once CHUNK_MIN is reached, else before the line that would
 * pass CHUNK_MAX. A chunk never crosses a page and never cuts a line (a table row stays whole),
 * except a single line longer than CHUNK_MAX, cut between words. Each chunk is an exact substring
 * of its page's text, so a quote taken from it is found on the page.
 */

export const CHUNK_MIN = 800;
export const CHUNK_MAX = 1200;

export interface Chunk {
  page: number;
  ordinal: number;
  text: string;
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

export function chunkPage(page: ExtractedPage, firstOrdinal: number): Chunk[] {
  const texts: string[] = [];
  let current: string[] = [];
  let size = 0;
  const flush = () => {
    const text = current.join("\n").trim();
    if (text) texts.push(text);
    current = [];
    size = 0;
  };
  for (const line of page.text.split("\n")) {
    if (line.length > CHUNK_MAX) {
      flush();
      texts.push(...splitLongLine(line));
      continue;
    }
    if (size > 0 && size + line.length + 1 > CHUNK_MAX) flush();
    current.push(line);
    size += line.length + 1;
    if (line === "" && size >= CHUNK_MIN) flush();
  }
  flush();
  return texts.map((text, i) => ({ page: page.number, ordinal: firstOrdinal + i, text }));
}

/** Every page's chunks, numbered in document order. */
export function chunkPages(pages: ExtractedPage[]): Chunk[] {
  const chunks: Chunk[] = [];
  for (const page of pages) chunks.push(...chunkPage(page, chunks.length));
  return chunks;
}
