// Admin moderation and statistics on PGlite and PostgreSQL: only admins (checked in the database)
// may act, exactly one Car of the Week survives concurrent sets, a hard delete leaves no rows or
// stored files behind, and the statistics count at the 30-day boundary.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  buildComments,
  buildImages,
  buildLikes,
  builds,
  profiles,
  sessions,
  users,
} from "~/db/schema";
import { ForbiddenError, NotFoundError } from "~/lib/errors";
import { storeImage } from "~/lib/images.server";
import {
  deleteBuildPermanently,
  setBuildApprovalStatus,
  setBuildFeatured,
  setCarOfWeek,
} from "~/modules/builds/moderation.server";
import { insertAdmin, insertEvent, insertMembers } from "~/modules/events/testing/fixtures.server";
import { pngBuffer, uploadedFiles } from "../../../tests/setup/uploads";
import { actorOf } from "../../../tests/setup/users";
import {
  getTabCounts,
  getUserStats,
  listBuildsForAdmin,
  listPendingEvents,
  TREND_WEEKS,
} from "./queries.server";
import { insertBuild } from "./testing/fixtures.server";

const DAY = 24 * 60 * 60 * 1000;

const buildRow = async (id: string) =>
  (await getDb().select().from(builds).where(eq(builds.id, id)))[0];

async function carsOfWeek() {
  return getDb().select({ id: builds.id }).from(builds).where(eq(builds.isCarOfWeek, true));
}

const png = () => pngBuffer({ color: "#ff7a1a" });

describe("the admin role is checked by every function", () => {
  it("refuses members and changes nothing", async () => {
    const [memberId] = await insertMembers(1);
    const id = await insertBuild(memberId);
    const member = await actorOf(memberId);
    await expect(setBuildApprovalStatus(member, id, "approved")).rejects.toThrow(ForbiddenError);
    await expect(setBuildFeatured(member, id, true)).rejects.toThrow(ForbiddenError);
    await expect(setCarOfWeek(member, id, true)).rejects.toThrow(ForbiddenError);
    await expect(deleteBuildPermanently(member, id)).rejects.toThrow(ForbiddenError);
    await expect(getTabCounts(member)).rejects.toThrow(ForbiddenError);
    await expect(listBuildsForAdmin(member, "pending-builds", 1)).rejects.toThrow(ForbiddenError);
    await expect(listPendingEvents(member, 1)).rejects.toThrow(ForbiddenError);
    await expect(getUserStats(member, 1)).rejects.toThrow(ForbiddenError);
    const row = await buildRow(id);
    expect(row).toMatchObject({ approvalStatus: "pending", isFeatured: false, isCarOfWeek: false });
  });
});

describe("build moderation", () => {
  it("approves and rejects from any state", async () => {
    const admin = await actorOf(await insertAdmin());
    const [member] = await insertMembers(1);
    const id = await insertBuild(member);
    await setBuildApprovalStatus(admin, id, "approved");
    expect((await buildRow(id)).approvalStatus).toBe("approved");
    await setBuildApprovalStatus(admin, id, "rejected");
    expect((await buildRow(id)).approvalStatus).toBe("rejected");
    await setBuildApprovalStatus(admin, id, "approved");
    expect((await buildRow(id)).approvalStatus).toBe("approved");
  });

  it("reports an unknown or soft-deleted build", async () => {
    const admin = await actorOf(await insertAdmin());
    const [member] = await insertMembers(1);
    const gone = await insertBuild(member, { status: "deleted" });
    await expect(setBuildApprovalStatus(admin, gone, "approved")).rejects.toThrow();
    await expect(
      setBuildFeatured(admin, "00000000-0000-4000-8000-000000000000", true),
    ).rejects.toThrow(NotFoundError);
  });

  it("features and unfeatures; unfeaturing also ends the Car of the Week", async () => {
    const admin = await actorOf(await insertAdmin());
    const [member] = await insertMembers(1);
    const id = await insertBuild(member, { approvalStatus: "approved" });
    await setBuildFeatured(admin, id, true);
    await setCarOfWeek(admin, id, true);
    expect(await buildRow(id)).toMatchObject({ isFeatured: true, isCarOfWeek: true });
    await setBuildFeatured(admin, id, false);
    expect(await buildRow(id)).toMatchObject({ isFeatured: false, isCarOfWeek: false });
  });

  it("keeps one Car of the Week: setting a new one unsets the previous", async () => {
    const admin = await actorOf(await insertAdmin());
    const [member] = await insertMembers(1);
    const first = await insertBuild(member, { approvalStatus: "approved", isFeatured: true });
    const second = await insertBuild(member, { approvalStatus: "approved", isFeatured: true });
    await setCarOfWeek(admin, first, true);
    await setCarOfWeek(admin, second, true);
    expect(await carsOfWeek()).toEqual([{ id: second }]);
    await setCarOfWeek(admin, second, false);
    expect(await carsOfWeek()).toEqual([]);
  });

  it("a wrong id leaves the current Car of the Week in place", async () => {
    const admin = await actorOf(await insertAdmin());
    const [member] = await insertMembers(1);
    const current = await insertBuild(member, { approvalStatus: "approved", isFeatured: true });
    await setCarOfWeek(admin, current, true);
    await expect(
      setCarOfWeek(admin, "00000000-0000-4000-8000-000000000000", true),
    ).rejects.toThrow();
    expect(await carsOfWeek()).toEqual([{ id: current }]);
  });

  it("concurrent sets all succeed and leave exactly one Car of the Week", async () => {
    const admin = await actorOf(await insertAdmin());
    const [member] = await insertMembers(1);
    const ids = await Promise.all(
      Array.from({ length: 6 }, () =>
        insertBuild(member, { approvalStatus: "approved", isFeatured: true }),
      ),
    );
    const results = await Promise.allSettled(ids.map((id) => setCarOfWeek(admin, id, true)));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => "fulfilled"));
    const winners = await carsOfWeek();
    expect(winners).toHaveLength(1);
    expect(ids).toContain(winners[0].id);
  });
});

