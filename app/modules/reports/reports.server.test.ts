// The one report queue on PGlite and PostgreSQL: one report per member and item, only what the
// member can see and not their own; three distinct members' open reports hide an item (parallel
// reports counted once each, exactly one hide); the queue groups them with counts and labels the
// site's own holds; Dismiss (Approve) shows the item again, Hide keeps it hidden and resolves the
// reports, Delete goes through the item's own area; every decision audited, admins only.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, builds, forumPosts, reports } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { getBuildForViewer } from "~/modules/builds/queries.server";
import { listThreadComments, postComment } from "~/modules/comments/index.server";
import { insertAdmin, insertMembers } from "~/modules/events/testing/fixtures.server";
import { createTopic, postReply } from "~/modules/forums/forums.server";
import { getTopic, listCategories, listReplies } from "~/modules/forums/queries.server";
import { REPORT_TARGETS } from "~/report-targets.server";
import { actorOf } from "../../../tests/setup/users";
import { insertBuild } from "../admin/testing/fixtures.server";
import {
  countOpenReports,
  dismissReports,
  fileReport,
  hideReportedContent,
  holdForReview,
  listReportQueue,
  type ReportTargets,
  removeReportedContent,
} from "./reports.server";

let owner: Actor;
let a: Actor;
let b: Actor;
let admin: Actor;

beforeAll(async () => {
  const ids = await insertMembers(3, "reporter");
  [owner, a, b] = await Promise.all(ids.map(actorOf));
  admin = await actorOf(await insertAdmin());
});

async function commentOnPublicBuild(text: string) {
  const buildId = await insertBuild(owner.id, { approvalStatus: "approved" });
  const thread = { kind: "build", id: buildId } as const;
  const { id } = await postComment(owner, thread, text);
  return { thread, id };
}

async function members(count: number): Promise<Actor[]> {
  return Promise.all((await insertMembers(count, "flagger")).map(actorOf));
}

/** The registry with the build target's setHidden counted, to see how often an item is hidden. */
function countingHides(): { targets: ReportTargets; hides: () => number } {
  let hides = 0;
  const build = REPORT_TARGETS.build;
  const targets = {
    ...REPORT_TARGETS,
    build: {
      ...build,
      setHidden: async (...args: Parameters<typeof build.setHidden>) => {
        if (args[2]) hides++;
        await build.setHidden(...args);
      },
    },
  };
  return { targets, hides: () => hides };
}

const hiddenAt = async (id: string) =>
  (await getDb().select({ at: builds.hiddenAt }).from(builds).where(eq(builds.id, id)))[0]?.at;

const reportsOf = (id: string) => getDb().select().from(reports).where(eq(reports.targetId, id));

const spam = { reason: "spam", note: null } as const;

describe("filing reports", () => {
  it("takes one report per member and item, and groups them in the queue with a count", async () => {
    const { id } = await commentOnPublicBuild("Buy cheap wheels at spam.example");
    await fileReport(REPORT_TARGETS, a, "build-comment", id, { reason: "spam", note: "Link farm" });
    await expect(
      fileReport(REPORT_TARGETS, a, "build-comment", id, { reason: "other", note: null }),
    ).rejects.toMatchObject({ kind: "conflict" });
    await fileReport(REPORT_TARGETS, b, "build-comment", id, { reason: "off-topic", note: null });
    const queue = await listReportQueue(REPORT_TARGETS, admin, null);
    const item = queue.items.find((i) => i.targetId === id);
    expect(item).toMatchObject({
      reportCount: 2,
      typeLabel: "Build comment",
      notes: ["Link farm"],
      reporters: ["reporter 3", "reporter 2"],
      held: null,
      content: { excerpt: "Buy cheap wheels at spam.example", hidden: false },
    });
    expect(item?.reasons.sort()).toEqual(["off-topic", "spam"]);
  });

  it("refuses an item the member cannot see, unknown kinds, and their own content", async () => {
    const pending = { kind: "build", id: await insertBuild(owner.id) } as const;
    const { id } = await postComment(owner, pending, "Private");
    await expect(fileReport(REPORT_TARGETS, a, "build-comment", id, spam)).rejects.toMatchObject({
      kind: "not-found",
    });
    await expect(fileReport(REPORT_TARGETS, a, "listing", id, spam)).rejects.toMatchObject({
      kind: "not-found",
    });
    const own = await commentOnPublicBuild("My own words");
    await expect(
      fileReport(REPORT_TARGETS, owner, "build-comment", own.id, spam),
    ).rejects.toMatchObject({
      kind: "forbidden",
      userMessage: "You cannot report your own content.",
    });
    const build = await insertBuild(owner.id, { approvalStatus: "approved" });
    await expect(fileReport(REPORT_TARGETS, owner, "build", build, spam)).rejects.toMatchObject({
      kind: "forbidden",
    });
    expect(await reportsOf(build)).toEqual([]);
  });
});

