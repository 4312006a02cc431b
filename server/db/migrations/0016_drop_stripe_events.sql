-- Stripe events recorded before the webhook registry count as processed deliveries (ADR 016).
INSERT INTO "webhook_deliveries" ("provider", "delivery_id", "event_type", "payload", "received_at", "processed_at", "outcome")
SELECT 'stripe', "id", "type", '{}'::jsonb, "received_at", "received_at", 'processed' FROM "stripe_events"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "stripe_events" CASCADE;