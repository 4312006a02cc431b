import type { CoverageReading, LineValue } from "../../../../modules/documents/reading/coverage-lines.ts";
import { COVERAGE_LINES } from "../../../../modules/documents/reading/coverage-keys.ts";
import { exclusionKey } from "../../../../modules/documents/reading/quote-exclusions.ts";
import { normalizeValue } from "../../../../modules/documents/reading/values.ts";
import type { ToolCitation } from "../../../tool-contract.ts";
import type { FindingStatus } from "../report.ts";

/**
 * Two quotes or policies side by side (Coverage Comparison): one row per thing either document
 * states — carrier and terms, each coverage line's limits, deductibles or retentions and premium,
 * the taxes and fees, the forms, the exclusions — with each option's value and citation and a
 * status: Same, Differs, Only in one, or Not found when neither states it. Pure: the skill and
 * the evaluation use the same rows.
 */
export interface CompareCell {
  value: string;
  citation: ToolCitation;
}

export interface CompareRow {
  /** A stable key: "gl.eachOccurrence", "fees.surplusLinesTax", "form:CG20100413", "exclusion:…". */
  key: string;
  label: string;
  cells: [CompareCell | null, CompareCell | null];
  status: FindingStatus;
}

export interface CompareSection {
  heading: string;
  rows: CompareRow[];
}

type Cited = { value: string; citation: unknown } | null;

const cellOf = (v: { value: string; citation: unknown } | null | undefined): CompareCell | null =>
  v ? { value: v.value, citation: v.citation as ToolCitation } : null;

function statusOf(a: CompareCell | null, b: CompareCell | null): FindingStatus {
  if (!a && !b) return "Not found";
  if (!a || !b) return "Only in one";
  return normalizeValue(a.value) === normalizeValue(b.value) ? "Same" : "Differs";
}

const row = (key: string, label: string, a: Cited, b: Cited): CompareRow => {
  const cells: [CompareCell | null, CompareCell | null] = [cellOf(a), cellOf(b)];
  return { key, label, cells, status: statusOf(cells[0], cells[1]) };
};

/** Rows for two lists keyed alike, in the first list's order then the second's. */
function keyedRows(prefix: string, a: LineValue[], b: LineValue[]): CompareRow[] {
  const keys = [...new Set([...a.map((v) => v.key), ...b.map((v) => v.key)])];
  return keys.map((key) => {
    const x = a.find((v) => v.key === key) ?? null;
    const y = b.find((v) => v.key === key) ?? null;
    return row(`${prefix}${key}`, (x ?? y)!.title, x, y);
  });
}

const amBestCell = (r: CoverageReading): Cited =>
  r.amBest
    ? {
        value: `${r.amBest.rating}${r.amBest.financialSize ? ` ${r.amBest.financialSize}` : ""}`,
        citation: r.amBest.citation as ToolCitation,
      }
    : null;

const formKey = (number: string) => number.replace(/\W/g, "").toUpperCase();

export function compareReadings(a: CoverageReading, b: CoverageReading): CompareSection[] {
  const sections: CompareSection[] = [
    {
      heading: "Carrier and terms",
      rows: [
        row("carrier", "Carrier", a.carrier as Cited, b.carrier as Cited),
        row("amBest", "AM Best rating", amBestCell(a), amBestCell(b)),
        row("insured", "Named insured", a.namedInsured as Cited, b.namedInsured as Cited),
        row("number", "Quote / policy number", a.number as Cited, b.number as Cited),
        row("period", "Policy period", a.period as Cited, b.period as Cited),
      ],
    },
  ];
  for (const { kind, title } of COVERAGE_LINES) {
    const x = a.lines.find((l) => l.kind === kind);
    const y = b.lines.find((l) => l.kind === kind);
    if (!x && !y) continue;
    const rows: CompareRow[] = [];
    const premium = (l: typeof x) => (l?.premium ?? null) as Cited;
    rows.push(row(`${kind}.premium`, "Premium", premium(x), premium(y)));
    rows.push(...keyedRows(`${kind}.`, x?.limits ?? [], y?.limits ?? []));
    rows.push(...keyedRows(`${kind}.`, x?.deductibles ?? [], y?.deductibles ?? []));
    if (!x?.deductibles.length && !y?.deductibles.length)
      rows.push(row(`${kind}.deductible`, "Deductible / retention", null, null));
    sections.push({ heading: title, rows });
  }
  const fees = keyedRows("fees.", a.taxesAndFees, b.taxesAndFees).sort(
    (x, y) => feeOrder(x.key.slice(5)) - feeOrder(y.key.slice(5)),
  );
  if (!fees.some((f) => f.key === "fees.totalPremium"))
    fees.unshift(row("fees.totalPremium", "Total premium", null, null));
  if (fees.length === 1) fees.push(row("fees.taxes", "Taxes and fees", null, null));
  sections.push({ heading: "Premium, taxes and fees", rows: fees });
  const forms = (r: CoverageReading) =>
    r.forms.map((f) => ({
      key: formKey(f.number),
      title: f.number,
      value: `${f.number} ${f.title}`,
      label: f.title,
      citation: f.citation,
    }));
  sections.push({
    heading: "Forms and endorsements",
    rows: keyedRows("form:", forms(a) as LineValue[], forms(b) as LineValue[]).map((r) => ({
      ...r,
      label: (r.cells[0] ?? r.cells[1])!.value,
    })),
  });
  sections.push({ heading: "Exclusions", rows: exclusionRows(a, b) });
  return sections;
}

