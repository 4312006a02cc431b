import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { PolicyFileType } from "#domain/policy/vocabulary.ts";
import { id, timestamptz } from "../../db/columns.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";
import { businessPolicies } from "../policies/policies.table.ts";
import { serviceRequests } from "../servicing/servicing.table.ts";

/**
 * A stored file: its bytes live in the file store (local disk or S3) under `storageKey`.
 * Policy documents have `policyId` and a `type`; certificate PDFs are referenced by the certificate.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    policyId: uuid().references(() => businessPolicies.id, { onDelete: "cascade" }),
    /** Resolution files of a service request (visible to the client). */
    serviceRequestId: uuid().references(() => serviceRequests.id, { onDelete: "cascade" }),
    name: text().notNull(),
    type: text().$type<PolicyFileType>(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** Not visible to the client. */
    notes: text(),
    /** Whether the client (the insured) may see it. */
    visible: boolean().notNull().default(false),
    storageKey: text().notNull(),
    uploadedById: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    createdAt: timestamptz().notNull().defaultNow(),
    deletedAt: timestamptz(),
  },
  (t) => [
    index("stored_files_policy_idx")
      .on(t.policyId)
      .where(sql`${t.deletedAt} is null`),
    index("stored_files_agency_idx").on(t.agencyId),
    index("stored_files_service_request_idx")
      .on(t.serviceRequestId)
      .where(sql`${t.serviceRequestId} is not null`),
  ],
);
