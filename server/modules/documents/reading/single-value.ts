// A question that asks for one thing of a document (its named insured, its policy number, its
// period, its premium, its insurer) has one answer in that document. When the reader found
// different values for it in one file, it did not know which one the question means: stating them
// all would put a wrong value in front of the user as an answer. The values are settled by the
// page the question names ("on the surplus lines page", "on the RT Specialty summary") when exactly
// one value's page is that page; otherwise none is stated and they are offered apart, as passages
// that may help. Values that differ only by a misprint ("Greeley" / "Greely") are one value, the
// first read. Different files (two policies in one workspace) keep their own values.
import { pageLines } from "./page-lines.ts";
import type { QuestionClass } from "./question-classes.ts";
import { groupsMatched, termsIn, topicGroups } from "./terms.ts";
import type { Finding, PageText } from "./types.ts";
import { isoDate, normalizeValue, periodDates } from "./values.ts";
import { editDistance } from "./edit-distance.ts";

/** The classes whose question asks for one value of a document. */
const SINGLE = new Set([
  "namedInsured",
  "policyNumber",
  "policyPeriod",
  "effectiveDate",
  "expirationDate",
  "mailingAddress",
  "producer",
  "certificateHolder",
  "premium",
]);

const asksOneValue = (cls: QuestionClass) => SINGLE.has(cls.id);

/** What a question calls a page: "the surplus lines page", "the RT Specialty summary", "Century's own quote page". */
const PAGE_NOUN = String.raw`(?:page|summary|schedule|declarations?|quote|cover|proposal|certificate|binder|endorsement|letter|slip|listing)`;
const PAGE_NAMED = new RegExp(String.raw`\b(?:on|in|from)\s+(?:the\s+)?([^,?()]{0,60}?\b${PAGE_NOUN})\b`, "gi");
const PAGE_NOT_NAMED = new RegExp(
  String.raw`\bnot\s+(?:on\s+|in\s+|from\s+)?(?:the\s+)?([^,?()]{0,40}?\b${PAGE_NOUN})\b`,
  "gi",
);

/** The question without the pages it says not to read ("(not the broker cover)"): what it does name. */
export const withoutPagesNotNamed = (question: string) => question.replace(PAGE_NOT_NAMED, " ");

/** The words naming the page the question reads from, and those naming a page it does not ("not the broker cover"). */
function pagesNamed(question: string): { named: string[][]; notNamed: string[][] } {
  const not = [...question.matchAll(PAGE_NOT_NAMED)].map((m) => m[1]!);
  const named = [...withoutPagesNotNamed(question).matchAll(PAGE_NAMED)].map((m) => m[1]!);
  return { named: topicGroups(named.join(" ")), notNamed: topicGroups(not.join(" ")) };
}

/** Letters and digits only, lower-cased: how two readings of one value are compared. */
const bare = (value: string) =>
  normalizeValue(value)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/**
 * What a value is, whatever its print: a date or a period by its dates ("April 3, 2026 to April 3,
 * 2027 12:01 A.M." is "04/03/2026 - 04/03/2027"), an amount by its figures, anything else by its
 * letters and digits.
 */
function valueKey(cls: QuestionClass, value: string): string {
  if (cls.value === "date" || cls.value === "period") {
    const dates = periodDates(value).map((d) => isoDate(d) ?? d);
    if (dates.length) return dates.join("..");
  }
  return bare(value);
}

/** Whether two names differ by at most one misprint per fifteen letters (and are long enough to tell). */
function sameWithMisprint(a: string, b: string): boolean {
  const x = bare(a);
  const y = bare(b);
  // one name and the same name carried on ("Harbor Lane Bakery LLC" / "… LLC dba Sweet Rolls")
  if (x === y || (Math.min(x.length, y.length) >= 8 && (x.startsWith(y) || y.startsWith(x)))) return true;
  if (Math.min(x.length, y.length) < 8 || Math.abs(x.length - y.length) > 2) return false;
  return editDistance(x, y) <= Math.floor(Math.max(x.length, y.length) / 15) + (x.length > 12 ? 1 : 0);
}

/** The first reading of each value: later ones equal to it, or a misprint of it, are the same value. */
function distinct(cls: QuestionClass, findings: Finding[]): Finding[] {
  const same = (a: string, b: string) =>
    cls.value === "text" ? sameWithMisprint(a, b) : valueKey(cls, a) === valueKey(cls, b);
  const out: Finding[] = [];
  for (const f of findings) if (!out.some((o) => same(o.value, f.value))) out.push(f);
  return out;
}

/** The words of a value's page head (its first lines): where a page says what it is. */
function pageWords(finding: Finding, pages: PageText[]): Set<string> {
  const page = pages.find((p) => p.fileId === finding.citation.fileId && p.page === finding.citation.page);
  const head = page
    ? pageLines(page.text)
        .slice(0, 6)
        .map((l) => l.text)
        .join(" ")
    : "";
  return termsIn(head);
}

export interface Settled {
  findings: Finding[];
  /** Values of one file that could not be told apart: offered as passages that may help. */
  unsettled: Finding[];
}

/** One value per file for a question that asks for one; see the head of this file. */
export function settleOneValue(cls: QuestionClass, question: string, findings: Finding[], pages: PageText[]): Settled {
  if (!asksOneValue(cls) || findings.length < 2) return { findings, unsettled: [] };
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) byFile.set(f.citation.fileId, [...(byFile.get(f.citation.fileId) ?? []), f]);
  const { named, notNamed } = pagesNamed(question);
  const kept: Finding[] = [];
  const unsettled: Finding[] = [];
  for (const inFile of byFile.values()) {
    const values = distinct(cls, inFile);
    if (values.length === 1) {
      kept.push(values[0]!);
      continue;
    }
    // a premium asked with no coverage named is the policy's total: the one value labelled a total
    const totals = cls.id === "premium" ? values.filter((f) => /\btotal\b/i.test(f.citation.quote)) : [];
    if (totals.length === 1 && !named.length) {
      kept.push(totals[0]!);
      continue;
    }
    // the page the question names: settled only when one value's page alone names any of its
    // words (and none of the page it says not to read); two pages that both may be it settle nothing
    const onNamed = named.length
      ? values.filter((f) => {
          const words = pageWords(f, pages);
          return groupsMatched(named, words) > 0 && groupsMatched(notNamed, words) === 0;
        })
      : [];
    if (onNamed.length === 1) kept.push(onNamed[0]!);
    else unsettled.push(...values);
  }
  return { findings: kept, unsettled };
}
