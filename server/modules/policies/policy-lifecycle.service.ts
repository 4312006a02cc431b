import { eq, sql } from "drizzle-orm";
import {
  cancelBusinessPolicyInput,
  reinstateBusinessPolicyInput,
  renewBusinessPolicyInput,
} from "#domain/policy/inputs.ts";
import { hasActiveCancellation, renewalDefaults, startOfUtcDay, stateByDates } from "#domain/policy/lifecycle.ts";
import { type PolicyCancellation, type PolicyReinstatement, type PolicyType } from "#domain/policy/vocabulary.ts";
import { actingUserIdOf, inTransaction, type AgencyCtx, type Ctx } from "../../lib/context.ts";
import { DomainError, parseInput, ValidationError } from "../../lib/errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { getBusinessPolicy, hasNewerRenewal, type BusinessPolicy } from "./policies.service.ts";
import { businessPolicies } from "./policies.table.ts";
import { iso, pricingColumns } from "./policy-values.ts";
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
 * stands (spec §4: Cancel is disabled until reinstated).
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
    return policy;
  });
}

/**
 * renewBusinessPolicy: the next term as a new BINDING policy linked to this one
 * (previous_policy_id); what the input leaves out is copied, dates default to a term from
 * today to one year on (spec §9). A policy renews once: then it reports the newer version.
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
    const defaults = renewalDefaults(tx.now());
    const inforceAt = value.inforceAt ?? defaults.inforceAt;
    const expiresAt =
      value.expiresAt ??
      (value.inforceAt
        ? new Date(new Date(inforceAt).setUTCFullYear(inforceAt.getUTCFullYear() + 1))
        : defaults.expiresAt);
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
    return renewal;
  });
}

export interface DateMoves {
  canceled: number;
  expired: number;
  inforce: number;
}

const ACTIVE_CANCELLATION = sql`(${businessPolicies.cancellation} is not null and jsonb_typeof(${businessPolicies.cancellation}) = 'object'
  and (${businessPolicies.reinstatement} is null or jsonb_typeof(${businessPolicies.reinstatement}) <> 'object'
    or (${businessPolicies.reinstatement}->>'reinstatedAt')::timestamptz < (${businessPolicies.cancellation}->>'canceledAt')::timestamptz))`;

/**
 * The scheduled date moves, for every agency (domain nextStateByDates in SQL): due
 * cancellations → CANCELED; BINDING/INFORCE past their expiry → EXPIRED; BINDING in force →
 * INFORCE. Idempotent: a second run at the same time moves nothing. Each agency's moves are
 * audited as one entry.
 */
export async function applyPolicyDateMoves(ctx: Ctx, now: Date = ctx.now()): Promise<DateMoves> {
  return inTransaction(ctx, async (tx) => {
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const live = sql`${businessPolicies.deletedAt} is null`;
    const canceled = await tx.db
      .update(businessPolicies)
      .set({ state: "CANCELED", updatedAt: sql`now()` })
      .where(
        sql`${live} and ${businessPolicies.state} <> 'CANCELED' and ${ACTIVE_CANCELLATION}
        and (${businessPolicies.cancellation}->>'effectiveAt')::timestamptz <= ${nowSql}`,
      )
      .returning({ id: businessPolicies.id, agencyId: businessPolicies.agencyId });
    const expired = await tx.db
      .update(businessPolicies)
      .set({ state: "EXPIRED", updatedAt: sql`now()` })
      .where(
        sql`${live} and ${businessPolicies.state} in ('BINDING', 'INFORCE') and ${businessPolicies.expiresAt} <= ${nowSql}`,
      )
      .returning({ id: businessPolicies.id, agencyId: businessPolicies.agencyId });
    const inforce = await tx.db
      .update(businessPolicies)
      .set({ state: "INFORCE", updatedAt: sql`now()` })
      .where(
        sql`${live} and ${businessPolicies.state} = 'BINDING' and ${businessPolicies.inforceAt} <= ${nowSql}
        and (${businessPolicies.expiresAt} is null or ${businessPolicies.expiresAt} > ${nowSql})`,
      )
      .returning({ id: businessPolicies.id, agencyId: businessPolicies.agencyId });
    const byAgency = new Map<string, Record<keyof DateMoves, string[]>>();
    for (const [move, rows] of [
      ["canceled", canceled],
      ["expired", expired],
      ["inforce", inforce],
    ] as const) {
      for (const row of rows) {
        const entry = byAgency.get(row.agencyId) ?? { canceled: [], expired: [], inforce: [] };
        entry[move].push(row.id);
        byAgency.set(row.agencyId, entry);
      }
    }
    for (const [agencyId, moves] of byAgency) {
      await recordAudit(tx, {
        action: "policies.states_moved_by_date",
        agencyId,
        actorId: null,
        recordType: "business_policy",
        data: {
          canceled: moves.canceled.slice(0, 100),
          expired: moves.expired.slice(0, 100),
          inforce: moves.inforce.slice(0, 100),
          counts: { canceled: moves.canceled.length, expired: moves.expired.length, inforce: moves.inforce.length },
        },
      });
    }
    return { canceled: canceled.length, expired: expired.length, inforce: inforce.length };
  });
}
