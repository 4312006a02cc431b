// A contract's insurance requirements (docs/product/contract-and-certificate-review.md), read
// from its pages: each requirement once, with its minimum (limit, days, years, forms, rating),
// its section and the exact passage it is quoted from. Pure: the same reader parses the
// requirements a user types, one per line. A contract with no insurance clause gives none.
import type { Citation, PageText } from "../documents/reading/types.ts";
import { amountsIn, daysIn, dollars, yearsIn, type Amount } from "./amounts.ts";
import {
  FORM_NUMBER,
  INSURANCE_WORDS,
  LIMIT_PHRASES,
  LINE_PATTERNS,
  limitKind,
  REQUIREMENT_LABELS,
  TERM_PATTERNS,
  type CoverageLine,
  type RequirementKind,
} from "./requirement-kinds.ts";
import { unitsOf, type Unit } from "./units.ts";

export interface ContractRequirement {
  kind: RequirementKind;
  label: string;
  /** What the contract asks, in words: "$1,000,000", "30 days", "CG 20 10, CG 20 37", "Required". */
  value: string;
  minimum: number | null;
  days: number | null;
  years: number | null;
  forms: string[];
  rating: string | null;
  section: string | null;
  citation: Citation;
}

const EL_ORDER: RequirementKind[] = ["EL_ACCIDENT", "EL_DISEASE_EMPLOYEE", "EL_DISEASE_POLICY"];
const REQUIRING =
  /\b(shall|must|will|required?|maintain|carry|procure|provide|furnish|keep|minimum|not less than|at least|limits?)\b/i;

