CREATE TABLE "registration_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"secret_hash" text NOT NULL,
	"guesses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_attempts_email_lower_ck" CHECK ("registration_attempts"."email" = lower("registration_attempts"."email"))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refresh_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_refresh_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refresh_rotated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "registration_attempts_email_idx" ON "registration_attempts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_attempts_secret_uq" ON "registration_attempts" USING btree ("secret_hash");--> statement-breakpoint
-- Pending accounts carried the unverified registrant's password and details on the users row. Their
-- live activation links become registration attempts (same token hash, password, name and phone), so
-- they keep working with the password chosen at registration; the rows keep no password.
INSERT INTO "registration_attempts" ("email", "name", "phone", "password_hash", "secret_hash", "expires_at", "created_at")
SELECT u."email", u."name", u."phone", u."password_hash", s."secret_hash", s."expires_at", s."created_at"
FROM "one_time_secrets" s JOIN "users" u ON u."id" = s."user_id"
WHERE s."purpose" = 'activation' AND s."used_at" IS NULL AND s."expires_at" > now()
  AND u."status" = 'pending' AND u."password_hash" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "one_time_secrets" WHERE "purpose" = 'activation';--> statement-breakpoint
UPDATE "users" SET "password_hash" = NULL WHERE "status" = 'pending';
