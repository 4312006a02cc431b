import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { declarationsPdf, encryptedPdf, jpxScannedPdf, scannedPdf } from "./document-fixtures.ts";
import { DocumentError, extractDocument } from "./extract.ts";

const pdf = (bytes: Uint8Array, fileName = "decs.pdf") => ({ bytes, mimeType: "application/pdf", fileName });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a DocumentError");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(DocumentError);
      return error as DocumentError;
    },
  );

describe("extractDocument (PDF)", () => {
  it("reads a declarations table one row per line, label and value separated by a tab", async () => {
    const bytes = await declarationsPdf([
      { title: "Common Policy Declarations", rows: [["Policy Period", "01/01/2026 to 01/01/2027"]] },
      {
        title: "Commercial General Liability Coverage Part",
        rows: [
          ["Each Occurrence", "$1,000,000"],
          ["General Aggregate", "$2,000,000"],
        ],
        paragraph: ["The company will pay those sums that the insured becomes legally", "obligated to pay."],
      },
    ]);
    const done: Array<[number, number]> = [];
    const { pages } = await extractDocument(pdf(bytes), { onPage: (d, t) => void done.push([d, t]) });
    expect(pages.map((page) => page.number)).toEqual([1, 2]);
    expect(done).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(pages[0]!.text).toBe("Common Policy Declarations\nPolicy Period\t01/01/2026 to 01/01/2027");
    expect(pages[1]!.text.split("\n")).toEqual([
      "Commercial General Liability Coverage Part",
      "Each Occurrence\t$1,000,000",
      "General Aggregate\t$2,000,000",
      "The company will pay those sums that the insured becomes legally",
      "obligated to pay.",
    ]);
    expect(pages.every((page) => !page.ocr)).toBe(true);
  });

  it("refuses a password-protected PDF", async () => {
    const error = await failure(extractDocument(pdf(await encryptedPdf())));
    expect(error.code).toBe("ENCRYPTED");
    expect(error.message).toBe("This PDF is protected by a password");
  });

  it("refuses bytes that are not a PDF, and a truncated one", async () => {
    const garbage = new TextEncoder().encode("%PDF-1.7\nthis is not really a pdf at all\n%%EOF");
    expect((await failure(extractDocument(pdf(garbage)))).code).toBe("CORRUPT");
    const good = await declarationsPdf([{ title: "Declarations", rows: [["A", "B"]] }]);
    expect((await failure(extractDocument(pdf(good.subarray(0, 200))))).code).toBe("CORRUPT");
  });

  it("says a PDF without any text is empty", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]);
    const error = await failure(extractDocument(pdf(await doc.save())));
    expect(error.code).toBe("EMPTY");
  });

  it("refuses a file over the size limit and a PDF over the page limit", async () => {
    const bytes = await declarationsPdf([{ title: "Declarations", rows: [] }]);
    expect((await failure(extractDocument(pdf(bytes), { maxBytes: 100 }))).code).toBe("TOO_LARGE");
    const doc = await PDFDocument.create();
    for (let i = 0; i < 501; i++) doc.addPage([200, 200]);
    const error = await failure(extractDocument(pdf(await doc.save())));
    expect(error).toMatchObject({ code: "TOO_LARGE", message: expect.stringContaining("at most 500 pages") });
  });

  it("says a scan in which OCR finds no text is empty", async () => {
    const error = await failure(extractDocument(pdf(await scannedPdf([]), "blank-scan.pdf")));
    expect(error).toMatchObject({ code: "EMPTY", message: "No text could be read from this PDF" });
  });

  it("reads a page scanned as a JPEG 2000 image by OCR (the decoder pdfjs loads from its wasm folder)", async () => {
    const error = await extractDocument(pdf(await jpxScannedPdf(), "jpx-scan.pdf")).then(
      (r) => r.pages.map((p) => p.text).join("\n"),
      (e: unknown) => e,
    );
    expect(error).toMatch(/Policy Number\s+QX-448812/);
  });

  it("reads a scanned page by OCR", async () => {
    const bytes = await scannedPdf(["CERTIFICATE OF INSURANCE", "Each Occurrence 1,000,000"]);
    const { pages } = await extractDocument(pdf(bytes, "scan.pdf"));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.ocr).toBe(true);
    expect(pages[0]!.text).toContain("CERTIFICATE OF INSURANCE");
    expect(pages[0]!.text).toMatch(/Each Occurrence 1,000,000/);
  });
});

describe("measureExtraction", () => {
  it("reads every page of the generated benchmark PDF and reports a rate", async () => {
    const { measureExtraction } = await import("./extract-bench.ts");
    const result = await measureExtraction(4, 1);
    expect(result).toMatchObject({ pages: 4, pagesPerSecond: expect.any(Number) });
    expect(result.pagesPerSecond).toBeGreaterThan(0);
  });
});