describe("hard delete", () => {
  it("removes the build, its image rows, likes, comments and stored files", async () => {
    const admin = await actorOf(await insertAdmin());
    const [owner, fan] = await insertMembers(2);
    const before = uploadedFiles().length;
    const first = await storeImage(await png(), { ownerId: owner, kind: "builds", index: 0 });
    const second = await storeImage(await png(), { ownerId: owner, kind: "builds", index: 1 });
    expect(uploadedFiles().length).toBeGreaterThan(before);
    const id = await insertBuild(owner, {
      approvalStatus: "approved",
      featuredImageUrl: first.url,
    });
    await getDb()
      .insert(buildImages)
      .values([
        { buildId: id, imageUrl: first.url, sortOrder: 0 },
        { buildId: id, imageUrl: second.url, sortOrder: 1 },
      ]);
    await getDb().insert(buildLikes).values({ buildId: id, userId: fan });
    await getDb().insert(buildComments).values({ buildId: id, userId: fan, content: "Nice" });

    await deleteBuildPermanently(admin, id);

    expect(await buildRow(id)).toBeUndefined();
    const left = await getDb().execute(sql`
      select (select count(*)::int from build_images where build_id = ${id}) as images,
             (select count(*)::int from build_likes where build_id = ${id}) as likes,
             (select count(*)::int from build_comments where build_id = ${id}) as comments`);
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({
      images: 0,
      likes: 0,
      comments: 0,
    });
    expect(uploadedFiles().length).toBe(before);
  });

  it("does not delete someone else's picture linked as the featured image", async () => {
    const admin = await actorOf(await insertAdmin());
    const [owner, other] = await insertMembers(2);
    const theirs = await storeImage(await png(), { ownerId: other, kind: "builds" });
    const count = uploadedFiles().length;
    const id = await insertBuild(owner, { featuredImageUrl: theirs.url });
    await deleteBuildPermanently(admin, id);
    expect(uploadedFiles().length).toBe(count);
    await expect(deleteBuildPermanently(admin, id)).rejects.toThrow(NotFoundError);
  });
});

describe("lists and counts", () => {
  it("counts every tab in one call and lists each tab newest first", async () => {
    const admin = await actorOf(await insertAdmin());
    const [member] = await insertMembers(1);
    const base = await getTabCounts(admin);
    const older = await insertBuild(member, { createdAt: new Date(Date.now() - DAY) });
    const newer = await insertBuild(member);
    await insertBuild(member, { approvalStatus: "approved", isFeatured: true });
    await insertBuild(member, { status: "deleted" });
    await insertBuild(member, { approvalStatus: "rejected" });
    await insertEvent({ createdBy: member, approvalStatus: "pending" });
    await insertEvent({ createdBy: member, approvalStatus: "rejected" });
    const counts = await getTabCounts(admin);
    expect(counts).toEqual({
      pendingBuilds: base.pendingBuilds + 2,
      approvedBuilds: base.approvedBuilds + 1,
      featuredBuilds: base.featuredBuilds + 1,
      editedBuilds: base.editedBuilds,
      pendingEvents: base.pendingEvents + 1,
      rejected: base.rejected + 2,
    });
    const pending = await listBuildsForAdmin(admin, "pending-builds", 1);
    const ids = pending.items.map((b) => b.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(pending.total).toBe(counts.pendingBuilds);
    const events_ = await listPendingEvents(admin, 1);
    expect(events_.total).toBe(counts.pendingEvents);
    expect(events_.items[0]).toMatchObject({ hostName: expect.any(String) });
  });

  it("paginates by 20", async () => {
    const admin = await actorOf(await insertAdmin());
    const [member] = await insertMembers(1);
    await getDb()
      .insert(builds)
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          userId: member,
          title: `Bulk ${i}`,
          carMake: "Ford",
          carModel: "Model A",
          approvalStatus: "rejected" as const,
          isFeatured: true,
        })),
      );
    const first = await listBuildsForAdmin(admin, "featured-builds", 1);
    const second = await listBuildsForAdmin(admin, "featured-builds", 2);
    expect(first.items).toHaveLength(20);
    expect(second.items.length).toBe(first.total - 20);
    expect(first.pageCount).toBe(2);
  });
});

