import { createRequire } from "node:module";
import path from "node:path";
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist/types/src/display/api";
import { DocumentError, MAX_DOCUMENT_PAGES, type ExtractedPage, type ExtractOptions } from "./document-error.ts";
import { checkTextLength } from "./extract-formats.ts";
import { openOcrSession, type OcrSession } from "./ocr.ts";
import { READ_LIMITS } from "./read-limits.ts";
import { linesOfRuns, type TextRun } from "./pdf-layout.ts";
import { normalisePageText, textLayerGarbled } from "./text-normalise.ts";

/**
 * PDF pages: the text layer through pdfjs (legacy build, runs on Node's main thread), laid
 * out by `linesOfRuns`; a page with almost no text that paints an image is rendered at
 * OCR_DPI and read by OCR (ADR 027).
 */

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve("pdfjs-dist/package.json"));
const STANDARD_FONTS = path.join(PDFJS_DIR, "standard_fonts") + path.sep;
const CMAPS = path.join(PDFJS_DIR, "cmaps") + path.sep;
/** OpenJPEG and JBIG2 decoders: scanned pages are often JPEG 2000 or JBIG2 images. */
const WASM = path.join(PDFJS_DIR, "wasm") + path.sep;

/** A page with fewer visible characters in its text layer than this is treated as scanned. */
export const OCR_MIN_TEXT_CHARS = 20;
/** Resolution of the page image OCR reads. */
export const OCR_DPI = 170;

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<PdfJs> | null = null;
const loadPdfJs = () => (pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs"));

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const lib = await loadPdfJs();
  // pdfjs takes ownership of (and detaches) the buffer it is given: hand it a copy.
  const task = lib.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    cMapUrl: CMAPS,
    cMapPacked: true,
    wasmUrl: WASM,
    isEvalSupported: false,
    useSystemFonts: false,
    // an embedded image of more pixels is not decoded (ADR 058): a few KB can decode to gigabytes
    maxImageSize: READ_LIMITS.imagePixels,
    verbosity: lib.VerbosityLevel.ERRORS,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    const name = (error as { name?: string }).name;
    if (name === "PasswordException") {
      throw new DocumentError("ENCRYPTED", "This PDF is protected by a password", { cause: error });
    }
    throw new DocumentError("CORRUPT", "This PDF is damaged or is not a PDF", { cause: error });
  }
}

async function paintsImage(lib: PdfJs, page: PDFPageProxy): Promise<boolean> {
  const ops = await page.getOperatorList();
  const imageOps = new Set<number>([
    lib.OPS.paintImageXObject,
    lib.OPS.paintInlineImageXObject,
    lib.OPS.paintImageMaskXObject,
    lib.OPS.paintImageXObjectRepeat,
    lib.OPS.paintInlineImageXObjectGroup,
  ]);
  return ops.fnArray.some((fn) => imageOps.has(fn));
}

/** pdfjs's own canvas factory: its @napi-rs/canvas build, which its image painting must share. */
interface PdfCanvasFactory {
  create(width: number, height: number): { canvas: PdfCanvas; context: CanvasRenderingContext2D };
  destroy(pair: { canvas: PdfCanvas; context: CanvasRenderingContext2D }): void;
}
interface PdfCanvas {
  width: number;
  height: number;
  encode(format: "png"): Promise<Uint8Array>;
}

/** The scale a page is drawn at for OCR: OCR_DPI, less for a page so large it would pass READ_LIMITS.imagePixels. */
export function ocrScale(width: number, height: number): number {
  const scale = OCR_DPI / 72;
  const pixels = width * scale * height * scale;
  return pixels > READ_LIMITS.imagePixels ? scale * Math.sqrt(READ_LIMITS.imagePixels / pixels) : scale;
}

async function renderPng(pdf: PDFDocumentProxy, page: PDFPageProxy): Promise<Uint8Array> {
  const [width, height] = [page.view[2]! - page.view[0]!, page.view[3]! - page.view[1]!];
  const viewport = page.getViewport({ scale: ocrScale(Math.abs(width), Math.abs(height)) });
  const factory = pdf.canvasFactory as PdfCanvasFactory;
  const pair = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    pair.context.fillStyle = "#ffffff";
    pair.context.fillRect(0, 0, pair.canvas.width, pair.canvas.height);
    await page.render({
      canvas: pair.canvas as unknown as HTMLCanvasElement,
      canvasContext: pair.context,
      viewport,
    }).promise;
    return await pair.canvas.encode("png");
  } finally {
    factory.destroy(pair);
  }
}

async function readPage(
  lib: PdfJs,
  pdf: PDFDocumentProxy,
  page: PDFPageProxy,
  ocr: () => OcrSession,
): Promise<ExtractedPage> {
  const content = await page.getTextContent();
  const runs = content.items.filter((item): item is TextRun & (typeof content.items)[number] => "str" in item);
  const lines = linesOfRuns(runs);
  const garbled = textLayerGarbled(lines.join("\n"));
  const text = garbled ? "" : normalisePageText(lines);
  const visible = text.replace(/\s/g, "").length;
  if (!garbled && (visible >= OCR_MIN_TEXT_CHARS || !(await paintsImage(lib, page)))) {
    return { number: page.pageNumber, text, ocr: false };
  }
  const read = await ocr().read(await renderPng(pdf, page));
  return read.replace(/\s/g, "").length > visible
    ? { number: page.pageNumber, text: read, ocr: true }
    : { number: page.pageNumber, text, ocr: false };
}

/** Every page of a PDF, in order. Throws DocumentError (ENCRYPTED, CORRUPT, TOO_LARGE, EMPTY). */
export async function extractPdf(bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractedPage[]> {
  const lib = await loadPdfJs();
  const pdf = await openPdf(bytes);
  let session: OcrSession | null = null;
  const ocr = () => (session ??= openOcrSession());
  try {
    if (pdf.numPages > MAX_DOCUMENT_PAGES) {
      throw new DocumentError(
        "TOO_LARGE",
        `This PDF has ${pdf.numPages} pages; at most ${MAX_DOCUMENT_PAGES} pages can be read`,
      );
    }
    const pages: ExtractedPage[] = [];
    let chars = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      try {
        pages.push(await readPage(lib, pdf, page, ocr));
      } catch (error) {
        if (error instanceof DocumentError) throw error;
        throw new DocumentError("CORRUPT", `Page ${number} of this PDF is damaged`, { cause: error });
      } finally {
        page.cleanup();
      }
      chars += pages.at(-1)!.text.length;
      checkTextLength(chars, "PDF");
      await options.onPage?.(number, pdf.numPages);
    }
    if (pages.every((page) => page.text === "")) {
      throw new DocumentError("EMPTY", "No text could be read from this PDF");
    }
    return pages;
  } finally {
    await (session as OcrSession | null)?.close();
    await pdf.destroy();
  }
}
