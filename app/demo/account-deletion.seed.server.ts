// A demo member who took part and then deleted their account, so a fresh site shows what stays
// behind (ADR 037): a forum thread they started, and a question of theirs on one of Kenji's builds
// with his answer under it, both by "Deleted member" now. The member is created like any other
// and removed by the real deletion (removeMemberInTx with the app's steps), inside the seed's
// transaction; they never uploaded a file nor hosted an event, so nothing waits for the commit.
import crypto from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { ACCOUNT_REMOVAL } from "~/account-removal.server";
import {
  buildComments,
  builds,
  forumCategories,
  forumPosts,
  forumTopics,
  profiles,
  users,
} from "~/db/schema";
import { removeMemberInTx } from "~/modules/account/index.server";
import { daysBefore, demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

const HOUR_MS = 60 * 60 * 1000;

async function run({ tx, people, now }: SeedContext) {
  const { idOf } = demoPeople(people);
  const kenji = idOf("kenji_rb26");
  const sofia = idOf("sofia_e30");
  const maya = idOf("maya_s2k");

  const id = crypto.randomUUID();
  const joined = daysBefore(now, 40);
  await tx.insert(users).values({
    id,
    name: "Rui Alves",
    email: "rui.alves@example.com",
    emailVerified: true,
    createdAt: joined,
    updatedAt: joined,
  });
  await tx.insert(profiles).values({
    id,
    username: "rui_ae86",
    fullName: "Rui Alves",
    location: "Porto, Portugal",
    createdAt: joined,
    updatedAt: joined,
  });

  // The thread they started, with the answers it got.
  const [category] = await tx
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(eq(forumCategories.name, "Tech & Tuning"));
  if (!category) throw new Error('No forum category "Tech & Tuning"');
  const at = (daysAgo: number, hours = 0) =>
    new Date(daysBefore(now, daysAgo).getTime() + hours * HOUR_MS);
  const [topic] = await tx
    .insert(forumTopics)
    .values({
      title: "4A-GE on individual throttle bodies: worth it on a street car?",
      categoryId: category.id,
      createdBy: id,
      createdAt: at(9),
      updatedAt: at(8, 5),
    })
    .returning({ id: forumTopics.id });
  await tx.insert(forumPosts).values([
    {
      topicId: topic.id,
      createdBy: id,
      isOpening: true,
      content:
        "My AE86 still has the stock 4A-GE with about 160k km. A set of 20-valve ITBs came up locally. Is it worth it for a car that mostly does mountain roads on weekends, or should I spend the money on a limited-slip diff first?",
      createdAt: at(9),
      updatedAt: at(9),
    },
    {
      topicId: topic.id,
      createdBy: kenji,
      content:
        "Diff first, no question. ITBs sound amazing but you'll want a proper map for them, and the diff makes the car better everywhere.",
      createdAt: at(9, 3),
      updatedAt: at(9, 3),
    },
    {
      topicId: topic.id,
      createdBy: id,
      content:
        "Fair. The diff it is, and I'll keep saving for the ITBs and a standalone ECU. Thanks!",
      createdAt: at(9, 6),
      updatedAt: at(9, 6),
    },
    {
      topicId: topic.id,
      createdBy: sofia,
      content:
        "Late to this, but Kenji's right. A 2-way on an AE86 is the best money you'll ever spend on it.",
      createdAt: at(8, 5),
      updatedAt: at(8, 5),
    },
  ]);

  // Their question on one of Kenji's public builds, and his answer under it.
  const [build] = await tx
    .select({ id: builds.id, createdAt: builds.createdAt })
    .from(builds)
    .where(
      and(
        eq(builds.userId, kenji),
        eq(builds.approvalStatus, "approved"),
        eq(builds.status, "active"),
      ),
    )
    .orderBy(asc(builds.createdAt))
    .limit(1);
  if (build) {
    const [question] = await tx
      .insert(buildComments)
      .values({
        buildId: build.id,
        userId: id,
        content: "Which turbo is that? The compressor cover looks bigger than stock.",
        createdAt: at(7),
      })
      .returning({ id: buildComments.id });
    await tx.insert(buildComments).values([
      {
        buildId: build.id,
        userId: kenji,
        parentId: question.id,
        content: "Good eye: a pair of -5s, rebuilt with billet wheels. Same housings as stock.",
        createdAt: at(7, 2),
      },
      {
        buildId: build.id,
        userId: maya,
        parentId: question.id,
        content: "And they spool way earlier than you'd think.",
        createdAt: at(7, 4),
      },
    ]);
  }
  // Then they deleted their account: the real deletion, in the seed's transaction.
  const removed = await removeMemberInTx(tx, id, ACCOUNT_REMOVAL);
  if (removed.left.some((step) => step.fileKeys.length > 0)) {
    throw new Error("the deleted demo member left files behind");
  }
}

export const demoAccountDeletionStep: SeedStep = { name: "account deletion", run };
