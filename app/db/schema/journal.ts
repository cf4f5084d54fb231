// Build journals (progress updates under a build) and following (builds and members).
import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { buildMods } from "./build-specs";
import { builds } from "./builds";
import {
  createdAtColumn,
  descending,
  partOf,
  sortOrderColumn,
  timestamps,
  uuidPrimaryKey,
} from "./columns";
import { memberColumn } from "./member-columns";

/**
 * One progress update of a build, written by its owner. Public exactly when its build is (approved
 * and active): the entry has no review state of its own.
 */
export const buildJournalEntries = pgTable(
  "build_journal_entries",
  {
    id: uuidPrimaryKey(),
    buildId: partOf("build_id", () => builds.id),
    userId: memberColumn("user_id"),
    /** The day the work happened (the owner's calendar day, not a moment). */
    entryDate: date("entry_date", { mode: "string" }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    mileage: bigint("mileage", { mode: "number" }),
    /** Cost in minor units (cents) of `currency`. */
    costMinor: bigint("cost_minor", { mode: "number" }),
    currency: text("currency"),
    ...timestamps(),
  },
  (t) => [
    check("build_journal_entries_title_check", sql`length(btrim(${t.title})) > 0`),
    check("build_journal_entries_body_check", sql`length(btrim(${t.body})) > 0`),
    check("build_journal_entries_mileage_check", sql`${t.mileage} is null or ${t.mileage} >= 0`),
    check(
      "build_journal_entries_cost_check",
      sql`(${t.costMinor} is null) = (${t.currency} is null) and (${t.costMinor} is null or ${t.costMinor} >= 0)`,
    ),
    // A build's journal, newest first (keyset on entry_date, created_at, id).
    index("build_journal_entries_build_date_idx").on(
      t.buildId,
      ...descending(t.entryDate, t.createdAt, t.id),
    ),
    // /following and the RSS feed: what was posted lately under the followed builds.
    index("build_journal_entries_build_created_idx").on(
      t.buildId,
      ...descending(t.createdAt, t.id),
    ),
  ],
);

/** A journal entry's photos (the image pipeline's largest-variant URL), in the owner's order. */
export const buildJournalPhotos = pgTable(
  "build_journal_photos",
  {
    id: uuidPrimaryKey(),
    entryId: partOf("entry_id", () => buildJournalEntries.id),
    imageUrl: text("image_url").notNull(),
    caption: text("caption"),
    /** What the photo shows, for people who cannot see it: the image's alt. */
    altText: text("alt_text"),
    sortOrder: sortOrderColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("build_journal_photos_entry_sort_idx").on(t.entryId, t.sortOrder)],
);

/** The mods of the build's mod list an entry is about. */
export const buildJournalEntryMods = pgTable(
  "build_journal_entry_mods",
  {
    entryId: partOf("entry_id", () => buildJournalEntries.id),
    modId: partOf("mod_id", () => buildMods.id),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.modId] }),
    index("build_journal_entry_mods_mod_idx").on(t.modId),
  ],
);

/** A member following a build: its new journal entries reach /following and the bell. */
export const buildFollows = pgTable(
  "build_follows",
  {
    buildId: partOf("build_id", () => builds.id),
    userId: memberColumn("user_id"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.buildId, t.userId] }),
    index("build_follows_user_created_idx").on(t.userId, ...descending(t.createdAt)),
  ],
);

/** A member following another member: their new builds and entries reach /following. */
export const memberFollows = pgTable(
  "member_follows",
  {
    followeeId: memberColumn("followee_id"),
    followerId: memberColumn("follower_id"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.followeeId, t.followerId] }),
    check("member_follows_not_self_check", sql`${t.followeeId} <> ${t.followerId}`),
    index("member_follows_follower_created_idx").on(t.followerId, ...descending(t.createdAt)),
  ],
);

/**
 * A member who wants no notices about a build's new entries (whether they follow the build or its
 * owner); the entries still show in /following.
 */
export const buildNoticeMutes = pgTable(
  "build_notice_mutes",
  {
    buildId: partOf("build_id", () => builds.id),
    userId: memberColumn("user_id"),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.buildId] })],
);
