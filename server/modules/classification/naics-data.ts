import { readFileSync } from "node:fs";
import { contentWords } from "./words.ts";

/**
 * The NAICS 2022 reference (naics/naics-2022.data.json, U.S. Census Bureau, public domain; see
 * naics/README.md): titles, the official index's activity phrases, and each industry's
 * description: its "primarily engaged in …" activity, its illustrative examples, the names it
 * says such establishments are "known as", and what it says they do not do. Loaded and prepared
 * once, on first use.
 */

/**
 * Where an entry comes from: the title, an official index entry, an illustrative example, the
 * description's "primarily engaged in …" activity, or a name the description says the
 * establishments are "known as".
 */
export type EntryKind = "index" | "title" | "example" | "description" | "known-as";

/** A phrase that names an industry's activity, prepared for matching. */
export interface NaicsEntry {
  code: string;
  kind: EntryKind;
  text: string;
  /** The words that must be present (outside parentheses). */
  words: string[];
  /** Words of an "(i.e., …)" or "(e.g., …)" aside: they count when present, never required. */
  optional: string[];
  /**
   * Words of an "(except …)" aside or a "without …" tail: the official exclusion; their presence
   * sends the activity elsewhere (and a description that says it does not do them agrees).
   */
  except: string[];
}

export interface NaicsReference {
  edition: string;
  titles: Map<string, string>;
  /** Two- to five-digit levels: sector, subsector, industry group, industry. */
  levels: Map<string, string>;
  descriptions: Map<string, string>;
  entries: NaicsEntry[];
  /** Entries by word. */
  byWord: Map<string, NaicsEntry[]>;
  /**
   * What each industry's description says its establishments do not do ("… but do not directly
   * provide shipping services"): the content words of those sentences, by code.
   */
  doesNot: Map<string, Set<string>>;
  /** Every word of the reference as written (lower case, unstemmed): what a misspelling is checked against. */
  vocabulary: Map<string, number>;
  /**
   * Each industry's whole text — title, index entries, description with its examples — as word
   * counts, for a BM25 score of the description against the industry as a whole.
   */
  industries: Map<string, Map<string, number>>;
  /** BM25 of weighted description words against an industry's whole text. */
  industryScore(code: string, weights: Map<string, number>): number;
  /** The weight of a word: rare words say more (log of entries over entries holding it). */
  idf(word: string): number;
}

interface RawData {
  edition: string;
  titles: Record<string, string>;
  levels: Record<string, string>;
  index: Array<[string, string]>;
  descriptions: Record<string, string>;
}

const unique = (words: string[]) => [...new Set(words)];

/** BM25's usual constants: term-frequency saturation and length normalisation. */
const BM25_K1 = 1.2;
const BM25_B = 0.75;

/** A phrase split into its required words, its optional aside and its exclusion. */
export function prepareEntry(code: string, kind: EntryKind, text: string): NaicsEntry {
  const optional: string[] = [];
  const except: string[] = [];
  let main = text.replace(/\(([^)]*)\)/g, (_, inner: string) => {
    const aside = inner.trim();
    if (/^except\b/i.test(aside)) except.push(...contentWords(aside.replace(/^except\b/i, "")));
    // "(i.e., not serving food and beverages)": what the activity does not include
    else if (/^((i\.e\.|e\.g\.),?\s*)?not\b/i.test(aside))
      except.push(...contentWords(aside.replace(/^((i\.e\.|e\.g\.),?\s*)?not\b/i, "")));
    else optional.push(...contentWords(aside.replace(/^(i\.e\.|e\.g\.),?/i, "")));
    return " ";
  });
  // "… without retailing new cellular telephones": what the activity leaves out, not what it needs
  const without = main.match(/\bwithout\b(.*)$/i);
  if (without) {
    except.push(...contentWords(without[1]!));
    main = main.slice(0, without.index);
  }
  const words = unique(contentWords(main));
  return {
    code,
    kind,
    text,
    words,
    optional: unique(optional).filter((w) => !words.includes(w)),
    // "Casinos (except casino hotels)": the word the entry itself needs is never its exclusion
    except: unique(except).filter((w) => !words.includes(w)),
  };
}

/** The activity a description states: "… primarily engaged in <activity>." (null when it states none). */
export function engagedIn(description: string): string | null {
  const body = description.split(/\n\s*\n(?:Illustrative Examples|Cross-References)/)[0]!.replace(/\s+/g, " ");
  const match = body.match(/primarily engaged in (.+?)(?:\.\s|\.$)/);
  return match ? match[1]!.replace(/\(\d\)\s*/g, "").trim() : null;
}

const ESTABLISHMENT =
  /\b(shops|stores|centers|brokers|forwarders|agents|agencies|publishers|banks|theaters|parks|clubs|hotels|motels|inns|foundations|trusts|portals|labs|laboratories|stations|dealers|builders|marketers|contractors|companies|offices|firms|restaurants|bars|buffets|lounges|taverns|schools|studios|yards|mills|plants)$/i;

/**
 * The names a description says its establishments are known as ("usually known as freight
 * forwarders, marine shipping agents, or customs brokers"): names of two to four words ending in
 * a plural that names an establishment (shops, brokers, publishers…), so list items that are goods
 * or services rather than names are left out.
 */
