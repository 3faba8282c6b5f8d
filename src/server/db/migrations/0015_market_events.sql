CREATE TABLE "corporate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"kind" text NOT NULL,
	"event_date" date NOT NULL,
	"title" text NOT NULL,
	"announced_on" date,
	"ex_date" date,
	"record_date" date,
	"payment_date" date,
	"end_date" date,
	"cash_per_share" double precision,
	"ratio" double precision,
	"price_per_share" double precision,
	"shares" double precision,
	"fiscal_year" smallint,
	"note" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insider_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"person_name" text NOT NULL,
	"position" text,
	"relation" text NOT NULL,
	"action" text NOT NULL,
	"registered_shares" double precision,
	"registered_from" date NOT NULL,
	"registered_to" date,
	"executed_shares" double precision,
	"executed_on" date,
	"shares_before" double precision,
	"shares_after" double precision,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_shareholders" (
	"ticker" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_kind" text NOT NULL,
	"as_of" date NOT NULL,
	"shares" double precision,
	"pct" double precision,
	"source" text NOT NULL,
	CONSTRAINT "major_shareholders_ticker_holder_name_as_of_source_pk" PRIMARY KEY("ticker","holder_name","as_of","source")
);
--> statement-breakpoint
CREATE TABLE "ownership_structure" (
	"ticker" text NOT NULL,
	"as_of" date NOT NULL,
	"holder_kind" text NOT NULL,
	"shares" double precision,
	"pct" double precision,
	"source" text NOT NULL,
	CONSTRAINT "ownership_structure_ticker_as_of_holder_kind_source_pk" PRIMARY KEY("ticker","as_of","holder_kind","source")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "foreign_limit_pct" double precision;--> statement-breakpoint
ALTER TABLE "stock_sessions" ADD COLUMN "prop_buy_value" double precision;--> statement-breakpoint
ALTER TABLE "stock_sessions" ADD COLUMN "prop_sell_value" double precision;--> statement-breakpoint
ALTER TABLE "corporate_events" ADD CONSTRAINT "corporate_events_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insider_transactions" ADD CONSTRAINT "insider_transactions_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_shareholders" ADD CONSTRAINT "major_shareholders_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_structure" ADD CONSTRAINT "ownership_structure_ticker_companies_ticker_fk" FOREIGN KEY ("ticker") REFERENCES "public"."companies"("ticker") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_events_uq" ON "corporate_events" USING btree ("ticker","kind","event_date","source");--> statement-breakpoint
CREATE INDEX "corporate_events_date_idx" ON "corporate_events" USING btree ("event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "insider_transactions_uq" ON "insider_transactions" USING btree ("ticker","person_name","action","registered_from","source");--> statement-breakpoint
CREATE INDEX "insider_transactions_date_idx" ON "insider_transactions" USING btree ("registered_from");