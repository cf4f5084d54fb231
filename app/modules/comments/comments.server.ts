// Write side of comment threads (a build's comments, a journal entry's comments): post, reply,
// edit, delete, and the mention notices. Every function takes the acting member from the session
// and checks the thread and the comment itself; a comment of another thread is "not found".
import { sql } from "drizzle-orm";
import { type Db, getDb, queryRows, type Tx } from "~/db/client.server";
import type { Actor } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { ForbiddenError, NotFoundError } from "~/lib/errors";
import { mentionedUsernames, plainExcerpt } from "~/lib/member-text";
import { notifyMember } from "~/modules/notifications/index.server";
import { resolveReportsOf } from "~/modules/reports/index.server";
import { assertNotHeld } from "~/modules/trust/index.server";
import { COMMENT_MESSAGES, type ThreadKind, type ThreadRef } from "./constants";
import {
  canWriteInThread,
  loadThread,
  memberCanSee,
  type ThreadInfo,
  threadTable,
} from "./threads.server";

/** The reports' and the audit log's name of a comment of each thread kind. */
export const COMMENT_TARGET_TYPE = {
  build: "build-comment",
  "journal-entry": "journal-entry-comment",
  event: "event-comment",
} as const satisfies Record<ThreadKind, string>;

/**
 * Hides a comment pending review, keeping the time it was first hidden, or shows it again (the
 * reports queue's decisions, ADR 038). A comment deleted meanwhile is left as it is.
 */
export async function setCommentHidden(
  tx: Db | Tx,
  kind: ThreadKind,
  commentId: string,
  hidden: boolean,
): Promise<void> {
  const { table } = threadTable(kind);
  await tx.execute(sql`update ${table}
    set hidden_at = ${hidden ? sql`coalesce(hidden_at, now())` : sql`null`}
    where id = ${commentId}::uuid`);
}

const audits = {
  build: auditTrail("build-comment"),
  "journal-entry": auditTrail("journal-entry-comment"),
  event: auditTrail("event-comment"),
};

async function writableThread(actor: Actor, ref: ThreadRef, tx: Tx): Promise<ThreadInfo> {
  const thread = await loadThread(ref, tx);
  if (!thread || !canWriteInThread(thread, actor)) {
    throw new NotFoundError(`${ref.kind} ${ref.id} is not open to comments`);
  }
  return thread;
}

interface CommentRow extends Record<string, unknown> {
  id: string;
  /** Null once the author deleted their account. */
  userId: string | null;
  parentId: string | null;
  content: string;
  deleted: boolean;
  notified: string[];
}

/** One comment of the thread (locked for the change), or null. */
async function commentOf(ref: ThreadRef, id: string, tx: Tx): Promise<CommentRow | null> {
  const { table, column } = threadTable(ref.kind);
  const [row] = await queryRows<CommentRow>(
    sql`select id, user_id as "userId", parent_id as "parentId", content,
          deleted_at is not null as deleted, notified_mentions as notified
        from ${table} where id = ${id}::uuid and ${column} = ${ref.id}::uuid for update`,
    tx,
  );
  return row ?? null;
}

/**
 * Notifies the members `content` mentions who were not notified for this comment yet (never the
 * writer, never someone who cannot see the thread), and records them on the comment.
 */
async function notifyMentions(
  tx: Tx,
  actor: Actor,
  ref: ThreadRef,
  thread: ThreadInfo,
  commentId: string,
  content: string,
  alreadyNotified: string[],
): Promise<void> {
  const names = mentionedUsernames(content);
  if (names.length === 0) return;
  const members = await queryRows<{ id: string }>(
    sql`select id from profiles
        where lower(username) in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
          and id <> ${actor.id}`,
    tx,
  );
  const fresh = members
    .map((m) => m.id)
    .filter((id) => !alreadyNotified.includes(id) && memberCanSee(thread, id));
  if (fresh.length === 0) return;
  for (const userId of fresh) {
    await notifyMember(tx, {
      userId,
      kind: "comment-mention",
      title: `${actor.name.trim() || "A member"} mentioned you in a comment`,
      body: plainExcerpt(content, 140),
      link: `${thread.path}#comment-${commentId}`,
    });
  }
  const { table } = threadTable(ref.kind);
  await queryRows(
    sql`update ${table} set notified_mentions = notified_mentions || array[${sql.join(
      fresh.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]
        where id = ${commentId}::uuid returning id`,
    tx,
  );
}

/**
 * Tells the thread's owner about a new comment by someone else, where the thread kind wants it
 * (an event's host hears of questions), unless its text already mentioned them.
 */
