import { eq } from "drizzle-orm";
import type { InboundMessage } from "#domain/inbound-message.ts";
import type { AgencyCtx, Ctx } from "#server/lib/context.ts";
import { emailConversationPort } from "#server/modules/emails/email-conversation-port.ts";
import { emailMessages, emailThreads } from "#server/modules/emails/email-threads.table.ts";

/** The pipeline's own port (server/modules/emails/email-conversation-port.ts), re-exported for the tests. */
export { emailConversationPort };

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
