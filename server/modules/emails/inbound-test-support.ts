import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import type { AgencyCtx, Ctx } from "#server/lib/context.ts";
import { emailInbound, emailMessages, emailThreads } from "./email-threads.table.ts";
import { inboundView } from "./inbound-settings.service.ts";

/** The protocol samples of the shared reference (made-up people, example.test domains). */
export const SAMPLES = new URL("./samples/", import.meta.url).pathname;
export const sample = (name: string) => readFileSync(`${SAMPLES}${name}`);

/** Polls `read` until `done` (jobs run in the runtime's workers). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function inboundRows(ctx: Ctx, agencyId: string) {
  return ctx.db.select().from(emailInbound).where(eq(emailInbound.agencyId, agencyId));
}

/** The agency's inbound messages with their thread, oldest first. */
export async function agencyMessages(ctx: Ctx, agencyId: string) {
  const rows = await ctx.db
    .select({ message: emailMessages, thread: emailThreads })
    .from(emailMessages)
    .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
    .where(and(eq(emailThreads.agencyId, agencyId)))
    .orderBy(emailMessages.sentAt);
  return rows;
}

/** The message an inbound delivery became, once its triage is decided. */
export async function settledMessage(ctx: Ctx, agencyId: string, count = 1, ms = 120_000) {
  const rows = await until(
    () => agencyMessages(ctx, agencyId),
    (list) =>
      list.filter(
        (r) => r.message.direction === "IN" && r.message.triageStatus !== null && r.message.triageStatus !== "QUEUED",
      ).length >= count,
    ms,
  );
  return rows.filter((r) => r.message.direction === "IN");
}

/** Webhook paths of the agency (its URLs carry APP_URL; tests post to their own server). */
export async function webhookPaths(ctx: AgencyCtx) {
  const view = await inboundView(ctx);
  const byProvider = Object.fromEntries(view.providers.map((p) => [p.provider, p])) as Record<
    "POSTMARK" | "SENDGRID" | "MAILGUN" | "RAW",
    (typeof view.providers)[number]
  >;
  const path = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname;
  };
  return {
    view,
    postmark: { path: path(byProvider.POSTMARK.webhookUrl), secret: byProvider.POSTMARK.secret! },
    sendgrid: { path: path(byProvider.SENDGRID.webhookUrl), secret: byProvider.SENDGRID.secret! },
    mailgun: { path: path(byProvider.MAILGUN.webhookUrl) },
    raw: { path: path(byProvider.RAW.webhookUrl), secret: byProvider.RAW.secret! },
  };
}
