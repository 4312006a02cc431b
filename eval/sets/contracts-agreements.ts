// Contract review on agreement-length text (issue 28, item 7): the requirements reader
// (server/modules/contracts/requirements.ts) on excerpts of long commercial agreements written for
// the project in the style of SEC-filed exhibits, where the insurance requirements sit under any
// heading among clauses that are not requirements. Each agreement is laid out as pages the way a
// PDF's extracted text reads (lines wrapped near 95 characters, about 48 lines a page, so a
// paragraph may run over a page break). A requirement counts only with its value right; recall
// and precision per split. The kept-out split (contracts-agreements-kept-out.ts) was committed
// before any rule it measures; its failures are never printed.
import type { PageText } from "../../server/modules/documents/reading/types.ts";
import { extractRequirements, type ContractRequirement } from "../../server/modules/contracts/requirements.ts";
import type { SkillEvalRow, SkillEvalSet } from "./index.ts";
import type { AgreementCase, ExpectedAgreementRequirement } from "./contracts-agreements-types.ts";
import { AGREEMENTS_DEV } from "./contracts-agreements-dev.ts";
import { AGREEMENTS_DEV_2 } from "./contracts-agreements-dev-2.ts";
import { AGREEMENTS_KEPT_OUT } from "./contracts-agreements-kept-out.ts";

const WIDTH = 95;
const LINES_PER_PAGE = 48;

/** An agreement's text as the pages of its PDF would read: wrapped lines, blank lines between paragraphs. */
export function agreementPages(agreement: AgreementCase): PageText[] {
  const lines: string[] = [];
  for (const paragraph of agreement.text.split("\n")) {
    if (!paragraph.trim()) {
      lines.push("");
      continue;
    }
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      if (line && line.length + 1 + word.length > WIDTH) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  const pages: PageText[] = [];
  for (let at = 0; at < lines.length; at += LINES_PER_PAGE)
    pages.push({
      fileId: agreement.id,
      fileName: `${agreement.id}.pdf`,
      page: pages.length + 1,
      text: lines.slice(at, at + LINES_PER_PAGE).join("\n"),
    });
  return pages;
}

const sameValue = (found: ContractRequirement, expected: ExpectedAgreementRequirement) =>
  (expected.minimum === undefined || found.minimum === expected.minimum) &&
  (expected.days === undefined || found.days === expected.days) &&
  (expected.years === undefined || found.years === expected.years) &&
  (expected.rating === undefined || found.rating === expected.rating) &&
  (expected.forms === undefined || [...found.forms].sort().join() === [...expected.forms].sort().join());

export function scoreAgreements(agreements: readonly AgreementCase[]) {
  let correct = 0;
  let found = 0;
  let expected = 0;
  const failures: string[] = [];
  for (const agreement of agreements) {
    const pages = agreementPages(agreement);
    const got = extractRequirements(pages);
    found += got.length;
    expected += agreement.expected.length;
    for (const want of agreement.expected) {
      const hit = got.find((r) => r.kind === want.kind);
      if (hit && sameValue(hit, want)) correct++;
      else
        failures.push(
          `${agreement.id} ${want.kind}: expected ${JSON.stringify(want)}, got ${
            hit ? `${hit.value} “${hit.citation.quote.slice(0, 100)}”` : "nothing"
          }`,
        );
    }
    for (const extra of got.filter((r) => !agreement.expected.some((e) => e.kind === r.kind)))
      failures.push(`${agreement.id} spurious ${extra.kind} ${extra.value}: “${extra.citation.quote.slice(0, 120)}”`);
  }
  return {
    recall: correct / Math.max(expected, 1),
    precision: correct / Math.max(found, 1),
    expected,
    found,
    failures,
  };
}

const SPLITS = { dev: [...AGREEMENTS_DEV, ...AGREEMENTS_DEV_2], "held-out": AGREEMENTS_KEPT_OUT } as const;

export const contractAgreementsSet: SkillEvalSet = {
  name: "contract-agreements",
  async run(options) {
    const rows: SkillEvalRow[] = [];
    for (const split of options.splits ?? (["dev", "held-out"] as const)) {
      const result = scoreAgreements(SPLITS[split]);
      const common = { skill: "Contract agreements", split };
      rows.push(
        { ...common, metric: "requirement recall", value: result.recall, n: result.expected, target: 0.9 },
        { ...common, metric: "requirement precision", value: result.precision, n: result.found, target: 0.85 },
      );
      if (options.failures === "dev" && split === "dev" && !options.quiet)
        for (const line of result.failures) console.log(`  ${line}`);
    }
    return rows;
  },
};
