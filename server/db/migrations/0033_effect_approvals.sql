CREATE TABLE "cara_effect_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"event_id" uuid,
	"tool_call_id" text NOT NULL,
	"approval_id" text NOT NULL,
	"tool_name" text NOT NULL,
	"effect" text NOT NULL,
	"input" jsonb NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"resume_run_id" uuid,
	"executed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cara_effect_approvals_state_check" CHECK ("cara_effect_approvals"."state" in ('PENDING', 'APPROVED', 'DECLINED'))
);
--> statement-breakpoint
ALTER TABLE "cara_effect_approvals" ADD CONSTRAINT "cara_effect_approvals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_effect_approvals" ADD CONSTRAINT "cara_effect_approvals_workspace_id_cara_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."cara_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_effect_approvals" ADD CONSTRAINT "cara_effect_approvals_run_id_cara_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."cara_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_effect_approvals" ADD CONSTRAINT "cara_effect_approvals_event_id_cara_stage_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."cara_stage_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_effect_approvals" ADD CONSTRAINT "cara_effect_approvals_decided_by_agency_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cara_effect_approvals" ADD CONSTRAINT "cara_effect_approvals_resume_run_id_cara_runs_id_fk" FOREIGN KEY ("resume_run_id") REFERENCES "public"."cara_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cara_effect_approvals_call_idx" ON "cara_effect_approvals" USING btree ("run_id","tool_call_id");--> statement-breakpoint
CREATE INDEX "cara_effect_approvals_workspace_idx" ON "cara_effect_approvals" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "cara_effect_approvals_resume_idx" ON "cara_effect_approvals" USING btree ("resume_run_id");