CREATE TABLE "account_contacts" (
	"account_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "account_contacts_account_id_contact_id_pk" PRIMARY KEY("account_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"mailing_address" jsonb,
	"dba" text,
	"website" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("accounts"."name", '') || ' ' || coalesce("accounts"."dba", '') || ' ' || coalesce("accounts"."email", '') || ' ' || coalesce("accounts"."phone", '') || ' ' || coalesce("accounts"."mailing_address"->>'line1', '') || ' ' || coalesce("accounts"."mailing_address"->>'city', '') || ' ' || coalesce("accounts"."mailing_address"->>'zone', '') || ' ' || coalesce("accounts"."mailing_address"->>'postalCode', ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_type_check" CHECK ("accounts"."type" in ('BUSINESS', 'INDIVIDUAL'))
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid,
	"name" text NOT NULL,
	"naic_code" text,
	"is_carrier" boolean DEFAULT true NOT NULL,
	"is_broker" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'BINDING' NOT NULL,
	"market" text,
	"policy_number" text,
	"quote_number" text,
	"issued_at" timestamp with time zone,
	"inforce_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"carrier_id" uuid,
	"broker_id" uuid,
	"agency_user_id" uuid,
	"payment_interval_type" text,
	"minimum_earned_premium" numeric(14, 2) DEFAULT '0' NOT NULL,
	"billing_type" text DEFAULT 'DIRECT' NOT NULL,
	"premium" numeric(14, 2) DEFAULT '0' NOT NULL,
	"taxes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"agency_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"broker_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"policy_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"other_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"commission_rate" numeric(7, 6),
	"estimated_commission" numeric(14, 2),
	"interval_type" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancellation" jsonb,
	"reinstatement" jsonb,
	"previous_policy_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_policies_state_check" CHECK ("business_policies"."state" in ('BINDING', 'CANCELED', 'EXPIRED', 'INFORCE', 'PENDING', 'UNKNOWN'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"policy_id" uuid,
	"name" text NOT NULL,
	"type" text,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"notes" text,
	"visible" boolean DEFAULT false NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"certificate_number" integer NOT NULL,
	"holder" jsonb NOT NULL,
	"additional_insured" boolean DEFAULT false NOT NULL,
	"description_of_operations" text,
	"file_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_contacts" ADD CONSTRAINT "account_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_contacts" ADD CONSTRAINT "account_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_broker_id_carriers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_agency_user_id_agency_users_id_fk" FOREIGN KEY ("agency_user_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_policies" ADD CONSTRAINT "business_policies_previous_policy_id_business_policies_id_fk" FOREIGN KEY ("previous_policy_id") REFERENCES "public"."business_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_policy_id_business_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."business_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_id_agency_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_created_by_id_agency_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."agency_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_contacts_contact_idx" ON "account_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "accounts_agency_created_idx" ON "accounts" USING btree ("agency_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_search_trgm_idx" ON "accounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_agency_name_idx" ON "contacts" USING btree ("agency_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_agency_name_key" ON "carriers" USING btree (coalesce("agency_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "carriers_agency_idx" ON "carriers" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "business_policies_agency_created_idx" ON "business_policies" USING btree ("agency_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_policies_account_idx" ON "business_policies" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "business_policies_previous_idx" ON "business_policies" USING btree ("previous_policy_id");--> statement-breakpoint
CREATE INDEX "business_policies_number_trgm_idx" ON "business_policies" USING gin (lower(coalesce("policy_number", '') || ' ' || coalesce("quote_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stored_files_policy_idx" ON "stored_files" USING btree ("policy_id") WHERE "stored_files"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "stored_files_agency_idx" ON "stored_files" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_agency_number_key" ON "certificates" USING btree ("agency_id","certificate_number");--> statement-breakpoint
CREATE INDEX "certificates_account_idx" ON "certificates" USING btree ("account_id","created_at" DESC NULLS LAST);