import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { builds } from "./builds";
import {
  approvalStatusCheck,
  approvalStatusColumn,
  descending,
  partOf,
  sortOrderColumn,
  timestamps,
  trigramIndex,
  uuidPrimaryKey,
} from "./columns";
import { memberColumn } from "./member-columns";

/**
 * Feature articles (/features): curated write-ups of standout builds, written by admins.
 * `publishedOn` is the article's date (the list's "Newest" sort and "View Previous Features",
 * which shows those published before the current year); `views` counts detail page views
 * ("Most Popular"). A feature may point at the build it is about; deleting the build keeps the
 * article and drops the link.
 */
export const features = pgTable(
  "features",
  {
    id: uuidPrimaryKey(),
    title: text("title").notNull(),
    imageUrl: text("image_url"),
    carModel: text("car_model").notNull(),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    buildId: uuid("build_id").references(() => builds.id, { onDelete: "set null" }),
    views: integer("views").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("features_views_check", sql`${t.views} >= 0`),
    index("features_published_idx").on(...descending(t.publishedOn, t.id)),
    index("features_views_idx").on(...descending(t.views, t.id)),
    index("features_car_model_idx").on(t.carModel, t.id),
    index("features_build_idx").on(t.buildId),
    trigramIndex("features_title_trgm_idx", t.title),
    trigramIndex("features_car_model_trgm_idx", t.carModel),
    trigramIndex("features_excerpt_trgm_idx", t.excerpt),
  ],
);

/**
 * Media hub items (/media): videos, photo sets and tutorials. Admins publish directly; members
 * submit photo sets and tutorials, which start pending and are public once approved (like builds).
 * A video is either an uploaded file (`videoUrl`, a storage URL served with range requests) or an
 * embed URL of a known video host (`embedUrl`). `durationSeconds` is shown as m:ss / h:mm:ss.
 * `isFeatured` puts an item first in the "Featured" sort.
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: uuidPrimaryKey(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    durationSeconds: integer("duration_seconds"),
    videoUrl: text("video_url"),
    embedUrl: text("embed_url"),
    isFeatured: boolean("is_featured").notNull().default(false),
    views: integer("views").notNull().default(0),
    approvalStatus: approvalStatusColumn(),
    createdBy: memberColumn("created_by"),
    ...timestamps(),
  },
  (t) => [
    check("media_items_type_check", sql`${t.type} in ('video', 'photo', 'tutorial')`),
    approvalStatusCheck("media_items", t.approvalStatus),
    check(
      "media_items_duration_check",
      sql`${t.durationSeconds} is null or ${t.durationSeconds} >= 0`,
    ),
    check("media_items_views_check", sql`${t.views} >= 0`),
    // Public lists: approved items, newest first, optionally of one type (keyset on created_at, id).
    index("media_items_public_created_idx")
      .on(...descending(t.createdAt, t.id))
      .where(sql`${t.approvalStatus} = 'approved'`),
    index("media_items_public_type_created_idx")
      .on(t.type, ...descending(t.createdAt, t.id))
      .where(sql`${t.approvalStatus} = 'approved'`),
    index("media_items_public_views_idx")
      .on(...descending(t.views, t.id))
      .where(sql`${t.approvalStatus} = 'approved'`),
    index("media_items_admin_status_created_idx").on(t.approvalStatus, ...descending(t.createdAt)),
    index("media_items_creator_idx").on(t.createdBy, ...descending(t.createdAt)),
    trigramIndex("media_items_title_trgm_idx", t.title),
    trigramIndex("media_items_description_trgm_idx", t.description),
  ],
);

/** The photos of a photo set, in order. */
export const mediaPhotos = pgTable(
  "media_photos",
  {
    id: uuidPrimaryKey(),
    mediaId: partOf("media_id", () => mediaItems.id),
    imageUrl: text("image_url").notNull(),
    caption: text("caption"),
    sortOrder: sortOrderColumn(),
  },
  (t) => [index("media_photos_media_sort_idx").on(t.mediaId, t.sortOrder)],
);

/** The steps of a tutorial, numbered from 1. */
export const mediaTutorialSteps = pgTable(
  "media_tutorial_steps",
  {
    id: uuidPrimaryKey(),
    mediaId: partOf("media_id", () => mediaItems.id),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
  },
  (t) => [
    check("media_tutorial_steps_position_check", sql`${t.position} >= 1`),
    uniqueIndex("media_tutorial_steps_media_position_key").on(t.mediaId, t.position),
  ],
);
