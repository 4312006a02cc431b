import { deflateSync } from "node:zlib";
import { PDFDocument } from "@cantoo/pdf-lib";
import JSZip from "jszip";

/**
 * Hostile files made on the fly for the tests (never committed): each is small to upload and
 * costly to read, as the issue 29 probe found (docs/product/documents.md, "Files that cannot be
 * read safely").
 */

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A real (minimal) DOCX around a `word/document.xml` body. */
export async function docxOf(body: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${DOCX_MIME}.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 9 } });
}

/** A DOCX of `paragraphs` empty paragraphs (five million: about 485 KB, the probe's bomb). */
export const docxBomb = (paragraphs = 5_000_000) => docxOf("<w:p/>".repeat(paragraphs));

/** A text file of one line of `bytes` characters, no line break (the probe's 20 MB line). */
export const oneLineText = (bytes = 20 * 1024 * 1024) => new TextEncoder().encode("a".repeat(bytes));

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A valid white PNG of `side` × `side` pixels, 1 bit grey: 20,000 × 20,000 (400 million pixels,
 * 1.6 GB once decoded to RGBA) compresses to about 50 KB.
 */
export function pngBomb(side = 20_000): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.alloc(row.byteLength * side);
  for (let y = 0; y < side; y++) row.copy(raw, y * row.byteLength);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/** A PDF of `count` blank pages (10,000: far past MAX_DOCUMENT_PAGES). */
export async function manyPagesPdf(count = 10_000): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage([612, 792]);
  return doc.save({ useObjectStreams: true });
}
