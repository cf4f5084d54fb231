// The audit log covers every moderation action on the site, wherever it is done (admin tabs,
// event pages, forum topics, marketplace, media): each action writes exactly one entry, in the
// transaction of its change (a refused or failed action leaves none).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, type builds, marketplaceListings, mediaItems } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { ForbiddenError } from "~/lib/errors";
import { createRequestContext } from "~/lib/request-context.server";
import {
  deleteBuildPermanently,
  markBuildEditsReviewed,
  setBuildApprovalStatus,
  setBuildFeatured,
  setCarOfWeek,
} from "~/modules/builds/moderation.server";
import { deleteEvent, setEventApprovalStatus } from "~/modules/events/events.server";
import { insertEvent, insertMembers } from "~/modules/events/testing/fixtures.server";
import { createTopic, postReply } from "~/modules/forums/forums.server";
import { deletePost, deleteTopic, setTopicLocked } from "~/modules/forums/moderation.server";
import { listCategories } from "~/modules/forums/queries.server";
import { removeListing, reportListing, restoreListing } from "~/modules/marketplace/reports.server";
import { deleteMedia, setMediaApproval, setMediaFeatured } from "~/modules/media/media.server";
import { dismissReports } from "~/modules/reports/index.server";
import { REPORT_TARGETS } from "~/report-targets.server";
import { action as panelAction } from "~/routes/admin/admin";
import { actorOf } from "../../../tests/setup/users";
import { listAuditEntries } from "./audit.server";
import { adminAndMember, insertBuild as insertMemberBuild } from "./testing/fixtures.server";

let admin: string;
let adminActor: Actor;
let member: string;

beforeAll(async () => {
  ({ admin, adminActor, member } = await adminAndMember("audited"));
});

async function entriesFor(targetId: string) {
  return getDb()
    .select({
      action: adminAuditLog.action,
      adminId: adminAuditLog.adminId,
      targetType: adminAuditLog.targetType,
      beforeStatus: adminAuditLog.beforeStatus,
      afterStatus: adminAuditLog.afterStatus,
    })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId));
}

/** Runs the action and expects exactly one new entry for the target, with this action. */
async function expectOneEntry(
  targetId: string,
  run: () => Promise<unknown>,
  expected: { action: string; targetType: string; beforeStatus?: string; afterStatus?: string },
) {
  const before = (await entriesFor(targetId)).length;
  await run();
  const after = await entriesFor(targetId);
  expect(after).toHaveLength(before + 1);
  const added = after.filter((e) => e.action === expected.action);
  expect(added.at(-1)).toMatchObject({ adminId: admin, ...expected });
}

const insertBuild = (values: Partial<typeof builds.$inferInsert> = {}) =>
  insertMemberBuild(member, { title: "Audited", ...values });

async function insertListing() {
  const [row] = await getDb()
    .insert(marketplaceListings)
    .values({
      sellerId: member,
      title: "Coilovers",
      category: "parts",
      priceCents: 50_000,
      currency: "USD",
      condition: "used",
      location: "Portland, OR",
      description: "Barely used",
    })
    .returning({ id: marketplaceListings.id });
  return row.id;
}

async function insertMedia() {
  const [row] = await getDb()
    .insert(mediaItems)
    .values({
      type: "photo",
      title: "Track day",
      description: "Photos",
      approvalStatus: "pending",
      createdBy: member,
    })
    .returning({ id: mediaItems.id });
  return row.id;
}

/** The admin panel's own action, as the admin's browser posts to it. */
async function postToPanel(fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/admin", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = await createRequestContext(request, { actor: adminActor });
  return panelAction({ request, params: {}, context, unstable_pattern: "/admin" } as never);
}

