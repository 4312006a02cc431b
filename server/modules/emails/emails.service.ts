import { and, asc, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
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

export type EmailThread = typeof emailThreads.$inferSelect;

/** Email threads of the agency, newest activity first; `search` matches subject, sender and address (case-insensitive). */
export async function listEmailThreads(
  ctx: AgencyCtx,
  options: { search?: string | null; offset?: number; limit?: number } = {},
): Promise<{ threads: EmailThread[]; total: number }> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const offset = Math.max(options.offset ?? 0, 0);
  const term = options.search?.trim().slice(0, 200);
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(emailThreads.agencyId, ctx.actor.agencyId),
    pattern
      ? or(
          ilike(emailThreads.subject, pattern),
          ilike(emailThreads.fromName, pattern),
          ilike(emailThreads.fromEmail, pattern),
        )
      : undefined,
  );
  const [threads, [counted]] = await Promise.all([
    ctx.db.select().from(emailThreads).where(where).orderBy(desc(emailThreads.updatedAt)).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(emailThreads).where(where),
  ]);
  return { threads, total: counted?.n ?? 0 };
}

/** One thread of the agency with its messages, oldest first, or null. */
export async function findEmailThread(ctx: AgencyCtx, id: string): Promise<EmailThreadWithMessages | null> {
  if (!isUuid(id)) return null;
  const [thread] = await ctx.db
    .select()
    .from(emailThreads)
    .where(and(eq(emailThreads.id, id), eq(emailThreads.agencyId, ctx.actor.agencyId)));
  if (!thread) return null;
  const messages = await ctx.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.threadId, thread.id))
    .orderBy(asc(emailMessages.sentAt));
  return { ...thread, messages };
}
