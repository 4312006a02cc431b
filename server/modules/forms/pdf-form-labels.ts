import { createRequire } from "node:module";
import path from "node:path";

/**
 * The words printed beside a form field, read from the page (docs/product/form-skills-pdf-editor.md
 * "Labels"): the page's text with positions (pdfjs), joined into phrases, and for each widget
 * the phrase nearest it — left of it on the same line, else above it; a checkbox's or a radio
 * button's own caption is the phrase just right of it.
 */

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve("pdfjs-dist/package.json"));
const STANDARD_FONTS = path.join(PDFJS_DIR, "standard_fonts") + path.sep;
type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<PdfJs> | null = null;
const loadPdfJs = () => (pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs"));

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Printed words on one line, close together: `text` starts at (x, y) on its baseline and ends at `end`. */
export interface Phrase {
  text: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

interface Run {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Runs further apart than this many font sizes are different phrases. */
const PHRASE_GAP_EM = 1.2;

function phrasesOf(runs: Run[]): Phrase[] {
  const placed = runs
    .filter((run) => run.str.trim() !== "")
    .map((run) => {
      const [a = 1, b = 0, , d = 1, x = 0, y = 0] = run.transform;
      const size = Math.max(Math.hypot(a, b), Math.abs(d), 1);
      return { text: run.str, x, y, end: x + run.width, size };
    })
    .sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: Phrase[][] = [];
  for (const run of placed) {
    const line = lines.find((candidate) => Math.abs(candidate[0]!.y - run.y) < run.size * 0.35);
    if (line) line.push(run);
    else lines.push([run]);
  }
  const phrases: Phrase[] = [];
  for (const line of lines) {
    line.sort((p, q) => p.x - q.x);
    let current: Phrase | null = null;
    for (const run of line) {
      if (current && run.x - current.end <= current.size * PHRASE_GAP_EM) {
        const spaced = run.x - current.end > current.size * 0.12 && !/\s$/.test(current.text);
        current.text += `${spaced ? " " : ""}${run.text}`;
        current.end = Math.max(current.end, run.end);
      } else {
        current = { ...run };
        phrases.push(current);
      }
    }
  }
  return phrases.map((phrase) => ({ ...phrase, text: phrase.text.replace(/\s+/g, " ").trim() }));
}

/** Each page's phrases, or null when the text cannot be read (the labels then fall back). */
export async function readPagePhrases(bytes: Uint8Array): Promise<Phrase[][] | null> {
  const lib = await loadPdfJs();
  const task = lib.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: lib.VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    const pages: Phrase[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(phrasesOf(content.items.flatMap((item) => ("str" in item ? [item as Run] : []))));
      page.cleanup();
    }
    return pages;
  } catch {
    return null;
  } finally {
    await task.destroy().catch(() => {});
  }
}

/** A label as people write it: no trailing colon, asterisk or fill-in underscores. */
export function cleanLabel(text: string): string {
  return text
    .replace(/[_.]{3,}/g, " ")
    .replace(/^\s*(\(?[0-9]{1,2}[.)]|\(?[a-z][.)])\s+/i, "")
    .replace(/[\s:*?]*$/u, (tail) => (tail.includes("?") ? "?" : ""))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 160);
}

const middle = (rect: Rect) => rect.y + rect.height / 2;
/** The phrase's vertical middle (the baseline plus a third of the font size). */
const phraseMiddle = (phrase: Phrase) => phrase.y + phrase.size * 0.35;
const onLine = (phrase: Phrase, rect: Rect) =>
  Math.abs(phraseMiddle(phrase) - middle(rect)) <= Math.max(rect.height / 2, phrase.size * 0.6) + 2;
const inside = (phrase: Phrase, rect: Rect) =>
  phrase.x >= rect.x - 1 &&
  phrase.end <= rect.x + rect.width + 1 &&
  phraseMiddle(phrase) >= rect.y &&
  phraseMiddle(phrase) <= rect.y + rect.height;

/** The text just right of a box (a checkbox's caption), within two font sizes. */
export function captionRightOf(rect: Rect, phrases: Phrase[], widgets: Rect[]): string | null {
  const right = rect.x + rect.width;
  const candidates = phrases.filter(
    (phrase) =>
      onLine(phrase, rect) &&
      phrase.x >= right - 1 &&
      phrase.x - right <= phrase.size * 2 + 2 &&
      !widgets.some((other) => inside(phrase, other)),
  );
  const nearest = candidates.sort((p, q) => p.x - q.x)[0];
  return nearest ? cleanLabel(nearest.text) || null : null;
}

/**
 * The label of a widget: the nearest phrase left of it on its line (with no other widget in
 * between), else the nearest phrase just above it overlapping it horizontally.
 */
export function labelNear(rect: Rect, phrases: Phrase[], widgets: Rect[]): string | null {
  const others = widgets.filter((other) => other !== rect);
  const visible = phrases.filter((phrase) => !widgets.some((widget) => inside(phrase, widget)));
  const left = visible
    .filter(
      (phrase) =>
        onLine(phrase, rect) &&
        phrase.end <= rect.x + 2 &&
        rect.x - phrase.end <= 240 &&
        !others.some(
          (other) => onLine(phrase, other) && other.x >= phrase.end - 1 && other.x + other.width <= rect.x + 1,
        ),
    )
    .sort((p, q) => q.end - p.end)[0];
  const leftText = left ? cleanLabel(left.text) : "";
  if (leftText) return leftText;
  const top = rect.y + rect.height;
  const above = visible
    .filter(
      (phrase) =>
        phrase.y >= top - 2 &&
        phrase.y - top <= phrase.size * 2.5 + 4 &&
        phrase.x < rect.x + rect.width &&
        phrase.end > rect.x - 6 &&
        !others.some(
          (other) =>
            other.y >= top - 1 &&
            other.y + other.height <= phrase.y + 1 &&
            other.x < rect.x + rect.width &&
            other.x + other.width > rect.x,
        ),
    )
    .sort((p, q) => p.y - q.y || Math.abs(p.x - rect.x) - Math.abs(q.x - rect.x))[0];
  const aboveText = above ? cleanLabel(above.text) : "";
  return aboveText || null;
}