export function knownAs(description: string): string[] {
  const body = description.split(/\n\s*\n(?:Illustrative Examples|Cross-References)/)[0]!.replace(/\s+/g, " ");
  const names: string[] = [];
  for (const match of body.matchAll(/\bknown as ([^.;()]+)/g))
    for (const raw of match[1]!.split(/,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+(?=offer|are|may|sell|provide)/)) {
      const name = raw.trim();
      const words = name.split(/\s+/);
      if (words.length < 2 || words.length > 4 || !ESTABLISHMENT.test(name)) continue;
      if (/^(such|including|other|with|without|as|for|on|which|that|and|or)\b/i.test(name)) continue;
      names.push(name);
    }
  return names;
}

/** The sentences of a description saying what its establishments do not do. */
export function doesNotSentences(description: string): string[] {
  const body = description.split(/\n\s*\n(?:Illustrative Examples|Cross-References)/)[0]!.replace(/\s+/g, " ");
  return [...body.matchAll(/\b(?:do|does) not ([^.]+)\./g)].map((match) => match[1]!);
}

/** The "Illustrative Examples" lines of a description. */
export function examplesOf(description: string): string[] {
  const at = description.indexOf("Illustrative Examples:");
  if (at < 0) return [];
  const end = description.indexOf("Cross-References", at);
  const lines: string[] = [];
  for (const raw of description.slice(at + "Illustrative Examples:".length, end < 0 ? undefined : end).split(/\n+/)) {
    const line = raw.trim();
    if (line.length === 0) continue;
    // an example wrapped onto the next line ("… rehabilitation\nfacilities (except …)") continues it
    if (lines.length > 0 && /^[a-z(]/.test(line)) lines[lines.length - 1] += ` ${line}`;
    else lines.push(line);
  }
  return lines.filter((line) => line.length > 2);
}

let reference: NaicsReference | undefined;

/** The NAICS 2022 reference, read and prepared on first use. */
export function naicsReference(): NaicsReference {
  if (reference) return reference;
  const data = JSON.parse(readFileSync(new URL("./naics/naics-2022.data.json", import.meta.url), "utf8")) as RawData;
  const entries: NaicsEntry[] = [];
  for (const [code, title] of Object.entries(data.titles)) entries.push(prepareEntry(code, "title", title));
  for (const [code, phrase] of data.index) entries.push(prepareEntry(code, "index", phrase));
  const doesNot = new Map<string, Set<string>>();
  for (const [code, description] of Object.entries(data.descriptions)) {
    for (const example of examplesOf(description)) entries.push(prepareEntry(code, "example", example));
    const activity = engagedIn(description);
    if (activity) entries.push(prepareEntry(code, "description", activity));
    for (const name of knownAs(description)) entries.push(prepareEntry(code, "known-as", name));
    const not = doesNotSentences(description).flatMap((sentence) => contentWords(sentence));
    if (not.length) doesNot.set(code, new Set(not));
  }
  const vocabulary = new Map<string, number>();
  for (const entry of entries)
    for (const word of entry.text.toLowerCase().match(/[a-z]+/g) ?? [])
      vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  const industries = new Map<string, Map<string, number>>();
  const addText = (code: string, text: string) => {
    const counts = industries.get(code) ?? new Map<string, number>();
    for (const word of contentWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    industries.set(code, counts);
  };
  for (const [code, title] of Object.entries(data.titles)) addText(code, title);
  for (const [code, phrase] of data.index) addText(code, phrase);
  for (const [code, description] of Object.entries(data.descriptions))
    if (data.titles[code]) addText(code, description.split(/\n\s*\n\s*Cross-References/)[0]!);
  const industryDf = new Map<string, number>();
  let totalLength = 0;
  const lengths = new Map<string, number>();
  for (const [code, counts] of industries) {
    let length = 0;
    for (const [word, count] of counts) {
      industryDf.set(word, (industryDf.get(word) ?? 0) + 1);
      length += count;
    }
    lengths.set(code, length);
    totalLength += length;
  }
  const averageLength = totalLength / Math.max(1, industries.size);
  const byWord = new Map<string, NaicsEntry[]>();
  for (const entry of entries)
    for (const word of [...entry.words, ...entry.optional]) {
      const list = byWord.get(word) ?? [];
      list.push(entry);
      byWord.set(word, list);
    }
  const total = entries.length;
  const idfCache = new Map<string, number>();
  reference = {
    edition: data.edition,
    titles: new Map(Object.entries(data.titles)),
    levels: new Map(Object.entries(data.levels)),
    descriptions: new Map(Object.entries(data.descriptions)),
    entries,
    byWord,
    doesNot,
    vocabulary,
    industries,
    industryScore(code, weights) {
      const counts = industries.get(code);
      if (!counts) return 0;
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * (lengths.get(code) ?? 0)) / averageLength);
      let score = 0;
      for (const [word, weight] of weights) {
        const tf = counts.get(word);
        if (!tf) continue;
        const df = industryDf.get(word) ?? 0;
        const idf = Math.log(1 + (industries.size - df + 0.5) / (df + 0.5));
        score += weight * idf * ((tf * (BM25_K1 + 1)) / (tf + norm));
      }
      return score;
    },
    idf(word) {
      let value = idfCache.get(word);
      if (value === undefined) {
        value = Math.log((total + 1) / ((byWord.get(word)?.length ?? 0) + 1)) + 0.1;
        idfCache.set(word, value);
      }
      return value;
    },
  };
  return reference;
}
