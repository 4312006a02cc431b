CREATE TABLE "email_inbound" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"dedup_key" text NOT NULL,
	"content_type" text NOT NULL,
	"raw" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"envelope" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'RECEIVED' NOT NULL,
	"failure_reason" text,
	"processed_at" timestamp with time zone,
	"message_id" uuid
);
--> statement-breakpoint
CREATE TABLE "email_inbound_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"local_part" text NOT NULL,
	"url_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "direction" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
UPDATE "email_messages" SET "direction" = 'OUT' WHERE "sender_role" IN ('AGENT', 'CARA');--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "rfc_message_id" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "references" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "to" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "cc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "forwarded_by" jsonb;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "quoted_text" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "thread_topic" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "thread_index" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "parse_status" text DEFAULT 'PARSED' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "parse_failure_reason" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "automated" jsonb;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "authentication" jsonb;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "bounces_message_id" uuid;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "bounce" jsonb;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "triage_status" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "inbound_id" uuid;--> statement-breakpoint
ALTER TABLE "email_threads" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "email_threads" ADD COLUMN "normalized_subject" text;--> statement-breakpoint
ALTER TABLE "email_threads" ADD COLUMN "participants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_threads" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "email_threads" ADD COLUMN "from_email" text;--> statement-breakpoint
ALTER TABLE "email_inbound" ADD CONSTRAINT "email_inbound_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_inbound_settings" ADD CONSTRAINT "email_inbound_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_inbound_agency_dedup_idx" ON "email_inbound" USING btree ("agency_id","dedup_key");--> statement-breakpoint
CREATE INDEX "email_inbound_received_idx" ON "email_inbound" USING btree ("received_at") WHERE "email_inbound"."state" = 'RECEIVED';--> statement-breakpoint
CREATE UNIQUE INDEX "email_inbound_settings_local_part_idx" ON "email_inbound_settings" USING btree ("local_part");--> statement-breakpoint
CREATE UNIQUE INDEX "email_inbound_settings_url_token_idx" ON "email_inbound_settings" USING btree ("url_token");--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_inbound_id_email_inbound_id_fk" FOREIGN KEY ("inbound_id") REFERENCES "public"."email_inbound"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_messages_rfc_message_id_idx" ON "email_messages" USING btree ("rfc_message_id") WHERE "email_messages"."rfc_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_threads_token_idx" ON "email_threads" USING btree ("token") WHERE "email_threads"."token" is not null;--> statement-breakpoint
CREATE INDEX "email_threads_agency_subject_idx" ON "email_threads" USING btree ("agency_id","normalized_subject");