// Write side of the forums: start a topic, reply, edit one's own post. Every function takes the
// acting member's id from the session (never from the form) and enforces the rule itself.
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { forumCategories, forumPosts, forumTopics } from "~/db/schema";
import { ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { FORUM_MESSAGES } from "./messages";

export interface NewTopic {
  title: string;
  categoryId: string;
  content: string;
}

/**
 * Creates a topic and its opening post in ONE transaction: a topic never exists without its body
 * (SPEC's 'Failed to create initial post' case cannot leave a half-made topic behind).
 */
export async function createTopic(userId: string, topic: NewTopic): Promise<{ id: string }> {
  return getDb().transaction(async (tx) => {
    const [category] = await tx
      .select({ id: forumCategories.id })
      .from(forumCategories)
      .where(sql`${forumCategories.id}::text = ${topic.categoryId}`)
      .limit(1);
    if (!category) {
      throw new InvalidError(`no forum category ${topic.categoryId}`, {
        userMessage: FORUM_MESSAGES.unknownCategory,
        fieldErrors: { categoryId: FORUM_MESSAGES.unknownCategory },
      });
    }
    const [created] = await tx
      .insert(forumTopics)
      .values({ title: topic.title, categoryId: category.id, createdBy: userId })
      .returning({ id: forumTopics.id });
    await tx
      .insert(forumPosts)
      .values({ topicId: created.id, content: topic.content, createdBy: userId, isOpening: true });
    return { id: created.id };
  });
}

/**
 * Adds a reply and bumps the topic's latest activity in one transaction (the list is ordered by
 * it). Throws NotFoundError when the topic does not exist (any more) and ConflictError when an
 * admin locked it (the bump is rolled back with the refused reply).
 */
export async function postReply(
  userId: string,
  topicId: string,
  content: string,
): Promise<{ id: string }> {
  return getDb().transaction(async (tx) => {
    // Updating the topic row first also locks it, so a reply and a topic removal cannot cross.
    const bumped = await tx
      .update(forumTopics)
      .set({ updatedAt: sql`now()` })
      .where(eq(forumTopics.id, topicId))
      .returning({ id: forumTopics.id, locked: forumTopics.locked });
    if (bumped.length === 0) throw new NotFoundError(`topic ${topicId} not found`);
    if (bumped[0].locked) {
      throw new ConflictError(`topic ${topicId} is locked`, {
        userMessage: FORUM_MESSAGES.topicLocked,
      });
    }
    const [reply] = await tx
      .insert(forumPosts)
      .values({ topicId, content, createdBy: userId })
      .returning({ id: forumPosts.id });
    return { id: reply.id };
  });
}

/**
 * Replaces the text of a post of `topicId`, only if `userId` wrote it, and marks it edited.
 * Returns false when there is no such post of theirs (the same answer either way: no hint that
 * someone else's post exists). Throws ConflictError when the topic is locked: a lock closes
 * the whole discussion, edits included. Editing does not bump the topic: it is not new activity.
 */
export async function editPost(
  userId: string,
  topicId: string,
  postId: string,
  content: string,
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    // A share lock on the topic row: a lock set meanwhile waits for this edit, never crosses it.
    const [topic] = await tx
      .select({ locked: forumTopics.locked })
      .from(forumTopics)
      .where(eq(forumTopics.id, topicId))
      .for("share");
    if (!topic) return false;
    if (topic.locked) {
      throw new ConflictError(`topic ${topicId} is locked`, {
        userMessage: FORUM_MESSAGES.editLocked,
      });
    }
    const rows = await tx
      .update(forumPosts)
      .set({ content, editedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(forumPosts.id, postId),
          eq(forumPosts.topicId, topicId),
          eq(forumPosts.createdBy, userId),
        ),
      )
      .returning({ id: forumPosts.id });
    return rows.length > 0;
  });
}
