// Forums moderation (issue 6): admins delete topics and replies and lock topics. Every function
// re-checks the role itself (the route's check is not enough) and records the action in the
// admin audit log after it succeeded, like the admin panel's build and event actions.
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { adminAuditLog, forumPosts, forumTopics } from "~/db/schema";
import { assertAdmin } from "~/modules/admin/moderation.server";
import { parseUuid } from "./schemas";

export type ModerationResult = { ok: true } | { ok: false; error: "not-found" | "opening-post" };

async function audit(
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
  try {
    await getDb()
      .insert(adminAuditLog)
      .values({ adminId, ...entry });
  } catch (error) {
    // The action stands even if its log entry could not be written (see admin/audit.server.ts).
    console.error("[forums] audit entry failed", error);
  }
}

/** Deletes a topic with all its posts (they cascade). Throws ForbiddenError for non-admins. */
export async function deleteTopic(adminId: string, topicId: string): Promise<ModerationResult> {
  await assertAdmin(adminId);
  if (!parseUuid(topicId)) return { ok: false, error: "not-found" };
  const [deleted] = await getDb()
    .delete(forumTopics)
    .where(eq(forumTopics.id, topicId))
    .returning({ title: forumTopics.title, locked: forumTopics.locked });
  if (!deleted) return { ok: false, error: "not-found" };
  await audit(adminId, {
    action: "forum-topic-delete",
    targetType: "forum-topic",
    targetId: topicId,
    targetTitle: deleted.title,
    beforeStatus: deleted.locked ? "locked" : "open",
    afterStatus: "deleted",
  });
  return { ok: true };
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
  const deleted = await db
    .delete(forumPosts)
    .where(and(eq(forumPosts.id, postId), eq(forumPosts.isOpening, false)))
    .returning({ id: forumPosts.id });
  if (deleted.length === 0) return { ok: false, error: "not-found" };
  await audit(adminId, {
    action: "forum-post-delete",
    targetType: "forum-post",
    targetId: postId,
    targetTitle: post.title,
    beforeStatus: "published",
    afterStatus: "deleted",
  });
  return { ok: true };
}

/** Locks (no new replies) or unlocks a topic. Throws ForbiddenError for non-admins. */
export async function setTopicLocked(
  adminId: string,
  topicId: string,
  locked: boolean,
): Promise<ModerationResult> {
  await assertAdmin(adminId);
  if (!parseUuid(topicId)) return { ok: false, error: "not-found" };
  const [updated] = await getDb()
    .update(forumTopics)
    .set({ locked })
    .where(eq(forumTopics.id, topicId))
    .returning({ title: forumTopics.title });
  if (!updated) return { ok: false, error: "not-found" };
  await audit(adminId, {
    action: locked ? "forum-topic-lock" : "forum-topic-unlock",
    targetType: "forum-topic",
    targetId: topicId,
    targetTitle: updated.title,
    beforeStatus: locked ? "open" : "locked",
    afterStatus: locked ? "locked" : "open",
  });
  return { ok: true };
}
