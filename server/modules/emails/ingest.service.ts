import { and, eq, sql } from "drizzle-orm";
import type { AutomatedVerdict } from "../../../domain/inbound-message.ts";
import { inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { discardBytes } from "../files/files-upload.service.ts";
import { bounceReportOf, classifyAutomated } from "./automated.ts";
import {
  emailInbound,
  emailInboundSettings,
  emailMessages,
  emailThreads,
  type EmailAttachmentRecord,
  type ParseStatus,
  type TriageStatus,
} from "./email-threads.table.ts";
import { announceEmailThread } from "./email-thread-topic.ts";
import { triageEmailJob } from "./emails.jobs.ts";
import { readAttachment, storeAttachment } from "./inbound-attachments.ts";
import { agencyStaff, attribute, authenticationOf, type Attribution } from "./inbound-attribution.ts";
import { inboundAddressOf } from "./inbound-settings.service.ts";
import { MailParseError, parseStoredInbound, type NormalisedMail } from "./mail-parse.ts";
import { normaliseSubject, sanitiseEmailHtml } from "./mail-text.ts";
import { matchThread, newThreadToken, threadOfMessageIds } from "./threading.ts";
import { loopLimitOf, overMonthlyLimit } from "./triage-meter.ts";

/**
 * Reading a stored inbound message into the thread it belongs to (ADR 067), in the
 * `emails.ingest` job: parse, attribute (a colleague's forward is the client's message),
 * recognise automated mail, thread, store attachments as the agency's files and read them in a
 * reader process (ADR 058), then queue triage unless the message is automated, unreadable, over
 * the loop limits or over the plan's emails a month. Every step's failure is kept on the message
 * with its reason; nothing is dropped. Who the message is from: inbound-attribution.ts; its
 * attachments: inbound-attachments.ts; the loop limits and the plan's meter: triage-meter.ts.
 */

/** Recipients kept on a message; a message to more is mass mail (kept, said so, not answered). */
export const MAX_RECIPIENTS = 100;

const uniq = (values: string[]) => [...new Set(values.filter(Boolean))];

interface Prepared {
  parseStatus: ParseStatus;
  reason: string | null;
  mail: NormalisedMail | null;
  attribution: Attribution;
  automated: AutomatedVerdict;
}

async function prepare(
  ctx: AgencyCtx,
  inbound: typeof emailInbound.$inferSelect,
  ownAddress: string,
): Promise<Prepared> {
  let mail: NormalisedMail;
  try {
    mail = await parseStoredInbound(inbound.provider, inbound.contentType, inbound.raw);
  } catch (error) {
    const reason =
      error instanceof MailParseError ? error.message : `The message could not be read: ${(error as Error).message}`;
    return {
      parseStatus: "FAILED",
      reason,
      mail: null,
      attribution: { from: null, text: "", quotedText: null, subject: "" },
      automated: { automated: false },
    };
  }
  if (inbound.envelope && !mail.envelope) mail = { ...mail, envelope: inbound.envelope };
  const reasons: string[] = [];
  if (mail.recipientCount > MAX_RECIPIENTS) {
    reasons.push(
      `This message was sent to ${mail.recipientCount.toLocaleString("en-US")} recipients; the first ${MAX_RECIPIENTS} are kept, and Cara does not answer mass mail.`,
    );
  }
  const attribution = attribute(mail, await agencyStaff(ctx));
  if (!attribution.from) reasons.push("This message has no sender address (no From header): it cannot be answered.");
  let automated = classifyAutomated(mail, [ownAddress]);
  if (!automated.automated && mail.recipientCount > MAX_RECIPIENTS) {
    automated = { automated: true, kind: "BULK", evidence: `${mail.recipientCount} recipients` };
  }
  return {
    parseStatus: reasons.length > 0 ? "PARTIAL" : "PARSED",
    reason: reasons.length > 0 ? reasons.join(" ") : null,
    mail,
    attribution,
    automated,
  };
}

/**
 * Reads one stored inbound message into its thread; idempotent: a processed message whose triage
 * was not decided yet (the job stopped after storing it) goes on from its attachments.
 */
export async function ingestInbound(ctx: AgencyCtx, inboundId: string): Promise<void> {
  const agencyId = ctx.actor.agencyId;
  const [inbound] = await ctx.db
    .select()
    .from(emailInbound)
    .where(and(eq(emailInbound.id, inboundId), eq(emailInbound.agencyId, agencyId)));
  if (!inbound) return;
  if (inbound.state !== "RECEIVED") {
    if (inbound.messageId) await decideTriage(ctx, inbound.messageId, null);
    return;
  }
  const [settings] = await ctx.db
    .select()
    .from(emailInboundSettings)
    .where(eq(emailInboundSettings.agencyId, agencyId));
  const ownAddress = settings ? inboundAddressOf(ctx, settings) : "";
  const prepared = await prepare(ctx, inbound, ownAddress);
  const { mail, attribution } = prepared;
  const storageKeys: string[] = [];
  const toRead: Array<{ index: number; bytes: Uint8Array }> = [];
  let messageId: string;
  try {
    messageId = await inTransaction(ctx, async (tx) => {
      const at =
        mail?.date && Math.abs(mail.date.getTime() - tx.now().getTime()) < 400 * 24 * 3600 * 1000
          ? mail.date
          : tx.now();
      const to = (mail?.to ?? []).slice(0, MAX_RECIPIENTS);
      const cc = (mail?.cc ?? []).slice(0, Math.max(0, MAX_RECIPIENTS - to.length));
      const recipients = uniq([
        ...(mail?.envelope?.to ?? []),
        ...to.map((p) => p.address),
        ...cc.map((p) => p.address),
      ]);
      const participants = uniq([
        ...(attribution.from ? [attribution.from.address] : []),
        ...to.map((p) => p.address),
        ...cc.map((p) => p.address),
      ]).filter((address) => address !== ownAddress && !address.startsWith(`${ownAddress.split("@")[0]}+`));
      const normalizedSubject = normaliseSubject(attribution.subject);
      // a bounce joins the thread of the message it bounces
      const bounce = mail && prepared.automated.kind === "BOUNCE" ? bounceReportOf(mail) : null;
      const bounced = bounce?.bouncedMessageId
        ? await threadOfMessageIds(tx, agencyId, [bounce.bouncedMessageId])
        : new Map<string, string>();
      const [bouncedRow] = bounce?.bouncedMessageId
        ? await tx.db
            .select({ id: emailMessages.id })
            .from(emailMessages)
            .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
            .where(and(eq(emailThreads.agencyId, agencyId), eq(emailMessages.rfcMessageId, bounce.bouncedMessageId)))
        : [];
      const match = bounced.size
        ? {
            threadId: [...bounced.values()][0]!,
            by: "REFERENCES" as const,
            evidence: `bounced ${bounce!.bouncedMessageId}`,
          }
        : mail
          ? await matchThread(tx, {
              agencyId,
              inReplyTo: mail.inReplyTo,
              references: mail.references,
              recipients,
              normalizedSubject,
              participants: attribution.from ? [attribution.from.address] : [],
              at,
            })
          : null;
      let threadId = match?.threadId;
      if (!threadId) {
        const [thread] = await tx.db
          .insert(emailThreads)
          .values({
            agencyId,
            subject: (
              attribution.subject || (prepared.parseStatus === "FAILED" ? "(unreadable message)" : "(no subject)")
            ).slice(0, 500),
            normalizedSubject,
            token: newThreadToken(),
            participants,
            fromEmail: attribution.from?.address ?? null,
            fromName: attribution.from?.name ?? null,
            waitingFor: "CARA",
            createdAt: at,
            updatedAt: tx.now(),
          })
          .returning({ id: emailThreads.id });
        threadId = thread!.id;
      } else {
        await tx.db
          .update(emailThreads)
          .set({
            updatedAt: tx.now(),
            participants: sql`(select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(${emailThreads.participants} || ${JSON.stringify(participants)}::jsonb) p)`,
          })
          .where(eq(emailThreads.id, threadId));
      }
      const attachments: EmailAttachmentRecord[] = [];
      for (const attachment of mail?.attachments ?? []) {
        const stored = await storeAttachment(tx, attachment, storageKeys);
        if (stored.bytes) toRead.push({ index: attachments.length, bytes: stored.bytes });
        attachments.push(stored.record);
      }
      const inlineFiles = new Map(
        attachments.filter((a) => a.contentId && a.fileId).map((a) => [a.contentId!, a.fileId] as const),
      );
      const header = (key: string) => mail?.headers.find((h) => h.key === key)?.value ?? null;
      const [message] = await tx.db
        .insert(emailMessages)
        .values({
          threadId,
          sentAt: at,
          senderRole: "CLIENT",
          senderEmail: attribution.from?.address ?? null,
          senderName: attribution.from?.name ?? null,
          body: attribution.text,
          quotedText: attribution.quotedText,
          html: mail?.html ? sanitiseEmailHtml(mail.html, inlineFiles) : null,
          attachments,
          direction: "IN",
          rfcMessageId: mail?.messageId ?? null,
          inReplyTo: mail?.inReplyTo ?? null,
          references: (mail?.references ?? []).slice(-50),
          subject: attribution.subject || null,
          to,
          cc,
          forwardedBy: attribution.forwardedBy ?? null,
          threadTopic: header("thread-topic"),
          threadIndex: header("thread-index"),
          parseStatus: prepared.parseStatus,
          parseFailureReason: prepared.reason,
          automated: prepared.automated,
          authentication: mail ? authenticationOf(mail) : null,
          bouncesMessageId: bouncedRow?.id ?? null,
          bounce: bounce ? { recipient: bounce.recipient, status: bounce.status, action: bounce.action } : null,
          triageStatus: null,
          inboundId: inbound.id,
        })
        .returning({ id: emailMessages.id });
      await tx.db
        .update(emailInbound)
        .set({
          state: prepared.parseStatus === "FAILED" ? "FAILED" : "PROCESSED",
          failureReason: prepared.reason,
          processedAt: tx.now(),
          messageId: message!.id,
        })
        .where(eq(emailInbound.id, inbound.id));
      return message!.id;
    });
  } catch (error) {
    for (const key of storageKeys) await discardBytes(ctx, key);
    throw error;
  }
  await decideTriage(ctx, messageId, toRead);
}

/** Reads the attachments not read yet, then decides whether the message is triaged (and queues it). */
async function decideTriage(
  ctx: AgencyCtx,
  messageId: string,
  toRead: Array<{ index: number; bytes: Uint8Array }> | null,
): Promise<void> {
  const [message] = await ctx.db
    .select({
      id: emailMessages.id,
      threadId: emailMessages.threadId,
      attachments: emailMessages.attachments,
      triageStatus: emailMessages.triageStatus,
      parseStatus: emailMessages.parseStatus,
      automated: emailMessages.automated,
      senderEmail: emailMessages.senderEmail,
    })
    .from(emailMessages)
    .where(eq(emailMessages.id, messageId));
  if (!message || message.triageStatus !== null) return;
  const attachments = [...message.attachments];
  for (const { index, bytes } of toRead ?? []) {
    attachments[index] = await readAttachment(attachments[index]!, bytes, ctx.config.maxUploadBytes);
  }
  await inTransaction(ctx, async (tx) => {
    const agencyId = tx.actor.agencyId;
    // one meter per agency: two messages decided at once cannot both take the last one
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-meter:${agencyId}`}))`);
    let status: TriageStatus;
    let automated = message.automated;
    const unanswerable = message.parseStatus === "FAILED" || !message.senderEmail;
    if (unanswerable) status = "UNREADABLE";
    else if (automated?.automated) status = "AUTOMATED";
    else {
      const loop = await loopLimitOf(tx, message.threadId, message.senderEmail!, message.id);
      if (loop) {
        automated = { automated: true, kind: "LOOP_LIMIT", evidence: loop };
        status = "AUTOMATED";
      } else status = (await overMonthlyLimit(tx)) ? "OVER_LIMIT" : "QUEUED";
    }
    await tx.db
      .update(emailMessages)
      .set({ attachments, triageStatus: status, automated })
      .where(eq(emailMessages.id, message.id));
    if (status === "QUEUED") {
      await tx.jobs.enqueue(
        tx.db,
        triageEmailJob,
        { agencyId, actor: { type: "CARA", channel: "EMAIL", onBehalfOfUserId: null }, messageId: message.id },
        { key: message.id },
      );
    } else {
      // nobody else will act on it: automated mail needs nobody (a thread waiting for Cara only
      // because of it, with nothing else queued, waits for nobody); the rest waits for a person
      const pendingForCara = sql`exists (select 1 from ${emailMessages} where ${emailMessages.threadId} = ${message.threadId} and ${emailMessages.triageStatus} = 'QUEUED' and ${emailMessages.id} <> ${message.id})`;
      await tx.db
        .update(emailThreads)
        .set({
          waitingFor:
            status === "AUTOMATED"
              ? sql`case when ${emailThreads.waitingFor} = 'CARA' and not ${pendingForCara} then null else ${emailThreads.waitingFor} end`
              : "AGENT",
        })
        .where(eq(emailThreads.id, message.threadId));
    }
    // the screens showing the thread reload (docs/product/live-updates.md)
    await announceEmailThread(tx, message.threadId);
  });
}

/**
 * A queued message whose triage could not run (its job's last attempt threw): marked
 * AWAITING_TRIAGE, its thread waits for a person.
 */
export async function markAwaitingTriage(ctx: AgencyCtx, messageId: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [message] = await tx.db
      .update(emailMessages)
      .set({ triageStatus: "AWAITING_TRIAGE" })
      .where(and(eq(emailMessages.id, messageId), eq(emailMessages.triageStatus, "QUEUED")))
      .returning({ threadId: emailMessages.threadId });
    if (message) {
      await tx.db
        .update(emailThreads)
        .set({ waitingFor: "AGENT", updatedAt: tx.now() })
        .where(and(eq(emailThreads.id, message.threadId), eq(emailThreads.agencyId, tx.actor.agencyId)));
      await announceEmailThread(tx, message.threadId);
    }
  });
}
