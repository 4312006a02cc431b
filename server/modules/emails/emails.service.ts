import { and, asc, eq, inArray } from "drizzle-orm";
import type { AgencyCtx } from "../../lib/context.ts";
import { emailMessages, emailThreads, serviceRequestEmailThreads } from "./email-threads.table.ts";

export type EmailMessage = typeof emailMessages.$inferSelect;
export type EmailThreadWithMessages = typeof emailThreads.$inferSelect & { messages: EmailMessage[] };

/** Email threads linked to a service request with their messages, oldest first. */
export async function listRequestEmailThreads(ctx: AgencyCtx, requestId: string): Promise<EmailThreadWithMessages[]> {
  const threads = await ctx.db
    .select({ thread: emailThreads })
    .from(serviceRequestEmailThreads)
    .innerJoin(
      emailThreads,
      and(eq(emailThreads.id, serviceRequestEmailThreads.threadId), eq(emailThreads.agencyId, ctx.actor.agencyId)),
    )
    .where(eq(serviceRequestEmailThreads.serviceRequestId, requestId))
    .orderBy(asc(emailThreads.createdAt));
  if (threads.length === 0) return [];
  const messages = await ctx.db
    .select()
    .from(emailMessages)
    .where(
      inArray(
        emailMessages.threadId,
        threads.map((t) => t.thread.id),
      ),
    )
    .orderBy(asc(emailMessages.sentAt));
  return threads.map(({ thread }) => ({ ...thread, messages: messages.filter((m) => m.threadId === thread.id) }));
}
