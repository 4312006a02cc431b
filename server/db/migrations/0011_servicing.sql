CREATE TABLE "service_request_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_request_id" uuid NOT NULL,
	"agency_user_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_request_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"update_types" text[] NOT NULL,
	"initiator_type" text NOT NULL,
	"initiator_id" uuid,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"client_name" text,
	"client_email" text,
	"client_phone" text,
	"details" text,
	"account_id" uuid,
	"business_policy_id" uuid,
	"assignee_id" uuid,
	"due_at" timestamp with time zone,
	"type_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"resolution_notes" text,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid,
	"due_notified_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_state_check" CHECK ("service_requests"."state" in ('OPEN', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"account_id" uuid,
	"status" text DEFAULT 'ENDED' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"from_name" text,
	"from_number" text,
	"disconnection_reason" text,
	"recording_url" text,
	"sentiment" text,
	"successful" boolean,
	"summary" text,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_calls" (
	"service_request_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	CONSTRAINT "service_request_calls_service_request_id_call_id_pk" PRIMARY KEY("service_request_id","call_id")
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sender_role" text NOT NULL,
	"sender_email" text,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"account_id" uuid,
	"subject" text NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"waiting_for" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_email_threads" (
	"service_request_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	CONSTRAINT "service_request_email_threads_service_request_id_thread_id_pk" PRIMARY KEY("service_request_id","thread_id")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "service_request_id" uuid;--> statement-breakpoint
ALTER TABLE "service_request_comments" ADD CONSTRAINT "service_request_comments_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_comments" ADD CONSTRAINT "service_request_comments_agency_user_id_agency_users_id_fk" FOREIGN KEY ("agency_user_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_versions" ADD CONSTRAINT "service_request_versions_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_business_policy_id_business_policies_id_fk" FOREIGN KEY ("business_policy_id") REFERENCES "public"."business_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_agency_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_resolved_by_id_agency_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_calls" ADD CONSTRAINT "service_request_calls_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_calls" ADD CONSTRAINT "service_request_calls_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_thread_id_email_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."email_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_threads" ADD CONSTRAINT "email_threads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_threads" ADD CONSTRAINT "email_threads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_email_threads" ADD CONSTRAINT "service_request_email_threads_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_email_threads" ADD CONSTRAINT "service_request_email_threads_thread_id_email_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."email_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_comments_request_idx" ON "service_request_comments" USING btree ("service_request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_request_versions_number_idx" ON "service_request_versions" USING btree ("service_request_id","version");--> statement-breakpoint
CREATE INDEX "service_requests_list_idx" ON "service_requests" USING btree ("agency_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_requests_agency_created_idx" ON "service_requests" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_requests_account_idx" ON "service_requests" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_requests_due_idx" ON "service_requests" USING btree ("due_at") WHERE "service_requests"."state" = 'OPEN' and "service_requests"."due_notified_at" is null;--> statement-breakpoint
CREATE INDEX "service_requests_search_trgm_idx" ON "service_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calls_agency_started_idx" ON "calls" USING btree ("agency_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_request_calls_call_idx" ON "service_request_calls" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "email_messages_thread_idx" ON "email_messages" USING btree ("thread_id","sent_at");--> statement-breakpoint
CREATE INDEX "email_threads_agency_updated_idx" ON "email_threads" USING btree ("agency_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_request_email_threads_thread_idx" ON "service_request_email_threads" USING btree ("thread_id");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_service_request_idx" ON "stored_files" USING btree ("service_request_id") WHERE "stored_files"."service_request_id" is not null;