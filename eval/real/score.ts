// One real-document question asked as Cara asks it in a workspace holding that one document:
// the offline planner's searches (queriesOf), each run by the SEARCH_FILE tool's search over the
// stored passages (searchPassages, limit 8) and read by the reader (readQuestion, which
// answerFromPassages words). Scored against the verified value: right, wrong (a value stated that
// is not the document's), missed (said not found), not-found right.
import { queriesOf } from "../../server/ai/offline/intent.ts";
import type { AgencyCtx } from "../../server/lib/context.ts";
import { pagesForQuestion } from "../../server/modules/documents/documents.service.ts";
import { readQuestion } from "../../server/modules/documents/reading/answer.ts";
import type { Finding } from "../../server/modules/documents/reading/types.ts";
import { matches, passageHolds } from "./match.ts";
import type { RealQuestion } from "./source.ts";

export type Outcome = "right" | "wrong" | "mixed" | "missed" | "not-found-right" | "stated-when-absent";

export interface RealResult {
  q: RealQuestion;
  outcome: Outcome;
  pageRight: boolean;
  /** What was stated, with its page (dev failures only are printed). */
  stated: string[];
}

export function scoreFindings(q: RealQuestion, quoted: boolean, findings: Finding[]): Omit<RealResult, "q"> {
  const stated = findings.map((f) => `${f.value.replace(/\s+/g, " ").slice(0, 90)} (p${f.citation.page})`);
  const absent = q.expected === "NOT_FOUND";
  if (!findings.length) return { outcome: absent ? "not-found-right" : "missed", pageRight: absent, stated };
  if (absent) return { outcome: "stated-when-absent", pageRight: false, stated };
  // an answer that quotes a passage, or a form given with its title ("CGL 1709 03 16 Exclusion - Swimming Pool")
  const quoting = quoted || q.kind === "form_number";
  const shown = quoting ? findings.slice(0, 1) : findings;
  const ok = (f: Finding) =>
    quoting ? passageHolds(f.value, q.expected, q.accept) : matches(f.value, q.expected, q.accept);
  const right = shown.filter(ok);
  const outcome: Outcome = right.length === shown.length ? "right" : right.length ? "mixed" : "wrong";
  const pageRight = right.some((f) => f.citation.page === q.page);
  return { outcome, pageRight, stated };
}

export async function askRealQuestion(ctx: AgencyCtx, fileId: string, q: RealQuestion): Promise<RealResult> {
  const findings: Finding[] = [];
  // an answer that quotes a passage (an exclusion's wording, what the policy says) rather than a value
  let quoted = false;
  for (const query of queriesOf(q.question)) {
    const passages = await pagesForQuestion(ctx, { fileIds: [fileId], query });
    const reading = readQuestion(query, passages);
    quoted ||= reading.quoted === true || reading.classId === "exclusion";
    findings.push(...reading.findings);
  }
  return { q, ...scoreFindings(q, quoted, findings) };
}
