-- builds.comments_count and trending_score count the comments everyone sees: live (deleted_at
-- null) and not hidden by reports or the moderators (hidden_at null). Hiding counts a comment out,
-- showing it again (Dismiss) counts it back in, deleting a hidden one changes nothing. Same
-- advisory lock and window as 0016/0018.
CREATE OR REPLACE FUNCTION "builds_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz;
  delta integer := 0;
  was_shown boolean;
  is_shown boolean;
  row_build uuid;
  row_created timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1818);
  SELECT "counted_after" INTO since FROM "build_trending_window";
  IF TG_OP = 'INSERT' THEN
    IF NEW."deleted_at" IS NULL AND NEW."hidden_at" IS NULL THEN delta := 1; END IF;
    row_build := NEW."build_id"; row_created := NEW."created_at";
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD."deleted_at" IS NULL AND OLD."hidden_at" IS NULL THEN delta := -1; END IF;
    row_build := OLD."build_id"; row_created := OLD."created_at";
  ELSE
    was_shown := OLD."deleted_at" IS NULL AND OLD."hidden_at" IS NULL;
    is_shown := NEW."deleted_at" IS NULL AND NEW."hidden_at" IS NULL;
    IF was_shown AND NOT is_shown THEN delta := -1;
    ELSIF is_shown AND NOT was_shown THEN delta := 1;
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
CREATE TRIGGER "build_comments_count" AFTER INSERT OR DELETE OR UPDATE OF "deleted_at", "hidden_at" ON "build_comments"
  FOR EACH ROW EXECUTE FUNCTION "builds_count_comments"();--> statement-breakpoint
-- Hidden comments were counted out when they were hidden: moving the window must not count them
-- out again.
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
      WHERE c."created_at" > since AND c."created_at" <= until
        AND c."deleted_at" IS NULL AND c."hidden_at" IS NULL
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
      SELECT c."build_id" FROM "build_comments" c
      WHERE c."created_at" > since AND c."deleted_at" IS NULL AND c."hidden_at" IS NULL
    ) a GROUP BY a."build_id"
  ) g ON g."build_id" = b2."id"
  WHERE b."id" = b2."id" AND b."trending_score" IS DISTINCT FROM coalesce(g.n, 0);
END $$;--> statement-breakpoint
-- Comments hidden before this migration were still counted: count them out once.
UPDATE "builds" b SET
  "comments_count" = b."comments_count" - g."n",
  "trending_score" = b."trending_score" - g."recent"
FROM (
  SELECT c."build_id", count(*)::int AS "n",
    count(*) FILTER (WHERE w."counted_after" IS NOT NULL AND c."created_at" > w."counted_after")::int AS "recent"
  FROM "build_comments" c
  LEFT JOIN "build_trending_window" w ON true
  WHERE c."hidden_at" IS NOT NULL AND c."deleted_at" IS NULL
  GROUP BY c."build_id"
) g
WHERE b."id" = g."build_id";
