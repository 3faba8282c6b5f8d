CREATE TABLE "chart_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"symbol" text NOT NULL,
	"section_name" text NOT NULL,
	"is_auto_axis" boolean DEFAULT true NOT NULL,
	"config" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chart_sections_share_token_uq" UNIQUE("share_token")
);
--> statement-breakpoint
CREATE INDEX "chart_sections_owner_symbol_idx" ON "chart_sections" USING btree ("owner_key","symbol","position");