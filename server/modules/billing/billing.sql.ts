import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { activeAgencyUserCountSql } from "../identity/identity.sql.ts";
import { agencySubscriptions } from "./billing.table.ts";
import type { SubscriptionRow } from "./subscription.store.ts";

/** A subscription's row and its active seats, as `readSubscriptionWithSeats` reads them. */
export interface SubscriptionWithSeats {
  row: SubscriptionRow;
  numSeatsActive: number;
}

const columns = Object.entries(getTableColumns(agencySubscriptions));

/** The row as one JSON object, read back through each column's own mapping (dates, integers). */
function decodeSubscriptionWithSeats(value: unknown): SubscriptionWithSeats | null {
  if (value == null) return null;
  const json = (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;
  const row = Object.fromEntries(
    columns.map(([key, column]) => [key, json[key] == null ? null : column.mapFromDriverValue(json[key])]),
  ) as SubscriptionRow;
  return { row, numSeatsActive: Number(json.numSeatsActive) };
}

/**
 * The agency's subscription row with its active seats (null without one), as a subquery another
 * statement may carry: the session lookup brings it to every signed-in request, so the shell and
 * the subscription gate read no statement of their own (ADR 018). `agencyId` must be qualified by
 * its table.
 */
export const subscriptionWithSeatsSql = (agencyId: SQL): SQL<SubscriptionWithSeats | null> => {
  const fields = columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`(select json_build_object(${sql.join(fields, sql`, `)}, 'numSeatsActive', ${activeAgencyUserCountSql(
    agencyId,
  )}) from ${agencySubscriptions} where ${agencySubscriptions.agencyId} = ${agencyId})`.mapWith(
    decodeSubscriptionWithSeats,
  );
};
