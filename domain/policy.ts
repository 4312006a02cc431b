/** Business policy vocabulary (spec back-office §3, §4, §9). */
import { z } from "zod";
import {
  centsToMoney,
  commissionFromRate,
  normalizeMoney,
  parseMoneyToCents,
  parseRateToMicros,
  rateFromCommission,
  sumMoney,
} from "./money.ts";

export const POLICY_STATES = ["BINDING", "CANCELED", "EXPIRED", "INFORCE", "PENDING", "UNKNOWN"] as const;
export type PolicyState = (typeof POLICY_STATES)[number];

/** Lines of business and their display names (spec §3); anything else shows as Unknown. */
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

/** Limits and the rest of a policy's details (spec §3); amounts are decimal dollar strings. */
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
}

/** Policy file types (spec §3) and the ones clients see by default (spec §5). */
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

// ================================================================================================
// Rules of business policies (spec §4, §5, §9): badges, dates, pricing, menu enablement, inputs.
// ================================================================================================

/** Badge colours of spec §4; the label always says the state. */
export const POLICY_STATE_BADGES: Record<
  PolicyState,
  { label: string; tone: "amber" | "sky" | "green" | "neutral" | "rose" }
> = {
  PENDING: { label: "Pending", tone: "amber" },
  BINDING: { label: "Binding", tone: "sky" },
  INFORCE: { label: "In force", tone: "green" },
  EXPIRED: { label: "Expired", tone: "neutral" },
  CANCELED: { label: "Canceled", tone: "rose" },
  UNKNOWN: { label: "Unknown", tone: "neutral" },
};

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

// ---- Dates --------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;

/** Policy dates are calendar dates, kept as UTC midnight. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Same calendar day a year on (Feb 29 → Mar 1). */
export function addOneYear(date: Date): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

// ---- Pricing ------------------------------------------------------------------------------------

export interface PricingAmounts {
  premium: string;
  taxes: string;
  agencyFees: string;
  brokerFees: string;
  policyFees: string;
  otherFees: string;
}

/** Total = premium + taxes + agency fees + broker fees + policy fees + other fees (spec §5), exact. */
export function policyTotal(p: Partial<PricingAmounts>): string {
  return sumMoney([p.premium, p.taxes, p.agencyFees, p.brokerFees, p.policyFees, p.otherFees]);
}

export { commissionFromRate, rateFromCommission };

/**
 * The commission pair kept together: a rate wins (commission = rate × premium); a commission
 * alone gives the rate (commission ÷ premium, none when the premium is 0).
 */
export function resolveCommission(
  premium: string,
  rate: string | null | undefined,
  commission: string | null | undefined,
) {
  if (rate != null && rate !== "")
    return { commissionRate: rate, estimatedCommission: commissionFromRate(premium, rate) };
  if (commission != null && commission !== "")
    return { commissionRate: rateFromCommission(premium, commission), estimatedCommission: commission };
  return { commissionRate: null, estimatedCommission: null };
}

// ---- States and menu rules (spec §4) -------------------------------------------------------------

export interface PolicyLifecycleFacts {
  state: PolicyState;
  inforceAt: Date | string | null;
  expiresAt: Date | string | null;
  cancellation: Pick<PolicyCancellation, "canceledAt" | "effectiveAt"> | null;
  reinstatement: Pick<PolicyReinstatement, "reinstatedAt"> | null;
}

const time = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).getTime());

/** A cancellation exists and no reinstatement came after it. */
export function hasActiveCancellation(policy: Pick<PolicyLifecycleFacts, "cancellation" | "reinstatement">): boolean {
  if (!policy.cancellation) return false;
  if (!policy.reinstatement) return true;
  return time(policy.reinstatement.reinstatedAt)! < time(policy.cancellation.canceledAt)!;
}

/** 'Cancellation Pending': canceled with an effective date still ahead. */
export function isCancellationPending(policy: PolicyLifecycleFacts, now: Date): boolean {
  return (
    hasActiveCancellation(policy) &&
    policy.state !== "CANCELED" &&
    time(policy.cancellation!.effectiveAt)! > now.getTime()
  );
}

/** The state the dates give a policy that is not canceled: BINDING until in force, then INFORCE, then EXPIRED. */
export function stateByDates(policy: Pick<PolicyLifecycleFacts, "inforceAt" | "expiresAt">, now: Date): PolicyState {
  const at = now.getTime();
  const expires = time(policy.expiresAt);
  const inforce = time(policy.inforceAt);
  if (expires != null && expires <= at) return "EXPIRED";
  if (inforce != null && inforce <= at) return "INFORCE";
  return "BINDING";
}

