import { hardCasesOf, wordWeights, type DescriptionWords, type HardCase } from "./hard-cases.ts";
import { naicsReference, type NaicsEntry, type NaicsReference } from "./naics-data.ts";
import { contentWords, joinedPairs, rawWords, stem } from "./words.ts";

/** Words that name a kind of activity: an entry carrying one the description lacks is another kind of business. */
const ACTIVITY_MARKERS = new Set([
  "manufactur",
  "construction",
  "wholesal",
  "merchant",
  "repair",
  "rental",
  "leas",
  "install",
  "min",
  "farm",
  "publish",
  "retail",
  "stor",
  "contractor",
  "build",
]);

/**
 * A business description → the three NAICS 2022 industries that best fit it, each with the
 * official index entries and description passage that matched, the words that matched, and the
 * hard-case rules that applied (docs/product/classification.md). Nothing is invented: every code
 * and title is read from the reference; a description naming no activity gets no code.
 */

export interface MatchedEntry {
  kind: NaicsEntry["kind"];
  text: string;
  words: string[];
}

export interface NaicsCandidate {
  code: string;
  title: string;
  score: number;
  /** The official index entries (and title, illustrative examples) that matched, best first. */
  entries: MatchedEntry[];
  /** The description's sentence that best matches the business. */
  passage: string | null;
  /** The words of the business description that matched. */
  matchedWords: string[];
  /** Rules that applied to this code (hard cases, official exclusions). */
  reasons: string[];
}

export interface Classification {
  edition: string;
  /** True when the description names an activity and codes were found. */
  found: boolean;
  candidates: NaicsCandidate[];
  /** The hard cases raised by the description (each once). */
  rules: Array<{ rule: string; reason: string }>;
  /** Why no codes were given, when none were. */
  message: string | null;
}

export const NO_ACTIVITY_MESSAGE =
  "The description does not say what the business does. Tell me its activity — what it makes, sells or provides, and to whom (for example “installs residential roofs” or “sells used cars to the public”) — and I will classify it.";

/** The weakest best-match score that still names an activity (one distinctive word fully matched). */
const MIN_SCORE = 2;

interface Scored {
  entry: NaicsEntry;
  score: number;
  matched: string[];
  excluded: string[];
}

/** How much more an entry counts when it holds every word of the description's opening name for the business. */
const HEAD_MATCH = 0.3;

/** How much the industry's whole text counts (BM25) beside its best-matching entries. */
const INDUSTRY_WEIGHT = 0.3;

/** How much less a description's "primarily engaged in …" sentence counts than an index entry it paraphrases. */
const DESCRIPTION_WEIGHT = 0.55;

function scoreEntry(
  entry: NaicsEntry,
  { weights, negated, head }: DescriptionWords,
  ref: NaicsReference,
): Scored | null {
  const matched = entry.words.filter((word) => weights.has(word));
  if (matched.length === 0) return null;
  const idf = (word: string) => ref.idf(word);
  const total = entry.words.reduce((sum, word) => sum + idf(word), 0);
  const got = matched.reduce((sum, word) => sum + idf(word) * weights.get(word)!, 0);
  const coverage = matched.reduce((sum, word) => sum + idf(word), 0) / total;
  const optional = entry.optional.filter((word) => weights.has(word));
  const excluded = entry.except.filter((word) => weights.has(word) && idf(word) > 3);
  // a long description sentence is rarely matched whole: its coverage counts less than an entry's
  let score =
    entry.kind === "description"
      ? DESCRIPTION_WEIGHT * got * coverage ** 0.75
      : got * coverage ** 1.5 + 0.35 * optional.reduce((sum, word) => sum + idf(word), 0);
  if (entry.kind === "title") score *= 1.1;
  if (entry.words.some((word) => ACTIVITY_MARKERS.has(word) && !weights.has(word))) score *= 0.6;
  if (excluded.length) score *= 0.3;
  // "we don't own trucks": an entry that needs what the business says it does not do is another business;
  // one whose exclusion is exactly that ("… without retailing new telephones") agrees with it
  // an entry naming the business as its opening words do ("Dance studios" for "Dance studio for kids…")
  if (head.size > 0 && entry.kind !== "description") {
    const all = [...head].reduce((sum, word) => sum + idf(word), 0);
    const named = [...head].filter((word) => entry.words.includes(word)).reduce((sum, word) => sum + idf(word), 0);
    score *= 1 + HEAD_MATCH * (named / all) ** 2;
  }
  if (entry.words.some((word) => negated.has(word) && idf(word) > 2)) score *= 0.3;
  else if (entry.except.some((word) => negated.has(word))) score *= 1.3;
  return { entry, score, matched: [...matched, ...optional], excluded };
}

