import { eq } from "drizzle-orm";
import { jobCtx } from "#server/jobs/job-ctx.ts";
import type { JobRun } from "#server/jobs/define.ts";
import type { AgencyUserCtx, Ctx } from "#server/lib/context.ts";
import { contactsOfAccounts } from "#server/modules/accounts/accounts.query.ts";
import { listWaitingDrafts } from "#server/modules/conversations/drafts.service.ts";
import { findTriage } from "#server/modules/conversations/triage.service.ts";
import { sendEmailDraft } from "#server/modules/emails/email-send.service.ts";
import { emailInbound } from "#server/modules/emails/email-threads.table.ts";
import { ingestInboundJob, triageEmailJob } from "#server/modules/emails/emails.jobs.ts";
import { ensureInboundSettings, inboundAddressOf } from "#server/modules/emails/inbound-settings.service.ts";
import { storeInbound } from "#server/modules/emails/inbound-store.service.ts";
import { scanMessageId } from "#server/modules/emails/mail-parse.ts";
import type { MailTransport } from "#server/modules/mail/mail.transport.ts";
import { actingAs } from "./demo-workspaces.ts";

/**
 * The demo agency's email threads (issue 30 item 11, ADR 070), made by the real pipeline: each
 * message is raw MIME stored through the one door every channel uses (`storeInbound`, what the
 * SMTP listener calls), read by the `emails.ingest` job's handler and triaged by the
 * `email.triage` job's handler with the offline engine, right here in the seed's transaction (as
 * the knowledge seed indexes its documents) instead of waiting for a worker; the queued jobs
 * stay behind and find their work done. Two drafts are then approved by demo users (the approval
 * recorded as any Send; the mail goes to a silent transport: the seed never sends mail).
 *
 * The threads: a certificate request answered and approved; a question answered from the
 * knowledge base with its citation, approved; an out-of-office reply recognised and ignored; a
 * cancellation waiting for the agent with Cara's draft.
 */

const DAY_MS = 24 * 3600 * 1000;

interface DemoMail {
  key: string;
  from: { name: string; address: string };
  subject: string;
  text: string;
  daysAgo: number;
  headers?: Record<string, string>;
  /** The demo user (index into the active users) who approves Cara's draft, if any. */
  approvedBy?: number;
}

