import { and, asc, eq } from "drizzle-orm";
import type { InboundMessage } from "../../../domain/inbound-message.ts";
import type { ConversationPort } from "../conversations/conversation-port.ts";
import { serviceRequestsByIds } from "../servicing/servicing.service.ts";
import { emailMessages, emailThreads, serviceRequestEmailThreads } from "./email-threads.table.ts";
import { announceEmailThread } from "./email-thread-topic.ts";

/**
 * The conversation port over the email tables (ADR 068, ADR 070): what the email pipeline hands
 * triage (server/modules/conversations) in its `email.triage` job. Triage never reads these
 * tables itself; a message whose triage failed is left AWAITING_TRIAGE for a person.
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
      .select({ role: emailMessages.senderRole, text: emailMessages.body, sentAt: emailMessages.sentAt })
      .from(emailMessages)
      .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
      .where(and(eq(emailMessages.threadId, threadId), eq(emailThreads.agencyId, ctx.actor.agencyId)))
      .orderBy(asc(emailMessages.sentAt));
    return rows;
  },
  async openRequestOf(ctx, threadId) {
    const links = await ctx.db
      .select({ id: serviceRequestEmailThreads.serviceRequestId })
      .from(serviceRequestEmailThreads)
      .where(eq(serviceRequestEmailThreads.threadId, threadId));
    const requests = await serviceRequestsByIds(
      ctx,
      links.map((l) => l.id),
    );
    const open = [...requests.values()]
      .filter((r) => r.state === "OPEN")
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return open[0]?.id ?? null;
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
    const [message] = await ctx.db
      .update(emailMessages)
      .set({ triageStatus: outcome === "FAILED" ? "AWAITING_TRIAGE" : outcome })
      .where(eq(emailMessages.id, messageId))
      .returning({ threadId: emailMessages.threadId });
    // triage's last step: the screens showing the thread reload with its request and draft
    if (message) await announceEmailThread(ctx, message.threadId);
  },
};
