ALTER TABLE "companies" ADD COLUMN "company_type_source" text DEFAULT 'guessed' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "notices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "notices_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "companies_created" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill how existing types were decided: a company with imported (non-demo) statements got its type
-- from a template layout; one with an exchange (or a demo company) from a listing; the rest stay guessed.
UPDATE "companies" SET "company_type_source" = 'listing' WHERE "exchange" IS NOT NULL OR "is_demo";--> statement-breakpoint
UPDATE "companies" SET "company_type_source" = 'statements' WHERE EXISTS (SELECT 1 FROM "statement_values" sv WHERE sv."ticker" = "companies"."ticker" AND sv."source" <> 'demo');
