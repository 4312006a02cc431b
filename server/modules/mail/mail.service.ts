import { desc, eq, sql } from "drizzle-orm";
import type { Ctx, Runtime } from "../../lib/context.ts";
import { mailMessages } from "./mail.table.ts";
import { sendMailJob } from "./mail.jobs.ts";

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  agencyId?: string | null;
  /** Holds a secret (a sign-in code): its body is erased once delivered over SMTP. */
  sensitive?: boolean;
}

export type MailMessage = typeof mailMessages.$inferSelect;

/** Writes the message to the outbox and enqueues its delivery, in the caller's transaction. */
export async function sendMail(ctx: Ctx, input: MailInput): Promise<MailMessage> {
  const [message] = await ctx.db
    .insert(mailMessages)
    .values({
      agencyId: input.agencyId ?? null,
      from: ctx.config.MAIL_FROM,
      to: input.to,
      subject: input.subject,
      text: input.text,
      html: input.html ?? null,
      sensitive: input.sensitive ?? false,
    })
    .returning();
  await ctx.jobs.enqueue(ctx.db, sendMailJob, { messageId: message!.id });
  return message!;
}

/** Delivers one queued message (the mail.send job). Delivering twice is a no-op. */
export async function deliverMail(runtime: Runtime, messageId: string): Promise<void> {
  const [message] = await runtime.db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
  if (!message || message.status === "SENT") return;
  const transport = runtime.mailTransport;
  try {
    await transport.deliver(message);
  } catch (error) {
    await runtime.db
      .update(mailMessages)
      .set({ attempts: sql`${mailMessages.attempts} + 1`, lastError: String((error as Error).message ?? error) })
      .where(eq(mailMessages.id, messageId));
    throw error;
  }
  const erase = message.sensitive && transport.kind === "smtp";
  await runtime.db
    .update(mailMessages)
    .set({
      status: "SENT",
      transport: transport.kind,
      sentAt: runtime.now(),
      attempts: sql`${mailMessages.attempts} + 1`,
      lastError: null,
      ...(erase ? { text: "(erased after delivery)", html: null } : {}),
    })
    .where(eq(mailMessages.id, messageId));
}

/** The dev mailbox: newest first. */
export async function listMailbox(runtime: Runtime, limit = 100): Promise<MailMessage[]> {
  return runtime.db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(limit);
}
