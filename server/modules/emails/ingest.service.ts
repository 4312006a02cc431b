import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import type { AutomatedVerdict, InboundParty } from "../../../domain/inbound-message.ts";
import { formatFileSize } from "../../../domain/document.ts";
import { inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { limitFor } from "../billing/entitlements.service.ts";
import { DocumentError, extractDocument } from "../documents/extract.ts";
import { sniffFileType } from "../files/file-sniff.ts";
import { discardBytes, newStorageKey, safeFileName, storeFile } from "../files/files-upload.service.ts";
import { listAgencyUsers } from "../identity/agency.service.ts";
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
import { inboundAddressOf } from "./inbound-settings.service.ts";
import { MailParseError, parseStoredInbound, type NormalisedMail, type RawAttachment } from "./mail-parse.ts";
import {
  htmlToText,
  inlineForwardOf,
  isForwardSubject,
  normaliseSubject,
  sanitiseEmailHtml,
  splitQuoted,
} from "./mail-text.ts";
import { matchThread, newThreadToken, threadOfMessageIds } from "./threading.ts";

/**
 * Reading a stored inbound message into the thread it belongs to (ADR 067), in the
 * `emails.ingest` job: parse, attribute (a colleague's forward is the client's message),
 * recognise automated mail, thread, store attachments as the agency's files and read them in a
 * reader process (ADR 058), then queue triage unless the message is automated, unreadable, over
 * the loop limits or over the plan's emails a month. Every step's failure is kept on the message
 * with its reason; nothing is dropped.
 */

/** Recipients kept on a message; a message to more is mass mail (kept, said so, not answered). */
export const MAX_RECIPIENTS = 100;
/** Characters of an attachment's text kept on the message (triage reads it; the file has it all). */
const ATTACHMENT_TEXT_CHARS = 20_000;
/** Inbound messages triaged per sender per hour and per thread per day before the rest are held (loops). */
export const LOOP_LIMITS = { perSenderPerHour: 10, perThreadPerDay: 20 } as const;

const lower = (address: string) => address.trim().toLowerCase();

interface Attribution {
  from: InboundParty | null;
  forwardedBy?: InboundParty;
  text: string;
  quotedText: string | null;
  subject: string;
}

/**
 * Who the message is from and what it says. A message forwarded by one of the agency's own
 * people (an agency user's address, or their domain) is the original sender's; anyone else's
 * forward stays theirs, with what they forwarded kept as quoted material.
 */
function attribute(mail: NormalisedMail, staff: { emails: Set<string>; domains: Set<string> }): Attribution {
  const baseText = mail.text.trim() ? mail.text : mail.html ? htmlToText(mail.html) : "";
  const sender = mail.from;
  const isStaff = (party: InboundParty | null) =>
    Boolean(party && (staff.emails.has(party.address) || staff.domains.has(party.address.split("@")[1] ?? "")));
  const attached = mail.attachedMessages[0];
  if (isStaff(sender) && attached?.from && (isForwardSubject(mail.subject) || !baseText.trim())) {
    const inner = splitQuoted(attached.text.trim() ? attached.text : attached.html ? htmlToText(attached.html) : "");
    return {
      from: attached.from,
      forwardedBy: sender!,
      text: inner.text,
      quotedText:
        [baseText.trim() ? `Note from ${sender!.address} when forwarding:\n${baseText.trim()}` : null, inner.quoted]
          .filter(Boolean)
          .join("\n\n") || null,
      subject: attached.subject || mail.subject,
    };
  }
  const forward = isStaff(sender) ? inlineForwardOf(baseText, mail.subject) : null;
  if (forward?.from && !isStaff(forward.from)) {
    const inner = splitQuoted(forward.text);
    return {
      from: forward.from,
      forwardedBy: sender!,
      text: inner.text,
      quotedText:
        [forward.note ? `Note from ${sender!.address} when forwarding:\n${forward.note}` : null, inner.quoted]
          .filter(Boolean)
          .join("\n\n") || null,
      subject: forward.subject ?? mail.subject,
    };
  }
  const split = splitQuoted(baseText);
  return { from: sender, text: split.text, quotedText: split.quoted, subject: mail.subject };
}

/** SPF/DKIM/DMARC as the receiving server wrote them: the topmost Authentication-Results (a sender can add its own below). */
function authenticationOf(mail: NormalisedMail) {
  const results = mail.headers.find((h) => h.key === "authentication-results")?.value;
  const spfHeader = mail.headers.find((h) => h.key === "received-spf")?.value;
  if (!results && !spfHeader) return null;
  const verdict = (name: string) =>
    results ? new RegExp(`\\b${name}=([a-z]+)`, "i").exec(results)?.[1]?.toLowerCase() : undefined;
  const spf = verdict("spf") ?? spfHeader?.trim().split(/\s/)[0]?.toLowerCase();
  return {
    ...(spf ? { spf } : {}),
    ...(verdict("dkim") ? { dkim: verdict("dkim") } : {}),
    ...(verdict("dmarc") ? { dmarc: verdict("dmarc") } : {}),
    evidence: (results ? `Authentication-Results: ${results}` : `Received-SPF: ${spfHeader}`)
      .replace(/\s+/g, " ")
      .slice(0, 500),
  };
}

/** A part of the message kept as the agency's file; over the upload limit, only its reason. */
async function storeAttachment(
  ctx: AgencyCtx,
  attachment: RawAttachment,
  storageKeys: string[],
): Promise<{ record: EmailAttachmentRecord; bytes: Uint8Array | null }> {
  const size = attachment.bytes.byteLength;
  const base = {
    name: attachment.name.slice(0, 200),
    contentType: attachment.contentType,
    size,
    ...(attachment.contentId ? { contentId: attachment.contentId } : {}),
    ...(attachment.inline ? { inline: true } : {}),
  };
  if (size > ctx.config.maxUploadBytes) {
    return {
      record: {
        ...base,
        fileId: "",
        unreadableReason: `${attachment.name} is ${formatFileSize(size)}; attachments up to ${formatFileSize(ctx.config.maxUploadBytes)} are stored and read. It is kept in the original message.`,
      },
      bytes: null,
    };
  }
  if (size === 0)
    return { record: { ...base, fileId: "", unreadableReason: `${attachment.name} is empty.` }, bytes: null };
  const sniffed = sniffFileType(attachment.bytes, attachment.name);
  const extension = sniffed.ok
    ? sniffed.type.extension
    : (/\.([A-Za-z0-9]{1,8})$/.exec(attachment.name)?.[1]?.toLowerCase() ?? "bin");
  const storageKey = newStorageKey(ctx.actor.agencyId);
  storageKeys.push(storageKey);
  const file = await storeFile(ctx, {
    agencyId: ctx.actor.agencyId,
    storageKey,
    name: safeFileName(attachment.name, extension),
    bytes: attachment.bytes,
    type: sniffed.ok ? sniffed.type : { mimeType: attachment.contentType || "application/octet-stream" },
    notes: "Received by email",
  });
  return {
    record: { ...base, fileId: file.id, name: file.name, ...(sniffed.ok ? {} : { unreadableReason: sniffed.reason }) },
    bytes: sniffed.ok ? attachment.bytes : null,
  };
}

/** Reads a stored attachment's text in a reader process (ADR 058); its failure is its reason. */
async function readAttachment(record: EmailAttachmentRecord, bytes: Uint8Array, maxBytes: number) {
  try {
    const { pages } = await extractDocument(
      { bytes, mimeType: record.contentType ?? "application/octet-stream", fileName: record.name },
      { maxBytes },
    );
    const text = pages
      .map((page) => page.text)
      .join("\n\n")
      .trim();
    if (!text) return { ...record, unreadableReason: "No text could be read from it." };
    return { ...record, text: text.slice(0, ATTACHMENT_TEXT_CHARS) };
  } catch (error) {
    const reason = error instanceof DocumentError ? error.message : "It could not be read.";
    return { ...record, unreadableReason: reason };
  }
}

async function agencyStaff(ctx: AgencyCtx) {
  const users = await listAgencyUsers(ctx);
  const emails = new Set(users.map((u) => u.email));
  const PUBLIC = /^(gmail|googlemail|yahoo|outlook|hotmail|live|icloud|me|aol|proton|protonmail)\./;
  const domains = new Set(
    users.map((u) => u.email.split("@")[1] ?? "").filter((domain) => domain && !PUBLIC.test(domain)),
  );
  return { emails, domains };
}

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

/** Why this message is over a loop limit (too many from one sender in an hour, or on one thread in a day), or null. */
async function loopLimitOf(
  ctx: AgencyCtx,
  threadId: string,
  sender: string,
  messageId: string,
): Promise<string | null> {
  const now = ctx.now();
  const hourAgo = new Date(now.getTime() - 3600 * 1000);
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  const triaged: TriageStatus[] = ["QUEUED", "AWAITING_TRIAGE", "TRIAGED"];
  const [fromSender] = await ctx.db
    .select({ n: count() })
    .from(emailMessages)
    .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
    .where(
      and(
        eq(emailThreads.agencyId, ctx.actor.agencyId),
        eq(emailMessages.direction, "IN"),
        eq(emailMessages.senderEmail, lower(sender)),
        gte(emailMessages.sentAt, hourAgo),
        inArray(emailMessages.triageStatus, triaged),
        sql`${emailMessages.id} <> ${messageId}`,
      ),
    );
  if ((fromSender?.n ?? 0) >= LOOP_LIMITS.perSenderPerHour) {
    return `${LOOP_LIMITS.perSenderPerHour} messages from ${sender} were already triaged in the last hour`;
  }
  const [onThread] = await ctx.db
    .select({ n: count() })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.threadId, threadId),
        eq(emailMessages.direction, "IN"),
        gte(emailMessages.sentAt, dayAgo),
        inArray(emailMessages.triageStatus, triaged),
        sql`${emailMessages.id} <> ${messageId}`,
      ),
    );
  if ((onThread?.n ?? 0) >= LOOP_LIMITS.perThreadPerDay) {
    return `${LOOP_LIMITS.perThreadPerDay} messages on this thread were already triaged in the last 24 hours`;
  }
  return null;
}

/** The first day of this calendar month (UTC), where the month's meter starts. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Inbound messages triaged (or queued for it) this month, against the plan's emails a month. */
export async function emailsTriagedThisMonth(ctx: AgencyCtx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(emailMessages)
    .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
    .where(
      and(
        eq(emailThreads.agencyId, ctx.actor.agencyId),
        eq(emailMessages.direction, "IN"),
        inArray(emailMessages.triageStatus, ["QUEUED", "AWAITING_TRIAGE", "TRIAGED"]),
        gte(emailMessages.sentAt, monthStart(ctx.now())),
      ),
    );
  return row?.n ?? 0;
}

async function overMonthlyLimit(ctx: AgencyCtx): Promise<boolean> {
  let limit: number | null;
  try {
    limit = await limitFor(ctx, "emailsPerMonth");
  } catch (error) {
    ctx.log.warn("No subscription to meter emails against; triaging", { error });
    return false;
  }
  if (limit === null) return false;
  return (await emailsTriagedThisMonth(ctx)) >= limit;
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
