// Comments on a build's journal entries: the same shape and rules as build_comments (one level of
// replies, tombstones, mentions notified once), so one set of use-cases serves both threads.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, pgTable } from "drizzle-orm/pg-core";
import { partOf, uuidPrimaryKey } from "./columns";
import { buildJournalEntries } from "./journal";
import { commentContentCheck, commentThreadColumns } from "./member-columns";

export const journalEntryComments = pgTable(
  "journal_entry_comments",
  {
    id: uuidPrimaryKey(),
    entryId: partOf("entry_id", () => buildJournalEntries.id),
    ...commentThreadColumns((): AnyPgColumn => journalEntryComments.id),
  },
  (t) => [
    commentContentCheck("journal_entry_comments", t),
    index("journal_entry_comments_top_level_idx")
      .on(t.entryId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index("journal_entry_comments_parent_idx").on(t.parentId, t.createdAt, t.id),
  ],
);
