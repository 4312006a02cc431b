// Coverage Comparison's evaluation (issue 14): comparison cell accuracy over generated quote
// pairs (scripts/analysis-docs/quotes/). Each pair's PDFs are drawn with pdf-lib and read back by
// the documents capability (OCR for the scanned ones), read with COVERAGE_LINES, compared by the
// skill's own rows; a cell (one option's value for one row) is right when its value and cited
// page are the ground truth's, or when neither the truth nor Cara states it ("not found").
// Development pairs: label set A, seeds 1–, layouts letter / prose / package. Held out: label set
// B, seeds 101–, the schedule layout besides; its failures are never printed.
import { quotePairs, type QuotePair } from "../../scripts/analysis-docs/quotes/corpus.ts";
import { renderPdf } from "../../scripts/insurance-docs/render.ts";
import { compareReadings } from "../../server/ai/offline/skills/comparison/coverage-compare.ts";
import { extractDocument } from "../../server/modules/documents/extract.ts";
import { readCoverageLines } from "../../server/modules/documents/reading/coverage-lines.ts";
import { exclusionKey } from "../../server/modules/documents/reading/quote-exclusions.ts";
import type { PageText } from "../../server/modules/documents/reading/types.ts";
import { normalizeValue } from "../../server/modules/documents/reading/values.ts";
import type { SkillEvalRow, SkillEvalSet } from "./index.ts";

type Truth = Record<string, Array<{ value: string; page: number }>>;

/** The truth's keys as the comparison's rows name them (forms and exclusions by number, else by name). */
function rowKeyed(truth: Truth): Truth {
  const out: Truth = {};
  for (const [key, values] of Object.entries(truth)) {
    let k = key;
    if (key.startsWith("form:")) k = `form:${key.slice(5).replace(/\W/g, "").toUpperCase()}`;
    if (key.startsWith("exclusion:")) {
      const name = key.slice(10);
      k = /\d{2}\s?\d{2}/.test(name)
        ? `exclusion:${name.replace(/\W/g, "").toUpperCase()}`
        : `exclusion:${exclusionKey(name)}`;
    }
    out[k] = values;
  }
  return out;
}

async function pagesOf(doc: QuotePair["options"][number]): Promise<PageText[]> {
  const bytes = await renderPdf(doc);
  const { pages } = await extractDocument({ bytes, mimeType: "application/pdf", fileName: doc.fileName });
  return pages.map((p) => ({ fileId: doc.id, fileName: doc.fileName, page: p.number, text: p.text }));
}

async function score(pairs: QuotePair[], printFailures: boolean) {
  let right = 0;
  let total = 0;
  for (const pair of pairs) {
    const readings = await Promise.all(pair.options.map(async (d) => readCoverageLines(await pagesOf(d))));
    const rows = compareReadings(readings[0]!, readings[1]!).flatMap((s) => s.rows);
    const truths = pair.options.map((d) => rowKeyed(d.truth.values as Truth));
    const keys = new Set([...rows.map((r) => r.key), ...truths.flatMap((t) => Object.keys(t))]);
    for (const key of keys) {
      const row = rows.find((r) => r.key === key);
      for (const i of [0, 1] as const) {
        const expected = truths[i]![key] ?? [];
        const got = row?.cells[i] ?? null;
        const ok = got
          ? expected.some((e) => e.page === got.citation.page && sameValue(key, e.value, got.value))
          : expected.length === 0;
        total += 1;
        if (ok) right += 1;
        else if (printFailures)
          console.log(
            `  ${pair.options[i]!.id} (${pair.options[i]!.layout}) ${key}: expected ${expected.map((e) => `${e.value} p${e.page}`).join(" | ") || "not found"}, got ${got ? `${got.value} p${got.citation.page}` : "not found"}`,
          );
      }
    }
  }
  return { value: total ? right / total : 0, n: total };
}

const sameValue = (key: string, expected: string, got: string) =>
  key.startsWith("exclusion:")
    ? exclusionKey(got) === exclusionKey(expected)
    : normalizeValue(got) === normalizeValue(expected);

export const comparisonSet: SkillEvalSet = {
  name: "comparison",
  async run(options) {
    const { failures } = options;
    const rows: SkillEvalRow[] = [];
    for (const split of options.splits ?? (["dev", "held-out"] as const)) {
      const pairs = quotePairs(split, split === "dev" ? 8 : 10, 8);
      const started = performance.now();
      const { value, n } = await score(pairs, failures === "dev" && split === "dev");
      if (!options.quiet)
        console.log(
          `comparison ${split}: ${pairs.length} pairs, ${n} cells, ${(100 * value).toFixed(1)}% right (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      rows.push({ skill: "Coverage comparison", metric: "cell accuracy", split, value, n, target: 0.95 });
    }
    return rows;
  },
};
