/** Business policy vocabulary: states, lines of business, markets, cancellations, file types, limit fields. */

export const POLICY_STATES = ["BINDING", "CANCELED", "EXPIRED", "INFORCE", "PENDING", "UNKNOWN"] as const;
export type PolicyState = (typeof POLICY_STATES)[number];

/** Lines of business and their display names; anything else shows as Unknown. */
export const POLICY_TYPE_NAMES = {
  ACCIDENT_AND_HEALTH: "Accident and Health",
  BUSINESS_OWNERS: "Business Owners",
  COMMERCIAL_AUTO: "Auto",
  CYBER: "Cyber",
  DIRECTORS_AND_OFFICERS: "Directors and Officers",
  EMPLOYMENT_PRACTICES_LIABILITY: "Employment Practices Liability",
  ERRORS_AND_OMISSION: "Errors and Omission Liability",
  EXCESS: "Excess",
  GENERAL_LIABILITY: "General Liability",
  JEWELERS_BLOCK: "Jewelers Block",
  OTHER: "Other",
  PACKAGE: "Package",
  PRODUCT_LIABILITY: "Product Liability",
  PROFESSIONAL_LIABILITY: "Professional Liability",
  PROPERTY: "Property",
  RENTAL: "Rental",
  SHIPPING_AND_TRANSPORTATION: "Shipping and Transportation",
  UMBRELLA: "Umbrella",
  WORKERS_COMPENSATION: "Workers Compensation",
} as const;
export type PolicyType = keyof typeof POLICY_TYPE_NAMES;
export const POLICY_TYPES = Object.keys(POLICY_TYPE_NAMES) as PolicyType[];

export function policyTypeName(type: string | null | undefined): string {
  return type && type in POLICY_TYPE_NAMES ? POLICY_TYPE_NAMES[type as PolicyType] : "Unknown";
}

export const MARKETS = ["ADMITTED", "EXCESS_AND_SURPLUS"] as const;
export type Market = (typeof MARKETS)[number];

