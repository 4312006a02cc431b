// The insurance requirements a contract states (docs/product/contract-and-certificate-review.md):
// each kind with its label and how a clause names it. Limits are paired with their line of
// coverage; the other kinds are terms (additional insured, waiver, notice days…).

export type CoverageLine =
  "gl" | "auto" | "umbrella" | "wc" | "el" | "professional" | "pollution" | "property" | "cyber" | "crime" | "products";

export type RequirementKind =
  | "GL_OCCURRENCE"
  | "GL_AGGREGATE"
  | "PRODUCTS_COMPLETED"
  | "AUTO_CSL"
  | "UMBRELLA"
  | "WC_STATUTORY"
  | "EL_ACCIDENT"
  | "EL_DISEASE_EMPLOYEE"
  | "EL_DISEASE_POLICY"
  | "PROFESSIONAL"
  | "POLLUTION"
  | "PROPERTY"
  | "ADDITIONAL_INSURED"
  | "WAIVER_OF_SUBROGATION"
  | "PRIMARY_NONCONTRIBUTORY"
  | "NOTICE_OF_CANCELLATION"
  | "FOLLOW_FORM"
  | "COMPLETED_OPERATIONS_DURATION"
  | "INSURER_RATING"
  | "INDEMNITY_INSURED"
  | "CYBER"
  | "CRIME"
  | "CERTIFICATE_DELIVERY";

export const REQUIREMENT_LABELS: Record<RequirementKind, string> = {
  GL_OCCURRENCE: "General liability each occurrence",
  GL_AGGREGATE: "General liability general aggregate",
  PRODUCTS_COMPLETED: "Products-completed operations aggregate",
  AUTO_CSL: "Auto liability combined single limit",
  UMBRELLA: "Umbrella / excess liability",
  WC_STATUTORY: "Workers compensation (statutory)",
  EL_ACCIDENT: "Employer's liability each accident",
  EL_DISEASE_EMPLOYEE: "Employer's liability disease each employee",
  EL_DISEASE_POLICY: "Employer's liability disease policy limit",
  PROFESSIONAL: "Professional liability",
  POLLUTION: "Pollution liability",
  PROPERTY: "Property / builder's risk",
  ADDITIONAL_INSURED: "Additional insured",
  WAIVER_OF_SUBROGATION: "Waiver of subrogation",
  PRIMARY_NONCONTRIBUTORY: "Primary and non-contributory",
  NOTICE_OF_CANCELLATION: "Notice of cancellation",
  FOLLOW_FORM: "Umbrella follows form",
  COMPLETED_OPERATIONS_DURATION: "Completed operations maintained after completion",
  INSURER_RATING: "Insurer rating",
  INDEMNITY_INSURED: "Indemnity supported by insurance",
  CYBER: "Cyber / network security and privacy liability",
  CRIME: "Crime / fidelity (employee dishonesty)",
  CERTIFICATE_DELIVERY: "Certificates of insurance delivered",
};

