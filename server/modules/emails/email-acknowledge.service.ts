import { and, eq, sql } from "drizzle-orm";
import { PRE_APPROVAL_LABELS } from "../../../domain/effects.ts";
import { agencyCtx, inTransaction, type AgencyCtx } from "../../lib/context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { moveDraft, recordDraft, type ConversationTriage } from "../conversations/drafts.service.ts";
import { getViewerAgency } from "../identity/agency.service.ts";
import { preApprovalsOf } from "../workspaces/effect-approvals.service.ts";
import { outboundOf, storeOutbound } from "./email-outbound.ts";
import { emailSends } from "./email-send.table.ts";
import { announceEmailThread } from "./email-thread-topic.ts";
import { emailMessages, emailThreads } from "./email-threads.table.ts";
import { ensureInboundSettings } from "./inbound-settings.service.ts";

/**
 * Cara's acknowledgement on its own (issue 30 item 8, ADR 070): when the agency has turned on the
 * pre-approval rule EMAIL_ACKNOWLEDGEMENT (off by default; Settings → Agency, "Actions Cara takes
 * without asking"), a client's new conversation gets a fixed acknowledgement once triage is done:
 * received, an agent will reply. It says nothing from the client's records and nothing the
 * message asked for; the drafted answer still waits for a person. It is recorded like any send
 * (email_sends, with the rule as approver; the audit), carries RFC 3834's Auto-Submitted:
 * auto-replied so other responders stay silent, and goes at most once per thread, never to
 * automated mail, a colleague's forward, a bare thank-you, or a conversation Cara already wrote in.
 */

export const ACKNOWLEDGEMENT_RULE = "EMAIL_ACKNOWLEDGEMENT" as const;

/** The approver an acknowledgement names: the rule's label. */
export const ACKNOWLEDGEMENT_APPROVER = `Agency rule: ${PRE_APPROVAL_LABELS[ACKNOWLEDGEMENT_RULE]}`;

