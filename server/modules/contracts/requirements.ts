// A contract's insurance requirements (docs/product/contract-and-certificate-review.md), read
// from its pages: each requirement once, with its minimum (limit, days, years, forms, rating),
// its section and the exact passage it is quoted from. Pure: the same reader parses the
// requirements a user types, one per line. A contract with no insurance clause gives none.
//
// Long filed agreements state their insurance under any heading — an "Insurance" article, a
// numbered section run into its paragraph ("6.9 Insurance. Constellation shall…"), a section of
// "Obligations of Franchisee", an exhibit — in sentences that name several lines at once
// ("commercial general liability and product liability insurance with limits of One Million
// Dollars ($1,000,000) combined single limit"), with amounts blacked out ("$[***] each
// occurrence"), or with no amount at all ("maintain product liability insurance"). A line the
// contract requires without an amount is listed with no minimum.
import type { Citation, PageText } from "../documents/reading/types.ts";
import { dayCountsIn, dollars, limitAmountsIn, yearCountsIn, yearsIn, type LimitAmount } from "./amounts.ts";
import { ratingIn } from "./ratings.ts";
import {
  FORM_NUMBER,
  GENERIC_LIABILITY,
  INDEMNITY_INSURED,
  INSURANCE_WORDS,
  LIMIT_PHRASES,
  LINE_KIND,
  LINE_PATTERNS,
  limitKind,
  REQUIREMENT_LABELS,
  TERM_PATTERNS,
  type CoverageLine,
  type RequirementKind,
} from "./requirement-kinds.ts";
import { readable, unitsOf, type HeadingState, type Unit } from "./units.ts";

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
  /\b(shall|must|will|required?|requires|maintain(?:s|ing)?|carr(?:y|ies|ying)|procur(?:e|es|ing)|provid(?:e|es|ing)|furnish|keep(?:s|ing)?|obtain(?:s|ing)?|purchas(?:e|es|ing)|minimum|not less than|at least|limits?|agrees?|waives?|responsible for)\b/i;
/** A line named only to say which policies a term applies to ("additional insured under the auto and umbrella policies", "the CGL and auto policies shall name…"). */
const REFERENCE_AFTER =
  /^[^.;]{0,40}?\b(?:polic(?:y|ies)|coverages?)\b[^.;]{0,20}?\b(?:shall|must|will|is\s+to|are\s+to)\s+(?:be\s+)?(?:name|primary|include\s+(?:a\s+)?waiver|contain\s+(?:a\s+)?waiver|endorsed)/i;
const REFERENCE_BEFORE =
  /(?:additional(?:ly)?\s+(?:named\s+)?insureds?|subrogation|primary|non-?contributory|underlying|in\s+excess\s+of|excess\s+over|over\s+the|follow\w*\s+(?:the\s+)?form|loss\s+payee|combination\s+of)\b(?:(?!\binsurance\b)[^.;]){0,90}$/i;
const SPLIT_LIMIT_BEFORE = /\b(?:bodily\s+injury|property\s+damage)\s+(?:of\s+)?$/i;
const DEDUCTIBLE_BEFORE = /\b(?:deductibles?|self[\s-]insured\s+retentions?|retentions?)\b[^$.;]{0,70}$/i;
/** "We may … require … excess liability insurance": a right to ask, not a requirement. */
const MAY_BEFORE =
  /\b(?:may|might|could)\s+(?:\w+\s+){0,3}(?:require|request|increase|elect|acquire|obtain)\b[^.;]{0,200}$/i;
/** "will not maintain or procure any worker's compensation…": not a requirement either. */
const NEGATED_BEFORE =
  /\b(?:does|do|will|shall|is|are)\s+not\b(?:(?!\b(?:shall|will|must)\s+(?!not\b))[^.]){0,200}\b(?:maintain|procure|obtain|carry|provide|purchase)\b[^.;]{0,80}$/i;
