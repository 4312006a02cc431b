import { DocumentError } from "./document-error.ts";
import { formatCount, READ_LIMITS } from "./read-limits.ts";

/**
 * An image's width and height read from its header, before anything decodes it (ADR 058): a
 * 20,000 × 20,000 PNG compresses to about 50 KB and decodes to 1.6 GB. PNG, JPEG, GIF, BMP, WebP
 * and TIFF (every page); null when the header cannot be read.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (n: number) => b.length >= n;
  if (has(24) && b.readUInt32BE(0) === 0x89504e47 && b.toString("latin1", 12, 16) === "IHDR")
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (has(10) && b.toString("latin1", 0, 3) === "GIF") return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (has(26) && b.toString("latin1", 0, 2) === "BM")
    return { width: Math.abs(b.readInt32LE(18)), height: Math.abs(b.readInt32LE(22)) };
  if (has(4) && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  if (has(30) && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return webpSize(b);
  if (has(8) && (b.toString("latin1", 0, 4) === "II*\u0000" || b.toString("latin1", 0, 4) === "MM\u0000*"))
    return tiffSize(b);
  return null;
}

function jpegSize(b: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // SOF0–SOF15 carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + b.readUInt16BE(at + 2);
  }
  return null;
}

function webpSize(b: Buffer): { width: number; height: number } | null {
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8 ") return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

/** The largest page of a TIFF (tags 256 ImageWidth, 257 ImageLength of each IFD). */
function tiffSize(b: Buffer): { width: number; height: number } | null {
  const le = b[0] === 0x49;
  const u16 = (at: number) => (le ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (le ? b.readUInt32LE(at) : b.readUInt32BE(at));
  let best: { width: number; height: number } | null = null;
  let ifd = u32(4);
  for (let pages = 0; ifd > 0 && ifd + 2 <= b.length && pages < 1000; pages++) {
    const count = u16(ifd);
    let width = 0;
    let height = 0;
    for (let i = 0; i < count; i++) {
      const at = ifd + 2 + i * 12;
      if (at + 12 > b.length) return best;
      const tag = u16(at);
      const value = u16(at + 2) === 3 ? u16(at + 8) : u32(at + 8);
      if (tag === 256) width = value;
      if (tag === 257) height = value;
    }
    if (!best || width * height > best.width * best.height) best = { width, height };
    const next = ifd + 2 + count * 12;
    if (next + 4 > b.length) break;
    ifd = u32(next);
  }
  return best && best.width > 0 && best.height > 0 ? best : null;
}

/** Throws DocumentError when the image's header cannot be read or it has more pixels than READ_LIMITS allows. */
export function checkImageSize(bytes: Uint8Array): void {
  const size = imageSize(bytes);
  if (!size) throw new DocumentError("CORRUPT", "This image is damaged");
  if (size.width * size.height > READ_LIMITS.imagePixels) {
    throw new DocumentError(
      "TOO_LARGE",
      `This image is ${size.width} × ${size.height} pixels; at most ${formatCount(READ_LIMITS.imagePixels)} pixels can be read`,
    );
  }
}