/**
 * What the scheduled job moves a policy to: a due cancellation → CANCELED; BINDING → INFORCE at
 * inforceAt; BINDING/INFORCE → EXPIRED once expiresAt has passed. PENDING, UNKNOWN and EXPIRED
 * stay (their moves are not by date), and so does a policy with a cancellation still ahead.
 */
export function nextStateByDates(policy: PolicyLifecycleFacts, now: Date): PolicyState {
  if (hasActiveCancellation(policy)) {
    return time(policy.cancellation!.effectiveAt)! <= now.getTime()
      ? "CANCELED"
      : policy.state === "CANCELED"
        ? "CANCELED"
        : moveByDates(policy, now);
  }
  return moveByDates(policy, now);
}

function moveByDates(policy: PolicyLifecycleFacts, now: Date): PolicyState {
  if (policy.state !== "BINDING" && policy.state !== "INFORCE") return policy.state;
  const byDates = stateByDates(policy, now);
  if (policy.state === "INFORCE" && byDates === "BINDING") return "INFORCE"; // never backwards by date
  return byDates;
}

export interface PolicyMenuFacts extends Pick<PolicyLifecycleFacts, "cancellation" | "reinstatement"> {
  /** A (not deleted) policy renews this one. */
  hasNewerRenewal: boolean;
}

/** More-menu enablement, exactly as spec §4. */
export function policyMenu(policy: PolicyMenuFacts) {
  const canceled = hasActiveCancellation(policy);
  return {
    delete: !policy.hasNewerRenewal,
    renew: !policy.hasNewerRenewal,
    cancel: !canceled,
    reinstate: canceled,
  };
}

// ---- Defaults (spec §9) --------------------------------------------------------------------------

/** A new policy: BINDING, Direct billing, Annual payment, issued and in force today, expiring 365 days later, fees 0. */
export function newPolicyDefaults(now: Date) {
  const today = startOfUtcDay(now);
  return {
    state: "BINDING" as PolicyState,
    billingType: "DIRECT" as BillingType,
    paymentIntervalType: "ANNUAL" as BillingInterval,
    intervalType: "ANNUAL" as BillingInterval,
    issuedAt: today,
    inforceAt: today,
    expiresAt: addDays(today, 365),
    premium: "0.00",
    taxes: "0.00",
    agencyFees: "0.00",
    brokerFees: "0.00",
    policyFees: "0.00",
    otherFees: "0.00",
    minimumEarnedPremium: "0.00",
  };
}

/** A renewal: issued and in force today, expiring one year from today (spec §9). */
export function renewalDefaults(now: Date) {
  const today = startOfUtcDay(now);
  return { issuedAt: today, inforceAt: today, expiresAt: addOneYear(today) };
}

/** Cancel dialog: canceled by the Carrier for insured nonpayment, a cancellation effective today. */
export function cancellationDefaults(now: Date) {
  return {
    canceledBy: "CARRIER" as Canceller,
    type: "CANCELLATION" as CancellationType,
    reason: "INSURED_NONPAYMENT" as CancellationReason,
    effectiveAt: startOfUtcDay(now),
  };
}

// ---- Input schemas (one per input; the forms and the services share them) -------------------------

const trimmedOptional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .nullish()
    .transform((value) => (value ? value : null));

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Money as a decimal dollar string: "$1,234.5" → "1234.50"; non-numeric entries are refused. */
export const moneySchema = z
  .union([z.string(), z.number()], { error: "Enter an amount in dollars, like 1250.00" })
  .transform((value, ctx) => {
    const money = normalizeMoney(value);
    if (money == null) {
      ctx.addIssue({ code: "custom", message: "Enter an amount in dollars, like 1250.00" });
      return z.NEVER;
    }
    return money;
  });

/** Optional money: "" and null count as not given. */
const optionalMoney = z.preprocess((value) => (value === "" ? undefined : value), moneySchema.nullish());

/** A commission rate as a fraction ("0.125" = 12.5%). */
export const rateSchema = z
  .union([z.string(), z.number()], { error: "Enter a rate between 0% and 100%" })
  .transform((value, ctx) => {
    const micros = parseRateToMicros(String(value));
    if (micros == null || micros > 1_000_000) {
      ctx.addIssue({ code: "custom", message: "Enter a rate between 0% and 100%" });
      return z.NEVER;
    }
    return String(value).trim();
  });

