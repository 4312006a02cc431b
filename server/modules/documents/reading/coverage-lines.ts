// A quote or a policy read as a whole (PEEK_FILE's COVERAGE_LINES view): the carrier and its AM
// Best rating, the named insured, the quote or policy number, the period, each coverage line with
// its limits, deductibles or retentions and premium, the taxes and fees, the forms and the
// exclusions. Every value carries the exact passage and page it was read from; what the document
// does not state is listed as not found, never filled in.
import { findingsFor } from "./answer.ts";
import {
  COVERAGE_LINES,
  deductibleKey,
  feeKey,
  isPremiumLabel,
  limitKey,
  lineOfHeading,
  type CoverageLineKind,
} from "./coverage-keys.ts";
import { amountPattern, amountRows, type AmountRow } from "./coverage-rows.ts";
import { findForms } from "./forms.ts";
import { quoteExclusions, type ExclusionEntry } from "./quote-exclusions.ts";
import { amBestRating, type AmBest } from "./am-best.ts";
import { pageLines, type Line } from "./page-lines.ts";
import { questionClasses, type QuestionClass } from "./question-classes.ts";
import { findValues } from "./find-values.ts";
import type { Citation, Finding, PageText } from "./types.ts";

export interface LineValue {
  key: string;
  title: string;
  /** The label as printed. */
  label: string;
  value: string;
  citation: Citation;
}

export interface CoverageLineReading {
  kind: CoverageLineKind;
  title: string;
  limits: LineValue[];
  deductibles: LineValue[];
  premium: LineValue | null;
  notFound: string[];
}

export interface CoverageReading {
  carrier: Finding | null;
  amBest: AmBest | null;
  namedInsured: Finding | null;
  number: Finding | null;
  period: Finding | null;
  lines: CoverageLineReading[];
  taxesAndFees: LineValue[];
  forms: Array<{ number: string; title: string; citation: Citation }>;
  exclusions: ExclusionEntry[];
  notFound: string[];
}

