// npm run eval:real — Cara's reading measured on real documents nobody here wrote
// (../shared/reference/real-documents/; eval/real/source.ts says where the files come from).
// Per split and per question kind: value right, cited page right, wrong value stated (a value that
// is not the document's, the figure that matters most) and not-found right. `dev` is developed
// against (`--failures` prints its misses); `check` is only measured: its failures are never
// printed, and its kinds are shown only where they hold five questions or more.
// Flags: --split dev|check|all (default all), --failures, --fresh (extract the PDFs again),
// --explain <dev question id> (its searches, the pages they brought, what was stated).
import { performance } from "node:perf_hooks";
import { openLab } from "../../scripts/knowledge-docs/lab.ts";
import { savePages } from "../../server/modules/documents/documents.service.ts";
import { askRealQuestion, type RealResult } from "./score.ts";
import { loadRealQuestions, realPages, type RealSplit } from "./source.ts";

export interface RealFigures {
  split: RealSplit;
  n: number;
  valueRight: number;
  pageRight: number;
  wrongStated: number;
  /** Of the wrong: stated beside the right value, as conflicting values with their sources. */
  mixed: number;
  absent: number;
  notFoundRight: number;
}

export function figuresOf(split: RealSplit, results: RealResult[]): RealFigures {
  const absent = results.filter((r) => r.q.expected === "NOT_FOUND");
  return {
    split,
    n: results.length,
    valueRight: results.filter((r) => r.outcome === "right" || r.outcome === "not-found-right").length,
    pageRight: results.filter((r) => r.q.page !== null && r.pageRight).length,
    wrongStated: results.filter((r) => ["wrong", "mixed", "stated-when-absent"].includes(r.outcome)).length,
    mixed: results.filter((r) => r.outcome === "mixed").length,
    absent: absent.length,
    notFoundRight: absent.filter((r) => r.outcome === "not-found-right").length,
  };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");

function line(label: string, f: RealFigures, withPages: number) {
  return `  ${label.padEnd(22)} n=${String(f.n).padStart(3)}  value right ${pct(f.valueRight, f.n).padStart(6)}  page right ${pct(f.pageRight, withPages).padStart(6)}  wrong value stated ${pct(f.wrongStated, f.n).padStart(6)} (${f.wrongStated}${f.mixed ? `, ${f.mixed} beside the right one` : ""})  not-found right ${f.notFoundRight}/${f.absent}`;
}

/** Asks every question of `splits` on its document; returns the results by split. */
export async function runRealEval(options: {
  splits: RealSplit[];
  fresh?: boolean;
  log?: (s: string) => void;
}): Promise<{ results: Map<RealSplit, RealResult[]>; absent: string | null }> {
  const log = options.log ?? console.log;
  const { questions, absent } = await loadRealQuestions();
  const results = new Map<RealSplit, RealResult[]>();
  if (absent) return { results, absent };
  const asked = questions.filter((q) => options.splits.includes(q.split));
  const lab = await openLab({ agencyName: "Real Documents Eval Agency" });
  try {
    const started = performance.now();
    const fileOf = new Map<string, string>();
    let pageCount = 0;
    for (const document of [...new Set(asked.map((q) => q.document))]) {
      const pages = await realPages(document, options.fresh);
      const id = await lab.store(document, new Uint8Array(0));
      await savePages(lab.ctx, { id, name: document }, pages);
      fileOf.set(document, id);
      pageCount += pages.length;
    }
    log(
      `Read ${fileOf.size} real documents (${pageCount} pages) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const q of asked) {
      const result = await askRealQuestion(lab.ctx, fileOf.get(q.document)!, q);
      results.set(q.split, [...(results.get(q.split) ?? []), result]);
    }
  } finally {
    await lab.close();
  }
  return { results, absent: null };
}

export function printRealReport(results: Map<RealSplit, RealResult[]>, showFailures: boolean) {
  for (const [split, all] of results) {
    const withPage = (xs: RealResult[]) => xs.filter((r) => r.q.page !== null).length;
    const rs = all.filter((r) => !r.q.visual);
    const visual = all.filter((r) => r.q.visual);
    console.log(`\n== real documents, ${split} (${split === "check" ? "kept out: measured only" : "development"})`);
    console.log(line("all", figuresOf(split, rs), withPage(rs)));
    // values read only on the rendered page (scans, text drawn as outlines): OCR's measure, kept apart
    if (visual.length) console.log(line("visual-only (OCR)", figuresOf(split, visual), withPage(visual)));
    const kinds = [...new Set(rs.map((r) => r.q.kind))].sort();
    for (const kind of kinds) {
      const of = rs.filter((r) => r.q.kind === kind);
      if (split === "check" && of.length < 5) continue;
      console.log(line(kind, figuresOf(split, of), withPage(of)));
    }
    if (split !== "dev" || !showFailures) continue;
    for (const r of all) {
      if (r.outcome === "right" || r.outcome === "not-found-right") continue;
      console.log(
        `  ${r.outcome.toUpperCase()} ${r.q.id} [${r.q.kind}] "${r.q.question}" → expected ${r.q.expected}${r.q.page ? ` p${r.q.page}` : ""}; stated: ${r.stated.join(" | ") || "not found"}`,
      );
    }
  }
}

/** The real-documents part of `npm run eval`: measured when the documents are present, else says so. */
export async function realEvalSection(options: { splits?: RealSplit[]; failures?: boolean; fresh?: boolean } = {}) {
  const { results, absent } = await runRealEval({ splits: options.splits ?? ["dev", "check"], fresh: options.fresh });
  if (absent) console.log(`\n== real documents: not measured (${absent}).`);
  else printRealReport(results, options.failures === true);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args.includes("--explain")) {
    const { explainRealQuestion } = await import("./explain.ts");
    await explainRealQuestion(args[args.indexOf("--explain") + 1] ?? "");
    process.exit(0);
  }
  const splitArg = args.includes("--split") ? args[args.indexOf("--split") + 1] : "all";
  const splits: RealSplit[] = splitArg === "all" ? ["dev", "check"] : [splitArg as RealSplit];
  await realEvalSection({ splits, failures: args.includes("--failures"), fresh: args.includes("--fresh") });
  process.exit(0);
}
