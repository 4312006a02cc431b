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
