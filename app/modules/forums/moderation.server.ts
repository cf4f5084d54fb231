// Forums moderation: admins delete topics and replies and lock topics. Every function re-checks
// the role itself (the route's check is not enough) and records the action in the admin audit
// log in the transaction of its change, like every other moderation action.
import { and, eq } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { forumPosts, forumTopics } from "~/db/schema";
import { recordAuditEntry } from "~/modules/admin/audit.server";
import { assertAdmin } from "~/modules/admin/moderation.server";
import { parseUuid } from "./schemas";

export type ModerationResult = { ok: true } | { ok: false; error: "not-found" | "opening-post" };

async function audit(
  tx: Tx,
  adminId: string,
  entry: {
    action: string;
    targetType: "forum-topic" | "forum-post";
    targetId: string;
    targetTitle: string | null;
    beforeStatus: string;
    afterStatus: string;
  },
): Promise<void> {
  await recordAuditEntry({ adminId, ...entry }, tx);
}

/** Deletes a topic with all its posts (they cascade). Throws ForbiddenError for non-admins. */
export async function deleteTopic(adminId: string, topicId: string): Promise<ModerationResult> {
  await assertAdmin(adminId);
  if (!parseUuid(topicId)) return { ok: false, error: "not-found" };
  return getDb().transaction(async (tx): Promise<ModerationResult> => {
    const [deleted] = await tx
      .delete(forumTopics)
      .where(eq(forumTopics.id, topicId))
      .returning({ title: forumTopics.title, locked: forumTopics.locked });
    if (!deleted) return { ok: false, error: "not-found" };
    await audit(tx, adminId, {
      action: "forum-topic-delete",
      targetType: "forum-topic",
      targetId: topicId,
      targetTitle: deleted.title,
      beforeStatus: deleted.locked ? "locked" : "open",
      afterStatus: "deleted",
    });
    return { ok: true };
  });
}

/**
 * Deletes a reply; the topic stays. The opening post is the topic's body, so it is refused
 * ("opening-post"): an admin deletes the topic instead. Throws ForbiddenError for non-admins.
 */
export async function deletePost(adminId: string, postId: string): Promise<ModerationResult> {
  await assertAdmin(adminId);
  if (!parseUuid(postId)) return { ok: false, error: "not-found" };
  const db = getDb();
  const [post] = await db
    .select({ isOpening: forumPosts.isOpening, title: forumTopics.title })
    .from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
    .where(eq(forumPosts.id, postId))
    .limit(1);
  if (!post) return { ok: false, error: "not-found" };
  if (post.isOpening) return { ok: false, error: "opening-post" };
  return db.transaction(async (tx): Promise<ModerationResult> => {
    const deleted = await tx
      .delete(forumPosts)
      .where(and(eq(forumPosts.id, postId), eq(forumPosts.isOpening, false)))
      .returning({ id: forumPosts.id });
    if (deleted.length === 0) return { ok: false, error: "not-found" };
    await audit(tx, adminId, {
      action: "forum-post-delete",
      targetType: "forum-post",
      targetId: postId,
      targetTitle: post.title,
      beforeStatus: "published",
      afterStatus: "deleted",
    });
    return { ok: true };
  });
}

/** Locks (no new replies) or unlocks a topic. Throws ForbiddenError for non-admins. */
export async function setTopicLocked(
  adminId: string,
  topicId: string,
  locked: boolean,
): Promise<ModerationResult> {
  await assertAdmin(adminId);
  if (!parseUuid(topicId)) return { ok: false, error: "not-found" };
  return getDb().transaction(async (tx): Promise<ModerationResult> => {
    const [current] = await tx
      .select({ title: forumTopics.title, locked: forumTopics.locked })
      .from(forumTopics)
      .where(eq(forumTopics.id, topicId))
      .for("update");
    if (!current) return { ok: false, error: "not-found" };
    await tx.update(forumTopics).set({ locked }).where(eq(forumTopics.id, topicId));
    await audit(tx, adminId, {
      action: locked ? "forum-topic-lock" : "forum-topic-unlock",
      targetType: "forum-topic",
      targetId: topicId,
      targetTitle: current.title,
      beforeStatus: current.locked ? "locked" : "open",
      afterStatus: locked ? "locked" : "open",
    });
    return { ok: true };
  });
}
