import { pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "../../../db/columns.ts";

/** Stripe webhook events already processed, by event id: Stripe delivers at least once. */
export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamptz().notNull().defaultNow(),
});
