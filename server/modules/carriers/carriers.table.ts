import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns.ts";
import { agencies } from "../identity/identity.table.ts";

/**
 * Insurance carriers and wholesale brokers (docs/product/accounts-and-contacts.md;
 * carrier{isCarrier}, broker{isBroker}). `agencyId` null: the shared list every agency sees;
 * otherwise one agency's own entry.
 */
export const carriers = pgTable(
  "carriers",
  {
    id: id(),
    agencyId: uuid().references(() => agencies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** NAIC company code (five digits) for carriers; printed on certificates. */
    naicCode: text(),
    isCarrier: boolean().notNull().default(true),
    isBroker: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("carriers_agency_name_key").on(
      sql`coalesce(${t.agencyId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    index("carriers_agency_idx").on(t.agencyId),
  ],
);
