// The kinds of question Cara answers from insurance documents, each with the wording it is asked
// in, the labels that carry its value on a page (with insurance synonyms) and the value's shape.
import type { LineOfBusiness } from "./page-lines.ts";
import type { ValueKind } from "./values.ts";

export interface QuestionClass {
  id: string;
  /** how the not-found sentence names it: "I could not find <what> in the documents." */
  what: string;
  /** the question asks for this class when every pattern matches */
  ask: RegExp[];
  /** a line (or cell) carrying the value starts with or contains this label */
  label: RegExp;
  /** a label line that also matches this is someone else's (e.g. products aggregate vs general) */
  notLabel?: RegExp;
  value: ValueKind | "forms" | "exclusion";
  /** a table column header whose cell holds the value, when the page has one */
  column?: RegExp;
  /** only pages of this line of business */
  lob?: Exclude<LineOfBusiness, null>;
}

const occurrence = /\b(each|per) occurrence\b|\boccurrence limit\b/i;

export const questionClasses: QuestionClass[] = [
  { id: "naic", what: "the insurer's NAIC number", ask: [/\bnaic\b/i], label: /\bnaic\b/i, value: "naic" },
  {
    id: "premium",
    what: "the premium",
    // "how much does the umbrella pay per occurrence" asks for a limit: what it pays, not what it
    // costs; "is there a Calculation of Premium endorsement" asks for a form
    ask: [
      /premium|how much .*(cost|pay)|total cost/i,
      /premium|^(?!.*\b(occurrence|aggregate|limits?|each|per (person|accident|claim|employee))\b)/i,
      /^(?!.*\b(endorsements?|forms?)\b)/i,
    ],
    label:
      /total (\w+ ){0,2}premium|^(annual|policy|estimated|term)( \w+)? premium\b|premium total|total (cost|amount due)|^premium\b/i,
    notLabel: /minimum|deposit|audit/i,
    value: "money",
    column: /premium/i,
  },
  {
    id: "deductible",
    what: "the deductible",
    ask: [/deductible|retention|\bsir\b/i],
    label: /deductible|retention/i,
    value: "money",
    column: /deductible|retention/i,
  },
  {
    id: "umbrellaAggregate",
    what: "the umbrella aggregate limit",
    ask: [/\b(umbrella|excess)\b/i, /aggregate/i],
    label: /aggregate/i,
    value: "money",
    column: /limit/i,
    lob: "umbrella",
  },
  {
    id: "umbrellaOccurrence",
    what: "the umbrella each occurrence limit",
    ask: [/\b(umbrella|excess)\b/i, /occurrence|limit/i],
    notLabel: /aggregate|retention/i,
    label: occurrence,
    value: "money",
    column: /limit/i,
    lob: "umbrella",
  },

  {
    id: "productsAggregate",
    what: "the products-completed operations aggregate limit",
    ask: [/products|completed op/i],
    label: /products?\s*[-–/&]?\s*(and\s+)?completed|products[-\s]comp/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "personalAdvertising",
    what: "the personal and advertising injury limit",
    ask: [/personal|advertising/i],
    label: /pers(onal|\.)?\s*(&|and|\/)\s*adv|personal and advertising|advertising injury/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "rentedPremises",
    what: "the damage to rented premises limit",
    ask: [/rented|fire damage|fire legal/i],
    label: /rented to you|damage to (the )?(rented )?premises|rented premises|fire damage|fire legal/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "medicalExpense",
    what: "the medical expense limit",
    ask: [/medical|med\.? ?(pay|exp)/i],
    label: /medical (expense|payments)|med\.? ?exp|any one person/i,
    notLabel: /workers|disease/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "elAccident",
    what: "the employer's liability each accident limit",
    ask: [/accident/i, /employer|\bel\b|workers|by accident/i],
    label: /each accident/i,
    value: "money",
    column: /limit/i,
    lob: "wc",
  },
  {
    id: "elDiseasePolicy",
    what: "the employer's liability disease policy limit",
    ask: [/disease/i, /policy limit|policy/i],
    label: /disease\W+(policy limit|policy)/i,
    value: "money",
    column: /limit/i,
    lob: "wc",
  },
  {
    id: "elDiseaseEmployee",
    what: "the employer's liability disease each employee limit",
    ask: [/disease/i],
    label: /disease\W+(each|per) employee/i,
    value: "money",
    column: /limit/i,
    lob: "wc",
  },
  {
    id: "combinedSingleLimit",
    what: "the combined single limit",
    ask: [/combined single|\bcsl\b/i],
    label: /combined single limit|\bcsl\b/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "bodilyInjuryPerPerson",
    what: "the bodily injury each person limit",
    ask: [/bodily injury|\bbi\b/i, /(each|per) person/i],
    label: /(bodily injury|\bbi)\W+(each|per) person/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "bodilyInjuryPerAccident",
    what: "the bodily injury each accident limit",
    ask: [/bodily injury|\bbi\b/i, /(each|per) accident/i],
    label: /(bodily injury|\bbi)\W+(each|per) accident/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "propertyDamage",
    what: "the property damage limit",
    ask: [/property damage|\bpd\b/i],
    label: /(property damage|\bpd)\W+(each|per) accident|^(property damage|pd)\b/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "eachOccurrence",
    what: "the each occurrence limit",
    ask: [/occurrence/i],
    label: occurrence,
    notLabel: /aggregate|damage to|medical/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "generalAggregate",
    what: "the general aggregate limit",
    ask: [/aggregate/i],
    label: /general aggregate|policy aggregate|aggregate limit|^aggregate\b/i,
    notLabel: /^products|^\(?products|completed operations aggregate$/i,
    value: "money",
    column: /limit/i,
  },

  {
    id: "policyNumber",
    what: "the policy number",
    ask: [/policy\s*(number|no\b|no\.|#)|policy num/i],
    label: /policy\s*(number|no\.?|#)/i,
    value: "policyNumber",
  },
  {
    id: "effectiveDate",
    what: "the effective date",
    ask: [/effective|inception|start|begin/i],
    label: /effective|inception|policy period|coverage period|policy term/i,
    value: "date",
  },
  {
    id: "expirationDate",
    what: "the expiration date",
    ask: [/expir|expire|end date|ends|renewal date/i],
    label: /expiration|expiry|expires|policy period|coverage period|policy term/i,
    value: "date",
  },
  {
    id: "policyPeriod",
    what: "the policy period",
    ask: [/period|term|policy dates|coverage dates|when .*(cover|in force)/i],
    label: /policy period|coverage period|policy term|term|period/i,
    value: "period",
  },
  {
    id: "carrier",
    what: "the insurance company",
    ask: [/carrier|insurer|insurance company|underwrit|who (issued|writes|wrote)|which company/i],
    label:
      /^(insurer|carrier|insurance company|company|issuing company|underwritten by|writing company)\b|\binsurer\b/i,
    notLabel: /naic|address/i,
    value: "text",
  },
  {
    id: "namedInsured",
    what: "the named insured",
    ask: [/named insured|insured'?s? name|who is (the )?insured|policyholder|name of the insured/i],
    label: /named insured(\(s\))?|insured'?s? name|^insured\b|^applicant\b/i,
    value: "text",
  },
  {
    id: "mailingAddress",
    what: "the mailing address",
    ask: [/address/i],
    label: /mailing address|^address\b/i,
    value: "address",
  },
  {
    id: "producer",
    what: "the agent or producer",
    ask: [/\b(agent|producer|broker|agency)\b/i],
    label: /^(producer|agent|broker|agency)\b|producer name|agent name/i,
    value: "text",
  },
  {
    id: "forms",
    what: "the forms and endorsements schedule",
    ask: [/\bforms?\b|endorsements?|schedule of forms/i],
    label: /forms?|endorsements?/i,
    value: "forms",
  },
  {
    id: "exclusion",
    what: "that exclusion",
    ask: [/exclu|not covered|excluded/i],
    label: /exclu/i,
    value: "exclusion",
  },
];

export function classifyQuestion(question: string): QuestionClass | null {
  return questionClasses.find((c) => c.ask.every((re) => re.test(question))) ?? null;
}
