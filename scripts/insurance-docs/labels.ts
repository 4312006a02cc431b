// Label wordings. Development documents use set A; held-out documents use set B, wordings the
// reader was not developed against (real declarations vary this way between carriers).

export interface Labels {
  policyNumber: string;
  insured: string;
  address: string;
  carrier: string;
  naic: string;
  producer: string;
  premium: string;
  occurrence: string;
  aggregate: string;
  products: string;
  personal: string;
  rented: string;
  medical: string;
  deductible: string;
  dateStyle: "slash" | "long" | "iso";
  moneyStyle: "dollar" | "plain" | "cents";
  /** "period": one Policy Period line; "split": separate effective and expiration cells */
  period: "period" | "split";
  /** the period line's label (default "Policy Period") */
  periodLabel?: string;
  /** how the period is written: "from" (default) "From <d0> to <d1> 12:01 A.M. Standard Time",
   * "time" "12:01 A.M. <d0> to 12:01 A.M. <d1> …", "dash" "<d0> - <d1>" */
  periodValue?: "from" | "time" | "dash";
  /** split dates: the two labels (default "Effective Date" / "Expiration Date"); "joined" prints
   * both labels in one cell and both dates in the next ("Eff. Date / Exp. Date  01/01/26 / 01/01/27") */
  effectiveLabel?: string;
  expirationLabel?: string;
  joinedDates?: boolean;
  /** the auto combined single limit's label (default "Liability - Combined Single Limit") */
  csl?: string;
}

export const labelsA: Labels = {
  policyNumber: "Policy Number",
  insured: "Named Insured",
  address: "Mailing Address",
  carrier: "Insurer",
  naic: "NAIC Code",
  producer: "Producer",
  premium: "Total Premium",
  occurrence: "Each Occurrence",
  aggregate: "General Aggregate",
  products: "Products-Completed Operations Aggregate",
  personal: "Personal & Advertising Injury",
  rented: "Damage to Premises Rented to You",
  medical: "Medical Expense (Any One Person)",
  deductible: "Deductible",
  dateStyle: "slash",
  moneyStyle: "dollar",
  period: "period",
};

export const labelsA2: Labels = {
  ...labelsA,
  policyNumber: "Policy #",
  carrier: "Carrier",
  occurrence: "Each Occurrence Limit",
  aggregate: "General Aggregate Limit",
  premium: "Total Policy Premium",
  dateStyle: "long",
};

export const labelsB: Labels = {
  policyNumber: "Policy No.",
  insured: "Insured's Name",
  address: "Address",
  carrier: "Insurance Company",
  naic: "NAIC #",
  producer: "Agent",
  premium: "Total Annual Premium",
  occurrence: "Per Occurrence Limit",
  aggregate: "General Aggregate Limit (Other Than Products-Completed Operations)",
  products: "Products/Completed Operations Aggregate Limit",
  personal: "Personal and Advertising Injury Limit",
  rented: "Fire Damage Limit (Any One Fire)",
  medical: "Medical Payments (Any One Person)",
  deductible: "Property Damage Deductible",
  dateStyle: "iso",
  moneyStyle: "plain",
  period: "split",
};

export const labelsB2: Labels = {
  ...labelsB,
  policyNumber: "POLICY NUMBER",
  insured: "NAMED INSURED",
  carrier: "COMPANY",
  occurrence: "EACH OCCURRENCE",
  aggregate: "AGGREGATE LIMIT",
  premium: "TOTAL PREMIUM DUE",
  dateStyle: "long",
  moneyStyle: "cents",
  period: "period",
};

/** More development wordings (abbreviations and reordered labels seen on carriers' declarations). */
export const labelsA3: Labels = {
  ...labelsA,
  policyNumber: "Policy No",
  insured: "Named Insured(s)",
  carrier: "Insurer Name",
  naic: "NAIC No.",
  producer: "Producer Name",
  premium: "Annual Premium",
  occurrence: "Limit Per Occurrence",
  aggregate: "Aggregate Limit",
  products: "Products & Completed Operations Aggregate",
  personal: "Pers. & Adv. Injury",
  rented: "Damage to Rented Premises (Each Occurrence)",
  medical: "Med. Exp. (Any One Person)",
  deductible: "Deductible (Per Claim)",
  moneyStyle: "cents",
};

/**
 * More development wordings: the insured and address as one block, a limit's label with a long
 * qualifier in parentheses ("… (Applies Separately to Each Policy Year)").
 */
export const labelsA4: Labels = {
  ...labelsA,
  address: "Address",
  aggregate: "General Aggregate Limit (Applies Separately to Each Policy Year)",
  rented: "Damage to Premises Rented to You (Any One Premises)",
};

/**
 * More development wordings (2026-11-27): all-caps ACORD-style abbreviations, labels with a tail
 * ("… of Record", "… Limit of Liability"), abbreviated effective/expiration labels.
 */
export const labelsA5: Labels = {
  ...labelsA,
  policyNumber: "POL. NO.",
  insured: "INSURED",
  address: "MAILING ADDRESS",
  carrier: "WRITING COMPANY",
  naic: "NAIC NO.",
  producer: "AGENT OF RECORD",
  premium: "TOTAL PREMIUM",
  occurrence: "EACH OCCURRENCE LIMIT OF LIABILITY",
  aggregate: "GENERAL AGGREGATE (OTHER THAN PRODUCTS - COMP/OP)",
  products: "PRODUCTS - COMP/OP AGG",
  personal: "PERSONAL & ADV INJURY",
  rented: "DAMAGE TO RENTED PREMISES (EA OCCURRENCE)",
  medical: "MED EXP (ANY ONE PERSON)",
  deductible: "DEDUCTIBLE - PROPERTY",
  dateStyle: "slash",
  moneyStyle: "dollar",
  period: "split",
  effectiveLabel: "EFF. DATE",
  expirationLabel: "EXP. DATE",
  csl: "COVERED AUTOS LIABILITY (CSL)",
};

