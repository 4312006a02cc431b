import { customType, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import { agencies } from "../identity/identity.table.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A connector's credentials for one agency (AMS/CRM API keys, OAuth tokens), sealed with
 * AES-256-GCM (ADR 016): `key_id` names the key, `sealed` holds iv ‖ tag ‖ ciphertext.
 */
export const connectorCredentials = pgTable(
  "connector_credentials",
  {
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    keyId: text().notNull(),
    sealed: bytea().notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.provider] })],
);
