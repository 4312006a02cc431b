// npm run eval's loop set (issue 28 item 4): the reading questions asked through Cara's whole agent
// loop — system prompt, the registry's tools bound to the workspace's files, citations numbered
// by the run — once by the offline engine and once by a scripted model over the fake
// OpenAI-compatible server (eval/scripted/scripted-model.ts: it picks the tool and its arguments
// from the question and writes its answer only from the tool's cited output), side by side:
// value right, page right, wrong value stated, not-found right. It says what a configured model
// adds when it has the same tools. Sets: the generated reading splits (a fixed sample of each; the
// kept-out splits print aggregates only) and, when present, the real documents' `dev` split
// (never `check`). Alone: `npx tsx eval/scripted/run.ts [--no-real] [--cases N per split] [--split dev] [--failures dev]`.
import { performance } from "node:perf_hooks";
import type { LanguageModel } from "ai";
import { corpus } from "../../scripts/insurance-docs/corpus.ts";
import { openLab, type Lab } from "../../scripts/knowledge-docs/lab.ts";
import { pageText } from "../../scripts/insurance-docs/model.ts";
import { createLanguageModel } from "../../server/ai/models.ts";
import { createOfflineModel } from "../../server/ai/offline/offline-model.ts";
import { loadConfig } from "../../server/config.ts";
import { savePages } from "../../server/modules/documents/documents.service.ts";
import type { Finding } from "../../server/modules/documents/reading/types.ts";
import { FAKE_OPENAI_KEY, startFakeOpenAIServer } from "../../tests/support/fake-openai-server.ts";
import type { EvalCase } from "../cases.ts";
import { loadCases, type ReadingSplit } from "../reading.ts";
import { readingFigures } from "../report.ts";
import { same, type CaseResult } from "../score.ts";
import { figuresOf } from "../real/run.ts";
import { scoreFindings, type RealResult } from "../real/score.ts";
import { loadRealQuestions, realPages } from "../real/source.ts";
import { askThroughLoop, type LoopAnswer } from "./loop.ts";
import { scriptedReply, STRATEGIES } from "./scripted-model.ts";
import { statedIn, type StatedAnswer } from "./stated.ts";

export interface LoopFigure {
  set: string;
  engine: string;
  n: number;
  valueRight: number;
  /** Of the questions with a page to cite. */
  pageRight: number;
  withPage: number;
  wrongStated: number;
  notFoundRight: number;
  absent: number;
  quotesNotExact: number;
}

interface Engine {
  name: string;
  model: LanguageModel;
}

/** Cases asked of each generated split by default (three engines each: about 40 s on a quiet 2-core machine). */
export const DEFAULT_PER_SPLIT = 30;

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");

/** A generated case scored from the loop's final message as eval/score.ts scores the reader's findings. */
function scoreGenerated(
  c: EvalCase,
  stated: StatedAnswer,
  docOf: Map<string, string>,
  quotesExact: boolean,
): CaseResult {
  const got = stated.values.map((v) => `${v.value.slice(0, 80)} @${docOf.get(v.fileId ?? "") ?? "?"}#${v.page}`);
  const predictedNotFound = stated.notFound;
  if ("notFound" in c.expect)
    return {
      c,
      expectedNotFound: true,
      predictedNotFound,
      valueOk: predictedNotFound,
      pageOk: predictedNotFound,
      quotesExact,
      got,
    };
  const expected = c.expect.values;
  const cited = stated.quoted ? stated.values.slice(0, 1) : stated.values;
  const matched = expected.map((e) =>
    cited.find((f) => same(f.value, e.value, c.class, c.question) && (!e.doc || docOf.get(f.fileId ?? "") === e.doc)),
  );
  const extras = cited.filter((f) => !expected.some((e) => same(f.value, e.value, c.class, c.question)));
  const valueOk = !predictedNotFound && matched.every(Boolean) && (c.expect.list === true || extras.length === 0);
  const pageOk = !predictedNotFound && matched.every((f, i) => f && f.page === expected[i]!.page);
  return { c, expectedNotFound: false, predictedNotFound, valueOk, pageOk, quotesExact, got };
}

function generatedFigure(set: string, engine: string, results: CaseResult[]): LoopFigure {
  const f = readingFigures(results);
  return {
    set,
    engine,
    n: f.cases,
    valueRight: f.valueRight + f.trueNotFound,
    pageRight: f.pageRight,
    withPage: f.answerable,
    wrongStated: f.answeredWrongly,
    notFoundRight: f.trueNotFound,
    absent: f.expectedNotFound,
    quotesNotExact: f.quotesNotExact,
  };
}

