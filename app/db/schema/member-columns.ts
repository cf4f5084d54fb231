// The column that ties a row to a member (owner, author, host, buyer…): deleting the account
// deletes the row. Apart from columns.ts, which auth.ts itself uses, so the two never import
// each other.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAtColumn, hiddenAtColumn } from "./columns";

/** A member's id, required, the row going with the member's account. */
export const memberColumn = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * The author of something that outlives their account (a comment, a forum post): deleting the
 * account leaves the row, its author null, shown as "Deleted member" so threads keep their sense.
 */
export const formerMemberColumn = (name: string) =>
  text(name).references(() => users.id, { onDelete: "set null" });

/**
 * The columns of a comment thread's table (a build's comments, a journal entry's), the owner
 * column aside: one level of replies (`parent` is the table's own id), tombstones, mentions
 * notified once.
 */
export const commentThreadColumns = (parent: () => AnyPgColumn) => ({
  userId: formerMemberColumn("user_id"),
  parentId: uuid("parent_id").references(parent, { onDelete: "cascade" }),
  content: text("content").notNull(),
  /** Members mentioned (@username) and already notified: an edit never notifies them again. */
  notifiedMentions: text("notified_mentions").array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAtColumn(),
  editedAt: timestamp("edited_at", { withTimezone: true }),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  hiddenAt: hiddenAtColumn(),
});

/** A live comment has text; a tombstone (deleted, kept for its replies) may not. */
export const commentContentCheck = (
  table: string,
  t: { deletedAt: AnyPgColumn; content: AnyPgColumn },
) =>
  check(
    `${table}_content_check`,
    sql`${t.deletedAt} is not null or length(btrim(${t.content})) > 0`,
  );
