/**
 * Knowledge base (issue 12), measured in this process on a fresh database (PGlite in memory, or
 * a PostgreSQL database created for the run) through the documents capability the server uses:
 *
 * - indexing throughput: the eval corpus's generated agency documents (its multi-page PDFs with
 *   a text layer, scripts/knowledge-docs/corpus) stored and read one after another with
 *   `indexFile` (extraction, chunking, full-text index); pages per second, target >= 50;
 * - OCR: a 4-page document drawn as page images only, read the same way; pages per second;
 * - search latency: `searchPassages` over all of one agency's files with the eval's questions
 *   (realistic, varied), p50/p95/p99, at 10,000 chunks (100 files) and at 100,000 chunks (1,000
 *   files). The chunks are inserted in bulk, each made of lines of the generated documents (so
 *   the vocabulary is the corpus's), then the statistics refreshed; target p95 < 50 ms at 10,000.
 */
import { performance } from "node:perf_hooks";
import { knowledgeCorpus } from "../../scripts/knowledge-docs/corpus/index.ts";
import { pageText } from "../../scripts/knowledge-docs/layout.ts";
import { officeHoursAndEscalation } from "../../scripts/knowledge-docs/harbor-servicing.ts";
import { openLab, type Lab } from "../../scripts/knowledge-docs/lab.ts";
import { renderKnowledgePdf } from "../../scripts/knowledge-docs/render.ts";
import { Rng } from "../../scripts/insurance-docs/random.ts";
import { refreshStatistics } from "../../server/db/maintenance.ts";
import { searchPassages } from "../../server/modules/documents/documents.service.ts";
import { documentChunks } from "../../server/modules/documents/documents.table.ts";

export const KNOWLEDGE_MEASURES = {
  indexing: "knowledge indexing (text-layer PDFs)",
  ocr: "knowledge indexing (OCR pages)",
  search: "knowledge search latency",
} as const;
export type KnowledgeMeasure = keyof typeof KNOWLEDGE_MEASURES;

export interface KnowledgeResult {
  name: string;
  result: string;
  target: string;
  ok: boolean | null;
  detail: string;
}

export interface KnowledgeSettings {
  /** timed searches per scale (fewer when the time budget runs out first) */
  queries: number;
  /** time budget of the timed searches per scale, in seconds */
  seconds: number;
  /** chunk counts to measure search at, ascending */
  scales: number[];
  log: (message: string) => void;
}

const CHUNKS_PER_FILE = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function indexing(
  settings: KnowledgeSettings,
  lab: Lab,
  corpusPdfs: Array<{ name: string; bytes: Uint8Array }>,
): Promise<KnowledgeResult> {
  const ids: string[] = [];
  for (const pdf of corpusPdfs) ids.push(await lab.store(pdf.name, pdf.bytes));
  await lab.index(ids[0]!); // warm-up (pdf.js loads its worker code once)
  let pages = 0;
  const started = performance.now();
  for (const id of ids.slice(1)) pages += (await lab.index(id)).pageCount;
  const seconds = (performance.now() - started) / 1000;
  const rate = pages / seconds;
  settings.log(`bench: knowledge: indexing ${rate.toFixed(0)} pages/s`);
  return {
    name: KNOWLEDGE_MEASURES.indexing,
    result: `${rate.toFixed(0)} pages/s`,
    target: ">= 50 pages/s",
    ok: rate >= 50,
    detail: `${ids.length - 1} documents, ${pages} pages in ${seconds.toFixed(2)} s through indexFile (after one warm-up document)`,
  };
}

async function ocr(lab: Lab): Promise<KnowledgeResult> {
  const doc = officeHoursAndEscalation();
  const { bytes, pages } = await renderKnowledgePdf({ ...doc, scannedPages: [1, 2, 3, 4] });
  const id = await lab.store("scanned office hours.pdf", bytes);
  const started = performance.now();
  const read = await lab.index(id);
  const seconds = (performance.now() - started) / 1000;
  if (read.ocrPages !== pages.length) throw new Error(`OCR read ${read.ocrPages} of ${pages.length} scanned pages`);
  return {
    name: KNOWLEDGE_MEASURES.ocr,
    result: `${(read.ocrPages / seconds).toFixed(2)} pages/s`,
    target: "measured (no target)",
    ok: null,
    detail: `${read.ocrPages} page images at 150 dpi in ${seconds.toFixed(1)} s (tesseract.js, one worker per document, its start included)`,
  };
}

/** Chunk texts of 800–1,200 characters, each a random run of the corpus's lines. */
function chunkText(rng: Rng, lines: string[]): string {
  const parts: string[] = [];
  let size = 0;
  let at = rng.int(0, lines.length - 1);
  const target = rng.int(800, 1200);
  while (size < target) {
    const line = lines[at % lines.length]!;
    parts.push(line);
    size += line.length + 1;
    at += rng.int(0, 3) === 0 ? rng.int(1, lines.length - 1) : 1;
  }
  return parts.join("\n").slice(0, 1200);
}

