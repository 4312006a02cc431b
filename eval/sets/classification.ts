import { classifyBusiness } from "../../server/modules/classification/classify.ts";
import type { SkillEvalRow, SkillEvalSet } from "./index.ts";
import { DEV_CASES, type ClassificationCase } from "./classification-dev.ts";
import { HELD_OUT_CASES } from "./classification-held-out.ts";

/**
 * Commercial Classification (issue 14): business descriptions written for the project → the
 * classifier's top three NAICS 2022 codes. Top-1: the first code is the expected one (or an
 * alternate NAICS itself allows); top-3: it is among the three. Held-out failures are never printed.
 */

function score(cases: ClassificationCase[], printFailures: boolean) {
  let top1 = 0;
  let top3 = 0;
  for (const item of cases) {
    const codes = classifyBusiness(item.text).candidates.map((c) => c.code);
    const accepted = new Set([item.code, ...(item.alternates ?? [])]);
    if (codes[0] && accepted.has(codes[0])) top1++;
    if (codes.some((code) => accepted.has(code))) top3++;
    else if (printFailures)
      console.log(`  classification dev miss: "${item.text}" → ${codes.join(", ") || "none"} (expected ${item.code})`);
  }
  return { top1: top1 / cases.length, top3: top3 / cases.length, n: cases.length };
}

export const classificationSet: SkillEvalSet = {
  name: "classification",
  async run(options) {
    const { failures } = options;
    const rows: SkillEvalRow[] = [];
    for (const [split, cases] of [
      ["dev", DEV_CASES],
      ["held-out", HELD_OUT_CASES],
    ] as const) {
      if (options.splits && !options.splits.includes(split)) continue;
      const result = score(cases, split === "dev" && failures === "dev");
      rows.push({ skill: "classification", metric: "top-1", split, value: result.top1, n: result.n, target: 0.65 });
      rows.push({ skill: "classification", metric: "top-3", split, value: result.top3, n: result.n, target: 0.85 });
    }
    return rows;
  },
};
