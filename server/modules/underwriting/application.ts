// An application or a loss run read as a whole: what kind of document it is, its facts, its
// schedules (losses, class codes, vehicles) and the statements an underwriter reads twice ("no
// losses in the past five years", a lapse in coverage, a new venture). Pure: page texts in, each
// value with its exact quote and page out.
import { pageLines } from "../documents/reading/page-lines.ts";
import type { Citation, PageText } from "../documents/reading/types.ts";
import { readFacts, type Fact } from "./application-facts.ts";
import { FACT_CLASSES } from "./fact-classes.ts";
import { readClassCodes, readLosses, readVehicles, type ClassCode, type Loss, type Vehicle } from "./schedules.ts";

export type DocumentKind = "application" | "loss run" | "not an application";
export type StatementKind = "no losses" | "lapse in coverage" | "new venture";

export interface Statement {
  kind: StatementKind;
  citation: Citation;
}

export interface ApplicationReading {
  kind: DocumentKind;
  facts: Fact[];
  losses: Loss[];
  classCodes: ClassCode[];
  vehicles: Vehicle[];
  statements: Statement[];
  /** The facts looked for and not stated in this document. */
  notFound: string[];
}

const STATEMENTS: Array<[StatementKind, RegExp]> = [
  [
    "no losses",
    /\b(no (known |reported |prior )?(losses|claims)( (have been|were) (reported|filed|made|incurred))?\b|loss[- ]free|has had no (losses|claims)|nil losses|no loss history|(any|prior) (losses|claims)[^?\n]{0,60}\?\s*(\t\s*)?(no|none)\b)/i,
  ],
  [
    "lapse in coverage",
    /\b(lapse[ds]? in coverage|coverage (has )?lapsed|gap in coverage|no prior (coverage|insurance)|(was|been) (cancell?ed|non-?renewed)|cancell?ed for non-?payment)\b/i,
  ],
  ["new venture", /\b(new venture|start-?up business|newly formed|new business venture)\b/i],
];

const LOSS_RUN =
  /\b(loss runs?|loss history report|claims? history|loss experience|loss summary|valued as of|valuation date|currently valued)\b/i;
const APPLICATION = /\b(application|applicant|questionnaire|supplement(al)?|acord\s*1[2-4]\d)\b/i;

function readStatements(pages: PageText[]): Statement[] {
  const out: Statement[] = [];
  for (const page of pages)
    for (const line of pageLines(page.text)) {
      for (const [kind, re] of STATEMENTS) {
        if (!re.test(line.text)) continue;
        const quote = page.text.slice(line.start, line.end).trim();
        out.push({ kind, citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote } });
      }
    }
  return out;
}

function kindOf(pages: PageText[], facts: Fact[], losses: Loss[], statements: Statement[]): DocumentKind {
  const head = pages
    .slice(0, 2)
    .map((p) => p.text.split("\n").slice(0, 8).join("\n"))
    .join("\n");
  const lossRun = LOSS_RUN.test(head);
  if (lossRun && (losses.length || statements.some((s) => s.kind === "no losses"))) return "loss run";
  const ids = new Set(facts.map((f) => f.id));
  if (ids.size >= 4 || (APPLICATION.test(head) && ids.size >= 2)) return "application";
  if (lossRun || losses.length) return "loss run";
  return "not an application";
}

/** `formFacts`: a filled fillable PDF's facts (its form fields), which the page text does not carry. */
export function readApplication(pages: PageText[], formFacts: Fact[] = []): ApplicationReading {
  const facts = readFacts(pages);
  for (const fact of formFacts) if (!facts.some((f) => f.id === fact.id)) facts.push(fact);
  const losses = readLosses(pages);
  const statements = readStatements(pages);
  const kind = kindOf(pages, facts, losses, statements);
  const found = new Set(facts.map((f) => f.id));
  return {
    kind,
    facts,
    losses,
    classCodes: readClassCodes(pages),
    vehicles: readVehicles(pages),
    statements,
    notFound: FACT_CLASSES.filter((c) => !found.has(c.id)).map((c) => c.label),
  };
}
