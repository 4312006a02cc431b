// A quote or a policy read as a whole (PEEK_FILE's COVERAGE_LINES view): the carrier and its AM
// Best rating, the named insured, the quote or policy number, the period, each coverage line with
// its limits, deductibles or retentions and premium, the taxes and fees, the forms and the
// exclusions. Every value carries the exact passage and page it was read from; what the document
// does not state is listed as not found, never filled in.
import {
  amountQualifiers,
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
import { readCoverageHeader } from "./coverage-header.ts";
import { pageLines, type Line } from "./page-lines.ts";
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

/** A short heading line (no amount, no "label: value", no form number, no sentence). */
interface Heading {
  kind: CoverageLineKind | null;
  reset: boolean;
  /** A section whose amounts are not the quote's: a terrorism notice's table, or coverages offered as options. */
  section?: "terrorism" | "optional";
}

function headingOf(line: Line): Heading | null {
  // a checkbox or bullet glyph before the words is not part of them
  const text = line.cells
    .map((c) => c.text)
    .join(" ")
    .replace(/^[^\p{L}\p{N}(]+/u, "")
    .trim();
  if (!text || text.length > 70 || text.split(/\s+/).length > 9 || new RegExp(amountPattern.source, "i").test(text))
    return null;
  if (/:\s*\S/.test(text) || /\b[A-Z]{2,4}\s?\d{2}\s?\d{2}\b/.test(text)) return null;
  if (/\b(we|you|your|is|are|will|this|that|which|following|per|each|limit)\b/i.test(text)) return null;
  // a wrapped sentence's last words ("endorsement applies.") or a wrapped cell's ("Of Other Property") are no heading
  if (/^[a-z]/.test(text) || /\.$/.test(text) || /^(of|and|or|the|to|for|in|on|at|by|with|from)\b/i.test(text))
    return null;
  // a terrorism notice's table ("Property ⇥ Excluded", "General Liability ⇥ $0.00") prices terrorism, not
  // the lines; "Optional Coverages" are offered, not quoted (a title: one cell, not a table's header row)
  if (line.cells.length === 1 && /\bterrorism\b|\bTRIA\b/i.test(text) && !/\d/.test(text))
    return { kind: null, reset: true, section: "terrorism" };
  if (line.cells.length === 1 && /^optional\b/i.test(text)) return { kind: null, reset: true, section: "optional" };
  const kind = lineOfHeading(text);
  // "Commercial Crime Coverage Supplemental Declarations Endorsement" opens its line's schedule
  if (kind && /declarations|schedule/i.test(text) && !/exclu/i.test(text)) return { kind, reset: false };
  if (/exclu|endorse|\bform\b/i.test(text)) return { kind: null, reset: true };
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
  let section: Heading["section"] = undefined;
  for (const page of pages) {
    const pageLinesRead = pageLines(page.text);
    section = undefined;
    for (const line of pageLinesRead) {
      const heading = headingOf(line);
      if (heading?.kind) current = heading.kind;
      else if (heading?.reset) current = null;
      // a title ends a terrorism notice's table; options run to the page's end or the next line's heading
      if (heading?.section) section = heading.section;
      else if (heading && (section === "terrorism" ? line.cells.length === 1 : !!heading.kind)) section = undefined;
      if (heading || section === "terrorism") continue;
      for (const row of amountRows(pageLinesRead, line)) {
        const value = (key: string, title: string, text = row.value): LineValue => ({
          key,
          title,
          label: row.label,
          value: text,
          citation: {
            fileId: page.fileId,
            fileName: page.fileName,
            page: page.page,
            quote: page.text.slice(row.start, row.end),
          },
        });
        placeRow(
          section === "optional" ? { ...row, note: [row.note, "(optional)"].filter(Boolean).join(" ") } : row,
          current,
          value,
          {
            lineOf,
            fees,
          },
        );
      }
    }
  }
  const ordered = COVERAGE_LINES.map((l) => lines.get(l.kind)).filter((l): l is CoverageLineReading => !!l);
  for (const l of ordered) {
    if (!l.premium) l.notFound.push("Premium");
    if (!l.deductibles.length) l.notFound.push("Deductible / retention");
  }
  const forms = findForms(pages).map((f) => ({ number: f.number, title: f.title, citation: f.finding.citation }));
  const header = readCoverageHeader(
    pages,
    forms.map((f) => f.number),
  );
  const reading: CoverageReading = {
    carrier: header.carrier,
    amBest: amBestRating(pages),
    namedInsured: header.namedInsured,
    number: header.number,
    period: header.period,
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

/** The premium totals: never a percentage, a word or zero (a TRIA notice's "Total $0.00" is not the quote's premium). */
const TOTALS = new Set(["totalPremium", "totalDue", "totalTaxesAndFees", "totalTaxes", "totalFees"]);
const realAmount = (value: string) =>
  /\d/.test(value) && !/%/.test(value) && /[1-9]/.test(value.replace(/\.\d{2}$/, ""));

/** The amount with what the document says of it: "$14,564.03 if paid in full", "$106,524.66 (without TRIA)". */
function qualified(row: AmountRow): string {
  const note = row.note ? ` ${row.note}` : "";
  const quals = amountQualifiers(row.label).filter((q) => !note.toLowerCase().includes(q.toLowerCase()));
  return `${row.value}${note}${quals.length ? ` (${quals.join(", ")})` : ""}`;
}

/** Files one labelled amount under its line (limit, deductible, premium) or with the taxes and fees. */
function placeRow(
  row: AmountRow,
  current: CoverageLineKind | null,
  value: (key: string, title: string, text?: string) => LineValue,
  sink: Sink,
): void {
  const money = !/%|statutory/i.test(row.value);
  const named = namesOnlyLine(row.label);
  if (money && named && !row.prose && (current === null || row.column === "premium")) {
    if (!realAmount(row.value)) return; // "Property ⇥ Excluded" prices nothing
    const line = sink.lineOf(named);
    line.premium ??= value("premium", "Premium", qualified(row));
    return;
  }
  const fee = row.column === null || row.column === "premium" ? feeKey(row.label) : null;
  if (fee) {
    // a sentence's amount ("the rates apply per $1,000 of total cost") is no fee or total
    if (row.prose || (TOTALS.has(fee.key) && !realAmount(row.value))) return;
    const has = (key: string) => sink.fees.some((f) => f.key === key);
    // a bare "Total" under a premium total, a tax or a fee already read adds them up: the total due
    const sums = has("totalPremium") || sink.fees.some((f) => !TOTALS.has(f.key) && f.key !== "tria");
    const key = fee.key === "totalPremium" && /^total$/i.test(row.label.trim()) && sums ? "totalDue" : fee.key;
    const title = key === fee.key ? fee.title : "Total due (premium, taxes and fees)";
    if (!has(key)) sink.fees.push(value(key, title, qualified(row)));
    return;
  }
  if (row.column === "premium" || isPremiumLabel(row.label)) {
    if (!money || !realAmount(row.value)) return; // "the return premium will be 90%"
    const kind = lineOfHeading(row.label.replace(/\bpremium\b/i, "")) ?? current;
    if (kind) sink.lineOf(kind).premium ??= value("premium", "Premium", qualified(row));
    else if (isPremiumLabel(row.label) && !row.prose && !sink.fees.some((f) => f.key === "totalPremium"))
      sink.fees.push(value("totalPremium", "Total premium", qualified(row)));
    return;
  }
  const deductible =
    deductibleKey(row.label) ?? (row.column === "deductible" ? { key: "deductible", title: "Deductible" } : null);
  const limit = deductible ? null : limitKey(row.label);
  // a sentence names its line by the heading it stands under, never by the limit's usual line
  const kind = current ?? (limit && !row.prose ? DEFAULT_LINE[limit.key] : null) ?? null;
  if (!kind) return;
  if (deductible) {
    const line = sink.lineOf(kind);
    if (!line.deductibles.some((d) => d.key === deductible.key))
      line.deductibles.push(value(deductible.key, deductible.title));
    return;
  }
  const key = limit ?? (row.column === "limit" ? labelKey(row.label) : null);
  if (!key) return;
  const line = sink.lineOf(kind);
  if (!line.limits.some((l) => l.key === key.key)) line.limits.push(value(key.key, key.title));
}

/** A limit no key names keeps its own words ("Crime – Employee Theft"). */
function labelKey(label: string) {
  const words = label
    .replace(/[^A-Za-z ]+/g, " ")
    .trim()
    .replace(/\s+/g, " ");
  return words ? { key: `limit:${words.toLowerCase().replace(/ /g, "-")}`, title: words } : null;
}
