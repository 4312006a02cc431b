import type { FontSet } from "./pdf-fonts.ts";

/** Text helpers over a font set: widths, wrapping, one-line fitting. */

/** Lines of at most `maxWidth` points; words longer than a line are broken. Keeps explicit line breaks. */
export function wrapText(fonts: FontSet, text: string, size: number, maxWidth: number): string[] {
  const width = (value: string) => fonts.width(value, size);
  const lines: string[] = [];
  for (const paragraph of fonts.printable(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (width(line) > maxWidth && [...line].length > 1) {
        const chars = [...line];
        let cut = chars.length - 1;
        while (cut > 1 && width(chars.slice(0, cut).join("")) > maxWidth) cut--;
        lines.push(chars.slice(0, cut).join(""));
        line = chars.slice(cut).join("");
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Whether `text` fits on one line of `maxWidth` points. */
export function fitsOneLine(fonts: FontSet, text: string, size: number, maxWidth: number): boolean {
  return !text.includes("\n") && fonts.width(text, size) <= maxWidth;
}

/** One line cut with "..." to fit `maxWidth` (only for our own labels; data never goes through here). */
export function fitText(fonts: FontSet, text: string, size: number, maxWidth: number): string {
  const safe = fonts.printable(text).replace(/\n/g, " ");
  if (fonts.width(safe, size) <= maxWidth) return safe;
  const chars = [...safe];
  let cut = chars.length;
  while (cut > 0 && fonts.width(`${chars.slice(0, cut).join("")}...`, size) > maxWidth) cut--;
  return `${chars.slice(0, cut).join("")}...`;
}
