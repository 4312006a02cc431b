// An answer from the agency's knowledge documents (ADR 032), composed only of what the retrieved
// passages say: the numbered steps of a procedure, the rows of a contact sheet, or the sentences
// that match the question, each followed by its citation mark ([1], [2] in the order of
// `citations`, as the reading skills mark theirs) and each quote an exact substring of its
// passage. When the best passage does not carry the question's key terms (after synonyms), the
// answer says so and cites nothing: never a guess. A question about a policy's own value (the
// named insured, the policy period, a limit, premium or deductible, the policy number, an
// exclusion) is answered only by a passage that carries a value of that type (ADR 055): a
// procedure that mentions "the named insured" is no name. The passages that came closest are
// given apart (`mayHelp`), never as the answer.
import { expandQuery } from "../search-synonyms.ts";
import { EMAIL, PHONE, stemsOf, unitsOf, type Unit } from "./knowledge-units.ts";
import { classifyQuestion, type QuestionClass } from "./question-classes.ts";
import { matchValue } from "./values.ts";
import type { Answer, Citation, Passage } from "./types.ts";

export type KnowledgeAnswer = Answer & {
  /** When not found: the passages that came closest (at most three), to show apart from the answer. */
  mayHelp?: Citation[];
};

export const NOT_FOUND_IN_KNOWLEDGE_BASE =
  "This was not found in the knowledge base: no document I can search answers it, so I won't guess.";

/** Words that shape a question without naming its topic. */
const QUESTION_WORDS = new Set(
  (
    "how what who whom whose when where which why can could would should may might must need needs want get " +
    "tell know please step steps procedure process way ways agency our we us you your policy policies insurance " +
    "client clients customer customers company do does did handle handling go"
  ).split(" "),
);
/** Words that ask for a phone number or an email address: a row that has one answers them. */
const CONTACT_WORDS = new Set(
  "phone phones number numbers telephone call calls email emails e-mail contact contacts fax reach".split(" "),
);
const HOW_TO = /\b(how (?:do|can|should|to|does|would)|steps?|procedures?|process)\b/i;
/** A question asking for a time ("how quickly", "how soon", "how long", "within how many days"). */
const ASKS_TIME = /\bhow (?:quickly|soon|fast|long)\b|\bhow many (?:minutes|hours|days|business days|weeks)\b/i;
/** Words that only say a time is asked for (the time itself is the answer's key term). */
const TIME_WORDS = new Set("quickly soon fast long minutes hours days weeks".split(" "));
/** A stated time: "24 hours", "3 business days", "the same day". */
const DURATION =
  /\b\d+\s*(?:business\s+|working\s+|calendar\s+)?(?:minutes?|hours?|days?|weeks?|months?)\b|\bsame (?:business )?day\b/i;
/** The key term a question asking for a time needs: a unit that states one (its stem is no word's). */
const TIME_STEM = "#time";
const MAX_UNITS = 3;
const MAX_MAY_HELP = 3;
const MAX_MAY_HELP_QUOTE = 240;