/** The description sentence holding most of the matched words (its first sentence when none). */
function passageOf(description: string | undefined, words: Set<string>): string | null {
  if (!description) return null;
  const body = description.split(/\n\s*\n(?:Illustrative Examples|Cross-References)/)[0]!;
  const sentences = body.split(/(?<=\.)\s+(?=[A-Z])/).map((s) => s.replace(/\s+/g, " ").trim());
  let best = sentences[0] ?? null;
  let bestHits = 0;
  for (const sentence of sentences) {
    const hits = contentWords(sentence).filter((word) => words.has(word)).length;
    if (hits > bestHits) [best, bestHits] = [sentence, hits];
  }
  return best;
}

/** How much a word of the same family counts against the word the description wrote. */
const RELATED_WEIGHT = 0.8;
/** A word the reference uses at most this often is rare enough to look for its family. */
const RARE = 30;
/** The shortest stem two words of one family must share. */
const FAMILY_PREFIX = 7;

let stemList: string[] | undefined;

/**
 * The reference's stems that begin with a rare word, or that it begins with, sharing at least
 * seven letters ("acupunctur" → acupuncturist).
 */
export function relatedStems(word: string, ref: NaicsReference): string[] {
  // only a word the reference rarely or never uses looks for its family
  if (word.length < FAMILY_PREFIX || (ref.byWord.get(word)?.length ?? 0) > RARE) return [];
  stemList ??= [...ref.byWord.keys()].filter((stemmed) => stemmed.length >= FAMILY_PREFIX);
  return stemList.filter(
    (stemmed) =>
      stemmed !== word &&
      (stemmed.startsWith(word) || word.startsWith(stemmed)) &&
      Math.abs(stemmed.length - word.length) <= 5,
  );
}

/** Damerau–Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Words the reference does not know, read as the owner meant them: a misspelling one letter off a
 * reference word ("plumbng", "plumming"; two letters for words of ten letters or more) is read as that word, and
 * two reference words written as one ("bookstore") as the two. Words the reference knows, short
 * words and words with no single nearest reference word are left as written.
 */
export function correctSpelling(text: string, ref: NaicsReference): string {
  // a word the reference holds as written, or with an ending it holds the base of ("hauling" → haul)
  const known = (word: string) =>
    ref.vocabulary.has(word) ||
    ref.vocabulary.has(`${word}s`) ||
    ref.vocabulary.has(`${word}es`) ||
    ref.vocabulary.has(`${word}d`) ||
    [/(ies)$/, /(es)$/, /(s)$/, /(ed)$/, /(ing)$/, /(ers?)$/, /(ly)$/].some((ending) => {
      const base = word.replace(ending, "");
      return base !== word && [base, `${base}e`, `${base}y`].some((w) => ref.vocabulary.has(w));
    });
  return text.replace(/[A-Za-z]{7,}/g, (word) => {
    const lower = word.toLowerCase();
    if (known(lower) || !contentWords(lower).length) return word;
    for (let cut = 3; cut <= lower.length - 3; cut++) {
      const [left, right] = [lower.slice(0, cut), lower.slice(cut)];
      if (ref.vocabulary.has(left) && ref.vocabulary.has(right) && left.length >= 4 && right.length >= 4)
        return `${left} ${right}`;
    }
    const max = lower.length >= 10 ? 2 : 1;
    let best: string[] = [];
    let bestDistance = max + 1;
    for (const [candidate, count] of ref.vocabulary) {
      if (count < 2 || candidate[0] !== lower[0]) continue;
      const d = distance(lower, candidate, Math.min(max, bestDistance));
      if (d < bestDistance) [best, bestDistance] = [[candidate], d];
      else if (d === bestDistance && d <= max) best.push(candidate);
    }
    const stems = new Set(best.map(stem));
    return bestDistance <= max && stems.size === 1 ? best[0]! : word;
  });
}