export const BILLING_INTERVALS = ["ANNUAL", "MONTHLY", "QUARTERLY", "NONE"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const BILLING_TYPES = ["DIRECT", "AGENCY"] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

export const CANCELLATION_REASONS = [
  "AGENCY_FOUND_BETTER_COVERAGE",
  "AGENCY_FOUND_BETTER_PRICE",
  "CARRIER_CLOSED_CLASS",
  "CARRIER_LOSS_HISTORY",
  "CARRIER_NONPAYMENT",
  "CARRIER_UNDERWRITING_REASON",
  "INSURED_CLOSED_BUSINESS",
  "INSURED_FOUND_BETTER_COVERAGE",
  "INSURED_FOUND_BETTER_PRICE",
  "INSURED_NONPAYMENT",
  "INSURED_NO_EXPOSURE",
  "OTHER",
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLERS = ["AGENCY", "CARRIER", "INSURED"] as const;
export type Canceller = (typeof CANCELLERS)[number];

export const CANCELLATION_TYPES = ["CANCELLATION", "NONRENEWAL", "QUOTE_EXPIRED"] as const;
export type CancellationType = (typeof CANCELLATION_TYPES)[number];

export interface PolicyCancellation {
  canceledAt: string;
  canceledBy: Canceller;
  effectiveAt: string;
  type: CancellationType;
  reason: CancellationReason;
  reasonDescription?: string | null;
  /** Decimal dollar strings. */
  returnPremium?: string | null;
  returnCommission?: string | null;
  canceledById?: string | null;
}

export interface PolicyReinstatement {
  reinstatedAt: string;
  effectiveAt: string;
  reasonDescription?: string | null;
  reinstatedById?: string | null;
}

/** Limits and the rest of a policy's details; amounts are decimal dollar strings. */
export interface PolicyDetails {
  summary?: string | null;
  insured?: { name?: string | null; address?: string | null } | null;
  carrierAddress?: string | null;
  additionalInsureds?: Array<{ name: string; address?: string | null; relationship?: string | null }>;
  coverageDescription?: string | null;
  exclusionDescription?: string | null;
  deductible?: string | null;
  extraLimits?: Array<{ name: string; amount: string }>;
  limits?: {
    generalLiability?: Record<string, string | null>;
    auto?: Record<string, string | null>;
    property?: Record<string, string | null>;
    cyber?: Record<string, string | null>;
    umbrellaExcess?: Record<string, string | null>;
    workersCompensation?: Record<string, string | null>;
  };
  locationLimits?: Array<{ location: string; limit: string }>;
  /** What the policy form and its endorsements say, as printed on certificates; absent = unknown. */
  facts?: PolicyFacts | null;
}

/**
 * Recorded facts of the policy form (docs/product/certificates.md "Only recorded facts"):
 * a certificate marks a box only when the fact is recorded here; unknown leaves it empty.
 */
export interface PolicyFacts {
  /** General liability, umbrella and excess. */
  coverageForm?: CoverageForm | null;
  /** General liability: the general aggregate applies per policy, project or location. */
  aggregateAppliesPer?: AggregateAppliesPer | null;
  /** Auto: the covered-auto symbols. */
  coveredAutos?: CoveredAuto[] | null;
  /** Umbrella or excess liability form. */
  umbrellaForm?: UmbrellaForm | null;
  /** Umbrella/excess: the amount under limits is a retention or a deductible. */
  retentionKind?: RetentionKind | null;
  /** Workers compensation limits: per statute or other. */
  workersCompensationLimits?: WorkersCompensationLimits | null;
  /** Workers compensation: any proprietor/partner/executive officer/member excluded. */
  officersExcluded?: boolean | null;
  /** Endorsements recorded on the policy (blanket or scheduled). */
  additionalInsuredEndorsement?: boolean | null;
  waiverOfSubrogationEndorsement?: boolean | null;
  primaryNonContributoryEndorsement?: boolean | null;
}

export const COVERAGE_FORMS = ["OCCURRENCE", "CLAIMS_MADE"] as const;
export type CoverageForm = (typeof COVERAGE_FORMS)[number];
export const COVERAGE_FORM_NAMES: Record<CoverageForm, string> = {
  OCCURRENCE: "Occurrence",
  CLAIMS_MADE: "Claims-made",
};

export const AGGREGATE_APPLIES_PER = ["POLICY", "PROJECT", "LOCATION"] as const;
export type AggregateAppliesPer = (typeof AGGREGATE_APPLIES_PER)[number];
export const AGGREGATE_APPLIES_PER_NAMES: Record<AggregateAppliesPer, string> = {
  POLICY: "Per policy",
  PROJECT: "Per project",
  LOCATION: "Per location",
};

export const COVERED_AUTOS = ["ANY", "OWNED", "SCHEDULED", "HIRED", "NON_OWNED"] as const;
export type CoveredAuto = (typeof COVERED_AUTOS)[number];
export const COVERED_AUTO_NAMES: Record<CoveredAuto, string> = {
  ANY: "Any auto",
  OWNED: "Owned autos only",
  SCHEDULED: "Scheduled autos",
  HIRED: "Hired autos only",
  NON_OWNED: "Non-owned autos only",
};

export const UMBRELLA_FORMS = ["UMBRELLA", "EXCESS"] as const;
export type UmbrellaForm = (typeof UMBRELLA_FORMS)[number];
export const UMBRELLA_FORM_NAMES: Record<UmbrellaForm, string> = { UMBRELLA: "Umbrella", EXCESS: "Excess" };

export const RETENTION_KINDS = ["RETENTION", "DEDUCTIBLE"] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export const RETENTION_KIND_NAMES: Record<RetentionKind, string> = { RETENTION: "Retention", DEDUCTIBLE: "Deductible" };

export const WORKERS_COMPENSATION_LIMITS = ["PER_STATUTE", "OTHER"] as const;
export type WorkersCompensationLimits = (typeof WORKERS_COMPENSATION_LIMITS)[number];
export const WORKERS_COMPENSATION_LIMITS_NAMES: Record<WorkersCompensationLimits, string> = {
  PER_STATUTE: "Per statute",
  OTHER: "Other",
};

/** Policy file types and the ones clients see by default (docs/product/documents.md). */
export const POLICY_FILE_TYPE_NAMES = {
  APPLICATION_FORM: "Application Form",
  BINDER: "Binder",
  CERTIFICATE: "Certificate",
  ENDORSEMENT: "Endorsement",
  INVOICE: "Invoice",
  LOST_POLICY_RELEASE: "Lost Policy Release",
  NOTICE_OF_CANCELLATION: "Notice of Cancellation",
  OTHER: "Other",
  POLICY_DOCUMENT: "Policy Document",
  QUOTE_DOCUMENT: "Quote Document",
} as const;
export type PolicyFileType = keyof typeof POLICY_FILE_TYPE_NAMES;
export const POLICY_FILE_TYPES = Object.keys(POLICY_FILE_TYPE_NAMES) as PolicyFileType[];

export const CLIENT_VISIBLE_FILE_TYPES: readonly PolicyFileType[] = [
  "BINDER",
  "ENDORSEMENT",
  "LOST_POLICY_RELEASE",
  "POLICY_DOCUMENT",
  "QUOTE_DOCUMENT",
];

export function isVisibleToClientByDefault(type: PolicyFileType): boolean {
  return CLIENT_VISIBLE_FILE_TYPES.includes(type);
}

export const MARKET_NAMES: Record<Market, string> = { ADMITTED: "Admitted", EXCESS_AND_SURPLUS: "Excess and Surplus" };
export const BILLING_TYPE_NAMES: Record<BillingType, string> = { DIRECT: "Direct", AGENCY: "Agency" };
export const BILLING_INTERVAL_NAMES: Record<BillingInterval, string> = {
  ANNUAL: "Annual",
  MONTHLY: "Monthly",
  QUARTERLY: "Quarterly",
  NONE: "None",
};
export const CANCELLER_NAMES: Record<Canceller, string> = { CARRIER: "Carrier", INSURED: "Insured", AGENCY: "Agency" };
export const CANCELLATION_TYPE_NAMES: Record<CancellationType, string> = {
  CANCELLATION: "Cancellation",
  NONRENEWAL: "Non-Renewal",
  QUOTE_EXPIRED: "Quote Expired",
};
export const CANCELLATION_REASON_NAMES: Record<CancellationReason, string> = {
  AGENCY_FOUND_BETTER_COVERAGE: "Agency found better coverage",
  AGENCY_FOUND_BETTER_PRICE: "Agency found a better price",
  CARRIER_CLOSED_CLASS: "Carrier closed the class",
  CARRIER_LOSS_HISTORY: "Carrier: loss history",
  CARRIER_NONPAYMENT: "Carrier nonpayment",
  CARRIER_UNDERWRITING_REASON: "Carrier underwriting reason",
  INSURED_CLOSED_BUSINESS: "Insured closed the business",
  INSURED_FOUND_BETTER_COVERAGE: "Insured found better coverage",
  INSURED_FOUND_BETTER_PRICE: "Insured found a better price",
  INSURED_NONPAYMENT: "Insured nonpayment",
  INSURED_NO_EXPOSURE: "Insured has no exposure",
  OTHER: "Other",
};

/**
 * The limits a policy's details carry, by group (amounts are decimal dollar strings). The
 * certificate reads the same keys (general liability, auto, umbrella/excess, workers comp).
 */
export const POLICY_LIMIT_FIELDS = {
  generalLiability: {
    eachOccurrence: "Each occurrence",
    damageToRentedPremises: "Damage to rented premises",
    medicalExpense: "Medical expense (any one person)",
    personalAndAdvertisingInjury: "Personal and advertising injury",
    generalAggregate: "General aggregate",
    productsCompletedOperationsAggregate: "Products – completed operations aggregate",
  },
  auto: {
    combinedSingleLimit: "Combined single limit (each accident)",
    bodilyInjuryPerPerson: "Bodily injury (per person)",
    bodilyInjuryPerAccident: "Bodily injury (per accident)",
    propertyDamage: "Property damage (per accident)",
  },
  property: {
    building: "Building",
    businessPersonalProperty: "Business personal property",
    businessIncome: "Business income",
  },
  cyber: { eachClaim: "Each claim", aggregate: "Aggregate" },
  umbrellaExcess: { eachOccurrence: "Each occurrence", aggregate: "Aggregate", retention: "Retention" },
  workersCompensation: {
    eachAccident: "E.L. each accident",
    diseaseEachEmployee: "E.L. disease – each employee",
    diseasePolicyLimit: "E.L. disease – policy limit",
  },
} as const;
export type PolicyLimitGroup = keyof typeof POLICY_LIMIT_FIELDS;
export const POLICY_LIMIT_GROUP_NAMES: Record<PolicyLimitGroup, string> = {
  generalLiability: "General liability",
  auto: "Auto",
  property: "Property",
  cyber: "Cyber",
  umbrellaExcess: "Umbrella / excess",
  workersCompensation: "Workers compensation",
};
