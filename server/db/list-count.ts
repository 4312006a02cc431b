import { count, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ListCount } from "../../domain/list-count.ts";
import type { Db } from "./client.ts";

// How many rows a list counts (ADR 048): the list screens show "of 1,000+" instead of paying
// for a count of 30,000 rows on every page.

/** The highest count worth stating for this page, or undefined for an exact count. */
export function countCap(countLimit: number | null | undefined, offset: number, pageSize: number): number | undefined {
  if (countLimit == null) return undefined;
  return Math.max(Math.min(Math.max(Math.trunc(countLimit), 1), 1_000_000), offset + pageSize);
}

/**
 * The count query of a list: every row matching `where` (`cap` undefined), or only the first
 * cap + 1 of them, so a count above the cap shows there are more. A prepared statement passes
 * `"placeholder"` and the value `countLimitValue(cap)` as `countLimit` at run time.
 *
 * How a capped count reads its rows depends on `searching` (ADR 048). Without search words the
 * list's filters are an index's leading columns, and `LIMIT` beside the `WHERE` stops an index
 * scan at the cap. With search words that same `LIMIT` leads PostgreSQL to expect matches early
 * and to scan the table row by row, which for a common word reads far more rows than the trigram
 * index would; so the matching rows come from a MATERIALIZED CTE, planned as if all were wanted
 * (the index), and the `LIMIT` outside only stops that scan early.
 */
export function countQuery(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap: number | "placeholder" | undefined,
  searching: boolean,
) {
  if (cap === undefined) return db.select({ n: count() }).from(table).where(where);
  const matching = db
    .select({ one: sql<number>`1`.as("one") })
    .from(table)
    .where(where);
  const limit = cap === "placeholder" ? sql.placeholder("countLimit") : countLimitValue(cap);
  if (!searching) return db.select({ n: count() }).from(matching.limit(limit).as("capped"));
  return db
    .select({ n: count() })
    .from(sql`(with matching as materialized (${matching}) select 1 from matching limit ${limit}) as capped`);
}

/** The row limit of a count capped at `cap`. */
export function countLimitValue(cap: number): number {
  return cap + 1;
}

/** What a count query found, read against its cap. */
export function countResult(n: number | string | undefined, cap: number | undefined): ListCount {
  const found = Number(n ?? 0);
  return cap !== undefined && found > cap
    ? { totalCount: cap, totalCountCapped: true }
    : { totalCount: found, totalCountCapped: false };
}
