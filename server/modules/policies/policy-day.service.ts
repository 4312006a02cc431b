import { and, asc, count, eq, isNull, lt, notInArray, sql, type SQL } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import type { BusinessPolicy } from "./policies.service.ts";
import { businessPolicies } from "./policies.table.ts";

export interface PolicyList {
  nodes: BusinessPolicy[];
  totalCount: number;
}

/** A cancellation that no later reinstatement undid (domain/policy/lifecycle.ts hasActiveCancellation, in SQL). */
const activeCancellation = sql`(${businessPolicies.cancellation} is not null and (${businessPolicies.reinstatement} is null
  or (${businessPolicies.reinstatement}->>'reinstatedAt')::timestamptz < (${businessPolicies.cancellation}->>'canceledAt')::timestamptz))`;

/** A live policy renews this one (renewal.nextPolicies is not empty). */
const hasRenewal = sql`exists (select 1 from ${businessPolicies} as renewal
  where renewal.previous_policy_id = ${businessPolicies.id} and renewal.deleted_at is null)`;

const effectiveAt = sql`(${businessPolicies.cancellation}->>'effectiveAt')::timestamptz`;

async function list(ctx: AgencyCtx, where: SQL, order: SQL[], limit: number): Promise<PolicyList> {
  const [nodes, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(businessPolicies)
      .where(where)
      .orderBy(...order)
      .limit(limit),
    ctx.db.select({ n: count() }).from(businessPolicies).where(where),
  ]);
  return { nodes, totalCount: Number(counted?.n ?? 0) };
}

const live = (ctx: AgencyCtx) =>
  and(eq(businessPolicies.agencyId, ctx.actor.agencyId), isNull(businessPolicies.deletedAt))!;

/**
 * The agency's live policies expiring on a day from `from` to before `until` (calendar days kept
 * as UTC midnight) with no renewal and no cancellation in force, soonest first (Home's "Your day").
 */
export async function policiesExpiringWithoutRenewal(
  ctx: AgencyCtx,
  from: Date,
  until: Date,
  limit: number,
): Promise<PolicyList> {
  const where = and(
    live(ctx),
    notInArray(businessPolicies.state, ["CANCELED", "EXPIRED"]),
    sql`${businessPolicies.expiresAt} >= ${from.toISOString()}`,
    lt(businessPolicies.expiresAt, until),
    sql`not ${activeCancellation}`,
    sql`not ${hasRenewal}`,
  )!;
  return list(ctx, where, [asc(businessPolicies.expiresAt), asc(businessPolicies.id)], limit);
}

/** The agency's pending cancellations ('Cancellation Pending': effective date still ahead), soonest first. */
export async function pendingCancellations(ctx: AgencyCtx, limit: number): Promise<PolicyList> {
  const where = and(
    live(ctx),
    sql`${businessPolicies.state} <> 'CANCELED'`,
    activeCancellation,
    sql`${effectiveAt} > ${ctx.now().toISOString()}`,
  )!;
  return list(ctx, where, [asc(effectiveAt), asc(businessPolicies.id)], limit);
}
