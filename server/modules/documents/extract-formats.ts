import { loadImage, createCanvas } from "@napi-rs/canvas";
import mammoth from "mammoth";
import { simpleParser } from "mailparser";
import { DocumentError, type ExtractedPage } from "./document-error.ts";
import { checkDocx } from "./docx-guard.ts";
import { checkImageSize } from "./image-size.ts";
import { openOcrSession } from "./ocr.ts";
import { formatCount, READ_LIMITS } from "./read-limits.ts";
import { normaliseText } from "./text-normalise.ts";

/**
 * Formats other than PDF (docs/product/documents.md, "Reading documents"): plain text, Word
 * (DOCX), email (EML) and images. Formats without pages are cut into sections of about
 * SECTION_CHARS at paragraph (or line) boundaries, numbered as pages so a citation points to
 * a small part of the document; a form feed in plain text always starts a new page.
 */

export const SECTION_CHARS = 3000;

/** Pages of about SECTION_CHARS, cut at a blank line when one is near, else at a line end, never inside a line. */
export function sectionPages(text: string): ExtractedPage[] {
  const pages: string[] = [];
  for (const part of text.replace(/\r\n?/g, "\n").split("\f")) {
    let current: string[] = [];
    let size = 0;
    for (const line of normaliseText(part).split("\n")) {
      if (size > 0 && size + line.length + 1 > SECTION_CHARS) {
        const blank = current.lastIndexOf("");
        const cut = blank > current.length / 2 ? blank : current.length;
        pages.push(current.slice(0, cut).join("\n"));
        current = current.slice(cut);
        size = current.reduce((sum, kept) => sum + kept.length + 1, 0);
      }
      current.push(line);
      size += line.length + 1;
    }
    pages.push(current.join("\n"));
  }
  return pages
    .map((page) => normaliseText(page))
    .filter((page) => page !== "")
    .map((page, i) => ({ number: i + 1, text: page, ocr: false }));
}

/** Throws TOO_LARGE when a document's text is longer than READ_LIMITS allows (before it is cut into pages). */
export function checkTextLength(length: number, what: string): void {
  if (length > READ_LIMITS.documentChars) {
    throw new DocumentError(
      "TOO_LARGE",
      `This ${what} holds more than ${formatCount(READ_LIMITS.documentChars)} characters of text; it cannot be read`,
    );
  }
}

function requireText(pages: ExtractedPage[], what: string): ExtractedPage[] {
  if (pages.length === 0) throw new DocumentError("EMPTY", `No text could be read from this ${what}`);
  return pages;
}

export function extractPlainText(bytes: Uint8Array): ExtractedPage[] {
  const text = new TextDecoder("utf-8").decode(bytes);
  if (text.includes("\u0000")) throw new DocumentError("CORRUPT", "This text file contains binary data");
  checkTextLength(text.length, "text file");
  return requireText(sectionPages(text), "text file");
}

export async function extractDocx(bytes: Uint8Array): Promise<ExtractedPage[]> {
  checkDocx(bytes);
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  } catch (error) {
    throw new DocumentError("CORRUPT", "This Word document is damaged or is not a DOCX file", { cause: error });
  }
  checkTextLength(text.length, "Word document");
  return requireText(sectionPages(text), "Word document");
}

/** An email: its headers and its text body as page 1 (more pages only when it is long); attachments are not read. */
export async function extractEmail(bytes: Uint8Array): Promise<ExtractedPage[]> {
  const mail = await simpleParser(Buffer.from(bytes)).catch((error: unknown) => {
    throw new DocumentError("CORRUPT", "This email could not be read", { cause: error });
  });
  const address = (value: typeof mail.from | typeof mail.to) =>
    (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(", ");
  const headers = [
    ["From", address(mail.from)],
    ["To", address(mail.to)],
    ["Cc", address(mail.cc)],
    ["Date", mail.date ? mail.date.toISOString() : ""],
    ["Subject", mail.subject ?? ""],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}: ${value}`);
  const body = mail.text ?? (typeof mail.html === "string" ? mail.html.replace(/<[^>]+>/g, " ") : "");
  if (headers.length === 0 && !body.trim()) throw new DocumentError("EMPTY", "This email has no text");
  checkTextLength(body.length, "email");
  return requireText(sectionPages(`${headers.join("\n")}\n\n${body}`), "email");
}

/** Images tesseract reads directly; others (GIF, WebP) are decoded and handed over as PNG. */
const OCR_NATIVE = new Set(["image/png", "image/jpeg", "image/tiff", "image/bmp"]);

export async function extractImage(bytes: Uint8Array, mimeType: string): Promise<ExtractedPage[]> {
  checkImageSize(bytes);
  let image = bytes;
  if (!OCR_NATIVE.has(mimeType)) {
    try {
      const decoded = await loadImage(Buffer.from(bytes));
      const canvas = createCanvas(decoded.width, decoded.height);
      const context = canvas.getContext("2d");
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(decoded, 0, 0);
      image = await canvas.encode("png");
    } catch (error) {
      throw new DocumentError("CORRUPT", "This image is damaged", { cause: error });
    }
  }
  const session = openOcrSession();
  try {
    const text = await session.read(image).catch((error: unknown) => {
      throw new DocumentError("CORRUPT", "This image is damaged", { cause: error });
    });
    if (!text) throw new DocumentError("EMPTY", "No text could be read from this image");
    return [{ number: 1, text, ocr: true }];
  } finally {
    await session.close();
  }
}
