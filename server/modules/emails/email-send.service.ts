import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { DomainError, ValidationError } from "../../lib/errors.ts";
import { inTransaction, type AgencyCtx, type AgencyUserCtx } from "../../lib/context.ts";
import { isUuid } from "../../lib/uuid.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { accountNameSql } from "../accounts/accounts.sql.ts";
import {
  findDraft,
  listThreadTriages,
  listWaitingDrafts,
  moveDraft,
  waitingDraftCountSql,
  type ConversationDraft,
  type ConversationTriage,
} from "../conversations/drafts.service.ts";
import { getAgencyUser } from "../identity/agency.service.ts";
import { outboundOf, storeOutbound } from "./email-outbound.ts";
import { emailSends } from "./email-send.table.ts";
import { announceEmailThread } from "./email-thread-topic.ts";
import { emailMessages, emailThreads } from "./email-threads.table.ts";
import { ensureInboundSettings } from "./inbound-settings.service.ts";

/**
 * The Emails screens' reads and the approval of a drafted reply (issue 30 items 8-9,
 * docs/product/emails-screens.md): the list with its filters and a count up to a limit (ADR 048),
 * a thread's review (its triages, drafts and sends), and Send / Edit / Discard of a draft. Send is
 * the approval (ADR 060): the person who clicks approves these exact inputs; it is recorded in
 * email_sends and the audit, and the message goes out from the agency's inbound address with the
 * thread's plus-address and threading headers.
 */

export const EMAIL_THREAD_FILTERS = ["ALL", "ACTIVE", "ENDED", "CLIENT", "AGENT", "CARA", "DRAFT"] as const;
export type EmailThreadFilter = (typeof EMAIL_THREAD_FILTERS)[number];

export interface EmailThreadRow {
  id: string;
  subject: string;
  state: "ACTIVE" | "ENDED";
  waitingFor: string | null;
  fromName: string | null;
  fromEmail: string | null;
  accountId: string | null;
  accountName: string | null;
  updatedAt: Date;
  draftCount: number;
}

const draftWaiting = waitingDraftCountSql("EMAIL", emailThreads.id);
const accountName = sql<string | null>`${accountNameSql(sql`${emailThreads.accountId}`)}`;

/** One page of the agency's threads, newest activity first, counted up to `countLimit` (ADR 048). */
export async function listEmailThreadPage(
  ctx: AgencyCtx,
  input: {
    search?: string | null;
    filter?: EmailThreadFilter | null;
    page?: number;
    pageSize?: number;
    countLimit?: number | null;
  },
): Promise<{ nodes: EmailThreadRow[]; totalCount: number; totalCountCapped: boolean; page: number; pageSize: number }> {
  const pageSize = Math.min(Math.max(input.pageSize ?? 25, 1), 100);
  const page = Math.min(Math.max(input.page ?? 1, 1), 100_000);
  const term = input.search?.trim().slice(0, 200);
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filter = input.filter ?? "ALL";
  const conditions: Array<SQL | undefined> = [eq(emailThreads.agencyId, ctx.actor.agencyId)];
  if (pattern)
    conditions.push(
      or(
        ilike(emailThreads.subject, pattern),
        ilike(emailThreads.fromName, pattern),
        ilike(emailThreads.fromEmail, pattern),
        ilike(accountName, pattern),
      ),
    );
  if (filter === "ACTIVE" || filter === "ENDED") conditions.push(eq(emailThreads.state, filter));
  if (filter === "CLIENT") conditions.push(inArray(emailThreads.waitingFor, ["CLIENT", "PARTICIPANT"]));
  if (filter === "AGENT" || filter === "CARA") conditions.push(eq(emailThreads.waitingFor, filter));
  if (filter === "DRAFT") conditions.push(sql`${draftWaiting} > 0`);
  const where = and(...conditions);
  const offset = (page - 1) * pageSize;
  const nodes = await ctx.db
    .select({
      id: emailThreads.id,
      subject: emailThreads.subject,
      state: emailThreads.state,
      waitingFor: emailThreads.waitingFor,
      fromName: emailThreads.fromName,
      fromEmail: emailThreads.fromEmail,
      accountId: emailThreads.accountId,
      accountName,
      updatedAt: emailThreads.updatedAt,
      draftCount: draftWaiting,
    })
    .from(emailThreads)
    .where(where)
    .orderBy(desc(emailThreads.updatedAt), desc(emailThreads.id))
    .limit(pageSize)
    .offset(offset);
  // ADR 048: count up to the limit, and always past the page shown
  const limit = input.countLimit ? Math.max(input.countLimit, offset + pageSize) : null;
  const inner = ctx.db
    .select({ one: sql`1` })
    .from(emailThreads)
    .where(where);
  const counted = limit ? inner.limit(limit + 1) : inner;
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(counted.as("matching"));
  const n = row?.n ?? 0;
  const capped = limit !== null && n > limit;
  return { nodes, totalCount: capped ? limit : n, totalCountCapped: capped, page, pageSize };
}