const quoteNumber: QuestionClass = {
  id: "quoteNumber",
  what: "the quote number",
  ask: [],
  label: /\b(quote|quotation|proposal|indication|binder)\s*(number|num\b\.?|no\b\.?|#|ref(erence)?|id\b)/i,
  value: "policyNumber",
};

const first = (id: string, pages: PageText[]) =>
  findingsFor(
    questionClasses.find((c) => c.id === id)!,
    "",
    pages,
  )[0] ?? null;

/** A short heading line (no amount, no "label: value", no form number, no sentence). */
function headingOf(line: Line): { kind: CoverageLineKind | null; reset: boolean } | null {
  const text = line.cells
    .map((c) => c.text)
    .join(" ")
    .trim();
  if (!text || text.length > 70 || text.split(/\s+/).length > 9 || new RegExp(amountPattern.source, "i").test(text))
    return null;
  if (/:\s*\S/.test(text) || /\b[A-Z]{2,4}\s?\d{2}\s?\d{2}\b/.test(text)) return null;
  if (/\b(we|you|your|is|are|will|this|that|which|following|per|each|limit)\b/i.test(text)) return null;
  if (/exclu|endorse|\bform\b/i.test(text)) return { kind: null, reset: true };
  const kind = lineOfHeading(text);
  if (kind) return { kind, reset: false };
  const reset = /premium|taxes|fees|cost|forms|schedule|summary|subjectivit|conditions|total|payment|carrier|insurer/i;
  return reset.test(text) ? { kind: null, reset: true } : null;
}

/** The coverage line a limit belongs to when no heading says (a plain quote letter). */
const DEFAULT_LINE: Record<string, CoverageLineKind> = {
  eachOccurrence: "gl",
  generalAggregate: "gl",
  productsAggregate: "gl",
  personalAdvertising: "gl",
  rentedPremises: "gl",
  medicalExpense: "gl",
  combinedSingleLimit: "auto",
  bodilyInjuryPerPerson: "auto",
  bodilyInjuryPerAccident: "auto",
  uninsuredMotorist: "auto",
  hiredNonOwned: "auto",
  statutory: "wc",
  elAccident: "wc",
  elDiseaseEmployee: "wc",
  elDiseasePolicy: "wc",
  building: "property",
  businessPersonalProperty: "property",
  businessIncome: "property",
  equipmentBreakdown: "property",
  contractorsEquipment: "inlandMarine",
};

/** A row naming only a coverage line ("Commercial General Liability ⇥ $4,250"): that line's premium. */
function namesOnlyLine(label: string): CoverageLineKind | null {
  const kind = lineOfHeading(label);
  if (!kind) return null;
  const rest = label
    .replace(new RegExp(COVERAGE_LINES.find((l) => l.kind === kind)!.heading.source, "gi"), " ")
    .replace(/\b(coverage|part|premium|policy|liability|insurance|and|&|form|section|annual|\d+)\b/gi, " ")
    .replace(/[^a-z]+/gi, "");
  return rest.length <= 3 ? kind : null;
}

export function readCoverageLines(pages: PageText[]): CoverageReading {
  const lines = new Map<CoverageLineKind, CoverageLineReading>();
  const fees: LineValue[] = [];
  const lineOf = (kind: CoverageLineKind) => {
    let entry = lines.get(kind);
    if (!entry) {
      const title = COVERAGE_LINES.find((l) => l.kind === kind)!.title;
      entry = { kind, title, limits: [], deductibles: [], premium: null, notFound: [] };
      lines.set(kind, entry);
    }
    return entry;
  };
  let current: CoverageLineKind | null = null;
  for (const page of pages) {
    const pageLinesRead = pageLines(page.text);
    for (const line of pageLinesRead) {
      const heading = headingOf(line);
      if (heading?.kind) current = heading.kind;
      else if (heading?.reset) current = null;
      if (heading) continue;
      for (const row of amountRows(pageLinesRead, line)) {
        const value = (key: string, title: string): LineValue => ({
          key,
          title,
          label: row.label,
          value: row.value,
          citation: {
            fileId: page.fileId,
            fileName: page.fileName,
            page: page.page,
            quote: page.text.slice(row.start, row.end),
          },
        });
        placeRow(row, current, value, { lineOf, fees });
      }
    }
  }
  const ordered = COVERAGE_LINES.map((l) => lines.get(l.kind)).filter((l): l is CoverageLineReading => !!l);
  for (const l of ordered) {
    if (!l.premium) l.notFound.push("Premium");
    if (!l.deductibles.length) l.notFound.push("Deductible / retention");
  }
  const forms = findForms(pages).map((f) => ({ number: f.number, title: f.title, citation: f.finding.citation }));
  const reading: CoverageReading = {
    carrier: first("carrier", pages),
    amBest: amBestRating(pages),
    namedInsured: first("namedInsured", pages),
    number: findValues(quoteNumber, pages, null)[0] ?? first("policyNumber", pages),
    period: first("policyPeriod", pages),
    lines: ordered,
    taxesAndFees: fees,
    forms,
    exclusions: quoteExclusions(pages, forms),
    notFound: [],
  };
  const missing: Array<[unknown, string]> = [
    [reading.carrier, "Carrier"],
    [reading.amBest, "AM Best rating"],
    [reading.namedInsured, "Named insured"],
    [reading.number, "Quote or policy number"],
    [reading.period, "Policy period"],
    [ordered.length ? ordered : null, "Coverage lines with limits"],
    [fees.find((f) => f.key === "totalPremium"), "Total premium"],
    [fees.find((f) => f.key !== "totalPremium" && f.key !== "totalDue"), "Taxes and fees"],
    [forms.length ? forms : null, "Forms and endorsements"],
    [reading.exclusions.length ? reading.exclusions : null, "Exclusions"],
  ];
  reading.notFound = missing.filter(([v]) => !v).map(([, label]) => label);
  return reading;
}

interface Sink {
  lineOf: (kind: CoverageLineKind) => CoverageLineReading;
  fees: LineValue[];
}

/** Files one labelled amount under its line (limit, deductible, premium) or with the taxes and fees. */
function placeRow(
  row: AmountRow,
  current: CoverageLineKind | null,
  value: (key: string, title: string) => LineValue,
  sink: Sink,
): void {
  const money = !/%|statutory/i.test(row.value);
  const named = namesOnlyLine(row.label);
  if (money && named && (current === null || row.column === "premium")) {
    const line = sink.lineOf(named);
    line.premium ??= value("premium", "Premium");
    return;
  }
  const fee = row.column === null || row.column === "premium" ? feeKey(row.label) : null;
  if (fee) {
    if (!sink.fees.some((f) => f.key === fee.key)) sink.fees.push(value(fee.key, fee.title));
    return;
  }
  if (row.column === "premium" || isPremiumLabel(row.label)) {
    const kind = lineOfHeading(row.label.replace(/\bpremium\b/i, "")) ?? current;
    if (kind) sink.lineOf(kind).premium ??= value("premium", "Premium");
    else if (!sink.fees.some((f) => f.key === "totalPremium")) sink.fees.push(value("totalPremium", "Total premium"));
    return;
  }
  const deductible =
    deductibleKey(row.label) ?? (row.column === "deductible" ? { key: "deductible", title: "Deductible" } : null);
  const limit = deductible ? null : limitKey(row.label);
  const kind = current ?? (limit ? DEFAULT_LINE[limit.key] : null) ?? null;
  if (!kind) return;
  const line = sink.lineOf(kind);
  if (deductible) {
    if (!line.deductibles.some((d) => d.key === deductible.key))
      line.deductibles.push(value(deductible.key, deductible.title));
    return;
  }
  const key = limit ?? (row.column === "limit" ? labelKey(row.label) : null);
  if (key && !line.limits.some((l) => l.key === key.key)) line.limits.push(value(key.key, key.title));
}

/** A limit no key names keeps its own words ("Crime – Employee Theft"). */
function labelKey(label: string) {
  const words = label
    .replace(/[^A-Za-z ]+/g, " ")
    .trim()
    .replace(/\s+/g, " ");
  return words ? { key: `limit:${words.toLowerCase().replace(/ /g, "-")}`, title: words } : null;
}
