import { bigint, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { ActorType } from "../../../domain/actors.ts";
import { timestamptz } from "../../db/columns.ts";

export type AuditActorType = ActorType;

/**
 * Append-only record of who did what, when, on which record. A trigger (migration
 * 0001) refuses UPDATE and DELETE. No foreign keys: entries outlive what they name.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    agencyId: uuid(),
    actorType: text().$type<AuditActorType>().notNull(),
    /** The user who acted, or the user Cara acted for. */
    actorId: uuid(),
    /** Cara's channel, or the integration's name (docs/product/actors.md). */
    actorDetail: text(),
    /** `<module>.<verb>`, e.g. `identity.sign_in`. */
    action: text().notNull(),
    recordType: text(),
    recordId: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_agency_idx").on(t.agencyId, t.createdAt),
    index("audit_log_record_idx").on(t.recordType, t.recordId),
  ],
);
