import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AutomatedVerdict, InboundParty } from "../../../domain/inbound-message.ts";
import type { ConversationRole } from "../../../domain/service-request.ts";
import { id, timestamps, timestamptz } from "../../db/columns.ts";
import { accounts } from "../accounts/accounts.table.ts";
import { agencies } from "../identity/identity.table.ts";
import { serviceRequests } from "../servicing/servicing.table.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Where an inbound message came from (ADR 067). */
export type InboundProvider = "POSTMARK" | "SENDGRID" | "MAILGUN" | "RAW" | "SMTP";
/** How far a message could be read: PARTIAL keeps what was read and says what was not. */
export type ParseStatus = "PARSED" | "PARTIAL" | "FAILED";
/**
 * What happens next for an inbound message: QUEUED for triage, AWAITING_TRIAGE (the triage job ran
 * but no triage is installed yet), TRIAGED, or not triaged with the reason: AUTOMATED (auto-reply,
 * bounce, list mail, loop limit), OVER_LIMIT (the plan's emails a month), UNREADABLE.
 */
export type TriageStatus = "QUEUED" | "AWAITING_TRIAGE" | "TRIAGED" | "AUTOMATED" | "OVER_LIMIT" | "UNREADABLE";

/** An attachment as stored on a message: the stored file once stored, and why it was not stored or read. */
export interface EmailAttachmentRecord {
  fileId: string;
  name: string;
  contentType?: string;
  size?: number;
  /** Inline image referenced by the HTML (cid:). */
  contentId?: string;
  inline?: boolean;
  /** Text read from it in a reader process (ADR 058), at most a page budget. */
  text?: string;
  unreadableReason?: string;
}

/**
 * An email conversation handled by the email assistant (the email thread of
 * docs/product/servicing.md's Conversation tab; docs/product/emails.md). `token` is the
 * plus-address (`<address>+<token>@…`) Cara's replies carry so an answer finds its thread.
 */
export const emailThreads = pgTable(
  "email_threads",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    accountId: uuid().references(() => accounts.id, { onDelete: "set null" }),
    subject: text().notNull(),
    state: text().$type<"ACTIVE" | "ENDED">().notNull().default("ACTIVE"),
    waitingFor: text().$type<"CLIENT" | "PARTICIPANT" | "AGENT" | "CARA">(),
    /** Plus-address token, `th_` and 10 letters or digits; null on threads made before issue 30. */
    token: text(),
    /** The subject without Re:/Fwd:/AW: prefixes, lower-cased: the last-resort threading key. */
    normalizedSubject: text(),
    /** Every address seen on the thread (lower-cased), for the subject-and-participants match. */
    participants: jsonb().$type<string[]>().notNull().default([]),
    /** The client the thread is with (the original sender of a forwarded message). */
    fromName: text(),
    fromEmail: text(),
    ...timestamps(),
  },
  (t) => [
    index("email_threads_agency_updated_idx").on(t.agencyId, t.updatedAt.desc()),
    uniqueIndex("email_threads_token_idx")
      .on(t.token)
      .where(sql`${t.token} is not null`),
    index("email_threads_agency_subject_idx").on(t.agencyId, t.normalizedSubject),
  ],
);

/**
 * The raw inbound message exactly as it arrived (MIME bytes, or the provider's body when it sent
 * no MIME), stored before the provider is answered 2xx (ADR 067). `dedupKey` is the RFC
 * Message-ID (or a digest of the bytes when there is none): a redelivery finds its row.
 */
