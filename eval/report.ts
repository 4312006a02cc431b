// Prints the eval figures: per split and per question class, and the policy-summary cases.
import type { GenDoc } from "../scripts/insurance-docs/model.ts";
import { summarizePolicy } from "../server/modules/documents/reading/summary.ts";
import type { PageText } from "../server/modules/documents/reading/types.ts";
import { normalizeValue } from "../server/modules/documents/reading/values.ts";
import type { CaseResult } from "./score.ts";

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");

/** A split's reading figures (counts; the rates are computed from them where they are printed). */
export interface ReadingFigures {
  cases: number;
  answerable: number;
  valueRight: number;
  pageRight: number;
  predictedNotFound: number;
  expectedNotFound: number;
  trueNotFound: number;
  /** a value stated that is not the expected one (an answerable case, or one the documents do not state) */
  answeredWrongly: number;
  quotesNotExact: number;
}

export function readingFigures(results: CaseResult[]): ReadingFigures {
  const answerable = results.filter((r) => !r.expectedNotFound);
  const expectedNf = results.filter((r) => r.expectedNotFound);
  return {
    cases: results.length,
    answerable: answerable.length,
    valueRight: answerable.filter((r) => r.valueOk).length,
    pageRight: answerable.filter((r) => r.pageOk).length,
    predictedNotFound: results.filter((r) => r.predictedNotFound).length,
    expectedNotFound: expectedNf.length,
    trueNotFound: expectedNf.filter((r) => r.predictedNotFound).length,
    answeredWrongly:
      answerable.filter((r) => !r.predictedNotFound && !r.valueOk).length +
      expectedNf.filter((r) => !r.predictedNotFound).length,
    quotesNotExact: results.filter((r) => !r.quotesExact).length,
  };
}

export function printTable(split: string, results: CaseResult[]): void {
  const f = readingFigures(results);
  console.log(
    `\n== ${split}: ${f.cases} cases (${f.answerable} with a value, ${f.expectedNotFound} not in the documents)`,
  );
  console.log(`value accuracy        ${pct(f.valueRight, f.answerable)}`);
  console.log(`cited-page accuracy   ${pct(f.pageRight, f.answerable)}`);
  console.log(
    `not-found precision   ${pct(f.trueNotFound, f.predictedNotFound)}  recall ${pct(f.trueNotFound, f.expectedNotFound)}`,
  );
  console.log(`answered wrongly      ${f.answeredWrongly} (a value stated that is not the expected one)`);
  console.log(`quotes not exact      ${f.quotesNotExact}`);
  const classes = [...new Set(results.map((r) => r.c.class))].sort();
  console.log(`  ${"class".padEnd(24)} cases  value   page    not-found ok`);
  for (const cls of classes) {
    const rs = results.filter((r) => r.c.class === cls);
    const a = rs.filter((r) => !r.expectedNotFound);
    const nf = rs.filter((r) => r.expectedNotFound);
    console.log(
      `  ${cls.padEnd(24)} ${String(rs.length).padStart(5)}  ${pct(a.filter((r) => r.valueOk).length, a.length).padStart(6)}  ${pct(a.filter((r) => r.pageOk).length, a.length).padStart(6)}  ${nf.length ? `${nf.filter((r) => r.predictedNotFound).length}/${nf.length}` : "-"}`,
    );
  }
}

const headline = [
  ["namedInsured", "Named insured"],
  ["carrier", "Insurer"],
  ["policyNumber", "Policy number"],
  ["policyPeriod", "Policy period"],
  ["premium", "Total premium"],
  ["eachOccurrence", "Each occurrence"],
  ["generalAggregate", "General aggregate"],
] as const;

/** A split's summary figures: headline lines with the right value, with the right page, forms schedule lines. */
export interface SummaryFigures {
  expected: number;
  right: number;
  page: number;
  forms: number;
  formsRight: number;
}

export function summaryFigures(docs: GenDoc[], pages: Map<string, PageText[]>): SummaryFigures {
  const f: SummaryFigures = { expected: 0, right: 0, page: 0, forms: 0, formsRight: 0 };
  for (const doc of docs) {
    const summary = summarizePolicy(pages.get(doc.id) ?? []);
    for (const [id, label] of headline) {
      for (const v of doc.truth.values[id] ?? []) {
        f.expected++;
        const line = summary.lines.find(
          (l) => l.label.startsWith(label) && normalizeValue(l.value) === normalizeValue(v.value),
        );
        if (line) f.right++;
        if (line?.citation.page === v.page) f.page++;
      }
    }
    for (const form of doc.truth.forms) {
      f.forms++;
      const key = (t: string) => t.replace(/\W/g, "");
      if (
        summary.lines.some((l) => key(l.label).startsWith(key(`Form ${form.number}`)) && l.citation.page === form.page)
      )
        f.formsRight++;
    }
  }
  return f;
}

/** Each document's summary: the headline lines it states are in the summary with the right value and page. */
export function summaryCases(docs: GenDoc[], pages: Map<string, PageText[]>): void {
  for (const split of ["dev", "held-out", "unseen"]) {
    const { expected, right, page, forms, formsRight } = summaryFigures(
      docs.filter((d) => d.split === split),
      pages,
    );
    console.log(
      `\n== summaries (${split}): headline lines ${pct(right, expected)} right (${right}/${expected}), cited page ${pct(page, expected)}; forms schedule ${pct(formsRight, forms)} (${formsRight}/${forms})`,
    );
  }
}