/** A question about the agency's own ways ("how long do we remarket", "our minimum premium"): not a policy's value. */
const AGENCY_WAYS = /\b(we|our|us|agency'?s?|how (?:do|should|can|to) (?:i|we))\b/i;
/**
 * A question about policies in general ("when a policy is cancelled", "for any quote"): the
 * agency's way with them, not one policy's value.
 */
const ANY_POLICY =
  /\b(?:an?|any|every)\s+(?:[\w-]+\s+)?(?:polic(?:y|ies)|quotes?|clients?|insureds?|accounts?)\b|\b(?:policies|clients)\b/i;
/** A question that names the one policy or quote it asks about (a date, form or exclusion question must, to be one). */
const NAMES_A_POLICY =
  /\b(?:the|this|that|my|its|their|[\p{L}\p{N}]+'s)\s+(?:[\w-]+\s+){0,2}(?:polic(?:y|ies)|coverage|quote|binder|declarations)\b|\b(?:policy period|policy term|effective date|expiration date|named insured)\b/iu;
/** "Named Insured: Acme LLC", "Insured\tAcme LLC": the label and a value after a colon, tab or bar. */
const LABELLED_INSURED =
  /\b(?:named insured|insured'?s? name|name of (?:the )?insured|policyholder|insured)(?:\s*\(s\))?\s*(?:[:|]|\t)\s*[\p{L}\p{N}]/iu;
/** A form number as printed in footers and schedules: "CG 21 47 12 07", "IL 00 17", "CP 00 10". */
const FORM_NUMBER = /\b[A-Z]{2,3}\s?\d{2}\s?\d{2,3}(?:\s?\d{2}\s?\d{2})?\b/;

/** A question about a policy's own value: the kind of question, and what a passage must carry to answer it. */
interface ValueNeed {
  asked: QuestionClass;
  carries: (text: string) => boolean;
  /**
   * The question names the qualifier the class otherwise sets apart ("the minimum premium",
   * "the deposit premium"): a line naming that qualifier is the one it names.
   */
  qualified: boolean;
}

/**
 * A question about what a carrier or the agency does with a value ("the minimum premium for
 * Northwind", "what deductible does Harbor require for restaurants", "what limit does it accept"):
 * its appetite and rules, not one client's policy.
 */
const APPETITE_RULE =
  /\b(?:minimum|maximum|max|min)\b|\b(?:does|do|will|would|can|could)\b.*\b(?:offer|write|accept|require|need|allow|take|quote|bind)s?\b/i;

/**
 * Whether the question asks one client's policy value (ADR 055): answered from the knowledge base
 * only from documents linked to the workspace's client, never from the agency-wide ones.
 */
export function asksPolicyValue(query: string): boolean {
  const need = policyValueNeed(query);
  return need !== null && !need.qualified && !APPETITE_RULE.test(query);
}

/**
 * What a passage must carry to answer a question about a policy's own value, or null when the
 * question is not one (the agency's ways, a carrier's appetite or contacts: the knowledge base's
 * own subjects). The value's type is the one the question asks for.
 */
export function policyValueNeed(query: string): ValueNeed | null {
  const asked = classifyQuestion(query);
  if (!asked || AGENCY_WAYS.test(query) || ANY_POLICY.test(query)) return null;
  const qualified = asked.notLabel?.test(query) ?? false;
  const need = (carries: (text: string) => boolean) => ({ asked, carries, qualified });
  switch (asked.value) {
    case "money":
      return need((text) => matchValue("money", text) !== null);
    case "date":
      return NAMES_A_POLICY.test(query) ? need((text) => matchValue("date", text) !== null) : null;
    case "period":
      return NAMES_A_POLICY.test(query) ? need((text) => matchValue("period", text) !== null) : null;
    case "policyNumber":
      return need((text) => /\d/.test(matchValue("policyNumber", text)?.value ?? ""));
    case "naic":
      return need((text) => matchValue("naic", text) !== null);
    case "text":
      return asked.id === "namedInsured" ? need((text) => LABELLED_INSURED.test(text)) : null;
    // "the signed cancellation form" is a paper the agency handles; "the policy's forms" are the policy's
    case "forms":
      return NAMES_A_POLICY.test(query) ? need((text) => FORM_NUMBER.test(text)) : null;
    case "exclusion":
      return NAMES_A_POLICY.test(query) ? need((text) => FORM_NUMBER.test(text) || /\bexclu/i.test(text)) : null;
    default:
      return null;
  }
}

/** Each key term as its alternatives, each alternative as the stems it needs. */
type Term = string[][];

function keyTerms(query: string): { terms: Term[]; contact: boolean } {
  const q = expandQuery(query);
  const time = ASKS_TIME.test(query);
  const terms: Term[] = q.groups.map((group) => group.map((phrase) => [...stemsOf(phrase)]).filter((a) => a.length));
  const words = q.words.map((w) => w.toLowerCase().replace(/[.,/$]+/g, ""));
  for (const word of words) {
    if (!word || QUESTION_WORDS.has(word) || CONTACT_WORDS.has(word) || (time && TIME_WORDS.has(word))) continue;
    // a hyphenated word ("after-hours") needs each of its parts, as the passage's words are split
    const alternative = [...stemsOf(word)];
    if (alternative.length === 0) continue;
    const same = (a: string[]) => a.length === alternative.length && a.every((x, i) => x === alternative[i]);
    if (!terms.some((t) => t.some(same))) terms.push([alternative]);
  }
  if (time) terms.push([[TIME_STEM]]);
  return { terms: terms.filter((t) => t.length > 0), contact: words.some((w) => CONTACT_WORDS.has(w)) };
}

const coverage = (terms: Term[], stems: Set<string>) =>
  terms.filter((t) => t.some((alternative) => alternative.every((s) => stems.has(s)))).length;

/** How many key terms an answer must carry: all of one or two, two thirds of more. */
const required = (n: number) => (n <= 2 ? n : Math.ceil((n * 2) / 3));

interface Reading {
  passage: Passage;
  units: Unit[];
  kind: "steps" | "rows" | "sentences";
  covered: number;
}

function unitStems(text: string, units: Unit[]): Set<string> {
  const stems = new Set<string>();
  for (const unit of units) {
    const own = text.slice(unit.start, unit.end);
    for (const s of stemsOf(own)) stems.add(s);
    if (DURATION.test(own)) stems.add(TIME_STEM);
    if (unit.heading) for (const s of stemsOf(unit.heading.text)) stems.add(s);
  }
  return stems;
}

/** Runs of consecutive steps under one heading. */
function procedures(units: Unit[]): Unit[][] {
  const runs: Unit[][] = [];
  units.forEach((unit, i) => {
    if (unit.kind !== "step") return;
    const previous = units[i - 1];
    if (previous?.kind === "step" && previous.heading === unit.heading) runs.at(-1)!.push(unit);
    else runs.push([unit]);
  });
  return runs;
}

function readPassage(passage: Passage, terms: Term[], contact: boolean, howTo: boolean): Reading | null {
  const text = passage.text;
  const units = unitsOf(text, passage.heading?.split("\n").at(-1) ?? null);
  const score = (chosen: Unit[]) => coverage(terms, unitStems(text, chosen));
  if (contact) {
    // the rows with a number or an address that name the most key terms themselves (a sheet's
    // heading names its topic for every row, so it only breaks ties)
    const own = (u: Unit) => coverage(terms, stemsOf(text.slice(u.start, u.end)));
    const rows = units
      .filter(
        (u) => u.kind === "row" && (PHONE.test(text.slice(u.start, u.end)) || EMAIL.test(text.slice(u.start, u.end))),
      )
      .map((u) => ({ u, key: own(u) * 100 + score([u]) }));
    const best = Math.max(0, ...rows.map((r) => r.key));
    const chosen = rows
      .filter((r) => r.key === best)
      .map((r) => r.u)
      .slice(0, MAX_UNITS);
    // the row itself names a key term and holds the number; the rest of the question (the agency
    // or carrier it is about) may be named anywhere on the passage — its heading, header or footer
    if (best >= 100) {
      const context = stemsOf(text);
      for (const s of unitStems(text, chosen)) context.add(s);
      return { passage, units: chosen, kind: "rows", covered: coverage(terms, context) };
    }
  }
  // sentences (or rows, steps) chosen greedily: the best, then those that add a key term
  const chosen: Unit[] = [];
  let covered = 0;
  for (const unit of [...units].sort((a, b) => score([b]) - score([a]))) {
    if (chosen.length >= MAX_UNITS || covered === terms.length) break;
    const next = score([...chosen, unit]);
    if (next > covered) {
      chosen.push(unit);
      covered = next;
    }
  }
  // a list whose own heading names every term the sentences cover ("What X declines") is the answer
  const titled = (run: Unit[]) => {
    const heading = run[0]!.heading;
    return heading !== null && heading.start >= 0 && coverage(terms, stemsOf(heading.text)) >= covered;
  };
  const steps = procedures(units)
    .map((run) => ({ run, covered: score(run), titled: titled(run) }))
    .sort((a, b) => b.covered - a.covered || Number(b.titled) - Number(a.titled))[0];
  if (
    steps &&
    steps.covered > 0 &&
    (steps.covered > covered || ((howTo || steps.titled) && steps.covered === covered))
  ) {
    return { passage, units: steps.run, kind: "steps", covered: steps.covered };
  }
  if (covered === 0) return null;
  chosen.sort((a, b) => a.start - b.start);
  return { passage, units: chosen, kind: "sentences", covered };
}

const oneLine = (text: string) =>
  text
    .replace(/\s*\t+\s*/g, " | ")
    .replace(/\s+/g, " ")
    .trim();

function compose(reading: Reading): Answer {
  const { passage, units } = reading;
  const text = passage.text;
  const cite = (start: number, end: number): Citation => ({
    fileId: passage.fileId,
    fileName: passage.fileName,
    page: passage.page,
    quote: text.slice(start, end),
  });
  if (reading.kind === "steps") {
    const first = units[0]!;
    const heading = first.heading;
    const headed =
      heading &&
      heading.start >= 0 &&
      !text
        .slice(heading.start, first.start)
        .split("\n")
        .slice(1)
        .some((l) => l.trim());
    const citation = cite(headed ? heading.start : first.start, units.at(-1)!.end);
    const steps = units.map((u) => `${oneLine(text.slice(u.start, u.end))} [1]`).join("\n");
    const intro = heading ? `${oneLine(heading.text)}:\n` : "";
    return { found: true, answer: `${intro}${steps}`, citations: [citation] };
  }
  const citations = units.map((u) => cite(u.start, u.end));
  const parts = units.map((u, i) => `${oneLine(text.slice(u.start, u.end))} [${i + 1}]`);
  return { found: true, answer: parts.join(reading.kind === "rows" ? "\n" : " "), citations };
}

/**
 * Whether a unit the reading would state (a sentence, a row, a step) prints the value asked
 * beside the label the question names: a heading above it that names the label does not make
 * another line's amount the value ("Cyber Retention: $50,000" over "Each Claim Limit: $1,000,000").
 */
function statesTheValue(reading: Reading, need: ValueNeed): boolean {
  const text = reading.passage.text;
  return reading.units.some((unit) => {
    const own = oneLine(text.slice(unit.start, unit.end));
    return namesTheLabel(own, need) && need.carries(own);
  });
}

/** A line that names the label the question asks about: the class's own, or the qualified one the question names. */
function namesTheLabel(line: string, { asked, qualified }: ValueNeed): boolean {
  if (asked.label.test(line) && !asked.notLabel?.test(line)) return true;
  return qualified && asked.notLabel!.test(line) && asked.ask[0]!.test(line);
}

/**
 * The line of a passage that prints the value asked under the label the question names
 * ("Named Insured: Acme LLC", "Retention\t$25,000"), or the label's line with the value on the
 * line below it, as a reading of those lines alone; of several, the one naming most key terms
 * with the heading it stands under (the first on a tie).
 */
function labelledLine(passage: Passage, need: ValueNeed, terms: Term[]): Reading | null {
  const lines: Array<{ text: string; start: number }> = [];
  let start = 0;
  for (const line of passage.text.split("\n")) {
    if (line.trim()) lines.push({ text: line.trim(), start: start + line.indexOf(line.trim()) });
    start += line.length + 1;
  }
  const reading = (from: number, to: number): Reading => ({
    passage,
    units: [{ kind: "row", start: from, end: to, heading: null }],
    kind: "rows",
    covered: 0,
  });
  // the headings the page sets its lines under ("Granite Ridge Mutual" over its minimum premium)
  const headings = unitsOf(passage.text, passage.heading?.split("\n").at(-1) ?? null)
    .flatMap((unit) => (unit.heading ? [unit.heading] : []))
    .sort((a, b) => a.start - b.start);
  const headingBefore = (at: number) => headings.filter((heading) => heading.start < at).at(-1)?.text ?? "";
  let best: { reading: Reading; covered: number } | null = null;
  for (const [i, line] of lines.entries()) {
    if (!namesTheLabel(line.text, need)) continue;
    const below = lines[i + 1];
    const end = need.carries(line.text)
      ? line.start + line.text.length
      : below && need.carries(below.text) && !namesTheLabel(below.text, need)
        ? below.start + below.text.length
        : null;
    if (end === null) continue;
    const covered = coverage(terms, stemsOf(`${headingBefore(line.start)}\n${passage.text.slice(line.start, end)}`));
    if (!best || covered > best.covered) best = { reading: reading(line.start, end), covered };
  }
  return best?.reading ?? null;
}

/** The text a reading would state: its units, from the first to the last. */
const spanOf = (reading: Reading) => reading.passage.text.slice(reading.units[0]!.start, reading.units.at(-1)!.end);

/** A closest passage, quoted (at most MAX_MAY_HELP_QUOTE characters, still an exact substring). */
function mayHelpOf(reading: Reading): Citation {
  const quote = spanOf(reading);
  const clipped =
    quote.length <= MAX_MAY_HELP_QUOTE ? quote : quote.slice(0, MAX_MAY_HELP_QUOTE).replace(/\s+\S*$/, "");
  const { fileId, fileName, page } = reading.passage;
  return { fileId, fileName, page, quote: clipped };
}

/** The closest passages, shown apart from "not found": "Passages that may help" and each quoted with its page. */
export function mayHelpText(citations: Citation[]): string {
  if (citations.length === 0) return "";
  const lines = citations.map((c) => `- ${c.fileName}, page ${c.page}: "${oneLine(c.quote)}"`);
  return `Passages that may help (they do not answer the question):\n${lines.join("\n")}`;
}

/**
 * The answer to `query` from the retrieved passages (best first), or "not found in the knowledge
 * base" with the passages that came closest apart (`mayHelp`).
 */
export function answerFromKnowledge(query: string, passages: Passage[]): KnowledgeAnswer {
  const { terms, contact } = keyTerms(query);
  if (terms.length === 0) return { found: false, answer: NOT_FOUND_IN_KNOWLEDGE_BASE, citations: [] };
  const need = required(terms.length);
  const howTo = HOW_TO.test(query);
  const valueNeed = policyValueNeed(query);
  let best: Reading | null = null;
  const near: Reading[] = [];
  const ranked = [...passages].sort((a, b) => b.rank - a.rank).slice(0, 5);
  const readings = ranked.flatMap((passage) => readPassage(passage, terms, contact, howTo) ?? []);
  // a policy's value: the line printing it beside its label (or under it), in a passage that
  // carries the question's key terms — the line naming most of them, one value, one label
  for (const reading of valueNeed ? readings.filter((r) => r.covered >= need) : []) {
    const line = labelledLine(reading.passage, valueNeed!, terms);
    if (line) return compose(line);
  }
  for (const reading of readings) {
    const answers = reading.covered >= need && (!valueNeed || statesTheValue(reading, valueNeed));
    if (answers && reading.covered > (best?.covered ?? 0)) best = reading;
    else if (!answers) near.push(reading);
  }
  if (best) return compose(best);
  const mayHelp = near
    .filter((reading) => reading.covered >= Math.max(1, need - 1) && reading.covered * 2 >= terms.length)
    .sort((a, b) => b.covered - a.covered)
    .slice(0, MAX_MAY_HELP)
    .map(mayHelpOf);
  if (mayHelp.length === 0) return { found: false, answer: NOT_FOUND_IN_KNOWLEDGE_BASE, citations: [] };
  return {
    found: false,
    answer: `${NOT_FOUND_IN_KNOWLEDGE_BASE}\n\n${mayHelpText(mayHelp)}`,
    citations: [],
    mayHelp,
  };
}
