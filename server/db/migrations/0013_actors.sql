ALTER TABLE "service_request_comments" ADD COLUMN "author_type" text DEFAULT 'AGENCY_USER' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_request_comments" ADD COLUMN "author_detail" text;--> statement-breakpoint
ALTER TABLE "service_request_versions" ADD COLUMN "initiator_detail" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_detail" text;