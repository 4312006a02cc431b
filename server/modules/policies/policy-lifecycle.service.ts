import { eq, sql } from "drizzle-orm";
import {
  cancelBusinessPolicyInput,
  reinstateBusinessPolicyInput,
  renewBusinessPolicyInput,
} from "#domain/policy/inputs.ts";
import {
  formatUtcDay,
  hasActiveCancellation,
  nextTermEnd,
  renewalDefaults,
  startOfUtcDay,
  stateByDates,
} from "#domain/policy/lifecycle.ts";
import { type PolicyCancellation, type PolicyReinstatement, type PolicyType } from "#domain/policy/vocabulary.ts";
import { actingUserIdOf, inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { DomainError, parseInput, ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { getBusinessPolicy, hasNewerRenewal, type BusinessPolicy } from "./policies.service.ts";
import { businessPolicies } from "./policies.table.ts";
import { iso, pricingColumns } from "./policy-values.ts";
import { recordPolicyVersion } from "./policy-history.service.ts";
import { insertBusinessPolicy } from "./policy-writes.service.ts";

async function setPolicy(
  ctx: AgencyCtx,
  id: string,
  set: Partial<typeof businessPolicies.$inferInsert>,
): Promise<BusinessPolicy> {
  const [policy] = await ctx.db
    .update(businessPolicies)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(businessPolicies.id, id))
    .returning();
  return policy!;
}

/**
 * cancelBusinessPolicy: records the cancellation. Effective today or earlier: CANCELED now;
 * later: 'Cancellation Pending' until the date job moves it. Refused while a cancellation
 * stands (Cancel is disabled until reinstated: docs/product/policies.md).
 */
export async function cancelBusinessPolicy(ctx: AgencyCtx, id: string, input: unknown): Promise<BusinessPolicy> {
  const value = parseInput(cancelBusinessPolicyInput, input);
  return inTransaction(ctx, async (tx) => {
    const stored = await getBusinessPolicy(tx, id, { forUpdate: true });
    if (hasActiveCancellation(stored)) {
      throw new DomainError(
        "INVALID_STATE",
        "This policy is already canceled. Reinstate it before canceling it again.",
      );
    }
    refuseOutsideTerm(stored, value.effectiveAt);
    const now = tx.now();
    const cancellation: PolicyCancellation = {
      canceledAt: iso(now),
      canceledBy: value.canceledBy,
      effectiveAt: iso(value.effectiveAt),
      type: value.type,
      reason: value.reason,
      reasonDescription: value.reasonDescription,
      returnPremium: value.returnPremium ?? null,
      returnCommission: value.returnCommission ?? null,
      canceledById: actingUserIdOf(tx),
    };
    const state = value.effectiveAt <= now ? "CANCELED" : stored.state;
    const policy = await setPolicy(tx, stored.id, { cancellation, state });
    await recordAudit(tx, {
      action: "policies.policy_canceled",
      recordType: "business_policy",
      recordId: stored.id,
      data: {
        effectiveAt: cancellation.effectiveAt,
        reason: cancellation.reason,
        canceledBy: cancellation.canceledBy,
        state,
      },
    });
    await recordPolicyVersion(tx, stored.id, {
      kind: "CANCEL",
      changes: [
        { field: "cancellation.effectiveAt", from: null, to: cancellation.effectiveAt },
        ...stateChange(stored, policy),
      ],
      reason: value.reasonDescription,
    });
    return policy;
  });
}

/**
 * reinstateBusinessPolicy: records the reinstatement of a standing cancellation; a policy
 * already CANCELED goes back to the state its dates give (BINDING, INFORCE or EXPIRED).
 */
export async function reinstateBusinessPolicy(ctx: AgencyCtx, id: string, input: unknown): Promise<BusinessPolicy> {
  const value = parseInput(reinstateBusinessPolicyInput, input ?? {});
  return inTransaction(ctx, async (tx) => {
    const stored = await getBusinessPolicy(tx, id, { forUpdate: true });
    if (!hasActiveCancellation(stored))
      throw new DomainError("INVALID_STATE", "Only a canceled policy can be reinstated.");
    const now = tx.now();
    const reinstatement: PolicyReinstatement = {
      reinstatedAt: iso(now),
      effectiveAt: iso(value.effectiveAt ?? startOfUtcDay(now)),
      reasonDescription: value.reasonDescription,
      reinstatedById: actingUserIdOf(tx),
    };
    const state = stored.state === "CANCELED" ? stateByDates(stored, now) : stored.state;
    const policy = await setPolicy(tx, stored.id, { reinstatement, state });
    await recordAudit(tx, {
      action: "policies.policy_reinstated",
      recordType: "business_policy",
      recordId: stored.id,
      data: { effectiveAt: reinstatement.effectiveAt, state },
    });
    await recordPolicyVersion(tx, stored.id, {
      kind: "REINSTATE",
      changes: [
        { field: "reinstatement.effectiveAt", from: null, to: reinstatement.effectiveAt },
        ...stateChange(stored, policy),
      ],
      reason: value.reasonDescription,
    });
    return policy;
  });
}

/**
 * renewBusinessPolicy: the next term as a new BINDING policy linked to this one
 * (previous_policy_id); what the input leaves out is copied; the new term starts where the old
 * one ends and lasts as long (docs/product/policies.md, "Renew"), or today to a year on
 * when the old policy has no dates. A policy renews once: then it reports the newer version.
 */
export async function renewBusinessPolicy(ctx: AgencyCtx, id: string, input: unknown): Promise<BusinessPolicy> {
  const value = parseInput(renewBusinessPolicyInput, input ?? {});
  return inTransaction(ctx, async (tx) => {
    const old = await getBusinessPolicy(tx, id, { forUpdate: true });
    if (await hasNewerRenewal(tx, old.id)) {
      throw new DomainError(
        "INVALID_STATE",
        "This policy has already been renewed. Open the newer policy to renew it again.",
      );
    }
    const defaults = renewalDefaults(tx.now(), old);
    const inforceAt = value.inforceAt ?? defaults.inforceAt;
    const expiresAt = value.expiresAt ?? (value.inforceAt ? nextTermEnd(old, inforceAt) : defaults.expiresAt);
    if (expiresAt <= inforceAt)
      throw ValidationError.field("expiresAt", "The expiration date must be after the in-force date");
    const { billingType, intervalType, ...amounts } = value.pricing ?? {};
    const pricing = pricingColumns(old, amounts);
    const renewal = await insertBusinessPolicy(
      tx,
      old.accountId,
      {
        type: old.type as PolicyType,
        market: old.market,
        policyNumber: value.policyNumber ?? old.policyNumber,
        quoteNumber: value.quoteNumber ?? null,
        issuedAt: value.issuedAt ?? defaults.issuedAt,
        inforceAt,
        expiresAt,
        carrierId: old.carrierId,
        brokerId: old.brokerId,
        agencyUserId: old.agencyUserId,
        paymentIntervalType: old.paymentIntervalType,
        minimumEarnedPremium: old.minimumEarnedPremium,
        pricing: {
          ...pricing,
          billingType: billingType ?? old.billingType,
          intervalType: intervalType ?? old.intervalType,
        },
        details: old.details as never,
      },
      { previousPolicyId: old.id },
    );
    await recordAudit(tx, {
      action: "policies.policy_renewed",
      recordType: "business_policy",
      recordId: old.id,
      data: { nextPolicyId: renewal.id },
    });
    await recordPolicyVersion(tx, old.id, {
      kind: "RENEW",
      changes: [{ field: "renewal", from: null, to: renewal.policyNumber ?? renewal.id }],
      reason: null,
    });
    return renewal;
  });
}

const stateChange = (before: BusinessPolicy, after: BusinessPolicy) =>
  before.state === after.state ? [] : [{ field: "state", from: before.state, to: after.state }];

/**
 * A cancellation takes effect within the policy's term: not before it is in force, not after it
 * expires (docs/product/policies.md, "Cancel").
 */
function refuseOutsideTerm(policy: BusinessPolicy, effectiveAt: Date) {
  const day = startOfUtcDay(effectiveAt);
  const start = policy.inforceAt ? startOfUtcDay(policy.inforceAt) : null;
  const end = policy.expiresAt ? startOfUtcDay(policy.expiresAt) : null;
  if ((start && day < start) || (end && day > end)) {
    const range = [
      start ? `on or after ${formatUtcDay(start)}` : null,
      end ? `on or before ${formatUtcDay(end)}` : null,
    ]
      .filter(Boolean)
      .join(" and ");
    throw ValidationError.field("effectiveAt", `The cancellation must take effect within the policy term: ${range}`);
  }
}
