CREATE TABLE "idempotency_keys" (
	"agency_id" uuid NOT NULL,
	"agency_user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_agency_id_agency_user_id_key_pk" PRIMARY KEY("agency_id","agency_user_id","key")
);
