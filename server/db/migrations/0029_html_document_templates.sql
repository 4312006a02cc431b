CREATE TABLE "html_document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_style_id" text,
	"prefix_file_id" uuid,
	"suffix_file_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "html_document_templates_base_style_check" CHECK ("html_document_templates"."base_style_id" is null or "html_document_templates"."base_style_id" in ('builtin:classic-professional', 'builtin:modern-minimalist', 'builtin:warm-human', 'builtin:elegant-premium', 'builtin:technical-structured'))
);
--> statement-breakpoint
ALTER TABLE "html_document_templates" ADD CONSTRAINT "html_document_templates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "html_document_templates" ADD CONSTRAINT "html_document_templates_prefix_file_id_stored_files_id_fk" FOREIGN KEY ("prefix_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "html_document_templates" ADD CONSTRAINT "html_document_templates_suffix_file_id_stored_files_id_fk" FOREIGN KEY ("suffix_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "html_document_templates" ADD CONSTRAINT "html_document_templates_created_by_user_id_agency_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "html_document_templates_agency_idx" ON "html_document_templates" USING btree ("agency_id","updated_at");