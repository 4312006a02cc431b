/**
 * Insurance wording that means the same in a question and in a policy or an agency's own documents
 * (ADR 027, ADR 032): abbreviations (COI, WOS, FNOL), their spelled-out phrases, and servicing words
 * an agency writes in more than one way (cancel / cancellation, endorsement / policy change). A
 * query that uses one phrase of a group also matches the others: the group becomes OR-ed
 * alternatives in the full-text query. Phrases are matched on word boundaries, longest first; the
 * group always keeps the words the question used, so a synonym only ever widens a search.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // policy wording
  ["each occurrence", "per occurrence"],
  ["general liability", "gl", "cgl"],
  ["policy period", "effective", "expiration"],
  ["total premium", "premium"],
  ["deductible", "self-insured retention", "retention"],
  ["named insured", "insured"],
  ["general aggregate", "aggregate"],
  ["automobile", "auto"],
  ["umbrella", "excess"],
  // lines of business and their abbreviations
  ["workers compensation", "workers comp", "work comp", "wc"],
  ["businessowners policy", "businessowners", "business owners policy", "bop"],
  ["commercial auto", "business auto", "business auto policy", "bap", "ca"],
  ["errors and omissions", "e&o", "professional liability"],
  ["employment practices liability", "employment practices", "epli", "epl"],
  ["directors and officers", "d&o", "management liability"],
  ["hired and non-owned auto", "hired non-owned auto", "hnoa"],
  // certificates and what they carry
  ["certificate of insurance", "certificates of insurance", "coi", "cois", "acord 25"],
  ["additional insured", "additional insureds", "ai"],
  ["waiver of subrogation", "subrogation waiver", "wos"],
  ["primary and non-contributory", "primary and noncontributory", "primary non-contributory", "p&nc", "pnc"],
  // servicing
  ["notice of cancellation", "cancellation notice", "noc"],
  ["cancel", "cancellation", "cancelled", "canceled", "cancelling"],
  ["reinstate", "reinstatement", "reinstated"],
  ["non-renewal", "nonrenewal", "non renewal"],
  ["endorsement", "policy change", "change request", "endorse"],
  ["first notice of loss", "fnol", "report a claim", "claims reporting", "claim reporting"],
  ["loss runs", "loss run", "loss history", "claims history"],
  ["declarations page", "dec page", "declarations", "decs"],
  // underwriting
  ["underwriting", "underwriter", "uw"],
  ["appetite", "eligible classes", "acceptable classes", "target classes"],
  ["class code", "classification code", "naics", "sic"],
  ["am best", "a.m. best", "financial strength rating"],
  ["motor vehicle report", "motor vehicle record", "mvr", "driving record"],
  ["vehicle identification number", "vin"],
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

/**
 * The question's adjacent pairs of significant words, in order, with the small words between them
 * ("add a vehicle"), for the phrase boost: a passage that has them side by side ranks higher.
 */
export function phrasesOf(query: string, max = 6): string[] {
  const tokens =
    query
      .toLowerCase()
      .replace(/[’']/g, "")
      .match(/[\p{L}\p{N}][\p{L}\p{N}&-]*/gu) ?? [];
  const significant = tokens.flatMap((token, i) => (token.length > 1 && !STOP_WORDS.has(token) ? [i] : []));
  const phrases: string[] = [];
  for (let k = 1; k < significant.length && phrases.length < max; k++) {
    const [from, to] = [significant[k - 1]!, significant[k]!];
    if (to - from > 3) continue;
    const phrase = tokens.slice(from, to + 1).join(" ");
    if (!phrases.includes(phrase)) phrases.push(phrase);
  }
  return phrases;
}
