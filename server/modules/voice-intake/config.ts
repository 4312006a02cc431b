/**
 * The voice agent's intake configuration as the offline dialogue reads it (ADR 076): the five
 * flows of the spec (quote, service, FNOL, COI, LPR) with their question lists and custom
 * questions, the required contact info (name always; phone and email when chosen; the inbound
 * number kept when phone is not asked), the read-back switch and the business lines. The question
 * names are the spec's option values ("loss date", "VIN or vehicle details"); each maps to one
 * field of the catalog below: its key in the record, how it is asked, what kind of answer it takes
 * and whether it is critical (read back when `repeatCriticalInfo` is on).
 */

export type AnswerKind =
  | "text"
  | "date"
  | "address"
  | "location"
  | "personName"
  | "businessName"
  | "yesNo"
  | "injuries"
  | "number"
  | "money"
  | "vinOrVehicle"
  | "phone"
  | "email"
  | "fein"
  | "choice"
  | "dateOrNone";

export interface FieldSpec {
  key: string;
  ask: string;
  kind: AnswerKind;
  critical?: boolean;
  /** For `choice`: the values and the words that pick each (a case-insensitive pattern's source: state stays plain JSON). */
  choices?: Array<{ value: string; words: string }>;
}

export interface QuestionSection {
  questions: string[];
  customQuestions: string[];
}

export type BusinessLines = "all" | "commercial" | "personal" | "other";

export interface IntakeConfig {
  agentName: string;
  agencyName: string;
  requiredContactInfo: Array<"email" | "phone">;
  repeatCriticalInfo: boolean;
  businessLines: BusinessLines;
  quote: {
    enabled: boolean;
    qualification: QuestionSection;
    commercialCommon: QuestionSection;
    auto: QuestionSection;
    commercialLiability: QuestionSection;
    commercialProperty: QuestionSection;
    workersCompensation: QuestionSection;
    custom: Array<{ lineOfBusiness: string; questions: string[] }>;
  };
  service: {
    enabled: boolean;
    addDriver: QuestionSection;
    addVehicle: QuestionSection;
    addLocation: QuestionSection;
    other: string;
  };
  fnol: {
    enabled: boolean;
    customInstructions: string;
    auto: QuestionSection;
    commercialLiability: QuestionSection;
    commercialProperty: QuestionSection;
    workersCompensation: QuestionSection;
  };
  coi: { enabled: boolean; customInstructions: string };
  lpr: { enabled: boolean; customInstructions: string };
}

const OWNERSHIP = [
  { value: "own", words: String.raw`\b(own|owned|owner|bought|mortgage)\b` },
  { value: "rent", words: String.raw`\b(rent|renting|rented|lease|leasing|leased|tenant|landlord)\b` },
];
const yes = (key: string, ask: string, critical = false): FieldSpec => ({ key, ask, kind: "yesNo", critical });
const text = (key: string, ask: string): FieldSpec => ({ key, ask, kind: "text" });

