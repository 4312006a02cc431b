import { sql, type SQL } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { AccountType, Address } from "../../../domain/account.ts";
import { id, timestamps } from "../../db/columns.ts";
import { agencies } from "../identity/identity.table.ts";

/** An agency's client: a business or an individual (docs/product/accounts-and-contacts.md). */
export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    type: text().$type<AccountType>().notNull(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    mailingAddress: jsonb().$type<Address | null>(),
    /** Business accounts only. */
    dba: text(),
    website: text(),
    /** Lower-cased text the list filter matches (name, DBA, email, phone, address); kept by the database. */
    searchText: text().generatedAlwaysAs(
      (): SQL =>
        sql`lower(coalesce(${accounts.name}, '') || ' ' || coalesce(${accounts.dba}, '') || ' ' || coalesce(${accounts.email}, '') || ' ' || coalesce(${accounts.phone}, '') || ' ' || coalesce(${accounts.mailingAddress}->>'line1', '') || ' ' || coalesce(${accounts.mailingAddress}->>'city', '') || ' ' || coalesce(${accounts.mailingAddress}->>'zone', '') || ' ' || coalesce(${accounts.mailingAddress}->>'postalCode', ''))`,
    ),
    ...timestamps(),
  },
  (t) => [
    index("accounts_agency_created_idx").on(t.agencyId, t.createdAt.desc()),
    /** The list is ordered by name. */
    index("accounts_agency_name_idx").on(t.agencyId, t.name, t.id),
    index("accounts_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("accounts_type_check", sql`${t.type} in ('BUSINESS', 'INDIVIDUAL')`),
  ],
);

/** A person at a client (docs/product/accounts-and-contacts.md, "Contacts"). */
export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    email: text(),
    phone: text(),
    ...timestamps(),
  },
  (t) => [index("contacts_agency_name_idx").on(t.agencyId, t.name)],
);

/** Which contacts belong to which accounts; a business account has one primary contact. */
export const accountContacts = pgTable(
  "account_contacts",
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    primary: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.contactId] }), index("account_contacts_contact_idx").on(t.contactId)],
);
