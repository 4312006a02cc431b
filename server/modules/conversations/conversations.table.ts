import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AutomatedVerdict, InboundChannel } from "../../../domain/inbound-message.ts";
import { id, timestamps } from "../../db/columns.ts";
import { agencies } from "../identity/identity.table.ts";
import { serviceRequests } from "../servicing/servicing.table.ts";
import type { RequestTyping } from "./request-typing.ts";
import type { SenderMatch } from "./sender-match.ts";

export type TriageState = "RUNNING" | "DONE" | "AUTOMATED" | "FAILED";
export type RequestAction = "CREATED" | "UPDATED" | "NONE";

/** What triage did with one tool call (the model's or the offline engine's): shown as the decision's steps. */
export interface TriageStep {
  tool: string;
  title: string;
  ok: boolean;
  /** A short account of the answer or the error. */
  note: string;
}

/**
 * One inbound message's triage (ADR 068): every decision with its evidence — automated or not and
 * why, the account matched and why (or the candidates), the request type with the words that
 * decided it and its data, the sender authentication verdict — and what was done (the request
 * created or updated, the draft). One per message and agency: a retried job finds it.
 * Channel-neutral: `messageId` and `threadId` are the channel's (an email message and thread today).
 */
export const conversationTriages = pgTable(
  "conversation_triages",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    channel: text().$type<InboundChannel>().notNull(),
    messageId: uuid().notNull(),
    threadId: uuid().notNull(),
    state: text().$type<TriageState>().notNull().default("RUNNING"),
    automated: jsonb().$type<AutomatedVerdict>().notNull(),
    match: jsonb().$type<SenderMatch>(),
    typing: jsonb().$type<RequestTyping>(),
    /** The type the request was recorded with, when it differs from the decision's (data the request needs was missing). */
    recordedType: text(),
    authentication: jsonb().$type<{ ok: boolean; evidence: string; mayDisclose: boolean; note: string | null }>(),
    serviceRequestId: uuid().references(() => serviceRequests.id, { onDelete: "set null" }),
    requestAction: text().$type<RequestAction>().notNull().default("NONE"),
    /** The thread's state and waiting-for after triage. */
    threadState: jsonb().$type<{ state: "ACTIVE" | "ENDED"; waitingFor: string | null; why: string }>(),
    steps: jsonb().$type<TriageStep[]>().notNull().default([]),
    /** Cara's account of the triage (the run's last text). */
    summary: text(),
    failureReason: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("conversation_triages_message_idx").on(t.agencyId, t.channel, t.messageId),
    index("conversation_triages_thread_idx").on(t.threadId, t.createdAt),
  ],
);

export type DraftState = "DRAFT" | "SENT" | "DISCARDED";

/**
 * A reply Cara drafted: stored, never sent by triage. A person sends, edits or discards it (the
 * channel's screens); what was sent and who approved it is the channel's record.
 */
export const conversationDrafts = pgTable(
  "conversation_drafts",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    channel: text().$type<InboundChannel>().notNull(),
    threadId: uuid().notNull(),
    /** The message it answers. */
    inReplyToMessageId: uuid().notNull(),
    triageId: uuid().references(() => conversationTriages.id, { onDelete: "set null" }),
    to: text(),
    subject: text().notNull(),
    body: text().notNull(),
    /** The passages the body cites as [n]: file, page and quoted text. */
    citations: jsonb()
      .$type<Array<{ ref: number; fileId: string; fileName: string; page: number; quote: string }>>()
      .notNull()
      .default([]),
    state: text().$type<DraftState>().notNull().default("DRAFT"),
    ...timestamps(),
  },
  (t) => [index("conversation_drafts_thread_idx").on(t.threadId, t.createdAt)],
);
