CREATE TABLE "build_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"build_id" uuid NOT NULL,
	"changed_fields" text[] NOT NULL,
	"photos_added" integer DEFAULT 0 NOT NULL,
	"photos_removed" integer DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "car_of_week_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "build_edits" ADD CONSTRAINT "build_edits_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "build_edits_unreviewed_idx" ON "build_edits" USING btree ("build_id","edited_at" DESC NULLS FIRST) WHERE "build_edits"."reviewed_at" is null;