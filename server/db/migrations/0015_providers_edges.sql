CREATE TABLE "webhook_deliveries" (
	"provider" text NOT NULL,
	"delivery_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "webhook_deliveries_provider_delivery_id_pk" PRIMARY KEY("provider","delivery_id"),
	CONSTRAINT "webhook_deliveries_outcome_check" CHECK (("webhook_deliveries"."processed_at" is null) = ("webhook_deliveries"."outcome" is null))
);
--> statement-breakpoint
CREATE TABLE "connector_credentials" (
	"agency_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"key_id" text NOT NULL,
	"sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connector_credentials_agency_id_provider_pk" PRIMARY KEY("agency_id","provider")
);
--> statement-breakpoint
ALTER TABLE "agency_subscriptions" ADD COLUMN "provider_snapshot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connector_credentials" ADD CONSTRAINT "connector_credentials_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;