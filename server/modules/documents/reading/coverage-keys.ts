// What a quote's or a policy's rows are about, named the same whatever the carrier prints: the
// coverage line a heading opens, the limit a label names, the deductible or retention, the tax or
// fee. Two documents' rows are compared by these keys (Coverage Comparison), so "Per Occurrence
// Limit" and "Each Occurrence" meet on one row. The limit keys reuse the question classes' labels.
import { questionClasses } from "./question-classes.ts";

export type CoverageLineKind =
  | "gl"
  | "property"
  | "auto"
  | "umbrella"
  | "wc"
  | "professional"
  | "cyber"
  | "inlandMarine"
  | "crime"
  | "liquor"
  | "epl";

/** The coverage lines in the order a proposal lists them, with their heading patterns. */
export const COVERAGE_LINES: Array<{ kind: CoverageLineKind; title: string; heading: RegExp }> = [
  {
    kind: "gl",
    title: "General liability",
    heading: /\b(commercial general liability|general liability|\bCGL\b|businessowners? liability)\b/i,
  },
  {
    kind: "property",
    title: "Property",
    heading: /\b(commercial property|property coverage|property|building and personal property)\b/i,
  },
  {
    kind: "auto",
    title: "Commercial auto",
    // "Hired Auto Liability" on a general liability quote is that line's hired and non-owned auto coverage
    heading:
      /\b(business auto|commercial auto(mobile)?|automobile|(?<!(hired|owned)( and non-owned)? )auto liability|(?<!(hired|owned)( and non-owned)? )\bauto\b)/i,
  },
  { kind: "umbrella", title: "Umbrella / excess", heading: /\b(umbrella|excess liability|excess)\b/i },
  {
    kind: "wc",
    title: "Workers compensation / employers liability",
    heading: /\bworkers'? comp(ensation)?\b|\bemployers'? liability\b/i,
  },
  { kind: "cyber", title: "Cyber", heading: /\b(cyber|network security|privacy liability|data breach)\b/i },
  {
    kind: "professional",
    title: "Professional liability",
    heading: /\b(professional liability|errors (and|&) omissions|\bE&O\b|malpractice)\b/i,
  },
  {
    kind: "inlandMarine",
    title: "Inland marine",
    heading: /\b(inland marine|equipment floater|contractors'? equipment|installation floater|builders'? risk)\b/i,
  },
  {
    kind: "crime",
    title: "Crime",
    heading: /\b(crime|employee theft|employee dishonesty|fidelity)\b/i,
  },
  { kind: "liquor", title: "Liquor liability", heading: /\bliquor liability\b/i },
  { kind: "epl", title: "Employment practices liability", heading: /\b(employment practices|\bEPLI?\b)/i },
];

/** The coverage line a short heading opens, or null. Specific lines first: "Cyber Liability" is not general liability. */
export function lineOfHeading(text: string): CoverageLineKind | null {
  const order: CoverageLineKind[] = [
    "cyber",
    "professional",
    "liquor",
    "epl",
    "wc",
    "umbrella",
    "inlandMarine",
    "crime",
    "auto",
    "gl",
    "property",
  ];
  for (const kind of order) if (COVERAGE_LINES.find((l) => l.kind === kind)!.heading.test(text)) return kind;
  return null;
}

const cls = (id: string) => questionClasses.find((c) => c.id === id)!;
const fromClass = (id: string, title: string): [string, string, RegExp, RegExp | undefined] => [
  id,
  title,
  cls(id).label,
  cls(id).notLabel,
];

