DROP INDEX "business_policies_agency_created_idx";--> statement-breakpoint
CREATE INDEX "business_policies_agency_live_idx" ON "business_policies" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "business_policies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "business_policies_carrier_idx" ON "business_policies" USING btree ("carrier_id");