export const emailInbound = pgTable(
  "email_inbound",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    provider: text().$type<InboundProvider>().notNull(),
    /** The provider's own id (Postmark's MessageID), when it gives one. */
    providerMessageId: text(),
    dedupKey: text().notNull(),
    /** message/rfc822, application/json (Postmark), multipart/form-data or x-www-form-urlencoded (SendGrid, Mailgun). */
    contentType: text().notNull(),
    raw: bytea().notNull(),
    sizeBytes: integer().notNull(),
    /** SMTP envelope, when known (the listener, SendGrid's `envelope`, Mailgun's `sender`/`recipient`). */
    envelope: jsonb().$type<{ from: string | null; to: string[] }>(),
    receivedAt: timestamptz().notNull().defaultNow(),
    state: text().$type<"RECEIVED" | "PROCESSED" | "FAILED">().notNull().default("RECEIVED"),
    failureReason: text(),
    processedAt: timestamptz(),
    /** The message it became (email_messages.id), once processed. */
    messageId: uuid(),
  },
  (t) => [
    uniqueIndex("email_inbound_agency_dedup_idx").on(t.agencyId, t.dedupKey),
    index("email_inbound_received_idx")
      .on(t.receivedAt)
      .where(sql`${t.state} = 'RECEIVED'`),
  ],
);

/** Attachments are stored files of the agency (`EmailAttachmentRecord`). */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: id(),
    threadId: uuid()
      .notNull()
      .references(() => emailThreads.id, { onDelete: "cascade" }),
    sentAt: timestamptz().notNull(),
    senderRole: text().$type<ConversationRole>().notNull(),
    senderEmail: text(),
    /** The new text only (quoted history in `quotedText`), plain text. */
    body: text().notNull(),
    attachments: jsonb().$type<EmailAttachmentRecord[]>().notNull().default([]),
    direction: text().$type<"IN" | "OUT">().notNull().default("IN"),
    /** RFC 5322 Message-ID with its angle brackets: received, or the one Cara generated and sent. */
    rfcMessageId: text(),
    inReplyTo: text(),
    references: jsonb().$type<string[]>().notNull().default([]),
    subject: text(),
    senderName: text(),
    to: jsonb().$type<InboundParty[]>().notNull().default([]),
    cc: jsonb().$type<InboundParty[]>().notNull().default([]),
    /** Who forwarded it when a colleague forwarded a client's message (`sender*` is the original sender). */
    forwardedBy: jsonb().$type<InboundParty>(),
    quotedText: text(),
    /** The HTML body, sanitised for display (no scripts, handlers, forms or remote content). */
    html: text(),
    /** Outlook threading headers, kept to extend on reply. */
    threadTopic: text(),
    threadIndex: text(),
    parseStatus: text().$type<ParseStatus>().notNull().default("PARSED"),
    parseFailureReason: text(),
    automated: jsonb().$type<AutomatedVerdict>(),
    authentication: jsonb().$type<{ spf?: string; dkim?: string; dmarc?: string; evidence?: string }>(),
    /** A delivery-status report: the message it bounces, and the address that failed. */
    bouncesMessageId: uuid(),
    bounce: jsonb().$type<{ recipient: string | null; status: string | null; action: string | null }>(),
    triageStatus: text().$type<TriageStatus>(),
    inboundId: uuid().references(() => emailInbound.id, { onDelete: "set null" }),
  },
  (t) => [
    index("email_messages_thread_idx").on(t.threadId, t.sentAt),
    index("email_messages_rfc_message_id_idx")
      .on(t.rfcMessageId)
      .where(sql`${t.rfcMessageId} is not null`),
  ],
);

/**
 * The agency's inbound address (`<localPart>@<INBOUND_EMAIL_DOMAIN>`) and the token naming it in
 * its webhook URLs. The providers' secrets are sealed in connector_credentials (provider
 * `email-inbound`, ADR 067), not here.
 */
export const emailInboundSettings = pgTable(
  "email_inbound_settings",
  {
    agencyId: uuid()
      .primaryKey()
      .references(() => agencies.id, { onDelete: "cascade" }),
    localPart: text().notNull(),
    urlToken: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("email_inbound_settings_local_part_idx").on(t.localPart),
    uniqueIndex("email_inbound_settings_url_token_idx").on(t.urlToken),
  ],
);

export const serviceRequestEmailThreads = pgTable(
  "service_request_email_threads",
  {
    serviceRequestId: uuid()
      .notNull()
      .references(() => serviceRequests.id, { onDelete: "cascade" }),
    threadId: uuid()
      .notNull()
      .references(() => emailThreads.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceRequestId, t.threadId] }),
    index("service_request_email_threads_thread_idx").on(t.threadId),
  ],
);
