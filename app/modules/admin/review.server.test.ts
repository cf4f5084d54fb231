// The admin's review lists: rejected builds and events stay reachable (and can be approved
// again), edits of approved builds are listed with what changed until an admin reviews them,
// pending events show their description and flyer, and the Car of the Week notice goes out only
// when the Car of the Week actually changes.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildImages, builds, notifications } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { ForbiddenError } from "~/lib/errors";
import { updateBuild } from "~/modules/builds/builds.server";
import { createJournalEntry, updateJournalEntry } from "~/modules/builds/journal/index.server";
import {
  markBuildEditsReviewed,
  setBuildApprovalStatus,
  setBuildFeatured,
  setCarOfWeek,
} from "~/modules/builds/moderation.server";
import { getBuildForViewer } from "~/modules/builds/queries.server";
import { setEventApprovalStatus } from "~/modules/events/events.server";
import { insertEvent, insertMembers } from "~/modules/events/testing/fixtures.server";
import { pngFile } from "../../../tests/setup/uploads";
import { actorOf } from "../../../tests/setup/users";
import { getTabCounts, listEditedBuilds, listPendingEvents, listRejected } from "./queries.server";
import { adminAndMember } from "./testing/fixtures.server";

let adminActor: Actor;
let owner: string;

beforeAll(async () => {
  ({ adminActor, member: owner } = await adminAndMember("reviewed"));
});

async function insertBuild(values: Partial<typeof builds.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(builds)
    .values({
      userId: owner,
      title: "Blue Roadster",
      carMake: "Mazda",
      carModel: "MX-5",
      carYear: 1991,
      description: "Stock",
      approvalStatus: "approved",
      ...values,
    })
    .returning({ id: builds.id });
  await getDb()
    .insert(buildImages)
    .values([
      { buildId: row.id, imageUrl: "https://images.example.com/a.jpg", sortOrder: 0 },
      { buildId: row.id, imageUrl: "https://images.example.com/b.jpg", sortOrder: 1 },
    ]);
  return row.id;
}

const newPng = () => pngFile("new.png", { width: 320, height: 240, color: "#3366ff" });

async function imageIds(buildId: string) {
  const rows = await getDb()
    .select({ id: buildImages.id })
    .from(buildImages)
    .where(eq(buildImages.buildId, buildId))
    .orderBy(buildImages.sortOrder);
  return rows.map((r) => r.id);
}

const fields = {
  title: "Blue Roadster",
  carMake: "Mazda",
  carModel: "MX-5",
  carYear: 1991,
  description: "Stock",
  featuredImageUrl: null,
};

describe("Recently edited", () => {
  it("lists an edited approved build (still public) with what changed, until marked reviewed", async () => {
    const id = await insertBuild();
    const [first] = await imageIds(id);
    const result = await updateBuild(owner, id, {
      fields: { ...fields, title: "Red Roadster", carYear: 1992, description: "Turbo now" },
      removeImageIds: [first],
      captions: {},
      newImages: [{ file: await newPng(), caption: null }],
    });
    expect(result).toEqual({ ok: true });
    expect((await getBuildForViewer(id, null))?.title).toBe("Red Roadster");

    const page = await listEditedBuilds(adminActor, 1);
    const row = page.items.find((b) => b.id === id);
    expect(row?.edits).toMatchObject({
      changedFields: ["description", "title", "year"],
      photosAdded: 1,
      photosRemoved: 1,
      editCount: 1,
    });
    expect((await getTabCounts(adminActor)).editedBuilds).toBeGreaterThanOrEqual(1);

    // A second edit adds to the same entry.
    await updateBuild(owner, id, {
      fields: { ...fields, title: "Red Roadster", carYear: 1992, carMake: "Eunos" },
      removeImageIds: [],
      captions: {},
      newImages: [],
    });
    const again = (await listEditedBuilds(adminActor, 1)).items.find((b) => b.id === id);
    expect(again?.edits.changedFields).toEqual(["description", "make", "title", "year"]);
    expect(again?.edits.editCount).toBe(2);

    await markBuildEditsReviewed(adminActor, id);
    expect((await listEditedBuilds(adminActor, 1)).items.map((b) => b.id)).not.toContain(id);
    const [build] = await getDb().select().from(builds).where(eq(builds.id, id));
    expect(build.approvalStatus).toBe("approved");
  });

  it("does not list pending builds or edits that changed nothing; Reject takes it off the list", async () => {
    const pending = await insertBuild({ approvalStatus: "pending" });
    await updateBuild(owner, pending, {
      fields: { ...fields, title: "Changed while pending" },
      removeImageIds: [],
      captions: {},
      newImages: [],
    });
    const unchanged = await insertBuild();
    await updateBuild(owner, unchanged, {
      fields,
      removeImageIds: [],
      captions: {},
      newImages: [],
    });
    const rejected = await insertBuild();
    await updateBuild(owner, rejected, {
      fields: { ...fields, carModel: "Miata" },
      removeImageIds: [],
      captions: {},
      newImages: [],
    });
    expect((await listEditedBuilds(adminActor, 1)).items.map((b) => b.id)).toContain(rejected);
    await setBuildApprovalStatus(adminActor, rejected, "rejected");

    const ids = (await listEditedBuilds(adminActor, 1)).items.map((b) => b.id);
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(unchanged);
    expect(ids).not.toContain(rejected);
  });

  it("lists journal entries added and edited on an approved build, with their titles", async () => {
    const id = await insertBuild();
    const ownerActor = await actorOf(owner);
    const fields = {
      entryDate: "2026-05-01",
      title: "Track day at Spa",
      body: "Three sessions, no dramas.",
      mileage: null,
      costMinor: null,
      currency: null,
    };
    const added = await createJournalEntry(ownerActor, id, { fields, modIds: [], newPhotos: [] });
    const row = (await listEditedBuilds(adminActor, 1)).items.find((b) => b.id === id);
    expect(row?.edits.journal).toEqual([{ id: added.id, title: "Track day at Spa", added: true }]);
    expect(row?.edits.changedFields).toEqual(["journal-added"]);
    await markBuildEditsReviewed(adminActor, id);
    await updateJournalEntry(ownerActor, id, added.id, {
      fields: { ...fields, title: "Track day at Spa (wet)" },
      modIds: [],
      newPhotos: [],
      photos: [],
      removePhotoIds: [],
    });
    const edited = (await listEditedBuilds(adminActor, 1)).items.find((b) => b.id === id);
    expect(edited?.edits.journal).toEqual([
      { id: added.id, title: "Track day at Spa (wet)", added: false },
    ]);
  });

  it("refuses members", async () => {
    const id = await insertBuild();
    const member = await actorOf(owner);
    await expect(listEditedBuilds(member, 1)).rejects.toThrow(ForbiddenError);
    await expect(markBuildEditsReviewed(member, id)).rejects.toThrow(ForbiddenError);
  });
});

