/**
 * Insurance wording that means the same in a question and in a policy (ADR 027). A query that
 * uses one phrase of a group also matches the others: the group becomes OR-ed alternatives in
 * the full-text query. Phrases are matched on word boundaries, longest first.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ["each occurrence", "per occurrence"],
  ["general liability", "gl", "cgl"],
  ["policy period", "effective", "expiration"],
  ["total premium", "premium"],
  ["deductible", "self-insured retention", "retention"],
  ["named insured", "insured"],
  ["general aggregate", "aggregate"],
  ["automobile", "auto"],
  ["workers compensation", "workers comp", "wc"],
  ["umbrella", "excess"],
];

/** Words PostgreSQL's English configuration ignores (its stop list), left out of queries. */
export const STOP_WORDS = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers " +
    "herself it its itself they them their theirs themselves what which who whom this that these those am is " +
    "are was were be been being have has had having do does did doing a an the and but if or because as until " +
    "while of at by for with about against between into through during before after above below to from up " +
    "down in out on off over under again further then once here there when where why how all any both each " +
    "few more most other some such no nor not only own same so than too very s t can will just don should now"
  ).split(" "),
);

export interface ExpandedQuery {
  /** Each matched group, as its alternatives. */
  groups: string[][];
  /** The rest of the query (without the matched phrases). */
  rest: string;
  /** The significant words of the rest, for the OR fallback. */
  words: string[];
}

const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const PHRASES = SEARCH_SYNONYMS.flatMap((group, index) => group.map((phrase) => ({ phrase, index }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

/** The query's synonym groups and remaining words. */
export function expandQuery(query: string): ExpandedQuery {
  let rest = ` ${query.toLowerCase().replace(/[’']/g, "")} `;
  const found: number[] = [];
  for (const { phrase, index } of PHRASES) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, "u");
    if (!pattern.test(rest)) continue;
    rest = rest.replace(pattern, " ");
    if (!found.includes(index)) found.push(index);
  }
  rest = rest.replace(/\s+/g, " ").trim();
  const words = (rest.match(/[\p{L}\p{N}][\p{L}\p{N}$.,/-]*/gu) ?? [])
    .map((word) => word.replace(/[.,/-]+$/, ""))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return { groups: found.map((index) => [...SEARCH_SYNONYMS[index]!]), rest, words };
}