/** The spec's question options, by section, each with its field. */
export const QUESTION_CATALOG = {
  qualification: {
    "reason for quote": text("reasonForQuote", "What's prompting you to look for a quote?"),
    "prior policy and expiration date": {
      key: "priorPolicyExpiration",
      ask: "Do you have a current policy, and if so, when does it expire?",
      kind: "dateOrNone",
    },
  },
  commercialCommon: {
    "business operations": text("businessOperations", "What does your business do?"),
    "legal name and DBA": {
      key: "legalName",
      ask: "What is the business's legal name, and any DBA?",
      kind: "businessName",
      critical: true,
    },
    "start date": { key: "businessStartDate", ask: "When did the business start?", kind: "date" },
    "estimated annual revenue": { key: "annualRevenue", ask: "What is your estimated annual revenue?", kind: "money" },
  },
  auto: {
    "business or personal auto": {
      key: "autoUse",
      ask: "Is this for business or personal use?",
      kind: "choice",
      choices: [
        { value: "business", words: String.raw`\b(business|commercial|work|company)\b` },
        { value: "personal", words: String.raw`\b(personal|family|private|myself|own use)\b` },
      ],
    },
    "VIN or vehicle details": {
      key: "vehicle",
      ask: "What's the VIN, or the year, make and model of the vehicle?",
      kind: "vinOrVehicle",
      critical: true,
    },
    "garaging address": {
      key: "garagingAddress",
      ask: "Where is the vehicle garaged? Please give the full address.",
      kind: "address",
      critical: true,
    },
    "annual mileage": { key: "annualMileage", ask: "About how many miles a year is it driven?", kind: "number" },
    "vehicle value": { key: "vehicleValue", ask: "What is the vehicle worth, roughly?", kind: "money" },
    "vehicle count": { key: "vehicleCount", ask: "How many vehicles should the policy cover?", kind: "number" },
    "acquisition date": { key: "acquisitionDate", ask: "When did you get the vehicle?", kind: "date" },
    "comprehensive and collision": yes(
      "comprehensiveCollision",
      "Would you like comprehensive and collision coverage?",
    ),
    "driver count": { key: "driverCount", ask: "How many drivers will there be?", kind: "number" },
    "driver details": text("driverDetails", "Can you tell me about the drivers: names and dates of birth?"),
    "license numbers": text("licenseNumbers", "What are the drivers' license numbers?"),
    "vehicle use": text("vehicleUse", "How is the vehicle used: commuting, pleasure, deliveries?"),
    "prior accidents or violations": yes("priorAccidents", "Any accidents or violations in the last five years?"),
  },
  commercialLiability: {
    "import/manufacture/own label": yes(
      "importManufactureOwnLabel",
      "Do you import, manufacture, or sell products under your own label?",
    ),
    "location addresses": {
      key: "locationAddress",
      ask: "What is the address of your location?",
      kind: "address",
      critical: true,
    },
    "revenue by operation and location": {
      key: "revenueByOperation",
      ask: "How is your revenue split by operation and location?",
      kind: "text",
    },
    "coverage limits": { key: "coverageLimits", ask: "What coverage limits would you like?", kind: "money" },
    "underwriting questions": text("underwritingNotes", "Anything else an underwriter should know about the business?"),
  },
  commercialProperty: {
    "building address": {
      key: "buildingAddress",
      ask: "What is the building's address?",
      kind: "address",
      critical: true,
    },
    "ownership status": {
      key: "ownershipStatus",
      ask: "Do you own or rent the building?",
      kind: "choice",
      choices: OWNERSHIP,
    },
    "residential type": text("residentialType", "What type of residence is it: house, condo, townhome?"),
    "primary or secondary home": {
      key: "primaryOrSecondary",
      ask: "Is it your primary or a secondary home?",
      kind: "choice",
      choices: [
        { value: "primary", words: String.raw`\b(primary|main|live there|full[- ]time)\b` },
        { value: "secondary", words: String.raw`\b(secondary|second|vacation|weekend|rental|seasonal)\b` },
      ],
    },
    "primary home address": {
      key: "primaryHomeAddress",
      ask: "What is your primary home's address?",
      kind: "address",
    },
    "square footage": { key: "squareFootage", ask: "About how many square feet is it?", kind: "number" },
    "year built and updates": {
      key: "yearBuilt",
      ask: "What year was it built, and any updates to the roof, wiring or plumbing?",
      kind: "number",
    },
    "framing type": text("framingType", "What is the framing: wood frame, masonry, steel?"),
    "exterior wall type": text("exteriorWalls", "What are the exterior walls made of?"),
    alarms: yes("alarms", "Does it have a burglar or fire alarm?"),
    "coverage amounts": { key: "coverageAmount", ask: "How much coverage do you need on the building?", kind: "money" },
    "sprinkler system": yes("sprinklers", "Is there a sprinkler system?"),
    "prior losses": yes("priorLosses", "Any losses or claims in the last five years?"),
    "other locations": yes("otherLocations", "Do you have any other locations to insure?"),
  },
  workersCompensation: {
    FEIN: { key: "fein", ask: "What is your FEIN, the federal employer ID number?", kind: "fein", critical: true },
    "location addresses with employees": {
      key: "employeeLocation",
      ask: "What is the address where your employees work?",
      kind: "address",
    },
    "employee counts": { key: "employeeCount", ask: "How many employees do you have?", kind: "number" },
    payroll: { key: "payroll", ask: "What is your estimated annual payroll?", kind: "money" },
    "contractor 1099 payments": {
      key: "contractorPayments",
      ask: "About how much do you pay 1099 contractors a year?",
      kind: "money",
    },
    "owner/officer coverage": yes("ownerCovered", "Should the owners or officers be covered?"),
    "underwriting questions": text("underwritingNotes", "Anything else an underwriter should know about the work?"),
  },
  addDriver: {
    name: { key: "driverName", ask: "What is the new driver's full name?", kind: "personName", critical: true },
    gender: {
      key: "driverGender",
      ask: "What is the driver's gender?",
      kind: "choice",
      choices: [
        { value: "female", words: String.raw`\b(female|woman|girl|she|her|daughter|wife|mother|f)\b` },
        { value: "male", words: String.raw`\b(male|man|boy|he|him|son|husband|father|m)\b` },
        { value: "non-binary", words: String.raw`\b(non[- ]?binary|x)\b` },
      ],
    },
    "date of birth": {
      key: "driverDateOfBirth",
      ask: "What is the driver's date of birth?",
      kind: "date",
      critical: true,
    },
    "license number": {
      key: "driverLicenseNumber",
      ask: "What is the driver's license number?",
      kind: "text",
      critical: true,
    },
  },
  addVehicle: {
    "VIN or details": {
      key: "vehicle",
      ask: "What's the VIN, or the year, make and model?",
      kind: "vinOrVehicle",
      critical: true,
    },
    "desired coverages": text(
      "desiredCoverages",
      "What coverage would you like on it: liability only, or full coverage?",
    ),
    "annual mileage": { key: "annualMileage", ask: "About how many miles a year will it be driven?", kind: "number" },
    "driver or vehicle changes": text("otherChanges", "Any other driver or vehicle changes, like one being replaced?"),
  },
  addLocation: {
    "new address": {
      key: "newLocationAddress",
      ask: "What is the new location's address?",
      kind: "address",
      critical: true,
    },
    "locations to remove": text("locationsToRemove", "Should any location come off the policy?"),
    "ownership status": {
      key: "ownershipStatus",
      ask: "Do you own or rent the new location?",
      kind: "choice",
      choices: OWNERSHIP,
    },
    "coverage limits": { key: "coverageLimits", ask: "What limits do you need at the new location?", kind: "money" },
    "effective date": {
      key: "effectiveDate",
      ask: "When should it be added, what date?",
      kind: "date",
      critical: true,
    },
    "commercial liability revenue": {
      key: "locationRevenue",
      ask: "What revenue do you expect at the new location?",
      kind: "money",
    },
    "workers compensation payroll and employee count": text(
      "locationPayroll",
      "What payroll and how many employees will be at the new location?",
    ),
  },
  fnolAuto: {
    "loss date": { key: "lossDate", ask: "When did it happen?", kind: "date", critical: true },
    location: { key: "lossLocation", ask: "Where did it happen?", kind: "location", critical: true },
    description: text("lossDescription", "Can you tell me what happened?"),
    "driver identification": { key: "driverName", ask: "Who was driving?", kind: "personName" },
    "injury identification": { key: "injuries", ask: "Was anyone hurt?", kind: "injuries", critical: true },
    "vehicle damage": text("vehicleDamage", "What damage is there to the vehicle?"),
    "vehicle details without VIN": text("vehicleDetails", "What's the year, make and model of your vehicle?"),
    "police report request": yes("policeReport", "Was a police report made?"),
  },
  fnolCommercialLiability: {
    "loss date": { key: "lossDate", ask: "When did it happen?", kind: "date", critical: true },
    location: { key: "lossLocation", ask: "Where did it happen?", kind: "location", critical: true },
    description: text("lossDescription", "Can you tell me what happened?"),
    "injured parties": { key: "injuries", ask: "Was anyone hurt? If so, who?", kind: "injuries", critical: true },
    "premise liability ownership": {
      key: "premisesOwnership",
      ask: "Do you own or rent the premises where it happened?",
      kind: "choice",
      choices: OWNERSHIP,
    },
    "product liability products": text("productsInvolved", "Was one of your products involved? Which one?"),
    "product liability role": text("productRole", "Did you make, sell or distribute that product?"),
    "other liability material or action": text("otherLiability", "Was any other material or work of yours involved?"),
    witnesses: yes("witnesses", "Were there any witnesses?"),
    "police report number": text("policeReportNumber", "Is there a police report number?"),
  },
  fnolCommercialProperty: {
    "loss date": { key: "lossDate", ask: "When did it happen?", kind: "date", critical: true },
    location: { key: "lossLocation", ask: "What is the address of the property?", kind: "address", critical: true },
    "description and cause": text("lossDescription", "What happened, and what caused it?"),
    "property usability": yes("propertyUsable", "Can the property still be used?"),
    "police report request": yes("policeReport", "Was a police report made?"),
  },
  fnolWorkersCompensation: {
    "confirm FEIN": { key: "fein", ask: "Can you confirm your FEIN?", kind: "fein", critical: true },
    "OSHA case number": text("oshaCaseNumber", "Is there an OSHA case number?"),
    "injury description": text("injuryDescription", "How was the employee hurt?"),
    "employee name": { key: "employeeName", ask: "What is the employee's name?", kind: "personName", critical: true },
    "date of birth": { key: "employeeDateOfBirth", ask: "What is the employee's date of birth?", kind: "date" },
    "weekly wages": { key: "weeklyWages", ask: "What are the employee's weekly wages?", kind: "money" },
    "job title": text("jobTitle", "What is the employee's job title?"),
    "hire date and status": { key: "hireDate", ask: "When was the employee hired?", kind: "date" },
    "contact info": { key: "employeePhone", ask: "What's the best phone number for the employee?", kind: "phone" },
    "marital status": {
      key: "maritalStatus",
      ask: "What is the employee's marital status?",
      kind: "choice",
      choices: [
        { value: "married", words: String.raw`\bmarried\b` },
        { value: "single", words: String.raw`\b(single|not married|unmarried)\b` },
        { value: "divorced", words: String.raw`\bdivorced\b` },
        { value: "widowed", words: String.raw`\bwidow(ed|er)?\b` },
      ],
    },
    dependents: { key: "dependents", ask: "How many dependents does the employee have?", kind: "number" },
  },
} satisfies Record<string, Record<string, FieldSpec>>;

