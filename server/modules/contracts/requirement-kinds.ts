// The insurance requirements a contract states (docs/product/contract-and-certificate-review.md):
// each kind with its label and how a clause names it. Limits are paired with their line of
// coverage; the other kinds are terms (additional insured, waiver, notice days…).

export type CoverageLine =
  | "gl"
  | "products"
  | "auto"
  | "umbrella"
  | "wc"
  | "el"
  | "professional"
  | "pollution"
  | "property"
  | "crime"
  | "clinical"
  | "cyber"
  /** A line this reader does not list (aircraft, cargo, media, recall…): its amounts are not another line's. */
  | "other";

export type RequirementKind =
  | "GL_OCCURRENCE"
  | "GL_AGGREGATE"
  | "PRODUCTS_COMPLETED"
  | "PRODUCTS_LIABILITY"
  | "AUTO_CSL"
  | "UMBRELLA"
  | "WC_STATUTORY"
  | "EL_ACCIDENT"
  | "EL_DISEASE_EMPLOYEE"
  | "EL_DISEASE_POLICY"
  | "PROFESSIONAL"
  | "POLLUTION"
  | "PROPERTY"
  | "CRIME"
  | "CLINICAL_TRIALS"
  | "CYBER"
  | "ADDITIONAL_INSURED"
  | "WAIVER_OF_SUBROGATION"
  | "PRIMARY_NONCONTRIBUTORY"
  | "NOTICE_OF_CANCELLATION"
  | "FOLLOW_FORM"
  | "COMPLETED_OPERATIONS_DURATION"
  | "MAINTAINED_AFTER_TERM"
  | "INSURER_RATING"
  | "INDEMNITY_INSURED";

export const REQUIREMENT_LABELS: Record<RequirementKind, string> = {
  GL_OCCURRENCE: "General liability each occurrence",
  GL_AGGREGATE: "General liability general aggregate",
  PRODUCTS_COMPLETED: "Products-completed operations aggregate",
  PRODUCTS_LIABILITY: "Product liability",
  AUTO_CSL: "Auto liability combined single limit",
  UMBRELLA: "Umbrella / excess liability",
  WC_STATUTORY: "Workers compensation (statutory)",
  EL_ACCIDENT: "Employer's liability each accident",
  EL_DISEASE_EMPLOYEE: "Employer's liability disease each employee",
  EL_DISEASE_POLICY: "Employer's liability disease policy limit",
  PROFESSIONAL: "Professional liability",
  POLLUTION: "Pollution liability",
  PROPERTY: "Property / builder's risk",
  CRIME: "Crime / fidelity bond",
  CLINICAL_TRIALS: "Clinical trials liability",
  CYBER: "Cyber / privacy liability",
  ADDITIONAL_INSURED: "Additional insured",
  WAIVER_OF_SUBROGATION: "Waiver of subrogation",
  PRIMARY_NONCONTRIBUTORY: "Primary and non-contributory",
  NOTICE_OF_CANCELLATION: "Notice of cancellation",
  FOLLOW_FORM: "Umbrella follows form",
  COMPLETED_OPERATIONS_DURATION: "Completed operations maintained after completion",
  MAINTAINED_AFTER_TERM: "Insurance maintained after the agreement ends",
  INSURER_RATING: "Insurer rating",
  INDEMNITY_INSURED: "Indemnity supported by insurance",
};

/**
 * The lines a clause names, most specific first: a span matched by an earlier pattern is not
 * matched again by a later one ("employer's liability" is not also a liability insurance).
 */
