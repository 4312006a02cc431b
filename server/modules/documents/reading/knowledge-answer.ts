// An answer from the agency's knowledge documents (ADR 032), composed only of what the retrieved
// passages say: the numbered steps of a procedure, the rows of a contact sheet, or the sentences
// that match the question, each followed by its citation mark ([1], [2] in the order of
// `citations`, as the reading skills mark theirs) and each quote an exact substring of its
// passage. When the best passage does not carry the question's key terms (after synonyms), the
// answer says so and cites nothing: never a guess.
import { expandQuery } from "../search-synonyms.ts";
import { EMAIL, PHONE, stemsOf, unitsOf, type Unit } from "./knowledge-units.ts";
import type { Answer, Citation, Passage } from "./types.ts";

export type KnowledgeAnswer = Answer;

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

/** The answer to `query` from the retrieved passages (best first), or "not found in the knowledge base". */
export function answerFromKnowledge(query: string, passages: Passage[]): KnowledgeAnswer {
  const notFound = { found: false, answer: NOT_FOUND_IN_KNOWLEDGE_BASE, citations: [] };
  const { terms, contact } = keyTerms(query);
  if (terms.length === 0) return notFound;
  const need = required(terms.length);
  const howTo = HOW_TO.test(query);
  let best: Reading | null = null;
  for (const passage of [...passages].sort((a, b) => b.rank - a.rank).slice(0, 5)) {
    const reading = readPassage(passage, terms, contact, howTo);
    if (reading && reading.covered >= need && reading.covered > (best?.covered ?? 0)) best = reading;
  }
  return best ? compose(best) : notFound;
}
