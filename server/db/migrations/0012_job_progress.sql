CREATE TABLE "job_progress" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_progress_fraction_check" CHECK ("job_progress"."progress" >= 0 and "job_progress"."progress" <= 1)
);
--> statement-breakpoint
ALTER TABLE "job_progress" ADD CONSTRAINT "job_progress_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;