/** A line named as a coverage ("pollution liability", "vehicle insurance"), not a word in passing ("pollution"). */
const COVERAGE_NAMED =
  /liabilit|insur|coverage|polic|compensation|bond|umbrella|\bC?GL\b|\bE\s?&\s?O\b|errors|risk|floater|dishonesty|crime|cyber|replacement|fire/i;
/** Workers compensation as a coverage ("…insurance", "…: statutory limits", "…program"), not "workers compensation acts". */
const WC_AS_COVERAGE = /^[^.;]{0,30}?\b(?:insur|coverage|polic|statut|program|limits?|required|benefits|liability)/i;
const CARRY_BEFORE = /\b(?:maintain|carry|obtain|procure|purchase|provide|keep|participate)\b[^.;]{0,120}$/i;
/** An indemnity sentence names lines as kinds of claims ("…any environmental liability…"), unless it also says to carry insurance. */
const INDEMNITY_CLAUSE = /\bindemnif|\bhold\b[^.;]{0,40}\bharmless\b/i;
const CARRY_INSURANCE = /\b(?:maintain|carry|obtain|procure|purchase|keep)\b[^.;]{0,80}\b(?:insurance|coverage|polic)/i;
/** "product liability claim", "general liability action": a kind of claim, not a coverage. */
const CLAIM_AFTER = /^\s*(?:claims?|actions?|suits?|lawsuits?|exposure)\b/i;
const REPRESENTATION =
  /\b(?:warrants?|represents?)\s+(?:and\s+(?:warrants?|represents?)\s+)?that\s+(?:it|they|\w+)\s+(?:currently\s+)?(?:carries|maintains|has|have|is\s+insured)\b/i;
/** Coverage forms are not additional-insured endorsements (CG 00 01 is the liability policy itself). */
const COVERAGE_FORM = /^(?:CG|CA) 00 0[1-2]$/;
/** A clause whose amounts are liability limits cannot give them to a property, crime or unlisted line. */
const LIABILITY_WORDS =
  /bodily\s+injury|property\s+damage|personal\s+injury|combined\s+single|per\s+occurrence|each\s+occurrence/i;

interface NamedLine {
  line: CoverageLine;
  start: number;
  end: number;
  /** "liability insurance" with no line named: general liability, or a category ("all its liability insurance policies, including …"). */
  generic?: boolean;
}