function rawMessage(mail: DemoMail, to: string, at: Date): Buffer {
  const headers = [
    `From: ${mail.from.name} <${mail.from.address}>`,
    `To: ${to}`,
    `Subject: ${mail.subject}`,
    `Date: ${at.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <demo-${mail.key}@${mail.from.address.split("@")[1]}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    ...Object.entries(mail.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
  ];
  return Buffer.from(`${headers.join("\r\n")}\r\n\r\n${mail.text.replace(/\n/g, "\r\n")}\r\n`, "utf8");
}

const silentTransport: MailTransport = { kind: "outbox", deliver: async () => undefined, close: async () => undefined };

export const DEMO_EMAIL_SUBJECTS = {
  certificate: "Certificate of insurance for the Falmouth job",
  question: "Claims number for our van",
  autoReply: "Automatic reply: Your renewal documents",
  cancellation: "Cancel the boat policy",
} as const;

export async function seedDemoEmails(
  ctx: Ctx,
  {
    agency,
    users,
    accounts,
  }: { agency: { id: string }; users: Array<{ id: string }>; accounts: Array<{ id: string }> },
) {
  const acting = actingAs(ctx, agency.id, users[0]!.id);
  // the offline engine whatever CARA_MODEL says (the seed never calls a remote model); no mail leaves
  const runtime = { ...acting, config: { ...acting.config, CARA_MODEL: "offline" }, mailTransport: silentTransport };
  const { settings } = await ensureInboundSettings(acting);
  const address = inboundAddressOf(acting, settings);
  const contacts = await contactsOfAccounts(
    acting,
    accounts.slice(0, 6).map((a) => a.id),
  );
  const contactOf = (index: number) => {
    const contact = contacts.get(accounts[index]!.id)?.find((c) => c.email);
    return contact ? { name: contact.name, address: contact.email! } : null;
  };
  const ellen = contactOf(0); // Casco Bay Lobster Co.
  const tom = contactOf(1); // Granite State Roofing LLC
  const anita = contactOf(2); // Back Bay Dental Group
  const liam = contactOf(3); // Old Port Coffee Roasters
  const mails: DemoMail[] = [
    ...(tom
      ? [
          {
            key: "certificate",
            from: tom,
            subject: DEMO_EMAIL_SUBJECTS.certificate,
            text: `Hi,\n\nWe start a roof replacement for the Town of Falmouth next week. Could you send a certificate of insurance to Town of Falmouth, 271 Falmouth Road, Falmouth, ME 04105? They need to be additional insured.\n\nThanks,\n${tom.name}\nGranite State Roofing`,
            daysAgo: 3,
            approvedBy: 0,
          },
        ]
      : []),
    ...(ellen
      ? [
          {
            key: "question",
            from: ellen,
            subject: DEMO_EMAIL_SUBJECTS.question,
            text: `Hello,\n\nOne of our drivers backed into a post this morning, nobody hurt. What is the claims phone number for Progressive?\n\nEllen`,
            daysAgo: 2,
            approvedBy: 1,
          },
        ]
      : []),
    ...(anita
      ? [
          {
            key: "auto-reply",
            from: anita,
            subject: DEMO_EMAIL_SUBJECTS.autoReply,
            text: "I am out of the office until Monday with limited access to email. For urgent matters please call the front desk.",
            daysAgo: 1,
            headers: { "Auto-Submitted": "auto-replied", "X-Autoreply": "yes" },
          },
        ]
      : []),
    ...(liam
      ? [
          {
            key: "cancellation",
            from: liam,
            subject: DEMO_EMAIL_SUBJECTS.cancellation,
            text: `Hi there,\n\nWe sold the delivery boat last week, so please cancel its policy effective the end of this month.\n\nBest,\n${liam.name}\nOld Port Coffee Roasters`,
            daysAgo: 0,
          },
        ]
      : []),
  ];

  const started = Date.now();
  const run = (id: string): JobRun => ({ id: `seed-${id}`, attempt: 1, progress: async () => undefined });
  const threads: Array<{ key: string; messageId: string }> = [];
  for (const mail of mails) {
    const raw = rawMessage(mail, address, new Date(acting.now().getTime() - mail.daysAgo * DAY_MS - 3600 * 1000));
    const stored = await storeInbound(runtime, {
      agencyId: agency.id,
      provider: "SMTP",
      contentType: "message/rfc822",
      raw,
      messageId: scanMessageId(raw),
      envelope: { from: mail.from.address, to: [address] },
    });
    if (stored.outcome !== "stored") continue;
    const ingest = ingestInboundJob.payload.parse({
      agencyId: agency.id,
      actor: { type: "INTEGRATION", integration: "email-smtp" },
      inboundId: stored.inboundId,
    });
    await ingestInboundJob.handler(jobCtx(runtime, ingest), ingest, run(stored.inboundId));
    const [inbound] = await acting.db
      .select({ messageId: emailInbound.messageId })
      .from(emailInbound)
      .where(eq(emailInbound.id, stored.inboundId));
    const messageId = inbound?.messageId;
    if (!messageId) continue;
    threads.push({ key: mail.key, messageId });
    if (mail.headers?.["Auto-Submitted"]) continue; // automated: ingest never queues its triage
    const triage = triageEmailJob.payload.parse({
      agencyId: agency.id,
      actor: { type: "CARA", channel: "EMAIL", onBehalfOfUserId: null },
      messageId,
    });
    await triageEmailJob.handler(jobCtx(runtime, triage), triage, run(messageId));
    if (mail.approvedBy === undefined) continue;
    const done = await findTriage(acting, "EMAIL", messageId);
    const approver = users[mail.approvedBy] ?? users[0]!;
    const draft = done
      ? (await listWaitingDrafts(acting, "EMAIL", done.threadId)).find((d) => d.inReplyToMessageId === messageId)
      : undefined;
    if (draft) await sendEmailDraft(actingAs(runtime, agency.id, approver.id) as AgencyUserCtx, { draftId: draft.id });
  }
  acting.log.info("Seeded the demo email threads", { threads: threads.length, ms: Date.now() - started });
  return { threads };
}
