/**
 * What a file is, decided by its content (magic bytes), never by its name or the browser's
 * claim. Only the kinds in domain/document.ts ACCEPTED_FILE_KINDS are recognised.
 */
export interface SniffedType {
  mimeType: string;
  /** Usual extension, without the dot. */
  extension: string;
  /** Shown inline in the browser (PDF and images); everything else is an attachment. */
  inlineSafe: boolean;
}

export type SniffResult = { ok: true; type: SniffedType } | { ok: false; reason: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

function includesBytes(bytes: Uint8Array, needle: number[]): boolean {
  const first = needle[0];
  outer: for (
    let i = bytes.indexOf(first!);
    i !== -1 && i <= bytes.length - needle.length;
    i = bytes.indexOf(first!, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const utf16le = (text: string) => Array.from(text, (c) => [c.charCodeAt(0), 0]).flat();

const type = (mimeType: string, extension: string, inlineSafe = false): SniffResult => ({
  ok: true,
  type: { mimeType, extension, inlineSafe },
});

/** Office Open XML: a ZIP whose parts name the application. */
function sniffZip(bytes: Uint8Array): SniffResult {
  if (includesBytes(bytes, ascii("word/"))) {
    return type("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx");
  }
  if (includesBytes(bytes, ascii("xl/"))) {
    return type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "xlsx");
  }
  return {
    ok: false,
    reason: "ZIP archives are not accepted; only Word (DOCX) and Excel (XLSX) files of that format are.",
  };
}

/** Compound File Binary (legacy Office): the directory names its main stream. */
function sniffOle(bytes: Uint8Array): SniffResult {
  if (includesBytes(bytes, utf16le("WordDocument"))) return type("application/msword", "doc");
  if (includesBytes(bytes, utf16le("Workbook")) || includesBytes(bytes, utf16le("Book"))) {
    return type("application/vnd.ms-excel", "xls");
  }
  return { ok: false, reason: "This Office file is not a Word (DOC) or Excel (XLS) document." };
}

const decoder = new TextDecoder("utf-8", { fatal: true });

function decodeText(bytes: Uint8Array): string | null {
  let sample = bytes;
  // a multi-byte character may be cut at the end of a sample: drop up to 3 trailing bytes
  for (let cut = 0; cut <= 3; cut++) {
    try {
      sample = bytes.subarray(0, bytes.length - cut);
      return decoder.decode(sample);
    } catch {
      if (bytes.length - cut <= 0) return null;
    }
  }
  return null;
}

function looksLikeText(text: string): boolean {
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    if (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) control++;
  }
  return control <= text.length / 100;
}

/** Windows (MZ), ELF, Mach-O and script programs. */
function isProgram(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, ascii("MZ")) ||
    startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) ||
    startsWith(bytes, [0xcf, 0xfa, 0xed, 0xfe]) ||
    startsWith(bytes, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(bytes, ascii("#!"))
  );
}

/** HTML or SVG, which a browser would run as a page: refused whatever the name. */
function looksLikeMarkup(text: string): boolean {
  const head = text.slice(0, 2048).trimStart().toLowerCase();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(!doctype html|html|svg|head|body|script|iframe)\b/.test(head);
}

const HEADER = /^[A-Za-z][A-Za-z0-9-]*:/;

/** An email message (RFC 5322): a header block with From and at least one other message header. */
function looksLikeEmail(text: string): boolean {
  const headerBlock = text.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const lines = headerBlock.split(/\r?\n/);
  if (!lines[0] || !HEADER.test(lines[0])) return false;
  const names = new Set<string>();
  for (const line of lines) {
    if (/^[ \t]/.test(line)) continue; // folded continuation
    if (!HEADER.test(line)) return false;
    names.add(line.slice(0, line.indexOf(":")).toLowerCase());
  }
  return (
    names.has("from") && ["date", "subject", "to", "message-id", "mime-version", "received"].some((n) => names.has(n))
  );
}

/**
 * Identifies `bytes` (the whole file, or at least its first 64 KB and last 64 KB joined) as
 * one of the accepted kinds. `name` only chooses between text and CSV.
 */
export function sniffFileType(bytes: Uint8Array, name = ""): SniffResult {
  if (bytes.length === 0) return { ok: false, reason: "The file is empty." };
  if (isProgram(bytes)) return { ok: false, reason: "Programs are not accepted." };
  // a PDF starts with its header (docs/product/security.md): a program with "%PDF-" inside is not one
  if (startsWith(bytes, ascii("%PDF-")) && (bytes[5] === 0x31 || bytes[5] === 0x32)) {
    return type("application/pdf", "pdf", true);
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return type("image/png", "png", true);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return type("image/jpeg", "jpg", true);
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return type("image/gif", "gif", true);
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return type("image/webp", "webp", true);
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return type("image/tiff", "tiff");
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffOle(bytes);
  const withoutBom = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  const text = decodeText(withoutBom.subarray(0, 64 * 1024));
  if (text !== null && looksLikeText(text)) {
    if (looksLikeMarkup(text)) return { ok: false, reason: "Web pages and SVG images are not accepted." };
    if (looksLikeEmail(text)) return type("message/rfc822", "eml");
    if (/\.csv$/i.test(name)) return type("text/csv; charset=utf-8", "csv");
    return type("text/plain; charset=utf-8", "txt");
  }
  return { ok: false, reason: "This kind of file is not accepted." };
}
