-- Listing reports join the one review queue: every marketplace_reports row becomes a row of
-- reports (target 'marketplace-listing'). The listing form's reason (its label and the member's
-- details, as stored) is the note; the queue's reason is 'other'. reports keeps one row per
-- member and item, so where a member reported a listing again after an earlier report was
-- closed, the open (else the newest) report is kept.
INSERT INTO "reports" ("target_type", "target_id", "reporter_id", "reason", "note", "status", "resolved_by", "resolved_at", "created_at")
SELECT DISTINCT ON ("listing_id", "reporter_id")
  'marketplace-listing', "listing_id", "reporter_id", 'other', "reason",
  CASE WHEN "resolved_at" IS NULL THEN 'open' ELSE 'resolved' END,
  "resolved_by", "resolved_at", "created_at"
FROM "marketplace_reports"
ORDER BY "listing_id", "reporter_id", ("resolved_at" IS NULL) DESC, "created_at" DESC, "id" DESC
ON CONFLICT ("target_type", "target_id", "reporter_id") DO NOTHING;--> statement-breakpoint
CREATE INDEX "reports_open_target_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "marketplace_reports" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "marketplace_reports" CASCADE;
