import { integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "../../db/columns.ts";

/** Server-wide settings kept in the database (the generated secret key). */
export const serverSettings = pgTable("server_settings", {
  key: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamptz().notNull().defaultNow(),
});

/** Fixed-window counters shared by every web process (sign-in code requests, code checks). */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text().notNull(),
    windowStart: timestamptz().notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Answers of writes sent with an idempotency key (ADR 021): a repeat of the same key by the
 * same user replays the stored answer instead of writing again. `response` is null while
 * the first request is still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    agencyId: uuid().notNull(),
    agencyUserId: uuid().notNull(),
    key: text().notNull(),
    operation: text().notNull(),
    response: jsonb(),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.agencyUserId, t.key] })],
);
