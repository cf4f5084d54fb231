import { sql } from "drizzle-orm";
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
import { users } from "./auth";

export const builds = pgTable(
  "builds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    approvalStatus: text("approval_status").notNull().default("pending"),
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The upper bound (current year + 1) moves every year, so the application checks it;
    // the database keeps a fixed sanity range.
    check("builds_car_year_check", sql`${t.carYear} is null or ${t.carYear} between 1900 and 2200`),
    check(
      "builds_approval_status_check",
      sql`${t.approvalStatus} in ('pending', 'approved', 'rejected')`,
    ),
    check("builds_status_check", sql`${t.status} in ('active', 'deleted')`),
    // Public list: approved + active, newest/oldest first (keyset on created_at, id).
    index("builds_public_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active' and ${t.approvalStatus} = 'approved'`),
    index("builds_public_featured_idx")
      .on(
        t.isFeatured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} = 'active' and ${t.approvalStatus} = 'approved'`),
    index("builds_owner_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("builds_admin_status_created_idx").on(t.approvalStatus, t.createdAt.desc().nullsFirst()),
    index("builds_make_model_year_idx").on(t.carMake, t.carModel, t.carYear),
    // Exactly one Car of the Week at a time.
    uniqueIndex("builds_single_car_of_week_key").on(t.isCarOfWeek).where(sql`${t.isCarOfWeek}`),
    index("builds_title_trgm_idx")
      .using("gin", sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: "off" }),
    index("builds_car_make_trgm_idx")
      .using("gin", sql`${t.carMake} gin_trgm_ops`)
      .with({ fastupdate: "off" }),
    index("builds_car_model_trgm_idx")
      .using("gin", sql`${t.carModel} gin_trgm_ops`)
      .with({ fastupdate: "off" }),
  ],
);

export const buildImages = pgTable(
  "build_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buildId: uuid("build_id")
      .notNull()
      .references(() => builds.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    caption: text("caption"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("build_images_build_sort_idx").on(t.buildId, t.sortOrder)],
);

export const buildLikes = pgTable(
  "build_likes",
  {
    buildId: uuid("build_id")
      .notNull()
      .references(() => builds.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.buildId, t.userId] }),
    index("build_likes_user_idx").on(t.userId),
  ],
);

export const buildComments = pgTable(
  "build_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buildId: uuid("build_id")
      .notNull()
      .references(() => builds.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("build_comments_content_check", sql`length(btrim(${t.content})) > 0`),
    index("build_comments_build_created_idx").on(t.buildId, t.createdAt),
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
    id: uuid("id").primaryKey().defaultRandom(),
    buildId: uuid("build_id")
      .notNull()
      .references(() => builds.id, { onDelete: "cascade" }),
    /** Changed fields among 'title', 'make', 'model', 'year', 'description'. */
    changedFields: text("changed_fields").array().notNull(),
    photosAdded: integer("photos_added").notNull().default(0),
    photosRemoved: integer("photos_removed").notNull().default(0),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("build_edits_unreviewed_idx")
      .on(t.buildId, t.editedAt.desc().nullsFirst())
      .where(sql`${t.reviewedAt} is null`),
  ],
);