function linesIn(text: string): Array<{ line: CoverageLine; start: number }> {
  const out: Array<{ line: CoverageLine; start: number }> = [];
  for (const [line, pattern] of LINE_PATTERNS) {
    const global = new RegExp(pattern.source, "gi");
    for (const m of text.matchAll(global)) {
      if (out.some((o) => Math.abs(o.start - m.index) < 3)) continue; // "employer's liability" is not also GL's
      out.push({ line, start: m.index });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

function phrasesIn(text: string): Array<{ name: string; start: number; end: number }> {
  const out: Array<{ name: string; start: number; end: number }> = [];
  for (const { name, pattern } of LIMIT_PHRASES) {
    for (const m of text.matchAll(new RegExp(pattern.source, "gi"))) {
      const end = m.index + m[0].length;
      if (out.some((o) => m.index < o.end && end > o.start)) continue;
      out.push({ name, start: m.index, end });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Each amount of a clause with its line and the limit's name beside it. */
function limitsOf(unit: Unit, carried: CoverageLine | null) {
  const text = unit.text;
  const amounts = amountsIn(text);
  const lines = linesIn(text);
  const phrases = phrasesIn(text);
  const nameFirst = phrases.length > 0 && amounts.length > 0 && phrases[0]!.start < amounts[0]!.start;
  const out: Array<{ line: CoverageLine; name: string | null; amount: Amount }> = [];
  amounts.forEach((amount, i) => {
    const line =
      lines.findLast((l) => l.start < amount.start)?.line ?? lines.find((l) => l.start > amount.end)?.line ?? carried;
    if (!line) return;
    const prevEnd = Math.max(amounts[i - 1]?.end ?? 0, lines.findLast((l) => l.start < amount.start)?.start ?? 0);
    const nextStart = Math.min(
      amounts[i + 1]?.start ?? text.length,
      lines.find((l) => l.start > amount.end)?.start ?? text.length,
    );
    const before = phrases.findLast((p) => p.start >= prevEnd && p.end <= amount.start);
    const after = phrases.find((p) => p.start >= amount.end && p.end <= nextStart);
    const name = (nameFirst ? (before ?? after) : (after ?? before))?.name ?? null;
    out.push({ line, name, amount });
  });
  return out;
}

function blank(kind: RequirementKind, unit: Unit, page: PageText): ContractRequirement {
  return {
    kind,
    label: REQUIREMENT_LABELS[kind],
    value: "Required",
    minimum: null,
    days: null,
    years: null,
    forms: [],
    rating: null,
    section: unit.section,
    citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote: unit.text },
  };
}

function formsIn(text: string): string[] {
  return [...new Set([...text.matchAll(FORM_NUMBER)].map((m) => `${m[1]!.toUpperCase()} ${m[2]} ${m[3]}`))];
}

/** The requirements one clause states. */
function requirementsOf(unit: Unit, page: PageText, carried: CoverageLine | null): ContractRequirement[] {
  const text = unit.text;
  const out: ContractRequirement[] = [];
  const add = (kind: RequirementKind, patch: Partial<ContractRequirement> = {}) => {
    if (!out.some((r) => r.kind === kind)) out.push({ ...blank(kind, unit, page), ...patch });
  };
  let elIndex = 0;
  for (const { line, name, amount } of limitsOf(unit, carried)) {
    let kind = limitKind(line, name);
    if ((line === "el" || line === "wc") && name === null) kind = EL_ORDER[Math.min(elIndex++, 2)]!;
    if (kind) add(kind, { minimum: amount.value, value: dollars(amount.value) });
  }
  const lines = linesIn(text).map((l) => l.line);
  if (
    lines.includes("wc") &&
    /statut|required by (?:state |applicable )?law|as required|maintain|carry|provide/i.test(text)
  )
    add("WC_STATUTORY", { value: /statut/i.test(text) ? "Statutory" : "As required by law" });
  if (lines.includes("property") && /replacement cost|full (?:insurable )?value|completed value/i.test(text))
    add("PROPERTY", { value: /completed value/i.test(text) ? "Completed value" : "Full replacement cost" });
  for (const [kind, pattern] of TERM_PATTERNS) {
    if (!pattern.test(text)) continue;
    if (kind === "ADDITIONAL_INSURED") {
      const forms = formsIn(text);
      add(kind, { forms, value: forms.length ? `Required; forms ${forms.join(", ")}` : "Required" });
    } else if (kind === "INSURER_RATING") {
      const m = /\bA\s?([+-]{0,2})\s*[,:/]?\s*(?:(?:Class|FSC|size)\s+)?(XV|XIV|XIII|XII|XI|X|IX|VIII|VII|VI|V)\b/.exec(
        text,
      );
      if (m) add(kind, { rating: `A${m[1]} ${m[2]}`, value: `A${m[1]} ${m[2]} or better` });
    } else add(kind);
  }
  if (/\bcancel|non-?renew/i.test(text) && /\bnotice\b/i.test(text)) {
    const days = daysIn(text);
    if (days) add("NOTICE_OF_CANCELLATION", { days, value: `${days} days` });
  }
  if (/completed operations|after (?:final |substantial )?completion|following (?:final )?completion/i.test(text)) {
    const years = yearsIn(text);
    if (years && /maintain|continu|years? (?:after|following)|period of/i.test(text))
      add("COMPLETED_OPERATIONS_DURATION", { years, value: `${years} years after completion` });
  }
  if (/\bindemni/i.test(text) && /\binsur|contractual liability/i.test(text)) add("INDEMNITY_INSURED");
  return out;
}

/** An additional-insured clause whose forms follow in the next sentence of the same paragraph takes them. */
function mergeForms(requirement: ContractRequirement, unit: Unit, page: PageText, aiUnit: Unit) {
  const forms = formsIn(unit.text);
  if (!forms.length || requirement.forms.length || unit.start - aiUnit.end > 4) return;
  requirement.forms = forms;
  requirement.value = `Required; forms ${forms.join(", ")}`;
  requirement.citation = { ...requirement.citation, quote: page.text.slice(aiUnit.start, unit.end) };
}

/** Every insurance requirement a contract's pages state, each once (the first statement), in reading order. */
export function extractRequirements(pages: PageText[], options: { typed?: boolean } = {}): ContractRequirement[] {
  const found: ContractRequirement[] = [];
  let heading: string | null = null;
  let line: CoverageLine | null = null;
  for (const page of pages) {
    const read = unitsOf(page.text, { typed: options.typed, carried: heading });
    heading = read.heading;
    let aiUnit: Unit | null = null;
    for (const unit of read.units) {
      if (unit.headingChanged) line = null;
      const insurance = options.typed || unit.underInsuranceHeading || INSURANCE_WORDS.test(unit.text);
      const named = linesIn(unit.text);
      if (!insurance && named.length === 0) continue;
      if (!options.typed && !REQUIRING.test(unit.text) && !unit.underInsuranceHeading && !unit.text.includes("\t"))
        continue;
      const ai = found.find((r) => r.kind === "ADDITIONAL_INSURED");
      if (ai && aiUnit) mergeForms(ai, unit, page, aiUnit);
      for (const requirement of requirementsOf(unit, page, line)) {
        if (found.some((r) => r.kind === requirement.kind)) continue;
        found.push(requirement);
        if (requirement.kind === "ADDITIONAL_INSURED") aiUnit = unit;
      }
      if (options.typed) line = null;
      else if (named.length) line = named.at(-1)!.line;
    }
  }
  return found;
}

/** Requirements a user typed, one per line ("GL $1M each occurrence", "30 days notice of cancellation"). */
export function parseTypedRequirements(text: string): ContractRequirement[] {
  const clean = text.replace(/\r/g, "").trim();
  if (!clean) return [];
  return extractRequirements(
    [{ fileId: "typed", fileName: "Typed requirements", page: 1, text: clean.replace(/[ \t]+/g, " ") }],
    { typed: true },
  );
}
