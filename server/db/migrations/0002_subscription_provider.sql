ALTER TABLE "agency_subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "agency_subscriptions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_subscriptions_provider_customer_key" ON "agency_subscriptions" USING btree ("provider_customer_id");