function linesIn(text: string): NamedLine[] {
  const out: NamedLine[] = [];
  const taken = (start: number, end: number) => out.some((o) => start < o.end && end > o.start);
  for (const [line, pattern] of LINE_PATTERNS)
    for (const m of text.matchAll(new RegExp(pattern.source, "gi"))) {
      const start = m.index + (m[0].length - m[0].trimStart().length);
      const end = m.index + m[0].length;
      if (!taken(start, end)) out.push({ line, start, end });
    }
  // "liability insurance" with no other line's name right before it: general liability.
  for (const m of text.matchAll(new RegExp(GENERIC_LIABILITY.source, "gi"))) {
    const end = m.index + m[0].length;
    if (taken(m.index, end) || out.some((o) => o.end <= m.index && m.index - o.end < 14)) continue;
    out.push({ line: "gl", start: m.index, end, generic: true });
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

/** A line named as what the clause is not about: "excluding Worker's Compensation", "in excess of the general liability". */
const EXCEPT_BEFORE =
  /\b(?:excluding|except(?:\s+for)?|other\s+than|in\s+excess\s+of|excess\s+of|over|above(?:-referenced)?|aforementioned|underlying)\s+(?:the\s+|any\s+|all\s+(?:the\s+)?)?(?:above(?:-referenced)?\s+)?$/i;

/** The lines a clause names only as exceptions or as what it sits over, the rest of their list included. */
function exceptions(text: string, lines: NamedLine[]): Set<NamedLine> {
  const out = new Set<NamedLine>();
  lines.forEach((l, i) => {
    const prev = lines[i - 1];
    const umbrella = lines.slice(0, i).findLast((u) => u.line === "umbrella");
    if (EXCEPT_BEFORE.test(text.slice(Math.max(0, l.start - 40), l.start))) out.add(l);
    else if (
      umbrella &&
      l.line !== "umbrella" &&
      !/\$|\[\s*\*/.test(text.slice(umbrella.end, l.start)) &&
      (/^\s*(?:liability\s+)?(?:insurance|coverage|polic(?:y|ies))?\s*(?:covering|over|above|in\s+excess\s+of|excess\s+of|following\s+(?:the\s+)?form\s+of)\s+(?:the\s+|all\s+(?:the\s+)?)?$/i.test(
        text.slice(umbrella.end, l.start),
      ) ||
        /\b(?:underlying|in\s+excess\s+of)\b[^.;$]{0,40}$/i.test(text.slice(umbrella.end, l.start)))
    )
      out.add(l); // what an umbrella sits over: "excess liability insurance covering employer's liability, …"
    else if (
      prev &&
      out.has(prev) &&
      /^[\s,]*(?:(?:and|or|&)\s+)?$/i.test(
        text.slice(prev.end, l.start).replace(/\b(?:insurance|coverage|polic(?:y|ies)|liability)\b/gi, ""),
      )
    )
      out.add(l);
  });
  return out;
}

/** A coverage a general liability clause says it includes ("CGL … including … pollution, products-completed operations"). */
const includedInGl = (text: string, lines: NamedLine[], l: NamedLine) =>
  l.line !== "gl" &&
  lines.some(
    (g) =>
      g.line === "gl" &&
      !g.generic &&
      g.end <= l.start &&
      /\b(?:includ|covering|coverage\s+for)/i.test(text.slice(g.end, l.start)) &&
      !/[;]|\$/.test(text.slice(g.end, l.start)),
  );

/** Lines listed together share the amount that follows them: "general liability and product liability insurance of $1M". */
function sharesAmount(text: string, earlier: NamedLine, later: NamedLine): boolean {
  const gap = text.slice(earlier.end, later.start);
  const glue = gap.replace(/\b(?:insurance|coverage|polic(?:y|ies)|liability|and|or|&|as well as|plus)\b/gi, "");
  if (/^[\s,/'’"”]*$/.test(glue) && gap.length < 60) return true;
  // a product liability coverage included in the general liability policy
  return (
    earlier.line === "gl" &&
    later.line === "products" &&
    gap.length < 250 &&
    /\binclud/i.test(gap) &&
    !gap.includes(";")
  );
}

/** The name of the limit an amount is: the one written right beside it, else the one on the side names are written. */
function nameOf(
  text: string,
  amount: LimitAmount,
  phrases: Array<{ name: string; start: number; end: number }>,
  bounds: { prevEnd: number; prevAmountEnd: number; nextStart: number },
  nameFirst: boolean,
): Array<string | null> {
  const before = phrases.findLast((p) => p.start >= bounds.prevEnd && p.end <= amount.start);
  const after = phrases.find((p) => p.start >= amount.end && p.end <= bounds.nextStart);
  const close = (gap: string) => gap.length <= 24 && !/[;]/.test(gap);
  const beforeClose = before && close(text.slice(before.end, amount.start));
  const afterClose = after && close(text.slice(amount.end, after.start));
  let name = (nameFirst ? (before ?? after) : (after ?? before))?.name ?? null;
  if (afterClose && !beforeClose) name = after.name;
  else if (beforeClose && !afterClose) name = before.name;
  // "$1,000,000 per occurrence and $2,000,000 in the aggregate": the name before "and" is the earlier amount's
  else if (
    beforeClose &&
    afterClose &&
    /^\s*(?:,|;|and|&)[\s,;]*(?:and\s*)?$/i.test(text.slice(before.end, amount.start))
  )
    name = after.name;
  // "Completed-Operations and Product-Liability Coverage with a limit of $X": also the products-completed limit
  const products = phrases.findLast(
    (p) => p.name === "products" && p.end <= amount.start && p.start >= bounds.prevAmountEnd,
  );
  if (
    products &&
    name !== "products" &&
    /^\s*(?:coverage['’]?s?|insurance)?\s*(?:with\s+)?(?:an?\s+)?(?:limits?\s+of\s*|of\s*)?(?:not\s+less\s+than|no\s+less\s+than|at\s+least)?\s*$/i.test(
      text.slice(products.end, amount.start),
    )
  )
    return [name, "products"];
  // "…and in the annual aggregate for product liability and completed operations": the products aggregate
  const forProducts =
    /\baggregate\s+(?:limit\s+)?for\s+(?:the\s+)?products?(?:[\s-]+liability)?\s*(?:and|&|\/)\s*completed/i.test(
      text.slice(amount.end, bounds.nextStart + 80),
    );
  // "$10,000,000 per occurrence and in the aggregate": one amount, two limits
  if (
    (name === null || name === "occurrence" || name === "csl" || name === "claim") &&
    /^[^$;]{0,60}?\b(?:per|each|for\s+each|any\s+one)\s+occurrence\s*(?:and|&|\/)\s*(?:in\s+the\s+)?(?:annual\s+|general\s+)?aggregate/i.test(
      text.slice(amount.end, bounds.nextStart),
    )
  )
    return ["occurrence", forProducts ? "products" : "aggregate"];
  return [name === "aggregate" && forProducts ? "products" : name];
}

/** Each amount of a clause with the lines it is for and the limit's name beside it. */
function limitsOf(unit: Unit, carried: CoverageLine | null, carriedLiability: CoverageLine | null) {
  const text = readable(unit.text);
  // a deductible or retention is not a limit ("a deductible … in excess of Five Thousand Dollars ($5,000)")
  const amounts = limitAmountsIn(text).filter(
    (a) => !DEDUCTIBLE_BEFORE.test(text.slice(Math.max(0, a.start - 80), a.start)),
  );
  const lines = linesIn(text);
  const phrases = phrasesIn(text);
  const nameFirst = phrases.length > 0 && amounts.length > 0 && phrases[0]!.start < amounts[0]!.start;
  const out: Array<{ line: CoverageLine; names: Array<string | null>; amount: LimitAmount; owners: number }> = [];
  let previousOwners: CoverageLine[] | null = null;
  const excepted = exceptions(text, lines);
  amounts.forEach((amount, i) => {
    const prevAmountEnd = amounts[i - 1]?.end ?? 0;
    // a "liability insurance" named inside another line's clause ("automobile liability insurance … providing
    // third party liability insurance") is that line's, not general liability
    const beforeLines = lines.filter(
      (l) =>
        l.start < amount.start &&
        !excepted.has(l) &&
        !(l.generic && lines.some((o) => !o.generic && o.end <= l.start && o.start >= prevAmountEnd)),
    );
    let owners: Array<CoverageLine>;
    // "$6,000,000 umbrella coverage": the line named right after the amount is its
    const named = lines.find(
      (l) =>
        l.start >= amount.end &&
        /^\s*(?:of\s+)?$|^[\s,)]*(?:combined\s+single\s+limit|csl|limit)\s+(?:on|for)\s+(?:all\s+|any\s+)?$/i.test(
          text.slice(amount.end, l.start),
        ),
    );
    if (named) owners = [named.line];
    else if (previousOwners && !beforeLines.some((l) => l.start >= prevAmountEnd)) {
      owners = previousOwners; // "$2 million per occurrence, $5 million in the aggregate": the same lines' next limit
    } else if (beforeLines.length) {
      const chain = [beforeLines.at(-1)!];
      for (let j = beforeLines.length - 2; j >= 0 && beforeLines[j]!.end <= chain[0]!.start; j--) {
        if (beforeLines[j]!.start < prevAmountEnd || !sharesAmount(text, beforeLines[j]!, chain[0]!)) break;
        chain.unshift(beforeLines[j]!);
      }
      // coverages a general liability clause says it includes ("…including sudden and accidental pollution,
      // products/completed operations…, with a limit of $1,000,000") are that policy's, not lines of their own
      const gl = beforeLines.findLast(
        (l) => l.line === "gl" && !l.generic && l.start >= prevAmountEnd && l.end <= chain[0]!.start,
      );
      if (
        gl &&
        chain[0]!.line !== "gl" &&
        /\b(?:includ|covering|coverage\s+for)/i.test(text.slice(gl.end, chain[0]!.start)) &&
        !/;\s*(?:and\s+|or\s+)?\(?[a-z0-9]{1,3}\)/i.test(text.slice(gl.end, chain[0]!.start))
      ) {
        // the general liability and the lines listed with it ("general liability and umbrella liability insurance
        // (including product liability coverage)"), and product liability when it is one of the inclusions
        const listed = [gl];
        for (const l of beforeLines.filter((x) => x.start > gl.end && x.end <= chain[0]!.start))
          if (sharesAmount(text, listed.at(-1)!, l)) listed.push(l);
          else break;
        owners = [
          ...listed.map((l) => l.line),
          ...(chain.some((l) => l.line === "products") ? (["products"] as CoverageLine[]) : []),
        ];
      } else owners = chain.map((l) => l.line);
    } else {
      const next = lines.find((l) => l.start > amount.end)?.line;
      let line = next ?? carried;
      if (!next && line && ["other", "property", "crime"].includes(line) && LIABILITY_WORDS.test(text))
        line = carriedLiability;
      owners = line ? [line] : [];
    }
    const prevLine = beforeLines.at(-1)?.start ?? 0;
    const bounds = {
      prevAmountEnd,
      prevEnd: Math.max(prevAmountEnd, prevLine),
      nextStart: Math.min(
        amounts[i + 1]?.start ?? text.length,
        lines.find((l) => l.start > amount.end)?.start ?? text.length,
      ),
    };
    const names = nameOf(text, amount, phrases, bounds, nameFirst);
    previousOwners = owners;
    // "workers' compensation and employer's liability insurance of $1,000,000": one employer's liability limit
    const unique = new Set(owners.includes("el") ? owners.filter((o) => o !== "wc") : owners);
    for (const line of unique) out.push({ line, names, amount, owners: unique.size });
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
  return [...new Set([...text.matchAll(FORM_NUMBER)].map((m) => `${m[1]!.toUpperCase()} ${m[2]} ${m[3]}`))].filter(
    (f) => !COVERAGE_FORM.test(f),
  );
}

const REDACTED_NEAR = /\[\s*(?:(?:…|\.{3})\s*)?\*[\s*]*(?:(?:…|\.{3})\s*)?\]|\*{3,}/;

/** The days of notice a clause gives before a policy is cancelled: the count nearest the notice; null when not given. */
function noticeDays(text: string): number | null {
  const notice = /\bnoti(?:ce|fy|fies|fied|fication)\b/i.exec(text) ?? /\bcancel/i.exec(text);
  const counts = dayCountsIn(text).filter(
    (c) =>
      !/^\S*\s*(?:\(\d+\)\s*)?(?:calendar\s+)?days?\s+(?:after|of)\s+(?:the\s+)?(?:execution|request|receipt|written\s+request)/i.test(
        text.slice(c.start),
      ),
  );
  if (!counts.length || !notice) return null;
  const nearest = counts.reduce((a, b) =>
    Math.abs(b.start - notice.index) < Math.abs(a.start - notice.index) ? b : a,
  );
  const redacted = REDACTED_NEAR.exec(text);
  if (redacted && Math.abs(redacted.index - notice.index) < Math.abs(nearest.start - notice.index)) return null;
  return nearest.days;
}

/** Insurance kept in force after the agreement ends: "for five (5) years thereafter", "for [***] following its termination". */
const AFTER_TERM =
  /^[\s)]*(?:\(\s*\[[^\]]*\]\s*\)\s*)?(?:(?:years?|months?)\s+)?(?:thereafter|(?:after|following|from|beyond)\s+(?:the\s+|its\s+|this\s+|such\s+|any\s+)?(?:effective\s+date\s+of\s+(?:the\s+)?)?(?:(?:expiration|expiry|termination|end)\b|agreement\b|term\b|(?:last|final)\s+(?:commercial\s+)?sale|[^.;]{0,30}\b(?:agreement|term)\s+(?:expires|terminates|ends)))/i;

function yearsAfterTerm(text: string): { found: boolean; years: number | null } {
  if (/\bsurviv/i.test(text)) return { found: false, years: null };
  for (const count of yearCountsIn(text))
    if (AFTER_TERM.test(text.slice(count.end, count.end + 80))) return { found: true, years: count.years };
  for (const m of text.matchAll(new RegExp(REDACTED_NEAR.source, "g")))
    if (AFTER_TERM.test(text.slice(m.index + m[0].length, m.index + m[0].length + 80)))
      return { found: true, years: null };
  return { found: false, years: null };
}

/** The requirements one clause states. */
function requirementsOf(
  unit: Unit,
  page: PageText,
  carried: CoverageLine | null,
  carriedLiability: CoverageLine | null,
  typed: boolean,
): ContractRequirement[] {
  const text = readable(unit.text);
  const out: ContractRequirement[] = [];
  const add = (kind: RequirementKind, patch: Partial<ContractRequirement> = {}) => {
    const had = out.findIndex((r) => r.kind === kind);
    if (had < 0) out.push({ ...blank(kind, unit, page), ...patch });
    else if (out[had]!.minimum === null && patch.minimum != null) out[had] = { ...out[had]!, ...patch };
  };
  const limit = (kind: RequirementKind, value: number | null) =>
    add(kind, { minimum: value, value: value === null ? "Amount not stated" : dollars(value) });
  let elIndex = 0;
  const priced = new Set<CoverageLine>();
  // "X warrants that it carries general liability insurance of $2 million": what it has, not what it must keep
  const represented = REPRESENTATION.test(text);
  for (const { line, names, amount, owners } of represented ? [] : limitsOf(unit, carried, carriedLiability)) {
    // split auto limits ("bodily injury of $1,000,000 …, property damage of $500,000 per accident") are no combined single limit
    if (
      line === "auto" &&
      amount.value !== null &&
      SPLIT_LIMIT_BEFORE.test(text.slice(Math.max(0, amount.start - 60), amount.start))
    )
      continue;
    if (names.some((n) => n !== "aggregate")) priced.add(line);
    for (const name of names) {
      if (line === "products" && owners > 1 && name === "aggregate") continue; // a shared aggregate is the general liability's
      let kind = limitKind(line, name);
      if ((line === "el" || line === "wc") && name === null) kind = EL_ORDER[Math.min(elIndex++, 2)]!;
      if (line === "products" && name === "products") limit("PRODUCTS_LIABILITY", amount.value);
      if (kind) limit(kind, amount.value);
    }
  }
  const named = linesIn(text);
  const required = (l: NamedLine) =>
    !REFERENCE_BEFORE.test(text.slice(Math.max(0, l.start - 120), l.start)) &&
    !REFERENCE_AFTER.test(text.slice(l.end, l.end + 100)) &&
    !MAY_BEFORE.test(text.slice(Math.max(0, l.start - 200), l.start)) &&
    !NEGATED_BEFORE.test(text.slice(Math.max(0, l.start - 200), l.start));
  const speaksOfInsurance = typed || unit.underInsuranceHeading || INSURANCE_WORDS.test(text);
  const requiring = !represented && (typed || unit.underInsuranceHeading || REQUIRING.test(text));
  if (requiring)
    for (const l of named) {
      if (!required(l) || (l.line !== "products" && includedInGl(text, named, l))) continue;
      if (l.line === "wc") {
        if (INDEMNITY_CLAUSE.test(text) && !CARRY_INSURANCE.test(text)) continue;
        if (
          WC_AS_COVERAGE.test(text.slice(l.end, l.end + 40)) ||
          CARRY_BEFORE.test(text.slice(Math.max(0, l.start - 160), l.start))
        )
          add("WC_STATUTORY", { value: /statut/i.test(text) ? "Statutory" : "As required by law" });
      } else if (l.line === "property")
        add("PROPERTY", {
          value: /completed value/i.test(text)
            ? "Completed value"
            : /replacement|full (?:insurable )?value/i.test(text)
              ? "Full replacement cost"
              : "Required",
        });
      else if (
        !priced.has(l.line) &&
        LINE_KIND[l.line] &&
        speaksOfInsurance &&
        !CLAIM_AFTER.test(text.slice(l.end, l.end + 12)) &&
        COVERAGE_NAMED.test(text.slice(l.start, l.end + 60)) &&
        !(INDEMNITY_CLAUSE.test(text) && !CARRY_INSURANCE.test(text))
      ) {
        // product liability a general liability clause includes after its limit takes the per-occurrence limit
        const gl = out.find((r) => r.kind === "GL_OCCURRENCE" && r.minimum !== null);
        if (l.line === "products" && gl && named.some((g) => g.line === "gl" && g.end <= l.start))
          add("PRODUCTS_LIABILITY", { minimum: gl.minimum, value: gl.value });
        else add(LINE_KIND[l.line]!, { value: "Amount not stated" });
      }
    }
  for (const [kind, pattern] of TERM_PATTERNS) {
    if (!pattern.test(text)) continue;
    // "coverage for the additional insureds is to be primary" speaks of them; it does not ask for them
    if (
      kind === "ADDITIONAL_INSURED" &&
      ![...text.matchAll(new RegExp(pattern.source, "gi"))].some(
        (m) => !/\b(?:for|to|of)\s+(?:the\s+|such\s+)?$/i.test(text.slice(Math.max(0, m.index - 12), m.index)),
      )
    )
      continue;
    if (kind === "ADDITIONAL_INSURED") {
      const forms = formsIn(text);
      add(kind, { forms, value: forms.length ? `Required; forms ${forms.join(", ")}` : "Required" });
    } else add(kind);
  }
  if (/\bA\.?\s?M\.?\s*Best\b|\bBest['’]?s\b|\brat(?:ing|ed)\b|\bA-?\s*[:,]?\s*(?:VII|VIII|IX|X)\b/i.test(text)) {
    const rating = ratingIn(text);
    if (rating) add("INSURER_RATING", { rating, value: `${rating} or better` });
  }
  if (
    (/\bcancel|non-?renew/i.test(text) ||
      /\b(?:terminat|modif|chang|reduc)\w*\b[^.;]{0,40}\bwithout\b[^.;]{0,80}\bnotice\b|\b(?:certif|polic)[^.;]{0,200}\bdays['’]?\s+prior\s+written\s+notice\b/i.test(
        text,
      )) &&
    /\bnoti(?:ce|fy|fies|fied)\b|\bdays['’]?\s+(?:prior|advance)\b|\bprior\s+written\b/i.test(text) &&
    (typed || unit.underInsuranceHeading || /insur|polic|coverage|certificate/i.test(text))
  ) {
    const days = noticeDays(text);
    if (days !== null || !typed)
      add("NOTICE_OF_CANCELLATION", { days, value: days === null ? "Required (days not stated)" : `${days} days` });
  }
  const completion =
    /completed operations|after (?:final |substantial )?completion|following (?:final )?completion/i.test(text);
  const afterTerm = speaksOfInsurance ? yearsAfterTerm(text) : { found: false, years: null };
  if (afterTerm.found && !/\bcompletion\b/i.test(text))
    add("MAINTAINED_AFTER_TERM", {
      years: afterTerm.years,
      value:
        afterTerm.years === null ? "Required (period not stated)" : `${afterTerm.years} years after the agreement ends`,
    });
  else if (completion) {
    const years = yearsIn(text);
    if (years && /maintain|continu|years? (?:after|following)|period of/i.test(text))
      add("COMPLETED_OPERATIONS_DURATION", { years, value: `${years} years after completion` });
  }
  if (INDEMNITY_INSURED.test(text) && (speaksOfInsurance || named.length > 0)) add("INDEMNITY_INSURED");
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

/** A requirement that states nothing more than its kind ("Amount not stated"). */
const valueless = (r: ContractRequirement) =>
  r.minimum === null && r.days === null && r.years === null && r.rating === null && r.forms.length === 0;

/**
 * Every insurance requirement a contract's pages state, each once, in reading order: the first
 * statement, or the first one with a value when an earlier one states none ("maintain general
 * liability insurance" … "with limits of $1,000,000 per occurrence").
 */
export function extractRequirements(pages: PageText[], options: { typed?: boolean } = {}): ContractRequirement[] {
  const found: ContractRequirement[] = [];
  let line: CoverageLine | null = null;
  let liabilityLine: CoverageLine | null = null;
  let aiUnit: Unit | null = null;
  for (const { unit, page, quote } of passagesOf(pages, options.typed)) {
    if (unit.headingChanged) line = liabilityLine = null;
    const insurance = options.typed || unit.underInsuranceHeading || INSURANCE_WORDS.test(unit.text);
    const named = linesIn(unit.text);
    if (!insurance && named.length === 0) continue;
    // a list item of a schedule ("Umbrella Excess Liability: $[***] per occurrence") states a requirement without a verb
    const listed = named.length > 0 && limitAmountsIn(unit.text).length > 0;
    if (
      !options.typed &&
      !REQUIRING.test(unit.text) &&
      !unit.underInsuranceHeading &&
      !unit.text.includes("\t") &&
      !listed
    )
      continue;
    const ai = found.find((r) => r.kind === "ADDITIONAL_INSURED");
    if (ai && aiUnit && ai.citation.page === page.page) mergeForms(ai, unit, page, aiUnit);
    for (const requirement of requirementsOf(unit, page, line, liabilityLine, Boolean(options.typed))) {
      if (quote) requirement.citation = { ...requirement.citation, quote };
      const had = found.findIndex((r) => r.kind === requirement.kind);
      if (had >= 0) {
        if (valueless(found[had]!) && !valueless(requirement)) found[had] = requirement;
        continue;
      }
      found.push(requirement);
      if (requirement.kind === "ADDITIONAL_INSURED") aiUnit = unit;
    }
    if (options.typed) line = liabilityLine = null;
    else if (named.length) {
      // the line a following sentence goes on about: the last one named, not a coverage listed inside another
      const text = readable(unit.text);
      line = (named.filter((l) => !includedInGl(text, named, l)).at(-1) ?? named.at(-1)!).line;
      liabilityLine = named.findLast((l) => !["other", "property", "crime"].includes(l.line))?.line ?? liabilityLine;
    }
  }
  return found;
}

/**
 * The passages of every page in reading order. A sentence a page break cuts ("…rating of no less
 * than A-, Class" | "VIII.") is read whole, and quoted from the page it starts on.
 */
function passagesOf(pages: PageText[], typed = false): Array<{ unit: Unit; page: PageText; quote?: string }> {
  const out: Array<{ unit: Unit; page: PageText; quote?: string }> = [];
  let state: HeadingState | null = null;
  let held: { unit: Unit; page: PageText } | null = null;
  for (const page of pages) {
    const read = unitsOf(page.text, { typed, carried: state, continued: Boolean(held) });
    state = read.state;
    read.units.forEach((unit, i) => {
      if (held) {
        const unfinished = /(?:\b(?:class|of|to|and|or|the|a|an|than|by|with|for|in|at|as|CG|CA)|[,:–-])$/i.test(
          held.unit.text,
        );
        const first = i === 0 && (unfinished || /^[a-z0-9(]/.test(unit.text));
        if (first) {
          out.push({
            unit: { ...held.unit, text: `${held.unit.text} ${unit.text}` },
            page: held.page,
            quote: held.unit.text,
          });
          held = null;
          return;
        }
        out.push(held);
        held = null;
      }
      const last = i === read.units.length - 1 && page !== pages.at(-1) && !typed;
      if (last && !/[.;:!?)"”]$/.test(unit.text)) held = { unit, page };
      else out.push({ unit, page });
    });
  }
  if (held) out.push(held);
  return out;
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
