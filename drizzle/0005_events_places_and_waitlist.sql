ALTER TABLE "event_registrations" ADD COLUMN "status" text DEFAULT 'going' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place_name" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","created_at");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('going', 'waitlisted'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_coordinates_check" CHECK (("events"."latitude" is null and "events"."longitude" is null) or ("events"."latitude" is not null and "events"."longitude" is not null and "events"."latitude" between -90 and 90 and "events"."longitude" between -180 and 180));