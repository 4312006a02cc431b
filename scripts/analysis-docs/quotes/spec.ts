// A generated quote (or policy) as data: carrier, AM Best, insured, number, period, coverage lines
// with limits, deductibles and premiums, taxes and fees, forms and exclusions. A pair of options
// is one program quoted twice: the second option changes carrier, some limits, a deductible, a
// fee, a line, an exclusion — what a coverage comparison must find.
import { party, policyDates, type Rng } from "../../insurance-docs/random.ts";

export type LineKind = "gl" | "property" | "auto" | "umbrella" | "wc" | "cyber" | "inlandMarine";

export interface QuoteLine {
  kind: LineKind;
  limits: Array<[string, number | "Statutory"]>;
  deductibles: Array<[string, number | string]>;
  premium: number;
}

export interface QuoteSpec {
  carrier: string;
  amBest: { rating: string; size: string } | null;
  insured: string;
  number: string;
  period: [string, string];
  lines: QuoteLine[];
  fees: Array<[string, number]>;
  forms: Array<[string, string]>;
  exclusions: Array<[string, string | null]>;
}

const CARRIERS = [
  "Northwind Mutual Insurance Company",
  "Harborview Casualty Company",
  "Granite Peak Insurance Company",
  "Bluestem Indemnity Company",
  "Summit Ridge Assurance Company",
  "Prairie Wind Specialty Insurance Company",
  "Coastal Plains Mutual Insurance Company",
  "Ironbridge Excess and Surplus Lines Company",
];
const RATINGS = ["A++", "A+", "A", "A-", "B++"];
const SIZES = ["VIII", "IX", "X", "XII", "XIV", "XV"];

const FORMS: Array<[string, string]> = [
  ["CG 00 01 04 13", "Commercial General Liability Coverage Form"],
  ["CG 20 10 04 13", "Additional Insured - Owners, Lessees or Contractors"],
  ["CG 20 37 04 13", "Additional Insured - Completed Operations"],
  ["CG 24 04 05 09", "Waiver of Transfer of Rights of Recovery Against Others to Us"],
  ["CP 00 10 10 12", "Building and Personal Property Coverage Form"],
  ["CP 10 30 09 17", "Causes of Loss - Special Form"],
  ["CA 00 01 10 13", "Business Auto Coverage Form"],
  ["IL 00 17 11 98", "Common Policy Conditions"],
  ["IL 00 21 09 08", "Nuclear Energy Liability Exclusion Endorsement"],
  ["CG 21 47 12 07", "Employment-Related Practices Exclusion"],
];
export const EXCLUSIONS: Array<[string, string | null]> = [
  ["Total Pollution Exclusion", "CG 21 49 09 99"],
  ["Asbestos Exclusion", null],
  ["Designated Work Exclusion", "CG 21 53 01 96"],
  ["Silica or Silica-Related Dust Exclusion", "CG 21 96 03 05"],
  ["Communicable Disease Exclusion", "CG 21 32 05 09"],
  ["Cross Suits Exclusion", null],
  ["Residential Construction Exclusion", null],
  ["Fungi or Bacteria Exclusion", "CG 21 67 12 04"],
];

const pick = <T>(rng: Rng, items: T[], n: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  return out;
};

