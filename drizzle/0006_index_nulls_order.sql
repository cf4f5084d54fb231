DROP INDEX "sessions_user_id_created_idx";--> statement-breakpoint
DROP INDEX "builds_public_created_idx";--> statement-breakpoint
DROP INDEX "builds_public_featured_idx";--> statement-breakpoint
DROP INDEX "builds_owner_created_idx";--> statement-breakpoint
DROP INDEX "builds_admin_status_created_idx";--> statement-breakpoint
DROP INDEX "events_admin_created_idx";--> statement-breakpoint
DROP INDEX "events_created_by_idx";--> statement-breakpoint
DROP INDEX "forum_topics_updated_idx";--> statement-breakpoint
DROP INDEX "forum_topics_category_updated_idx";--> statement-breakpoint
DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
CREATE INDEX "sessions_user_id_created_idx" ON "sessions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "builds_public_created_idx" ON "builds" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "builds"."status" = 'active' and "builds"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "builds_public_featured_idx" ON "builds" USING btree ("is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "builds"."status" = 'active' and "builds"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "builds_owner_created_idx" ON "builds" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "builds_admin_status_created_idx" ON "builds" USING btree ("approval_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_admin_created_idx" ON "events" USING btree ("approval_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_topics_updated_idx" ON "forum_topics" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_topics_category_updated_idx" ON "forum_topics" USING btree ("category_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST);