-- Policy dates stay within 1900–2200 (docs/product/policies.md, "Dates"): a date outside that
-- range once broke the scheduled date moves for every agency. NOT VALID: enforced for every
-- new write without refusing to start on a database that already holds such a row (the job
-- skips those).
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_dates_range_check" CHECK (
  ("issued_at" IS NULL OR ("issued_at" >= '1900-01-01T00:00:00Z' AND "issued_at" < '2201-01-01T00:00:00Z'))
  AND ("inforce_at" IS NULL OR ("inforce_at" >= '1900-01-01T00:00:00Z' AND "inforce_at" < '2201-01-01T00:00:00Z'))
  AND ("expires_at" IS NULL OR ("expires_at" >= '1900-01-01T00:00:00Z' AND "expires_at" < '2201-01-01T00:00:00Z'))
) NOT VALID;
--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_cancellation_date_check" CHECK (
  "cancellation" IS NULL OR jsonb_typeof("cancellation") <> 'object'
  OR coalesce("cancellation"->>'effectiveAt', '') ~ '^(19[0-9][0-9]|2[01][0-9][0-9]|2200)-[0-9][0-9]-[0-9][0-9]T'
) NOT VALID;
--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_reinstatement_date_check" CHECK (
  "reinstatement" IS NULL OR jsonb_typeof("reinstatement") <> 'object'
  OR coalesce("reinstatement"->>'effectiveAt', '') ~ '^(19[0-9][0-9]|2[01][0-9][0-9]|2200)-[0-9][0-9]-[0-9][0-9]T'
) NOT VALID;
