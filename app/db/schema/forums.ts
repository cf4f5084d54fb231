import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  createdAtColumn,
  descending,
  hiddenAtColumn,
  partOf,
  sortOrderColumn,
  timestamps,
  trigramIndex,
  updatedAtColumn,
  uuidPrimaryKey,
} from "./columns";
import { formerMemberColumn } from "./member-columns";

export const forumCategories = pgTable(
  "forum_categories",
  {
    id: uuidPrimaryKey(),
    name: text("name").notNull(),
    sortOrder: sortOrderColumn(),
  },
  // SPEC: category names are matched in lowercase, so they are unique in lowercase.
  (t) => [uniqueIndex("forum_categories_name_lower_key").on(sql`lower(${t.name})`)],
);

export const forumTopics = pgTable(
  "forum_topics",
  {
    id: uuidPrimaryKey(),
    title: text("title").notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => forumCategories.id, { onDelete: "restrict" }),
    createdBy: formerMemberColumn("created_by"),
    createdAt: createdAtColumn(),
    // Bumped by every reply: the list is ordered by latest activity.
    updatedAt: updatedAtColumn(),
    // Set by an admin: a locked topic takes no new replies (issue 6, forums moderation).
    locked: boolean("locked").notNull().default(false),
    hiddenAt: hiddenAtColumn(),
  },
  (t) => [
    check("forum_topics_title_check", sql`length(btrim(${t.title})) > 0`),
    index("forum_topics_updated_idx").on(...descending(t.updatedAt, t.id)),
    index("forum_topics_category_updated_idx").on(t.categoryId, ...descending(t.updatedAt, t.id)),
    index("forum_topics_created_by_idx").on(t.createdBy),
    // Newest topics first (the RSS feed, /forums/feed.xml).
    index("forum_topics_created_idx").on(...descending(t.createdAt, t.id)),
    trigramIndex("forum_topics_title_trgm_idx", t.title),
  ],
);

export const forumPosts = pgTable(
  "forum_posts",
  {
    id: uuidPrimaryKey(),
    topicId: partOf("topic_id", () => forumTopics.id),
    content: text("content").notNull(),
    // The topic's body: written with the topic in one transaction, exactly one per topic. Every
    // other post is a reply (reply counts are "posts that are not the opening post").
    isOpening: boolean("is_opening").notNull().default(false),
    createdBy: formerMemberColumn("created_by"),
    ...timestamps(),
    // Set when the author edits the text (the post shows 'edited'); null for untouched posts.
    editedAt: timestamp("edited_at", { withTimezone: true }),
    hiddenAt: hiddenAtColumn(),
  },
  (t) => [
    check("forum_posts_content_check", sql`length(btrim(${t.content})) > 0`),
    uniqueIndex("forum_posts_one_opening_key").on(t.topicId).where(sql`${t.isOpening}`),
    // Home "Hot Forum Topics" counts the replies of the last 7 days.
    index("forum_posts_reply_created_idx").on(t.createdAt).where(sql`not ${t.isOpening}`),
    index("forum_posts_topic_created_idx").on(t.topicId, t.createdAt),
    index("forum_posts_created_by_idx").on(t.createdBy),
    trigramIndex("forum_posts_content_trgm_idx", t.content),
  ],
);
