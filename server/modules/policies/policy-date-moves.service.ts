import { sql } from "drizzle-orm";
import { dayIn } from "#domain/time-zone.ts";
import { inTransaction, type Ctx } from "../../lib/context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { timeZonesOfAgencies } from "../identity/agency-time-zone.service.ts";
import { businessPolicies } from "./policies.table.ts";

/** The scheduled policy state moves by date (`policies.move-states-by-date`, docs/product/policies.md "States"). */

export interface DateMoves {
  canceled: number;
  expired: number;
  inforce: number;
}

const ACTIVE_CANCELLATION = sql`(${businessPolicies.cancellation} is not null and jsonb_typeof(${businessPolicies.cancellation}) = 'object'
  and (${businessPolicies.reinstatement} is null or jsonb_typeof(${businessPolicies.reinstatement}) <> 'object'
    or (${businessPolicies.reinstatement}->>'reinstatedAt')::timestamptz < (${businessPolicies.cancellation}->>'canceledAt')::timestamptz))`;

/** A stored date text the job may cast: years 1900–2200 only (docs/product/policies.md, "Dates"). */
const EFFECTIVE_AT = sql`(${businessPolicies.cancellation}->>'effectiveAt')`;
const CASTABLE_EFFECTIVE_AT = sql`${EFFECTIVE_AT} ~ '^(19[0-9][0-9]|2[01][0-9][0-9]|2200)-[0-9][0-9]-[0-9][0-9]T'`;

/**
 * The scheduled date moves (domain nextStateByDates in SQL), agency by agency, each in its own
 * transaction: due cancellations → CANCELED; BINDING/INFORCE past their expiry → EXPIRED;
 * BINDING in force → INFORCE. A cancellation date outside 1900–2200 (a row written before the
 * database check) is skipped, and an agency whose moves fail is logged and skipped, so one
 * tenant's bad row never stops the job for the others. Idempotent: a second run at the same time
 * moves nothing. Each agency's moves are audited as one entry. Policy dates (calendar days as UTC
 * midnight) are compared with the agency's today in its time zone (ADR 022), in the same form.
 */
export async function applyPolicyDateMoves(ctx: Ctx, now: Date = ctx.now()): Promise<DateMoves> {
  const agencies = await ctx.db
    .selectDistinct({ agencyId: businessPolicies.agencyId })
    .from(businessPolicies)
    .where(
      sql`${businessPolicies.deletedAt} is null and (${businessPolicies.state} in ('BINDING', 'INFORCE')
        or (${businessPolicies.state} <> 'CANCELED' and ${businessPolicies.cancellation} is not null))`,
    );
  const total: DateMoves = { canceled: 0, expired: 0, inforce: 0 };
  const zones = await timeZonesOfAgencies(
    ctx,
    agencies.map(({ agencyId }) => agencyId),
  );
  for (const { agencyId } of agencies) {
    const todaySql = sql`${dayIn(now, zones.get(agencyId) ?? "UTC").toISOString()}::timestamptz`;
    try {
      const moved = await inTransaction(ctx, (tx) => movesOfAgency(tx, agencyId, todaySql));
      total.canceled += moved.canceled;
      total.expired += moved.expired;
      total.inforce += moved.inforce;
    } catch (error) {
      ctx.log.error("Policy date moves failed for one agency; skipped", { agencyId, error });
    }
  }
  return total;
}

async function movesOfAgency(tx: Ctx, agencyId: string, todaySql: ReturnType<typeof sql>): Promise<DateMoves> {
  const live = sql`${businessPolicies.agencyId} = ${agencyId} and ${businessPolicies.deletedAt} is null`;
  const canceled = await tx.db
    .update(businessPolicies)
    .set({ state: "CANCELED", updatedAt: sql`now()` })
    .where(
      sql`${live} and ${businessPolicies.state} <> 'CANCELED' and ${ACTIVE_CANCELLATION}
        and (case when ${CASTABLE_EFFECTIVE_AT} then ${EFFECTIVE_AT}::timestamptz <= ${todaySql} else false end)`,
    )
    .returning({ id: businessPolicies.id });
  const expired = await tx.db
    .update(businessPolicies)
    .set({ state: "EXPIRED", updatedAt: sql`now()` })
    .where(
      sql`${live} and ${businessPolicies.state} in ('BINDING', 'INFORCE') and ${businessPolicies.expiresAt} <= ${todaySql}`,
    )
    .returning({ id: businessPolicies.id });
  const inforce = await tx.db
    .update(businessPolicies)
    .set({ state: "INFORCE", updatedAt: sql`now()` })
    .where(
      sql`${live} and ${businessPolicies.state} = 'BINDING' and ${businessPolicies.inforceAt} <= ${todaySql}
        and (${businessPolicies.expiresAt} is null or ${businessPolicies.expiresAt} > ${todaySql})`,
    )
    .returning({ id: businessPolicies.id });
  const moves = { canceled, expired, inforce };
  if (canceled.length + expired.length + inforce.length > 0) {
    await recordAudit(tx, {
      action: "policies.states_moved_by_date",
      agencyId,
      actorId: null,
      recordType: "business_policy",
      data: {
        canceled: moves.canceled.slice(0, 100).map((r) => r.id),
        expired: moves.expired.slice(0, 100).map((r) => r.id),
        inforce: moves.inforce.slice(0, 100).map((r) => r.id),
        counts: { canceled: canceled.length, expired: expired.length, inforce: inforce.length },
      },
    });
  }
  return { canceled: canceled.length, expired: expired.length, inforce: inforce.length };
}
