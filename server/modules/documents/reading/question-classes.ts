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

// a limit's label in its usual spellings: "Each Occurrence", "Per-Occurrence", "Ea. Occurrence",
// "Any One Occurrence", "Occurrence Limit", "Limit of Insurance - Each Occurrence"
/** a question naming a form, an endorsement or an exclusion is not asking for a date */
const notAForm = /^(?!.*\b(endorsements?|forms?|exclu\w*)\b)/i;
const occurrence = /\b(each|per|ea\.?|any one)[\s-]+occ(urrence|\.)?(?![a-z])|\boccurrence limit\b|^occurrence\b/i;
/** a products-completed operations label: "Products-Completed Operations", "Prod/Comp Ops", "Products - Comp/Op" */
const productsLabel = /\bprod(ucts?|\.)?\s*[-–/&]?\s*(and\s+)?comp(leted|\.|\b)|completed op(eration)?s?\b/i;
/**
 * A limit of another coverage printed on the same declarations ("Liquor Liability Aggregate",
 * "Employee Benefits Each Employee", "Stop Gap Each Occurrence"), outside any parentheses.
 */
const otherCoverage =
  /^[^(]*\b(liquor|employee benefits|stop gap|hired|non-?owned|professional|errors|e&o|pollution|abuse|molestation|cyber|data breach|terrorism|garagekeepers)\b/i;
/** "General Aggregate (Other Than Products-Completed Operations)" names products only to set it apart */
const otherThan = /\b(other than|except|excluding|excl\.)\b/i;

export const questionClasses: QuestionClass[] = [
  { id: "naic", what: "the insurer's NAIC number", ask: [/\bnaic\b/i], label: /\bnaic\b/i, value: "naic" },
  {
    id: "premium",
    what: "the premium",
    // "how much does the umbrella pay per occurrence" asks for a limit: what it pays, not what it
    // costs; "is there a Calculation of Premium endorsement" asks for a form
    ask: [
      /premium|how much .*(cost|pay)|total (\w+ )?cost|what does .*\bcost\b|cost of (the )?(policy|coverage|insurance)/i,
      /premium|^(?!.*\b(occurrence|aggregate|limits?|each|per[\s-]+(person|accident|claim|employee))\b)/i,
      /^(?!.*\b(endorsements?|forms?)\b)/i,
      // "By what date must the premium be paid?" asks for a date
      /^(?!.*\b(by what date|what date|when|due date)\b)/i,
    ],
    label:
      /\btotal (\w+ ){0,2}premium|^(annual|policy|estimated|term|gross)( \w+)? premium\b|premium total|total (\w+ )?(cost|amount due)|^premium\b/i,
    notLabel: /minimum|deposit|audit/i,
    value: "money",
    column: /premium/i,
  },
  {
    id: "deductible",
    what: "the deductible",
    ask: [/deductible|retention|\bsir\b|\bded\b/i],
    label: /deductible|retention|\bded\b\.?/i,
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
    ask: [/products|completed op|\bprod\b|\bcomp\/?ops?\b/i],
    label: productsLabel,
    notLabel: otherThan,
    value: "money",
    column: /limit/i,
  },
  {
    id: "personalAdvertising",
    what: "the personal and advertising injury limit",
    ask: [/personal|advertising/i],
    label: /pers(onal|\.)?\s*(&|and|\/)\s*adv(ertising|\.)?\b(\s*injury)?|advertising injury/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "rentedPremises",
    what: "the damage to rented premises limit",
    ask: [/\brent(ed|s|al)?\b|fire damage|fire legal|tenants?'?s? legal|damage to premises/i],
    label:
      /rented to you|damage to (the )?(rented )?premises|rented premises|premises rented|fire damage|fire legal|tenants?'?s? legal liab/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "medicalExpense",
    what: "the medical expense limit",
    ask: [/medical|med\.? ?(pay|exp)/i],
    label: /medical (expense|payments)|med\.? ?(exp|pay)|any one person/i,
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
    label: /disease\W+(each|per)[\s-]+employee/i,
    value: "money",
    column: /limit/i,
    lob: "wc",
  },
  {
    id: "combinedSingleLimit",
    what: "the combined single limit",
    // "Combined Single Limit", "CSL", "Bodily Injury & Property Damage Combined", "BI/PD Combined"
    ask: [
      /combined single|\bcsl\b|single limit|combined (limit|bodily|bi\b)|(bodily injury|bi) (and|&) (property damage|pd) combined/i,
    ],
    label:
      /combined single limit|\bcsl\b|single limit|(bodily injury|\bbi)\s*(&|and|\/)\s*(property damage|pd)\W+combined|combined\W+(bodily injury|bi\b)/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "bodilyInjuryPerPerson",
    what: "the bodily injury each person limit",
    ask: [/bodily injury|\bbi\b/i, /(each|per)[\s-]+person/i],
    label: /(bodily injury|\bbi)\W+(each|per)[\s-]+person/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "bodilyInjuryPerAccident",
    what: "the bodily injury each accident limit",
    ask: [/bodily injury|\bbi\b/i, /(each|per)[\s-]+accident/i],
    label: /(bodily injury|\bbi)\W+(each|per)[\s-]+accident/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "propertyDamage",
    what: "the property damage limit",
    ask: [/property damage|\bpd\b/i],
    label: /(property damage|\bpd)\W+(each|per)[\s-]+accident|^(property damage|pd)\b/i,
    value: "money",
    column: /limit/i,
  },
  {
    id: "eachOccurrence",
    what: "the each occurrence limit",
    ask: [/occurrence/i],
    label: occurrence,
    // "Damage to Rented Premises (Each Occurrence)", "Fire Legal Liability (Any One Occurrence)"
    notLabel: new RegExp(
      `aggregate|damage to|medical|rented|premises|fire\\b|legal liab|deductible|\\bded\\b|retention|${otherCoverage.source}`,
      "i",
    ),
    value: "money",
    column: /limit/i,
  },
  {
    id: "generalAggregate",
    what: "the general aggregate limit",
    ask: [/aggregate|\bagg\b/i],
    // any aggregate but the products one ("Annual Aggregate", "Aggregate Limit of Insurance", "Gen. Agg.")
    label:
      /\b(general|gen'?l?\.?|policy|annual|total)\s*agg(regate|\.|\b)|^agg(regate|\.|\b)|\bagg(regate|\.)?\s*limit\b|limits? of (insurance|liability)\W+agg(regate|\.|\b)/i,
    notLabel: new RegExp(
      `^(?!.*\\b(other than|except|excluding|excl\\.)).*(\\bprod(ucts?|\\.)?\\b|\\bcompleted\\b|\\bcomp\\/?ops?\\b)|deductible|\\bded\\b|retention|${otherCoverage.source}`,
      "i",
    ),
    value: "money",
    column: /limit/i,
  },

  {
    id: "policyNumber",
    what: "the policy number",
    ask: [/\bpol(icy|\.)?\s*(number|num\b|no\b|no\.|#|id\b)|number (of|on) the policy|policy's number/i],
    // "Policy Number", "Policy No.", "Pol. #", "Policy Num.", "POLICY NO"
    label: /\bpol(icy|\.)?\s*(number|num\b\.?|no\b\.?|#|id\b)/i,
    value: "policyNumber",
  },
  {
    id: "effectiveDate",
    what: "the effective date",
    ask: [/effective|incept|start|begin|commenc|take effect|takes effect|go into effect/i, notAForm],
    // "Effective Date", "Eff. Date", "Inception", or the period (its first date)
    label:
      /effective|\beff\b\.?|inception|policy period|coverage period|policy term|term of (the )?(policy|coverage)|period of (insurance|coverage)|^from:?(?=\s|$)/i,
    value: "date",
  },
  {
    id: "expirationDate",
    what: "the expiration date",
    ask: [
      /expir|expire|end date|\bends?\b|renewal date|up for renewal|lapse|terminat|run out|runs out|last day/i,
      notAForm,
    ],
    label:
      /expiration|expiry|expires|expiring|\bexp\b\.?\s*(date)?\b|policy period|coverage period|policy term|term of (the )?(policy|coverage)|period of (insurance|coverage)|^to:?$|^from\b(?=.*\bto\b)/i,
    value: "date",
  },
  {
    id: "policyPeriod",
    what: "the policy period",
    ask: [
      /period|\bterm\b|\bdates\b|from when|how long|when .*(cover|in force)/i,
      notAForm,
      // another period than the policy's: a cooling-off, grace, waiting, notice or reporting period
      /^(?!.*\b(cooling[- ]off|grace|waiting|notice|reporting|discovery|restoration|indemnity|free[- ]look|elimination)\s+period)/i,
    ],
    label: /policy period|coverage period|policy term|term|period|^from\b(?=.*\bto\b)/i,
    value: "period",
  },
  {
    id: "carrier",
    what: "the insurance company",
    ask: [
      /carrier|insurer|insurance company|underwrit|who (issued|writes|wrote)|which company|(writing|issuing|insuring) company/i,
      // "which company is insured" asks for the insured; the insurer's address or phone is not its name
      /^(?!.*\b(is|are) (the )?insured\b)(?!.*\b(address|phone|telephone|e-?mail)\b)/i,
    ],
    label:
      /^(insurer|carrier|insurance company|company|issuing (company|carrier|insurer)|underwritten by|writing company|underwriting company|insuring company|insurance carrier)\b|\binsurer\b/i,
    notLabel: /naic|address/i,
    value: "text",
  },
  {
    id: "certificateHolder",
    what: "the certificate holder",
    ask: [/certificate holder/i, /^(?!.*\b(address|additional insured)\b)/i],
    label: /^certificate holder\b/i,
    value: "text",
  },
  {
    id: "namedInsured",
    what: "the named insured",
    ask: [
      /named insured|insured'?s? name|who is (the )?insured|policyholder|policy holder|name of the insured|which (business|company|entity|firm|organization) is (the )?insured/i,
      // "the address of the named insured" asks for the address
      /^(?!.*\baddress\b)/i,
    ],
    label: /named insured(\(s\))?|insured'?s? name|name of (the )?insured|^insured\b|^applicant\b/i,
    value: "text",
  },
  {
    id: "mailingAddress",
    what: "the mailing address",
    // the insured's address, not the agent's or the insurer's
    ask: [
      /address/i,
      /^(?!.*\b(agent|producer|broker|agency|insurer|carrier|company)'?s?\b.*address|.*address of (the )?(agent|producer|broker|agency|insurer|carrier|company))/i,
    ],
    label: /mailing address|^address\b|\binsured'?s? address\b/i,
    value: "address",
  },
  {
    id: "producer",
    what: "the agent or producer",
    ask: [
      /\b(agent|producer|broker|agency|brokerage)\b|who (sold|placed|brokered)\b/i,
      /^(?!.*\b(address|phone|telephone|e-?mail)\b)/i,
    ],
    // "Producer", "Agent of Record", "Broker", "Producing Agency", "Agent/Broker", a cover's "Presented by:"
    label:
      /^(producer|agent|broker|agency|producing (agent|agency|broker))\b|producer name|agent name|^presented by\b/i,
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

/** A question naming an exclusion ("Does a communicable disease exclusion apply?") asks about the exclusion, whatever else it names. */
const NAMES_AN_EXCLUSION = /\bexclu(sion|sions|des?|ded)\b/i;

export function classifyQuestion(question: string): QuestionClass | null {
  if (NAMES_AN_EXCLUSION.test(question) && !/\b(form number|edition)\b/i.test(question))
    return questionClasses.find((c) => c.id === "exclusion")!;
  return questionClasses.find((c) => c.ask.every((re) => re.test(question))) ?? null;
}
