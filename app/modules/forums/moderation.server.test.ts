// Forums moderation on PGlite and PostgreSQL: only admins delete and lock, the opening
// post goes only with its topic, a locked topic refuses replies, and each action is audited.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, queryRows } from "~/db/client.server";
import { adminAuditLog, forumPosts, forumTopics } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { ConflictError, ForbiddenError, NotFoundError } from "~/lib/errors";
import { createRequestContext } from "~/lib/request-context.server";
import { insertAdmin, insertMembers } from "~/modules/events/testing/fixtures.server";
import { action as topicAction } from "~/routes/forums/topic";
import {
  actorOf,
  createVerifiedUser,
  makeAdmin,
  requestWithCookie,
  sessionCookie,
  type TestUser,
} from "../../../tests/setup/users";
import { createTopic, postReply } from "./forums.server";
import { deletePost, deleteTopic, setTopicLocked } from "./moderation.server";
import { getTopic, listCategories } from "./queries.server";

let admin: Actor;
let member: string;
let categoryId: string;

async function newTopic(title = "Coilovers or bags?") {
  const { id } = await createTopic(member, { title, categoryId, content: "Opening words" });
  return id;
}

async function postIds(topicId: string) {
  const rows = await getDb()
    .select({ id: forumPosts.id, isOpening: forumPosts.isOpening })
    .from(forumPosts)
    .where(eq(forumPosts.topicId, topicId));
  return rows;
}

beforeAll(async () => {
  admin = await actorOf(await insertAdmin());
  [member] = await insertMembers(1);
  categoryId = (await listCategories())[0].id;
});

describe("forums moderation", () => {
  it("refuses members and changes nothing", async () => {
    const topicId = await newTopic();
    const reply = await postReply(member, topicId, "A reply");
    const asMember = await actorOf(member);
    await expect(setTopicLocked(asMember, topicId, true)).rejects.toThrow(ForbiddenError);
    await expect(deletePost(asMember, reply.id)).rejects.toThrow(ForbiddenError);
    await expect(deleteTopic(asMember, topicId)).rejects.toThrow(ForbiddenError);
    expect(await postIds(topicId)).toHaveLength(2);
    const [topic] = await getDb().select().from(forumTopics).where(eq(forumTopics.id, topicId));
    expect(topic.locked).toBe(false);
  });

  it("locks a topic: replies are refused until it is unlocked", async () => {
    const topicId = await newTopic();
    await setTopicLocked(admin, topicId, true);
    await expect(postReply(member, topicId, "Too late")).rejects.toThrow(ConflictError);
    await expect(postReply(member, topicId, "Too late")).rejects.toMatchObject({
      userMessage: "This topic is locked. New replies are closed.",
    });
    expect(await postIds(topicId)).toHaveLength(1);
    await setTopicLocked(admin, topicId, false);
    await postReply(member, topicId, "Open again");
    expect(await postIds(topicId)).toHaveLength(2);
  });

  it("deletes a reply and keeps the topic; refuses the opening post", async () => {
    const topicId = await newTopic();
    const reply = await postReply(member, topicId, "Delete me");
    const opening = (await postIds(topicId)).find((p) => p.isOpening);
    await expect(deletePost(admin, opening?.id ?? "")).rejects.toBeInstanceOf(ConflictError);
    await deletePost(admin, reply.id);
    expect(await postIds(topicId)).toEqual([{ id: opening?.id, isOpening: true }]);
    await expect(deletePost(admin, reply.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(deletePost(admin, "not-a-uuid")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("deletes a topic with its posts and records every action in the audit log", async () => {
    const topicId = await newTopic("Audit me");
    await postReply(member, topicId, "A reply");
    await setTopicLocked(admin, topicId, true);
    await deleteTopic(admin, topicId);
    expect(await postIds(topicId)).toHaveLength(0);
    await expect(deleteTopic(admin, topicId)).rejects.toBeInstanceOf(NotFoundError);
    const entries = await getDb()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, topicId))
      .orderBy(adminAuditLog.createdAt);
    expect(entries.map((e) => [e.action, e.adminId, e.targetTitle, e.afterStatus])).toEqual([
      ["forum-topic-lock", admin.id, "Audit me", "locked"],
      ["forum-topic-delete", admin.id, "Audit me", "deleted"],
    ]);
    const [{ n }] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from forum_topics where id = ${topicId}::uuid`,
    );
    expect(n).toBe(0);
  });
});

describe("the topic route's moderation intents", () => {
  let adminUser: TestUser;
  let memberUser: TestUser;

  beforeAll(async () => {
    adminUser = await createVerifiedUser({ name: "Route Admin" });
    memberUser = await createVerifiedUser({ name: "Route Member" });
    await makeAdmin(adminUser);
  });

  async function send(user: TestUser, topicId: string, fields: Record<string, string>) {
    const request = requestWithCookie(
      `http://localhost:3000/forums/topic/${topicId}`,
      await sessionCookie(user),
      { method: "POST", body: new URLSearchParams(fields) },
    );
    return (await topicAction({
      request,
      params: { id: topicId },
      context: await createRequestContext(request),
    } as unknown as Parameters<typeof topicAction>[0])) as unknown as
      | Response
      | { data: { reason: string; message: string }; init: { status: number } };
  }

  it("answers a member's crafted requests with 403 and changes nothing", async () => {
    const topicId = await newTopic("Crafted");
    const reply = await postReply(member, topicId, "Still here");
    const crafted: Record<string, string>[] = [
      { intent: "lock" },
      { intent: "unlock" },
      { intent: "delete-topic" },
      { intent: "delete-post", postId: reply.id },
    ];
    for (const fields of crafted) {
      const result = await send(memberUser, topicId, fields);
      expect(result).not.toBeInstanceOf(Response);
      expect(result).toMatchObject({ init: { status: 403 }, data: { reason: "forbidden" } });
    }
    const topic = await getTopic(topicId);
    expect(topic).toMatchObject({ locked: false, replyCount: 1 });
  });

  it("lets the admin lock, delete a reply and delete the topic", async () => {
    const topicId = await newTopic("Moderated");
    const reply = await postReply(member, topicId, "Goes away");
    const locked = await send(adminUser, topicId, { intent: "lock" });
    expect(locked).toBeInstanceOf(Response);
    expect((await getTopic(topicId))?.locked).toBe(true);

    const refused = await send(memberUser, topicId, { intent: "reply", content: "Hello?" });
    expect(refused).toMatchObject({
      init: { status: 409 },
      data: { message: "This topic is locked. New replies are closed." },
    });

    const deletedPost = await send(adminUser, topicId, { intent: "delete-post", postId: reply.id });
    expect((deletedPost as Response).status).toBe(302);
    expect((await getTopic(topicId))?.replyCount).toBe(0);

    const deletedTopic = await send(adminUser, topicId, { intent: "delete-topic" });
    expect((deletedTopic as Response).headers.get("Location")).toBe("/forums");
    expect(await getTopic(topicId)).toBeNull();
  });
});
