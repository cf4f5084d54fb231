// Demo conversations on build pages: replies (one under another's reply, attached to its
// top-level comment as the app does), an @mention with the mentioned member's notice, a comment
// edited after posting, and one open report so the admins' queue (/admin/reports) shows something.
import { and, asc, eq, isNull } from "drizzle-orm";
import { buildComments, builds, notifications, reports } from "~/db/schema";
import { demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

const HOUR = 60 * 60 * 1000;

async function run({ tx, people }: SeedContext) {
  const { idOf } = demoPeople(people);
  const maya = idOf("maya_s2k");
  const diego = idOf("diego_slammed");
  const kenji = idOf("kenji_rb26");
  const sofia = idOf("sofia_e30");
  // The first comment on one of Maya's public builds: the thread the replies join.
  const [first] = await tx
    .select({ id: buildComments.id, buildId: buildComments.buildId, at: buildComments.createdAt })
    .from(buildComments)
    .innerJoin(builds, eq(builds.id, buildComments.buildId))
    .where(
      and(
        eq(builds.userId, maya),
        eq(builds.approvalStatus, "approved"),
        isNull(buildComments.parentId),
      ),
    )
    .orderBy(asc(buildComments.createdAt))
    .limit(1);
  if (!first) return;
  const at = (hours: number) => new Date(first.at.getTime() + hours * HOUR);

  const [reply] = await tx
    .insert(buildComments)
    .values({
      buildId: first.buildId,
      userId: maya,
      parentId: first.id,
      content: "Thanks! 15 front, 22 rear on 9.5s. @kenji_rb26 talked me into the rear.",
      notifiedMentions: [kenji],
      createdAt: at(1),
    })
    .returning({ id: buildComments.id });
  await tx.insert(notifications).values({
    userId: kenji,
    kind: "comment-mention",
    title: "Maya Okafor mentioned you in a comment",
    body: "Thanks! 15 front, 22 rear on 9.5s. @kenji_rb26 talked me into the rear.",
    link: `/builds/${first.buildId}#comment-${reply.id}`,
    createdAt: at(1),
  });
  await tx.insert(buildComments).values({
    buildId: first.buildId,
    userId: kenji,
    parentId: first.id,
    content: "Guilty. Poke is worth a little rubbing — just roll the arches first.",
    createdAt: at(2),
    editedAt: at(2.5),
  });
  await tx.insert(buildComments).values({
    buildId: first.buildId,
    userId: sofia,
    content: "Bringing mine to the next cars & coffee, park next to me?",
    createdAt: at(3),
  });
  const [spam] = await tx
    .insert(buildComments)
    .values({
      buildId: first.buildId,
      userId: diego,
      content: "DM me for cheap replica wheels, best prices, fast shipping!!!",
      createdAt: at(4),
    })
    .returning({ id: buildComments.id });
  await tx.insert(reports).values({
    targetType: "build-comment",
    targetId: spam.id,
    reporterId: sofia,
    reason: "spam",
    note: "Selling replicas in every thread.",
    createdAt: at(5),
  });
}

export const demoCommentThreadsStep: SeedStep = { name: "comment threads", run };
