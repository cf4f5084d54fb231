// Demo content of the one review queue (/admin/reports, ADR 038), beside the comment and listing
// reports the comment-threads and marketplace steps file: members' reports of a build and an
// event, and a heated forum reply that three members reported, hidden since the third report
// (as fileReport hides it) until an admin decides. Runs after the builds, events and forums steps.
import { and, eq } from "drizzle-orm";
import { builds, events, forumPosts, forumTopics, reports } from "~/db/schema";
import { demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

const HOUR_MS = 60 * 60 * 1000;

/** The reply that went too far, in the stretched-tyres debate (before the admin's "civil" note). */
export const DEMO_HIDDEN_REPLY =
  "If you think stretch is unsafe, go back to your minivan forum. Nobody here asked for the opinion of people who have never set up a car in their lives.";

async function run({ tx, people, now }: SeedContext) {
  const { idOf } = demoPeople(people);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const report = (
    targetType: string,
    targetId: string,
    by: string,
    reason: "spam" | "harassment" | "off-topic" | "other",
    note: string | null,
    hoursAgo: number,
  ) =>
    tx.insert(reports).values({
      targetType,
      targetId,
      reporterId: idOf(by),
      reason,
      note,
      createdAt: at(hoursAgo),
    });

  // A build whose photos a member recognised from a magazine.
  const [build] = await tx
    .select({ id: builds.id })
    .from(builds)
    .where(eq(builds.title, "Static E46 M3 on Coilovers"));
  if (!build) throw new Error("flags seed: the demo build is missing");
  await report(
    "build",
    build.id,
    "kenji_rb26",
    "other",
    "These photos look like the ones from the feature in last month's magazine. Is this really his car?",
    20,
  );

  // A meet on ground the host may not have permission for.
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.title, "Night Meet at the Docks"));
  if (!event) throw new Error("flags seed: the demo event is missing");
  await report(
    "event",
    event.id,
    "maya_s2k",
    "other",
    "The docks are private property: port security moved everyone on last time and took plates.",
    11,
  );
  await report(
    "event",
    event.id,
    "diego_slammed",
    "other",
    "Same spot as the one the police closed in the spring. Does the host have permission?",
    6,
  );

  // The heated reply: three members reported it, which hid it until an admin reviews it.
  const [topic] = await tx
    .select({ id: forumTopics.id, createdBy: forumTopics.createdBy })
    .from(forumTopics)
    .where(eq(forumTopics.title, "Stretched tires — the honest pros and cons"));
  if (!topic?.createdBy) throw new Error("flags seed: the demo topic is missing");
  const posted = at(32);
  const [reply] = await tx
    .insert(forumPosts)
    .values({
      topicId: topic.id,
      content: DEMO_HIDDEN_REPLY,
      createdBy: topic.createdBy,
      createdAt: posted,
      updatedAt: posted,
    })
    .returning({ id: forumPosts.id });
  await report(
    "forum-post",
    reply.id,
    "maya_s2k",
    "harassment",
    "Personal attack on everyone who disagreed.",
    31,
  );
  await report("forum-post", reply.id, "kenji_rb26", "harassment", null, 30);
  await report("forum-post", reply.id, "sofia_e30", "off-topic", "Not about tyres at all.", 29);
  await tx
    .update(forumPosts)
    .set({ hiddenAt: at(29) })
    .where(and(eq(forumPosts.id, reply.id), eq(forumPosts.topicId, topic.id)));
}

export const demoFlagsStep: SeedStep = { name: "flags", run };