export type CatalogSection = keyof typeof QUESTION_CATALOG;

/** The fixed fields of the flows the spec gives no question list for, and the contact fields. */
export const FIXED_FIELDS = {
  coi: [
    { key: "insuredName", ask: "What is the name of the business the certificate is for?", kind: "businessName" },
    {
      key: "holderName",
      ask: "Who should be the certificate holder? Please give their name.",
      kind: "businessName",
      critical: true,
    },
    {
      key: "holderAddress",
      ask: "What is the certificate holder's full mailing address?",
      kind: "address",
      critical: true,
    },
    yes("additionalInsured", "Do they need to be listed as an additional insured?", true),
  ],
  lpr: [
    { key: "insuredName", ask: "What is the name of the business on the policy?", kind: "businessName" },
    text("lossRunPolicies", "Which policies do you need loss runs for?"),
    { key: "lossRunYears", ask: "How many years of loss history do you need?", kind: "number" },
  ],
  question: [text("question", "What is your question?")],
  otherService: [text("requestDetails", "What would you like us to change or help with?")],
  contact: {
    name: { key: "callerName", ask: "May I have your full name?", kind: "personName", critical: true },
    phone: { key: "callbackPhone", ask: "What's the best phone number to reach you?", kind: "phone", critical: true },
    email: { key: "email", ask: "What's your email address?", kind: "email", critical: true },
  },
} satisfies Record<string, FieldSpec[] | Record<string, FieldSpec>>;