describe("hiding at three distinct reporters", () => {
  it("six parallel reports from six members: six rows, hidden exactly once", async () => {
    const build = await insertBuild(owner.id, { approvalStatus: "approved" });
    const six = await members(6);
    const { targets, hides } = countingHides();
    await Promise.all(six.map((m) => fileReport(targets, m, "build", build, spam)));
    expect(await reportsOf(build)).toHaveLength(6);
    expect(hides()).toBe(1);
    expect(await hiddenAt(build)).toBeInstanceOf(Date);
    // Hidden means hidden: a visitor and other members get nothing, the owner and admins the page.
    expect(await getBuildForViewer(build, null)).toBeNull();
    expect(await getBuildForViewer(build, a)).toBeNull();
    expect((await getBuildForViewer(build, owner))?.hidden).toBe("review");
    expect((await getBuildForViewer(build, admin))?.hidden).toBe("review");
    // Nobody else can report what they cannot see.
    await expect(fileReport(targets, a, "build", build, spam)).rejects.toMatchObject({
      kind: "not-found",
    });
  });

  it("two members do not hide; the same member twice counts once; a third member hides", async () => {
    const build = await insertBuild(owner.id, { approvalStatus: "approved" });
    const [x, y, z] = await members(3);
    const { targets, hides } = countingHides();
    await fileReport(targets, x, "build", build, spam);
    await expect(fileReport(targets, x, "build", build, spam)).rejects.toMatchObject({
      kind: "conflict",
    });
    await fileReport(targets, y, "build", build, { reason: "harassment", note: "Rude" });
    expect(hides()).toBe(0);
    expect(await hiddenAt(build)).toBeNull();
    expect(await getBuildForViewer(build, null)).not.toBeNull();
    await fileReport(targets, z, "build", build, spam);
    expect(hides()).toBe(1);
    expect(await getBuildForViewer(build, null)).toBeNull();
  });
});

