CREATE TABLE "cara_artifacts" (
	"workspace_id" uuid NOT NULL,
	"artifact_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"type" text NOT NULL,
	"stage_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"email_subject" text,
	"email_to" text,
	"email_body" text,
	"pdf_file_id" uuid,
	"complete" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cara_artifacts_workspace_id_artifact_id_version_pk" PRIMARY KEY("workspace_id","artifact_id","version")
);
--> statement-breakpoint
CREATE TABLE "cara_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"complete" boolean DEFAULT true NOT NULL,
	"run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cara_plan_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"run_id" uuid,
	"type" text NOT NULL,
	"state" text DEFAULT 'REGISTERED' NOT NULL,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cara_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"trigger_message_id" uuid,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cara_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"tool_type" text,
	"tool_input" jsonb,
	"tool_output" jsonb,
	"error" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cara_workspace_files" (
	"workspace_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"role_tag" text,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cara_workspace_files_workspace_id_file_id_pk" PRIMARY KEY("workspace_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "cara_workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"state" text DEFAULT 'CREATED' NOT NULL,
	"schema_version" text DEFAULT 'V1' NOT NULL,
	"preset" text,
	"custom_preset_id" uuid,
	"agency_user_id" uuid,
	"integration_type" text,
	"client_name" text,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"service_request_id" uuid,
	"account_id" uuid,
	"archived_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cara_workspaces_state_check" CHECK ("cara_workspaces"."state" in ('CREATED', 'IDLE', 'WAITING_FOR_INPUT', 'WORKING'))
);
--> statement-breakpoint
ALTER TABLE "cara_artifacts" ADD CONSTRAINT "cara_artifacts_workspace_id_cara_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."cara_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_artifacts" ADD CONSTRAINT "cara_artifacts_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_messages" ADD CONSTRAINT "cara_messages_workspace_id_cara_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."cara_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_plan_stages" ADD CONSTRAINT "cara_plan_stages_workspace_id_cara_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."cara_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_runs" ADD CONSTRAINT "cara_runs_workspace_id_cara_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."cara_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_runs" ADD CONSTRAINT "cara_runs_trigger_message_id_cara_messages_id_fk" FOREIGN KEY ("trigger_message_id") REFERENCES "public"."cara_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_stage_events" ADD CONSTRAINT "cara_stage_events_stage_id_cara_plan_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."cara_plan_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_workspace_files" ADD CONSTRAINT "cara_workspace_files_workspace_id_cara_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."cara_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_workspace_files" ADD CONSTRAINT "cara_workspace_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_workspaces" ADD CONSTRAINT "cara_workspaces_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_workspaces" ADD CONSTRAINT "cara_workspaces_agency_user_id_agency_users_id_fk" FOREIGN KEY ("agency_user_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_workspaces" ADD CONSTRAINT "cara_workspaces_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_workspaces" ADD CONSTRAINT "cara_workspaces_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cara_messages_workspace_idx" ON "cara_messages" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cara_messages_run_idx" ON "cara_messages" USING btree ("run_id") WHERE "cara_messages"."run_id" is not null;--> statement-breakpoint
CREATE INDEX "cara_plan_stages_workspace_idx" ON "cara_plan_stages" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "cara_runs_workspace_idx" ON "cara_runs" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "cara_runs_active_idx" ON "cara_runs" USING btree ("status") WHERE "cara_runs"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE UNIQUE INDEX "cara_stage_events_stage_idx" ON "cara_stage_events" USING btree ("stage_id","seq");--> statement-breakpoint
CREATE INDEX "cara_workspace_files_file_idx" ON "cara_workspace_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "cara_workspaces_list_idx" ON "cara_workspaces" USING btree ("agency_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cara_workspaces"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "cara_workspaces_search_trgm_idx" ON "cara_workspaces" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cara_workspaces_request_idx" ON "cara_workspaces" USING btree ("service_request_id") WHERE "cara_workspaces"."service_request_id" is not null;