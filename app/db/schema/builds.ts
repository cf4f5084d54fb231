import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  approvalStatusCheck,
  approvalStatusColumn,
  createdAtColumn,
  descending,
  hiddenAtColumn,
  partOf,
  sortOrderColumn,
  timestamps,
  trigramIndex,
  uuidPrimaryKey,
} from "./columns";
import { commentContentCheck, commentThreadColumns, memberColumn } from "./member-columns";

export const builds = pgTable(
  "builds",
  {
    id: uuidPrimaryKey(),
    userId: memberColumn("user_id"),
    title: text("title").notNull(),
    description: text("description"),
    carMake: text("car_make").notNull(),
    carModel: text("car_model").notNull(),
    carYear: integer("car_year"),
    featuredImageUrl: text("featured_image_url"),
    isFeatured: boolean("is_featured").notNull().default(false),
    isCarOfWeek: boolean("is_car_of_week").notNull().default(false),
    // When the build last became Car of the Week (kept after it is unset): crowning the build
    // that held the title last is no news to its owner.
    carOfWeekAt: timestamp("car_of_week_at", { withTimezone: true }),
    approvalStatus: approvalStatusColumn(),
    status: text("status").notNull().default("active"),
    // Kept by triggers on build_likes and build_comments (migration 0014), so /builds can sort
    // by likes through an index instead of counting every build's likes.
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    // Likes plus comments since build_trending_window.counted_after (the last 7 days): the same
    // triggers add and remove them, builds_advance_trending() counts out what ages out of the
    // window, so Trending walks an index too (migration 0016).
    trendingScore: integer("trending_score").notNull().default(0),
    hiddenAt: hiddenAtColumn(),
    ...timestamps(),
  },
  (t) => [
    // The upper bound (current year + 1) moves every year, so the application checks it;
    // the database keeps a fixed sanity range.
    check("builds_car_year_check", sql`${t.carYear} is null or ${t.carYear} between 1900 and 2200`),
    approvalStatusCheck("builds", t.approvalStatus),
    check("builds_status_check", sql`${t.status} in ('active', 'deleted')`),
    // Public list: approved + active, newest/oldest first (keyset on created_at, id).
    index("builds_public_created_idx")
      .on(...descending(t.createdAt, t.id))
      .where(sql`${t.status} = 'active' and ${t.approvalStatus} = 'approved'`),
    index("builds_public_featured_idx")
      .on(...descending(t.isFeatured, t.createdAt, t.id))
      .where(sql`${t.status} = 'active' and ${t.approvalStatus} = 'approved'`),
    index("builds_public_liked_idx")
      .on(...descending(t.likesCount, t.createdAt, t.id))
      .where(sql`${t.status} = 'active' and ${t.approvalStatus} = 'approved'`),
    // /builds?make=…: that make's public builds newest first, without walking every other make.
    index("builds_public_make_created_idx")
      .on(sql`lower(${t.carMake})`, ...descending(t.createdAt, t.id))
      .where(sql`${t.status} = 'active' and ${t.approvalStatus} = 'approved'`),
    index("builds_public_trending_idx")
      .on(...descending(t.trendingScore, t.createdAt, t.id))
      .where(sql`${t.status} = 'active' and ${t.approvalStatus} = 'approved'`),
    index("builds_owner_created_idx").on(t.userId, ...descending(t.createdAt)),
    index("builds_admin_status_created_idx").on(t.approvalStatus, ...descending(t.createdAt)),
    index("builds_make_model_year_idx").on(t.carMake, t.carModel, t.carYear),
    // Exactly one Car of the Week at a time.
    uniqueIndex("builds_single_car_of_week_key").on(t.isCarOfWeek).where(sql`${t.isCarOfWeek}`),
    trigramIndex("builds_title_trgm_idx", t.title),
    trigramIndex("builds_car_make_trgm_idx", t.carMake),
    trigramIndex("builds_car_model_trgm_idx", t.carModel),
  ],
);

export const buildImages = pgTable(
  "build_images",
  {
    id: uuidPrimaryKey(),
    buildId: partOf("build_id", () => builds.id),
    imageUrl: text("image_url").notNull(),
    caption: text("caption"),
    /** What the photo shows, for people who cannot see it: the image's alt. */
    altText: text("alt_text"),
    sortOrder: sortOrderColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("build_images_build_sort_idx").on(t.buildId, t.sortOrder)],
);

export const buildLikes = pgTable(
  "build_likes",
  {
    buildId: partOf("build_id", () => builds.id),
    userId: memberColumn("user_id"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.buildId, t.userId] }),
    index("build_likes_user_idx").on(t.userId),
    // Who liked a build, newest first (keyset on created_at, user_id).
    index("build_likes_build_created_idx").on(t.buildId, ...descending(t.createdAt, t.userId)),
    // Trending: the likes of the last 7 days.
    index("build_likes_created_idx").on(t.createdAt, t.buildId),
  ],
);

/**
 * A comment on a build: top-level (parent_id null) or a reply to a top-level comment (one level
 * only; the use-cases attach a reply to a reply to its top-level comment). A deleted comment that
 * still has replies stays as a tombstone (deleted_at set, content emptied) so the replies keep
 * their place; builds.comments_count and trending_score count live comments only (triggers).
 */
export const buildComments = pgTable(
  "build_comments",
  {
    id: uuidPrimaryKey(),
    buildId: partOf("build_id", () => builds.id),
    ...commentThreadColumns((): AnyPgColumn => buildComments.id),
  },
  (t) => [
    commentContentCheck("build_comments", t),
    index("build_comments_build_created_idx").on(t.buildId, t.createdAt),
    // The thread's top-level comments, oldest first (keyset on created_at, id).
    index("build_comments_top_level_idx")
      .on(t.buildId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index("build_comments_parent_idx").on(t.parentId, t.createdAt, t.id),
    // Trending: the comments of the last 7 days.
    index("build_comments_created_idx").on(t.createdAt, t.buildId),
  ],
);

/**
 * An owner's edit of an approved build (which stays public): what changed, for the admins'
 * "Recently edited" review. Unreviewed until an admin marks it reviewed or changes the build's
 * approval.
 */
export const buildEdits = pgTable(
  "build_edits",
  {
    id: uuidPrimaryKey(),
    buildId: partOf("build_id", () => builds.id),
    /** Changed fields among 'title', 'make', 'model', 'year', 'description'. */
    changedFields: text("changed_fields").array().notNull(),
    photosAdded: integer("photos_added").notNull().default(0),
    photosRemoved: integer("photos_removed").notNull().default(0),
    /**
     * The journal entry added or edited ('journal-added' / 'journal-edited' in changed_fields). No
     * foreign key (journal.ts builds on this file); a deleted entry simply shows no link.
     */
    journalEntryId: uuid("journal_entry_id"),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("build_edits_unreviewed_idx")
      .on(t.buildId, ...descending(t.editedAt))
      .where(sql`${t.reviewedAt} is null`),
  ],
);

/**
 * The one row saying from when builds.trending_score counts likes and comments (7 days before
 * the last time builds_advance_trending() moved it). Written only by the SQL functions of
 * migration 0016.
 */
export const buildTrendingWindow = pgTable(
  "build_trending_window",
  {
    id: boolean("id").primaryKey().default(true),
    countedAfter: timestamp("counted_after", { withTimezone: true }).notNull(),
  },
  (t) => [check("build_trending_window_single_row", sql`${t.id}`)],
);
