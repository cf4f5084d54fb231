ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token_key" ON "newsletter_subscribers" USING btree ("confirmation_token_hash");