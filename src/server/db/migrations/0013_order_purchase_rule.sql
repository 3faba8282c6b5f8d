ALTER TABLE "orders" ADD COLUMN "purchase_rule" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_detail" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_ck" CHECK ("orders"."credit_amount" >= 0);