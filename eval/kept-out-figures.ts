// The kept-out parts of `npm run eval`, measured for the CI mode (eval/ci.ts): the same corpora,
// readers and scoring as run.ts, only the held-out and unseen splits, and only aggregate figures
// (never a case). Each part returns its figures; nothing is printed here.
import { heldOutCorpus, unseenCorpus } from "../scripts/insurance-docs/corpus.ts";
import type { PageText } from "../server/modules/documents/reading/types.ts";
import type { Figure } from "./floors.ts";
import { runFormsEval } from "./forms.ts";
import { runKnowledgeEval } from "./knowledge.ts";
import { extractedPages } from "./pages.ts";
import { loadCases, scoreCases } from "./reading.ts";
import { readingFigures, summaryFigures } from "./report.ts";
import { SKILL_EVAL_SETS } from "./sets/index.ts";

const rate = (set: string, name: string, right: number, of: number): Figure => ({
  set,
  name,
  value: of ? (100 * right) / of : 100,
  unit: "%",
  n: of,
});
const count = (set: string, name: string, value: number, n: number): Figure => ({ set, name, value, unit: "count", n });

/** The reading eval's held-out and unseen questions and summaries on their documents read end to end. */
export async function readingKeptOut(): Promise<Figure[]> {
  const docs = [...heldOutCorpus(), ...unseenCorpus()];
  const pages = new Map<string, PageText[]>();
  for (const d of docs) pages.set(d.id, await extractedPages(d));
  const figures: Figure[] = [];
  for (const split of ["held-out", "unseen"] as const) {
    const cases = await loadCases(split);
    for (const c of cases)
      for (const id of c.docs) if (!pages.has(id)) throw new Error(`A ${split} case asks about ${id}, not read`);
    const f = readingFigures(scoreCases(cases, pages).results);
    const set = `reading ${split}`;
    figures.push(
      rate(set, "value accuracy", f.valueRight, f.answerable),
      rate(set, "cited-page accuracy", f.pageRight, f.answerable),
      rate(set, "not-found precision", f.trueNotFound, f.predictedNotFound),
      rate(set, "not-found recall", f.trueNotFound, f.expectedNotFound),
      count(set, "answered wrongly", f.answeredWrongly, f.cases),
      count(set, "quotes not exact", f.quotesNotExact, f.cases),
    );
    const s = summaryFigures(
      docs.filter((d) => d.split === split),
      pages,
    );
    figures.push(
      rate(`summaries ${split}`, "headline lines right", s.right, s.expected),
      rate(`summaries ${split}`, "headline cited page", s.page, s.expected),
      rate(`summaries ${split}`, "forms schedule", s.formsRight, s.forms),
    );
  }
  return figures;
}

/** The knowledge retrieval set's held-out questions, searched over the whole corpus as in run.ts. */
export async function knowledgeKeptOut(): Promise<Figure[]> {
  const [f] = await runKnowledgeEval(null, { splits: ["held-out"], print: false });
  const set = "knowledge held-out";
  return [
    rate(set, "recall@5", f!.recalled, f!.n),
    { set, name: "MRR@5", value: f!.mrr, unit: "score", n: f!.n },
    rate(set, "answer accuracy", f!.answered, f!.n),
  ];
}

/** The form set's held-out clients. */
export async function formsKeptOut(): Promise<Figure[]> {
  const [f] = await runFormsEval(null, { splits: ["held-out"], print: false });
  const set = "forms held-out";
  return [
    rate(set, "graded fields correct", f!.correct, f!.graded),
    count(set, "fields wrong", f!.wrong, f!.graded),
    count(set, "fields missing", f!.missing, f!.graded),
    count(set, "fields spurious", f!.spurious, f!.graded),
  ];
}

/** Every analysis skill set's held-out split. */
export async function skillSetsKeptOut(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const set of SKILL_EVAL_SETS)
    for (const row of await set.run({ failures: null, splits: ["held-out"], quiet: true }))
      figures.push({ set: `${row.skill} ${row.split}`, name: row.metric, value: 100 * row.value, unit: "%", n: row.n });
  return figures;
}