/** Limit keys: [key, title, label, not this label]. The first that matches names the row. */
const LIMIT_KEYS: Array<[string, string, RegExp, RegExp | undefined]> = [
  fromClass("elDiseaseEmployee", "EL disease – each employee"),
  fromClass("elDiseasePolicy", "EL disease – policy limit"),
  [
    "elAccident",
    "EL each accident",
    /(\bE\.?L\.?\b|employers'? liab\w*|by accident)\W.*accident|^each accident\b/i,
    undefined,
  ],
  ["statutory", "Workers compensation", /workers'? comp|coverage a\b|part one\b|statutory/i, undefined],
  fromClass("combinedSingleLimit", "Combined single limit"),
  fromClass("bodilyInjuryPerPerson", "Bodily injury each person"),
  fromClass("bodilyInjuryPerAccident", "Bodily injury each accident"),
  ["uninsuredMotorist", "Uninsured / underinsured motorist", /uninsured|\bUM\b|\bUIM\b/i, undefined],
  ["hiredNonOwned", "Hired and non-owned auto", /hired|non-?owned/i, undefined],
  fromClass("productsAggregate", "Products-completed operations aggregate"),
  fromClass("personalAdvertising", "Personal and advertising injury"),
  fromClass("rentedPremises", "Damage to rented premises"),
  fromClass("medicalExpense", "Medical expense / payments"),
  ["eachClaim", "Each claim", /\b(each|per|any one)[\s-]+(claim|wrongful act)\b/i, undefined],
  fromClass("eachOccurrence", "Each occurrence"),
  fromClass("generalAggregate", "Aggregate"),
  ["building", "Building", /^building\b|\bbuilding (limit|coverage)\b/i, /personal property/i],
  [
    "businessPersonalProperty",
    "Business personal property",
    /business personal property|\bBPP\b|\bcontents\b/i,
    undefined,
  ],
  ["businessIncome", "Business income / extra expense", /business income|extra expense|loss of income/i, undefined],
  ["equipmentBreakdown", "Equipment breakdown", /equipment breakdown|boiler/i, undefined],
  ["contractorsEquipment", "Contractors equipment", /contractors'? equipment|scheduled equipment/i, undefined],
  ["propertyDamage", "Property damage", cls("propertyDamage").label, undefined],
];

/** Deductible / retention keys by the qualifier their label carries; the plain one last. */
const DEDUCTIBLE_KEYS: Array<[string, string, RegExp]> = [
  ["retention", "Retention", /retention|\bSIR\b/i],
  ["deductible:wind", "Wind / hail deductible", /\bwind|\bhail\b|named storm/i],
  ["deductible:aop", "All other perils deductible", /all other perils|\bAOP\b/i],
  ["deductible:comprehensive", "Comprehensive deductible", /comprehensive|other than collision|\bOTC\b|\bcomp\b/i],
  ["deductible:collision", "Collision deductible", /collision/i],
  ["deductible", "Deductible", /deductible|\bded\b\.?/i],
];

/** Taxes and fees, premium totals: [key, title, label]. A subtotal is none of them. */
const FEE_KEYS: Array<[string, string, RegExp]> = [
  ["totalTaxesAndFees", "Total taxes and fees", /^total (taxes|tax) (and|&) fees\b|^total fees (and|&) tax(es)?\b/i],
  ["totalTaxes", "Total taxes", /^total (\w+ )?tax(es)?$/i],
  ["totalFees", "Total fees", /^total (\w+ )?fees$/i],
  [
    "totalDue",
    "Total due (premium, taxes and fees)",
    /\btotal (amount |policy |annual |quote )?(due|payable|cost)|grand total|\btotal (including|incl\.?|with|plus) (taxes|fees|tax)|amount due|\btotal (without|excluding|excl\.?|with|including|incl\.?) (TRIA|terrorism)\b|\btotal (premium,? )?(taxes )?(and|&) fees\b/i,
  ],
  ["surplusLinesTax", "Surplus lines tax", /surplus lines?|excess lines?|\bSL tax\b/i],
  ["stampingFee", "Stamping fee", /stamping/i],
  ["inspectionFee", "Inspection fee", /inspection/i],
  ["brokerFee", "Broker fee", /broker(age)? fee|agency fee/i],
  ["policyFee", "Policy fee", /policy fee|carrier fee|underwriting fee|company fee/i],
  ["tria", "Terrorism (TRIA)", /\bTRIA\b|terrorism/i],
  ["totalPremium", "Total premium", /\btotal (\w+ ){0,2}premium|premium total|^total$/i],
];

export interface KeyOf {
  key: string;
  title: string;
}

export function limitKey(label: string): KeyOf | null {
  for (const [key, title, re, not] of LIMIT_KEYS) if (re.test(label) && !not?.test(label)) return { key, title };
  return null;
}

export function deductibleKey(label: string): KeyOf | null {
  if (!/deductible|\bded\b|retention|\bSIR\b/i.test(label)) return null;
  for (const [key, title, re] of DEDUCTIBLE_KEYS) if (re.test(label)) return { key, title };
  return null;
}

/** A tax, a fee or a premium total; any other label naming a tax, fee or surcharge keeps its own words. */
export function feeKey(label: string): KeyOf | null {
  for (const [key, title, re] of FEE_KEYS) if (re.test(label)) return { key, title };
  if (/\b(tax|fee|surcharge|assessment)\b/i.test(label)) {
    const words = label
      .replace(/\([^)]*\)/g, " ")
      .replace(/[^A-Za-z ]+/g, " ")
      .trim()
      .replace(/\s+/g, " ");
    return { key: `fee:${words.toLowerCase().replace(/ /g, "-")}`, title: words };
  }
  return null;
}

/** A row's premium label ("Premium", "Annual Premium", "GL Premium"), not a minimum, deposit, earned or return premium. */
export const isPremiumLabel = (label: string) =>
  /\bpremium\b/i.test(label) && !/minimum|deposit|earned|audit|total|financ|install|return|refund/i.test(label);

/**
 * The conditions a premium or total's label puts on its amount ("Premium if Paid in Full",
 * "Total without TRIA", "Estimated Policy Premium"): kept with the amount, never dropped.
 */
const QUALIFIERS =
  /\b(?:if |when )?paid in full\b|\b(?:without|excluding|excl\.?|including|incl\.?|plus) (?:TRIA|terrorism|taxes(?: and fees)?|fees|surplus lines tax)\b|\bestimated\b|\bfinanced\b|\b(?:in \d+|per|each) installments?\b|\b(?:optional|additional)\b/gi;

export function amountQualifiers(label: string): string[] {
  return [...label.matchAll(QUALIFIERS)].map((m) => m[0].toLowerCase().replace(/\btria\b/, "TRIA"));
}
