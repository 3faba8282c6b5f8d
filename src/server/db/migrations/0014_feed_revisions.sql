CREATE TABLE "feed_days" (
	"source" text NOT NULL,
	"date" date NOT NULL,
	"stocks" integer NOT NULL,
	"indices" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_days_source_date_pk" PRIMARY KEY("source","date")
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"status" text NOT NULL,
	"days_written" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"error" text,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "index_components" (
	"index_code" text NOT NULL,
	"ticker" text NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_components_index_code_ticker_pk" PRIMARY KEY("index_code","ticker")
);
--> statement-breakpoint
CREATE TABLE "index_sessions" (
	"index_code" text NOT NULL,
	"date" date NOT NULL,
	"value" double precision NOT NULL,
	"change" double precision,
	"pct_change" double precision,
	"advances" integer,
	"declines" integer,
	"no_changes" integer,
	"ceilings" integer,
	"floors" integer,
	"total_trades" bigint,
	"match_volume" bigint,
	"match_value" double precision,
	"deal_volume" bigint,
	"deal_value" double precision,
	"total_volume" bigint,
	"total_value" double precision,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_sessions_index_code_date_pk" PRIMARY KEY("index_code","date")
);
--> statement-breakpoint
CREATE TABLE "intraday_bars" (
	"symbol" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" bigint DEFAULT 0 NOT NULL,
	"value" double precision,
	"source" text NOT NULL,
	CONSTRAINT "intraday_bars_symbol_at_pk" PRIMARY KEY("symbol","at")
);
--> statement-breakpoint
CREATE TABLE "market_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_indices" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"exchange" text,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_adjustments" (
	"ticker" text NOT NULL,
	"ex_date" date NOT NULL,
	"previous_close" double precision NOT NULL,
	"ref_price" double precision NOT NULL,
	"factor" double precision NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_adjustments_ticker_ex_date_pk" PRIMARY KEY("ticker","ex_date")
);
--> statement-breakpoint
CREATE TABLE "price_board" (
	"ticker" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"ref_price" double precision,
	"ceiling_price" double precision,
	"floor_price" double precision,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"close" double precision,
	"pct_change" double precision,
	"total_volume" bigint,
	"total_value" double precision,
	"foreign_buy_volume" bigint,
	"foreign_sell_volume" bigint,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_sessions" (
	"ticker" text NOT NULL,
	"date" date NOT NULL,
	"ref_price" double precision,
	"ceiling_price" double precision,
	"floor_price" double precision,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"close" double precision,
	"average_price" double precision,
	"close_adjusted" double precision,
	"price_change" double precision,
	"pct_change" double precision,
	"match_volume" bigint,
	"match_value" double precision,
	"deal_volume" bigint,
	"deal_value" double precision,
	"total_volume" bigint,
	"total_value" double precision,
	"foreign_buy_volume" bigint,
	"foreign_sell_volume" bigint,
	"foreign_buy_value" double precision,
	"foreign_sell_value" double precision,
	"foreign_current_room" bigint,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_sessions_ticker_date_pk" PRIMARY KEY("ticker","date")
);
--> statement-breakpoint
CREATE TABLE "macro_value_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"period" date NOT NULL,
	"value_type" text NOT NULL,
	"value" double precision NOT NULL,
	"release_date" date,
	"source" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_value_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"statement" text NOT NULL,
	"item_code" text NOT NULL,
	"period_type" text NOT NULL,
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"source" text NOT NULL,
	"value" double precision,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "listed_shares" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "listing_status" text DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "delisted_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "listing_source" text;--> statement-breakpoint
ALTER TABLE "daily_prices" ADD COLUMN "fetched_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "index_prices" ADD COLUMN "value" double precision;--> statement-breakpoint
ALTER TABLE "index_prices" ADD COLUMN "fetched_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "macro_values" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_board" ADD CONSTRAINT "price_board_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sessions" ADD CONSTRAINT "stock_sessions_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_runs_source_idx" ON "feed_runs" USING btree ("source","started_at");--> statement-breakpoint
CREATE INDEX "stock_sessions_date_idx" ON "stock_sessions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "macro_value_revisions_key_idx" ON "macro_value_revisions" USING btree ("series_id","value_type","period");--> statement-breakpoint
CREATE INDEX "macro_value_revisions_valid_to_idx" ON "macro_value_revisions" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "statement_value_revisions_key_idx" ON "statement_value_revisions" USING btree ("ticker","statement","period_type","year","quarter");--> statement-breakpoint
CREATE INDEX "statement_value_revisions_valid_to_idx" ON "statement_value_revisions" USING btree ("valid_to");--> statement-breakpoint
-- Revisions (docs/DATA.md "Revisions"): a changed or deleted figure keeps its old value with the
-- time it was valid; updated_at always says when the current value arrived. Generated demo figures
-- (source 'demo' / 'Dữ liệu minh họa (demo)', rewritten whole on each seed) keep no revisions.
CREATE FUNCTION "statement_values_keep_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."source" = 'demo' THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    IF NEW."value" IS DISTINCT FROM OLD."value" THEN NEW."updated_at" := now(); END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "statement_value_revisions" ("ticker", "statement", "item_code", "period_type", "year", "quarter", "source", "value", "valid_from", "valid_to")
    VALUES (OLD."ticker", OLD."statement", OLD."item_code", OLD."period_type", OLD."year", OLD."quarter", OLD."source", OLD."value", OLD."updated_at", now());
    RETURN OLD;
  END IF;
  IF NEW."value" IS DISTINCT FROM OLD."value" THEN
    INSERT INTO "statement_value_revisions" ("ticker", "statement", "item_code", "period_type", "year", "quarter", "source", "value", "valid_from", "valid_to")
    VALUES (OLD."ticker", OLD."statement", OLD."item_code", OLD."period_type", OLD."year", OLD."quarter", OLD."source", OLD."value", OLD."updated_at", now());
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "statement_values_revision" BEFORE UPDATE OR DELETE ON "statement_values"
  FOR EACH ROW EXECUTE FUNCTION "statement_values_keep_revision"();
--> statement-breakpoint
CREATE FUNCTION "macro_values_keep_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."source" = 'Dữ liệu minh họa (demo)' THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    -- A real figure replacing a demo one in place is published now, not at the demo seed.
    IF NEW."value" IS DISTINCT FROM OLD."value" OR NEW."source" IS DISTINCT FROM OLD."source" THEN
      NEW."updated_at" := now();
    END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "macro_value_revisions" ("series_id", "period", "value_type", "value", "release_date", "source", "valid_from", "valid_to")
    VALUES (OLD."series_id", OLD."period", OLD."value_type", OLD."value", OLD."release_date", OLD."source", OLD."updated_at", now());
    RETURN OLD;
  END IF;
  IF NEW."value" IS DISTINCT FROM OLD."value" THEN
    INSERT INTO "macro_value_revisions" ("series_id", "period", "value_type", "value", "release_date", "source", "valid_from", "valid_to")
    VALUES (OLD."series_id", OLD."period", OLD."value_type", OLD."value", OLD."release_date", OLD."source", OLD."updated_at", now());
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "macro_values_revision" BEFORE UPDATE OR DELETE ON "macro_values"
  FOR EACH ROW EXECUTE FUNCTION "macro_values_keep_revision"();
