import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { SubscriptionPeriod, SubscriptionPlan, SubscriptionState } from "../../../domain/subscription.ts";
import { timestamps, timestamptz } from "../../db/columns.ts";
import { agencies } from "../identity/identity.table.ts";

/** One subscription per agency (docs/product/billing.md). */
export const agencySubscriptions = pgTable(
  "agency_subscriptions",
  {
    agencyId: uuid()
      .primaryKey()
      .references(() => agencies.id, { onDelete: "cascade" }),
    plan: text().$type<SubscriptionPlan>().notNull(),
    period: text().$type<SubscriptionPeriod>().notNull(),
    state: text().$type<SubscriptionState>().notNull(),
    numSeats: integer().notNull(),
    numVoiceAgents: integer().notNull().default(1),
    trialEndDate: timestamptz(),
    nextBillingDate: timestamptz(),
    /** Money as integer cents. */
    nextBillingAmountCents: integer(),
    /** The payment provider's customer and subscription (Stripe ids); null with local billing. */
    providerCustomerId: text(),
    providerSubscriptionId: text(),
    /** When the provider made the subscription snapshot last applied (Stripe `event.created`): older ones are skipped. */
    providerSnapshotAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("agency_subscriptions_provider_customer_key").on(t.providerCustomerId),
    check("agency_subscriptions_plan_check", sql`${t.plan} in ('BASIC', 'STANDARD', 'PRO', 'ENTERPRISE')`),
    check("agency_subscriptions_period_check", sql`${t.period} in ('ANNUAL', 'MONTHLY')`),
    check("agency_subscriptions_state_check", sql`${t.state} in ('ACTIVE', 'EXPIRED', 'OVERDUE', 'PAUSED', 'TRIAL')`),
    check("agency_subscriptions_seats_check", sql`${t.numSeats} >= 0`),
    check("agency_subscriptions_voice_agents_check", sql`${t.numVoiceAgents} >= 0`),
  ],
);
