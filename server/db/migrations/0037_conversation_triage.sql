CREATE TABLE "conversation_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"thread_id" uuid NOT NULL,
	"in_reply_to_message_id" uuid NOT NULL,
	"triage_id" uuid,
	"to" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_triages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"message_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"automated" jsonb NOT NULL,
	"match" jsonb,
	"typing" jsonb,
	"recorded_type" text,
	"authentication" jsonb,
	"service_request_id" uuid,
	"request_action" text DEFAULT 'NONE' NOT NULL,
	"thread_state" jsonb,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_drafts" ADD CONSTRAINT "conversation_drafts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_drafts" ADD CONSTRAINT "conversation_drafts_triage_id_conversation_triages_id_fk" FOREIGN KEY ("triage_id") REFERENCES "public"."conversation_triages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_triages" ADD CONSTRAINT "conversation_triages_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_triages" ADD CONSTRAINT "conversation_triages_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_drafts_thread_idx" ON "conversation_drafts" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_triages_message_idx" ON "conversation_triages" USING btree ("agency_id","channel","message_id");--> statement-breakpoint
CREATE INDEX "conversation_triages_thread_idx" ON "conversation_triages" USING btree ("thread_id","created_at");