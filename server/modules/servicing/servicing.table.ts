import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type {
  ServiceRequestState,
  ServiceRequestType,
  ServiceRequestTypeData,
  UpdateInitiatorType,
  UpdateType,
} from "../../../domain/service-request.ts";
import { id, timestamps, timestamptz } from "../../db/columns.ts";
import { accounts } from "../accounts/accounts.table.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";
import { businessPolicies } from "../policies/policies.table.ts";

/** A client's request to the agency (docs/product/servicing.md). */
export const serviceRequests = pgTable(
  "service_requests",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    type: text().$type<ServiceRequestType>().notNull(),
    state: text().$type<ServiceRequestState>().notNull().default("OPEN"),
    clientName: text(),
    clientEmail: text(),
    clientPhone: text(),
    details: text(),
    accountId: uuid().references(() => accounts.id, { onDelete: "set null" }),
    businessPolicyId: uuid().references(() => businessPolicies.id, { onDelete: "set null" }),
    assigneeId: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    dueAt: timestamptz(),
    /** The data of the request's type (additional insured, holder, reason, question…). */
    typeData: jsonb().$type<ServiceRequestTypeData>().notNull().default({}),
    /** Resolution notes: for the agency only, never shown to the client. */
    resolutionNotes: text(),
    resolvedAt: timestamptz(),
    resolvedById: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    /** When the assignee was emailed that the request falls due (cleared when the due date moves). */
    dueNotifiedAt: timestamptz(),
    /** Lower-cased text the list filter matches (client, account, details, assignee); kept by the service. */
    searchText: text().notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    index("service_requests_list_idx").on(t.agencyId, t.state, t.createdAt.desc(), t.id.desc()),
    index("service_requests_agency_created_idx").on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    index("service_requests_account_idx").on(t.accountId, t.createdAt.desc()),
    index("service_requests_due_idx")
      .on(t.dueAt)
      .where(sql`${t.state} = 'OPEN' and ${t.dueNotifiedAt} is null`),
    // Home's "Your day": a user's OPEN requests by due date
    index("service_requests_assignee_due_idx")
      .on(t.assigneeId, t.dueAt)
      .where(sql`${t.state} = 'OPEN'`),
    index("service_requests_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("service_requests_state_check", sql`${t.state} in ('OPEN', 'CLOSED')`),
  ],
);

/** A comment by an agency user, or by Cara, an integration or the platform (docs/product/actors.md). */
export const serviceRequestComments = pgTable(
  "service_request_comments",
  {
    id: id(),
    serviceRequestId: uuid()
      .notNull()
      .references(() => serviceRequests.id, { onDelete: "cascade" }),
    /** The user who wrote it, or the user Cara wrote it for. */
    agencyUserId: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    /** Who wrote it, in the version history's vocabulary (AGENCY_USER, CARA, WORKFLOW, CRONJOB). */
    authorType: text().$type<UpdateInitiatorType>().notNull().default("AGENCY_USER"),
    /** Cara's channel, or the integration's name. */
    authorDetail: text(),
    content: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index("service_request_comments_request_idx").on(t.serviceRequestId, t.createdAt)],
);

/**
 * Append-only history: one row per change, with the request as it was after it (the versions of
 * docs/product/servicing.md).
 */
export const serviceRequestVersions = pgTable(
  "service_request_versions",
  {
    id: id(),
    serviceRequestId: uuid()
      .notNull()
      .references(() => serviceRequests.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    updateTypes: text().array().$type<UpdateType[]>().notNull(),
    initiatorType: text().$type<UpdateInitiatorType>().notNull(),
    initiatorId: uuid(),
    /** Cara's channel, or the integration's name. */
    initiatorDetail: text(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("service_request_versions_number_idx").on(t.serviceRequestId, t.version)],
);