/** Surplus-lines / MGA wordings: "Broker", "Issuing Carrier", "Policy Term", limits "of Insurance". */
export const labelsA6: Labels = {
  ...labelsA,
  policyNumber: "Pol. #",
  insured: "Insured:",
  address: "Mailing Address of Insured",
  carrier: "Issuing Carrier",
  naic: "NAIC Company Code",
  producer: "Broker",
  premium: "Premium",
  occurrence: "Per-Occurrence Limit",
  aggregate: "Aggregate Limit of Insurance",
  products: "Products-Completed Operations Aggregate Limit of Insurance",
  personal: "Personal and Advertising Injury Limit of Insurance",
  rented: "Fire Legal Liability",
  medical: "Medical Payments Limit (Per Person)",
  deductible: "Deductible Per Occurrence",
  dateStyle: "long",
  moneyStyle: "plain",
  period: "period",
  periodLabel: "Policy Term",
  periodValue: "time",
  csl: "Bodily Injury & Property Damage Combined",
};

/** Program-business wordings: "Applicant", "Agency", both dates in one cell, "Coverage Period". */
export const labelsA7: Labels = {
  ...labelsA,
  policyNumber: "Policy Number(s)",
  insured: "Applicant",
  address: "Insured's Mailing Address",
  carrier: "Underwriting Company",
  producer: "Producing Agency",
  premium: "Total Estimated Premium",
  occurrence: "Occurrence Limit",
  aggregate: "Aggregate",
  products: "Products & Completed Ops. Agg.",
  personal: "Personal/Advertising Injury",
  rented: "Damage to Premises Rented",
  medical: "Medical Expense Limit",
  deductible: "Property Deductible",
  dateStyle: "slash",
  moneyStyle: "cents",
  period: "split",
  effectiveLabel: "Effective Date",
  expirationLabel: "Expiration Date",
  joinedDates: true,
  csl: "Auto Liability - CSL Each Accident",
};

/** A "Coverage Period" written with a dash, a "Policy Period" label abbreviated. */
export const labelsA8: Labels = {
  ...labelsA,
  policyNumber: "Policy No:",
  insured: "Name of Insured",
  address: "Mailing Address of Named Insured",
  carrier: "Insurer (Issuing Company)",
  producer: "Agent/Broker",
  occurrence: "Limit of Insurance - Each Occurrence",
  aggregate: "General Aggregate Limit",
  products: "Completed Operations Aggregate",
  rented: "Tenants Legal Liability",
  deductible: "Deductible (Each Claim)",
  moneyStyle: "plain",
  period: "period",
  periodLabel: "Coverage Period",
  periodValue: "dash",
  csl: "Combined Single Limit (BI/PD)",
};

/** Dates under "From" / "To", an insurer called "Insurance Carrier", abbreviated medical and deductible labels. */
export const labelsA9: Labels = {
  ...labelsA,
  policyNumber: "Policy Number:",
  insured: "First Named Insured",
  address: "Insured Mailing Address",
  carrier: "Insurance Carrier",
  producer: "Producer Name and Address",
  occurrence: "Occurrence",
  aggregate: "Gen. Agg. Limit",
  products: "Prod-Comp Ops Agg",
  personal: "Personal Injury & Advertising Injury",
  rented: "Damage to Premises Rented to You Limit",
  medical: "Med Pay (Any One Person)",
  deductible: "Ded. (Per Occurrence)",
  dateStyle: "long",
  period: "split",
  effectiveLabel: "From",
  expirationLabel: "To",
  csl: "Each Accident - Combined Single Limit",
};

/**
 * The unseen split's wordings (2026-11-27): never read while developing the reader, and its
 * failures are never printed. More carrier variants: "First Named Insured", "Issuing Company",
 * abbreviated aggregates, "Underwritten By".
 */
export const labelsC: Labels = {
  policyNumber: "Policy Num.",
  insured: "First Named Insured",
  address: "Insured Mailing Address",
  carrier: "Issuing Company",
  naic: "NAIC Company Code",
  producer: "Producer of Record",
  premium: "Total Estimated Premium",
  occurrence: "Occurrence Limit",
  aggregate: "General Aggregate (Other Than Prod/Comp Ops)",
  products: "Prod/Comp Ops Aggregate",
  personal: "Personal Injury & Advertising Injury",
  rented: "Damage To Premises Rented (Each Occurrence)",
  medical: "Medical Payments (Per Person)",
  deductible: "BI/PD Deductible Per Claim",
  dateStyle: "slash",
  moneyStyle: "plain",
  period: "split",
};

export const labelsC2: Labels = {
  ...labelsC,
  policyNumber: "Pol. No.",
  insured: "Insured",
  carrier: "Underwritten By",
  occurrence: "Each Occurrence Limit of Insurance",
  aggregate: "Annual Aggregate",
  premium: "Policy Premium",
  dateStyle: "iso",
  moneyStyle: "dollar",
  period: "period",
};