/** The lines a clause names, most specific first (a clause naming employer's liability is not workers comp's limit). */
export const LINE_PATTERNS: Array<[CoverageLine, RegExp]> = [
  ["el", /\bemployers?['’]?s?\s+liability\b|\bE\.?L\.?(?=\s|$)/i],
  ["wc", /\bworkers?['’]?s?\s*comp(?:ensation)?\b|\bW\.?C\.?(?=\s|$)/i],
  ["umbrella", /\bumbrella\b|\bexcess\s+(?:liability|insurance|polic(?:y|ies)|coverage)\b/i],
  ["auto", /\b(?:business|commercial)?\s*auto(?:mobile)?\b|\bvehicle\b/i],
  [
    "cyber",
    /\bcyber\b|\bnetwork\s+security\b|\bprivacy\s+(?:and\s+network\s+security\s+)?liability\b|\bdata\s+breach\b/i,
  ],
  ["professional", /\bprofessional\s+liability\b|\berrors\s+(?:and|&)\s+omissions\b|\bE\s?&\s?O\b/i],
  ["pollution", /\bpollution\b|\benvironmental\s+(?:impairment|liability)\b/i],
  [
    "property",
    /\bbuilders?(?:['’]s)?\s*risk\b|\bproperty\s+insurance\b|\binstallation\s+floater\b|\ball[\s-]+risks?\b|\bspecial\s+(?:form|causes\s+of\s+loss)\b/i,
  ],
  ["crime", /\bcrime\b|\bfidelity\b|\bemployee\s+(?:dishonesty|theft)\b|\bjanitorial\s+bond\b/i],
  ["products", /\bproducts?\s+liability\b/i],
  // "public liability insurance": the older name for general liability
  ["gl", /\b(?:commercial\s+)?general\s+liability\b|\bC?GL\b|\bpublic\s+liability\b/i],
];

/** A limit's name in a clause; `line` when the name itself says the line (products-completed). */
export const LIMIT_PHRASES: Array<{ name: string; pattern: RegExp }> = [
  {
    name: "products",
    pattern: /products?[\s-]*(?:and\s+|&\s*|\/\s*)?completed[\s-]+op(?:eration)?s?(?:\s+aggregate)?/i,
  },
  { name: "diseaseEmployee", pattern: /disease[\s,–—-]*(?:each|per)\s+employee/i },
  { name: "diseasePolicy", pattern: /disease[\s,–—-]*policy\s+limit/i },
  { name: "eachAccident", pattern: /(?:each|per)\s+accident/i },
  { name: "csl", pattern: /combined\s+single\s+limit|\bCSL\b/i },
  { name: "occurrence", pattern: /(?:each|per)\s+occurrence|\boccurrence\b/i },
  { name: "aggregate", pattern: /(?:general\s+|annual\s+)?aggregate/i },
  { name: "claim", pattern: /(?:each|per)\s+claim/i },
];

/** The requirement a limit is, from its line and the limit's name (null: the line's main limit). */
export function limitKind(line: CoverageLine, name: string | null): RequirementKind | null {
  if (name === "products") return "PRODUCTS_COMPLETED";
  switch (line) {
    case "gl":
      return name === "aggregate" ? "GL_AGGREGATE" : name === null || name === "occurrence" ? "GL_OCCURRENCE" : null;
    case "auto":
      return name === null || name === "csl" || name === "eachAccident" ? "AUTO_CSL" : null;
    case "umbrella":
      return name === "aggregate" ? null : "UMBRELLA";
    case "el":
    case "wc":
      if (name === "diseaseEmployee") return "EL_DISEASE_EMPLOYEE";
      if (name === "diseasePolicy") return "EL_DISEASE_POLICY";
      return name === null || name === "eachAccident" ? "EL_ACCIDENT" : null;
    case "professional":
      return name === "aggregate" ? null : "PROFESSIONAL";
    case "pollution":
      return name === "aggregate" ? null : "POLLUTION";
    case "property":
      return "PROPERTY";
    case "cyber":
      return name === "aggregate" ? null : "CYBER";
    case "crime":
      return name === "aggregate" ? null : "CRIME";
    case "products":
      return name === "aggregate" || name === null || name === "occurrence" || name === "csl"
        ? "PRODUCTS_COMPLETED"
        : null;
  }
}

/** Endorsement form numbers a clause names (CG 20 10, CG 20 37, CA 20 48, CG 24 04…). */
export const FORM_NUMBER = /\b(C[GA]|WC|IL)\s?(\d{2})\s?(\d{2})(?:\s?\(?(\d{2})[ /]?(\d{2})\)?)?/g;

export const TERM_PATTERNS: Array<[RequirementKind, RegExp]> = [
  ["ADDITIONAL_INSURED", /\badditional(?:ly)?\s+insureds?\b/i],
  ["WAIVER_OF_SUBROGATION", /\bwaive[rs]?\b[^.]{0,80}\bsubrogat|\bsubrogation\b[^.]{0,40}\bwaive/i],
  [
    "PRIMARY_NONCONTRIBUTORY",
    /\bprimary\b[^.]{0,40}\bnon[\s-]?contribut\w*|\bprimary\s+(?:basis|insurance)\b|\b(?:is|be|are)\s+primary\b|\bprimary\s+(?:to|over)\s+(?:any|all|other)\b|\bexcess\s+and\s+non[\s-]?contribut\w*/i,
  ],
  ["FOLLOW_FORM", /\bfollow(?:s|ing)?[\s-]+(?:the\s+)?form\b/i],
  ["INSURER_RATING", /\bA\.?\s?M\.?\s+Best\b|\bBest['’]?s\s+(?:rating|Key)\b|\bA-?\s*[:,]?\s*(?:VII|VIII|IX|X)\b/i],
];

/** Words that make a passage an insurance clause (a contract without one states no requirement). */
export const INSURANCE_WORDS = /\binsurance\b|\binsureds?\b|\bpolic(?:y|ies)\b|\bcoverage\b|\bcarr(?:y|ied)\b/i;
