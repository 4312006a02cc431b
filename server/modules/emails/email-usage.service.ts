import { and, eq, gte, sql } from "drizzle-orm";
import { limitMessage, limitOf } from "../../../domain/entitlements.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { getAgencySubscription } from "../billing/subscription.service.ts";
import { emailMessages, emailThreads } from "./email-threads.table.ts";
import { emailsTriagedThisMonth, monthStart } from "./triage-meter.ts";

/**
 * The plan's emails a month as the Emails list shows it (issue 30 item 10,
 * docs/product/emails-screens.md): how many inbound messages were triaged (or queued for it)
 * this month against the plan's limit, and how many were stored and shown but not triaged
 * because the limit was reached (OVER_LIMIT). The meter itself is ingest's (ADR 067).
 */
export interface EmailTriageUsage {
  used: number;
  /** Null: unlimited (Enterprise), or no subscription to meter against. */
  limit: number | null;
  /** Messages of this month kept and shown, not triaged, because the limit was reached. */
  heldThisMonth: number;
  /** When the meter starts again (the first day of next month, UTC). */
  resetsAt: Date;
  /** What the plan includes and what lifts it ("Your Basic plan includes 250 emails a month. Upgrade to Pro for 2,500 …"). */
  planMessage: string | null;
}

export async function getEmailTriageUsage(ctx: AgencyCtx): Promise<EmailTriageUsage> {
  const start = monthStart(ctx.now());
  const resetsAt = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const [subscription, used, [held]] = await Promise.all([
    getAgencySubscription(ctx),
    emailsTriagedThisMonth(ctx),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailMessages)
      .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
      .where(
        and(
          eq(emailThreads.agencyId, ctx.actor.agencyId),
          eq(emailMessages.direction, "IN"),
          eq(emailMessages.triageStatus, "OVER_LIMIT"),
          gte(emailMessages.sentAt, start),
        ),
      ),
  ]);
  const limit = subscription ? limitOf(subscription, "emailsPerMonth") : null;
  return {
    used,
    limit,
    heldThisMonth: held?.n ?? 0,
    resetsAt,
    planMessage: subscription && limit !== null ? limitMessage(subscription, "emailsPerMonth") : null,
  };
}
