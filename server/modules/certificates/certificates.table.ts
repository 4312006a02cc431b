import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Address } from "../../../domain/account.ts";
import { id, timestamptz } from "../../db/columns.ts";
import { accounts } from "../accounts/accounts.table.ts";
import { storedFiles } from "../files/files.table.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";

/** A certificate of liability insurance (ACORD 25) issued to a holder (docs/product/certificates.md). */
export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** Numbered per agency, from 1. */
    certificateNumber: integer().notNull(),
    holder: jsonb().$type<{ name: string; address: Address }>().notNull(),
    additionalInsured: boolean().notNull().default(false),
    descriptionOfOperations: text(),
    /** The PDF. */
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id),
    /** What was printed: producer, insured, insurers A–F, policies and limits (for audit and re-rendering). */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdById: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("certificates_agency_number_key").on(t.agencyId, t.certificateNumber),
    index("certificates_account_idx").on(t.accountId, t.createdAt.desc()),
  ],
);
