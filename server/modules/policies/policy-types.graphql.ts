import { COUNT_LIMIT_ARG, listPageFields } from "../../graphql/list-count.ts";
import {
  BILLING_INTERVALS,
  BILLING_TYPES,
  CANCELLATION_REASONS,
  CANCELLATION_TYPES,
  CANCELLERS,
  MARKETS,
  POLICY_STATES,
  POLICY_TYPES,
  policyTypeName,
  type PolicyCancellation,
  type PolicyReinstatement,
} from "#domain/policy/vocabulary.ts";
import { builder } from "../../graphql/builder.ts";
import { orNotFound } from "../../graphql/errors.ts";
import { DomainError } from "../../lib/errors.ts";
import { AccountRef } from "../accounts/accounts.graphql.ts";
import { CarrierRef } from "../carriers/carriers.graphql.ts";
import { AgencyUserRef } from "../identity/identity.graphql.ts";
import {
  getBusinessPolicy,
  listBusinessPolicies,
  policiesOfAccount,
  policyStatus,
  type PolicyPage,
  type PolicyRecord,
} from "./policies.service.ts";
import { PolicyDetailsRef } from "./policy-details.graphql.ts";

/** Business policies (docs/product/policies.md; businessPolicies, businessPolicy). */
export const PolicyStateEnum = builder.enumType("PolicyState", { values: POLICY_STATES });
export const BusinessPolicyTypeEnum = builder.enumType("BusinessPolicyType", { values: POLICY_TYPES });
export const MarketEnum = builder.enumType("Market", { values: MARKETS });
export const BillingIntervalEnum = builder.enumType("BillingInterval", { values: BILLING_INTERVALS });
export const BillingTypeEnum = builder.enumType("BillingType", { values: BILLING_TYPES });
export const CancellationReasonEnum = builder.enumType("CancellationReason", { values: CANCELLATION_REASONS });
export const CancellerEnum = builder.enumType("Canceller", { values: CANCELLERS });
export const CancellationTypeEnum = builder.enumType("CancellationType", { values: CANCELLATION_TYPES });

const PolicyCancellationRef = builder.objectRef<PolicyCancellation>("PolicyCancellation").implement({
  fields: (t) => ({
    canceledAt: t.expose("canceledAt", { type: "DateTime" }),
    canceledBy: t.field({ type: CancellerEnum, resolve: (c) => c.canceledBy }),
    effectiveAt: t.expose("effectiveAt", { type: "DateTime" }),
    type: t.field({ type: CancellationTypeEnum, resolve: (c) => c.type }),
    reason: t.field({ type: CancellationReasonEnum, resolve: (c) => c.reason }),
    reasonDescription: t.exposeString("reasonDescription", { nullable: true }),
    returnPremium: t.field({ type: "Money", nullable: true, resolve: (c) => c.returnPremium ?? null }),
    returnCommission: t.field({ type: "Money", nullable: true, resolve: (c) => c.returnCommission ?? null }),
  }),
});

const PolicyReinstatementRef = builder.objectRef<PolicyReinstatement>("PolicyReinstatement").implement({
  fields: (t) => ({
    reinstatedAt: t.expose("reinstatedAt", { type: "DateTime" }),
    effectiveAt: t.expose("effectiveAt", { type: "DateTime" }),
    reasonDescription: t.exposeString("reasonDescription", { nullable: true }),
  }),
});

const PolicyPricingRef = builder.objectRef<PolicyRecord>("PolicyPricing").implement({
  description: "Money as decimal strings; total = premium + taxes + agency, broker, policy and other fees.",
  fields: (t) => ({
    billingType: t.field({ type: BillingTypeEnum, resolve: (p) => p.billingType }),
    premium: t.field({ type: "Money", resolve: (p) => p.premium }),
    taxes: t.field({ type: "Money", resolve: (p) => p.taxes }),
    agencyFees: t.field({ type: "Money", resolve: (p) => p.agencyFees }),
    brokerFees: t.field({ type: "Money", resolve: (p) => p.brokerFees }),
    policyFees: t.field({ type: "Money", resolve: (p) => p.policyFees }),
    otherFees: t.field({ type: "Money", resolve: (p) => p.otherFees }),
    total: t.field({ type: "Money", resolve: (p) => p.total }),
    intervalType: t.field({ type: BillingIntervalEnum, nullable: true, resolve: (p) => p.intervalType }),
    commissionRate: t.string({
      nullable: true,
      description: 'Commission ÷ premium as a fraction ("0.125" = 12.5%).',
      resolve: (p) => p.commissionRate,
    }),
    estimatedCommission: t.field({ type: "Money", nullable: true, resolve: (p) => p.estimatedCommission }),
  }),
});

const PolicyActionsRef = builder
  .objectRef<Awaited<ReturnType<typeof policyStatus>>>("BusinessPolicyActions")
  .implement({
    description: "The More menu's enablement and the notices to show.",
    fields: (t) => ({
      canDelete: t.boolean({ resolve: (s) => s.delete }),
      canRenew: t.boolean({ resolve: (s) => s.renew }),
      canCancel: t.boolean({ resolve: (s) => s.cancel }),
      canReinstate: t.boolean({ resolve: (s) => s.reinstate }),
      cancellationPending: t.exposeBoolean("cancellationPending"),
      hasNewerRenewal: t.exposeBoolean("hasNewerRenewal"),
    }),
  });

