DROP INDEX "business_policies_number_trgm_idx";--> statement-breakpoint
ALTER TABLE "business_policies" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "business_policies_search_trgm_idx" ON "business_policies" USING gin ("search_text" gin_trgm_ops);