// The one report queue on PGlite and PostgreSQL, with build comments as the registered kind: one
// report per member and item, only what the member can see, grouped with counts, delete (audited,
// reports resolved) and dismiss (audited), admins only.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, reports } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { listThreadComments, postComment } from "~/modules/comments/index.server";
import { insertAdmin, insertMembers } from "~/modules/events/testing/fixtures.server";
import { REPORT_TARGETS } from "~/report-targets.server";
import { actorOf } from "../../../tests/setup/users";
import { insertBuild } from "../admin/testing/fixtures.server";
import {
  countOpenReports,
  dismissReports,
  fileReport,
  listReportQueue,
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
      content: { excerpt: "Buy cheap wheels at spam.example" },
    });
    expect(item?.reasons.sort()).toEqual(["off-topic", "spam"]);
  });

  it("refuses an item the member cannot see, and unknown kinds", async () => {
    const pending = { kind: "build", id: await insertBuild(owner.id) } as const;
    const { id } = await postComment(owner, pending, "Private");
    await expect(
      fileReport(REPORT_TARGETS, a, "build-comment", id, { reason: "spam", note: null }),
    ).rejects.toMatchObject({ kind: "not-found" });
    await expect(
      fileReport(REPORT_TARGETS, a, "listing", id, { reason: "spam", note: null }),
    ).rejects.toMatchObject({ kind: "not-found" });
  });
});

describe("deciding", () => {
  it("deletes the content as an admin, audited, and resolves its reports", async () => {
    const { thread, id } = await commentOnPublicBuild("Rude words");
    await fileReport(REPORT_TARGETS, a, "build-comment", id, { reason: "harassment", note: null });
    await expect(
      removeReportedContent(REPORT_TARGETS, a, "build-comment", id),
    ).rejects.toMatchObject({ kind: "forbidden" });
    await removeReportedContent(REPORT_TARGETS, admin, "build-comment", id);
    expect((await listThreadComments(thread, null))?.items).toEqual([]);
    const rows = await getDb().select().from(reports).where(eq(reports.targetId, id));
    expect(rows).toMatchObject([{ status: "resolved", resolvedBy: admin.id }]);
    const audit = await getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit).toMatchObject([{ action: "comment-delete", adminId: admin.id }]);
    const queue = await listReportQueue(REPORT_TARGETS, admin, null);
    expect(queue.items.some((i) => i.targetId === id)).toBe(false);
  });

  it("dismisses the reports, keeping the content, audited; members cannot", async () => {
    const { thread, id } = await commentOnPublicBuild("Fine, actually");
    await fileReport(REPORT_TARGETS, b, "build-comment", id, { reason: "other", note: null });
    await expect(dismissReports(a, "build-comment", id)).rejects.toMatchObject({
      kind: "forbidden",
    });
    await dismissReports(admin, "build-comment", id);
    expect((await listThreadComments(thread, null))?.items).toHaveLength(1);
    const rows = await getDb().select().from(reports).where(eq(reports.targetId, id));
    expect(rows).toMatchObject([{ status: "dismissed" }]);
    const audit = await getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit).toMatchObject([{ action: "content-report-dismiss", targetType: "report" }]);
    await expect(dismissReports(admin, "build-comment", id)).rejects.toMatchObject({
      kind: "not-found",
    });
  });

  it("pages the queue with a keyset cursor", async () => {
    for (let i = 0; i < 3; i++) {
      const { id } = await commentOnPublicBuild(`Paged ${i}`);
      await fileReport(REPORT_TARGETS, a, "build-comment", id, { reason: "spam", note: null });
    }
    const all = await listReportQueue(REPORT_TARGETS, admin, null);
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(all.items.map((i) => i.id)).size).toBe(all.items.length);
    expect(await countOpenReports()).toBe(all.items.length);
  });
});
