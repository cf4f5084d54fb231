// Members' reports of content to the admins: one review queue for every kind of content. A kind
// is a target type ('build-comment', later 'forum-post', 'listing', 'member'…) registered by the
// app (app/report-targets.server.ts); the table does not know the targets' tables.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAtColumn, descending, uuidPrimaryKey } from "./columns";

export const reports = pgTable(
  "reports",
  {
    id: uuidPrimaryKey(),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    /**
     * The member who reported; null for the site's own holds (a new member's post with many
     * links, an account from a busy address), which wait in the same queue.
     */
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "cascade" }),
    /** 'spam', 'harassment', 'off-topic', 'other', or 'held' for the site's own holds. */
    reason: text("reason").notNull(),
    note: text("note"),
    /** 'open' until an admin deletes the content ('resolved') or dismisses the report. */
    status: text("status").notNull().default("open"),
    // The decision outlives the admin's account (set null).
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check(
      "reports_reason_check",
      sql`${t.reason} in ('spam', 'harassment', 'off-topic', 'other', 'held')`,
    ),
    check("reports_status_check", sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    uniqueIndex("reports_target_reporter_idx").on(t.targetType, t.targetId, t.reporterId),
    // The queue: open reports, newest first.
    index("reports_open_idx")
      .on(...descending(t.createdAt, t.id))
      .where(sql`${t.status} = 'open'`),
    // One item's open reports: counts per item (the marketplace's listings), resolving them.
    index("reports_open_target_idx").on(t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
  ],
);
