// Write side of the forums: start a topic, reply, edit one's own post. Every function takes the
// acting member's id from the session (never from the form) and enforces the rule itself.
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { forumCategories, forumPosts, forumTopics } from "~/db/schema";
import { ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { holdForReview } from "~/modules/reports/index.server";
import { assertNewMemberMay, newMemberStanding, type PostHold } from "~/modules/trust/index.server";
import { FORUM_MESSAGES } from "./messages";
import { POST_REPORT_TYPE, TOPIC_REPORT_TYPE } from "./report-types";

export interface NewTopic {
  title: string;
  categoryId: string;
  content: string;
}

/**
 * Creates a topic and its opening post in ONE transaction: a topic never exists without its body
 * (SPEC's 'Failed to create initial post' case cannot leave a half-made topic behind). The
 * new-member limits count it in the same transaction (a held account or a new member past them
 * is refused); a new member's topic with many links is saved hidden and waits in the review queue.
 */
export async function createTopic(
  userId: string,
  topic: NewTopic,
): Promise<{ id: string; held: PostHold | null }> {
  return getDb().transaction(async (tx) => {
    const hold = (await assertNewMemberMay(tx, userId, "topic")).postHold(topic.content);
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
      .values({
        title: topic.title,
        categoryId: category.id,
        createdBy: userId,
        hiddenAt: hold?.hiddenAt,
      })
      .returning({ id: forumTopics.id });
    await tx
      .insert(forumPosts)
      .values({ topicId: created.id, content: topic.content, createdBy: userId, isOpening: true });
    if (hold) await holdForReview(tx, TOPIC_REPORT_TYPE, created.id, hold.note);
    return { id: created.id, held: hold };
  });
}

/**
 * Adds a reply and bumps the topic's latest activity in one transaction (the list is ordered by
 * it). Throws NotFoundError when the topic does not exist (any more) and ConflictError when an
 * admin locked it (the bump is rolled back with the refused reply). The new-member limits and
 * the hold of a post with many links apply as for a topic.
 */
export async function postReply(
  userId: string,
  topicId: string,
  content: string,
): Promise<{ id: string; held: PostHold | null }> {
  return getDb().transaction(async (tx) => {
    const hold = (await assertNewMemberMay(tx, userId, "reply")).postHold(content);
    // Updating the topic row first also locks it, so a reply and a topic removal cannot cross.
    // A topic hidden pending review takes replies from its author only (it is "not found" to
    // everyone else).
    const bumped = await tx
      .update(forumTopics)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(forumTopics.id, topicId),
          or(isNull(forumTopics.hiddenAt), eq(forumTopics.createdBy, userId)),
        ),
      )
      .returning({ id: forumTopics.id, locked: forumTopics.locked });
    if (bumped.length === 0) throw new NotFoundError(`topic ${topicId} not found`);
    if (bumped[0].locked) {
      throw new ConflictError(`topic ${topicId} is locked`, {
        userMessage: FORUM_MESSAGES.topicLocked,
      });
    }
    const [reply] = await tx
      .insert(forumPosts)
      .values({ topicId, content, createdBy: userId, hiddenAt: hold?.hiddenAt })
      .returning({ id: forumPosts.id });
    if (hold) await holdForReview(tx, POST_REPORT_TYPE, reply.id, hold.note);
    return { id: reply.id, held: hold };
  });
}

/**
 * Replaces the text of a post of `topicId`, only if `userId` wrote it, and marks it edited.
 * Returns null when there is no such post of theirs (the same answer either way: no hint that
 * someone else's post exists). Throws ConflictError when the topic is locked: a lock closes
 * the whole discussion, edits included. Editing does not bump the topic: it is not new activity.
 * A new member who edits links into a post has it held like a new one (`held`).
 */
export async function editPost(
  userId: string,
  topicId: string,
  postId: string,
  content: string,
): Promise<{ held: PostHold | null } | null> {
  return getDb().transaction(async (tx) => {
    // A share lock on the topic row: a lock set meanwhile waits for this edit, never crosses it.
    const [topic] = await tx
      .select({ locked: forumTopics.locked })
      .from(forumTopics)
      .where(eq(forumTopics.id, topicId))
      .for("share");
    if (!topic) return null;
    if (topic.locked) {
      throw new ConflictError(`topic ${topicId} is locked`, {
        userMessage: FORUM_MESSAGES.editLocked,
      });
    }
    const hold = (await newMemberStanding(tx, userId)).postHold(content);
    const [post] = await tx
      .update(forumPosts)
      .set({ content, editedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(forumPosts.id, postId),
          eq(forumPosts.topicId, topicId),
          eq(forumPosts.createdBy, userId),
        ),
      )
      .returning({ id: forumPosts.id, isOpening: forumPosts.isOpening });
    if (!post) return null;
    if (hold && post.isOpening) {
      // An opening post is held as its topic, as when the topic was started.
      await tx
        .update(forumTopics)
        .set({ hiddenAt: hold.hiddenAt })
        .where(eq(forumTopics.id, topicId));
      await holdForReview(tx, TOPIC_REPORT_TYPE, topicId, hold.note);
    } else if (hold) {
      await tx
        .update(forumPosts)
        .set({ hiddenAt: hold.hiddenAt })
        .where(eq(forumPosts.id, post.id));
      await holdForReview(tx, POST_REPORT_TYPE, post.id, hold.note);
    }
    return { held: hold };
  });
}
