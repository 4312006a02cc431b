import type { PDFFont } from "pdf-lib";

/** Text helpers for the standard (WinAnsi) PDF fonts: safe characters, widths and wrapping. */

const REPLACEMENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00a0": " ",
  "\t": " ",
};

const charsets = new WeakMap<PDFFont, Set<number>>();

/** `text` with every character the font cannot encode replaced (smart quotes → straight, others → ?). */
export function encodable(font: PDFFont, text: string): string {
  let charset = charsets.get(font);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    charsets.set(font, charset);
  }
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n")) {
    if (char === "\n" || charset.has(char.codePointAt(0)!)) out += char;
    else out += REPLACEMENTS[char] ?? "?";
  }
  return out;
}

/** Lines of at most `maxWidth` points; words longer than a line are broken. Keeps explicit line breaks. */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const width = (value: string) => font.widthOfTextAtSize(value, size);
  const lines: string[] = [];
  for (const paragraph of encodable(font, text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (width(line) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && width(line.slice(0, cut)) > maxWidth) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** One line cut with "..." to fit `maxWidth`. */
export function fitText(font: PDFFont, text: string, size: number, maxWidth: number): string {
  const safe = encodable(font, text).replace(/\n/g, " ");
  if (font.widthOfTextAtSize(safe, size) <= maxWidth) return safe;
  let cut = safe.length;
  while (cut > 0 && font.widthOfTextAtSize(`${safe.slice(0, cut)}...`, size) > maxWidth) cut--;
  return `${safe.slice(0, cut)}...`;
}
