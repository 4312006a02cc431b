import { DEFAULT_MAX_UPLOAD_MB } from "../../../domain/document.ts";
import { DocumentError, type ExtractedPage, type ExtractInput, type ExtractOptions } from "./document-error.ts";
import { extractDocx, extractEmail, extractImage, extractPlainText } from "./extract-formats.ts";
import { extractPdf } from "./pdf-extract.ts";
import { readInReader } from "./reader-pool.ts";

export { DocumentError, MAX_DOCUMENT_PAGES, type ExtractedPage } from "./document-error.ts";

/**
 * The one way any document is read (workspace files, knowledge base, policy documents):
 * page by page, text layer first, OCR offline for scans and images (ADR 027), in a reader
 * process under READ_LIMITS, never on the calling process's thread (ADR 058).
 */

type Kind = "PDF" | "TEXT" | "DOCX" | "EMAIL" | "IMAGE";

const EXTENSION_KINDS: Record<string, Kind> = {
  pdf: "PDF",
  txt: "TEXT",
  text: "TEXT",
  csv: "TEXT",
  md: "TEXT",
  docx: "DOCX",
  eml: "EMAIL",
  png: "IMAGE",
  jpg: "IMAGE",
  jpeg: "IMAGE",
  tif: "IMAGE",
  tiff: "IMAGE",
  bmp: "IMAGE",
  gif: "IMAGE",
  webp: "IMAGE",
};
const IMAGE_MIME: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  tif: "image/tiff",
  tiff: "image/tiff",
  bmp: "image/bmp",
  gif: "image/gif",
  webp: "image/webp",
};

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
const isPdfBytes = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 1024)).includes("%PDF-");

function kindOf(input: ExtractInput): Kind | null {
  const mime = input.mimeType.toLowerCase().split(";")[0]!.trim();
  if (mime === "application/pdf" || isPdfBytes(input.bytes)) return "PDF";
  if (mime === "application/vnd.openxmlformats-officedocument.wordprocessingml.document") return "DOCX";
  if (mime === "message/rfc822") return "EMAIL";
  if (mime.startsWith("image/")) return "IMAGE";
  if (mime.startsWith("text/")) return "TEXT";
  return EXTENSION_KINDS[extensionOf(input.fileName)] ?? null;
}

function imageMime(input: ExtractInput): string {
  const mime = input.mimeType.toLowerCase().split(";")[0]!.trim();
  return mime.startsWith("image/") ? mime : (IMAGE_MIME[extensionOf(input.fileName)] ?? mime);
}

/**
 * Pages of a document in order, read in a reader process (reader-pool.ts); throws DocumentError
 * when it cannot be read, a limit of READ_LIMITS included. `options.onPage` is called as pages are
 * read, each call awaited before the next and before the pages are answered.
 */
export async function extractDocument(
  input: ExtractInput,
  options: ExtractOptions = {},
): Promise<{ pages: ExtractedPage[] }> {
  checkBytes(input, options); // before the bytes are sent anywhere
  return readInReader(input, options);
}

function checkBytes(input: ExtractInput, options: ExtractOptions): void {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;
  if (input.bytes.byteLength > maxBytes) {
    const mb = Math.round(maxBytes / 1024 / 1024);
    throw new DocumentError("TOO_LARGE", `This file is larger than ${mb} MB`);
  }
  if (input.bytes.byteLength === 0) throw new DocumentError("EMPTY", "This file is empty");
}

/** What extractDocument does, on this thread: only a reader process calls it (reader-process.ts). */
export async function readDocument(
  input: ExtractInput,
  options: ExtractOptions = {},
): Promise<{ pages: ExtractedPage[] }> {
  checkBytes(input, options);
  const kind = kindOf(input);
  let pages: ExtractedPage[];
  switch (kind) {
    case "PDF":
      return { pages: await extractPdf(input.bytes, options) };
    case "TEXT":
      pages = extractPlainText(input.bytes);
      break;
    case "DOCX":
      pages = await extractDocx(input.bytes);
      break;
    case "EMAIL":
      pages = await extractEmail(input.bytes);
      break;
    case "IMAGE":
      pages = await extractImage(input.bytes, imageMime(input));
      break;
    default:
      throw new DocumentError("UNSUPPORTED", `${input.fileName || "This file"} is not a format Cara can read`);
  }
  for (let i = 1; i <= pages.length; i++) await options.onPage?.(i, pages.length);
  return { pages };
}