/**
 * Grows the agency's chunks to `chunks`, in files named after the corpus's document titles (each
 * chunk carries its document's title, as indexFile stores it, so the title weighs in the ranking).
 */
async function growTo(
  lab: Lab,
  fileIds: string[],
  chunks: number,
  rng: Rng,
  lines: string[],
  titles: string[],
): Promise<void> {
  const agencyId = lab.ctx.actor.agencyId;
  while (fileIds.length * CHUNKS_PER_FILE < chunks) {
    const batch: Array<typeof documentChunks.$inferInsert> = [];
    for (let f = 0; f < 10; f++) {
      const title = titles[fileIds.length % titles.length]!;
      const fileId = await lab.store(`${title}.pdf`, new Uint8Array([37, 80, 68, 70]));
      fileIds.push(fileId);
      for (let i = 0; i < CHUNKS_PER_FILE; i++)
        batch.push({ agencyId, fileId, page: Math.floor(i / 3) + 1, ordinal: i, title, text: chunkText(rng, lines) });
    }
    for (let i = 0; i < batch.length; i += 500) await lab.ctx.db.insert(documentChunks).values(batch.slice(i, i + 500));
  }
  await refreshStatistics(lab.ctx.db);
}

async function searchLatency(
  lab: Lab,
  settings: KnowledgeSettings,
  lines: string[],
  questions: string[],
  titles: string[],
): Promise<KnowledgeResult[]> {
  const rng = new Rng(12);
  const fileIds: string[] = [];
  const results: KnowledgeResult[] = [];
  for (const scale of settings.scales) {
    const started = performance.now();
    await growTo(lab, fileIds, scale, rng, lines, titles);
    settings.log(
      `bench: knowledge: ${scale.toLocaleString("en-US")} chunks in ${fileIds.length} files inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const run = async (query: string) => {
      const t = performance.now();
      const found = await searchPassages(lab.ctx, { fileIds, query, limit: 8 });
      return { ms: performance.now() - t, found: found.length };
    };
    for (const q of questions.slice(0, 10)) await run(q);
    const times: number[] = [];
    let empty = 0;
    const deadline = performance.now() + settings.seconds * 1000;
    for (let i = 0; i < settings.queries && (i < 20 || performance.now() < deadline); i++) {
      const r = await run(questions[i % questions.length]!);
      times.push(r.ms);
      if (r.found === 0) empty++;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const result: KnowledgeResult = {
      name: `${KNOWLEDGE_MEASURES.search}, ${scale.toLocaleString("en-US")} chunks`,
      result: `p50 ${percentile(times, 50).toFixed(1)} / p95 ${p95.toFixed(1)} / p99 ${percentile(times, 99).toFixed(1)} ms`,
      target: scale <= 10_000 ? "p95 < 50 ms" : "measured (growth)",
      ok: scale <= 10_000 ? p95 < 50 : null,
      detail: `${times.length} searches over ${fileIds.length} files (${empty} found nothing), after 10 warm-ups`,
    };
    settings.log(`bench: knowledge: ${result.name}: ${result.result} (${result.detail})`);
    results.push(result);
  }
  return results;
}

export async function measureKnowledge(
  which: KnowledgeMeasure[],
  databaseUrl: string | undefined,
  settings: KnowledgeSettings,
): Promise<KnowledgeResult[]> {
  if (which.length === 0) return [];
  const { docs, questions } = await knowledgeCorpus();
  const results: KnowledgeResult[] = [];
  if (which.includes("indexing") || which.includes("ocr")) {
    const lab = await openLab({ databaseUrl, agencyName: "Knowledge Bench Indexing" });
    try {
      if (which.includes("indexing")) {
        settings.log("bench: knowledge: rendering and reading the corpus PDFs");
        const pdfs = [];
        for (const { doc, pages } of docs.filter((d) => !d.doc.scannedPages))
          pdfs.push({ name: `${doc.id}.pdf`, bytes: (await renderKnowledgePdf(doc, pages)).bytes });
        results.push(await indexing(settings, lab, pdfs));
      }
      if (which.includes("ocr")) {
        settings.log("bench: knowledge: OCR of a 4-page scanned document");
        results.push(await ocr(lab));
      }
    } finally {
      await lab.close();
    }
  }
  if (which.includes("search")) {
    const lab = await openLab({ databaseUrl, agencyName: "Knowledge Bench Search" });
    try {
      const lines = docs.flatMap((d) => d.pages.flatMap((p) => pageText(p).split("\n"))).filter((l) => l.length > 20);
      results.push(
        ...(await searchLatency(
          lab,
          settings,
          lines,
          questions.map((q) => q.question),
          docs.map((d) => d.doc.title),
        )),
      );
    } finally {
      await lab.close();
    }
  }
  return results;
}
