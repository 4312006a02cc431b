import { readFileSync } from "node:fs";
import { contentWords } from "./words.ts";

/**
 * The NAICS 2022 reference (naics/naics-2022.data.json, U.S. Census Bureau, public domain; see
 * naics/README.md): titles, the official index's activity phrases, and each industry's
 * description with its illustrative examples. Loaded and prepared once, on first use.
 */

export type EntryKind = "index" | "title" | "example";

/** A phrase that names an industry's activity, prepared for matching. */
export interface NaicsEntry {
  code: string;
  kind: EntryKind;
  text: string;
  /** The words that must be present (outside parentheses). */
  words: string[];
  /** Words of an "(i.e., …)" or "(e.g., …)" aside: they count when present, never required. */
  optional: string[];
  /** Words of an "(except …)" aside: the official exclusion; their presence sends the activity elsewhere. */
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

/** A phrase split into its required words, its optional aside and its exclusion. */
export function prepareEntry(code: string, kind: EntryKind, text: string): NaicsEntry {
  const optional: string[] = [];
  const except: string[] = [];
  const main = text.replace(/\(([^)]*)\)/g, (_, inner: string) => {
    const aside = inner.trim();
    if (/^except\b/i.test(aside)) except.push(...contentWords(aside.replace(/^except\b/i, "")));
    else optional.push(...contentWords(aside.replace(/^(i\.e\.|e\.g\.),?/i, "")));
    return " ";
  });
  const words = unique(contentWords(main));
  return {
    code,
    kind,
    text,
    words,
    optional: unique(optional).filter((w) => !words.includes(w)),
    except: unique(except),
  };
}

/** The "Illustrative Examples" lines of a description. */
export function examplesOf(description: string): string[] {
  const at = description.indexOf("Illustrative Examples:");
  if (at < 0) return [];
  const end = description.indexOf("Cross-References", at);
  return description
    .slice(at + "Illustrative Examples:".length, end < 0 ? undefined : end)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 2);
}

let reference: NaicsReference | undefined;

/** The NAICS 2022 reference, read and prepared on first use. */
export function naicsReference(): NaicsReference {
  if (reference) return reference;
  const data = JSON.parse(readFileSync(new URL("./naics/naics-2022.data.json", import.meta.url), "utf8")) as RawData;
  const entries: NaicsEntry[] = [];
  for (const [code, title] of Object.entries(data.titles)) entries.push(prepareEntry(code, "title", title));
  for (const [code, phrase] of data.index) entries.push(prepareEntry(code, "index", phrase));
  for (const [code, description] of Object.entries(data.descriptions))
    for (const example of examplesOf(description)) entries.push(prepareEntry(code, "example", example));
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
