// Several values read for one question ("DED: 50,000", "DED: 10,000" on an evidence of property)
// are narrowed to those whose line names the question's own words beyond the class's label
// ("equipment breakdown" in "What is the equipment breakdown deductible?"). When no line names
// them, or every line does, the values stay as they are (and the answer says they differ). Values
// from declarations pages win over the wording's; a value from a page that names none of the
// names the question gives ("Chubb Bermuda") is dropped, and so is an amount printed far from the
// coverage the question names ("the optional crime coverage").
import { pageLines } from "./page-lines.ts";
import { pageRole } from "./page-role.ts";
import { withoutPagesNotNamed } from "./single-value.ts";
import type { QuestionClass } from "./question-classes.ts";
import { groupsMatched, termsIn, topicGroups } from "./terms.ts";
import type { Finding, PageText } from "./types.ts";

/** Words every question of a class may use that say nothing about which value. */
const GENERIC =
  /^(what|which|limit|limits|amoun|deduc|premi|polic|numbe|shown|appli|carry|carri|quote|quote|state|total|cover|each|per)$/;

/**
 * Words that name a coverage, a part or a layer of a program (stems, as terms.ts cuts them): a
 * value for "the captive policy" or "the optional crime coverage" is not read from a page that
 * never names it.
 */
const QUALIFIERS = new Set(
  (
    "capti crime terro pollu flood earth storm equip break cyber liquo emplo fungu mold layer " +
    "garag profe sewer ordin wind hail inlan marin conte incom theft boile " +
    "fidel bond trans cargo motor trail spoil glass signs crane locat"
  ).split(" "),
);

/** The question's words beyond its class's label and the words every such question uses. */
function extraWords(cls: QuestionClass, question: string): string[][] {
  return topicGroups(question).filter((group) => !group.some((t) => GENERIC.test(t) || cls.label.test(t)));
}

/** The value's line, with `above` lines before it (a heading over a short table). */
function lineOf(finding: Finding, pages: PageText[], above = 0): string | null {
  const text = pageOf(finding, pages);
  const at = text.indexOf(finding.citation.quote);
  if (at < 0) return null;
  const lines = pageLines(text);
  const index = lines.findIndex((l) => l.start <= at && at <= l.end);
  if (index < 0) return null;
  const first = lines[Math.max(0, index - above)]!;
  return text.slice(first.start, Math.max(lines[index]!.end, at + finding.citation.quote.length));
}

/** How near a value the coverage the question names must be printed: its line or a heading just above. */
const QUALIFIER_LINES_ABOVE = 3;

/** A page's title lines: a coverage they name is what the whole page is about. */
const headOf = (text: string) => text.split("\n").slice(0, 3).join("\n");

/** Capitalised words that name nobody in particular. */
const NOT_NAMES = new Set(
  (
    "what which who whom when where how does is are the this that policy policies insurance insurer company " +
    "companies coverage general liability section exclusion endorsement form quote premium limit deductible " +
    "named insured llc inc ltd corp co certificate holder property commercial umbrella excess workers " +
    "compensation auto automobile total per each any"
  ).split(" "),
);

/** Names the question gives ("Chubb Bermuda", "CIBA"). */
export function namesIn(question: string): string[] {
  // a name in "(not the Ridgecrest page)" says where the value is not
  const words = withoutPagesNotNamed(question).match(/[A-Za-z][A-Za-z'’&.-]*/g) ?? [];
  return words
    .slice(1)
    .map((w) => w.replace(/['’]s$/, "").replace(/\.$/, ""))
    .filter((w) => /^[A-Z][a-z]{2,}$|^[A-Z]{4,}$/.test(w) && !NOT_NAMES.has(w.toLowerCase()))
    .concat(withoutPagesNotNamed(question).match(/\d{1,3}(?:,\d{3})+/g) ?? []);
}

function pageOf(finding: Finding, pages: PageText[]): string {
  return pages.find((p) => p.fileId === finding.citation.fileId && p.page === finding.citation.page)?.text ?? "";
}

export function narrowFindings(
  cls: QuestionClass,
  question: string,
  findings: Finding[],
  pages: PageText[],
): Finding[] {
  // an exclusion or a form is read from the wording and the forms schedule: nothing to narrow
  if (cls.value === "exclusion" || cls.value === "forms") return findings;
  // a value read from a page that names none of the names the question gives answers another question
  const names = namesIn(question);
  if (names.length)
    findings = findings.filter((f) => {
      const text = pageOf(f, pages).toLowerCase();
      return names.every((n) => text.includes(n.toLowerCase()));
    });
  // the coverage or layer the question names ("captive", "optional crime") must be on the value's page
  const extra = extraWords(cls, question);
  const qualifiers = extra.filter((group) => group.some((t) => QUALIFIERS.has(t)));
  // …and, for an amount, near it or in the page's title: a page may name the crime coverage in one
  // row and give the whole program's premium in another
  if (qualifiers.length)
    findings = findings.filter((f) => {
      const page = pageOf(f, pages);
      const near = cls.value === "money" ? `${headOf(page)}\n${lineOf(f, pages, QUALIFIER_LINES_ABOVE) ?? ""}` : page;
      return groupsMatched(qualifiers, termsIn(near)) === qualifiers.length;
    });
  if (findings.length < 2) return findings;
  // values from the declarations, schedules or certificate, when they give any, over the wording's
  const declared = findings.filter((f) => pageRole(pageOf(f, pages)) === "declarations");
  if (declared.length && declared.length < findings.length) findings = declared;
  if (findings.length < 2 || !extra.length) return findings;
  const naming = findings.filter((f) => {
    const line = lineOf(f, pages);
    return line !== null && groupsMatched(extra, termsIn(line)) === extra.length;
  });
  return naming.length && naming.length < findings.length ? naming : findings;
}
