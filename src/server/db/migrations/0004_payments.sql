CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_type" integer NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"plans" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_uq" UNIQUE("code"),
	CONSTRAINT "discount_codes_type_ck" CHECK ("discount_codes"."discount_type" in (0, 1)),
	CONSTRAINT "discount_codes_value_ck" CHECK ("discount_codes"."value" > 0),
	CONSTRAINT "discount_codes_code_upper_ck" CHECK ("discount_codes"."code" = upper("discount_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"months" integer NOT NULL,
	"method" text NOT NULL,
	"list_amount" integer NOT NULL,
	"discount_code" text,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_code" integer,
	"result_message" text,
	"provider_trans_id" text,
	"pay_url" text,
	"qr_code_url" text,
	"expiry_after" date,
	"granted_at" timestamp with time zone,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_code_uq" UNIQUE("order_code"),
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "orders_amount_ck" CHECK ("orders"."amount" >= 0 and "orders"."list_amount" >= "orders"."amount"),
	CONSTRAINT "orders_months_ck" CHECK ("orders"."months" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_code" text,
	"payload" jsonb NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_locks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reason" text,
	"locked_by" integer,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locks" ADD CONSTRAINT "user_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locks" ADD CONSTRAINT "user_locks_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_code","created_at");