CREATE TABLE "companies" (
	"ticker" text PRIMARY KEY NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"exchange" text,
	"company_type" text NOT NULL,
	"icb_code1" text,
	"icb_code2" text,
	"icb_code3" text,
	"icb_code4" text,
	"search_text" text DEFAULT '' NOT NULL,
	"founded_date" date,
	"listing_date" date,
	"charter_capital" double precision,
	"shares_outstanding" double precision,
	"website" text,
	"address" text,
	"profile" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"ex_date" date NOT NULL,
	"kind" text NOT NULL,
	"ratio" double precision,
	"cash_per_share" double precision,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_prices" (
	"ticker" text NOT NULL,
	"date" date NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" bigint NOT NULL,
	"adj_ratio" double precision DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "daily_prices_ticker_date_pk" PRIMARY KEY("ticker","date")
);
--> statement-breakpoint
CREATE TABLE "index_prices" (
	"index_code" text NOT NULL,
	"date" date NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" bigint DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "index_prices_index_code_date_pk" PRIMARY KEY("index_code","date")
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"icb_code" text PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" text,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_type" text NOT NULL,
	"statement" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"parent_code" text,
	"level" smallint NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"is_total" boolean DEFAULT false NOT NULL,
	"is_flow" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_values" (
	"ticker" text NOT NULL,
	"statement" text NOT NULL,
	"item_code" text NOT NULL,
	"period_type" text NOT NULL,
	"year" smallint NOT NULL,
	"quarter" smallint DEFAULT 0 NOT NULL,
	"value" double precision,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_values_ticker_statement_period_type_year_quarter_item_code_pk" PRIMARY KEY("ticker","statement","period_type","year","quarter","item_code")
);
--> statement-breakpoint
CREATE TABLE "value_chain_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"relation" text NOT NULL,
	"related_ticker" text,
	"related_name" text NOT NULL,
	"note" text,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "macro_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"group_code" text NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"icon" text,
	"have_child" boolean DEFAULT false NOT NULL,
	"dim_table" text,
	"fact_table" text,
	"frequency" text,
	"value_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_auto_calculated" boolean DEFAULT true NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "macro_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"menu_item_id" integer NOT NULL,
	"parent_series_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"frequency" text NOT NULL,
	"source" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "macro_values" (
	"series_id" integer NOT NULL,
	"period" date NOT NULL,
	"value_type" text DEFAULT 'value' NOT NULL,
	"value" double precision NOT NULL,
	"release_date" date,
	"source" text NOT NULL,
	CONSTRAINT "macro_values_series_id_value_type_period_pk" PRIMARY KEY("series_id","value_type","period")
);
--> statement-breakpoint
CREATE TABLE "analysis_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticker" text,
	"icb_code" text,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"recommendation" text,
	"target_price" double precision,
	"summary" text DEFAULT '' NOT NULL,
	"file_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticker" text,
	"icb_code" text,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"year" smallint,
	"file_url" text NOT NULL,
	"mime_type" text DEFAULT 'application/pdf' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticker" text,
	"icb_code" text,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"published_at" timestamp with time zone NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"file" text NOT NULL,
	"status" text NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD CONSTRAINT "corporate_actions_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_prices" ADD CONSTRAINT "daily_prices_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_values" ADD CONSTRAINT "statement_values_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_chain_relations" ADD CONSTRAINT "value_chain_relations_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "macro_series" ADD CONSTRAINT "macro_series_menu_item_id_macro_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."macro_menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "macro_values" ADD CONSTRAINT "macro_values_series_id_macro_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."macro_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_icb3_idx" ON "companies" USING btree ("icb_code3");--> statement-breakpoint
CREATE INDEX "companies_icb4_idx" ON "companies" USING btree ("icb_code4");--> statement-breakpoint
CREATE INDEX "companies_type_idx" ON "companies" USING btree ("company_type");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_actions_uq" ON "corporate_actions" USING btree ("ticker","ex_date","kind");--> statement-breakpoint
CREATE INDEX "industries_parent_idx" ON "industries" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_items_code_uq" ON "statement_items" USING btree ("company_type","statement","code");--> statement-breakpoint
CREATE INDEX "statement_items_order_idx" ON "statement_items" USING btree ("company_type","statement","position");--> statement-breakpoint
CREATE INDEX "statement_values_item_period_idx" ON "statement_values" USING btree ("statement","item_code","period_type","year","quarter");--> statement-breakpoint
CREATE INDEX "value_chain_ticker_idx" ON "value_chain_relations" USING btree ("ticker");--> statement-breakpoint
CREATE UNIQUE INDEX "value_chain_uq" ON "value_chain_relations" USING btree ("ticker","relation","related_name");--> statement-breakpoint
CREATE UNIQUE INDEX "macro_menu_items_code_uq" ON "macro_menu_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "macro_menu_items_parent_idx" ON "macro_menu_items" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "macro_series_code_uq" ON "macro_series" USING btree ("code");--> statement-breakpoint
CREATE INDEX "macro_series_menu_idx" ON "macro_series" USING btree ("menu_item_id","position");--> statement-breakpoint
CREATE INDEX "analysis_reports_ticker_idx" ON "analysis_reports" USING btree ("ticker","published_at");--> statement-breakpoint
CREATE INDEX "analysis_reports_industry_idx" ON "analysis_reports" USING btree ("icb_code","published_at");--> statement-breakpoint
CREATE INDEX "documents_ticker_idx" ON "documents" USING btree ("ticker","published_at");--> statement-breakpoint
CREATE INDEX "news_ticker_idx" ON "news" USING btree ("ticker","published_at");--> statement-breakpoint
CREATE INDEX "news_industry_idx" ON "news" USING btree ("icb_code","published_at");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");