describe("deciding", () => {
  async function hiddenBuild() {
    const build = await insertBuild(owner.id, { approvalStatus: "approved", title: "Flagged" });
    for (const m of await members(3)) await fileReport(REPORT_TARGETS, m, "build", build, spam);
    expect(await hiddenAt(build)).toBeInstanceOf(Date);
    return build;
  }

  const auditOf = (id: string) =>
    getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));

  it("Dismiss: the reports are dismissed and the item is shown again, audited", async () => {
    const build = await hiddenBuild();
    await expect(dismissReports(REPORT_TARGETS, a, "build", build)).rejects.toMatchObject({
      kind: "forbidden",
    });
    expect(await dismissReports(REPORT_TARGETS, admin, "build", build)).toEqual({ held: false });
    expect(await hiddenAt(build)).toBeNull();
    expect(await getBuildForViewer(build, null)).not.toBeNull();
    expect((await reportsOf(build)).map((r) => r.status)).toEqual([
      "dismissed",
      "dismissed",
      "dismissed",
    ]);
    expect(await auditOf(build)).toMatchObject([
      {
        action: "content-report-dismiss",
        targetType: "report",
        adminId: admin.id,
        beforeStatus: "hidden",
        afterStatus: "shown",
        targetTitle: expect.stringContaining("Build: Flagged"),
      },
    ]);
    await expect(dismissReports(REPORT_TARGETS, admin, "build", build)).rejects.toMatchObject({
      kind: "not-found",
    });
  });

  it("Hide: the item stays hidden (its owner sees it marked by the moderators), reports resolved", async () => {
    const build = await hiddenBuild();
    await expect(hideReportedContent(REPORT_TARGETS, b, "build", build)).rejects.toMatchObject({
      kind: "forbidden",
    });
    await hideReportedContent(REPORT_TARGETS, admin, "build", build);
    expect(await hiddenAt(build)).toBeInstanceOf(Date);
    expect(await getBuildForViewer(build, null)).toBeNull();
    expect((await getBuildForViewer(build, owner))?.hidden).toBe("moderators");
    expect(new Set((await reportsOf(build)).map((r) => r.status))).toEqual(new Set(["resolved"]));
    expect(await auditOf(build)).toMatchObject([
      { action: "content-report-hide", afterStatus: "hidden" },
    ]);
    const queue = await listReportQueue(REPORT_TARGETS, admin, null);
    expect(queue.items.some((i) => i.targetId === build)).toBe(false);
  });

  it("Hide also hides an item no one hid yet (one report)", async () => {
    const { thread, id } = await commentOnPublicBuild("Borderline");
    await fileReport(REPORT_TARGETS, a, "build-comment", id, spam);
    await hideReportedContent(REPORT_TARGETS, admin, "build-comment", id);
    const page = await listThreadComments(thread, b);
    expect(page?.items[0]).toMatchObject({ id, concealed: true, content: "" });
    const own = await listThreadComments(thread, owner);
    expect(own?.items[0]).toMatchObject({ concealed: false, hidden: "moderators" });
  });

  it("Delete: the item is deleted through its own area, audited there, reports resolved", async () => {
    const build = await hiddenBuild();
    await expect(removeReportedContent(REPORT_TARGETS, a, "build", build)).rejects.toMatchObject({
      kind: "forbidden",
    });
    await removeReportedContent(REPORT_TARGETS, admin, "build", build);
    expect(await getDb().select().from(builds).where(eq(builds.id, build))).toEqual([]);
    expect(new Set((await reportsOf(build)).map((r) => r.status))).toEqual(new Set(["resolved"]));
    expect(await auditOf(build)).toMatchObject([{ action: "build-delete", adminId: admin.id }]);
  });

  it("deletes a comment as an admin, audited, and resolves its reports", async () => {
    const { thread, id } = await commentOnPublicBuild("Rude words");
    await fileReport(REPORT_TARGETS, a, "build-comment", id, { reason: "harassment", note: null });
    await removeReportedContent(REPORT_TARGETS, admin, "build-comment", id);
    expect((await listThreadComments(thread, null))?.items).toEqual([]);
    expect(await reportsOf(id)).toMatchObject([{ status: "resolved", resolvedBy: admin.id }]);
    expect(await auditOf(id)).toMatchObject([{ action: "comment-delete", adminId: admin.id }]);
  });

  it("pages the queue with a keyset cursor", async () => {
    for (let i = 0; i < 3; i++) {
      const { id } = await commentOnPublicBuild(`Paged ${i}`);
      await fileReport(REPORT_TARGETS, a, "build-comment", id, spam);
    }
    const all = await listReportQueue(REPORT_TARGETS, admin, null);
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(all.items.map((i) => i.id)).size).toBe(all.items.length);
    expect(await countOpenReports()).toBe(all.items.length);
  });
});

describe("held for review by the site", () => {
  it("shows a held reply labelled, with the note and 'the site'; Approve shows it again", async () => {
    const [category] = await listCategories();
    const topic = await createTopic(owner.id, {
      title: "Selling coilovers",
      categoryId: category.id,
      content: "Details inside",
    });
    const reply = await postReply(a.id, topic.id, "See my links: a.example b.example c.example");
    // What the trust rules do for a new member's post with many links: hide it and hold it.
    await getDb().transaction(async (tx) => {
      await REPORT_TARGETS["forum-post"].setHidden(tx, reply.id, true);
      await holdForReview(tx, "forum-post", reply.id, "New member's post with 3 links");
    });
    const [shown] = await listReplies(topic.id, 1, b);
    expect(shown).toMatchObject({ id: reply.id, concealed: true, content: "" });
    expect((await listReplies(topic.id, 1, a))[0]).toMatchObject({ hidden: "review" });

    const item = (await listReportQueue(REPORT_TARGETS, admin, null)).items.find(
      (i) => i.targetId === reply.id,
    );
    expect(item).toMatchObject({
      typeLabel: "Forum reply",
      held: { note: "New member's post with 3 links" },
      reportCount: 0,
      reasons: [],
      notes: [],
      reporters: ["the site"],
      content: { hidden: true, link: `/forums/topic/${topic.id}#post-${reply.id}` },
    });

    expect(await dismissReports(REPORT_TARGETS, admin, "forum-post", reply.id)).toEqual({
      held: true,
    });
    expect((await listReplies(topic.id, 1, b))[0]).toMatchObject({
      concealed: false,
      hidden: null,
    });
    const [post] = await getDb()
      .select({ hiddenAt: forumPosts.hiddenAt })
      .from(forumPosts)
      .where(eq(forumPosts.id, reply.id));
    expect(post.hiddenAt).toBeNull();
    const audit = await getDb()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, reply.id), eq(adminAuditLog.adminId, admin.id)));
    expect(audit).toMatchObject([{ action: "content-held-approve" }]);
    expect(await getTopic(topic.id, null)).not.toBeNull();
  });
});