describe("every moderation action writes exactly one audit entry", () => {
  it("builds, from the admin tabs' use-cases", async () => {
    const id = await insertBuild();
    await expectOneEntry(id, () => setBuildApprovalStatus(adminActor, id, "approved"), {
      action: "build-approve",
      targetType: "build",
      beforeStatus: "pending",
      afterStatus: "approved",
    });
    await expectOneEntry(id, () => setBuildFeatured(adminActor, id, true), {
      action: "build-feature",
      targetType: "build",
      afterStatus: "featured",
    });
    await expectOneEntry(id, () => setCarOfWeek(adminActor, id, true), {
      action: "build-set-car-of-week",
      targetType: "build",
      afterStatus: "car of the week",
    });
    await expectOneEntry(id, () => setCarOfWeek(adminActor, id, false), {
      action: "build-unset-car-of-week",
      targetType: "build",
      beforeStatus: "car of the week",
      afterStatus: "not car of the week",
    });
    await expectOneEntry(id, () => setBuildFeatured(adminActor, id, false), {
      action: "build-unfeature",
      targetType: "build",
      afterStatus: "not featured",
    });
    await expectOneEntry(id, () => markBuildEditsReviewed(adminActor, id), {
      action: "build-mark-reviewed",
      targetType: "build",
    });
    await expectOneEntry(id, () => setBuildApprovalStatus(adminActor, id, "rejected"), {
      action: "build-reject",
      targetType: "build",
      afterStatus: "rejected",
    });
    await expectOneEntry(id, () => deleteBuildPermanently(adminActor, id), {
      action: "build-delete",
      targetType: "build",
      beforeStatus: "rejected",
      afterStatus: "deleted",
    });
  });

  it("the admin panel's action writes one entry (not one per layer)", async () => {
    const id = await insertBuild();
    await expectOneEntry(id, () => postToPanel({ intent: "build-approve", id }), {
      action: "build-approve",
      targetType: "build",
    });
  });

  it("events, as the event page's moderation panel does them", async () => {
    const id = await insertEvent({ createdBy: member, approvalStatus: "pending" });
    await expectOneEntry(id, () => setEventApprovalStatus(adminActor, id, "rejected"), {
      action: "event-reject",
      targetType: "event",
      beforeStatus: "pending",
      afterStatus: "rejected",
    });
    await expectOneEntry(id, () => setEventApprovalStatus(adminActor, id, "approved"), {
      action: "event-approve",
      targetType: "event",
      afterStatus: "approved",
    });
    await expectOneEntry(id, () => deleteEvent(adminActor, id), {
      action: "event-delete",
      targetType: "event",
      afterStatus: "deleted",
    });
  });

  it("marketplace removals, restores and dismissed reports", async () => {
    const id = await insertListing();
    await expectOneEntry(id, () => removeListing(adminActor, id), {
      action: "listing-remove",
      targetType: "marketplace-listing",
      afterStatus: "removed",
    });
    await expectOneEntry(id, () => restoreListing(adminActor, id), {
      action: "listing-restore",
      targetType: "marketplace-listing",
      afterStatus: "active",
    });
    const [other] = await insertMembers(1, "reporter");
    await reportListing(await actorOf(other), id, "Looks like a scam");
    await expectOneEntry(
      id,
      () => dismissReports(REPORT_TARGETS, adminActor, "marketplace-listing", id),
      {
        action: "content-report-dismiss",
        targetType: "report",
      },
    );
  });

  it("media approval, featuring and deletion", async () => {
    const id = await insertMedia();
    await expectOneEntry(id, () => setMediaApproval(adminActor, id, "rejected"), {
      action: "media-reject",
      targetType: "media",
      afterStatus: "rejected",
    });
    await expectOneEntry(id, () => setMediaApproval(adminActor, id, "approved"), {
      action: "media-approve",
      targetType: "media",
      afterStatus: "approved",
    });
    await expectOneEntry(id, () => setMediaFeatured(adminActor, id, true), {
      action: "media-feature",
      targetType: "media",
    });
    await expectOneEntry(id, () => setMediaFeatured(adminActor, id, false), {
      action: "media-unfeature",
      targetType: "media",
    });
    await expectOneEntry(id, () => deleteMedia(adminActor, id), {
      action: "media-delete",
      targetType: "media",
      afterStatus: "deleted",
    });
  });

  it("forum locks, unlocks and deletions of topics and replies", async () => {
    const categoryId = (await listCategories())[0].id;
    const { id: topicId } = await createTopic(member, {
      title: "Audit me",
      categoryId,
      content: "Opening words",
    });
    const reply = await postReply(member, topicId, "A reply");
    await expectOneEntry(topicId, () => setTopicLocked(adminActor, topicId, true), {
      action: "forum-topic-lock",
      targetType: "forum-topic",
      beforeStatus: "open",
      afterStatus: "locked",
    });
    await expectOneEntry(topicId, () => setTopicLocked(adminActor, topicId, false), {
      action: "forum-topic-unlock",
      targetType: "forum-topic",
      beforeStatus: "locked",
      afterStatus: "open",
    });
    await expectOneEntry(reply.id, () => deletePost(adminActor, reply.id), {
      action: "forum-post-delete",
      targetType: "forum-post",
      afterStatus: "deleted",
    });
    await expectOneEntry(topicId, () => deleteTopic(adminActor, topicId), {
      action: "forum-topic-delete",
      targetType: "forum-topic",
      afterStatus: "deleted",
    });
  });

  it("a refused or failed action writes none", async () => {
    const id = await insertBuild();
    await expect(setBuildApprovalStatus(await actorOf(member), id, "approved")).rejects.toThrow(
      ForbiddenError,
    );
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(setCarOfWeek(adminActor, missing, true)).rejects.toThrow();
    await expect(setEventApprovalStatus(adminActor, missing, "rejected")).rejects.toThrow();
    expect(await entriesFor(id)).toEqual([]);
    expect(await entriesFor(missing)).toEqual([]);
  });

  it("the Audit tab lists every kind with the acting admin", async () => {
    const page = await listAuditEntries(adminActor, 1);
    const actions = new Set(page.items.map((e) => e.action));
    for (const action of [
      "forum-topic-delete",
      "media-delete",
      "event-delete",
      "content-report-dismiss",
    ]) {
      expect(actions).toContain(action);
    }
  });
});
