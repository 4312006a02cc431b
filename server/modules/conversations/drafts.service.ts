import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { InboundChannel } from "../../../domain/inbound-message.ts";
import type { AgencyCtx } from "../../lib/context.ts";
import { isUuid } from "../../lib/uuid.ts";
import { conversationDrafts, conversationTriages, type DraftState } from "./conversations.table.ts";

/**
 * A channel's reads and writes of the drafts and triages this module keeps (issue 30 items 8-9):
 * the channel's screens show them; Send, Edit and Discard change a draft's state here, and the
 * channel records what it sent. Always within the acting agency.
 */

export type ConversationDraft = typeof conversationDrafts.$inferSelect;
export type ConversationTriage = typeof conversationTriages.$inferSelect;

/** The triages of a thread, oldest first. */
export function listThreadTriages(ctx: AgencyCtx, channel: InboundChannel, threadId: string) {
  return ctx.db
    .select()
    .from(conversationTriages)
    .where(
      and(
        eq(conversationTriages.agencyId, ctx.actor.agencyId),
        eq(conversationTriages.channel, channel),
        eq(conversationTriages.threadId, threadId),
      ),
    )
    .orderBy(asc(conversationTriages.createdAt));
}

/** The drafts of a thread still waiting for a person, oldest first. */
export function listWaitingDrafts(ctx: AgencyCtx, channel: InboundChannel, threadId: string) {
  return ctx.db
    .select()
    .from(conversationDrafts)
    .where(
      and(
        eq(conversationDrafts.agencyId, ctx.actor.agencyId),
        eq(conversationDrafts.channel, channel),
        eq(conversationDrafts.threadId, threadId),
        eq(conversationDrafts.state, "DRAFT"),
      ),
    )
    .orderBy(asc(conversationDrafts.createdAt));
}

/** One draft of the agency on the channel, or null. */
export async function findDraft(
  ctx: AgencyCtx,
  channel: InboundChannel,
  draftId: string,
): Promise<ConversationDraft | null> {
  if (!isUuid(draftId)) return null;
  const [draft] = await ctx.db
    .select()
    .from(conversationDrafts)
    .where(
      and(
        eq(conversationDrafts.id, draftId),
        eq(conversationDrafts.agencyId, ctx.actor.agencyId),
        eq(conversationDrafts.channel, channel),
      ),
    );
  return draft ?? null;
}

/**
 * Moves a draft from `from` to `to` (with the text given), only if it is still in `from`: the
 * conditional update that makes a double click send once. Null when it had moved meanwhile.
 */
export async function moveDraft(
  ctx: AgencyCtx,
  draftId: string,
  change: { from: DraftState; to: DraftState; body?: string; subject?: string },
): Promise<ConversationDraft | null> {
  const [moved] = await ctx.db
    .update(conversationDrafts)
    .set({
      state: change.to,
      ...(change.body !== undefined ? { body: change.body } : {}),
      ...(change.subject !== undefined ? { subject: change.subject } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(conversationDrafts.id, draftId),
        eq(conversationDrafts.agencyId, ctx.actor.agencyId),
        eq(conversationDrafts.state, change.from),
      ),
    )
    .returning();
  return moved ?? null;
}

/** Stores a draft reply (a channel's tests, and any step that drafts outside triage); never sends. */
export async function recordDraft(
  ctx: AgencyCtx,
  input: {
    channel: InboundChannel;
    threadId: string;
    inReplyToMessageId: string;
    to: string | null;
    subject: string;
    body: string;
  },
): Promise<ConversationDraft> {
  const [draft] = await ctx.db
    .insert(conversationDrafts)
    .values({ agencyId: ctx.actor.agencyId, ...input })
    .returning();
  return draft!;
}

/**
 * How many drafts of a thread wait for a person: a subquery for a channel's list (ADR 017 fragment).
 * The subquery is nested one level: Drizzle drops the table name of the columns at the top of a
 * fragment selected from one table, which made `"thread_id" = "id"` compare each draft with itself
 * (the count was always 0; email-list-drafts.test.ts).
 */
export const waitingDraftCountSql = (channel: InboundChannel, threadId: SQL | unknown): SQL<number> => {
  const count = sql`(select count(*)::int from ${conversationDrafts} where ${conversationDrafts.threadId} = ${threadId} and ${conversationDrafts.state} = 'DRAFT' and ${conversationDrafts.channel} = ${channel})`;
  return sql<number>`${count}`;
};
