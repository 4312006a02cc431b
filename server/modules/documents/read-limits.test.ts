import { deflateRawSync } from "node:zlib";
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { DocumentError } from "./document-error.ts";
import { checkDocx } from "./docx-guard.ts";
import { docxBomb, docxOf, pngBomb } from "./hostile-fixtures.ts";
import { checkImageSize, imageSize } from "./image-size.ts";
import { ocrScale } from "./pdf-extract.ts";
import { READ_LIMITS } from "./read-limits.ts";

/** The checks a reader makes before anything costly (ADR 058), on this thread: each throws its reason. */

const thrown = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (error) {
    return error as DocumentError;
  }
};

/** A one-part zip whose central directory declares `declared` bytes for a part that inflates to `actual`. */
function zipWithLie(name: string, actual: number, declared: number): Uint8Array {
  const data = deflateRawSync(Buffer.alloc(actual, 0x20));
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryAt = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

describe("checkDocx", () => {
  it("passes an ordinary Word document; something that is not a zip is damaged", async () => {
    expect(thrown(() => checkDocx(new Uint8Array(0)))).toBeInstanceOf(DocumentError);
    expect(thrown(() => checkDocx(new Uint8Array(0)))?.code).toBe("CORRUPT");
    const ordinary = await docxOf("<w:p><w:r><w:t>Each Occurrence $1,000,000</w:t></w:r></w:p>".repeat(1000));
    expect(thrown(() => checkDocx(ordinary))).toBeNull();
  });

  it("refuses five million empty paragraphs, whatever prefix names them", async () => {
    const bomb = await docxBomb();
    expect(thrown(() => checkDocx(bomb))?.message).toBe(
      "This Word document has more than 200,000 paragraphs; it cannot be read",
    );
    const renamed = await docxOf("<x:p/>".repeat(READ_LIMITS.docxParagraphs + 1));
    expect(thrown(() => checkDocx(renamed))?.code).toBe("TOO_LARGE");
  });

  it("refuses too many elements that are not paragraphs", async () => {
    const runs = await docxOf(`<w:p>${"<w:r/>".repeat(READ_LIMITS.docxElements)}</w:p>`);
    expect(thrown(() => checkDocx(runs))?.message).toBe(
      "This Word document has more than 3,000,000 elements; it cannot be read",
    );
  });

  it("inflates a part no further than its limit, whatever size the zip declares", () => {
    const lying = zipWithLie("word/document.xml", READ_LIMITS.docxEntryBytes + 1024, 10);
    expect(thrown(() => checkDocx(lying))?.message).toBe(
      "This Word document's part word/document.xml is larger than 100 MB uncompressed",
    );
    const declared = zipWithLie("word/media/image1.png", 10, READ_LIMITS.docxEntryBytes + 1);
    expect(thrown(() => checkDocx(declared))?.code).toBe("TOO_LARGE");
  });
});

describe("image sizes before OCR", () => {
  it("reads the size of PNG, JPEG, GIF and WebP headers", async () => {
    const canvas = createCanvas(321, 123);
    for (const format of ["png", "jpeg", "webp"] as const) {
      expect(imageSize(await canvas.encode(format as "png")), format).toEqual({ width: 321, height: 123 });
    }
    const gif = Buffer.from("GIF89a\x41\x01\x7b\x00", "latin1");
    expect(imageSize(gif)).toEqual({ width: 321, height: 123 });
    expect(imageSize(Buffer.from("not an image"))).toBeNull();
  });

  it("refuses a 20,000 × 20,000 PNG of 50 KB before anything decodes it", () => {
    const bomb = pngBomb();
    expect(bomb.byteLength).toBeLessThan(200_000);
    expect(thrown(() => checkImageSize(bomb))?.message).toBe(
      "This image is 20000 × 20000 pixels; at most 40,000,000 pixels can be read",
    );
    expect(thrown(() => checkImageSize(pngBomb(2000)))).toBeNull();
  });

  it("draws a huge PDF page for OCR at a smaller scale, within the pixel limit", () => {
    expect(ocrScale(612, 792)).toBeCloseTo(170 / 72);
    const scale = ocrScale(14_400, 14_400);
    expect((14_400 * scale) ** 2).toBeLessThanOrEqual(READ_LIMITS.imagePixels + 1);
  });
});
