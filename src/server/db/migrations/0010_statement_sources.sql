CREATE TABLE "statement_choices" (
	"ticker" text NOT NULL,
	"statement" text NOT NULL,
	"period_type" text NOT NULL,
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "statement_choices_ticker_statement_period_type_year_quarter_pk" PRIMARY KEY("ticker","statement","period_type","year","quarter")
);
--> statement-breakpoint
CREATE TABLE "statement_source_priorities" (
	"scope" text NOT NULL,
	"period_type" text NOT NULL,
	"sources" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_source_priorities_scope_period_type_pk" PRIMARY KEY("scope","period_type")
);
--> statement-breakpoint
ALTER TABLE "statement_values" DROP CONSTRAINT "statement_values_ticker_statement_period_type_year_quarter_item_code_pk";--> statement-breakpoint
ALTER TABLE "statement_values" ADD CONSTRAINT "statement_values_ticker_statement_period_type_year_quarter_source_item_code_pk" PRIMARY KEY("ticker","statement","period_type","year","quarter","source","item_code");--> statement-breakpoint
ALTER TABLE "statement_choices" ADD CONSTRAINT "statement_choices_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: every stored (ticker, statement, period) shows its highest-priority source under the
-- built-in default (src/common/finance/statementSources.ts); before this migration each had one source.
INSERT INTO "statement_choices" ("ticker", "statement", "period_type", "year", "quarter", "source")
SELECT DISTINCT ON ("ticker", "statement", "period_type", "year", "quarter")
  "ticker", "statement", "period_type", "year", "quarter", "source"
FROM "statement_values"
ORDER BY "ticker", "statement", "period_type", "year", "quarter",
  coalesce(array_position(ARRAY['fiintrade', 'vnstock-vci', 'vnstock-kbs', 'demo'], "source"), 1000), "source";
