// The facts of an application (ACORD 125/126/130/140/137-like forms, carrier supplementals) and a
// loss run that an underwriter reads, each with the labels that carry it on a page and the shape
// its value must have. A value that does not have the shape (a FEIN without nine digits, a year
// built without a year) is not read: "not found" beats a wrong value.
import type { UnderwritingLine } from "../../../domain/preset-options.ts";
import type { QuestionClass } from "../documents/reading/question-classes.ts";

export type FactKind = "text" | "money" | "date" | "address" | "number" | "year" | "fein";

export interface FactClass {
  id: string;
  /** How the checklist names it. */
  label: string;
  kind: FactKind;
  /** A line (or cell) carrying the value starts with this label. */
  labels: RegExp;
  notLabel?: RegExp;
  /** The lines whose underwriter needs it (the checklist); empty: read for enrichment only. */
  lines: UnderwritingLine[];
}

const OPS: UnderwritingLine = "BUSINESS_OPERATIONS";
const WC: UnderwritingLine = "WORKERS_COMPENSATION";
const PROPERTY: UnderwritingLine = "PROPERTY";
const AUTO: UnderwritingLine = "AUTO";

export const FACT_CLASSES: FactClass[] = [
  {
    id: "applicantName",
    label: "Applicant name",
    kind: "text",
    labels:
      /^(name of (the )?(applicant|insured)|(first )?named insured|applicant(?:'s)?(?: legal)?(?: name)?|legal (business )?name|business name|insured(?:'s)? name|account name)\b/i,
    notLabel: /\b(address|phone|e-?mail|signature|title|information)\b/i,
    lines: [OPS],
  },
  { id: "dba", label: "DBA", kind: "text", labels: /^(d\/?b\/?a|doing business as|trade name)\b/i, lines: [] },
  {
    id: "fein",
    label: "FEIN",
    kind: "fein",
    labels:
      /^(fein|federal employer id(entification)?( number| no\.?| #)?|fed(eral)? tax id( number)?|tax id( number)?|ein)\b/i,
    lines: [OPS],
  },
  { id: "mailingAddress", label: "Mailing address", kind: "address", labels: /^(mailing address)\b/i, lines: [OPS] },
  {
    id: "premisesAddress",
    label: "Premises / location address",
    kind: "address",
    labels:
      /^((premises|location|physical|street|business|risk) address|location( #?\s?\d+)?(?= *[:\t])|premises( #?\s?\d+)?(?= *[:\t]))/i,
    lines: [OPS, PROPERTY],
  },
  { id: "phone", label: "Phone", kind: "text", labels: /^((business |office )?(phone|telephone))\b/i, lines: [] },
  { id: "website", label: "Website", kind: "text", labels: /^(website|web site|web address)\b/i, lines: [] },
  {
    id: "businessDescription",
    label: "Description of operations",
    kind: "text",
    labels:
      /^(description of (primary )?(operations|business)|nature of (the )?(business|operations)|business description|operations description|describe (the )?(applicant'?s? )?(business|operations))\b/i,
    lines: [OPS],
  },
  {
    id: "yearsInBusiness",
    label: "Years in business",
    kind: "number",
    labels: /^(years? in business|# of years in business)\b/i,
    lines: [OPS],
  },
  {
    id: "dateStarted",
    label: "Date business started",
    kind: "year",
    labels:
      /^((date|year) (business )?(started|established|founded|formed)|business started|in business since|established)\b/i,
    lines: [],
  },
  {
    id: "annualRevenue",
    label: "Annual revenue",
    kind: "money",
    labels:
      /^((estimated |projected |current |gross |annual |yearly |total )+(revenues?|sales|receipts)( \(.*?\))?|revenues?|sales)\b/i,
    lines: [OPS],
  },
  {
    id: "fullTimeEmployees",
    label: "Full-time employees",
    kind: "number",
    labels: /^((number of |# of |no\. of )?full[- ]time( employees)?|employees,? full[- ]time)\b/i,
    lines: [OPS, WC],
  },
  {
    id: "partTimeEmployees",
    label: "Part-time employees",
    kind: "number",
    labels: /^((number of |# of |no\. of )?part[- ]time( employees)?|employees,? part[- ]time)\b/i,
    lines: [WC],
  },
  {
    id: "subcontractorCosts",
    label: "Subcontractor costs",
    kind: "money",
    labels: /^((annual )?(cost of )?subcontract(ed|ors?|or costs?)( work| costs?| paid)?|paid to subcontractors)\b/i,
    lines: [OPS],
  },
  {
    id: "priorCarrier",
    label: "Prior carrier",
    kind: "text",
    labels:
      /^((prior|current|expiring|present) (carrier|insurer|insurance company)|carrier|insurer|insurance company)\b/i,
    notLabel: /\bnaic\b/i,
    lines: [OPS, WC],
  },
  {
    id: "priorPremium",
    label: "Prior premium",
    kind: "money",
    labels: /^((prior|current|expiring) (annual )?premium)\b/i,
    lines: [],
  },
  {
    id: "effectiveDate",
    label: "Requested effective date",
    kind: "date",
    labels: /^((proposed|requested|desired) eff(ective|\.)( date)?|effective date)\b/i,
    lines: [OPS],
  },
  {
    id: "requestedLimits",
    label: "Requested limits",
    kind: "text",
    labels: /^((limits?|coverage) requested|requested limits?|limits of (liability|insurance) requested)\b/i,
    lines: [OPS],
  },
  {
    id: "totalPayroll",
    label: "Total payroll",
    kind: "money",
    labels: /^((total |estimated )?(annual )?payroll|total remuneration)\b/i,
    notLabel: /\bclass\b/i,
    lines: [WC],
  },
  {
    id: "experienceMod",
    label: "Experience modification",
    kind: "number",
    labels: /^(experience mod(ification)?( factor| rate| rating)?|e-?mod|emr)\b/i,
    lines: [WC],
  },
  {
    id: "construction",
    label: "Construction",
    kind: "text",
    labels: /^((type of |building )?construction( type| class)?)\b/i,
    lines: [PROPERTY],
  },
  {
    id: "yearBuilt",
    label: "Year built",
    kind: "year",
    labels: /^(year (built|of construction)|built in)\b/i,
    lines: [PROPERTY],
  },
  {
    id: "squareFeet",
    label: "Square feet",
    kind: "number",
    labels: /^((total )?(square (feet|footage)|sq\.? ?ft\.?|building area|floor area))/i,
    lines: [PROPERTY],
  },
  {
    id: "stories",
    label: "Stories",
    kind: "number",
    labels: /^((number of |# of |no\. of )?(stories|storeys|floors))\b/i,
    lines: [PROPERTY],
  },
  {
    id: "protectionClass",
    label: "Protection class",
    kind: "text",
    labels: /^((fire )?protection class|ppc)\b/i,
    lines: [PROPERTY],
  },
  {
    id: "sprinklered",
    label: "Sprinklers",
    kind: "text",
    labels: /^((automatic )?sprinkler(ed|s| system)?( %)?)/i,
    lines: [PROPERTY],
  },
  {
    id: "alarm",
    label: "Alarms",
    kind: "text",
    labels: /^((burglar|fire|central station|security)? ?alarms?( system| type)?)\b/i,
    lines: [PROPERTY],
  },
  {
    id: "roofYear",
    label: "Roof year",
    kind: "year",
    labels: /^(roof (year|updated|replaced|last replaced)|year roof (replaced|updated)|roof)\b/i,
    notLabel: /\b(type|material|covering)\b/i,
    lines: [PROPERTY],
  },
  {
    id: "buildingValue",
    label: "Building value",
    kind: "money",
    labels: /^(building( (value|limit|amount|replacement cost))?)(?= *[:\t]|$)/i,
    lines: [PROPERTY],
  },
  {
    id: "contentsValue",
    label: "Contents value",
    kind: "money",
    labels: /^((contents|business personal property|bpp)( (value|limit|amount))?)(?= *[:\t]|$)/i,
    lines: [PROPERTY],
  },
  {
    id: "driverCount",
    label: "Drivers",
    kind: "number",
    labels: /^((number of |# of |no\. of )?(drivers|licensed drivers))\b/i,
    lines: [AUTO],
  },
  {
    id: "radius",
    label: "Radius of operation",
    kind: "text",
    labels: /^((max(imum)? |operating )?radius( of (operation|travel))?)\b/i,
    lines: [AUTO],
  },
  {
    id: "garagingAddress",
    label: "Garaging address",
    kind: "address",
    labels: /^(garaging (address|location)|garaged at|vehicles? garaged at)\b/i,
    lines: [AUTO],
  },
];

export const factClass = (id: string) => FACT_CLASSES.find((c) => c.id === id);

/** The reading library's class for a fact: findValues reads text/address/money/date shapes. */
export function questionClassOf(fact: FactClass): QuestionClass {
  const value = fact.kind === "money" || fact.kind === "date" || fact.kind === "address" ? fact.kind : "text";
  return { id: fact.id, what: fact.label.toLowerCase(), ask: [], label: fact.labels, notLabel: fact.notLabel, value };
}

/** Any fact's label opening `text`: a value that is itself a label was read from an empty field. */
export const isFactLabel = (text: string) =>
  /:\s*$/.test(text) || FACT_CLASSES.some((c) => c.labels.test(text.trim()) && !/\d/.test(text));