/** A greeting name only when it looks like one (a sender's display name is the sender's words). */
function greetingOf(name: string | null): string {
  const first = name?.trim().split(/\s+/)[0] ?? "";
  return /^\p{L}[\p{L}'-]{0,29}$/u.test(first) ? first : "there";
}

export function acknowledgementText(input: { senderName: string | null; agencyName: string }): string {
  return [
    `Hello ${greetingOf(input.senderName)},`,
    "",
    `Thank you for your email. ${input.agencyName} has received it, and a member of our team will reply as soon as possible.`,
    "",
    `This is an automatic acknowledgement sent by Cara, ${input.agencyName}'s assistant.`,
  ].join("\n");
}

export type AcknowledgementOutcome =
  { sent: true; sendId: string; messageId: string } | { sent: false; reason: string };

/**
 * After triage of `messageId`: sends the acknowledgement when the agency's rule allows it and the
 * conversation needs one. Never throws for a delivery failure (the reason is logged and audited;
 * the acknowledgement is not retried).
 */
export async function acknowledgeAfterTriage(
  ctx: AgencyCtx,
  input: { messageId: string; triage: ConversationTriage },
): Promise<AcknowledgementOutcome> {
  const { triage, messageId } = input;
  if (triage.state !== "DONE" && triage.state !== "FAILED") return { sent: false, reason: "not triaged" };
  if (triage.automated?.automated) return { sent: false, reason: "automated mail" };
  if (triage.threadState?.state === "ENDED") return { sent: false, reason: "the conversation ended" };
  if (!(await preApprovalsOf(ctx)).includes(ACKNOWLEDGEMENT_RULE)) return { sent: false, reason: "the rule is off" };
  const cara = agencyCtx(ctx, { type: "CARA", agencyId: ctx.actor.agencyId, channel: "EMAIL", onBehalfOfUserId: null });
  const agencyId = cara.actor.agencyId;
  const { settings } = await ensureInboundSettings(cara);
  const agency = await getViewerAgency(cara);

  const claimed = await inTransaction(cara, async (tx) => {
    const [row] = await tx.db
      .select({ message: emailMessages, thread: emailThreads })
      .from(emailMessages)
      .innerJoin(emailThreads, eq(emailThreads.id, emailMessages.threadId))
      .where(and(eq(emailMessages.id, messageId), eq(emailThreads.agencyId, agencyId)));
    if (!row) return { reason: "no such message" } as const;
    const { message, thread } = row;
    if (message.direction !== "IN" || !message.senderEmail) return { reason: "no sender to acknowledge" } as const;
    if (message.forwardedBy) return { reason: "a colleague's forward" } as const;
    if (message.automated?.automated) return { reason: "automated mail" } as const;
    // one per thread, and never into a conversation Cara already wrote in
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-ack:${thread.id}`}))`);
    const [written] = await tx.db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(and(eq(emailMessages.threadId, thread.id), eq(emailMessages.direction, "OUT")))
      .limit(1);
    const [acknowledged] = await tx.db
      .select({ id: emailSends.id })
      .from(emailSends)
      .where(and(eq(emailSends.threadId, thread.id), eq(emailSends.approvedByRule, ACKNOWLEDGEMENT_RULE)))
      .limit(1);
    if (written || acknowledged) return { reason: "the conversation was already answered" } as const;

    const approvedAt = tx.now();
    const outbound = outboundOf(tx, {
      thread,
      parent: message,
      localPart: settings.localPart,
      subject: "",
      at: approvedAt,
    });
    const { from, threading } = outbound;
    const body = acknowledgementText({ senderName: message.senderName, agencyName: agency.name });
    const to = message.senderEmail;
    // the draft the send row names (one per draft), claimed at once: it never waits for a person
    const draft = await recordDraft(tx, {
      channel: "EMAIL",
      threadId: thread.id,
      inReplyToMessageId: message.id,
      to,
      subject: outbound.subject,
      body,
    });
    await moveDraft(tx, draft.id, { from: "DRAFT", to: "SENT" });
    const approved = {
      from,
      to,
      subject: outbound.subject,
      body,
      messageId: threading.messageId,
      inReplyTo: threading.inReplyTo,
      references: threading.references,
      threadIndex: threading.headers["Thread-Index"],
    };
    const [send] = await tx.db
      .insert(emailSends)
      .values({
        agencyId,
        threadId: thread.id,
        draftId: draft.id,
        messageId: null,
        approvedByUserId: null,
        approvedByName: ACKNOWLEDGEMENT_APPROVER,
        approvedByRule: ACKNOWLEDGEMENT_RULE,
        approvedAt,
        approved,
        transport: tx.mailTransport.kind,
      })
      .returning({ id: emailSends.id });
    return { threadId: thread.id, draftId: draft.id, sendId: send!.id, outbound, approved, approvedAt } as const;
  });
  if ("reason" in claimed) return { sent: false, reason: claimed.reason! };

  const { threadId, draftId, sendId, outbound, approved, approvedAt } = claimed;
  const { threading } = outbound;
  try {
    await cara.mailTransport.deliver({
      id: draftId,
      from: approved.from,
      to: approved.to,
      subject: approved.subject,
      text: approved.body,
      messageId: threading.messageId,
      inReplyTo: threading.inReplyTo,
      references: threading.references,
      headers: {
        ...threading.headers,
        "Auto-Submitted": "auto-replied",
        "X-Auto-Response-Suppress": "All",
        "X-Cara-Approved-By": `rule ${ACKNOWLEDGEMENT_RULE}`,
      },
    });
  } catch (error) {
    const reason = String((error as Error).message ?? error).slice(0, 300);
    cara.log.warn("The acknowledgement could not be sent", { error, threadId });
    await inTransaction(cara, async (tx) => {
      await tx.db.delete(emailSends).where(eq(emailSends.id, sendId));
      await moveDraft(tx, draftId, { from: "SENT", to: "DISCARDED" });
      await recordAudit(tx, {
        action: "email.acknowledgement.failed",
        recordType: "email_thread",
        recordId: threadId,
        data: { rule: ACKNOWLEDGEMENT_RULE, reason, to: approved.to },
      });
    });
    return { sent: false, reason: `delivery failed: ${reason}` };
  }
  const sent = await inTransaction(cara, async (tx) => {
    const message = await storeOutbound(tx, {
      threadId,
      outbound,
      to: approved.to,
      body: approved.body,
      sentAt: approvedAt,
    });
    await tx.db.update(emailSends).set({ messageId: message.id }).where(eq(emailSends.id, sendId));
    await tx.db.update(emailThreads).set({ updatedAt: approvedAt }).where(eq(emailThreads.id, threadId));
    await recordAudit(tx, {
      action: "email.acknowledgement.sent",
      recordType: "email_thread",
      recordId: threadId,
      data: {
        draftId,
        messageId: message.id,
        approvedBy: { rule: ACKNOWLEDGEMENT_RULE, name: ACKNOWLEDGEMENT_APPROVER },
        approved,
        transport: tx.mailTransport.kind,
      },
    });
    await announceEmailThread(tx, threadId);
    return message;
  });
  return { sent: true, sendId, messageId: sent.id };
}