export type EmailDraft = ConversationDraft;
export type EmailTriage = ConversationTriage;
export type EmailSend = typeof emailSends.$inferSelect;
export type EmailThreadReview = typeof emailThreads.$inferSelect & {
  accountName: string | null;
  messages: Array<typeof emailMessages.$inferSelect>;
  triages: EmailTriage[];
  drafts: EmailDraft[];
  sends: EmailSend[];
};

/** A thread of the agency with what the slide-out shows: messages, triage evidence, the drafts waiting, who approved each send. */
export async function getEmailThreadReview(ctx: AgencyCtx, id: string): Promise<EmailThreadReview | null> {
  if (!isUuid(id)) return null;
  const [found] = await ctx.db
    .select({ thread: emailThreads, accountName })
    .from(emailThreads)
    .where(and(eq(emailThreads.id, id), eq(emailThreads.agencyId, ctx.actor.agencyId)));
  if (!found) return null;
  const agencyId = ctx.actor.agencyId;
  const [messages, triages, drafts, sends] = await Promise.all([
    ctx.db.select().from(emailMessages).where(eq(emailMessages.threadId, id)).orderBy(asc(emailMessages.sentAt)),
    listThreadTriages(ctx, "EMAIL", id),
    listWaitingDrafts(ctx, "EMAIL", id),
    ctx.db
      .select()
      .from(emailSends)
      .where(and(eq(emailSends.agencyId, agencyId), eq(emailSends.threadId, id)))
      .orderBy(asc(emailSends.approvedAt)),
  ]);
  return { ...found.thread, accountName: found.accountName, messages, triages, drafts, sends };
}

const MAX_BODY = 20_000;

async function draftOf(ctx: AgencyCtx, draftId: string): Promise<EmailDraft> {
  const draft = await findDraft(ctx, "EMAIL", draftId);
  if (!draft) throw new DomainError("NOT_FOUND", "That draft was not found.");
  if (draft.state === "SENT") throw new DomainError("INVALID_STATE", "This draft was already sent.");
  if (draft.state === "DISCARDED") throw new DomainError("INVALID_STATE", "This draft was discarded.");
  return draft;
}

function checkBody(body: string): string {
  const text = body.replace(/\r\n?/g, "\n").trim();
  if (!text) throw new ValidationError([{ path: "body", message: "Write the reply before saving it" }]);
  if (text.length > MAX_BODY)
    throw new ValidationError([{ path: "body", message: `The reply is too long (at most ${MAX_BODY} characters)` }]);
  return text;
}

/** Edit: saves the draft's text (and subject when given); nothing is sent. */
export async function editEmailDraft(
  ctx: AgencyUserCtx,
  input: { draftId: string; body: string; subject?: string | null },
): Promise<EmailDraft> {
  return inTransaction(ctx, async (tx) => {
    const draft = await draftOf(tx, input.draftId);
    const body = checkBody(input.body);
    const subject = input.subject?.trim() ? input.subject.trim().slice(0, 300) : draft.subject;
    const saved = await moveDraft(tx, draft.id, { from: "DRAFT", to: "DRAFT", body, subject });
    if (!saved) throw new DomainError("INVALID_STATE", "This draft was sent or discarded meanwhile.");
    await recordAudit(tx, {
      action: "email.draft.edited",
      recordType: "conversation_draft",
      recordId: draft.id,
      data: { threadId: draft.threadId, before: draft.body, after: body },
    });
    await announceEmailThread(tx, draft.threadId);
    return saved;
  });
}

/** Discard: the draft is removed from the thread (kept as DISCARDED for the audit); nothing is sent. */
export async function discardEmailDraft(ctx: AgencyUserCtx, input: { draftId: string }): Promise<EmailDraft> {
  return inTransaction(ctx, async (tx) => {
    const draft = await draftOf(tx, input.draftId);
    const saved = await moveDraft(tx, draft.id, { from: "DRAFT", to: "DISCARDED" });
    if (!saved) throw new DomainError("INVALID_STATE", "This draft was sent or discarded meanwhile.");
    await recordAudit(tx, {
      action: "email.draft.discarded",
      recordType: "conversation_draft",
      recordId: draft.id,
      data: { threadId: draft.threadId },
    });
    await announceEmailThread(tx, draft.threadId);
    return saved;
  });
}

