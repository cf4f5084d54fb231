// The demo member who deleted their account (run alone, with the demo people created as test
// accounts and one approved build of Kenji's): their account is gone through the real deletion,
// and their forum thread and build question stay, by "Deleted member", with the replies.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, builds, forumTopics, users } from "~/db/schema";
import { listThreadComments } from "~/modules/comments/index.server";
import { getTopic, listReplies } from "~/modules/forums/queries.server";
import { DELETED_MEMBER } from "~/modules/profiles";
import { seedDemoPeopleAsTestUsers } from "../../tests/setup/users";
import { demoAccountDeletionStep } from "./account-deletion.seed.server";

it("leaves a forum thread and a build question by a deleted member", async () => {
  const people = await seedDemoPeopleAsTestUsers();
  const kenji = people.members.find((m) => m.username === "kenji_rb26");
  if (!kenji) throw new Error("no Kenji");
  const [build] = await getDb()
    .insert(builds)
    .values({
      userId: kenji.id,
      title: "R32 GT-R",
      carMake: "Nissan",
      carModel: "Skyline GT-R",
      approvalStatus: "approved",
    })
    .returning({ id: builds.id });

  await getDb().transaction((tx) => demoAccountDeletionStep.run({ tx, people, now: new Date() }));

  expect(
    await getDb().select().from(users).where(eq(users.email, "rui.alves@example.com")),
  ).toEqual([]);
  const [audit] = await getDb().select().from(adminAuditLog);
  expect(audit).toMatchObject({ action: "account-delete", targetTitle: null });

  const [topicRow] = await getDb()
    .select({ id: forumTopics.id, createdBy: forumTopics.createdBy })
    .from(forumTopics);
  expect(topicRow.createdBy).toBeNull();
  const topic = await getTopic(topicRow.id);
  expect(topic?.opening.authorName).toBe(DELETED_MEMBER);
  const replies = await listReplies(topicRow.id, 1);
  expect(replies.map((r) => r.authorName)).toEqual([
    "Kenji Watanabe",
    DELETED_MEMBER,
    "Sofia Lindqvist",
  ]);

  const thread = await listThreadComments({ kind: "build", id: build.id }, null);
  expect(thread?.items).toHaveLength(1);
  expect(thread?.items[0]).toMatchObject({ authorUsername: null, authorFullName: null });
  expect(thread?.items[0].replies.map((r) => r.authorUsername)).toEqual(["kenji_rb26", "maya_s2k"]);
});
