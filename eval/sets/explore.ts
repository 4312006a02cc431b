// Explore a Policy's set (docs/product/explore-a-policy.md): on the generated corpus
// (scripts/insurance-docs; dev = its dev split, held-out = its held-out and unseen splits, other
// seeds, label sets and layouts), the EXCLUSIONS view's recall and precision (an exclusion is
// right when its wording, page and form are), the summary table's cells against the truth, and
// Coverage Gap Analysis verdicts on the cases of explore-gap-cases.ts. Page texts are the
// generator's (the reading eval measures extraction and OCR). Held-out failures are never printed.
import { devCorpus, heldOutCorpus, unseenCorpus } from "../../scripts/insurance-docs/corpus.ts";
import { pageText, type GenDoc } from "../../scripts/insurance-docs/model.ts";
import { assessGaps } from "../../server/ai/offline/skills/explore/coverage-gaps.ts";
import { listExclusions } from "../../server/modules/documents/reading/exclusion-list.ts";
import { SUMMARY_LABELS, summarizePolicy } from "../../server/modules/documents/reading/summary.ts";
import type { PageText } from "../../server/modules/documents/reading/types.ts";
import { devGapCases, heldOutGapCases, type GapCase } from "./explore-gap-cases.ts";
import type { SkillEvalRow, SkillEvalSet } from "./index.ts";

const pagesOf = (doc: GenDoc): PageText[] =>
  doc.pages.map((p, i) => ({ fileId: doc.id, fileName: doc.fileName, page: i + 1, text: pageText(p) }));
const squash = (s: string) => s.replace(/\W/g, "").toLowerCase();

/** The form an exclusion of the wording belongs to: the scheduled form titled as the wording's pages, or none. */
const expectedForm = (doc: GenDoc) =>
  doc.truth.forms.find((f) => /commercial general liability coverage form/i.test(f.title))?.number ?? null;

function exclusionScores(docs: GenDoc[], failures: string[]) {
  let truthCount = 0;
  let found = 0;
  let listed = 0;
  let right = 0;
  for (const doc of docs) {
    const items = listExclusions(pagesOf(doc));
    const form = expectedForm(doc);
    const formOk = (got: string | null, want: string | null) =>
      want === null ? got === null : got !== null && squash(got).startsWith(squash(want));
    const isRight = (item: (typeof items)[number]) =>
      doc.truth.exclusions.some(
        (t) => item.citation.quote.includes(t.phrase) && item.page === t.page && formOk(item.form, form),
      ) ||
      doc.truth.forms.some((f) => /exclusion/i.test(f.title) && item.page === f.page && formOk(item.form, f.number));
    const endorsements = doc.truth.forms.filter((f) => /exclusion/i.test(f.title));
    truthCount += doc.truth.exclusions.length + endorsements.length;
    for (const t of doc.truth.exclusions) {
      const ok = items.some((i) => i.citation.quote.includes(t.phrase) && i.page === t.page && formOk(i.form, form));
      if (ok) found++;
      else failures.push(`${doc.id}: missed ${t.topic} p.${t.page} (form ${form ?? "none"})`);
    }
    for (const f of endorsements) {
      if (items.some((i) => i.page === f.page && formOk(i.form, f.number))) found++;
      else failures.push(`${doc.id}: missed endorsement ${f.number} p.${f.page}`);
    }
    listed += items.length;
    for (const item of items) {
      if (isRight(item)) right++;
      else failures.push(`${doc.id}: wrong ${item.title} ${item.form ?? "no form"} p.${item.page}`);
    }
  }
  return { recall: truthCount ? found / truthCount : 1, precision: listed ? right / listed : 1, truthCount, listed };
}

function summaryScores(docs: GenDoc[], failures: string[]) {
  let cells = 0;
  let right = 0;
  for (const doc of docs) {
    const { lines } = summarizePolicy(pagesOf(doc));
    for (const [id, truths] of Object.entries(doc.truth.values)) {
      const label = SUMMARY_LABELS[id];
      if (!label) continue;
      for (const t of truths) {
        cells++;
        const ok = lines.some(
          (l) => l.label.startsWith(label) && squash(l.value).includes(squash(t.value)) && l.citation.page === t.page,
        );
        if (ok) right++;
        else failures.push(`${doc.id}: ${label} expected ${t.value} p.${t.page}`);
      }
    }
  }
  return { accuracy: cells ? right / cells : 1, cells };
}

function gapScores(cases: GapCase[], byId: Map<string, GenDoc>, failures: string[]) {
  let total = 0;
  let right = 0;
  for (const c of cases) {
    const pages = c.docs.flatMap((id) => pagesOf(byId.get(id)!));
    const evidence = {
      lines: summarizePolicy(pages).lines,
      exclusions: listExclusions(pages),
      records: c.records.map((name) => ({ name, state: "INFORCE" })),
    };
    const rows = assessGaps(c.description, evidence as never);
    const got = new Map(rows.map((r) => [r.exposure, `${r.status} ${r.basis}`]));
    for (const [exposure, verdict] of Object.entries(c.expect)) {
      total++;
      if (got.get(exposure) === verdict) right++;
      else failures.push(`${c.id}: ${exposure} expected ${verdict}, got ${got.get(exposure) ?? "no row"}`);
    }
    for (const exposure of got.keys())
      if (!(exposure in c.expect)) {
        total++;
        failures.push(`${c.id}: ${exposure} raised, not expected (${got.get(exposure)})`);
      }
  }
  return { accuracy: total ? right / total : 1, n: total };
}

export const exploreSet: SkillEvalSet = {
  name: "explore",
  async run(options) {
    const { failures } = options;
    const splits: Record<"dev" | "held-out", GenDoc[]> = {
      dev: devCorpus(),
      "held-out": [...heldOutCorpus(), ...unseenCorpus()],
    };
    const byId = new Map([...splits.dev, ...splits["held-out"]].map((d) => [d.id, d]));
    const rows: SkillEvalRow[] = [];
    for (const split of options.splits ?? (["dev", "held-out"] as const)) {
      const misses: string[] = [];
      const ex = exclusionScores(splits[split], misses);
      const sum = summaryScores(splits[split], misses);
      const gaps = gapScores(split === "dev" ? devGapCases : heldOutGapCases, byId, misses);
      rows.push(
        {
          skill: "explore",
          metric: "exclusion recall (form+page)",
          split,
          value: ex.recall,
          n: ex.truthCount,
          target: 0.9,
        },
        { skill: "explore", metric: "exclusion precision", split, value: ex.precision, n: ex.listed, target: 0.8 },
        { skill: "explore", metric: "summary cell accuracy", split, value: sum.accuracy, n: sum.cells },
        { skill: "explore", metric: "gap verdict accuracy", split, value: gaps.accuracy, n: gaps.n, target: 0.9 },
      );
      if (split === "dev" && failures === "dev") for (const m of misses) console.log(`  ✗ ${m}`);
    }
    return rows;
  },
};