describe("Rejected", () => {
  it("lists rejected builds and events, newest first; approving makes them public again", async () => {
    const build = await insertBuild({ title: "Rejected Roadster" });
    const event = await insertEvent({
      createdBy: owner,
      title: "Rejected Meet",
      approvalStatus: "pending",
      description: "Bring your own coffee https://example.com/meet",
      imageUrl: "https://images.example.com/flyer.jpg",
    });
    await setBuildApprovalStatus(adminActor, build, "rejected");
    await setEventApprovalStatus(adminActor, event, "rejected");

    const page = await listRejected(adminActor, 1);
    const rejectedBuild = page.items.find((i) => i.kind === "build" && i.build.id === build);
    const rejectedEvent = page.items.find((i) => i.kind === "event" && i.event.id === event);
    expect(rejectedBuild).toMatchObject({ build: { title: "Rejected Roadster" } });
    expect(rejectedEvent).toMatchObject({
      event: {
        title: "Rejected Meet",
        description: "Bring your own coffee https://example.com/meet",
        imageUrl: "https://images.example.com/flyer.jpg",
      },
    });
    expect(page.items.indexOf(rejectedEvent as never)).toBeLessThan(
      page.items.indexOf(rejectedBuild as never),
    );
    expect((await getTabCounts(adminActor)).rejected).toBe(page.total);

    await setBuildApprovalStatus(adminActor, build, "approved");
    await setEventApprovalStatus(adminActor, event, "approved");
    const after = await listRejected(adminActor, 1);
    expect(after.items.some((i) => i.kind === "build" && i.build.id === build)).toBe(false);
    expect(after.items.some((i) => i.kind === "event" && i.event.id === event)).toBe(false);
    expect((await getBuildForViewer(build, null))?.title).toBe("Rejected Roadster");
  });

  it("pages with the other tabs' page size", async () => {
    for (let i = 0; i < 21; i++) await insertBuild({ approvalStatus: "rejected" });
    const first = await listRejected(adminActor, 1);
    const second = await listRejected(adminActor, 2);
    expect(first.items).toHaveLength(20);
    expect(first.pageCount).toBeGreaterThanOrEqual(2);
    const ids = (p: typeof first) =>
      p.items.map((i) => (i.kind === "build" ? i.build.id : i.event.id));
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });

  it("pending events come with their description and flyer", async () => {
    const event = await insertEvent({
      createdBy: owner,
      title: "Pending Meet",
      approvalStatus: "pending",
      description: "Meet at the lot",
      imageUrl: "https://images.example.com/pending.jpg",
    });
    const page = await listPendingEvents(adminActor, 1);
    expect(page.items.find((e) => e.id === event)).toMatchObject({
      description: "Meet at the lot",
      imageUrl: "https://images.example.com/pending.jpg",
    });
  });
});

describe("Car of the Week notice", () => {
  const crownNotices = (userId: string) =>
    getDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, "build-car-of-week")));

  it("goes out once when the same build is set again, also after an unset", async () => {
    const id = await insertBuild({ isFeatured: true });
    await setCarOfWeek(adminActor, id, true);
    await setCarOfWeek(adminActor, id, false);
    await setCarOfWeek(adminActor, id, true);
    await setCarOfWeek(adminActor, id, true);
    expect(await crownNotices(owner)).toHaveLength(1);
  });

  it("goes out again when the title went to another build in between", async () => {
    const [rival] = await insertMembers(1, "rival");
    const mine = await insertBuild({ isFeatured: true });
    const theirs = await insertBuild({ isFeatured: true, userId: rival });
    const before = (await crownNotices(owner)).length;
    await setCarOfWeek(adminActor, mine, true);
    await setCarOfWeek(adminActor, theirs, true);
    await setBuildFeatured(adminActor, theirs, false);
    await setCarOfWeek(adminActor, mine, true);
    expect(await crownNotices(owner)).toHaveLength(before + 2);
    expect(await crownNotices(rival)).toHaveLength(1);
  });
});
