import { index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { ConversationRole } from "../../../domain/service-request.ts";
import { id, timestamps, timestamptz } from "../../db/columns.ts";
import { accounts } from "../accounts/accounts.table.ts";
import { agencies } from "../identity/identity.table.ts";
import { serviceRequests } from "../servicing/servicing.table.ts";

/**
 * An email conversation handled by the email assistant (the email thread of
 * docs/product/servicing.md's Conversation tab). The emails issue adds the inbound webhook and
 * replies; servicing shows the threads linked to a request.
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
    ...timestamps(),
  },
  (t) => [index("email_threads_agency_updated_idx").on(t.agencyId, t.updatedAt.desc())],
);

/** Attachments are stored files of the agency: `{ fileId, name }`. */
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
    body: text().notNull(),
    attachments: jsonb().$type<Array<{ fileId: string; name: string }>>().notNull().default([]),
  },
  (t) => [index("email_messages_thread_idx").on(t.threadId, t.sentAt)],
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