/** Every citation's quote is on its page, exactly. */
const quotesOnPages = (answer: LoopAnswer, pageText: (fileId: string, page: number) => string | undefined) =>
  answer.citations.every((c) => pageText(c.fileId, c.page)?.includes(c.quote) === true);

async function engines(): Promise<{ list: Engine[]; close: () => Promise<void> }> {
  const server = await startFakeOpenAIServer();
  server.respondWith(scriptedReply);
  const scripted = STRATEGIES.map((strategy) => ({
    name: `scripted model: ${strategy}`,
    model: createLanguageModel(
      loadConfig({
        CARA_MODEL: `openai-compatible:${server.url}/v1#${strategy}`,
        OPENAI_COMPATIBLE_API_KEY: FAKE_OPENAI_KEY,
      }),
    ),
  }));
  // the recorded requests are not needed: keep the server from holding every prompt
  const trim = setInterval(() => void server.requests.splice(0), 2_000);
  return {
    list: [{ name: "offline engine", model: createOfflineModel() }, ...scripted],
    close: async () => {
      clearInterval(trim);
      await server.close();
    },
  };
}

/** `count` cases spread evenly over `cases` (all of them when there are fewer). */
export function spread<T>(cases: T[], count: number): T[] {
  if (cases.length <= count) return cases;
  return Array.from({ length: count }, (_, i) => cases[Math.floor((i * cases.length) / count)]!);
}

/** `perSplit` cases of each generated split, spread evenly, each asked in a workspace holding the case's documents. */
async function generatedSets(
  lab: Lab,
  list: Engine[],
  perSplit: number,
  failures: string | null,
  splits: ReadingSplit[],
): Promise<LoopFigure[]> {
  const docs = new Map(corpus().map((d) => [d.id, d]));
  const stored = new Map<string, { id: string; name: string }>();
  const pagesOf = new Map<string, string[]>();
  const docOf = new Map<string, string>();
  const figures: LoopFigure[] = [];
  for (const split of splits) {
    const all = await loadCases(split);
    const cases = spread(all, perSplit);
    for (const c of cases)
      for (const id of c.docs) {
        if (stored.has(id)) continue;
        const doc = docs.get(id)!;
        const texts = doc.pages.map(pageText);
        const fileId = await lab.store(doc.fileName, new Uint8Array(0));
        await savePages(
          lab.ctx,
          { id: fileId, name: doc.fileName },
          texts.map((text, i) => ({ number: i + 1, text, ocr: false })),
        );
        stored.set(id, { id: fileId, name: doc.fileName });
        pagesOf.set(fileId, texts);
        docOf.set(fileId, id);
      }
    const text = (fileId: string, page: number) => pagesOf.get(fileId)?.[page - 1];
    const set = `generated ${split} (${cases.length} of ${all.length})`;
    for (const engine of list) {
      const results: CaseResult[] = [];
      for (const c of cases) {
        const answer = await askThroughLoop(
          lab.ctx,
          engine.model,
          c.docs.map((id) => stored.get(id)!),
          c.question,
        );
        results.push(scoreGenerated(c, statedIn(answer.content, answer.citations), docOf, quotesOnPages(answer, text)));
      }
      figures.push(generatedFigure(set, engine.name, results));
      if (failures === split && split === "dev")
        for (const r of results.filter((x) => !x.valueOk || !x.pageOk))
          console.log(
            `  ✗ ${engine.name} [${r.c.class}] ${r.c.docs.join("+")} "${r.c.question}" expected ${JSON.stringify(r.c.expect)} got ${JSON.stringify(r.got)}`,
          );
    }
  }
  return figures;
}

