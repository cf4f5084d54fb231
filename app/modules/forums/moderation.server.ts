// Forums moderation: admins delete topics and replies and lock topics. Every function checks the
// actor's role itself (the route's check is not enough) and records the action in the admin audit
// log in the transaction of its change, like every other moderation action.
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { forumPosts, forumTopics } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { ConflictError, NotFoundError } from "~/lib/errors";
import { parseUuid } from "~/lib/ids";
import { resolveReportsOf } from "~/modules/reports/index.server";
import { FORUM_MESSAGES } from "./messages";
import { POST_REPORT_TYPE, TOPIC_REPORT_TYPE } from "./report-types";

const topicNotFound = (id: string) => new NotFoundError(`topic ${id} not found`);
const postNotFound = (id: string) => new NotFoundError(`post ${id} not found`);

const auditTopic = auditTrail("forum-topic");
const auditPost = auditTrail("forum-post");

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
    await resolveReportsOf(tx, TOPIC_REPORT_TYPE, topicId, actor.id);
    await auditTopic(tx, actor.id, "forum-topic-delete", {
      id: topicId,
      title: deleted.title,
      before: deleted.locked ? "locked" : "open",
      after: "deleted",
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
    await resolveReportsOf(tx, POST_REPORT_TYPE, postId, actor.id);
    await auditPost(tx, actor.id, "forum-post-delete", {
      id: postId,
      title: post.title,
      before: "published",
      after: "deleted",
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
    await auditTopic(tx, actor.id, locked ? "forum-topic-lock" : "forum-topic-unlock", {
      id: topicId,
      title: current.title,
      before: current.locked ? "locked" : "open",
      after: locked ? "locked" : "open",
    });
  });
}
