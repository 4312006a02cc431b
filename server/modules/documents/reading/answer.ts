// Answers a question from ranked passages, extractively: the value as it is written, the exact
// passage it was read from and its page. Different values for the same thing are all reported with
// their sources; nothing found is said plainly, with no citation.
import { findExclusions, exclusionTopic } from "./exclusions.ts";
import { coveragePremium } from "./coverage-premium.ts";
import { findValues } from "./find-values.ts";
import { findForms, formTopic, formsAskedAbout } from "./forms.ts";
import { pageLines, questionLineOfBusiness, type Line } from "./page-lines.ts";
import { isHeading, paragraphEnd } from "./paragraphs.ts";
import { classifyQuestion, questionClasses, type QuestionClass } from "./question-classes.ts";
import { groupsMatched, termsIn, topicGroups } from "./terms.ts";
import type { Answer, Citation, Finding, PageText, Passage } from "./types.ts";
import { fitsQuestion } from "./value-guard.ts";

export interface Reading {
  classId: string | null;
  what: string;
  findings: Finding[];
}

/** The findings behind an answer (what `answerFromPassages` words). */
export function readQuestion(question: string, passages: Passage[]): Reading {
  const pages = [...passages].sort((a, b) => b.rank - a.rank);
  const cls = classifyQuestion(question);
  if (!cls) return { classId: null, what: "an answer to that", findings: bestPassage(question, pages) };
  return { classId: cls.id, what: whatOf(cls, question), findings: findingsFor(cls, question, pages) };
}

export function findingsFor(cls: QuestionClass, question: string, pages: PageText[]): Finding[] {
  if (cls.value === "exclusion") return findExclusions(question, pages);
  if (cls.value === "forms") return formsAskedAbout(question, findForms(pages)).map((f) => f.finding);
  const asked = questionLineOfBusiness(question);
  // only values of the type asked for: a label, a heading or a fragment read beside a label is not one
  const typed = (findings: Finding[]) => findings.filter((f) => fitsQuestion(cls, f.value));
  const found = typed(findValues(cls, pages, asked));
  if (found.length) return found;
  if (cls.id === "policyPeriod") return typed(periodFromDates(pages, asked));
  if (cls.id === "premium" && asked) return typed(coveragePremium(pages, asked));
  return [];
}

/** A period printed as separate effective and expiration dates on one page: quoted from one to the other. */
function periodFromDates(pages: PageText[], asked: ReturnType<typeof questionLineOfBusiness>): Finding[] {
  const byId = (id: string) =>
    findValues(
      questionClasses.find((c) => c.id === id)!,
      pages,
      asked,
    );
  const [from] = byId("effectiveDate");
  const to = byId("expirationDate").find(
    (f) => f.citation.fileId === from?.citation.fileId && f.citation.page === from.citation.page,
  );
  if (!from || !to) return [];
  const page = pages.find((p) => p.fileId === from.citation.fileId && p.page === from.citation.page)!;
  const a = page.text.indexOf(from.citation.quote);
  const b = page.text.indexOf(to.citation.quote);
  const quote = page.text.slice(Math.min(a, b), Math.max(a + from.citation.quote.length, b + to.citation.quote.length));
  return [{ value: `${from.value} to ${to.value}`, context: from.context, citation: { ...from.citation, quote } }];
}

function whatOf(cls: QuestionClass, question: string): string {
  const topic = (groups: string[][]) => groups.map((g) => g[g.length - 1]).join(" ");
  if (cls.value === "exclusion") return `an exclusion about ${topic(exclusionTopic(question)) || "that"}`;
  if (cls.value === "forms" && formTopic(question).length)
    return `a form or endorsement about ${topic(formTopic(question))}`;
  return cls.what;
}

export function answerFromPassages(question: string, passages: Passage[]): Answer {
  const reading = readQuestion(question, passages);
  const { findings, what, classId } = reading;
  if (!findings.length) return { found: false, answer: `I could not find ${what} in the documents.`, citations: [] };
  const citations: Citation[] = findings.map((f) => f.citation);
  if (classId === null) {
    return { found: true, answer: `The documents say: “${findings[0].value}” [1].`, citations: citations.slice(0, 1) };
  }
  if (classId === "forms") {
    const list = findings.map((f, i) => `- ${f.value} [${i + 1}]`).join("\n");
    return { found: true, answer: `The forms and endorsements listed are:\n${list}`, citations };
  }
  if (classId === "exclusion") {
    return {
      found: true,
      answer: `The policy wording says: “${findings[0].value}” [1].`,
      citations: citations.slice(0, 1),
    };
  }
  const subject = what.charAt(0).toUpperCase() + what.slice(1);
  if (findings.length === 1) return { found: true, answer: `${subject} is ${findings[0].value} [1].`, citations };
  const each = findings
    .map(
      (f, i) =>
        `${f.value}${f.context ? ` in “${f.context}”` : ""} (${f.citation.fileName}, page ${f.citation.page}) [${i + 1}]`,
    )
    .join("; ");
  return {
    found: true,
    answer: `The documents show different values for ${what}: ${each}. Tell me which policy you mean before relying on one.`,
    citations,
  };
}

/**
 * A question outside the known classes: the paragraph whose line names every topic word (an
 * enumerated heading first), quoted; never a value of our own.
 */
function bestPassage(question: string, pages: PageText[]): Finding[] {
  const groups = topicGroups(question);
  if (!groups.length) return [];
  let best: { score: number; page: PageText; lines: Line[]; line: Line } | null = null;
  for (const page of pages) {
    const lines = pageLines(page.text);
    for (const line of lines) {
      if (groupsMatched(groups, termsIn(line.text)) < groups.length) continue;
      const score = isHeading(line.text) ? 2 : 1;
      if (score > (best?.score ?? 0)) best = { score, page, lines, line };
    }
  }
  if (!best) return [];
  const end = paragraphEnd(best.lines, best.line);
  const quote = best.page.text.slice(best.line.start, end.end);
  const { fileId, fileName, page } = best.page;
  return [{ value: quote, context: null, citation: { fileId, fileName, page, quote } }];
}
