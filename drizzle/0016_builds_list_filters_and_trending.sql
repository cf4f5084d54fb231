CREATE TABLE "build_trending_window" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"counted_after" timestamp with time zone NOT NULL,
	CONSTRAINT "build_trending_window_single_row" CHECK ("build_trending_window"."id")
);
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "trending_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "builds_public_make_created_idx" ON "builds" USING btree (lower("car_make"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "builds"."status" = 'active' and "builds"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "builds_public_trending_idx" ON "builds" USING btree ("trending_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "builds"."status" = 'active' and "builds"."approval_status" = 'approved';--> statement-breakpoint
-- Trending (/builds?sort=trending): a build's likes plus comments of the last 7 days, kept in
-- builds.trending_score so the sort walks builds_public_trending_idx like Most liked does. The
-- count triggers of 0014 add an event when it is newer than build_trending_window.counted_after
-- and take it back when it is deleted; builds_advance_trending() moves counted_after to
-- "7 days ago" and counts out the events it passed. Advisory lock 1818: the triggers hold it
-- shared, moving the window holds it alone, so an event is counted out exactly once.
CREATE OR REPLACE FUNCTION "builds_count_likes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1818);
  SELECT "counted_after" INTO since FROM "build_trending_window";
  IF TG_OP = 'INSERT' THEN
    UPDATE "builds" SET "likes_count" = "likes_count" + 1,
      "trending_score" = "trending_score" + CASE WHEN NEW."created_at" > since THEN 1 ELSE 0 END
    WHERE "id" = NEW."build_id";
  ELSE
    UPDATE "builds" SET "likes_count" = "likes_count" - 1,
      "trending_score" = "trending_score" - CASE WHEN OLD."created_at" > since THEN 1 ELSE 0 END
    WHERE "id" = OLD."build_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "builds_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1818);
  SELECT "counted_after" INTO since FROM "build_trending_window";
  IF TG_OP = 'INSERT' THEN
    UPDATE "builds" SET "comments_count" = "comments_count" + 1,
      "trending_score" = "trending_score" + CASE WHEN NEW."created_at" > since THEN 1 ELSE 0 END
    WHERE "id" = NEW."build_id";
  ELSE
    UPDATE "builds" SET "comments_count" = "comments_count" - 1,
      "trending_score" = "trending_score" - CASE WHEN OLD."created_at" > since THEN 1 ELSE 0 END
    WHERE "id" = OLD."build_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Moves the window to `days` before now, counting out the events it passes (the few that aged
-- out since the last move: index range scans on build_likes_created_idx and
-- build_comments_created_idx). Returns the new start.
CREATE FUNCTION "builds_advance_trending"("days" integer) RETURNS timestamptz LANGUAGE plpgsql AS $$
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
      SELECT c."build_id" FROM "build_comments" c WHERE c."created_at" > since AND c."created_at" <= until
    ) a GROUP BY a."build_id"
  ) g
  WHERE b."id" = g."build_id";
  UPDATE "build_trending_window" SET "counted_after" = until;
  RETURN until;
END $$;--> statement-breakpoint
-- Counts every build's score again from the window `days` before now: for this migration, and
-- for bulk loads that turn the count triggers off (bench/generate.ts).
CREATE FUNCTION "builds_recount_trending"("days" integer) RETURNS void LANGUAGE plpgsql AS $$
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
      SELECT c."build_id" FROM "build_comments" c WHERE c."created_at" > since
    ) a GROUP BY a."build_id"
  ) g ON g."build_id" = b2."id"
  WHERE b."id" = b2."id" AND b."trending_score" IS DISTINCT FROM coalesce(g.n, 0);
END $$;--> statement-breakpoint
SELECT "builds_recount_trending"(7);
