import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
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