const all = (section: CatalogSection): QuestionSection => ({
  questions: Object.keys(QUESTION_CATALOG[section]),
  customQuestions: [],
});

/** Every flow on with every question of its lists: the configuration a new agent starts from. */
export function defaultIntakeConfig(overrides: Partial<IntakeConfig> = {}): IntakeConfig {
  return {
    agentName: "Cara",
    agencyName: "the agency",
    requiredContactInfo: ["phone", "email"],
    repeatCriticalInfo: true,
    businessLines: "all",
    quote: {
      enabled: true,
      qualification: all("qualification"),
      commercialCommon: all("commercialCommon"),
      auto: all("auto"),
      commercialLiability: all("commercialLiability"),
      commercialProperty: all("commercialProperty"),
      workersCompensation: all("workersCompensation"),
      custom: [],
    },
    service: {
      enabled: true,
      addDriver: all("addDriver"),
      addVehicle: all("addVehicle"),
      addLocation: all("addLocation"),
      other: "",
    },
    fnol: {
      enabled: true,
      customInstructions: "",
      auto: all("fnolAuto"),
      commercialLiability: all("fnolCommercialLiability"),
      commercialProperty: all("fnolCommercialProperty"),
      workersCompensation: all("fnolWorkersCompensation"),
    },
    coi: { enabled: true, customInstructions: "" },
    lpr: { enabled: true, customInstructions: "" },
    ...overrides,
  };
}

/** A configuration whose lists keep only the named questions (a short agent, for tests and callers). */
export function sectionOf(questions: string[], customQuestions: string[] = []): QuestionSection {
  return { questions, customQuestions };
}
