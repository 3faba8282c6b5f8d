ALTER TABLE "daily_prices" ADD COLUMN "price_basis" text DEFAULT 'raw' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_prices" ADD COLUMN "adjusted_to" date;--> statement-breakpoint
-- Rows imported by ohlcv-csv before this column existed are the source's back-adjusted series,
-- expressed in the shares of each ticker's last imported day.
UPDATE "daily_prices" AS d SET "price_basis" = 'adjusted', "adjusted_to" = m."last"
FROM (SELECT "ticker", max("date") AS "last" FROM "daily_prices" WHERE "source" = 'ohlcv-csv' GROUP BY "ticker") AS m
WHERE d."ticker" = m."ticker" AND d."source" = 'ohlcv-csv';
