ALTER TABLE "cara_artifacts" ADD COLUMN "form_fields" jsonb;--> statement-breakpoint
ALTER TABLE "cara_artifacts" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;