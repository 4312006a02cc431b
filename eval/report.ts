// Prints the eval figures: per split and per question class, and the policy-summary cases.
import type { GenDoc } from "../scripts/insurance-docs/model.ts";
import { summarizePolicy } from "../server/modules/documents/reading/summary.ts";
import type { PageText } from "../server/modules/documents/reading/types.ts";
import { normalizeValue } from "../server/modules/documents/reading/values.ts";
import type { CaseResult } from "./score.ts";

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");

export function printTable(split: string, results: CaseResult[]): void {
  const answerable = results.filter((r) => !r.expectedNotFound);
  const predictedNf = results.filter((r) => r.predictedNotFound);
  const expectedNf = results.filter((r) => r.expectedNotFound);
  const trueNf = results.filter((r) => r.predictedNotFound && r.expectedNotFound);
  const wrongValue =
    answerable.filter((r) => !r.predictedNotFound && !r.valueOk).length +
    expectedNf.filter((r) => !r.predictedNotFound).length;
  console.log(
    `\n== ${split}: ${results.length} cases (${answerable.length} with a value, ${expectedNf.length} not in the documents)`,
  );
  console.log(`value accuracy        ${pct(answerable.filter((r) => r.valueOk).length, answerable.length)}`);
  console.log(`cited-page accuracy   ${pct(answerable.filter((r) => r.pageOk).length, answerable.length)}`);
  console.log(
    `not-found precision   ${pct(trueNf.length, predictedNf.length)}  recall ${pct(trueNf.length, expectedNf.length)}`,
  );
  console.log(`answered wrongly      ${wrongValue} (a value stated that is not the expected one)`);
  console.log(`quotes not exact      ${results.filter((r) => !r.quotesExact).length}`);
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

/** Each document's summary: the headline lines it states are in the summary with the right value and page. */
export function summaryCases(docs: GenDoc[], pages: Map<string, PageText[]>): void {
  for (const split of ["dev", "held-out", "unseen"]) {
    let expected = 0;
    let right = 0;
    let page = 0;
    let forms = 0;
    let formsRight = 0;
    for (const doc of docs.filter((d) => d.split === split)) {
      const summary = summarizePolicy(pages.get(doc.id) ?? []);
      for (const [id, label] of headline) {
        for (const v of doc.truth.values[id] ?? []) {
          expected++;
          const line = summary.lines.find(
            (l) => l.label.startsWith(label) && normalizeValue(l.value) === normalizeValue(v.value),
          );
          if (line) right++;
          if (line?.citation.page === v.page) page++;
        }
      }
      for (const f of doc.truth.forms) {
        forms++;
        const key = (t: string) => t.replace(/\W/g, "");
        if (summary.lines.some((l) => key(l.label).startsWith(key(`Form ${f.number}`)) && l.citation.page === f.page))
          formsRight++;
      }
    }
    console.log(
      `\n== summaries (${split}): headline lines ${pct(right, expected)} right (${right}/${expected}), cited page ${pct(page, expected)}; forms schedule ${pct(formsRight, forms)} (${formsRight}/${forms})`,
    );
  }
}
