import { describe, expect, it } from "vitest";
import { DocumentError } from "./document-error.ts";
import { textPdf } from "./document-fixtures.ts";
import { DOCX_MIME, docxOf } from "./hostile-fixtures.ts";
import { READ_LIMITS } from "./read-limits.ts";
import { readInReader } from "./reader-pool.ts";

/** The reader process's own limits (ADR 058): each ends the reading with its reason, and the next reading works. */

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as DocumentError,
  );

const pdfInput = async (pages: number) => ({
  bytes: await textPdf(pages),
  mimeType: "application/pdf",
  fileName: "policy.pdf",
});

describe("readInReader", { timeout: 120_000 }, () => {
  it("reads in another process, reporting each page in order before it answers", async () => {
    const seen: string[] = [];
    const { pages } = await readInReader(await pdfInput(3), {
      onPage: async (done, total) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(`${done}/${total}`);
      },
    });
    expect(pages.map((page) => page.number)).toEqual([1, 2, 3]);
    expect(seen).toEqual(["1/3", "2/3", "3/3"]);
  });

  it("ends a reading that makes no progress in time", async () => {
    const error = await errorOf(readInReader(await pdfInput(2), {}, { ...READ_LIMITS, stepMs: 1 }));
    expect(error).toBeInstanceOf(DocumentError);
    expect([error!.code, error!.message]).toEqual(["TOO_COMPLEX", expect.stringMatching(/made no progress/)]);
  });

  it("ends a reading that passes its resident memory", async () => {
    const error = await errorOf(readInReader(await pdfInput(2), {}, { ...READ_LIMITS, memoryMb: 1 }));
    expect([error!.code, error!.message]).toEqual([
      "TOO_COMPLEX",
      "Reading this file needed more than 1 MB of memory; it cannot be read",
    ]);
  });

  it("fails only the document whose reading exhausts the reader's heap, then reads the next", async () => {
    const paragraphs = `<w:p><w:r><w:t>${"Each occurrence limit and aggregate. ".repeat(4)}</w:t></w:r></w:p>`.repeat(
      150_000,
    );
    const bytes = await docxOf(paragraphs);
    const error = await errorOf(
      readInReader({ bytes, mimeType: DOCX_MIME, fileName: "big.docx" }, {}, { ...READ_LIMITS, heapMb: 96 }),
    );
    expect([error!.code, error!.message]).toEqual([
      "TOO_COMPLEX",
      "Reading this file needed more than 96 MB of memory; it cannot be read",
    ]);
    const { pages } = await readInReader(await pdfInput(1));
    expect(pages).toHaveLength(1);
  });

  it("answers a document's own error as the DocumentError it is", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7\nnot really");
    const error = await errorOf(readInReader({ bytes, mimeType: "application/pdf", fileName: "x.pdf" }));
    expect(error).toBeInstanceOf(DocumentError);
    expect(error!.code).toBe("CORRUPT");
  });
});
