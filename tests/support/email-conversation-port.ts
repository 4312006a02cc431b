import { and, asc, desc, eq } from "drizzle-orm";
import type { InboundMessage } from "#domain/inbound-message.ts";
import type { AgencyCtx, Ctx } from "#server/lib/context.ts";
import type { ConversationPort } from "#server/modules/conversations/conversation-port.ts";
import { emailMessages, emailThreads, serviceRequestEmailThreads } from "#server/modules/emails/email-threads.table.ts";
import { serviceRequests } from "#server/modules/servicing/servicing.table.ts";

/**
 * The conversation port over the email tables as they are stored (issue 30): what the email
 * pipeline gives triage. Kept with the tests until server/modules/emails exports its own (the
 * pipeline owns these tables; a module reads only its own). Also writes test messages.
 */
export const emailConversationPort: ConversationPort = {
  channel: "EMAIL",
  async load(ctx, messageId) {
    const [row] = await ctx.db
      .select({ message: emailMessages, thread: emailThreads })
      .from(emailMessages)
      .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
      .where(and(eq(emailMessages.id, messageId), eq(emailThreads.agencyId, ctx.actor.agencyId)));
    if (!row) return null;
    const m = row.message;
    return {
      channel: "EMAIL",
      agencyId: row.thread.agencyId,
      messageId: m.id,
      threadId: m.threadId,
      receivedAt: m.sentAt,
      from: { address: (m.senderEmail ?? "").toLowerCase(), name: m.senderName ?? undefined },
      forwardedBy: m.forwardedBy ?? undefined,
      to: m.to,
      cc: m.cc,
      subject: m.subject ?? row.thread.subject,
      text: m.body,
      quotedText: m.quotedText ?? undefined,
      attachments: m.attachments.map((a) => ({
        fileId: a.fileId,
        name: a.name,
        contentType: a.contentType ?? "application/octet-stream",
        size: a.size ?? 0,
        text: a.text,
        unreadableReason: a.unreadableReason,
      })),
      automated: m.automated ?? { automated: false },
      authentication: m.authentication ?? undefined,
    } satisfies InboundMessage;
  },
  async history(ctx, threadId) {
    const rows = await ctx.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.threadId, threadId))
      .orderBy(asc(emailMessages.sentAt));
    return rows.map((r) => ({ role: r.senderRole, text: r.body, sentAt: r.sentAt }));
  },
  async openRequestOf(ctx, threadId) {
    const [row] = await ctx.db
      .select({ id: serviceRequests.id })
      .from(serviceRequestEmailThreads)
      .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestEmailThreads.serviceRequestId))
      .where(
        and(
          eq(serviceRequestEmailThreads.threadId, threadId),
          eq(serviceRequests.state, "OPEN"),
          eq(serviceRequests.agencyId, ctx.actor.agencyId),
        ),
      )
      .orderBy(desc(serviceRequests.createdAt));
    return row?.id ?? null;
  },
  async linkRequest(ctx, threadId, serviceRequestId) {
    await ctx.db.insert(serviceRequestEmailThreads).values({ threadId, serviceRequestId }).onConflictDoNothing();
  },
  async setState(ctx, threadId, state) {
    await ctx.db
      .update(emailThreads)
      .set({
        state: state.state,
        waitingFor: state.waitingFor,
        ...(state.accountId ? { accountId: state.accountId } : {}),
        updatedAt: ctx.now(),
      })
      .where(and(eq(emailThreads.id, threadId), eq(emailThreads.agencyId, ctx.actor.agencyId)));
  },
  async markTriaged(ctx, messageId, outcome) {
    await ctx.db
      .update(emailMessages)
      .set({ triageStatus: outcome === "FAILED" ? "AWAITING_TRIAGE" : outcome })
      .where(eq(emailMessages.id, messageId));
  },
};

export interface TestMail {
  from: string;
  fromName?: string;
  subject: string;
  body: string;
  quotedText?: string;
  attachments?: Array<{ name: string; text?: string; unreadableReason?: string }>;
  automated?: InboundMessage["automated"];
  authentication?: InboundMessage["authentication"];
  sentAt?: Date;
}

/** A new thread with one inbound client message, stored as the pipeline stores it. */
export async function storeInboundMail(ctx: Ctx, agencyId: string, mail: TestMail, threadId?: string) {
  const thread =
    threadId ??
    (
      await ctx.db
        .insert(emailThreads)
        .values({
          agencyId,
          subject: mail.subject,
          state: "ACTIVE",
          waitingFor: "CARA",
          fromEmail: mail.from,
          fromName: mail.fromName,
        })
        .returning({ id: emailThreads.id })
    )[0]!.id;
  const [message] = await ctx.db
    .insert(emailMessages)
    .values({
      threadId: thread,
      sentAt: mail.sentAt ?? ctx.now(),
      senderRole: "CLIENT",
      senderEmail: mail.from,
      senderName: mail.fromName ?? null,
      subject: mail.subject,
      body: mail.body,
      quotedText: mail.quotedText ?? null,
      attachments: (mail.attachments ?? []).map((a, i) => ({
        fileId: `00000000-0000-4000-8000-00000000000${i}`,
        ...a,
      })),
      automated: mail.automated ?? { automated: false },
      authentication: mail.authentication ?? null,
      triageStatus: "QUEUED",
    })
    .returning({ id: emailMessages.id });
  return { threadId: thread, messageId: message!.id };
}

export async function threadOf(ctx: AgencyCtx, threadId: string) {
  const [thread] = await ctx.db.select().from(emailThreads).where(eq(emailThreads.id, threadId));
  return thread!;
}
