import { and, asc, count, eq, isNotNull, isNull, lt, notInArray, sql, type SQL } from "drizzle-orm";
import { dayIn, nextDay } from "#domain/time-zone.ts";
import { USER_DAY_ROWS, type ExpiringWindow } from "#domain/user-day.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { getAgencyTimeZone } from "../identity/agency-time-zone.service.ts";
import { businessPolicies } from "../policies/policies.table.ts";
import type { BusinessPolicy } from "../policies/policies.service.ts";
import { serviceRequests } from "../servicing/servicing.table.ts";
import type { ServiceRequest } from "../servicing/servicing.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DayList<T> {
  nodes: T[];
  totalCount: number;
}

export interface UserDay {
  /** The agency's today (a calendar date kept as UTC midnight) in its time zone. */
  today: Date;
  timeZone: string;
  expiringWithinDays: ExpiringWindow;
  dueRequests: DayList<ServiceRequest>;
  expiringPolicies: DayList<BusinessPolicy>;
  pendingCancellations: DayList<BusinessPolicy>;
}

/** A cancellation that no later reinstatement undid (domain/policy/lifecycle.ts hasActiveCancellation, in SQL). */
const activeCancellation = sql`(${businessPolicies.cancellation} is not null and (${businessPolicies.reinstatement} is null
  or (${businessPolicies.reinstatement}->>'reinstatedAt')::timestamptz < (${businessPolicies.cancellation}->>'canceledAt')::timestamptz))`;

/** A live policy of the agency renews this one (renewal.nextPolicies is not empty). */
const hasRenewal = sql`exists (select 1 from ${businessPolicies} as renewal
  where renewal.previous_policy_id = ${businessPolicies.id} and renewal.deleted_at is null)`;

async function page<T>(rows: Promise<T[]>, total: Promise<Array<{ n: number }>>): Promise<DayList<T>> {
  const [nodes, [counted]] = await Promise.all([rows, total]);
  return { nodes, totalCount: Number(counted?.n ?? 0) };
}

/**
 * The signed-in user's day (docs/product/home-and-presets.md, "Your day"), in the agency's time zone:
 * their OPEN requests due today or overdue (oldest due first); the agency's live policies expiring
 * from today to today + `expiringWithinDays` with no renewal and no cancellation (soonest first);
 * and its pending cancellations (canceled, effective date still ahead, soonest first). Each list is
 * its first rows and how many there are.
 */
export async function userDay(ctx: AgencyUserCtx, expiringWithinDays: ExpiringWindow): Promise<UserDay> {
  const { effective: timeZone } = await getAgencyTimeZone(ctx);
  const now = ctx.now();
  const today = dayIn(now, timeZone);
  const agencyId = ctx.actor.agencyId;

  const due: SQL = and(
    eq(serviceRequests.agencyId, agencyId),
    eq(serviceRequests.assigneeId, ctx.actor.agencyUserId),
    eq(serviceRequests.state, "OPEN"),
    isNotNull(serviceRequests.dueAt),
    lt(serviceRequests.dueAt, nextDay(today)),
  )!;
  const live = and(eq(businessPolicies.agencyId, agencyId), isNull(businessPolicies.deletedAt))!;
  const expiring: SQL = and(
    live,
    notInArray(businessPolicies.state, ["CANCELED", "EXPIRED"]),
    sql`${businessPolicies.expiresAt} >= ${today.toISOString()}`,
    lt(businessPolicies.expiresAt, new Date(today.getTime() + (expiringWithinDays + 1) * DAY_MS)),
    sql`not ${activeCancellation}`,
    sql`not ${hasRenewal}`,
  )!;
  const pending: SQL = and(
    live,
    sql`${businessPolicies.state} <> 'CANCELED'`,
    activeCancellation,
    sql`(${businessPolicies.cancellation}->>'effectiveAt')::timestamptz > ${now.toISOString()}`,
  )!;
  const effectiveAt = sql`(${businessPolicies.cancellation}->>'effectiveAt')::timestamptz`;

  const [dueRequests, expiringPolicies, pendingCancellations] = await Promise.all([
    page(
      ctx.db
        .select()
        .from(serviceRequests)
        .where(due)
        .orderBy(asc(serviceRequests.dueAt), asc(serviceRequests.id))
        .limit(USER_DAY_ROWS),
      ctx.db.select({ n: count() }).from(serviceRequests).where(due),
    ),
    page(
      ctx.db
        .select()
        .from(businessPolicies)
        .where(expiring)
        .orderBy(asc(businessPolicies.expiresAt), asc(businessPolicies.id))
        .limit(USER_DAY_ROWS),
      ctx.db.select({ n: count() }).from(businessPolicies).where(expiring),
    ),
    page(
      ctx.db
        .select()
        .from(businessPolicies)
        .where(pending)
        .orderBy(asc(effectiveAt), asc(businessPolicies.id))
        .limit(USER_DAY_ROWS),
      ctx.db.select({ n: count() }).from(businessPolicies).where(pending),
    ),
  ]);
  return { today, timeZone, expiringWithinDays, dueRequests, expiringPolicies, pendingCancellations };
}
