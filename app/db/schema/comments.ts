// Comments on a build's journal entries: the same shape and rules as build_comments (one level of
// replies, tombstones, mentions notified once), so one set of use-cases serves both threads.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, partOf, uuidPrimaryKey } from "./columns";
import { buildJournalEntries } from "./journal";
import { memberColumn } from "./member-columns";

export const journalEntryComments = pgTable(
  "journal_entry_comments",
  {
    id: uuidPrimaryKey(),
    entryId: partOf("entry_id", () => buildJournalEntries.id),
    userId: memberColumn("user_id"),
    parentId: uuid("parent_id").references((): AnyPgColumn => journalEntryComments.id, {
      onDelete: "cascade",
    }),
    content: text("content").notNull(),
    notifiedMentions: text("notified_mentions").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAtColumn(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "journal_entry_comments_content_check",
      sql`${t.deletedAt} is not null or length(btrim(${t.content})) > 0`,
    ),
    index("journal_entry_comments_top_level_idx")
      .on(t.entryId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index("journal_entry_comments_parent_idx").on(t.parentId, t.createdAt, t.id),
  ],
);
