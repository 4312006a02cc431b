CREATE TABLE "custom_preset_files" (
	"preset_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_preset_files_preset_id_file_id_pk" PRIMARY KEY("preset_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "custom_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_prompt" text NOT NULL,
	"allow_file_upload" boolean DEFAULT true NOT NULL,
	"inherit_from_preset" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_presets_title_check" CHECK (length("custom_presets"."title") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "custom_preset_files" ADD CONSTRAINT "custom_preset_files_preset_id_custom_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."custom_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_preset_files" ADD CONSTRAINT "custom_preset_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_presets" ADD CONSTRAINT "custom_presets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_presets" ADD CONSTRAINT "custom_presets_created_by_user_id_agency_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_preset_files_file_idx" ON "custom_preset_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "custom_presets_agency_idx" ON "custom_presets" USING btree ("agency_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
-- no custom preset existed before this table: any id kept so far points at nothing
UPDATE "cara_workspaces" SET "custom_preset_id" = NULL WHERE "custom_preset_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cara_workspaces" ADD CONSTRAINT "cara_workspaces_custom_preset_id_custom_presets_id_fk" FOREIGN KEY ("custom_preset_id") REFERENCES "public"."custom_presets"("id") ON DELETE set null ON UPDATE no action;