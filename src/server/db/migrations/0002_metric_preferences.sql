CREATE TABLE "metric_preferences" (
	"owner_key" text NOT NULL,
	"kind" text NOT NULL,
	"company_type" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_preferences_owner_key_kind_company_type_pk" PRIMARY KEY("owner_key","kind","company_type")
);
