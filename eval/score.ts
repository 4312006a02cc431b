// Scores one case: value, cited page, not-found, and whether every quote is exact.
import { readQuestion } from "../server/modules/documents/reading/answer.ts";
import { answerFromPassages } from "../server/modules/documents/reading/index.ts";
import { rankPages } from "../server/modules/documents/reading/rank.ts";
import type { PageText } from "../server/modules/documents/reading/types.ts";
import { normalizeValue } from "../server/modules/documents/reading/values.ts";
import { allExclusionTopics, exclusionTitleWord } from "../scripts/insurance-docs/wording.ts";
import type { EvalCase } from "./cases.ts";

export interface CaseResult {
  c: EvalCase;
  expectedNotFound: boolean;
  predictedNotFound: boolean;
  valueOk: boolean;
  pageOk: boolean;
  quotesExact: boolean;
  got: string[];
}

/** The exclusion topic a question asks about ("pollution" in "Does the policy exclude pollution losses?"). */
const topicOf = (question: string) => allExclusionTopics.find((t) => question.toLowerCase().includes(t)) ?? null;

/**
 * The same value; wording and form numbers (quoted passages) need only contain the expected
 * fragment. An exclusion may also be answered by its heading (issue 28: an exclusion list holds
 * exclusions, a form or a headed paragraph, named by number and title), when the heading names
 * the topic asked.
 */
export function same(found: string, expected: string, cls: string, question = ""): boolean {
  const f = normalizeValue(found);
  const e = normalizeValue(expected);
  if (f === e) return true;
  const topic = cls === "exclusion" ? topicOf(question) : null;
  if (topic) {
    const heading = found
      .split(/\n|:\s/)
      .slice(0, 2)
      .join(" ")
      .toLowerCase();
    if (exclusionTitleWord(topic).some((w) => new RegExp(`\\b${w}`, "i").test(heading))) return true;
  }
  if (cls !== "exclusion" && cls !== "forms") return false;
  const loose = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "");
  return (
    loose(found).includes(loose(expected)) && loose(found).length <= Math.max(2 * loose(expected).length + 10, 400)
  );
}

export function scoreCase(c: EvalCase, pages: PageText[]): CaseResult {
  const passages = rankPages(c.question, pages);
  const answer = answerFromPassages(c.question, passages);
  const reading = readQuestion(c.question, passages);
  const quotesExact = answer.citations.every((cit) =>
    pages.some((p) => p.fileId === cit.fileId && p.page === cit.page && p.text.includes(cit.quote)),
  );
  const got = reading.findings.map(
    (f) => `${f.value.replace(/\s+/g, " ").slice(0, 80)} @${f.citation.fileName}#${f.citation.page}`,
  );
  const predictedNotFound = !answer.found;
  if ("notFound" in c.expect) {
    return {
      c,
      expectedNotFound: true,
      predictedNotFound,
      valueOk: predictedNotFound,
      pageOk: predictedNotFound,
      quotesExact,
      got,
    };
  }
  const expected = c.expect.values;
  // the answer cites only the best passage for wording and generic questions
  const cited =
    reading.classId === null || reading.classId === "exclusion" ? reading.findings.slice(0, 1) : reading.findings;
  const matched = expected.map((e) =>
    cited.find((f) => same(f.value, e.value, c.class, c.question) && (!e.doc || f.citation.fileId === e.doc)),
  );
  const extras = cited.filter((f) => !expected.some((e) => same(f.value, e.value, c.class, c.question)));
  const valueOk = answer.found && matched.every(Boolean) && (c.expect.list === true || extras.length === 0);
  const pageOk = answer.found && matched.every((f, i) => f && f.citation.page === expected[i].page);
  return { c, expectedNotFound: false, predictedNotFound, valueOk, pageOk, quotesExact, got };
}
