import { inflateRawSync } from "node:zlib";
import { DocumentError } from "./document-error.ts";
import { formatCount, READ_LIMITS } from "./read-limits.ts";

/**
 * Checks a Word document's zip before mammoth opens it (ADR 058): the number of parts, each
 * part's real uncompressed size and the XML parts' together (inflated here with a cap, whatever
 * sizes the zip declares), and the paragraphs and elements of its XML. A DOCX of five million
 * empty paragraphs is 485 KB, and mammoth's document tree of it exhausts any heap.
 */

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MB = 1024 * 1024;

const damaged = (cause?: unknown) =>
  new DocumentError("CORRUPT", "This Word document is damaged or is not a DOCX file", { cause });

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function entriesOf(zip: Buffer): Entry[] {
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw damaged();
  const total = zip.readUInt16LE(end + 10);
  if (total > READ_LIMITS.docxEntries) {
    throw new DocumentError(
      "TOO_LARGE",
      `This Word document has ${formatCount(total)} parts; at most ${formatCount(READ_LIMITS.docxEntries)} can be read`,
    );
  }
  const entries: Entry[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let n = 0; n < total; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw damaged();
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

const partTooLarge = (name: string) =>
  new DocumentError(
    "TOO_LARGE",
    `This Word document's part ${name} is larger than ${READ_LIMITS.docxEntryBytes / MB} MB uncompressed`,
  );
const wholeTooLarge = () =>
  new DocumentError(
    "TOO_LARGE",
    `This Word document's text parts are larger than ${READ_LIMITS.docxTotalBytes / MB} MB uncompressed`,
  );

/** A part's bytes, inflated to at most `cap` bytes (more throws `tooLarge()`). */
function inflate(zip: Buffer, entry: Entry, cap: number, tooLarge: () => DocumentError): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw damaged();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > cap) throw tooLarge();
    return data;
  }
  if (entry.method !== 8) throw damaged();
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(cap, 1) });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw tooLarge();
    throw damaged(error);
  }
}

/** `from` plus the matches of `pattern` in `text`, counting no further than one past `limit`. */
function countUpTo(text: string, pattern: RegExp, from: number, limit: number): number {
  let n = from;
  while (n <= limit && pattern.exec(text)) n++;
  return n;
}

/** Throws DocumentError when the DOCX is over a limit of READ_LIMITS (or is not a zip at all). */
export function checkDocx(bytes: Uint8Array): void {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = entriesOf(zip);
  let total = 0;
  let paragraphs = 0;
  let elements = 0;
  for (const entry of entries) {
    if (entry.size > READ_LIMITS.docxEntryBytes) throw partTooLarge(entry.name);
    if (!/\.(xml|rels)$/i.test(entry.name)) continue; // media: never decompressed to read the text
    const left = READ_LIMITS.docxTotalBytes - total;
    const cap = Math.min(READ_LIMITS.docxEntryBytes, left);
    const xml = inflate(zip, entry, cap, () =>
      cap < READ_LIMITS.docxEntryBytes ? wholeTooLarge() : partTooLarge(entry.name),
    );
    total += xml.length;
    const text = xml.toString("latin1");
    // any prefix may name WordprocessingML's namespace: "<w:p" is the usual paragraph, not the only one
    paragraphs = countUpTo(text, /<(?:[A-Za-z_][\w.-]*:)?p[\s/>]/g, paragraphs, READ_LIMITS.docxParagraphs);
    if (paragraphs > READ_LIMITS.docxParagraphs) {
      throw new DocumentError(
        "TOO_LARGE",
        `This Word document has more than ${formatCount(READ_LIMITS.docxParagraphs)} paragraphs; it cannot be read`,
      );
    }
    elements = countUpTo(text, /<[A-Za-z_]/g, elements, READ_LIMITS.docxElements);
    if (elements > READ_LIMITS.docxElements) {
      throw new DocumentError(
        "TOO_LARGE",
        `This Word document has more than ${formatCount(READ_LIMITS.docxElements)} elements; it cannot be read`,
      );
    }
  }
}
