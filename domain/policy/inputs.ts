/** Business policy inputs: one zod schema per write, shared by the forms and the services. */
import { z } from "zod";
import { normalizeMoney, parseRateToMicros } from "../money.ts";
import {
  AGGREGATE_APPLIES_PER,
  COVERAGE_FORMS,
  COVERED_AUTOS,
  RETENTION_KINDS,
  UMBRELLA_FORMS,
  WORKERS_COMPENSATION_LIMITS,
  BILLING_INTERVALS,
  BILLING_TYPES,
  CANCELLATION_REASONS,
  CANCELLATION_TYPES,
  CANCELLERS,
  MARKETS,
  POLICY_LIMIT_FIELDS,
  POLICY_TYPES,
  type PolicyLimitGroup,
  type PolicyType,
} from "./vocabulary.ts";

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

/** Dates a policy can carry: years 1900 to 2200 (docs/product/policies.md, "Dates"). */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;
export const DATE_RANGE_MESSAGE = `Enter a date between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`;
const validDate = z.coerce
  .date({ error: "Enter a valid date" })
  .refine((d) => !Number.isNaN(d.getTime()), "Enter a valid date")
  .refine((d) => d.getUTCFullYear() >= MIN_DATE_YEAR && d.getUTCFullYear() <= MAX_DATE_YEAR, DATE_RANGE_MESSAGE);
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

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).nullish());
/** "yes" / "no" / blank (unknown) from a form, or a boolean / null from JSON. */
const optionalYesNo = z.preprocess(
  (value) => {
    if (value === "" || value === undefined) return undefined;
    if (value === "yes" || value === "true") return true;
    if (value === "no" || value === "false") return false;
    return value;
  },
  z.boolean({ error: "Choose yes, no or unknown" }).nullish(),
);

/** Recorded facts of the policy form (vocabulary.ts PolicyFacts); blank means unknown. */
export const policyFactsSchema = z.object({
  coverageForm: optionalChoice(COVERAGE_FORMS, "Choose occurrence or claims-made"),
  aggregateAppliesPer: optionalChoice(AGGREGATE_APPLIES_PER, "Choose per policy, project or location"),
  coveredAutos: z
    .preprocess(
      (value) => (typeof value === "string" ? (value ? [value] : undefined) : value),
      z.array(z.enum(COVERED_AUTOS, { error: "Choose covered autos from the list" })).nullish(),
    )
    .transform((value) => (value ? [...new Set(value)] : value)),
  umbrellaForm: optionalChoice(UMBRELLA_FORMS, "Choose umbrella or excess"),
  retentionKind: optionalChoice(RETENTION_KINDS, "Choose retention or deductible"),
  workersCompensationLimits: optionalChoice(WORKERS_COMPENSATION_LIMITS, "Choose per statute or other"),
  officersExcluded: optionalYesNo,
  additionalInsuredEndorsement: optionalYesNo,
  waiverOfSubrogationEndorsement: optionalYesNo,
  primaryNonContributoryEndorsement: optionalYesNo,
});

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
  facts: policyFactsSchema.nullish(),
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

/** One policy of createBusinessPolicies the premium is required, the rest defaults (docs/product/policies.md). */
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

/** cancelBusinessPolicy; defaults: canceled by the Carrier for insured nonpayment. */
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