/** Classifies a business description against NAICS 2022; `limit` candidates (three by default). */
export function classifyBusiness(description: string, limit = 3): Classification {
  const ref = naicsReference();
  const text = correctSpelling(description.replace(/\s+/g, " ").trim().slice(0, 6000), ref);
  const described = wordWeights(text);
  const { weights, negated, mixed } = described;
  const empty = (message: string): Classification => ({
    edition: ref.edition,
    found: false,
    candidates: [],
    rules: [],
    message,
  });
  if (weights.size === 0) return empty(NO_ACTIVITY_MESSAGE);
  for (const joined of joinedPairs(text)) if (ref.byWord.has(joined) && !weights.has(joined)) weights.set(joined, 1);
  // words of one family the stemmer leaves apart ("acupuncture" / "acupuncturists", "consultant" / "consulting")
  for (const [word, weight] of [...weights])
    for (const related of relatedStems(word, ref))
      if (!weights.has(related) && !negated.has(related)) weights.set(related, weight * RELATED_WEIGHT);
  // the description's own words for the stems that matched ("roofs" rather than "roof")
  const surface = new Map<string, string>();
  for (const word of rawWords(text)) if (!surface.has(stem(word))) surface.set(stem(word), word);
  const rules = hardCasesOf(text, negated);
  // the rules' vocabulary ("retail" for a seller) helps an entry the description matches, never makes one alone
  const ruleWords = new Set<string>();
  for (const word of rules.flatMap((rule) => rule.words ?? []))
    if (!weights.has(word)) {
      weights.set(word, 0.6);
      ruleWords.add(word);
    }

  // the description's own words (and their everyday equivalents), not the rules' vocabulary
  const affirmedWeights = new Map([...weights].filter(([word]) => !ruleWords.has(word)));
  const byCode = new Map<string, Scored[]>();
  const seen = new Set<NaicsEntry>();
  for (const word of weights.keys())
    for (const entry of ref.byWord.get(word) ?? []) {
      if (seen.has(entry)) continue;
      seen.add(entry);
      const scored = scoreEntry(entry, described, ref);
      if (!scored || scored.matched.every((word) => ruleWords.has(word))) continue;
      const list = byCode.get(entry.code) ?? [];
      list.push(scored);
      byCode.set(entry.code, list);
    }

  const forced = new Set(rules.flatMap((rule) => rule.codes ?? []));
  const ranked = [...new Set([...byCode.keys(), ...forced])].map((code) => {
    const list = (byCode.get(code) ?? []).sort((a, b) => b.score - a.score);
    // the entries that matched, then the industry's whole text (index, description, examples) against the description
    const base =
      (list[0]?.score ?? 0) +
      0.25 * (list[1]?.score ?? 0) +
      0.1 * (list[2]?.score ?? 0) +
      INDUSTRY_WEIGHT * ref.industryScore(code, affirmedWeights);
    const applied: HardCase[] = rules.filter((rule) => rule.factor(code) !== 1 || rule.codes?.includes(code));
    // the description's own "do not" sentence agrees with what the business says it does not do
    const doesNot = ref.doesNot.get(code);
    const agrees = doesNot && [...negated].some((word) => doesNot.has(word)) ? 1.3 : 1;
    const factor = rules.reduce((f, rule) => f * rule.factor(code), agrees);
    const score = forced.has(code) ? Math.max(base * factor, 100) : base * factor;
    return { code, list, raw: list[0]?.score ?? 0, score, applied };
  });
  ranked.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  const best = ranked.find((item) => !forced.has(item.code));
  if (!best || best.raw < MIN_SCORE) return empty(NO_ACTIVITY_MESSAGE);

  const top = ranked.filter((item) => forced.has(item.code) || item.raw >= MIN_SCORE * 0.5).slice(0, limit);
  const sectors = new Set(top.map((item) => item.code.slice(0, 2)));
  const candidates: NaicsCandidate[] = top.map((item) => {
    const words = new Set(item.list.flatMap((scored) => scored.matched));
    const reasons = item.applied
      .filter((rule) => rule.factor(item.code) > 1 || rule.codes?.includes(item.code))
      .map((rule) => `${rule.rule}: ${rule.reason}`);
    const excluded = item.list.find((scored) => scored.excluded.length);
    if (excluded)
      reasons.push(
        `Official exclusion: the index entry "${excluded.entry.text}" leaves out ${excluded.excluded.join(", ")}, which the description names.`,
      );
    if (mixed && sectors.size > 1)
      reasons.push(
        "Mixed business: NAICS classifies an establishment by its primary activity (its largest share of revenue); the description's share words were weighed.",
      );
    return {
      code: item.code,
      title: ref.titles.get(item.code) ?? item.code,
      score: Math.round(item.score * 10) / 10,
      entries: item.list.slice(0, 3).map((scored) => ({
        kind: scored.entry.kind,
        text: scored.entry.text,
        words: scored.matched,
      })),
      passage: passageOf(ref.descriptions.get(item.code), words),
      matchedWords: [...new Set([...words].map((word) => surface.get(word) ?? word))],
      reasons,
    };
  });
  return {
    edition: ref.edition,
    found: true,
    candidates,
    rules: rules.map(({ rule, reason }) => ({ rule, reason })),
    message: null,
  };
}
