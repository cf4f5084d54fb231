CREATE TABLE "journal_entry_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"notified_mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "journal_entry_comments_content_check" CHECK ("journal_entry_comments"."deleted_at" is not null or length(btrim("journal_entry_comments"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('spam', 'harassment', 'off-topic', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "build_comments" DROP CONSTRAINT "build_comments_content_check";--> statement-breakpoint
ALTER TABLE "build_comments" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "build_comments" ADD COLUMN "notified_mentions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "build_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "build_comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journal_entry_comments" ADD CONSTRAINT "journal_entry_comments_entry_id_build_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."build_journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry_comments" ADD CONSTRAINT "journal_entry_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry_comments" ADD CONSTRAINT "journal_entry_comments_parent_id_journal_entry_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journal_entry_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entry_comments_top_level_idx" ON "journal_entry_comments" USING btree ("entry_id","created_at","id") WHERE "journal_entry_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "journal_entry_comments_parent_idx" ON "journal_entry_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_target_reporter_idx" ON "reports" USING btree ("target_type","target_id","reporter_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "build_comments" ADD CONSTRAINT "build_comments_parent_id_build_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."build_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "build_comments_top_level_idx" ON "build_comments" USING btree ("build_id","created_at","id") WHERE "build_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "build_comments_parent_idx" ON "build_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "build_likes_build_created_idx" ON "build_likes" USING btree ("build_id","created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "build_comments" ADD CONSTRAINT "build_comments_content_check" CHECK ("build_comments"."deleted_at" is not null or length(btrim("build_comments"."content")) > 0);--> statement-breakpoint
-- builds.comments_count and trending_score count live comments: a tombstone (deleted_at set, kept
-- because replies hang under it) is counted out when it is made, and a row deleted outright is
-- counted out only if it was live. Same advisory lock and window as 0016.
CREATE OR REPLACE FUNCTION "builds_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz;
  delta integer := 0;
  row_build uuid;
  row_created timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1818);
  SELECT "counted_after" INTO since FROM "build_trending_window";
  IF TG_OP = 'INSERT' THEN
    IF NEW."deleted_at" IS NULL THEN delta := 1; END IF;
    row_build := NEW."build_id"; row_created := NEW."created_at";
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD."deleted_at" IS NULL THEN delta := -1; END IF;
    row_build := OLD."build_id"; row_created := OLD."created_at";
  ELSE
    IF OLD."deleted_at" IS NULL AND NEW."deleted_at" IS NOT NULL THEN delta := -1;
    ELSIF OLD."deleted_at" IS NOT NULL AND NEW."deleted_at" IS NULL THEN delta := 1;
    END IF;
    row_build := NEW."build_id"; row_created := NEW."created_at";
  END IF;
  IF delta <> 0 THEN
    UPDATE "builds" SET "comments_count" = "comments_count" + delta,
      "trending_score" = "trending_score" + CASE WHEN row_created > since THEN delta ELSE 0 END
    WHERE "id" = row_build;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "build_comments_count" ON "build_comments";--> statement-breakpoint
CREATE TRIGGER "build_comments_count" AFTER INSERT OR DELETE OR UPDATE OF "deleted_at" ON "build_comments"
  FOR EACH ROW EXECUTE FUNCTION "builds_count_comments"();--> statement-breakpoint
-- Tombstones were counted out when they were made: moving the window must not count them out again.
CREATE OR REPLACE FUNCTION "builds_advance_trending"("days" integer) RETURNS timestamptz LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz;
  until timestamptz := now() - make_interval(days => "days");
BEGIN
  PERFORM pg_advisory_xact_lock(1818);
  SELECT "counted_after" INTO since FROM "build_trending_window";
  IF since IS NULL OR since >= until THEN
    RETURN since;
  END IF;
  UPDATE "builds" b SET "trending_score" = b."trending_score" - g.n
  FROM (
    SELECT a."build_id", count(*)::int AS n FROM (
      SELECT l."build_id" FROM "build_likes" l WHERE l."created_at" > since AND l."created_at" <= until
      UNION ALL
      SELECT c."build_id" FROM "build_comments" c
      WHERE c."created_at" > since AND c."created_at" <= until AND c."deleted_at" IS NULL
    ) a GROUP BY a."build_id"
  ) g
  WHERE b."id" = g."build_id";
  UPDATE "build_trending_window" SET "counted_after" = until;
  RETURN until;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "builds_recount_trending"("days" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz := now() - make_interval(days => "days");
BEGIN
  PERFORM pg_advisory_xact_lock(1818);
  INSERT INTO "build_trending_window" ("id", "counted_after") VALUES (true, since)
    ON CONFLICT ("id") DO UPDATE SET "counted_after" = EXCLUDED."counted_after";
  UPDATE "builds" b SET "trending_score" = coalesce(g.n, 0)
  FROM "builds" b2
  LEFT JOIN (
    SELECT a."build_id", count(*)::int AS n FROM (
      SELECT l."build_id" FROM "build_likes" l WHERE l."created_at" > since
      UNION ALL
      SELECT c."build_id" FROM "build_comments" c WHERE c."created_at" > since AND c."deleted_at" IS NULL
    ) a GROUP BY a."build_id"
  ) g ON g."build_id" = b2."id"
  WHERE b."id" = b2."id" AND b."trending_score" IS DISTINCT FROM coalesce(g.n, 0);
END $$;
