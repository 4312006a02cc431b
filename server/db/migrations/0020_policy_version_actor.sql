-- Policy history names who made each change (docs/product/policies.md, "History"). Entries
-- written before kept only the user: one with a user is taken as that user's, one without as
-- the system's.
ALTER TABLE "policy_versions" ADD COLUMN "actor_type" text DEFAULT 'SYSTEM' NOT NULL;--> statement-breakpoint
UPDATE "policy_versions" SET "actor_type" = 'AGENCY_USER' WHERE "actor_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_versions" ALTER COLUMN "actor_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD COLUMN "actor_detail" text;--> statement-breakpoint
-- The billing interval and the payment interval are one choice on the policy form; policies
-- created without a billing interval got ANNUAL beside another payment interval, and their
-- first edit then showed a billing-interval change nobody made. They now agree.
UPDATE "business_policies" SET "interval_type" = "payment_interval_type"
  WHERE "payment_interval_type" IS NOT NULL AND "interval_type" IS DISTINCT FROM "payment_interval_type";
