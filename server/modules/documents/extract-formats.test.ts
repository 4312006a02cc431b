import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { textImagePng } from "./document-fixtures.ts";
import { DocumentError, extractDocument } from "./extract.ts";
import { SECTION_CHARS } from "./extract-formats.ts";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A real (minimal) DOCX: content types, the package relationship and the main part. */
async function docx(paragraphs: string[]): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${DOCX_MIME}.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join("");
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: "uint8array" });
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as DocumentError,
  );

describe("extractDocument (other formats)", () => {
  it("reads a Word document by paragraphs, in sections of about 3,000 characters", async () => {
    const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} ${"of the contract wording ".repeat(8)}`);
    const bytes = await docx(["Insurance Requirements", "Each Occurrence $1,000,000", ...long]);
    const { pages } = await extractDocument({ bytes, mimeType: DOCX_MIME, fileName: "contract.docx" });
    expect(pages[0]!.text.startsWith("Insurance Requirements\n\nEach Occurrence $1,000,000\n")).toBe(true);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((page) => page.number)).toEqual(pages.map((_, i) => i + 1));
    expect(pages.every((page) => page.text.length <= SECTION_CHARS)).toBe(true);
    expect(pages.at(-1)!.text).toContain("Paragraph 40 of the contract");
    const broken = await errorOf(
      extractDocument({ bytes: bytes.subarray(0, 50), mimeType: DOCX_MIME, fileName: "x.docx" }),
    );
    expect(broken).toMatchObject({ code: "CORRUPT" });
  });

  it("reads an email's headers and text body as page 1, without its attachments", async () => {
    const eml = [
      "From: Dana Broker <dana@agency.example>",
      "To: underwriting@carrier.example",
      "Subject: Renewal for Acme Roofing",
      "Date: Mon, 02 Mar 2026 10:00:00 +0000",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Please quote the renewal with a $5,000 deductible.",
      "--b1",
      'Content-Type: text/plain; name="notes.txt"',
      "Content-Disposition: attachment; filename=notes.txt",
      "",
      "ATTACHMENT TEXT",
      "--b1--",
      "",
    ].join("\r\n");
    const { pages } = await extractDocument({
      bytes: new TextEncoder().encode(eml),
      mimeType: "message/rfc822",
      fileName: "renewal.eml",
    });
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('From: "Dana Broker" <dana@agency.example>');
    expect(pages[0]!.text).toContain("Subject: Renewal for Acme Roofing");
    expect(pages[0]!.text).toContain("Please quote the renewal with a $5,000 deductible.");
    expect(pages[0]!.text).not.toContain("ATTACHMENT TEXT");
  });

  it("reads plain text, a form feed starting a new page", async () => {
    const bytes = new TextEncoder().encode("Named Insured: Acme Roofing LLC\r\n\r\n\fPolicy Number: GL-1234  \n");
    const { pages } = await extractDocument({ bytes, mimeType: "text/plain", fileName: "notes.txt" });
    expect(pages).toEqual([
      { number: 1, text: "Named Insured: Acme Roofing LLC", ocr: false },
      { number: 2, text: "Policy Number: GL-1234", ocr: false },
    ]);
    const blank = await errorOf(
      extractDocument({ bytes: new TextEncoder().encode(" \n\n"), mimeType: "text/plain", fileName: "a.txt" }),
    );
    expect(blank).toMatchObject({ code: "EMPTY" });
  });

  it("reads an image by OCR", async () => {
    const bytes = await textImagePng(["EVIDENCE OF PROPERTY INSURANCE", "Deductible 2,500"]);
    const { pages } = await extractDocument({ bytes, mimeType: "image/png", fileName: "photo.png" });
    expect(pages).toHaveLength(1);
    expect(pages[0]!.ocr).toBe(true);
    expect(pages[0]!.text).toContain("EVIDENCE OF PROPERTY INSURANCE");
    expect(pages[0]!.text).toContain("Deductible 2,500");
  });

  it("refuses formats it cannot read", async () => {
    const error = await errorOf(
      extractDocument({ bytes: new Uint8Array([1, 2, 3]), mimeType: "application/zip", fileName: "archive.zip" }),
    );
    expect(error).toBeInstanceOf(DocumentError);
    expect(error).toMatchObject({ code: "UNSUPPORTED" });
  });
});
