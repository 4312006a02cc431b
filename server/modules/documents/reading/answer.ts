// Answers a question from ranked passages, extractively: the value as it is written, the exact
// passage it was read from and its page. Different values for the same thing are all reported with
// their sources; nothing found is said plainly, with no citation.
import { findExclusions, exclusionTopic } from "./exclusions.ts";
import { coveragePremium } from "./coverage-premium.ts";
import { findValues } from "./find-values.ts";
import { findForms, footerForms, formTopic, formTopicIn, formsAskedAbout } from "./forms.ts";
import { questionLineOfBusiness } from "./page-lines.ts";
import { classifyQuestion, questionClasses, type QuestionClass } from "./question-classes.ts";
import type { Answer, Citation, Finding, PageText, Passage } from "./types.ts";
import { additionalInterest, asksForInterest } from "./additional-interest.ts";
import { certificateAnswer } from "./certificate-answer.ts";
import { labelledName } from "./labelled-name.ts";
import { narrowFindings } from "./narrow-findings.ts";
import { sectionAmountOf, sectionValues } from "./section-values.ts";
import { withPremiumQualifiers } from "./premium-qualifiers.ts";
import { asksForWording, closestPassage, typedValue } from "./typed-answer.ts";
import { fitsQuestion } from "./value-guard.ts";
import { settleOneValue } from "./single-value.ts";

export interface Reading {
  classId: string | null;
  what: string;
  findings: Finding[];
  /** When nothing answers: the closest passages, offered apart as passages that may help. */
  mayHelp?: Finding[];
  /** The question asks for wording: the finding is a quoted passage. */
  quoted?: boolean;
  /** The passages that may help are different values of one file for a question asking one. */
  unsettled?: boolean;
}

/** The findings behind an answer (what `answerFromPassages` words). */
export function readQuestion(question: string, passages: Passage[]): Reading {
  const pages = [...passages].sort((a, b) => b.rank - a.rank);
  const cls = classifyQuestion(question);
  if (!cls && asksForInterest(question)) {
    const findings = additionalInterest(question, pages);
    return { classId: "additionalInterest", what: "the additional interest", findings };
  }
  if (!cls) {
    if (asksForWording(question))
      return { classId: null, what: "wording about that", findings: closestPassage(question, pages), quoted: true };
    const amount = sectionAmountOf(null, question);
    const findings = firstFound(
      () => (amount ? sectionValues(amount, null, question, pages) : []),
      () => labelledName(question, pages),
      () => typedValue(question, pages),
    );
    return {
      classId: null,
      what: "an answer to that",
      findings,
      mayHelp: findings.length ? [] : closestPassage(question, pages),
    };
  }
  // a classed question whose class found nothing may name its party by a label of its own
  // ("Which company is the reinsured?": "Reinsured Company:")
  const read = findingsFor(cls, question, pages);
  const narrowed = narrowFindings(cls, question, read.length ? read : labelledFor(cls, question, pages), pages);
  const { findings, unsettled } = settleOneValue(cls, question, narrowed, pages);
  const what = whatOf(cls, question);
  return unsettled.length && !findings.length
    ? { classId: cls.id, what, findings, mayHelp: unsettled, unsettled: true }
    : { classId: cls.id, what, findings };
}

/** The findings of the first reader that finds any, the later ones not run. */
function firstFound(...readers: Array<() => Finding[]>): Finding[] {
  for (const read of readers) {
    const found = read();
    if (found.length) return found;
  }
  return [];
}

/** For a class whose values are names (an insurer, a party): the label the question names. */
const labelledFor = (cls: QuestionClass, question: string, pages: PageText[]) =>
  cls.value === "text" ? labelledName(question, pages) : [];

export function findingsFor(cls: QuestionClass, question: string, pages: PageText[]): Finding[] {
  if (cls.value === "exclusion") return findExclusions(question, pages);
  if (cls.value === "forms") {
    const scheduled = formsAskedAbout(question, findForms(pages));
    if (scheduled.length) return scheduled.map((f) => f.finding);
    // a form the question names that no schedule lists: the forms the page footers print
    const topic = formTopicIn(question, pages);
    return topic.length ? formsAskedAbout(question, footerForms(pages), topic).map((f) => f.finding) : [];
  }
  const asked = questionLineOfBusiness(question);
  // only values of the type asked for: a label, a heading or a fragment read beside a label is not one
  const typed = (findings: Finding[]) => findings.filter((f) => fitsQuestion(cls, f.value));
  const onCertificate = certificateAnswer(cls, question, pages);
  if (onCertificate) return typed(onCertificate);
  const amount = sectionAmountOf(cls, question);
  const bySection = amount ? typed(sectionValues(amount, cls, question, pages)) : [];
  if (bySection.length) return bySection;
  const found = typed(findValues(cls, pages, asked));
  if (found.length) return cls.id === "premium" ? withPremiumQualifiers(found, pages) : found;
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
  if (!findings.length) {
    const notFound = reading.unsettled
      ? `I could not tell which value is ${what}: the document gives different ones.`
      : `I could not find ${what} in the documents.`;
    const mayHelp = reading.mayHelp ?? [];
    if (!mayHelp.length) return { found: false, answer: notFound, citations: [] };
    const passages = mayHelp
      .map((f, i) => `“${f.value.replace(/\s+/g, " ")}”, page ${f.citation.page} [${i + 1}]`)
      .join("\n");
    const heading = reading.unsettled
      ? "Passages that may help (each gives a different value; check which one applies):"
      : "Passages that may help (they do not state it):";
    return {
      found: false,
      answer: `${notFound}\n\n${heading}\n${passages}`,
      citations: mayHelp.map((f) => f.citation),
      ...(reading.unsettled ? { unsettled: true } : {}),
    };
  }
  const citations: Citation[] = findings.map((f) => f.citation);
  if (classId === null) {
    const said = reading.quoted
      ? `The documents say: “${findings[0].value}” [1].`
      : `The documents show ${findings[0].value} [1].`;
    return { found: true, answer: said, citations: citations.slice(0, 1) };
  }
  if (classId === "forms") {
    const list = findings.map((f, i) => `- ${f.value} [${i + 1}]`).join("\n");
    return { found: true, answer: `The forms and endorsements listed are:\n${list}`, citations };
  }
  if (classId === "exclusion") {
    const [first] = findings;
    // an exclusion endorsement or schedule line: its form number and title; else the wording, quoted
    const form = /^[A-Z]{1,4}[\s-]?\d/.test(first.value) && first.value.length < 160;
    return {
      found: true,
      answer: form
        ? `Yes: ${first.value.replace(/\s+/g, " ")}, page ${first.citation.page} [1].`
        : `The policy wording says: “${first.value}” [1].`,
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
