/**
 * `npx tsx bench/documents.ts`: pages per second of document extraction (the text layer of a
 * generated 150-page PDF; server/modules/documents/extract-bench.ts). Best of BENCH_RUNS
 * (default 3) after a warm-up; the verdict is the 50 pages/s target of ADR 027. Exit code 1 when
 * the target is missed.
 */
import { measureExtraction } from "../server/modules/documents/extract-bench.ts";

const TARGET_PAGES_PER_SECOND = 50;
const pages = Number(process.env.BENCH_PAGES ?? 150);
const runs = Number(process.env.BENCH_RUNS ?? 3);

const result = await measureExtraction(pages, runs);
const verdict = result.pagesPerSecond >= TARGET_PAGES_PER_SECOND ? "ok" : "SLOW";
console.log(
  `extractDocument: ${result.pages} pages (${(result.bytes / 1024).toFixed(0)} KB) in ${result.seconds.toFixed(2)} s ` +
    `= ${result.pagesPerSecond.toFixed(0)} pages/s (target >= ${TARGET_PAGES_PER_SECOND}) ${verdict}`,
);
process.exitCode = verdict === "ok" ? 0 : 1;
