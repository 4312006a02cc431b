// The knowledge retrieval set of `npm run eval`: the generated corpus (scripts/knowledge-docs/
// corpus: 60 documents of ten fictional agencies, two of them with a scanned page) rendered to
// PDF, stored and read into a fresh in-memory PGlite database through indexFile, then every
// question searched with searchPassages over all the corpus files. Prints per split recall@5 (the
// expected document and page among the top 5 passages) and answer accuracy (the expected value
// in the composed answer, which cites the expected page), with a per-kind breakdown.
// Alone: `npx tsx eval/knowledge.ts [--failures dev]`.
import { performance } from "node:perf_hooks";
import { knowledgeCorpus, type KnowledgeQuestion } from "../scripts/knowledge-docs/corpus/index.ts";
import { openLab } from "../scripts/knowledge-docs/lab.ts";
import { renderKnowledgePdf } from "../scripts/knowledge-docs/render.ts";
import { searchPassages } from "../server/modules/documents/documents.service.ts";
import { ANSWER_COMPOSER, composeKnowledgeAnswer } from "./knowledge-answer.ts";

interface Result {
  q: KnowledgeQuestion;
  recalled: boolean;
  rank: number | null;
  answered: boolean;
  searchMs: number;
  /** the composed answer on one line (shown with --failures) */
  said: string;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, " ")
    .trim();

type KnowledgeSplit = KnowledgeQuestion["split"];

/** A split's figures: recall@5 and answer accuracy as counts over n questions, MRR@5 as a mean. */
export interface KnowledgeFigures {
  split: KnowledgeSplit;
  n: number;
  recalled: number;
  answered: number;
  mrr: number;
}

/**
 * Reads the whole corpus (every split's documents: the held-out questions search the dev
 * agencies' documents too) and asks the questions of `splits`; prints the figures unless `print`
 * is false (the CI mode prints its own table).
 */
export async function runKnowledgeEval(
  showFailures: string | null = null,
  options: { splits?: readonly KnowledgeSplit[]; print?: boolean } = {},
): Promise<KnowledgeFigures[]> {
  const splits = options.splits ?? (["dev", "held-out"] as const);
  const log = options.print === false ? () => {} : console.log;
  const started = performance.now();
  const corpus = await knowledgeCorpus();
  const docs = corpus.docs;
  const questions = corpus.questions.filter((q) => splits.includes(q.split));
  const figures: KnowledgeFigures[] = [];
  const lab = await openLab({ agencyName: "Knowledge Eval Agency" });
  try {
    const fileOf = new Map<string, string>();
    let pages = 0;
    let ocrPages = 0;
    const indexStart = performance.now();
    for (const { doc, pages: laidOut } of docs) {
      const { bytes } = await renderKnowledgePdf(doc, laidOut);
      const fileId = await lab.store(`${doc.title}.pdf`, bytes);
      const read = await lab.index(fileId);
      pages += read.pageCount;
      ocrPages += read.ocrPages;
      fileOf.set(doc.id, fileId);
    }
    const fileIds = [...fileOf.values()];
    log(
      `\n== knowledge retrieval: ${docs.length} documents, ${pages} pages (${ocrPages} by OCR) read in ${((performance.now() - indexStart) / 1000).toFixed(1)} s; answers by ${ANSWER_COMPOSER}`,
    );
    const results: Result[] = [];
    for (const q of questions) {
      const t = performance.now();
      const passages = await searchPassages(lab.ctx, { fileIds, query: q.question, limit: 8 });
      const searchMs = performance.now() - t;
      const expectedFile = fileOf.get(q.docId)!;
      const at = passages.slice(0, 5).findIndex((p) => p.fileId === expectedFile && p.page === q.page);
      const answer = composeKnowledgeAnswer(q.question, passages);
      const answered =
        answer.found &&
        norm(answer.answer).includes(norm(q.value)) &&
        answer.citations.some((c) => c.fileId === expectedFile && c.page === q.page);
      const said = answer.answer.replace(/\s+/g, " ").slice(0, 240);
      results.push({ q, recalled: at >= 0, rank: at >= 0 ? at + 1 : null, answered, searchMs, said });
    }
    for (const split of splits) {
      const rs = results.filter((r) => r.q.split === split);
      const times = rs.map((r) => r.searchMs).sort((a, b) => a - b);
      const mrr = rs.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / rs.length;
      figures.push({
        split,
        n: rs.length,
        recalled: rs.filter((r) => r.recalled).length,
        answered: rs.filter((r) => r.answered).length,
        mrr,
      });
      log(`\n== knowledge ${split}: ${rs.length} questions`);
      log(`recall@5 (right page)  ${pct(rs.filter((r) => r.recalled).length, rs.length)}   MRR@5 ${mrr.toFixed(3)}`);
      log(`answer accuracy        ${pct(rs.filter((r) => r.answered).length, rs.length)}`);
      log(
        `search time            median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
      );
      log(`  ${"kind".padEnd(18)} questions  recall@5  answer`);
      for (const kind of [...new Set(rs.map((r) => r.q.kind))].sort()) {
        const k = rs.filter((r) => r.q.kind === kind);
        log(
          `  ${kind.padEnd(18)} ${String(k.length).padStart(9)}  ${pct(k.filter((r) => r.recalled).length, k.length).padStart(8)}  ${pct(k.filter((r) => r.answered).length, k.length).padStart(6)}`,
        );
      }
      if (showFailures === split && split === "dev") {
        for (const r of rs.filter((x) => !x.recalled || !x.answered))
          log(
            `  ✗ [${r.q.kind}] "${r.q.question}" expected ${r.q.docId}#${r.q.page} "${r.q.value}" recalled=${r.recalled} answered=${r.answered}\n      said: ${r.said}`,
          );
      }
    }
    log(`\nknowledge retrieval set: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return figures;
  } finally {
    await lab.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  await runKnowledgeEval(args.includes("--failures") ? args[args.indexOf("--failures") + 1]! : null);
}