const validDate = z.coerce
  .date({ error: "Enter a valid date" })
  .refine((d) => !Number.isNaN(d.getTime()), "Enter a valid date");
/** A required date: "" and null count as missing. */
const dateSchema = z.preprocess(blankToUndefined, validDate);
/** An optional date: "" and null count as not given. */
const optionalDate = z.preprocess(blankToUndefined, validDate.optional());
const idSchema = (what: string) => z.uuid({ error: `Choose a ${what}` });

const limitGroupSchema = (group: PolicyLimitGroup) =>
  z
    .object(
      Object.fromEntries(Object.keys(POLICY_LIMIT_FIELDS[group]).map((key) => [key, optionalMoney])) as Record<
        string,
        typeof optionalMoney
      >,
    )
    .partial()
    .nullish();

export const policyDetailsSchema = z.object({
  summary: trimmedOptional(2000, "Summary"),
  insured: z
    .object({ name: trimmedOptional(200, "Insured name"), address: trimmedOptional(300, "Insured address") })
    .nullish(),
  carrierAddress: trimmedOptional(300, "Carrier address"),
  additionalInsureds: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, "Enter the additional insured's name")
          .max(200, "Name is too long (200 characters at most)"),
        address: trimmedOptional(300, "Address"),
        relationship: trimmedOptional(200, "Relationship"),
      }),
    )
    .max(50, "Up to 50 additional insureds")
    .optional(),
  coverageDescription: trimmedOptional(5000, "Coverage description"),
  exclusionDescription: trimmedOptional(5000, "Exclusion description"),
  deductible: optionalMoney,
  extraLimits: z
    .array(
      z.object({ name: z.string().trim().min(1, "Name the limit").max(200, "Name is too long"), amount: moneySchema }),
    )
    .max(50, "Up to 50 extra limits")
    .optional(),
  limits: z
    .object({
      generalLiability: limitGroupSchema("generalLiability"),
      auto: limitGroupSchema("auto"),
      property: limitGroupSchema("property"),
      cyber: limitGroupSchema("cyber"),
      umbrellaExcess: limitGroupSchema("umbrellaExcess"),
      workersCompensation: limitGroupSchema("workersCompensation"),
    })
    .partial()
    .nullish(),
  locationLimits: z
    .array(
      z.object({
        location: z.string().trim().min(1, "Enter the location").max(300, "Location is too long"),
        limit: moneySchema,
      }),
    )
    .max(200, "Up to 200 locations")
    .optional(),
});
export type PolicyDetailsInput = z.output<typeof policyDetailsSchema>;

export const pricingInputSchema = z.object({
  billingType: z.enum(BILLING_TYPES, { error: "Choose Direct or Agency billing" }).optional(),
  premium: optionalMoney,
  taxes: optionalMoney,
  agencyFees: optionalMoney,
  brokerFees: optionalMoney,
  policyFees: optionalMoney,
  otherFees: optionalMoney,
  intervalType: z.enum(BILLING_INTERVALS, { error: "Choose a billing interval" }).nullish(),
  commissionRate: z.preprocess((value) => (value === "" ? undefined : value), rateSchema.nullish()),
  estimatedCommission: optionalMoney,
});

/** The policy fields every write shares. */
const policyFields = {
  type: z.enum(POLICY_TYPES as [PolicyType, ...PolicyType[]], { error: "Choose a line of business" }),
  market: z.enum(MARKETS, { error: "Choose a market" }).nullish(),
  policyNumber: trimmedOptional(100, "Policy number"),
  quoteNumber: trimmedOptional(100, "Quote number"),
  issuedAt: optionalDate,
  inforceAt: optionalDate,
  expiresAt: optionalDate,
  carrierId: idSchema("carrier").nullish(),
  brokerId: idSchema("wholesale broker").nullish(),
  agencyUserId: idSchema("agent").nullish(),
  paymentIntervalType: z.enum(BILLING_INTERVALS, { error: "Choose a payment interval" }).nullish(),
  minimumEarnedPremium: optionalMoney,
  pricing: pricingInputSchema.optional(),
  details: policyDetailsSchema.optional(),
};

