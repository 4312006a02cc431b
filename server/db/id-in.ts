import { sql, type Column, type SQL } from "drizzle-orm";

/**
 * `column = any($ids::uuid[])`: a batch look-up by ids as ONE placeholder (`ids`, an array of
 * UUIDs), so its statement is built once however many ids a page asks for (ADR 018).
 */
export function idIn(column: Column, placeholder = "ids"): SQL {
  return sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;
}