function lineOf(rng: Rng, kind: LineKind): QuoteLine {
  const premium = rng.int(800, 40000);
  const occ = rng.pick([1000000, 1000000, 2000000]);
  switch (kind) {
    case "gl":
      return {
        kind,
        premium,
        limits: [
          ["eachOccurrence", occ],
          ["generalAggregate", occ * 2],
          ["productsAggregate", occ * 2],
          ["personalAdvertising", occ],
          ["rentedPremises", rng.pick([100000, 300000])],
          ["medicalExpense", rng.pick([5000, 10000])],
        ],
        deductibles: rng.next() < 0.6 ? [["deductible", rng.pick([500, 1000, 2500])]] : [],
      };
    case "property":
      return {
        kind,
        premium,
        limits: [
          ["building", rng.int(8, 60) * 50000],
          ["businessPersonalProperty", rng.int(2, 20) * 25000],
          ["businessIncome", rng.pick([100000, 250000, 500000])],
        ],
        deductibles: [
          ["deductible:aop", rng.pick([1000, 2500, 5000])],
          ...(rng.next() < 0.5 ? [["deductible:wind", rng.pick(["1%", "2%", "5%"])] as [string, string]] : []),
        ],
      };
    case "auto":
      return {
        kind,
        premium,
        limits: [
          ["combinedSingleLimit", 1000000],
          ["uninsuredMotorist", rng.pick([100000, 500000, 1000000])],
          ["medicalExpense", rng.pick([5000, 10000])],
        ],
        deductibles: [
          ["deductible:comprehensive", rng.pick([500, 1000])],
          ["deductible:collision", rng.pick([500, 1000, 2500])],
        ],
      };
    case "umbrella":
      return {
        kind,
        premium,
        limits: [
          ["eachOccurrence", rng.pick([1, 2, 5]) * 1000000],
          ["generalAggregate", rng.pick([2, 5, 10]) * 1000000],
        ],
        deductibles: [["retention", rng.pick([0, 10000])]],
      };
    case "wc":
      return {
        kind,
        premium,
        limits: [
          ["statutory", "Statutory"],
          ["elAccident", rng.pick([500000, 1000000])],
          ["elDiseaseEmployee", rng.pick([500000, 1000000])],
          ["elDiseasePolicy", rng.pick([500000, 1000000])],
        ],
        deductibles: [],
      };
    case "cyber":
      return {
        kind,
        premium,
        limits: [
          ["eachClaim", rng.pick([250000, 500000, 1000000])],
          ["generalAggregate", rng.pick([1000000, 2000000])],
        ],
        deductibles: [["retention", rng.pick([2500, 5000, 10000])]],
      };
    case "inlandMarine":
      return {
        kind,
        premium,
        limits: [["contractorsEquipment", rng.int(2, 30) * 10000]],
        deductibles: [["deductible", rng.pick([500, 1000])]],
      };
  }
}

function feesFor(rng: Rng, lines: QuoteLine[], surplus: boolean): Array<[string, number]> {
  const fees: Array<[string, number]> = [];
  const base = lines.reduce((sum, l) => sum + l.premium, 0);
  if (rng.next() < 0.6) fees.push(["tria", Math.round(base * 0.01)]);
  if (surplus) fees.push(["surplusLinesTax", Math.round(base * 0.036)], ["stampingFee", Math.round(base * 0.002)]);
  if (rng.next() < 0.7) fees.push(["policyFee", rng.pick([150, 250, 350])]);
  if (rng.next() < 0.4) fees.push(["inspectionFee", rng.pick([125, 200])]);
  return fees;
}

export function quoteSpec(rng: Rng, kinds: LineKind[], surplus: boolean): QuoteSpec {
  const who = party(rng);
  const lines = kinds.map((k) => lineOf(rng, k));
  return {
    carrier: rng.pick(CARRIERS),
    amBest: rng.next() < 0.8 ? { rating: rng.pick(RATINGS), size: rng.pick(SIZES) } : null,
    insured: who.insured,
    number: `Q-${rng.int(100000, 999999)}`,
    period: policyDates(rng, "slash"),
    lines,
    fees: feesFor(rng, lines, surplus),
    forms: pick(rng, FORMS, rng.int(3, 6)),
    exclusions: pick(rng, EXCLUSIONS, rng.int(2, 4)),
  };
}

/** The second option: another carrier's answer to the same submission. */
export function secondOption(rng: Rng, a: QuoteSpec): QuoteSpec {
  const surplus = a.fees.some(([k]) => k === "surplusLinesTax") || rng.next() < 0.3;
  const b = quoteSpec(rng, [], surplus);
  b.insured = a.insured;
  b.period = a.period;
  b.lines = a.lines
    .filter((l, i) => i === 0 || rng.next() < 0.85)
    .map((l) => ({
      ...l,
      premium: Math.round(l.premium * (0.8 + rng.next() * 0.4)),
      limits: l.limits.map(([k, v]) => [k, typeof v === "number" && rng.next() < 0.25 ? v * 2 : v]),
      deductibles:
        rng.next() < 0.3
          ? l.deductibles.filter(() => rng.next() < 0.5)
          : l.deductibles.map(([k, v]) => [k, typeof v === "number" && rng.next() < 0.3 ? v * 2 || 5000 : v]),
    }));
  b.fees = feesFor(rng, b.lines, surplus);
  const shared = a.exclusions.filter(() => rng.next() < 0.6);
  b.exclusions = [
    ...shared,
    ...pick(
      rng,
      EXCLUSIONS.filter((e) => !shared.includes(e)),
      rng.int(0, 2),
    ),
  ];
  const kept = a.forms.filter(() => rng.next() < 0.7);
  b.forms = [
    ...kept,
    ...pick(
      rng,
      FORMS.filter((f) => !kept.includes(f)),
      rng.int(0, 2),
    ),
  ];
  return b;
}

export const totalPremium = (q: QuoteSpec) => q.lines.reduce((sum, l) => sum + l.premium, 0);
