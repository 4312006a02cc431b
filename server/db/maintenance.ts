import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * Refreshes the planner's statistics and the visibility map. PostgreSQL's autovacuum does
 * this on its own; the embedded PGlite has no autovacuum, so it runs after seeding and daily.
 * Without it the planner guesses row counts and skips the trigram and index-only scans.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
