ALTER TABLE "forum_posts" ADD COLUMN "is_opening" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
-- Posts written before this column existed: the first post of each topic is its opening post.
UPDATE "forum_posts" SET "is_opening" = true WHERE "id" IN (SELECT DISTINCT ON ("topic_id") "id" FROM "forum_posts" ORDER BY "topic_id", "created_at", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_posts_one_opening_key" ON "forum_posts" USING btree ("topic_id") WHERE "forum_posts"."is_opening";--> statement-breakpoint
CREATE INDEX "forum_posts_reply_created_idx" ON "forum_posts" USING btree ("created_at") WHERE not "forum_posts"."is_opening";