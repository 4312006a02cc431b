import { eq, sql } from "drizzle-orm";
import {
  businessPolicyInput,
  createBusinessPoliciesInput,
  updateBusinessPolicyInput,
  type BusinessPolicyInput,
  type UpdateBusinessPolicyInput,
} from "#domain/policy/inputs.ts";
import { hasActiveCancellation, newPolicyDefaults, stateByDates } from "#domain/policy/lifecycle.ts";
import { type PolicyDetails } from "#domain/policy/vocabulary.ts";
import { actingUserIdOf, inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, parseInput, ValidationError } from "../../lib/errors.ts";
import { getAccount } from "../accounts/accounts.query.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { getBusinessPolicy, hasNewerRenewal, type BusinessPolicy } from "./policies.service.ts";
import { businessPolicies } from "./policies.table.ts";
import { policyChanges, recordPolicyVersion } from "./policy-history.service.ts";
import { policySearchText } from "./policy-search.ts";
import { checkReferences, pricingColumns } from "./policy-values.ts";

/** One policy's outcome in createBusinessPolicies: the policy, or why that one failed. */
export type CreatePolicyOutcome = BusinessPolicy | ValidationError | DomainError;

/** Inserts one validated policy for `accountId` (defaults: docs/product/policies.md), audited. */
export async function insertBusinessPolicy(
  ctx: AgencyCtx,
  accountId: string,
  value: BusinessPolicyInput,
  extra: Partial<typeof businessPolicies.$inferInsert> = {},
): Promise<BusinessPolicy> {
  await checkReferences(ctx, value);
  const defaults = newPolicyDefaults(ctx.now());
  const pricing = value.pricing;
  const row: typeof businessPolicies.$inferInsert = {
    agencyId: ctx.actor.agencyId,
    accountId,
    type: value.type,
    state: defaults.state,
    market: value.market ?? null,
    policyNumber: value.policyNumber,
    quoteNumber: value.quoteNumber,
    issuedAt: value.issuedAt ?? defaults.issuedAt,
    inforceAt: value.inforceAt ?? defaults.inforceAt,
    expiresAt:
      value.expiresAt ??
      (value.inforceAt ? new Date(value.inforceAt.getTime() + 365 * 86_400_000) : defaults.expiresAt),
    carrierId: value.carrierId ?? null,
    brokerId: value.brokerId ?? null,
    agencyUserId: value.agencyUserId ?? actingUserIdOf(ctx),
    // one choice on the form: either interval given sets both (their first edit then shows no false change)
    paymentIntervalType: value.paymentIntervalType ?? pricing.intervalType ?? defaults.paymentIntervalType,
    minimumEarnedPremium: value.minimumEarnedPremium ?? defaults.minimumEarnedPremium,
    billingType: pricing.billingType ?? defaults.billingType,
    intervalType: pricing.intervalType ?? value.paymentIntervalType ?? defaults.intervalType,
    ...pricingColumns(null, pricing),
    details: (value.details ?? {}) as PolicyDetails,
    ...extra,
  };
  const [policy] = await ctx.db
    .insert(businessPolicies)
    .values({ ...row, searchText: policySearchText(row) })
    .returning();
  await recordAudit(ctx, {
    action: "policies.policy_created",
    recordType: "business_policy",
    recordId: policy!.id,
    data: { accountId, type: policy!.type, previousPolicyId: policy!.previousPolicyId },
  });
  return policy!;
}

/**
 * createBusinessPolicies (partial errors allowed): the account must be one of the
 * agency's business accounts; then each policy is validated and created on its own, and the
 * outcomes come back in input order (field paths relative to that policy).
 */
export async function createBusinessPolicies(ctx: AgencyCtx, input: unknown): Promise<CreatePolicyOutcome[]> {
  const { accountId, policies } = parseInput(createBusinessPoliciesInput, input);
  const account = await getAccount(ctx, accountId);
  if (account.type !== "BUSINESS") {
    throw new DomainError("INVALID_STATE", "Personal policies are not supported yet. Choose a business account.");
  }
  const outcomes: CreatePolicyOutcome[] = [];
  for (const raw of policies) {
    try {
      const value = parseInput(businessPolicyInput, raw);
      outcomes.push(await inTransaction(ctx, (tx) => insertBusinessPolicy(tx, accountId, value)));
    } catch (error) {
      if (error instanceof ValidationError || error instanceof DomainError) outcomes.push(error);
      else throw error;
    }
  }
  return outcomes;
}

/**
 * updateBusinessPolicy: changes the fields given (absent = unchanged; a blank policy or quote
 * number keeps the stored one), keeps the total and commission consistent, moves the state to
 * what the new dates say (unless canceled, pending or unknown) and audits the reason.
 */
