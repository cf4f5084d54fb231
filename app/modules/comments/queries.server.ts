// Read side of comment threads: one page of top-level comments, oldest first (SPEC), each with
// its replies, and what the viewer may do with each.
import { sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";
import { hiddenStateOf } from "~/db/sql";
import type { HiddenState } from "~/lib/hidden";
import { cursorField, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import { mentionedUsernames } from "~/lib/member-text";
import { COMMENT_TARGET_TYPE } from "./comments.server";
import { COMMENTS_PAGE_SIZE, type ThreadRef } from "./constants";
import {
  canSeeThread,
  canWriteInThread,
  loadThread,
  threadParentSql,
  threadPath,
  threadTable,
  type Viewer,
} from "./threads.server";

export interface ThreadComment {
  id: string;
  /** Empty for a tombstone. */
  content: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  /**
   * Hidden pending review (ADR 038): for its author and the admins, why (the comment is shown
   * with that note); for everyone else the comment is `concealed` instead.
   */
  hidden: HiddenState | null;
  /** Hidden from this viewer: only a placeholder is shown (no text, no author). */
  concealed: boolean;
  authorUsername: string | null;
  authorFullName: string | null;
  authorAvatarUrl: string | null;
  /** A word beside the author's name ("Host" on an event's Q&A), or null. */
  authorBadge: string | null;
  canEdit: boolean;
  canDelete: boolean;
  canReply: boolean;
  canReport: boolean;
}

export interface CommentThreadItem extends ThreadComment {
  replies: ThreadComment[];
  /** The usernames mentioned here that belong to members (the ones that become links). */
  mentions: string[];
}

export interface CommentThreadPage {
  items: CommentThreadItem[];
  nextCursor: string | null;
  /** Live comments of the whole thread, replies included (tombstones are not counted). */
  total: number;
  /** The usernames mentioned on this page that belong to members (the ones that become links). */
  mentions: string[];
  /** Whether the viewer may post in the thread (signed in and the thread open to them). */
  canPost: boolean;
  /** The thread's page (/builds/{id}, /builds/{id}/journal/{entryId}, /events/{id}): its action takes the forms. */
  threadPath: string;
}

const commentsCursor = keysetCursor({ at: cursorField.timestamp, id: cursorField.uuid });

interface Row extends Record<string, unknown> {
  id: string;
  parentId: string | null;
  /** Null once the author deleted their account: the comment stays, by "Deleted member". */
  userId: string | null;
  content: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  hidden: HiddenState | null;
  authorUsername: string | null;
  authorFullName: string | null;
  authorAvatarUrl: string | null;
}

/**
 * One page of the thread for `viewer`, or null when they may not see the thread. Pages hold up to
 * 50 top-level comments with all their replies; the next page holds newer ones.
 */
export async function listThreadComments(
  ref: ThreadRef,
  viewer: Viewer | null,
  cursor: string | null = null,
  pageSize = COMMENTS_PAGE_SIZE,
): Promise<CommentThreadPage | null> {
  const thread = await loadThread(ref);
  if (!thread || !canSeeThread(thread, viewer)) return null;
  const { table, column } = threadTable(ref.kind);
  const after = commentsCursor.decode(cursor);
  const columns = sql`c.id, c.parent_id as "parentId", c.user_id as "userId", c.content,
    c.created_at::text as "createdAt", c.edited_at::text as "editedAt",
    c.deleted_at is not null as deleted,
    ${hiddenStateOf(COMMENT_TARGET_TYPE[ref.kind], sql`c.id`, sql`c.hidden_at`)} as hidden,
    p.username as "authorUsername",
    p.full_name as "authorFullName", p.avatar_url as "authorAvatarUrl"`;
  const tops = await queryRows<Row>(sql`
    select ${columns} from ${table} c left join profiles p on p.id = c.user_id
    where c.${column} = ${ref.id}::uuid and c.parent_id is null
      ${after ? sql`and (c.created_at, c.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by c.created_at, c.id
    limit ${pageSize + 1}`);
  const shown = tops.slice(0, pageSize);
  const replies =
    shown.length === 0
      ? []
      : await queryRows<Row>(sql`
          select ${columns} from ${table} c left join profiles p on p.id = c.user_id
          where c.parent_id in (${sql.join(
            shown.map((t) => sql`${t.id}::uuid`),
            sql`, `,
          )})
          order by c.created_at, c.id`);
  const [{ total }] = await queryRows<{ total: number }>(
    sql`select count(*)::int as total from ${table} c
        where c.${column} = ${ref.id}::uuid and c.deleted_at is null and c.hidden_at is null`,
  );
  const canPost = viewer !== null && canWriteInThread(thread, viewer);
  // A hidden comment is shown to its author and the admins (with its note), a placeholder to
  // everyone else; either way it takes no replies and no reports while it is hidden.
  const concealedFrom = (row: Row) =>
    row.hidden !== null && !row.deleted && viewer?.id !== row.userId && viewer?.isAdmin !== true;
  const view = (row: Row): ThreadComment => {
    const own = viewer !== null && row.userId !== null && viewer.id === row.userId;
    const concealed = concealedFrom(row);
    const gone = row.deleted || concealed;
    return {
      id: row.id,
      content: gone ? "" : row.content,
      createdAt: new Date(row.createdAt).toISOString(),
      editedAt: row.editedAt ? new Date(row.editedAt).toISOString() : null,
      deleted: row.deleted,
      hidden: gone ? null : row.hidden,
      concealed,
      authorUsername: gone ? null : row.authorUsername,
      authorFullName: gone ? null : row.authorFullName,
      authorAvatarUrl: gone ? null : row.authorAvatarUrl,
      authorBadge: gone || row.userId === null ? null : thread.authorBadge(row.userId),
      canEdit: !gone && own && canPost,
      canDelete: !gone && (own || viewer?.isAdmin === true),
      canReply: !gone && row.hidden === null && canPost,
      canReport: !gone && row.hidden === null && viewer !== null && !own,
    };
  };
  const repliesOf = new Map<string, ThreadComment[]>();
  for (const reply of replies) {
    const parent = reply.parentId ?? "";
    repliesOf.set(parent, [...(repliesOf.get(parent) ?? []), view(reply)]);
  }
  const names = new Set<string>();
  for (const row of [...shown, ...replies]) {
    if (!row.deleted && !concealedFrom(row)) {
      for (const name of mentionedUsernames(row.content)) names.add(name);
    }
  }
  const mentions =
    names.size === 0
      ? []
      : (
          await queryRows<{ username: string }>(sql`
            select username from profiles
            where lower(username) in (${sql.join(
              [...names].map((n) => sql`${n}`),
              sql`, `,
            )})`)
        ).map((r) => r.username);
  const page = keysetPage(
    tops,
    pageSize,
    (row) => ({ ...view(row), replies: repliesOf.get(row.id) ?? [], mentions }),
    (last) => commentsCursor.encode({ at: last.createdAt, id: last.id }),
  );
  return { ...page, total, mentions, canPost, threadPath: thread.path };
}

/** A comment of a thread as the reports queue shows it, or nothing when it is gone. */
export interface CommentSummary {
  id: string;
  content: string;
  hidden: boolean;
  authorUsername: string | null;
  authorFullName: string | null;
  path: string;
}

/** The live comments among `ids` of threads of `kind`, with where they are. */
export async function describeComments(
  kind: ThreadRef["kind"],
  ids: string[],
): Promise<CommentSummary[]> {
  if (ids.length === 0) return [];
  const { table, column } = threadTable(kind);
  const rows = await queryRows<{
    id: string;
    threadId: string;
    content: string;
    hidden: boolean;
    authorUsername: string | null;
    authorFullName: string | null;
    parentId: string;
  }>(sql`
    select c.id, c.${column} as "threadId", c.content, c.hidden_at is not null as hidden,
      p.username as "authorUsername",
      p.full_name as "authorFullName",
      ${threadParentSql(kind)} as "parentId"
    from ${table} c left join profiles p on p.id = c.user_id
    where c.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and c.deleted_at is null`);
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    hidden: r.hidden,
    authorUsername: r.authorUsername,
    authorFullName: r.authorFullName,
    path: `${threadPath(kind, r.threadId, r.parentId)}#comment-${r.id}`,
  }));
}

/** The thread a comment belongs to (for reporting it by id alone), or null. */
export async function threadOfComment(
  kind: ThreadRef["kind"],
  commentId: string,
): Promise<ThreadRef | null> {
  return (await commentForReport(kind, commentId))?.thread ?? null;
}

/** A live comment's thread, author and whether it is hidden, or null. */
export async function commentForReport(
  kind: ThreadRef["kind"],
  commentId: string,
): Promise<{ thread: ThreadRef; authorId: string | null; hidden: boolean } | null> {
  const { table, column } = threadTable(kind);
  const [row] = await queryRows<{ threadId: string; authorId: string | null; hidden: boolean }>(
    sql`select ${column} as "threadId", user_id as "authorId", hidden_at is not null as hidden
      from ${table} where id = ${commentId}::uuid and deleted_at is null`,
  );
  return row
    ? { thread: { kind, id: row.threadId }, authorId: row.authorId, hidden: row.hidden }
    : null;
}

export { canSeeThread, loadThread };