/** The real documents' dev split (never check), each question in a workspace holding its one document. */
async function realDev(lab: Lab, list: Engine[], failures: boolean): Promise<LoopFigure[] | string> {
  const { questions, absent } = await loadRealQuestions();
  if (absent) return absent;
  const asked = questions.filter((q) => q.split === "dev" && !q.visual);
  const files = new Map<string, { id: string; name: string; texts: string[] }>();
  for (const document of new Set(asked.map((q) => q.document))) {
    const pages = await realPages(document);
    const id = await lab.store(document, new Uint8Array(0));
    await savePages(lab.ctx, { id, name: document }, pages);
    files.set(document, { id, name: document, texts: pages.map((p) => p.text) });
  }
  const byId = new Map([...files.values()].map((f) => [f.id, f]));
  const text = (fileId: string, page: number) => byId.get(fileId)?.texts[page - 1];
  const figures: LoopFigure[] = [];
  for (const engine of list) {
    const results: RealResult[] = [];
    let quotesNotExact = 0;
    for (const q of asked) {
      const file = files.get(q.document)!;
      const answer = await askThroughLoop(lab.ctx, engine.model, [{ id: file.id, name: file.name }], q.question);
      if (!quotesOnPages(answer, text)) quotesNotExact += 1;
      const stated = statedIn(answer.content, answer.citations);
      const findings = stated.values.map((v) => ({ value: v.value, citation: { page: v.page ?? 0 } }) as Finding);
      results.push({ q, ...scoreFindings(q, stated.quoted, findings) });
    }
    const f = figuresOf("dev", results);
    figures.push({
      set: "real documents dev",
      engine: engine.name,
      n: f.n,
      valueRight: f.valueRight,
      pageRight: f.pageRight,
      withPage: results.filter((r) => r.q.page !== null).length,
      wrongStated: f.wrongStated,
      notFoundRight: f.notFoundRight,
      absent: f.absent,
      quotesNotExact,
    });
    if (failures)
      for (const r of results.filter((x) => x.outcome !== "right" && x.outcome !== "not-found-right"))
        console.log(
          `  ${engine.name} ${r.outcome.toUpperCase()} ${r.q.id} "${r.q.question}" → expected ${r.q.expected}; stated: ${r.stated.join(" | ") || "not found"}`,
        );
  }
  return figures;
}

export function printLoopFigures(figures: LoopFigure[]) {
  console.log(
    `  ${"set".padEnd(36)}${"engine".padEnd(28)}${"n".padStart(5)}  ${"value right".padStart(11)}  ${"page right".padStart(10)}  ${"wrong value stated".padStart(18)}  ${"not-found right".padStart(15)}  quotes not exact`,
  );
  for (const f of figures)
    console.log(
      `  ${f.set.padEnd(36)}${f.engine.padEnd(28)}${String(f.n).padStart(5)}  ${pct(f.valueRight, f.n).padStart(11)}  ${pct(f.pageRight, f.withPage).padStart(10)}  ${`${pct(f.wrongStated, f.n)} (${f.wrongStated})`.padStart(18)}  ${`${f.notFoundRight}/${f.absent}`.padStart(15)}  ${f.quotesNotExact}`,
    );
}

/** The loop set: generated splits (every `every`-th case), then the real dev split when present. */
export async function runScriptedEval(
  options: { real?: boolean; perSplit?: number; failures?: string | null; splits?: ReadingSplit[] } = {},
): Promise<LoopFigure[]> {
  const started = performance.now();
  const lab = await openLab({ agencyName: "Scripted Loop Eval Agency" });
  const { list, close } = await engines();
  const figures: LoopFigure[] = [];
  let realNote: string | null = null;
  const times: string[] = [];
  try {
    figures.push(
      ...(await generatedSets(
        lab,
        list,
        options.perSplit ?? DEFAULT_PER_SPLIT,
        options.failures ?? null,
        options.splits ?? ["dev", "held-out", "unseen"],
      )),
    );
    times.push(`generated sets ${((performance.now() - started) / 1000).toFixed(1)} s (with the database's start)`);
    if (options.real) {
      const before = performance.now();
      const real = await realDev(lab, list, options.failures === "dev");
      times.push(`real dev ${((performance.now() - before) / 1000).toFixed(1)} s`);
      if (typeof real === "string") realNote = real;
      else figures.push(...real);
    }
  } finally {
    await close();
    await lab.close();
  }
  console.log(
    "\nThe whole loop: offline engine and a scripted model on the same tools (eval/scripted/; generator page text, SEARCH_FILE's stored-passage search)",
  );
  printLoopFigures(figures);
  if (options.real && realNote) console.log(`  real documents: not measured (${realNote}).`);
  console.log(`  ${times.join(", ")}; total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const perSplit = args.includes("--cases") ? Number(args[args.indexOf("--cases") + 1]) : DEFAULT_PER_SPLIT;
  const failures = args.includes("--failures") ? (args[args.indexOf("--failures") + 1] ?? null) : null;
  const only = args.includes("--split") ? [args[args.indexOf("--split") + 1] as ReadingSplit] : undefined;
  await runScriptedEval({ real: !args.includes("--no-real"), perSplit, failures, splits: only });
  process.exit(0);
}
