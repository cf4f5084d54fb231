// The member's comments for "Export my data" (the protocol: app/lib/member-data.server.ts): every
// comment and reply they wrote, in every kind of thread (builds, journal entries, events' Q&A),
// on their own things and on other members'. Comments OTHER members wrote, even on the member's
// own builds, are those members' words and stay out (ADR 036). Deleted comments are gone (their
// tombstones keep no text); comments the moderators hid are included, marked.
import { sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "~/db/client.server";
import { isoInstant, type MemberDataPart, siteUrl } from "~/lib/member-data.server";
import type { ThreadKind } from "./constants";
import { threadPath } from "./threads.server";

interface CommentRow extends Record<string, unknown> {
  id: string;
  parent_id: string | null;
  content: string;
  created_at: Date | string;
  edited_at: Date | string | null;
  hidden: boolean;
  thread_id: string;
  thread_parent_id: string;
  thread_title: string;
}

/** Each kind's comments with the title and page of the thing they hang on. */
const THREAD_QUERIES: Record<ThreadKind, (userId: string) => ReturnType<typeof sql>> = {
  build: (userId) => sql`
    select c.id, c.parent_id, c.content, c.created_at, c.edited_at, c.hidden_at is not null as hidden,
      b.id as thread_id, b.id as thread_parent_id, b.title as thread_title
    from build_comments c join builds b on b.id = c.build_id
    where c.user_id = ${userId} and c.deleted_at is null`,
  "journal-entry": (userId) => sql`
    select c.id, c.parent_id, c.content, c.created_at, c.edited_at, c.hidden_at is not null as hidden,
      e.id as thread_id, e.build_id as thread_parent_id, e.title as thread_title
    from journal_entry_comments c join build_journal_entries e on e.id = c.entry_id
    where c.user_id = ${userId} and c.deleted_at is null`,
  event: (userId) => sql`
    select c.id, c.parent_id, c.content, c.created_at, c.edited_at, c.hidden_at is not null as hidden,
      e.id as thread_id, e.id as thread_parent_id, e.title as thread_title
    from event_comments c join events e on e.id = c.event_id
    where c.user_id = ${userId} and c.deleted_at is null`,
};

export async function exportMemberComments(db: Db | Tx, userId: string): Promise<MemberDataPart> {
  const kinds = Object.keys(THREAD_QUERIES) as ThreadKind[];
  const perKind = await Promise.all(
    kinds.map(async (kind) =>
      (await queryRows<CommentRow>(THREAD_QUERIES[kind](userId), db)).map((row) => ({
        id: row.id,
        thread: {
          kind,
          id: row.thread_id,
          title: row.thread_title,
          url: siteUrl(threadPath(kind, row.thread_id, row.thread_parent_id)),
        },
        replyTo: row.parent_id,
        content: row.content,
        createdAt: isoInstant(row.created_at) as string,
        editedAt: isoInstant(row.edited_at),
        hiddenByModerators: row.hidden,
      })),
    ),
  );
  const content = perKind
    .flat()
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return {
    files: [
      {
        name: "comments.json",
        about:
          "Every comment and reply you wrote, oldest first: on builds, on journal entries and in events' questions, yours and other members'. What other members wrote (even on your builds) is theirs and is not included.",
        fields: {
          id: "The comment's id.",
          thread: "Where it was written: { kind (build, journal-entry or event), id, title, url }.",
          replyTo: "The id of the comment it answers, or null for a comment of its own.",
          content: "The text, as you wrote it.",
          createdAt: "When you wrote it (ISO 8601, UTC).",
          editedAt: "When you last edited it, or null.",
          hiddenByModerators: "true when the moderators hid it.",
        },
        content,
      },
    ],
    attachments: [],
  };
}
