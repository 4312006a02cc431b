import type { AgencyCtx } from "../../lib/context.ts";
import { emailMessages, type emailThreads } from "./email-threads.table.ts";
import { buildOutboundThreadingHeaders, type OutboundThreadingHeaders } from "./threading.ts";

/**
 * A message Cara sends on a thread, whoever approved it (a person's Send, or the agency's
 * acknowledgement rule; ADR 060, ADR 070): the sender is the agency's address with the thread's
 * plus-address token, the reply carries a new Message-ID, In-Reply-To, References and
 * Thread-Index, and once delivered it is stored on the thread as Cara's OUT message.
 */

type Thread = typeof emailThreads.$inferSelect;
type Message = typeof emailMessages.$inferSelect;

export interface Outbound {
  from: string;
  subject: string;
  threading: OutboundThreadingHeaders;
}

/** The sender, subject and threading headers of a reply to `parent` on `thread` (a new subject when there is no parent). */
export function outboundOf(
  ctx: Pick<AgencyCtx, "config">,
  input: { thread: Thread; parent: Message | null; localPart: string; subject: string; at: Date },
): Outbound {
  const domain = ctx.config.INBOUND_EMAIL_DOMAIN;
  const { thread, parent } = input;
  const local = thread.token ? `${input.localPart}+${thread.token}` : input.localPart;
  const threading = buildOutboundThreadingHeaders({
    domain,
    parent: parent
      ? {
          rfcMessageId: parent.rfcMessageId,
          references: parent.references,
          subject: parent.subject ?? thread.subject,
          threadTopic: parent.threadTopic,
          threadIndex: parent.threadIndex,
        }
      : null,
    subject: input.subject,
    at: input.at,
  });
  return { from: `${local}@${domain}`, subject: parent ? threading.subject : input.subject, threading };
}

/** Stores a delivered message on its thread as Cara's (the caller's transaction). */
export async function storeOutbound(
  ctx: AgencyCtx,
  input: { threadId: string; outbound: Outbound; to: string; body: string; sentAt: Date },
): Promise<Message> {
  const { outbound } = input;
  const [message] = await ctx.db
    .insert(emailMessages)
    .values({
      threadId: input.threadId,
      sentAt: input.sentAt,
      senderRole: "CARA",
      senderEmail: outbound.from,
      senderName: null,
      body: input.body,
      direction: "OUT",
      rfcMessageId: outbound.threading.messageId,
      inReplyTo: outbound.threading.inReplyTo,
      references: outbound.threading.references,
      subject: outbound.subject,
      to: [{ address: input.to }],
      threadTopic: outbound.threading.headers["Thread-Topic"],
      threadIndex: outbound.threading.headers["Thread-Index"],
    })
    .returning();
  return message!;
}