/**
 * Send (the approval): the person approves this exact draft text (as shown, or as just edited when
 * `body` is given); it goes out from the agency's address with the thread's plus-address token,
 * a new stored Message-ID, In-Reply-To, References and Thread-Index. The draft is claimed first
 * (DRAFT → SENT), so a double click sends once; if delivery fails the draft is given back and
 * the error shown. After delivery the outbound message, the approval (email_sends) and the audit
 * are written together, and the thread waits for the client.
 */
export async function sendEmailDraft(
  ctx: AgencyUserCtx,
  input: { draftId: string; body?: string | null },
): Promise<{ send: EmailSend; message: typeof emailMessages.$inferSelect }> {
  const agencyId = ctx.actor.agencyId;
  const { settings } = await ensureInboundSettings(ctx);
  const claimed = await inTransaction(ctx, async (tx) => {
    const draft = await draftOf(tx, input.draftId);
    const body = input.body != null ? checkBody(input.body) : checkBody(draft.body);
    const [thread] = await tx.db
      .select()
      .from(emailThreads)
      .where(and(eq(emailThreads.id, draft.threadId), eq(emailThreads.agencyId, agencyId)));
    if (!thread) throw new DomainError("NOT_FOUND", "That draft's thread was not found.");
    const [parent] = await tx.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.id, draft.inReplyToMessageId), eq(emailMessages.threadId, thread.id)));
    const to = (draft.to ?? parent?.senderEmail ?? thread.fromEmail ?? "").trim();
    if (!to) throw new DomainError("INVALID_STATE", "This draft has no recipient: the client's address is unknown.");
    const user = await getAgencyUser(tx, ctx.actor.agencyUserId).catch(() => null);
    const claim = await moveDraft(tx, draft.id, { from: "DRAFT", to: "SENT", body });
    if (!claim) throw new DomainError("INVALID_STATE", "This draft was sent or discarded meanwhile.");
    return { draft, body, thread, parent: parent ?? null, to, approver: user?.name ?? "a user of the agency" };
  });
  const { draft, body, thread, parent, to, approver } = claimed;
  const approvedAt = new Date();
  const outbound = outboundOf(ctx, {
    thread,
    parent,
    localPart: settings.localPart,
    subject: draft.subject,
    at: approvedAt,
  });
  const { from, subject, threading } = outbound;
  try {
    await ctx.mailTransport.deliver({
      id: draft.id,
      from,
      to,
      subject,
      text: body,
      messageId: threading.messageId,
      inReplyTo: threading.inReplyTo,
      references: threading.references,
      headers: { ...threading.headers, "X-Cara-Approved-By": approver.replace(/[\r\n]/g, " ") },
    });
  } catch (error) {
    await moveDraft(ctx, draft.id, { from: "SENT", to: "DRAFT", body });
    throw new DomainError(
      "INVALID_STATE",
      `The reply could not be sent: ${String((error as Error).message ?? error).slice(0, 300)}. The draft is kept.`,
    );
  }
  return inTransaction(ctx, async (tx) => {
    const message = await storeOutbound(tx, { threadId: thread.id, outbound, to, body, sentAt: approvedAt });
    const [send] = await tx.db
      .insert(emailSends)
      .values({
        agencyId,
        threadId: thread.id,
        draftId: draft.id,
        messageId: message.id,
        approvedByUserId: ctx.actor.agencyUserId,
        approvedByName: approver,
        approvedAt,
        approved: {
          from,
          to,
          subject,
          body,
          messageId: threading.messageId,
          inReplyTo: threading.inReplyTo,
          references: threading.references,
          threadIndex: threading.headers["Thread-Index"],
        },
        transport: ctx.mailTransport.kind,
      })
      .returning();
    await tx.db
      .update(emailThreads)
      .set({ state: "ACTIVE", waitingFor: "CLIENT", updatedAt: approvedAt })
      .where(eq(emailThreads.id, thread.id));
    await recordAudit(tx, {
      action: "email.reply.sent",
      recordType: "email_thread",
      recordId: thread.id,
      data: {
        draftId: draft.id,
        messageId: message.id,
        approvedBy: { agencyUserId: ctx.actor.agencyUserId, name: approver },
        approved: send!.approved,
        transport: ctx.mailTransport.kind,
      },
    });
    await announceEmailThread(tx, thread.id);
    return { send: send!, message };
  });
}

export const isEmailThreadFilter = (value: string): value is EmailThreadFilter =>
  (EMAIL_THREAD_FILTERS as readonly string[]).includes(value);
