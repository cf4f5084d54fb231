CREATE TABLE "event_calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"notified_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "event_comments_content_check" CHECK ("event_comments"."deleted_at" is not null or length(btrim("event_comments"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "event_reminder_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text,
	"location" text,
	"place_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"max_attendees" integer,
	"image_url" text,
	"rrule" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"generated_until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_approval_status_check" CHECK ("event_series"."approval_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "event_series_category_check" CHECK ("event_series"."category" is null or "event_series"."category" in ('cars-and-coffee', 'cruise', 'meet', 'show', 'track-day', 'autocross', 'drift', 'workshop')),
	CONSTRAINT "event_series_max_attendees_check" CHECK ("event_series"."max_attendees" is null or "event_series"."max_attendees" >= 1),
	CONSTRAINT "event_series_duration_check" CHECK ("event_series"."duration_minutes" is null or "event_series"."duration_minutes" between 1 and 20160)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"unique_key" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'succeeded', 'dead', 'cancelled')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "build_id" uuid;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_occurrence_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_detached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_calendar_feeds" ADD CONSTRAINT "event_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_parent_id_event_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."event_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminder_opt_outs" ADD CONSTRAINT "event_reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_calendar_feeds_token_key" ON "event_calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "event_comments_top_level_idx" ON "event_comments" USING btree ("event_id","created_at","id") WHERE "event_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "event_comments_parent_idx" ON "event_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "event_series_created_by_idx" ON "event_series" USING btree ("created_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "event_series_generate_idx" ON "event_series" USING btree ("approval_status","generated_until");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_key" ON "jobs" USING btree ("unique_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_status_updated_idx" ON "jobs" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_build_idx" ON "event_registrations" USING btree ("build_id") WHERE "event_registrations"."build_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "events_series_occurrence_key" ON "events" USING btree ("series_id","series_occurrence_at");--> statement-breakpoint
CREATE INDEX "events_series_date_idx" ON "events" USING btree ("series_id","event_date");--> statement-breakpoint
CREATE INDEX "events_status_category_date_idx" ON "events" USING btree ("approval_status","category","event_date","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_check" CHECK ("events"."category" is null or "events"."category" in ('cars-and-coffee', 'cruise', 'meet', 'show', 'track-day', 'autocross', 'drift', 'workshop'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ends_at_check" CHECK ("events"."ends_at" is null or "events"."ends_at" > "events"."event_date");