import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { createWorker, type Worker } from "tesseract.js";
import { linesOfRuns, type TextRun } from "./pdf-layout.ts";
import { normaliseText } from "./text-normalise.ts";

/**
 * Offline OCR (ADR 027): tesseract.js with the English model shipped in
 * @tesseract.js-data/eng (LSTM "best_int"), never the network. One worker per extraction,
 * created on the first page that needs it and terminated at the end.
 */

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
const CACHE_PATH = path.join(os.tmpdir(), "cara-tesseract-cache");

/** Lines whose OCR confidence is below this (0–100) are dropped as noise. */
export const MIN_LINE_CONFIDENCE = 30;

export interface OcrSession {
  /** The text of an image (PNG, JPEG, TIFF, BMP bytes), lines joined by "\n". */
  read(image: Uint8Array): Promise<string>;
  close(): Promise<void>;
}

export function openOcrSession(): OcrSession {
  let worker: Promise<Worker> | null = null;
  const start = () =>
    (worker ??= createWorker("eng", 1, {
      langPath: LANG_PATH,
      gzip: true,
      cachePath: CACHE_PATH,
      logger: () => {},
      errorHandler: () => {},
    }));
  return {
    async read(image) {
      const ocr = await start();
      const { data } = await ocr.recognize(Buffer.from(image), {}, { text: true, blocks: true });
      const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
      if (lines.length === 0) return normaliseText(data.text ?? "");
      return layOutWords(lines.filter((line) => line.confidence >= MIN_LINE_CONFIDENCE));
    },
    async close() {
      if (!worker) return;
      const started = worker;
      worker = null;
      await (await started).terminate();
    },
  };
}

/** A recognised line's words as placed text runs (PDF orientation: y grows upwards). */
export interface OcrLine {
  words: { text: string; bbox: { x0: number; y0: number; x1: number; y1: number } }[];
  bbox: { y1: number };
  rowAttributes?: { rowHeight: number };
}

/**
 * A recognised line's words placed where they were read, so OCR text goes through the same
 * layout rule as a PDF's text layer (ADR 073): words on one baseline across blocks form one
 * line, and a wide gap between them (a form's next box, a table's next cell) becomes "\t".
 * The line's row height stands for the font size.
 */
export function layOutWords(lines: OcrLine[]): string {
  return normaliseText(linesOfRuns(lines.flatMap(wordRuns)).join("\n"));
}

function wordRuns(line: OcrLine): TextRun[] {
  const size = Math.max(line.rowAttributes?.rowHeight ?? 0, 1);
  return line.words
    .filter((word) => word.text.trim() !== "")
    .map((word) => ({
      // a word always ends with a space: OCR words are never pieces of one word
      str: `${word.text} `,
      transform: [size, 0, 0, size, word.bbox.x0, -line.bbox.y1],
      width: word.bbox.x1 - word.bbox.x0,
      height: size,
    }));
}
