import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { limitFor } from "../billing/entitlements.service.ts";
import { emailMessages, emailThreads, type TriageStatus } from "./email-threads.table.ts";

/**
 * What holds an inbound message back from triage (ADR 067): the loop limits (two auto-responders
 * cannot keep each other going) and the plan's emails a month (250 Basic, 2,500 Pro).
 */

/** Inbound messages triaged per sender per hour and per thread per day before the rest are held (loops). */
export const LOOP_LIMITS = { perSenderPerHour: 10, perThreadPerDay: 20 } as const;

const lower = (address: string) => address.trim().toLowerCase();

/** Why this message is over a loop limit (too many from one sender in an hour, or on one thread in a day), or null. */
export async function loopLimitOf(
  ctx: AgencyCtx,
  threadId: string,
  sender: string,
  messageId: string,
): Promise<string | null> {
  const now = ctx.now();
  const hourAgo = new Date(now.getTime() - 3600 * 1000);
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  const triaged: TriageStatus[] = ["QUEUED", "AWAITING_TRIAGE", "TRIAGED"];
  const [fromSender] = await ctx.db
    .select({ n: count() })
    .from(emailMessages)
    .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
    .where(
      and(
        eq(emailThreads.agencyId, ctx.actor.agencyId),
        eq(emailMessages.direction, "IN"),
        eq(emailMessages.senderEmail, lower(sender)),
        gte(emailMessages.sentAt, hourAgo),
        inArray(emailMessages.triageStatus, triaged),
        sql`${emailMessages.id} <> ${messageId}`,
      ),
    );
  if ((fromSender?.n ?? 0) >= LOOP_LIMITS.perSenderPerHour) {
    return `${LOOP_LIMITS.perSenderPerHour} messages from ${sender} were already triaged in the last hour`;
  }
  const [onThread] = await ctx.db
    .select({ n: count() })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.threadId, threadId),
        eq(emailMessages.direction, "IN"),
        gte(emailMessages.sentAt, dayAgo),
        inArray(emailMessages.triageStatus, triaged),
        sql`${emailMessages.id} <> ${messageId}`,
      ),
    );
  if ((onThread?.n ?? 0) >= LOOP_LIMITS.perThreadPerDay) {
    return `${LOOP_LIMITS.perThreadPerDay} messages on this thread were already triaged in the last 24 hours`;
  }
  return null;
}

/** The first day of this calendar month (UTC), where the month's meter starts. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Inbound messages triaged (or queued for it) this month, against the plan's emails a month. */
export async function emailsTriagedThisMonth(ctx: AgencyCtx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(emailMessages)
    .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
    .where(
      and(
        eq(emailThreads.agencyId, ctx.actor.agencyId),
        eq(emailMessages.direction, "IN"),
        inArray(emailMessages.triageStatus, ["QUEUED", "AWAITING_TRIAGE", "TRIAGED"]),
        gte(emailMessages.sentAt, monthStart(ctx.now())),
      ),
    );
  return row?.n ?? 0;
}

export async function overMonthlyLimit(ctx: AgencyCtx): Promise<boolean> {
  let limit: number | null;
  try {
    limit = await limitFor(ctx, "emailsPerMonth");
  } catch (error) {
    ctx.log.warn("No subscription to meter emails against; triaging", { error });
    return false;
  }
  if (limit === null) return false;
  return (await emailsTriagedThisMonth(ctx)) >= limit;
}