describe("user statistics", () => {
  it("counts accounts created in the last 30 days and badges each user", async () => {
    // Exact totals: start from no accounts (this file's own database; earlier tests' rows go).
    await getDb().delete(users);
    const admin = await actorOf(await insertAdmin());
    const now = new Date();
    const [fresh, month, old] = await insertMembers(3, "stats");
    const setCreated = (id: string, at: Date) =>
      getDb().update(profiles).set({ createdAt: at }).where(eq(profiles.id, id));
    await setCreated(admin.id, new Date(now.getTime() - 400 * DAY));
    await setCreated(fresh, new Date(now.getTime() - 2 * DAY));
    await setCreated(month, new Date(now.getTime() - 30 * DAY + 60_000)); // just inside
    await setCreated(old, new Date(now.getTime() - 30 * DAY - 60_000)); // just outside
    const signedIn = new Date(now.getTime() - 3600_000);
    await getDb()
      .insert(sessions)
      .values([
        {
          id: "s1",
          token: "t1",
          userId: fresh,
          expiresAt: new Date(now.getTime() + DAY),
          createdAt: new Date(now.getTime() - DAY),
        },
        {
          id: "s2",
          token: "t2",
          userId: fresh,
          expiresAt: new Date(now.getTime() + DAY),
          createdAt: signedIn,
        },
      ]);

    const stats = await getUserStats(admin, 1, now);
    expect(stats.totalUsers).toBe(4);
    expect(stats.activeUsers).toBe(2);
    expect(stats.activityRate).toBe(50);
    expect(stats.users.items.map((u) => [u.id, u.badge])).toEqual([
      [fresh, "New User"],
      [month, "Recent"],
      // 30 days and a minute: no longer active, but its whole-day age (30) still reads Recent.
      [old, "Recent"],
      [admin.id, "Veteran"],
    ]);
    const freshRow = stats.users.items[0];
    expect(new Date(freshRow.lastSignInAt as string).getTime()).toBe(signedIn.getTime());
    expect(stats.users.items[3].lastSignInAt).toBeNull();
  });

  it("gives 26 weeks of sign-ups and distinct signed-in members, Monday to Sunday UTC", async () => {
    await getDb().delete(users);
    const admin = await actorOf(await insertAdmin());
    const [a, b] = await insertMembers(2, "trend");
    // Wednesday 2026-11-18 12:00 UTC: this week began Monday 2026-11-16.
    const now = new Date("2026-11-18T12:00:00.000Z");
    const at = (iso: string) => new Date(iso);
    await getDb()
      .update(profiles)
      .set({ createdAt: at("2026-11-16T00:00:00Z") })
      .where(eq(profiles.id, a));
    await getDb()
      .update(profiles)
      .set({ createdAt: at("2026-11-15T23:59:59Z") })
      .where(eq(profiles.id, b));
    await getDb()
      .update(profiles)
      .set({ createdAt: at("2025-01-01T00:00:00Z") })
      .where(eq(profiles.id, admin.id));
    const expires = at("2027-01-01T00:00:00Z");
    await getDb()
      .insert(sessions)
      .values([
        {
          id: "w1",
          token: "w1",
          userId: a,
          expiresAt: expires,
          createdAt: at("2026-11-17T08:00:00Z"),
        },
        {
          id: "w2",
          token: "w2",
          userId: a,
          expiresAt: expires,
          createdAt: at("2026-11-18T08:00:00Z"),
        },
        {
          id: "w3",
          token: "w3",
          userId: b,
          expiresAt: expires,
          createdAt: at("2026-11-16T01:00:00Z"),
        },
      ]);

    const { weekly } = await getUserStats(admin, 1, now);
    expect(weekly).toHaveLength(TREND_WEEKS);
    expect(weekly.at(-1)).toEqual({ weekStart: "2026-11-16", signUps: 1, activeMembers: 2 });
    expect(weekly.at(-2)).toEqual({ weekStart: "2026-11-09", signUps: 1, activeMembers: 0 });
    expect(weekly[0].weekStart).toBe("2026-05-25");
    expect(weekly.reduce((sum, w) => sum + w.signUps, 0)).toBe(2);
  });
});
