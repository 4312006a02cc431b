import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "../../db/columns.ts";

/**
 * Every inbound webhook delivery accepted (signature valid), by provider and the provider's
 * delivery id: a repeated delivery finds its row and is not queued again (ADR 016).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    provider: text().notNull(),
    deliveryId: text().notNull(),
    eventType: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    receivedAt: timestamptz().notNull().defaultNow(),
    processedAt: timestamptz(),
    /** What processing did: "processed", "ignored", "stale", ... (the receiver's word). */
    outcome: text(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.deliveryId] }),
    check("webhook_deliveries_outcome_check", sql`(${t.processedAt} is null) = (${t.outcome} is null)`),
  ],
);
