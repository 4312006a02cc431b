import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamptz } from "../../db/columns.ts";

export type MailStatus = "QUEUED" | "SENT" | "FAILED";

/** Outbound mail: every message is written here, then delivered by the mail.send job. */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: id(),
    agencyId: uuid(),
    from: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Bodies of sensitive messages (sign-in codes) are erased once delivered over SMTP. */
    sensitive: boolean().notNull().default(false),
    status: text().$type<MailStatus>().notNull().default("QUEUED"),
    /** Which transport delivered it: `outbox` (dev mailbox) or `smtp`. */
    transport: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index("mail_messages_created_idx").on(t.createdAt)],
);
