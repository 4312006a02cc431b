// Several values read for one question ("DED: 50,000", "DED: 10,000" on an evidence of property)
// are narrowed to those whose line names the question's own words beyond the class's label
// ("equipment breakdown" in "What is the equipment breakdown deductible?"). When no line names
// them, or every line does, the values stay as they are (and the answer says they differ).
import { pageLines } from "./page-lines.ts";
import type { QuestionClass } from "./question-classes.ts";
import { groupsMatched, termsIn, topicGroups } from "./terms.ts";
import type { Finding, PageText } from "./types.ts";

/** Words every question of a class may use that say nothing about which value. */
const GENERIC =
  /^(what|which|limit|limits|amoun|deduc|premi|polic|numbe|shown|appli|carry|carri|quote|quote|state|total|cover|each|per)$/;

function lineOf(finding: Finding, pages: PageText[]): string | null {
  const page = pages.find((p) => p.fileId === finding.citation.fileId && p.page === finding.citation.page);
  if (!page) return null;
  const at = page.text.indexOf(finding.citation.quote);
  if (at < 0) return null;
  const line = pageLines(page.text).find((l) => l.start <= at && at <= l.end);
  return line ? page.text.slice(line.start, Math.max(line.end, at + finding.citation.quote.length)) : null;
}

export function narrowFindings(
  cls: QuestionClass,
  question: string,
  findings: Finding[],
  pages: PageText[],
): Finding[] {
  if (findings.length < 2) return findings;
  const extra = topicGroups(question).filter((group) => !group.some((t) => GENERIC.test(t) || cls.label.test(t)));
  if (!extra.length) return findings;
  const naming = findings.filter((f) => {
    const line = lineOf(f, pages);
    return line !== null && groupsMatched(extra, termsIn(line)) === extra.length;
  });
  return naming.length && naming.length < findings.length ? naming : findings;
}