/** Exclusions matched by form number, else by name; each listed once. */
function exclusionRows(a: CoverageReading, b: CoverageReading): CompareRow[] {
  const rows: CompareRow[] = [];
  const used = new Set<unknown>();
  const same = (x: CoverageReading["exclusions"][number], y: CoverageReading["exclusions"][number]) =>
    (!!x.form && !!y.form && formKey(x.form) === formKey(y.form)) || exclusionKey(x.title) === exclusionKey(y.title);
  const cited = (e: CoverageReading["exclusions"][number] | undefined): Cited =>
    e ? { value: e.form ? `${e.title} (${e.form})` : e.title, citation: e.citation as ToolCitation } : null;
  for (const x of a.exclusions) {
    const y = b.exclusions.find((e) => !used.has(e) && same(x, e));
    if (y) used.add(y);
    const r = row(`exclusion:${x.form ? formKey(x.form) : exclusionKey(x.title)}`, x.title, cited(x), cited(y));
    rows.push(y ? { ...r, status: "Same" } : r);
  }
  for (const y of b.exclusions.filter((e) => !used.has(e)))
    rows.push(row(`exclusion:${y.form ? formKey(y.form) : exclusionKey(y.title)}`, y.title, null, cited(y)));
  return rows;
}

/** The order a premium's charges read in: the premium, the taxes and fees, terrorism, their subtotals, the total due. */
export function feeOrder(key: string): number {
  if (key === "totalPremium") return 0;
  if (key === "tria") return 2;
  if (key === "totalTaxes" || key === "totalFees" || key === "totalTaxesAndFees") return 3;
  if (key === "totalDue") return 4;
  return 1;
}

/** A name as two documents may print it: "EASTMAN RESIDENTIAL, L.L.C." and "Eastman Residential LLC" are one. */
export function sameInsured(a: string, b: string): boolean {
  const key = (v: string) =>
    v
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(
        /\bl\.?\s?l\.?\s?c\.?|\binc\.?|\bincorporated\b|\bcorp(oration)?\.?|\bco\.?(?=\s|$)|\bcompany\b|\bltd\.?|\blimited\b|\bthe\b|\bdba\b.*$/g,
        " ",
      )
      .replace(/[^a-z0-9]+/g, "");
  return key(a) === key(b);
}

/** The lines of business an option quotes: those with a premium, else those with any limit or deductible. */
function linesOf(r: CoverageReading): CoverageReading["lines"] {
  const priced = r.lines.filter((l) => l.premium);
  return priced.length ? priced : r.lines;
}

export interface OptionWarning {
  kind: "insured" | "lines";
  /** The warning, with `cite(citation)` after each value ("[3]" in the answer, "(file, p. 2)" in the document). */
  text: (cite: (c: ToolCitation) => string) => string;
}

/**
 * What makes the comparison itself doubtful, said before the tables: the options name different
 * insureds, or quote different lines of business (a general liability quote beside a property
 * quote compares nothing line by line).
 */
export function optionWarnings(readings: CoverageReading[]): OptionWarning[] {
  const out: OptionWarning[] = [];
  const insureds = readings.map((r, i) => ({ i, f: r.namedInsured })).filter((x) => x.f);
  if (insureds.some((x) => !sameInsured(x.f!.value, insureds[0]!.f!.value)))
    out.push({
      kind: "insured",
      text: (cite) =>
        `The options are for different named insureds: ${insureds.map((x) => `option ${x.i + 1} names "${x.f!.value}" ${cite(x.f!.citation as ToolCitation)}`).join(", ")}. Check that they quote the same client before relying on this comparison.`,
    });
  const lines = readings.map((r) => linesOf(r));
  const shared = (x: (typeof lines)[number], y: (typeof lines)[number]) =>
    x.some((l) => y.some((m) => m.kind === l.kind));
  const disjoint = lines.every((l) => l.length) && lines.some((x, i) => lines.some((y, j) => i < j && !shared(x, y)));
  if (disjoint)
    out.push({
      kind: "lines",
      text: (cite) =>
        `The options quote different lines of business: ${lines
          .map(
            (ls, i) =>
              `option ${i + 1} ${ls
                .map((l) => {
                  const first = l.premium ?? l.limits[0] ?? l.deductibles[0];
                  return `${l.title}${first ? ` ${cite(first.citation as ToolCitation)}` : ""}`;
                })
                .join(", ")}`,
          )
          .join(
            "; ",
          )}. A line-by-line comparison of them shows what each covers, not which is the better quote for the same risk.`,
    });
  return out;
}

/** A reading that holds no coverage at all: not a quote or a policy. */
export const holdsNoCoverage = (r: CoverageReading) =>
  r.lines.length === 0 && !r.taxesAndFees.some((f) => f.key === "totalPremium");
