import { describe, expect, it } from "vitest";
import { samplePdf } from "#server/seed/document.factory.ts";
import { sniffFileType } from "./file-sniff.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const utf16 = (value: string) => new Uint8Array(Array.from(value, (c) => [c.charCodeAt(0), 0]).flat());
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);

describe("sniffFileType (by content, not by name)", () => {
  it.each([
    ["PDF", async () => samplePdf("A policy"), "application/pdf"],
    ["PNG", async () => bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), "image/png"],
    ["JPEG", async () => bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46), "image/jpeg"],
    ["GIF", async () => text("GIF89a\x01\x00\x01\x00"), "image/gif"],
    ["WEBP", async () => concat(text("RIFF"), bytes(0x24, 0, 0, 0), text("WEBPVP8 ")), "image/webp"],
    ["TIFF (little-endian)", async () => bytes(0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0), "image/tiff"],
    ["TIFF (big-endian)", async () => bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8), "image/tiff"],
    [
      "DOCX",
      async () => concat(ZIP, text("\x14\x00[Content_Types].xml....word/document.xml")),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "XLSX",
      async () => concat(ZIP, text("\x14\x00[Content_Types].xml....xl/workbook.xml")),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    ["DOC", async () => concat(OLE, new Uint8Array(64), utf16("WordDocument")), "application/msword"],
    ["XLS", async () => concat(OLE, new Uint8Array(64), utf16("Workbook")), "application/vnd.ms-excel"],
    ["plain text", async () => text("Renewal notes\nCall the insured on Monday.\n"), "text/plain; charset=utf-8"],
    [
      "UTF-8 text with a BOM and accents",
      async () => concat(bytes(0xef, 0xbb, 0xbf), text("Café Résumé — notes")),
      "text/plain; charset=utf-8",
    ],
    [
      "EML",
      async () =>
        text(
          "From: Ana <ana@example.com>\r\nTo: desk@agency.test\r\nSubject: COI request\r\nDate: Mon, 2 Nov 2026 10:00:00 -0500\r\n\r\nPlease send a certificate.",
        ),
      "message/rfc822",
    ],
  ])("recognises %s", async (_label, make, mimeType) => {
    const result = sniffFileType(await make(), "upload.bin");
    expect(result).toMatchObject({ ok: true, type: { mimeType } });
  });

  it("calls text CSV when the name says so (the content is text either way)", () => {
    expect(sniffFileType(text("name,limit\nGL,1000000\n"), "limits.csv")).toMatchObject({
      ok: true,
      type: { mimeType: "text/csv; charset=utf-8", extension: "csv" },
    });
    expect(sniffFileType(text("name,limit\nGL,1000000\n"), "limits.txt")).toMatchObject({
      ok: true,
      type: { extension: "txt" },
    });
  });

  it("ignores a misleading name: an executable called policy.pdf is refused", () => {
    const exe = concat(text("MZ"), bytes(0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff));
    expect(sniffFileType(exe, "policy.pdf")).toMatchObject({ ok: false, reason: "Programs are not accepted." });
    expect(sniffFileType(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0), "binder.pdf").ok).toBe(false);
  });

  it("takes a PDF only by its header: a program with %PDF- in its first kilobyte is not one", () => {
    const exe = concat(text("MZ"), new Uint8Array(200), text("%PDF-1.7\n"), new Uint8Array(100));
    expect(sniffFileType(exe, "policy.pdf")).toMatchObject({ ok: false, reason: "Programs are not accepted." });
    const junkFirst = concat(new Uint8Array(16).fill(0xee), text("%PDF-1.7\n%%EOF\n"));
    expect(sniffFileType(junkFirst, "policy.pdf").ok).toBe(false);
    expect(sniffFileType(text("%PDF-1.7\n1 0 obj\n%%EOF\n"), "policy.pdf")).toMatchObject({
      ok: true,
      type: { extension: "pdf" },
    });
  });

  it("refuses web pages and SVG, whatever their name", () => {
    for (const markup of [
      "<!DOCTYPE html><html><script>alert(1)</script>",
      "  <html><body>hi</body></html>",
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "<svg onload=alert(1)>",
    ]) {
      expect(sniffFileType(text(markup), "notes.txt")).toEqual({
        ok: false,
        reason: "Web pages and SVG images are not accepted.",
      });
    }
    expect(sniffFileType(text("Quote <b>attached</b> for review"), "notes.txt").ok).toBe(true);
  });

  it("explains the refusals it can name", () => {
    expect(sniffFileType(new Uint8Array(0), "x.pdf")).toEqual({ ok: false, reason: "The file is empty." });
    expect(sniffFileType(concat(ZIP, text("\x14\x00photos/img1.jpg")), "photos.zip")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/ZIP archives are not accepted/),
    });
    expect(sniffFileType(concat(OLE, new Uint8Array(64), utf16("PowerPoint Document")), "deck.ppt")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a Word \(DOC\) or Excel/),
    });
  });

  it("does not take binary data for text", () => {
    const binary = new Uint8Array(512).map((_, i) => (i * 37) % 256);
    expect(sniffFileType(binary, "notes.txt").ok).toBe(false);
  });

  it("marks only PDFs and web images as safe to show inline", async () => {
    const inline = (data: Uint8Array) => {
      const result = sniffFileType(data);
      return result.ok && result.type.inlineSafe;
    };
    expect(inline(await samplePdf("x"))).toBe(true);
    expect(inline(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(inline(text("<html><script>alert(1)</script></html>"))).toBe(false);
    expect(inline(bytes(0x49, 0x49, 0x2a, 0x00))).toBe(false);
  });
});