function expiryAfterInforce(value: { inforceAt?: Date | null; expiresAt?: Date | null }, ctx: z.RefinementCtx) {
  if (value.inforceAt && value.expiresAt && value.expiresAt <= value.inforceAt) {
    ctx.addIssue({
      code: "custom",
      path: ["expiresAt"],
      message: "The expiration date must be after the in-force date",
    });
  }
}

/** One policy of createBusinessPolicies (spec §7): the premium is required, the rest defaults (§9). */
export const businessPolicyInput = z
  .object({
    ...policyFields,
    pricing: pricingInputSchema.extend({ premium: moneySchema }),
  })
  .superRefine(expiryAfterInforce);
export type BusinessPolicyInput = z.output<typeof businessPolicyInput>;

/** createBusinessPolicies: an account and its new policies; each policy succeeds or fails alone. */
export const createBusinessPoliciesInput = z.object({
  accountId: z.uuid({ error: "Choose an account" }),
  policies: z.array(z.unknown()).min(1, "Add at least one policy").max(50, "Up to 50 policies at a time"),
});

/** updateBusinessPolicy: any policy field (absent = unchanged) and why it changed. */
export const updateBusinessPolicyInput = z
  .object({
    ...policyFields,
    type: policyFields.type.optional(),
    updateReason: z
      .string({ error: "Say why the policy changed" })
      .trim()
      .min(1, "Say why the policy changed")
      .max(1000, "Reason is too long (1000 characters at most)"),
  })
  .superRefine(expiryAfterInforce);
export type UpdateBusinessPolicyInput = z.output<typeof updateBusinessPolicyInput>;

/** cancelBusinessPolicy (spec §7); defaults: canceled by the Carrier for insured nonpayment. */
export const cancelBusinessPolicyInput = z.object({
  canceledBy: z.enum(CANCELLERS, { error: "Choose who canceled" }).default("CARRIER"),
  effectiveAt: dateSchema,
  type: z.enum(CANCELLATION_TYPES, { error: "Choose a cancellation type" }).default("CANCELLATION"),
  reason: z.enum(CANCELLATION_REASONS, { error: "Choose a reason" }).default("INSURED_NONPAYMENT"),
  reasonDescription: trimmedOptional(2000, "Description"),
  returnPremium: optionalMoney,
  returnCommission: optionalMoney,
});
export type CancelBusinessPolicyInput = z.output<typeof cancelBusinessPolicyInput>;

/** reinstateBusinessPolicy: when the reinstatement takes effect and why. */
export const reinstateBusinessPolicyInput = z.object({
  effectiveAt: optionalDate,
  reasonDescription: trimmedOptional(2000, "Description"),
});
export type ReinstateBusinessPolicyInput = z.output<typeof reinstateBusinessPolicyInput>;

/** renewBusinessPolicy: the next term; anything left out is copied from the renewed policy. */
export const renewBusinessPolicyInput = z
  .object({
    policyNumber: trimmedOptional(100, "Policy number"),
    quoteNumber: trimmedOptional(100, "Quote number"),
    issuedAt: optionalDate,
    inforceAt: optionalDate,
    expiresAt: optionalDate,
    pricing: pricingInputSchema.omit({ estimatedCommission: true }).optional(),
  })
  .superRefine(expiryAfterInforce);
export type RenewBusinessPolicyInput = z.output<typeof renewBusinessPolicyInput>;

/** Cents of a money string, for sorting and sums outside the pricing helpers. */
export const moneyCents = (value: string | null | undefined) => parseMoneyToCents(value ?? "0") ?? 0;
export { centsToMoney };

/** createCarrier: an agency's own carrier or wholesale broker. */
export const createCarrierInput = z
  .object({
    name: z
      .string({ error: "Enter the name" })
      .trim()
      .min(1, "Enter the name")
      .max(200, "Name is too long (200 characters at most)"),
    naicCode: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value == null || /^\d{5}$/.test(value), "A NAIC company code has 5 digits"),
    isCarrier: z.boolean().default(true),
    isBroker: z.boolean().default(false),
  })
  .refine((value) => value.isCarrier || value.isBroker, {
    path: ["isCarrier"],
    message: "Choose carrier, wholesale broker or both",
  });
export type CreateCarrierInput = z.output<typeof createCarrierInput>;

/** The Create a new policy form: the account and one policy (route action POST /app/policies/new). */
export const newPolicyFormSchema = z
  .object({ accountId: z.uuid({ error: "Choose an account" }) })
  .and(businessPolicyInput);
