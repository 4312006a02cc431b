// A question outside the known classes ("How long is the cooling-off period?", "What is the
// certificate number?", "What ceding commission is shown?") is answered only with a value of the
// type its wording asks for, read on the line that names every topic word or just after it. With
// no such value, the closest passages are offered apart, never as the answer (answer.ts).
import { pageLines, type Line } from "./page-lines.ts";
import { isHeading, paragraphEnd } from "./paragraphs.ts";
import { namesIn } from "./narrow-findings.ts";
import { groupsMatched, termsIn, topicGroups } from "./terms.ts";
import type { Finding, PageText } from "./types.ts";
import { datePattern, moneyPattern } from "./values.ts";

export type AnswerType = "duration" | "phone" | "date" | "percent" | "money" | "identifier";

const TYPES: Array<[AnswerType, RegExp]> = [
  ["duration", /\bhow (long|many (days|months|years|hours))\b|\bdays'? notice\b|\bwithin how\b/i],
  ["phone", /\b(phone|telephone|fax|call)\b/i],
  ["date", /\b(when|what date|which date|by what date|on what date)\b/i],
  ["percent", /\b(percent|percentage|commission|rate|share|participation)\b|%/i],
  ["money", /\b(how much|amount|cost|price|revenue|premium|fee|tax|pricing|value|limit|sub-?limit)\b/i],
  ["identifier", /\b(number|no\.?|reference|code|id|umr)\b/i],
];

/** A question asking for the wording itself ("What does the policy say about war?"): a passage answers it. */
export const asksForWording = (question: string) =>
  /\b(say|says|state|states|provide|provides)\b.*\babout\b|\bwording\b|\bquote (the|what|it|its|exactly)\b|\bwhat does .* say\b/i.test(
    question,
  );

/** The type of value an unclassed question asks for, or null (a name, a description, yes or no). */
export function answerTypeOf(question: string): AnswerType | null {
  return TYPES.find(([, re]) => re.test(question))?.[0] ?? null;
}

const PATTERNS: Record<AnswerType, RegExp> = {
  duration: /\b(\d{1,3}|[a-z]+ \(\d{1,3}\))\s*(calendar |business )?(days?|months?|years?|hours?)\b/i,
  phone: /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/,
  date: datePattern,
  percent: /\b\d{1,3}(?:\.\d+)?\s?%/,
  money: moneyPattern,
  // letters and digits, at least four digits, no spaces inside (a policy, quote or reference number)
  identifier: /\b(?=[A-Z0-9.-]*\d{4})[A-Z0-9][A-Z0-9.-]{4,}[A-Z0-9]\b/,
};

/** A question about a limit: an amount labelled as a deductible beside it ("LIMIT: 5,000,000  DED: 50,000") is not its answer. */
const asksLimit = (question: string) => /\blimits?\b/i.test(question) && !/\b(deductible|retention)\b/i.test(question);
const DEDUCTIBLE_LEAD = /\b(ded|deductible|retention|sir)\b[\s.:$]*$/i;

/** The first value of the type in `text`, skipping one whose lead-in says it is something else. */
function firstOf(
  type: AnswerType,
  text: string,
  notAfter: RegExp | null = null,
): { value: string; index: number } | null {
  const re = new RegExp(
    PATTERNS[type].source,
    PATTERNS[type].flags.includes("g") ? PATTERNS[type].flags : `${PATTERNS[type].flags}g`,
  );
  for (const m of text.matchAll(re)) {
    if (type === "money" && !/\d/.test(m[0])) continue;
    if (notAfter?.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    return { value: m[0].trim(), index: m.index };
  }
  return null;
}

interface Candidate {
  page: PageText;
  lines: Line[];
  line: Line;
  score: number;
}

/** The question's topic words, without the words that ask for the type ("how long", "what date"). */
function topicOf(question: string): string[][] {
  const type = TYPES.find(([, re]) => re.test(question));
  let asked = type && type[0] !== "money" && type[0] !== "identifier" ? question.replace(type[1], " ") : question;
  // "phone number": the number is the type asked, not a word the line must carry
  if (type?.[0] === "phone") asked = asked.replace(/\bnumbers?\b/gi, " ");
  return topicGroups(
    asked.replace(
      /\b(how|many|much|long|shown|given|stated|printed|listed|requested|reported|must|should|shall|will|be)\b/gi,
      " ",
    ),
  );
}

/** A line's words, "#" read as "number" ("Quote #:"). */
const lineTerms = (text: string) => termsIn(text.replace(/#/g, " number "));

/** A heading in capitals on a line of its own ("PREMIUM", "CANCELLATION"). */
const CAPS_HEADING = /^[A-Z][A-Z &/()'-]{2,40}$/;

/** Lines naming every topic word, headings first; then lines whose heading just above names the rest. */
function candidates(question: string, pages: PageText[]): Candidate[] {
  const all = topicOf(question);
  // a name the question gives ("the CIBA quote number") says whose document, not which line: it
  // must be on the page; the other words on the line ("Quote #:" is the quote number)
  const names = new Set(
    namesIn(question)
      .filter((n) => /^[A-Z]{3,}$/.test(n)) // an acronym; capitalised words may be the label's own ("Unique Market Reference")
      .flatMap((n) => [...termsIn(n)]),
  );
  const groups = all.filter((g) => !g.some((t) => names.has(t)));
  if (!groups.length) return [];
  const out: Candidate[] = [];
  for (const page of pages) {
    if (names.size) {
      const onPage = termsIn(page.text);
      if ([...names].some((t) => !onPage.has(t))) continue;
    }
    const lines = pageLines(page.text);
    for (const line of lines) {
      const on = groupsMatched(groups, lineTerms(line.text));
      if (on === groups.length) {
        out.push({ page, lines, line, score: isHeading(line.text) ? 2 : 1 });
        continue;
      }
      // the words the line lacks in the heading just above it ("PREMIUM" over "PAYMENT TERMS  To be
      // paid … being 31st May 2025"), the line carrying at least one of them itself
      const above = lines
        .slice(Math.max(0, line.index - 2), line.index)
        .filter((l) => CAPS_HEADING.test(l.text.trim()));
      if (
        on > 0 &&
        above.length &&
        groupsMatched(groups, lineTerms(`${above.map((l) => l.text).join(" ")} ${line.text}`)) === groups.length
      )
        out.push({ page, lines, line, score: 0 });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

const cite = (c: Candidate, quote: string): Finding["citation"] => ({
  fileId: c.page.fileId,
  fileName: c.page.fileName,
  page: c.page.page,
  quote,
});

/**
 * The value of the asked type after the topic words on a candidate line, or in the two lines
 * under it (a label above its value); quoted from the label to the value.
 */
export function typedValue(question: string, pages: PageText[]): Finding[] {
  const type = answerTypeOf(question);
  if (!type) return [];
  const groups = topicOf(question);
  for (const c of candidates(question, pages)) {
    const text = c.page.text;
    // after the last topic word on the line
    const lower = c.line.text.toLowerCase();
    let after = 0;
    for (const g of groups)
      for (const t of g) {
        const i = lower.lastIndexOf(t);
        if (i >= 0) after = Math.max(after, i + t.length);
      }
    // a table row that goes on in further cells after its topic words holds its own values ("FLOOD
    // X  If YES, LIMIT: See Attached"): the next rows are other coverages'. A label ending its line,
    // or a line of prose ("Report Claims Immediately by Calling"), may have its value below.
    const restOfLine = text.slice(c.line.start + after, c.line.end);
    const end = /\t.*[A-Za-z0-9]/.test(restOfLine) ? c.line : c.lines[Math.min(c.line.index + 2, c.lines.length - 1)]!;
    const reach = text.slice(c.line.start + after, Math.min(end.end, c.line.start + after + 160));
    const found = firstOf(type, reach, asksLimit(question) ? DEDUCTIBLE_LEAD : null);
    if (!found) continue;
    const quoteEnd = c.line.start + after + found.index + found.value.length;
    const quote = text.slice(c.line.start, quoteEnd);
    return [{ value: found.value, context: null, citation: cite(c, quote) }];
  }
  return [];
}

/** The closest passage to an unclassed question: offered as a passage that may help, never as the answer. */
export function closestPassage(question: string, pages: PageText[]): Finding[] {
  const [best] = candidates(question, pages);
  if (!best) return [];
  const end = paragraphEnd(best.lines, best.line);
  const quote = best.page.text.slice(best.line.start, end.end);
  return [{ value: quote, context: null, citation: cite(best, quote) }];
}
