import { sql } from "drizzle-orm";
import { check, integer, pgTable, real, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "../../db/columns.ts";
import { agencies } from "../identity/identity.table.ts";

/**
 * Progress (0–1) of an agency job, keyed by its pg-boss id; written when the job is enqueued
 * and by its handler, read by the screens (docs/product/live-updates.md). The job's state is
 * pg-boss's own.
 */
export const jobProgress = pgTable(
  "job_progress",
  {
    jobId: uuid().primaryKey(),
    jobName: text().notNull(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    progress: real().notNull().default(0),
    /** 1 for the first attempt, 2 for the first retry, ... (0 while waiting for the first). */
    attempt: integer().notNull().default(0),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check("job_progress_fraction_check", sql`${t.progress} >= 0 and ${t.progress} <= 1`)],
);
