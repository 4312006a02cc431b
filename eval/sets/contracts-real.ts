// Contract review on real agreements (issue 28, item 7; docs/product/contract-and-certificate-review.md
// "Evaluation"): the insurance requirements the reader finds in excerpts of agreements filed with
// the SEC — supply, franchise, services, licence, outsourcing, sponsorship… — taken from CUAD v1
// (The Atticus Project, CC BY 4.0). Two committed sets, each case an excerpt (the agreement's
// opening, then its insurance clause(s) with the sections around them), its EDGAR filing and the
// requirements it states (annotation conventions in each JSON file):
//   - dev (contracts-real-dev.json, 35 agreements): rules are developed on its failures;
//   - kept-out (contracts-real-kept-out.json, 38 agreements): written and committed before any rule
//     that reads it; reported as the "held-out" split; its failures are never printed.
// A requirement counts when its kind is found with its value right (minimum, days, years, rating,
// forms, whichever the annotation states; a null states "none given"). Precision is over every
// requirement the reader lists, so one listed on an agreement that states none counts against it.
import { readFileSync } from "node:fs";
import type { PageText } from "../../server/modules/documents/reading/types.ts";
import { extractRequirements, type ContractRequirement } from "../../server/modules/contracts/requirements.ts";
import type { SkillEvalRow, SkillEvalSet } from "./index.ts";

export interface RealExpectedRequirement {
  kind: string;
  minimum?: number | null;
  days?: number | null;
  years?: number | null;
  rating?: string | null;
  forms?: string[];
}

export interface RealContractCase {
  id: string;
  cuadFile: string;
  edgar: string;
  cuadInsuranceLabel: boolean;
  excerpt: string;
  expected: RealExpectedRequirement[];
}

const FILES = { dev: "contracts-real-dev.json", "held-out": "contracts-real-kept-out.json" } as const;

export function realContractCases(split: keyof typeof FILES): RealContractCase[] {
  const url = new URL(FILES[split], import.meta.url);
  return (JSON.parse(readFileSync(url, "utf8")) as { cases: RealContractCase[] }).cases;
}

/** The excerpt as pages of about 3,000 characters, cut at blank lines (the reader carries headings across pages). */
export function excerptPages(c: RealContractCase): PageText[] {
  const pages: string[] = [];
  let page = "";
  for (const block of c.excerpt.split(/(?<=\n\s*\n)/)) {
    if (page && page.length + block.length > 3000) {
      pages.push(page);
      page = "";
    }
    page += block;
  }
  if (page.trim()) pages.push(page);
  return pages.map((text, i) => ({ fileId: c.id, fileName: `${c.id}.txt`, page: i + 1, text }));
}

/** Whether a found requirement has the annotated value (only the fields the annotation states). */
export function valueRight(found: ContractRequirement, want: RealExpectedRequirement): boolean {
  if ("minimum" in want && found.minimum !== want.minimum) return false;
  if ("days" in want && found.days !== want.days) return false;
  if ("years" in want && found.years !== want.years) return false;
  if ("rating" in want && found.rating !== want.rating) return false;
  if (want.forms && [...found.forms].sort().join() !== [...want.forms].sort().join()) return false;
  return true;
}

export function scoreRealContracts(cases: RealContractCase[]) {
  let correct = 0;
  let found = 0;
  let expected = 0;
  const failures: string[] = [];
  for (const c of cases) {
    const got = extractRequirements(excerptPages(c));
    found += got.length;
    expected += c.expected.length;
    for (const want of c.expected) {
      const hit = got.find((r) => r.kind === want.kind);
      if (hit && valueRight(hit, want)) correct++;
      else {
        const { kind, ...value } = want;
        failures.push(
          `${c.id} ${kind}: expected ${JSON.stringify(value)}, got ${hit ? `${hit.value} (${JSON.stringify({ minimum: hit.minimum, days: hit.days, years: hit.years, rating: hit.rating, forms: hit.forms })}) “${hit.citation.quote.slice(0, 100)}”` : "nothing"}`,
        );
      }
    }
    for (const extra of got.filter((r) => !c.expected.some((e) => e.kind === r.kind)))
      failures.push(`${c.id} spurious ${extra.kind} ${extra.value}: “${extra.citation.quote.slice(0, 120)}”`);
  }
  return {
    recall: correct / Math.max(expected, 1),
    precision: correct / Math.max(found, 1),
    expected,
    found,
    failures,
  };
}

export const contractsRealSet: SkillEvalSet = {
  name: "contracts-real",
  async run(options) {
    const rows: SkillEvalRow[] = [];
    const skill = "Contract review (real)";
    for (const split of options.splits ?? (["dev", "held-out"] as const)) {
      const score = scoreRealContracts(realContractCases(split));
      rows.push(
        { skill, metric: "requirement recall", split, value: score.recall, n: score.expected, target: 0.9 },
        { skill, metric: "requirement precision", split, value: score.precision, n: score.found, target: 0.85 },
      );
      if (options.failures === "dev" && split === "dev" && !options.quiet)
        for (const line of score.failures) console.log(`  ${line}`);
    }
    return rows;
  },
};
