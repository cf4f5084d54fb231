// Forums moderation: admins delete topics and replies and lock topics. Every function checks the
// actor's role itself (the route's check is not enough) and records the action in the admin audit
// log in the transaction of its change, like every other moderation action.
import { and, eq } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { forumPosts, forumTopics } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { recordAuditEntry } from "~/lib/audit.server";
import { ConflictError, NotFoundError } from "~/lib/errors";
import { parseUuid } from "~/lib/ids";
import { FORUM_MESSAGES } from "./messages";

const topicNotFound = (id: string) => new NotFoundError(`topic ${id} not found`);
const postNotFound = (id: string) => new NotFoundError(`post ${id} not found`);

async function audit(
  tx: Tx,
  actor: Actor,
  entry: {
    action: string;
    targetType: "forum-topic" | "forum-post";
    targetId: string;
    targetTitle: string | null;
    beforeStatus: string;
    afterStatus: string;
  },
): Promise<void> {
  await recordAuditEntry({ adminId: actor.id, ...entry }, tx);
}

/**
 * Deletes a topic with all its posts (they cascade). Throws ForbiddenError for non-admins and
 * NotFoundError when there is no such topic.
 */
export async function deleteTopic(actor: Actor, topicId: string): Promise<void> {
  assertAdmin(actor, `forums moderation`);
  if (!parseUuid(topicId)) throw topicNotFound(topicId);
  await getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(forumTopics)
      .where(eq(forumTopics.id, topicId))
      .returning({ title: forumTopics.title, locked: forumTopics.locked });
    if (!deleted) throw topicNotFound(topicId);
    await audit(tx, actor, {
      action: "forum-topic-delete",
      targetType: "forum-topic",
      targetId: topicId,
      targetTitle: deleted.title,
      beforeStatus: deleted.locked ? "locked" : "open",
      afterStatus: "deleted",
    });
  });
}

/**
 * Deletes a reply; the topic stays. The opening post is the topic's body, so it is refused with
 * ConflictError: an admin deletes the topic instead. Throws ForbiddenError for non-admins and
 * NotFoundError when there is no such post.
 */
export async function deletePost(actor: Actor, postId: string): Promise<void> {
  assertAdmin(actor, `forums moderation`);
  if (!parseUuid(postId)) throw postNotFound(postId);
  const db = getDb();
  const [post] = await db
    .select({ isOpening: forumPosts.isOpening, title: forumTopics.title })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .where(eq(forumPosts.id, postId))
    .limit(1);
  if (!post) throw postNotFound(postId);
  if (post.isOpening) {
    throw new ConflictError(`post ${postId} opens its topic`, {
      userMessage: FORUM_MESSAGES.openingPost,
    });
  }
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(forumPosts)
      .where(and(eq(forumPosts.id, postId), eq(forumPosts.isOpening, false)))
      .returning({ id: forumPosts.id });
    if (deleted.length === 0) throw postNotFound(postId);
    await audit(tx, actor, {
      action: "forum-post-delete",
      targetType: "forum-post",
      targetId: postId,
      targetTitle: post.title,
      beforeStatus: "published",
      afterStatus: "deleted",
    });
  });
}

/**
 * Locks (no new replies) or unlocks a topic. Throws ForbiddenError for non-admins and
 * NotFoundError when there is no such topic.
 */
export async function setTopicLocked(
  actor: Actor,
  topicId: string,
  locked: boolean,
): Promise<void> {
  assertAdmin(actor, `forums moderation`);
  if (!parseUuid(topicId)) throw topicNotFound(topicId);
  await getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({ title: forumTopics.title, locked: forumTopics.locked })
      .from(forumTopics)
      .where(eq(forumTopics.id, topicId))
      .for("update");
    if (!current) throw topicNotFound(topicId);
    await tx.update(forumTopics).set({ locked }).where(eq(forumTopics.id, topicId));
    await audit(tx, actor, {
      action: locked ? "forum-topic-lock" : "forum-topic-unlock",
      targetType: "forum-topic",
      targetId: topicId,
      targetTitle: current.title,
      beforeStatus: current.locked ? "locked" : "open",
      afterStatus: locked ? "locked" : "open",
    });
  });
}
