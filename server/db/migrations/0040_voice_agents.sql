CREATE TABLE "voice_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone_number" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"configuration" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_agents" ADD CONSTRAINT "voice_agents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_agents" ADD CONSTRAINT "voice_agents_created_by_user_id_agency_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_agents_agency_idx" ON "voice_agents" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_agents_phone_number_key" ON "voice_agents" USING btree ("phone_number");