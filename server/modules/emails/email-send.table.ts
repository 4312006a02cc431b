import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, timestamptz } from "../../db/columns.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";
import { emailMessages, emailThreads } from "./email-threads.table.ts";

/**
 * A reply a person approved and Cara sent (issue 30 item 8, ADR 060): Send is the approval of
 * these exact inputs. One per draft; `messageId` is the outbound email_messages row it became.
 * An acknowledgement the agency's rule lets Cara send on its own (ADR 070) is recorded here too,
 * with the rule as its approver.
 */
export const emailSends = pgTable(
  "email_sends",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    threadId: uuid()
      .notNull()
      .references(() => emailThreads.id, { onDelete: "cascade" }),
    /** conversation_drafts.id (a draft is sent once). */
    draftId: uuid().notNull(),
    messageId: uuid().references(() => emailMessages.id, { onDelete: "set null" }),
    approvedByUserId: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    /** The approver's name as it was when they approved (a rule's label when a rule approved it). */
    approvedByName: text().notNull(),
    /**
     * The agency's pre-approval rule that approved it instead of a person (ADR 070:
     * EMAIL_ACKNOWLEDGEMENT, Cara's acknowledgement on its own); null when a person approved.
     */
    approvedByRule: text(),
    approvedAt: timestamptz().notNull(),
    /** The exact inputs approved: sender, recipient, subject, body and threading headers. */
    approved: jsonb()
      .$type<{
        from: string;
        to: string;
        subject: string;
        body: string;
        messageId: string;
        inReplyTo: string | null;
        references: string[];
        threadIndex: string;
      }>()
      .notNull(),
    /** outbox (the dev mailbox) or smtp. */
    transport: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("email_sends_draft_idx").on(t.draftId),
    index("email_sends_thread_idx").on(t.threadId, t.approvedAt),
  ],
);
