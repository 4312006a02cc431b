import { performance } from "node:perf_hooks";
import { textPdf } from "./document-fixtures.ts";
import { extractDocument } from "./extract.ts";

/**
 * How fast documents are read: `extractDocument` on a generated text PDF (a declarations table
 * and 30 lines of wording per page), after one unmeasured warm-up read. The target is at least
 * 50 pages per second (ADR 027); `bench/documents.ts` prints it.
 */
export interface ExtractionMeasure {
  pages: number;
  bytes: number;
  seconds: number;
  pagesPerSecond: number;
}

export async function measureExtraction(pageCount = 150, runs = 3): Promise<ExtractionMeasure> {
  const bytes = await textPdf(pageCount);
  const input = { bytes, mimeType: "application/pdf", fileName: "bench.pdf" };
  await extractDocument(input);
  let best = Infinity;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const { pages } = await extractDocument(input);
    if (pages.length !== pageCount) throw new Error(`Read ${pages.length} pages of ${pageCount}`);
    best = Math.min(best, (performance.now() - start) / 1000);
  }
  return { pages: pageCount, bytes: bytes.byteLength, seconds: best, pagesPerSecond: pageCount / best };
}
