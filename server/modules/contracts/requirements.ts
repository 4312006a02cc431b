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
      // "general liability insurance including products liability coverage": the GL's scope, not a line of its own
      if (line === "products" && SCOPE_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      out.push({ line, start: m.index });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** "… including products-completed operations": what a coverage includes, not the name of a limit. */
const SCOPE_BEFORE = /\binclud(?:e|es|ing)\s+(?:coverage\s+for\s+)?(?:[\w-]+\s+){0,2}$/i;

function phrasesIn(text: string): Array<{ name: string; start: number; end: number }> {
  const out: Array<{ name: string; start: number; end: number }> = [];
  for (const { name, pattern } of LIMIT_PHRASES) {
    for (const m of text.matchAll(new RegExp(pattern.source, "gi"))) {
      const end = m.index + m[0].length;
      if (name === "products" && SCOPE_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      if (out.some((o) => m.index < o.end && end > o.start)) continue;
      out.push({ name, start: m.index, end });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Words that sit between a limit's name and its amount without saying anything ("limit of not less than Two Million Dollars"). */
const FILLER =
  /^(and|or|in|the|for|of|a|an|limits?|not|less|than|at|least|minimum|no|amount|dollars|one|two|three|four|five|ten|million|thousand|with|is|be|shall)$/i;

/** How many words lie between two offsets of a clause (filler words aside). */
function gapBetween(text: string, from: number, to: number): number {
  return (text.slice(from, to).match(/[A-Za-z0-9$]+/g) ?? []).filter((w) => !FILLER.test(w)).length;
}

/** Each amount of a clause with its line and the limit's name beside it. */
function limitsOf(unit: Unit, carried: CoverageLine | null) {
  // a clause wrapped over lines reads as one line ("full replacement\ncost")
  const text = unit.text.replace(/\s+/g, " ");
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
    // the name beside the amount ("$1,000,000 each occurrence", "Each Occurrence $2,000,000"); the
    // clause's own order decides a tie
    const gapBefore = before ? gapBetween(text, before.end, amount.start) : Infinity;
    const gapAfter = after ? gapBetween(text, amount.end, after.start) : Infinity;
    const near =
      gapBefore < gapAfter ? before : gapAfter < gapBefore ? after : nameFirst ? (before ?? after) : (after ?? before);
    const name = near?.name ?? null;
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
    citation: { fileId: page.fileId, fileName: page.fileName, page: page.page, quote: unit.quote ?? unit.text },
  };
}

function formsIn(text: string): string[] {
  return [...new Set([...text.matchAll(FORM_NUMBER)].map((m) => `${m[1]!.toUpperCase()} ${m[2]} ${m[3]}`))];
}

/** A certificate of insurance (not of analysis, occupancy, formation, stock…). */
const CERTIFICATE =
  /\b(?:evidence|proof)\s+of\s+(?:the\s+)?(?:required\s+)?(?:insurance|coverage)\b|\bcertificates?\b(?!\s+of\s+(?:analysis|occupancy|formation|incorporation|conformance|compliance|origin|title|deposit|good\s+standing))/i;
/** Handing a certificate over, or on request. */
const DELIVERS =
  /\b(?:deliver(?:s|ed|ing)?|furnish(?:es|ed|ing)?|provided?|provides|submit(?:s|ted)?|send|sent|deposit(?:s|ed)?|receive[sd]?|forward(?:s|ed)?|lodge[sd]?|produce[sd]?|file[sd]?)\b|\bupon\s+(?:\w+['’]s\s+)?request\b/i;
/** Coverage kept after the contract ends ("for three (3) years thereafter", "an extended reporting period"). */
const AFTER_TERM =
  /\byears?\s+thereafter\b|\bextended\s+reporting\b|\byears?\s+(?:after|following)\s+(?:the\s+|its\s+)?(?:expiration|termination|end\b|this\s+agreement|term\b)/i;
/** Insurance covering the indemnity ("contractual liability covering … indemnity obligations"). */
const INDEMNITY_COVERED =
  /\bcontractual\s+liability\b|\b(?:cover|include|insure)\w*\s+(?:coverage\s+for\s+)?[^.]{0,60}\bindemni\w*\s+obligations?\b|\b(?:shall|must|will)\s+(?:also\s+)?insure\b/i;

/** The "N days" of a clause nearest to the word at `at`, leaving those nearer to `other` (another term's word). */
function daysNear(text: string, at: number, other?: number): number | null {
  const all = [
    ...text.matchAll(/\b(?:\d{1,3}|[a-z]+(?:-[a-z]+)?)\s*(?:\(\d{1,3}\)\s*)?(?:calendar\s+|business\s+)?days?\b/gi),
  ]
    .map((m) => ({ at: m.index, days: daysIn(m[0]) }))
    .filter((d): d is { at: number; days: number } => d.days !== null)
    .filter((d) => other === undefined || Math.abs(d.at - at) <= Math.abs(d.at - other));
  all.sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at));
  return all[0]?.days ?? null;
}

/** The requirements one clause states. */
function requirementsOf(unit: Unit, page: PageText, carried: CoverageLine | null): ContractRequirement[] {
  const text = unit.text.replace(/\s+/g, " ");
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
  if (lines.includes("property") && /replacement (?:cost|value)|full (?:insurable )?value|completed value/i.test(text))
    add("PROPERTY", { value: /completed value/i.test(text) ? "Completed value" : "Full replacement cost" });
  for (const [kind, pattern] of TERM_PATTERNS) {
    if (!pattern.test(text)) continue;
    if (kind === "ADDITIONAL_INSURED") {
      const forms = formsIn(text);
      add(kind, { forms, value: forms.length ? `Required; forms ${forms.join(", ")}` : "Required" });
    } else if (kind === "INSURER_RATING") {
      const m =
        /\bA\s?([+-]{0,2})\s*[,:/]?\s*(?:(?:Class|FSC|size)\s+)?(XV|XIV|XIII|XII|XI|X|IX|VIII|VII|VI|V)\b/.exec(text) ??
        // the size class said apart: "A- or better by A.M. Best Company, Class VIII"
        /\bA\s?([+-]{0,2})(?=[\s(,]|$)(?:[^.;]|\.(?!\s)|(?<=\b[A-Z])\.){0,80}?\b(?:Class|FSC|Financial\s+Size(?:\s+Category)?|Size\s+Category)\s+(XV|XIV|XIII|XII|XI|X|IX|VIII|VII|VI|V)\b/.exec(
          text,
        );
      if (m) add(kind, { rating: `A${m[1]} ${m[2]}`, value: `A${m[1]} ${m[2]} or better` });
    } else add(kind);
  }
  const cancel = /\bcancel\w*|non-?renew\w*/i.exec(text);
  if (cancel && /\bnoti(?:ce|fy|fied|fication)\b/i.test(text)) {
    const days = daysNear(text, cancel.index);
    if (days) add("NOTICE_OF_CANCELLATION", { days, value: `${days} days` });
  }
  const certificate = CERTIFICATE.exec(text);
  if (certificate && DELIVERS.test(text)) {
    const days = daysNear(text, certificate.index, cancel?.index);
    add("CERTIFICATE_DELIVERY", days ? { days, value: `Within ${days} days` } : { value: "Required" });
  }
  if (/completed operations|after (?:final |substantial )?completion|following (?:final )?completion/i.test(text)) {
    const years = yearsIn(text);
    if (years && /maintain|continu|years? (?:after|following)|period of/i.test(text))
      add("COMPLETED_OPERATIONS_DURATION", { years, value: `${years} years after completion` });
  }
  // "maintain … during the Term and for three (3) years thereafter", "an extended reporting period … three years after this Agreement ends"
  if (AFTER_TERM.test(text) && /\b(?:maintain|keep|continu|purchase|carry|in force)\w*/i.test(text)) {
    const years = yearsIn(text);
    if (years) add("COMPLETED_OPERATIONS_DURATION", { years, value: `${years} years after the term` });
  }
  // insurance that covers the indemnity, not an indemnity "not limited to the amount of insurance"
  if (/\bindemni/i.test(text) && INDEMNITY_COVERED.test(text)) add("INDEMNITY_INSURED");
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
  let listOpen = false;
  const read = pages.map((page) => {
    const units = unitsOf(page.text, { typed: options.typed, carried: heading });
    heading = units.heading;
    return { page, units: units.units };
  });
  // a clause cut by a page break ("… $1,000,000 each accident, $1,000,000" | "disease - each employee, …") is read
  // whole, on the page where it starts, and quotes what that page prints
  if (!options.typed)
    for (let i = 0; i + 1 < read.length; i++) {
      const last = read[i]!.units.at(-1);
      const next = read[i + 1]!.units[0];
      if (!last || !next || /[.;:!?]["”’)]?$/.test(last.text) || !/^[a-z$(\d]/.test(next.text) || next.headingChanged)
        continue;
      read[i]!.units[read[i]!.units.length - 1] = { ...last, text: `${last.text}\n${next.text}`, quote: last.text };
      read[i + 1]!.units.shift();
    }
  for (const { page, units } of read) {
    let aiUnit: Unit | null = null;
    for (const unit of units) {
      if (unit.headingChanged) line = null;
      const insurance = options.typed || unit.underInsuranceHeading || INSURANCE_WORDS.test(unit.text);
      const named = linesIn(unit.text);
      if (unit.headingChanged) listOpen = false;
      // a clause with neither insurance words nor a line of coverage ends a list of coverages
      if (!insurance && named.length === 0) {
        listOpen = false;
        continue;
      }
      // "…the following coverage:" then "(b) Commercial General Liability - $1,000,000 per occurrence": the
      // items of a list a requirement opened need no "shall" of their own
      const listed = listOpen && named.length > 0;
      if (
        !options.typed &&
        !REQUIRING.test(unit.text) &&
        !unit.underInsuranceHeading &&
        !unit.text.includes("\t") &&
        !listed
      )
        continue;
      const ai = found.find((r) => r.kind === "ADDITIONAL_INSURED");
      if (ai && aiUnit) mergeForms(ai, unit, page, aiUnit);
      const stated = requirementsOf(unit, page, line);
      if (insurance && (stated.length > 0 || REQUIRING.test(unit.text))) listOpen = true;
      for (const requirement of stated) {
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