export const LINE_PATTERNS: Array<[CoverageLine, RegExp]> = [
  ["el", /\bemployers?['’]?s?\s+liability\b|\bE\.L\.(?=\s|$)|\bEL(?=\s*(?:limits?\b|each\b|\$|:))/i],
  ["wc", /\bworkers?['’]?s?\s*comp(?:ensation)?\b|\bW\.?C\.?(?=\s|$)/i],
  ["umbrella", /\bumbrella\b|\bexcess\s+(?:liability|insurance|polic(?:y|ies)|coverage)\b/i],
  ["products", /\bproducts?[\s-]+liability\b/i],
  [
    "professional",
    /\bprofessional\s+liability\b|\berrors\s+(?:and|&)\s+omissions?\b|\bE\s?&\s?O\b|\bprofessional\s+indemnity\b/i,
  ],
  ["pollution", /\bpollution\b|\benvironmental\s+(?:impairment|liability)\b/i],
  [
    "clinical",
    /\bclinical[\s-]+trials?(?:\s+(?:liability|insurance|coverage)\b|(?=\s*(?:,|and|&)\s+(?:[\w-]+\s+){1,3}(?:insurance|coverage)\b))/i,
  ],
  [
    "cyber",
    /\bcyber|\bnetwork\s+(?:security|technology)\b|\bprivacy\s+liability\b|\binformation\s+(?:and\s+network\s+)?(?:security|technology)\b[^.;]{0,30}\bliability\b/i,
  ],
  [
    "crime",
    /\bfidelity\s+(?:bond|insurance|coverage)\b|\bcrime\s+(?:insurance|coverage|polic(?:y|ies))\b|\bemployee\s+dishonesty\b|\bblanket\s+bond\b|\bcomputer\s+crime\b/i,
  ],
  [
    "other",
    /\b(?:(?:product\s+)?recall|business\s+interruption|fiduciary|liquor|garage|key\s+(?:man|person)|life|health|dental|disability|unemployment|title|credit|deposit)\s+(?:liability\s+)?(?:insurance|coverage|polic(?:y|ies))\b|\bdirectors?['’]?s?\s+(?:(?:and|&)\s+officers?['’]?s?\s+)?liability\b|\bdirectors?['’]?s?\s+(?:and|&)\s+officers?['’]?s?\b|\bD\s?&\s?O\b/i,
  ],
  [
    "auto",
    /\b(?:business|commercial|comprehensive)?\s*auto(?:mobile)?\b|\bmotor\s+vehicles?\b|\bvehicles?\s+(?:liability|insurance)\b|\b(?:owned|hired|leased),?\s+(?:and\s+|or\s+)?(?:(?:non-owned|hired|leased|owned),?\s+(?:and\s+|or\s+)?){0,2}vehicles\b/i,
  ],
  [
    "property",
    /\bbuilders?(?:['’]s)?\s*risk\b|\bproperty\s+(?:and\s+)?(?:casualty\s+)?(?:insurance|coverage|polic(?:y|ies))\b|\binstallation\s+floater\b|\ball[\s-]+risks?["”']?\s+(?:property\s+)?(?:insurance|coverage|polic(?:y|ies))\b|\binsurance\s+against\s+(?:the\s+)?(?:loss\s+(?:of|or)\b|fire\b|(?:physical\s+)?damage\b)|\bfire\s+insurance\b|\b(?:full\s+)?replacement\s+(?:cost|value)\b|\binsure\s+(?:the\s+|all\s+|such\s+)?(?:its\s+|of\s+its\s+)?(?:tooling|equipment|inventory|goods|materials|assets|propert(?:y|ies))\b|\binsurance\s+(?:coverage\s+|cover\s+)?(?:for|on|in\s+respect\s+of)\s+(?:the\s+|any\s+|all\s+(?:of\s+)?(?:its\s+)?)?(?:[\w-]+\s+){0,3}(?:materials|goods|inventory|equipment|assets|propert(?:y|ies)|premises|theatres?|buildings?|tooling)\b|\b(?:inventory|contents)\s+insurance\b/i,
  ],
  [
    "gl",
    /\b(?:commercial\s+|comprehensive\s+)?general\s+(?:comprehensive\s+)?(?:liability\b|(?=(?:and|&)\s+products?\s+liability\b))|\bC?GL\b|\bpublic\s+liability\b/i,
  ],
];

/** "liability insurance" with no other line's name before it: general liability. */
export const GENERIC_LIABILITY = /\bliability\s+(?:insurance|coverage|polic(?:y|ies))\b/i;

/** A limit's name in a clause; `line` when the name itself says the line (products-completed). */
export const LIMIT_PHRASES: Array<{ name: string; pattern: RegExp }> = [
  {
    name: "products",
    pattern:
      /products?[\s-]*(?:and\s+|&\s*|\/\s*)?completed[\s-]+op(?:eration)?s?(?:\s+aggregate)?|completed[\s-]+op(?:eration)?s?[\s-]*(?:(?:and|&)\s+|\/\s*)products?(?:[\s-]+liability)?/i,
  },
  { name: "diseaseEmployee", pattern: /disease[\s,–—-]*(?:each|per)\s+employee/i },
  { name: "diseasePolicy", pattern: /disease[\s,–—-]*policy\s+limit/i },
  { name: "eachAccident", pattern: /(?:each|per)\s+accident/i },
  { name: "csl", pattern: /combined\s+single\s+(?:policy\s+)?limit|\bCSL\b/i },
  {
    name: "occurrence",
    pattern: /(?:each|per|any\s+one)\s+occurrence|\boccurrence\b(?!["”']?[\s-]*(?:basis|form|based|policy))/i,
  },
  { name: "aggregate", pattern: /(?:general\s+|annual\s+)?aggregate/i },
  { name: "claim", pattern: /(?:each|per|any\s+one)\s+(?:individual\s+)?claim/i },
  // "bodily injury by disease: $500,000 policy limit; … $500,000 each employee" (not "each employee for bodily injury by accident")
  { name: "diseasePolicy", pattern: /\bpolicy\s+limit\b/i },
  { name: "diseaseEmployee", pattern: /(?:each|per)\s+employee\b(?![^.;$]{0,30}\baccident)/i },
];

/** The requirement a limit is, from its line and the limit's name (null: the line's main limit). */
export function limitKind(line: CoverageLine, name: string | null): RequirementKind | null {
  const main = name === null || name === "occurrence" || name === "claim" || name === "csl";
  switch (line) {
    case "gl":
      if (name === "products") return "PRODUCTS_COMPLETED";
      return name === "aggregate" ? "GL_AGGREGATE" : main || name === "eachAccident" ? "GL_OCCURRENCE" : null;
    case "products":
      return name === "aggregate" || name === "products" ? "PRODUCTS_COMPLETED" : main ? "PRODUCTS_LIABILITY" : null;
    case "auto":
      return main || name === "eachAccident" ? "AUTO_CSL" : null;
    case "umbrella":
      return name === "aggregate" ? null : "UMBRELLA";
    case "el":
    case "wc":
      if (name === "diseaseEmployee") return "EL_DISEASE_EMPLOYEE";
      if (name === "diseasePolicy" || name === "aggregate") return "EL_DISEASE_POLICY"; // the disease limit is the policy's aggregate
      return main || name === "eachAccident" ? "EL_ACCIDENT" : null;
    case "professional":
      return name === "aggregate" ? null : "PROFESSIONAL";
    case "pollution":
      return name === "aggregate" ? null : "POLLUTION";
    case "crime":
      return "CRIME"; // a bond or crime policy has one limit, per loss or in the aggregate
    case "clinical":
      return name === "aggregate" ? null : "CLINICAL_TRIALS";
    case "cyber":
      return name === "aggregate" ? null : "CYBER";
    case "property":
      return "PROPERTY";
    case "other":
      return null;
  }
}

/** The requirement a line stated without an amount stands for ("maintain product liability insurance"). */
export const LINE_KIND: Partial<Record<CoverageLine, RequirementKind>> = {
  gl: "GL_OCCURRENCE",
  products: "PRODUCTS_LIABILITY",
  auto: "AUTO_CSL",
  umbrella: "UMBRELLA",
  el: "EL_ACCIDENT",
  professional: "PROFESSIONAL",
  pollution: "POLLUTION",
  property: "PROPERTY",
  crime: "CRIME",
  clinical: "CLINICAL_TRIALS",
  cyber: "CYBER",
};

/** Endorsement form numbers a clause names (CG 20 10, CG 20 37, CA 20 48, CG 24 04…). */
export const FORM_NUMBER = /\b(C[GA]|WC|IL)\s?(\d{2})\s?(\d{2})(?:\s?\(?(\d{2})[ /]?(\d{2})\)?)?/g;

export const TERM_PATTERNS: Array<[RequirementKind, RegExp]> = [
  [
    "ADDITIONAL_INSURED",
    /\badditional(?:ly)?\s+(?:named\s+)?insureds?\b|\bnam(?:e|es|ed|ing)\b[^;]{1,100}?\bas\s+(?:an?\s+)?["“]?(?:additional\s+)?(?:named\s+)?insured(?:s|\s+part(?:y|ies))?\b|\binsuring\b[^.;]{1,60}?\bas\s+(?:an?\s+)?["“]?named\s+insured|\badd\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:to|on)\s+(?:its|their|the)\s+(?:current\s+)?(?:insurance\s+)?(?:certificate|polic(?:y|ies))\b/i,
  ],
  ["WAIVER_OF_SUBROGATION", /\bwaive[rsd]?\b[^.]{0,80}\bsubrogat|\bsubrogation\b[^.]{0,40}\bwaive/i],
  [
    "PRIMARY_NONCONTRIBUTORY",
    /\bprimary\b[^.;]{0,60}?\bnon[\s-]?contribut(?:ory|ing)\b|\bprimary\b[^.;]{0,80}?\bnot\s+contribut|\bprimary\b[^.;]{0,40}?\bwithout\s+(?:any\s+)?right\s+of\s+contribution|\bdeemed\s+primary\b|\bprimary\s+basis\b|\bprimary\s+insurance\b|\b(?:be|written|apply|applies)\s+as\s+(?:a\s+)?primary\b|\b(?:shall|will|must)\s+(?:be|provide)\s+primary\b|\bpolic(?:y|ies)\s+(?:is|are)\s+primary\b/i,
  ],
  ["FOLLOW_FORM", /\bfollow(?:s|ing)?[\s-]+(?:the\s+)?form\b/i],
];

/** Insurance that must carry the party's indemnity: contractual liability coverage, or insurance covering the indemnity. */
export const INDEMNITY_INSURED =
  /\bcontractual(?:\s+liability\b(?!\s+(?:to|of|for)\s)|\s*,|\s+(?:and|&)\s|\s+coverage)|\b(?:cover|insure|insuring|support(?:ed)?)\b[^.;]{0,60}\b(?:indemni\w*|that\s+obligation)|\bliabilit(?:y|ies)\s+assumed\s+(?:by\s+\S+\s+)?(?:under|in)\s+(?:an?\s+|this\s+|the\s+)?(?:insured\s+contract|agreement)/i;

/** Words that make a passage an insurance clause (a contract without one states no requirement). */
export const INSURANCE_WORDS =
  /\binsurance\b|\binsured\b|\binsurers?\b|\bpolic(?:y|ies)\b|\bcoverage\b|\bcarr(?:y|ied)\b/i;