async function notifyOwner(
  tx: Tx,
  actor: Actor,
  thread: ThreadInfo,
  commentId: string,
  content: string,
  isReply: boolean,
): Promise<void> {
  if (!thread.ownerNotice || actor.id === thread.ownerId) return;
  const [mentioned] = await queryRows<{ yes: boolean }>(
    sql`select true as yes from profiles
        where id = ${thread.ownerId}
          and lower(username) in (${sql.join(
            ["", ...mentionedUsernames(content)].map((n) => sql`${n}`),
            sql`, `,
          )})`,
    tx,
  );
  if (mentioned) return;
  const { kind, title } = thread.ownerNotice(actor.name.trim() || "A member", isReply);
  await notifyMember(tx, {
    userId: thread.ownerId,
    kind,
    title,
    body: plainExcerpt(content, 140),
    link: `${thread.path}#comment-${commentId}`,
  });
}

/**
 * Posts a comment, or a reply when `replyTo` is given: a reply to a reply hangs under its
 * top-level comment (one level of replies). Replying to a deleted comment is "not found".
 */
export async function postComment(
  actor: Actor,
  ref: ThreadRef,
  content: string,
  replyTo: string | null = null,
  db: Db = getDb(),
): Promise<{ id: string; parentId: string | null }> {
  return db.transaction(async (tx) => {
    // An account waiting for an admin's approval posts nothing (the trust area's hold).
    await assertNotHeld(tx, actor.id);
    const thread = await writableThread(actor, ref, tx);
    let parentId: string | null = null;
    if (replyTo) {
      const parent = await commentOf(ref, replyTo, tx);
      if (!parent || parent.deleted) throw new NotFoundError(COMMENT_MESSAGES.gone);
      parentId = parent.parentId ?? parent.id;
    }
    const { table, column } = threadTable(ref.kind);
    const [row] = await queryRows<{ id: string }>(
      sql`insert into ${table} (${column}, user_id, parent_id, content)
          values (${ref.id}::uuid, ${actor.id}, ${parentId}, ${content}) returning id`,
      tx,
    );
    await notifyMentions(tx, actor, ref, thread, row.id, content, []);
    await notifyOwner(tx, actor, thread, row.id, content, parentId !== null);
    return { id: row.id, parentId };
  });
}

/** The author edits their comment (nobody else may, admins included); marked edited. */
export async function editComment(
  actor: Actor,
  ref: ThreadRef,
  commentId: string,
  content: string,
  db: Db = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const thread = await writableThread(actor, ref, tx);
    const comment = await commentOf(ref, commentId, tx);
    if (!comment || comment.deleted) throw new NotFoundError(COMMENT_MESSAGES.gone);
    if (comment.userId !== actor.id) {
      throw new ForbiddenError("not the author", { userMessage: COMMENT_MESSAGES.notYours });
    }
    if (comment.content === content) return;
    const { table } = threadTable(ref.kind);
    await queryRows(
      sql`update ${table} set content = ${content}, edited_at = now()
          where id = ${commentId}::uuid returning id`,
      tx,
    );
    await notifyMentions(tx, actor, ref, thread, commentId, content, comment.notified);
  });
}

/**
 * Deletes a comment: its author, or an admin (audited when it is not their own). A comment with
 * replies stays as a tombstone so they keep their place; one without goes, and so does a tombstone
 * whose last reply this was. Its open reports are resolved.
 */
export async function deleteComment(
  actor: Actor,
  ref: ThreadRef,
  commentId: string,
  db: Db = getDb(),
): Promise<{ tombstone: boolean }> {
  return db.transaction(async (tx) => {
    const thread = await loadThread(ref, tx);
    const comment = thread ? await commentOf(ref, commentId, tx) : null;
    if (!thread || !comment || comment.deleted) throw new NotFoundError(COMMENT_MESSAGES.gone);
    const own = comment.userId === actor.id;
    if (!own && !actor.isAdmin) {
      throw new ForbiddenError("not the author", { userMessage: COMMENT_MESSAGES.notYours });
    }
    const { table } = threadTable(ref.kind);
    const [{ replies }] = await queryRows<{ replies: number }>(
      sql`select count(*)::int as replies from ${table} where parent_id = ${commentId}::uuid`,
      tx,
    );
    const tombstone = replies > 0;
    if (tombstone) {
      await queryRows(
        sql`update ${table} set content = '', deleted_at = now(), notified_mentions = '{}'
            where id = ${commentId}::uuid returning id`,
        tx,
      );
    } else {
      await queryRows(sql`delete from ${table} where id = ${commentId}::uuid returning id`, tx);
      if (comment.parentId) {
        // The parent was kept for its replies only: with the last one gone, so is it.
        await queryRows(
          sql`delete from ${table} p where p.id = ${comment.parentId}::uuid
                and p.deleted_at is not null
                and not exists (select 1 from ${table} r where r.parent_id = p.id)
              returning id`,
          tx,
        );
      }
    }
    await resolveReportsOf(tx, COMMENT_TARGET_TYPE[ref.kind], commentId, actor.id);
    if (!own) {
      await audits[ref.kind](tx, actor.id, "comment-delete", {
        id: commentId,
        title: plainExcerpt(comment.content, 80),
        before: "published",
        after: "deleted",
      });
    }
    return { tombstone };
  });
}
