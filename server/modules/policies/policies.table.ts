import { sql } from "drizzle-orm";
import { check, index, jsonb, numeric, pgTable, text, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import type {
  BillingInterval,
  BillingType,
  Market,
  PolicyCancellation,
  PolicyDetails,
  PolicyReinstatement,
  PolicyState,
} from "#domain/policy/vocabulary.ts";
import type { ActorType } from "#domain/actors.ts";
import { id, timestamps, timestamptz } from "../../db/columns.ts";
import { accounts } from "../accounts/accounts.table.ts";
import { carriers } from "../carriers/carriers.table.ts";
import { agencies, agencyUsers } from "../identity/identity.table.ts";

/** Money: numeric dollars with cents, read as decimal strings (never floats). */
const money = () => numeric({ precision: 14, scale: 2 });

/** A business policy (docs/product/policies.md). Deleting sets `deletedAt`; deleted policies are hidden everywhere. */
export const businessPolicies = pgTable(
  "business_policies",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** A line of business (domain/policy/vocabulary.ts POLICY_TYPES); unknown values display as Unknown. */
    type: text().notNull(),
    state: text().$type<PolicyState>().notNull().default("BINDING"),
    market: text().$type<Market>(),
    policyNumber: text(),
    quoteNumber: text(),
    issuedAt: timestamptz(),
    inforceAt: timestamptz(),
    expiresAt: timestamptz(),
    carrierId: uuid().references(() => carriers.id, { onDelete: "set null" }),
    /** Wholesale broker. */
    brokerId: uuid().references(() => carriers.id, { onDelete: "set null" }),
    /** The agent. */
    agencyUserId: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    paymentIntervalType: text().$type<BillingInterval>(),
    minimumEarnedPremium: money().notNull().default("0"),
    billingType: text().$type<BillingType>().notNull().default("DIRECT"),
    premium: money().notNull().default("0"),
    taxes: money().notNull().default("0"),
    agencyFees: money().notNull().default("0"),
    brokerFees: money().notNull().default("0"),
    policyFees: money().notNull().default("0"),
    otherFees: money().notNull().default("0"),
    /** premium + taxes + agency, broker, policy and other fees (kept by the service). */
    total: money().notNull().default("0"),
    /** Commission as a fraction of premium (0.125 = 12.5%). */
    commissionRate: numeric({ precision: 7, scale: 6 }),
    estimatedCommission: money(),
    intervalType: text().$type<BillingInterval>(),
    details: jsonb().$type<PolicyDetails>().notNull().default({}),
    cancellation: jsonb().$type<PolicyCancellation | null>(),
    reinstatement: jsonb().$type<PolicyReinstatement | null>(),
    /** The policy this one renews (renewal.previousPolicies); the newer ones point back here. */
    previousPolicyId: uuid().references((): AnyPgColumn => businessPolicies.id, { onDelete: "set null" }),
    /**
     * Lower-cased text the list search matches: the account's search text (name, DBA, email,
     * phone, address), the policy and quote numbers, the carrier's and the broker's names.
     * Kept by the service (policy-search.ts), not the database: it reads other tables.
     */
    searchText: text().notNull().default(""),
    deletedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    // the list: the agency's live policies newest first, a page at a time (index scan, no sort)
    index("business_policies_agency_live_idx")
      .on(t.agencyId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // the list's total: an index-only scan of this one (a few dozen pages, keys deduplicated)
    // counts the agency's live policies several times faster than the wide index above
    index("business_policies_agency_live_count_idx")
      .on(t.agencyId)
      .where(sql`${t.deletedAt} is null`),
    // Home's "Your day": the agency's live policies by expiry, and its live canceled ones
    index("business_policies_agency_expires_idx")
      .on(t.agencyId, t.expiresAt)
      .where(sql`${t.deletedAt} is null`),
    index("business_policies_agency_cancellation_idx")
      .on(t.agencyId)
      .where(sql`${t.deletedAt} is null and ${t.cancellation} is not null`),
    index("business_policies_carrier_idx").on(t.carrierId),
    index("business_policies_account_idx").on(t.accountId),
    index("business_policies_previous_idx").on(t.previousPolicyId),
    index("business_policies_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check(
      "business_policies_state_check",
      sql`${t.state} in ('BINDING', 'CANCELED', 'EXPIRED', 'INFORCE', 'PENDING', 'UNKNOWN')`,
    ),
  ],
);

/** One change in a policy's history: a field, its value before and after (display strings). */
export interface PolicyChange {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * A policy's history (docs/product/policies.md, "History"): one row per edit, cancellation,
 * reinstatement and renewal, with who, when, what changed and why. Append-only.
 */
export const policyVersions = pgTable(
  "policy_versions",
  {
    id: id(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    policyId: uuid()
      .notNull()
      .references(() => businessPolicies.id, { onDelete: "cascade" }),
    kind: text().$type<"UPDATE" | "CANCEL" | "REINSTATE" | "RENEW">().notNull(),
    /** Who made it (docs/product/actors.md): a user, Cara (`actorId`: the user it acted for), an integration, the system. */
    actorType: text().$type<ActorType>().notNull(),
    actorId: uuid().references(() => agencyUsers.id, { onDelete: "set null" }),
    /** Cara's channel, or the integration's name. */
    actorDetail: text(),
    changes: jsonb().$type<PolicyChange[]>().notNull().default([]),
    reason: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("policy_versions_policy_idx").on(t.policyId, t.createdAt.desc()),
    check("policy_versions_kind_check", sql`${t.kind} in ('UPDATE', 'CANCEL', 'REINSTATE', 'RENEW')`),
  ],
);
