// The member's forum writing for "Export my data" (the protocol: app/lib/member-data.server.ts):
// the topics they started and every post they wrote (each topic's opening post and their
// replies), in two files. Other members' replies in their topics are not theirs to export.
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { forumCategories, forumPosts, forumTopics } from "~/db/schema";
import { isoInstant, type MemberDataPart, siteUrl } from "~/lib/member-data.server";

const topicUrl = (id: string) => siteUrl(`/forums/topic/${id}`);

export async function exportMemberForumPosts(db: Db | Tx, userId: string): Promise<MemberDataPart> {
  const [topics, posts] = await Promise.all([
    db
      .select({
        id: forumTopics.id,
        title: forumTopics.title,
        category: forumCategories.name,
        locked: forumTopics.locked,
        hiddenAt: forumTopics.hiddenAt,
        createdAt: forumTopics.createdAt,
        lastActivityAt: forumTopics.updatedAt,
      })
      .from(forumTopics)
      .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
      .where(eq(forumTopics.createdBy, userId))
      .orderBy(asc(forumTopics.createdAt), asc(forumTopics.id)),
    db
      .select({
        id: forumPosts.id,
        topicId: forumPosts.topicId,
        topicTitle: forumTopics.title,
        isOpening: forumPosts.isOpening,
        content: forumPosts.content,
        hiddenAt: forumPosts.hiddenAt,
        createdAt: forumPosts.createdAt,
        editedAt: forumPosts.editedAt,
      })
      .from(forumPosts)
      .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
      .where(eq(forumPosts.createdBy, userId))
      .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id)),
  ]);
  return {
    files: [
      {
        name: "forum-topics.json",
        about: "The forum topics you started, oldest first (their text is in forum-posts.json).",
        fields: {
          id: "The topic's id (forum-posts.json refers to it as topicId).",
          title: "Its title.",
          category: "The forum category it is in.",
          url: "The topic's page.",
          locked: "true when the admins locked it (no new replies).",
          hiddenByModerators: "true when the moderators hid it.",
          createdAt: "When you started it (ISO 8601, UTC).",
          lastActivityAt: "When it last got a reply.",
        },
        content: topics.map((t) => ({
          id: t.id,
          title: t.title,
          category: t.category,
          url: topicUrl(t.id),
          locked: t.locked,
          hiddenByModerators: t.hiddenAt !== null,
          createdAt: isoInstant(t.createdAt),
          lastActivityAt: isoInstant(t.lastActivityAt),
        })),
      },
      {
        name: "forum-posts.json",
        about:
          "Every forum post you wrote, oldest first: the opening posts of your topics and your replies in any topic.",
        fields: {
          id: "The post's id.",
          topicId: "The topic it is in.",
          topicTitle: "That topic's title.",
          url: "The topic's page.",
          openingPost: "true for the text that opens a topic you started; false for a reply.",
          content: "The text, as you wrote it.",
          hiddenByModerators: "true when the moderators hid it.",
          createdAt: "When you posted it (ISO 8601, UTC).",
          editedAt: "When you last edited it, or null.",
        },
        content: posts.map((p) => ({
          id: p.id,
          topicId: p.topicId,
          topicTitle: p.topicTitle,
          url: topicUrl(p.topicId),
          openingPost: p.isOpening,
          content: p.content,
          hiddenByModerators: p.hiddenAt !== null,
          createdAt: isoInstant(p.createdAt),
          editedAt: isoInstant(p.editedAt),
        })),
      },
    ],
    attachments: [],
  };
}
