import { and, eq } from "drizzle-orm";
import type { InboundMessage } from "../../../domain/inbound-message.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { emailMessages, emailThreads } from "./email-threads.table.ts";

/**
 * A stored inbound email as the channel-neutral InboundMessage triage reads
 * (domain/inbound-message.ts), or null for another agency's id or an outbound message.
 * Attachments not stored (over the limit, empty) are listed with their reason and no fileId.
 */
export async function inboundMessageOf(ctx: AgencyCtx, messageId: string): Promise<InboundMessage | null> {
  const [row] = await ctx.db
    .select({ message: emailMessages, thread: emailThreads })
    .from(emailMessages)
    .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
    .where(and(eq(emailMessages.id, messageId), eq(emailThreads.agencyId, ctx.actor.agencyId)));
  if (!row || row.message.direction !== "IN") return null;
  const { message, thread } = row;
  return {
    channel: "EMAIL",
    agencyId: thread.agencyId,
    messageId: message.id,
    threadId: thread.id,
    receivedAt: message.sentAt,
    from: {
      address: message.senderEmail ?? "",
      ...(message.senderName ? { name: message.senderName } : {}),
    },
    ...(message.forwardedBy ? { forwardedBy: message.forwardedBy } : {}),
    to: message.to,
    cc: message.cc,
    subject: message.subject ?? thread.subject,
    text: message.body,
    ...(message.quotedText ? { quotedText: message.quotedText } : {}),
    attachments: message.attachments.map((a) => ({
      ...(a.fileId ? { fileId: a.fileId } : {}),
      name: a.name,
      contentType: a.contentType ?? "application/octet-stream",
      size: a.size ?? 0,
      ...(a.text !== undefined ? { text: a.text } : {}),
      ...(a.unreadableReason ? { unreadableReason: a.unreadableReason } : {}),
    })),
    automated: message.automated ?? { automated: false },
    ...(message.authentication ? { authentication: message.authentication } : {}),
  };
}