export async function updateBusinessPolicy(ctx: AgencyCtx, id: string, input: unknown): Promise<BusinessPolicy> {
  const value = parseInput(updateBusinessPolicyInput, input);
  return inTransaction(ctx, async (tx) => {
    const stored = await getBusinessPolicy(tx, id, { forUpdate: true });
    refuseEmptiedRequired(stored, input, value);
    await checkReferences(tx, value);
    const set: Partial<typeof businessPolicies.$inferInsert> = {};
    if (value.type !== undefined) set.type = value.type;
    if (value.market !== undefined) set.market = value.market;
    if (value.policyNumber) set.policyNumber = value.policyNumber;
    if (value.quoteNumber) set.quoteNumber = value.quoteNumber;
    if (value.issuedAt) set.issuedAt = value.issuedAt;
    if (value.inforceAt) set.inforceAt = value.inforceAt;
    if (value.expiresAt) set.expiresAt = value.expiresAt;
    if (value.carrierId !== undefined) set.carrierId = value.carrierId;
    if (value.brokerId !== undefined) set.brokerId = value.brokerId;
    if (value.agencyUserId !== undefined) set.agencyUserId = value.agencyUserId;
    if (value.paymentIntervalType !== undefined) set.paymentIntervalType = value.paymentIntervalType;
    if (value.minimumEarnedPremium != null) set.minimumEarnedPremium = value.minimumEarnedPremium;
    if (value.details !== undefined) set.details = value.details as PolicyDetails;
    if (value.pricing) {
      const { billingType, intervalType, ...amounts } = value.pricing;
      if (billingType) set.billingType = billingType;
      if (intervalType !== undefined) set.intervalType = intervalType;
      Object.assign(set, pricingColumns(stored, amounts));
    }
    const inforceAt = set.inforceAt ?? stored.inforceAt;
    const expiresAt = set.expiresAt ?? stored.expiresAt;
    if (inforceAt && expiresAt && expiresAt <= inforceAt) {
      throw ValidationError.field(
        set.expiresAt ? "expiresAt" : "inforceAt",
        "The expiration date must be after the in-force date",
      );
    }
    const datesMoved = set.inforceAt !== undefined || set.expiresAt !== undefined;
    if (datesMoved && ["BINDING", "INFORCE", "EXPIRED"].includes(stored.state) && !hasActiveCancellation(stored)) {
      set.state = stateByDates({ inforceAt, expiresAt }, tx.now());
    }
    const changed = Object.keys(set).filter(
      (key) => JSON.stringify((set as any)[key]) !== JSON.stringify((stored as any)[key]),
    );
    const [policy] = await tx.db
      .update(businessPolicies)
      .set({
        ...set,
        // the search text from the row as it will be (the account is unchanged here)
        searchText: policySearchText({
          accountId: stored.accountId,
          policyNumber: set.policyNumber ?? stored.policyNumber,
          quoteNumber: set.quoteNumber ?? stored.quoteNumber,
          carrierId: set.carrierId !== undefined ? set.carrierId : stored.carrierId,
          brokerId: set.brokerId !== undefined ? set.brokerId : stored.brokerId,
        }),
        updatedAt: sql`now()`,
      })
      .where(eq(businessPolicies.id, stored.id))
      .returning();
    await recordAudit(tx, {
      action: "policies.policy_updated",
      recordType: "business_policy",
      recordId: stored.id,
      data: { updateReason: value.updateReason, changed },
    });
    await recordPolicyVersion(tx, stored.id, {
      kind: "UPDATE",
      changes: policyChanges(stored, policy!).filter((c) => c.field !== "total" && c.field !== "state"),
      reason: value.updateReason,
    });
    return policy!;
  });
}

/**
 * A policy number and a named insured, once set, cannot be emptied by an edit
 * (docs/product/policies.md, "Editing"): sent blank, they are refused under their field.
 */
function refuseEmptiedRequired(stored: BusinessPolicy, input: unknown, value: UpdateBusinessPolicyInput) {
  const raw = (input ?? {}) as Record<string, unknown>;
  if ("policyNumber" in raw && !value.policyNumber && stored.policyNumber) {
    throw ValidationError.field("policyNumber", "Enter the policy number; it cannot be removed");
  }
  const storedInsured = (stored.details as PolicyDetails | null)?.insured?.name;
  if (value.details !== undefined && storedInsured && !value.details.insured?.name) {
    throw ValidationError.field("details.insured.name", "Enter the named insured; it cannot be removed");
  }
}

/** deleteBusinessPolicy: hidden everywhere from now on; not while a newer renewal exists (docs/product/policies.md). */
export async function deleteBusinessPolicy(ctx: AgencyCtx, id: string): Promise<BusinessPolicy> {
  return inTransaction(ctx, async (tx) => {
    const stored = await getBusinessPolicy(tx, id, { forUpdate: true });
    if (await hasNewerRenewal(tx, stored.id)) {
      throw new DomainError("INVALID_STATE", "This policy has a newer renewal, so it cannot be deleted.");
    }
    const [policy] = await tx.db
      .update(businessPolicies)
      .set({ deletedAt: tx.now(), updatedAt: sql`now()` })
      .where(eq(businessPolicies.id, stored.id))
      .returning();
    await recordAudit(tx, {
      action: "policies.policy_deleted",
      recordType: "business_policy",
      recordId: stored.id,
      data: { accountId: stored.accountId },
    });
    return policy!;
  });
}
