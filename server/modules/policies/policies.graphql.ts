import { builder } from "../../graphql/builder.ts";
import { mutationFromOperation } from "../../graphql/operation-field.ts";
import { PolicyDetailsInputRef } from "./policy-details.graphql.ts";
import "./policy-history.graphql.ts";
import {
  BillingIntervalEnum,
  BillingTypeEnum,
  BusinessPolicyRef,
  BusinessPolicyTypeEnum,
  CancellationReasonEnum,
  CancellationTypeEnum,
  CancellerEnum,
  MarketEnum,
} from "./policy-types.graphql.ts";
import {
  cancelBusinessPolicyOperation,
  createBusinessPoliciesOperation,
  deleteBusinessPolicyOperation,
  reinstateBusinessPolicyOperation,
  renewBusinessPolicyOperation,
  updateBusinessPolicyOperation,
} from "./policies.operations.ts";
import type { CreatePolicyOutcome } from "./policy-writes.service.ts";

/**
 * Policy mutations (docs/product/policies.md). Expected failures are union members
 * (ValidationError, ApplicationError).
 */

const PolicyPricingInputRef = builder.inputType("PolicyPricingInput", {
  fields: (t) => ({
    billingType: t.field({ type: BillingTypeEnum }),
    premium: t.field({ type: "Money" }),
    taxes: t.field({ type: "Money" }),
    agencyFees: t.field({ type: "Money" }),
    brokerFees: t.field({ type: "Money" }),
    policyFees: t.field({ type: "Money" }),
    otherFees: t.field({ type: "Money" }),
    intervalType: t.field({ type: BillingIntervalEnum }),
    commissionRate: t.string({ description: 'A fraction: "0.125" = 12.5%. Wins over estimatedCommission.' }),
    estimatedCommission: t.field({
      type: "Money",
      description: "Sets the rate (commission ÷ premium) when no rate is given.",
    }),
  }),
});

const policyFieldInputs = (t: any, typeRequired: boolean) => ({
  type: t.field({ type: BusinessPolicyTypeEnum, required: typeRequired }),
  market: t.field({ type: MarketEnum }),
  policyNumber: t.string(),
  quoteNumber: t.string(),
  issuedAt: t.field({ type: "DateTime" }),
  inforceAt: t.field({ type: "DateTime" }),
  expiresAt: t.field({ type: "DateTime" }),
  carrierId: t.id(),
  brokerId: t.id({ description: "The wholesale broker." }),
  agencyUserId: t.id({ description: "The agent; defaults to the signed-in user on create." }),
  paymentIntervalType: t.field({ type: BillingIntervalEnum }),
  minimumEarnedPremium: t.field({ type: "Money" }),
  pricing: t.field({ type: PolicyPricingInputRef }),
  details: t.field({ type: PolicyDetailsInputRef }),
});

const BusinessPolicyInputRef = builder.inputType("BusinessPolicyInput", {
  description: "A new policy; left out: the defaults (BINDING, Direct, Annual, today to 365 days on, fees 0).",
  fields: (t) => policyFieldInputs(t, true),
});

const CreateBusinessPoliciesInputRef = builder.inputType("CreateBusinessPoliciesInput", {
  fields: (t) => ({
    accountId: t.id({ required: true }),
    policies: t.field({ type: [BusinessPolicyInputRef], required: true }),
  }),
});

const CreateBusinessPoliciesPayloadRef = builder
  .objectRef<CreatePolicyOutcome[]>("CreateBusinessPoliciesPayload")
  .implement({
    fields: (t) => ({
      results: t.field({
        type: [BusinessPolicyRef],
        itemErrors: { union: { name: "BusinessPolicyOutcome" }, dataField: undefined, directResult: true },
        description:
          "One outcome per input policy, in input order: the policy, or a ValidationError (paths relative to that policy) or ApplicationError.",
        resolve: (outcomes) => outcomes as never,
      }),
      policies: t.field({
        type: [BusinessPolicyRef],
        description: "The policies that were created.",
        resolve: (outcomes) => outcomes.filter((o): o is Exclude<CreatePolicyOutcome, Error> => !(o instanceof Error)),
      }),
    }),
  });

mutationFromOperation(createBusinessPoliciesOperation, {
  type: CreateBusinessPoliciesPayloadRef,
  args: (t) => ({ input: t({ type: CreateBusinessPoliciesInputRef, required: true }) }),
});

const UpdateBusinessPolicyInputRef = builder.inputType("UpdateBusinessPolicyInput", {
  description: "Fields left out stay as they are; a blank policy or quote number keeps the stored one.",
  fields: (t) => ({ ...policyFieldInputs(t, false), updateReason: t.string({ required: true }) }),
});

mutationFromOperation(updateBusinessPolicyOperation, {
  type: BusinessPolicyRef,
  args: (t) => ({ id: t.id({ required: true }), input: t({ type: UpdateBusinessPolicyInputRef, required: true }) }),
});

mutationFromOperation(deleteBusinessPolicyOperation, {
  type: BusinessPolicyRef,
  args: (t) => ({ id: t.id({ required: true }) }),
});

const CancelBusinessPolicyInputRef = builder.inputType("CancelBusinessPolicyInput", {
  fields: (t) => ({
    canceledBy: t.field({ type: CancellerEnum, description: "Default CARRIER." }),
    effectiveAt: t.field({ type: "DateTime", required: true }),
    type: t.field({ type: CancellationTypeEnum, description: "Default CANCELLATION." }),
    reason: t.field({ type: CancellationReasonEnum, description: "Default INSURED_NONPAYMENT." }),
    reasonDescription: t.string(),
    returnPremium: t.field({ type: "Money" }),
    returnCommission: t.field({ type: "Money" }),
  }),
});

mutationFromOperation(cancelBusinessPolicyOperation, {
  type: BusinessPolicyRef,
  args: (t) => ({ id: t.id({ required: true }), input: t({ type: CancelBusinessPolicyInputRef, required: true }) }),
});

const ReinstateBusinessPolicyInputRef = builder.inputType("ReinstateBusinessPolicyInput", {
  fields: (t) => ({ effectiveAt: t.field({ type: "DateTime" }), reasonDescription: t.string() }),
});

mutationFromOperation(reinstateBusinessPolicyOperation, {
  type: BusinessPolicyRef,
  args: (t) => ({ id: t.id({ required: true }), input: t({ type: ReinstateBusinessPolicyInputRef }) }),
});

const RenewBusinessPolicyInputRef = builder.inputType("RenewBusinessPolicyInput", {
  fields: (t) => ({
    policyNumber: t.string(),
    quoteNumber: t.string(),
    issuedAt: t.field({ type: "DateTime" }),
    inforceAt: t.field({ type: "DateTime" }),
    expiresAt: t.field({ type: "DateTime", description: "Default: one year from today." }),
    pricing: t.field({ type: PolicyPricingInputRef }),
  }),
});

mutationFromOperation(renewBusinessPolicyOperation, {
  type: BusinessPolicyRef,
  args: (t) => ({ id: t.id({ required: true }), input: t({ type: RenewBusinessPolicyInputRef }) }),
});
