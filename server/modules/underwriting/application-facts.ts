// The label-value facts of an application read through the reading library's findValues (the
// value on the label's row, in the next cell or on the next line), then held to the fact's shape.
import { findValues } from "../documents/reading/find-values.ts";
import type { Citation, PageText } from "../documents/reading/types.ts";
import { FACT_CLASSES, isFactLabel, questionClassOf, type FactClass, type FactKind } from "./fact-classes.ts";

export interface Fact {
  id: string;
  label: string;
  value: string;
  citation: Citation;
}

const EMPTY = /^(n\/?a|none given|-+|—|tbd|unknown|\?|_+|\[\s*\]|not applicable)$/i;

/** The value in the fact's shape, or null when what was read is not one. */
export function shapeValue(kind: FactKind, raw: string): string | null {
  const text = raw.replace(/\s+/g, " ").trim();
  if (!text || EMPTY.test(text)) return null;
  switch (kind) {
    case "fein":
      return /\b\d{2}-?\d{7}\b/.exec(text)?.[0] ?? null;
    case "year":
      return /\b(1[89]|20)\d{2}\b/.exec(text)?.[0] ?? null;
    case "number": {
      const m = /^(?:approx\.?\s*|about\s*)?(\d[\d,]*(?:\.\d+)?)\b/i.exec(text);
      return m ? m[1] : null;
    }
    case "money":
      return /\d/.test(text) ? text : null;
    case "address":
      // a street number or a post office box opens an address
      return /^(\d+[A-Z]?\s+\w|p\.?\s?o\.?\s+box\b)/i.test(text) && !isFactLabel(text) ? text : null;
    default:
      return isFactLabel(text) ? null : text;
  }
}

/** Every value of one fact in the pages, each with its page and quote (distinct values only). */
export function readFact(fact: FactClass, pages: PageText[]): Fact[] {
  const out: Fact[] = [];
  for (const found of findValues(questionClassOf(fact), pages, null)) {
    const value = shapeValue(fact.kind, found.value);
    if (!value || out.some((f) => f.value === value)) continue;
    out.push({ id: fact.id, label: fact.label, value, citation: found.citation });
  }
  return out;
}

/** The facts the pages state, fact by fact. */
export function readFacts(pages: PageText[]): Fact[] {
  return FACT_CLASSES.flatMap((fact) => readFact(fact, pages));
}

/** A numeric value of a fact ("$2,400,000", "14", "1.12"), or null. */
export function numberOf(value: string): number | null {
  const m = /-?\d[\d,]*(\.\d+)?/.exec(value);
  return m ? Number(m[0].replace(/,/g, "")) : null;
}
