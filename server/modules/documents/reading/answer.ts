// Answers a question from ranked passages, extractively: the value as it is written, the exact
// passage it was read from and its page. Different values for the same thing are all reported with
// their sources; nothing found is said plainly, with no citation.
import { findExclusions, exclusionTopic } from "./exclusions.ts";
import { findValues } from "./find-values.ts";
import { findForms, formTopic, formsAskedAbout } from "./forms.ts";
import { pageLines, questionLineOfBusiness } from "./page-lines.ts";
import { classifyQuestion, type QuestionClass } from "./question-classes.ts";
import { groupsMatched, termsIn, topicGroups } from "./terms.ts";
import type { Answer, Citation, Finding, PageText, Passage } from "./types.ts";

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
  return findValues(cls, pages, questionLineOfBusiness(question));
}

function whatOf(cls: QuestionClass, question: string): string {
  const topic = (groups: string[][]) => groups.map((g) => g[g.length - 1]).join(" ");
  if (cls.value === "exclusion") return `an exclusion about ${topic(exclusionTopic(question)) || "that"}`;
  if (cls.value === "forms" && formTopic(question).length) return `a form or endorsement about ${topic(formTopic(question))}`;
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
    return { found: true, answer: `The policy wording says: “${findings[0].value}” [1].`, citations: citations.slice(0, 1) };
  }
  const subject = what.charAt(0).toUpperCase() + what.slice(1);
  if (findings.length === 1) return { found: true, answer: `${subject} is ${findings[0].value} [1].`, citations };
  const each = findings
    .map((f, i) => `${f.value}${f.context ? ` in “${f.context}”` : ""} (${f.citation.fileName}, page ${f.citation.page}) [${i + 1}]`)
    .join("; ");
  return {
    found: true,
    answer: `The documents show different values for ${what}: ${each}. Tell me which policy you mean before relying on one.`,
    citations,
  };
}

/** A question outside the known classes: the line that best matches it, quoted, never a value of our own. */
function bestPassage(question: string, pages: PageText[]): Finding[] {
  const groups = topicGroups(question);
  if (!groups.length) return [];
  let best: { score: number; page: PageText; start: number; end: number } | null = null;
  for (const page of pages) {
    const lines = pageLines(page.text);
    for (const line of lines) {
      const window = lines.slice(line.index, line.index + 2);
      const words = termsIn(window.map((l) => l.text).join(" "));
      // the window opening on a line that names the topic reads better than one ending on it
      const score = groupsMatched(groups, words) + groupsMatched(groups, termsIn(line.text)) / 100;
      if (score > (best?.score ?? 0)) best = { score, page, start: line.start, end: window[window.length - 1].end };
    }
  }
  // every topic word must be there: a passage about something else is not an answer
  if (!best || Math.floor(best.score) < groups.length) return [];
  const quote = best.page.text.slice(best.start, best.end);
  const { fileId, fileName, page } = best.page;
  return [{ value: quote, context: null, citation: { fileId, fileName, page, quote } }];
}