export const BusinessPolicyRef = builder.objectRef<PolicyRecord>("BusinessPolicy");

const PolicyRenewalRef = builder.objectRef<PolicyRecord>("PolicyRenewal").implement({
  fields: (t) => ({
    nextPolicies: t.withAuth({ signedIn: true }).field({
      type: [BusinessPolicyRef],
      resolve: (p, _args, { loaders }) => loaders.nextPolicies.load(p.id),
    }),
    previousPolicies: t.withAuth({ signedIn: true }).field({
      type: [BusinessPolicyRef],
      resolve: async (p, _args, { loaders }) => {
        const previous = p.previousPolicyId ? await loaders.policy.load(p.previousPolicyId) : null;
        return previous ? [previous] : [];
      },
    }),
  }),
});

BusinessPolicyRef.implement({
  description: "A business policy of one of the agency's accounts.",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type", { description: "Line of business (BusinessPolicyType values)." }),
    typeName: t.string({
      description: "Display name of the line of business; Unknown for others.",
      resolve: (p) => policyTypeName(p.type),
    }),
    state: t.field({ type: PolicyStateEnum, resolve: (p) => p.state }),
    market: t.field({ type: MarketEnum, nullable: true, resolve: (p) => p.market }),
    policyNumber: t.exposeString("policyNumber", { nullable: true }),
    quoteNumber: t.exposeString("quoteNumber", { nullable: true }),
    issuedAt: t.expose("issuedAt", { type: "DateTime", nullable: true }),
    inforceAt: t.expose("inforceAt", { type: "DateTime", nullable: true }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true }),
    accountId: t.exposeID("accountId"),
    account: t.withAuth({ signedIn: true }).field({
      type: AccountRef,
      resolve: async (p, _args, { loaders }) => {
        const account = p.loaded?.account ?? (await loaders.account.load(p.accountId));
        if (!account) throw new DomainError("NOT_FOUND", "Account not found");
        return account;
      },
    }),
    carrier: t.withAuth({ signedIn: true }).field({
      type: CarrierRef,
      nullable: true,
      resolve: (p, _args, { loaders }) =>
        p.loaded ? p.loaded.carrier : p.carrierId ? loaders.carrier.load(p.carrierId) : null,
    }),
    broker: t.withAuth({ signedIn: true }).field({
      type: CarrierRef,
      nullable: true,
      description: "The wholesale broker.",
      resolve: (p, _args, { loaders }) => (p.brokerId ? loaders.carrier.load(p.brokerId) : null),
    }),
    agencyUser: t.withAuth({ signedIn: true }).field({
      type: AgencyUserRef,
      nullable: true,
      description: "The agent.",
      resolve: (p, _args, { loaders }) => (p.agencyUserId ? loaders.agencyUser.load(p.agencyUserId) : null),
    }),
    paymentIntervalType: t.field({ type: BillingIntervalEnum, nullable: true, resolve: (p) => p.paymentIntervalType }),
    minimumEarnedPremium: t.field({ type: "Money", resolve: (p) => p.minimumEarnedPremium }),
    cancellation: t.field({ type: PolicyCancellationRef, nullable: true, resolve: (p) => p.cancellation }),
    reinstatement: t.field({ type: PolicyReinstatementRef, nullable: true, resolve: (p) => p.reinstatement }),
    renewal: t.field({ type: PolicyRenewalRef, resolve: (p) => p }),
    pricing: t.field({ type: PolicyPricingRef, resolve: (p) => p }),
    details: t.field({ type: PolicyDetailsRef, resolve: (p) => p.details ?? {} }),
    actions: t.withAuth({ signedIn: true }).field({
      type: PolicyActionsRef,
      resolve: async (p, _args, { agency, loaders }) =>
        policyStatus(agency, p, (await loaders.nextPolicies.load(p.id)).length > 0),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const BusinessPoliciesPageRef = builder.objectRef<PolicyPage>("BusinessPoliciesPage").implement({
  description: "One page of the policies list.",
  fields: (t) => ({
    nodes: t.field({ type: [BusinessPolicyRef], resolve: (page) => page.nodes }),
    ...listPageFields(t),
  }),
});

builder.queryField("businessPolicies", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BusinessPoliciesPageRef,
    description:
      "The agency's policies, newest first. `search`: every word matches the account (name, email), policy or quote number, or carrier name.",
    args: {
      search: t.arg.string(),
      accountId: t.arg.id(),
      page: t.arg.int(),
      pageSize: t.arg.int(),
      countLimit: t.arg.int({ description: COUNT_LIMIT_ARG }),
    },
    resolve: (_root, args, { agency }) =>
      listBusinessPolicies(agency, {
        search: args.search,
        accountId: args.accountId == null ? null : String(args.accountId),
        page: args.page,
        pageSize: args.pageSize,
        countLimit: args.countLimit,
      }),
  }),
);

builder.queryField("businessPolicy", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BusinessPolicyRef,
    description: "A policy of the agency (NOT_FOUND for another agency's or a deleted one).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { agency }) => orNotFound(getBusinessPolicy(agency, String(id))),
  }),
);

builder.objectField(AccountRef, "businessPolicies", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [BusinessPolicyRef],
    description: "The account's policies, newest first.",
    resolve: (account, _args, { agency }) => policiesOfAccount(agency, account.id),
  }),
);
