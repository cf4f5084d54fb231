// Server rules of features (issue 7, item 1), on PGlite and PostgreSQL: search, sorts, 'View
// Previous Features', keyset paging 6 then 3, one view per page view, the build link only while
// that build is public, admin-only writes with audit entries, and no stored files left behind.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, builds, features } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { ForbiddenError, InvalidError } from "~/lib/errors";
import { actorOf, createVerifiedUser, makeAdmin, type TestUser } from "../../../tests/setup/users";
import {
  createFeature,
  deleteFeature,
  type FeatureCardData,
  listFeatures,
  listFeaturesForAdmin,
  updateFeature,
  viewFeature,
} from "./features.server";
import { type FeatureFields, parseFeatureListQuery } from "./schemas";

const NOW = new Date("2026-06-15T12:00:00Z");

async function jpeg(color = "#ff6600") {
  return sharp({ create: { width: 800, height: 500, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** Stored feature images (every variant file) under this file's DATA_DIR. */
function featureFiles(): string[] {
  const root = path.join(process.env.DATA_DIR!, "uploads", "features");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

const fields = (overrides: Partial<FeatureFields> = {}): FeatureFields => ({
  title: "Admin Written Feature",
  carModel: "Porsche 964",
  publishedOn: "2026-05-01",
  excerpt: "An air-cooled classic.",
  body: "First paragraph.\n\nSecond paragraph.",
  buildRef: null,
  ...overrides,
});

let admin: TestUser;
let adminActor: Actor;
let memberActor: Actor;
let member: TestUser;

// Eleven list features: distinct dates, views and car models, some in earlier years.
const LIST = [
  { title: "Alpha Turbo Story", carModel: "Toyota Supra", publishedOn: "2026-06-01", views: 10 },
  { title: "Bravo Build", carModel: "Honda S2000", publishedOn: "2026-05-20", views: 90 },
  { title: "Charlie Chronicle", carModel: "BMW M3", publishedOn: "2026-04-11", views: 40 },
  { title: "Delta Drift", carModel: "Nissan Silvia", publishedOn: "2026-03-02", views: 70 },
  { title: "Echo Estate", carModel: "Audi RS2", publishedOn: "2026-02-14", views: 20 },
  { title: "Foxtrot Flyer", carModel: "Mazda RX-7", publishedOn: "2026-01-05", views: 60 },
  { title: "Golf Grip", carModel: "Volkswagen Golf", publishedOn: "2026-01-01", views: 30 },
  { title: "Hotel Heritage", carModel: "Datsun 240Z", publishedOn: "2025-12-31", views: 80 },
  { title: "India Icon", carModel: "Lancia Delta", publishedOn: "2025-07-07", views: 50 },
  { title: "Juliet Jewel", carModel: "Alfa Romeo GTV", publishedOn: "2024-03-03", views: 100 },
  { title: "Kilo Kart", carModel: "Caterham Seven", publishedOn: "2023-09-09", views: 0 },
];

beforeAll(async () => {
  admin = await createVerifiedUser({ name: "Feature Admin" });
  member = await createVerifiedUser({ name: "Feature Member" });
  await makeAdmin(admin);
  adminActor = await actorOf(admin.id);
  memberActor = await actorOf(member.id);
  await getDb()
    .insert(features)
    .values(
      LIST.map((f) => ({
        ...f,
        excerpt: `${f.title} excerpt: a 100% honest write-up.`,
        body: "Body.",
      })),
    );
});

const titles = (items: FeatureCardData[]) => items.map((f) => f.title);
const query = (params: Record<string, string> = {}) =>
  parseFeatureListQuery(new URLSearchParams(params));

async function allPages(params: Record<string, string>) {
  const pages: string[][] = [];
  let cursor: string | null | undefined;
  do {
    const page = await listFeatures(query(cursor ? { ...params, cursor } : params), NOW);
    pages.push(titles(page.items));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

describe("listFeatures", () => {
  it("pages newest first: 6, then 3, then the rest, without repeats", async () => {
    const pages = await allPages({});
    expect(pages.map((p) => p.length)).toEqual([6, 3, 2]);
    expect(pages.flat()).toEqual(LIST.map((f) => f.title));
  });

  it("sorts by views (Most Popular) and by car model (Car Type), across pages", async () => {
    const popular = (await allPages({ sort: "popular" })).flat();
    expect(popular).toEqual([...LIST].sort((a, b) => b.views - a.views).map((f) => f.title));
    const byModel = (await allPages({ sort: "car-type" })).flat();
    expect(byModel).toEqual(
      [...LIST].sort((a, b) => (a.carModel < b.carModel ? -1 : 1)).map((f) => f.title),
    );
  });

  it("searches title, car model and excerpt, case-insensitively, wildcards literally", async () => {
    expect(titles((await listFeatures(query({ q: "dRiFt" }), NOW)).items)).toEqual(["Delta Drift"]);
    expect(titles((await listFeatures(query({ q: "silvia" }), NOW)).items)).toEqual([
      "Delta Drift",
    ]);
    expect(titles((await listFeatures(query({ q: "Juliet Jewel excerpt" }), NOW)).items)).toEqual([
      "Juliet Jewel",
    ]);
    expect((await listFeatures(query({ q: "100%" }), NOW)).items).toHaveLength(6);
    expect((await listFeatures(query({ q: "1_0" }), NOW)).items).toHaveLength(0);
    expect((await listFeatures(query({ q: "no such feature" }), NOW)).items).toEqual([]);
  });

  it("'View Previous Features' shows only those published before the current year", async () => {
    const pages = await allPages({ previous: "1" });
    expect(pages.flat()).toEqual(["Hotel Heritage", "India Icon", "Juliet Jewel", "Kilo Kart"]);
    const popular = await listFeatures(query({ previous: "1", sort: "popular", q: "i" }), NOW);
    expect(titles(popular.items)).toEqual([
      "Juliet Jewel",
      "Hotel Heritage",
      "India Icon",
      "Kilo Kart",
    ]);
  });

  it("ignores a malformed cursor or one from another sort (first page again)", async () => {
    const first = await listFeatures(query({}), NOW);
    const other = await listFeatures(query({ sort: "popular", cursor: first.nextCursor! }), NOW);
    expect(other.items).toHaveLength(6);
    expect(other.items[0].title).toBe("Juliet Jewel");
    const junk = await listFeatures(query({ cursor: "not-a-cursor" }), NOW);
    expect(titles(junk.items)).toEqual(titles(first.items));
  });
});

describe("viewFeature", () => {
  it("counts each viewer once a day and returns null for an unknown id", async () => {
    const [row] = await getDb()
      .insert(features)
      .values({ ...fields(), title: "Viewed Feature", body: "One.\n\nTwo." })
      .returning({ id: features.id });
    const day = "2026-11-24";
    const first = await viewFeature(row.id, { viewer: "viewer-a", day });
    expect(first).toMatchObject({ title: "Viewed Feature", views: 1, build: null });
    expect((await viewFeature(row.id, { viewer: "viewer-a", day }))?.views).toBe(1);
    expect((await viewFeature(row.id))?.views).toBe(1);
    expect((await viewFeature(row.id, { viewer: "viewer-b", day }))?.views).toBe(2);
    const [stored] = await getDb()
      .select({ views: features.views })
      .from(features)
      .where(eq(features.id, row.id));
    expect(stored.views).toBe(2);
    expect(await viewFeature("3fa85f64-5717-4562-b3fc-2c963f66afa6")).toBeNull();
    await getDb().delete(features).where(eq(features.id, row.id));
  });

  it("links the build only while it is approved and active", async () => {
    const [build] = await getDb()
      .insert(builds)
      .values({
        userId: member.id,
        title: "Linked Build",
        carMake: "Porsche",
        carModel: "964",
        approvalStatus: "approved",
      })
      .returning({ id: builds.id });
    const [row] = await getDb()
      .insert(features)
      .values({ ...fields(), title: "Linked Feature", buildId: build.id })
      .returning({ id: features.id });
    expect((await viewFeature(row.id))?.build).toEqual({ id: build.id, title: "Linked Build" });
    await getDb().update(builds).set({ approvalStatus: "pending" }).where(eq(builds.id, build.id));
    expect((await viewFeature(row.id))?.build).toBeNull();
    await getDb()
      .update(builds)
      .set({ approvalStatus: "approved", status: "deleted" })
      .where(eq(builds.id, build.id));
    expect((await viewFeature(row.id))?.build).toBeNull();
    await getDb().delete(features).where(eq(features.id, row.id));
    await getDb().delete(builds).where(eq(builds.id, build.id));
  });
});

describe("admin writes", () => {
  it("refuses members everywhere, and nothing changes", async () => {
    const before = await getDb().select({ n: sql<number>`count(*)::int` }).from(features);
    await expect(createFeature(memberActor, fields(), await jpeg())).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    const [some] = await getDb().select({ id: features.id }).from(features).limit(1);
    await expect(
      updateFeature(memberActor, some.id, fields(), { image: null, removeImage: false }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteFeature(memberActor, some.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listFeaturesForAdmin(memberActor, 1)).rejects.toBeInstanceOf(ForbiddenError);
    const after = await getDb().select({ n: sql<number>`count(*)::int` }).from(features);
    expect(after[0].n).toBe(before[0].n);
    expect(featureFiles()).toEqual([]);
  });

  it("creates with an image, edits (replacing the image), deletes: files and audit follow", async () => {
    const { id } = await createFeature(adminActor, fields(), await jpeg());
    const created = await viewFeature(id);
    expect(created?.imageUrl).toMatch(/^\/uploads\/features\/.+-800\.webp$/);
    const firstFiles = featureFiles();
    expect(firstFiles.length).toBeGreaterThan(0);

    await updateFeature(adminActor, id, fields({ title: "Edited Feature" }), {
      image: await jpeg("#0044ff"),
      removeImage: false,
    });
    const edited = await viewFeature(id);
    expect(edited?.title).toBe("Edited Feature");
    expect(edited?.imageUrl).not.toBe(created?.imageUrl);
    const secondFiles = featureFiles();
    expect(secondFiles.length).toBe(firstFiles.length);
    expect(secondFiles.some((f) => firstFiles.includes(f))).toBe(false);

    // Keeping the image while editing text leaves the files alone.
    await updateFeature(adminActor, id, fields({ title: "Edited Again" }), {
      image: null,
      removeImage: false,
    });
    expect((await viewFeature(id))?.imageUrl).toBe(edited?.imageUrl);
    expect(featureFiles()).toEqual(secondFiles);

    await deleteFeature(adminActor, id);
    expect(await viewFeature(id)).toBeNull();
    expect(featureFiles()).toEqual([]);

    const audit = await getDb()
      .select({ action: adminAuditLog.action, title: adminAuditLog.targetTitle })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, id))
      .orderBy(adminAuditLog.createdAt);
    expect(audit.map((a) => a.action).sort()).toEqual(
      ["feature-create", "feature-delete", "feature-update", "feature-update"].sort(),
    );
  });

  it("removing the image deletes its files", async () => {
    const { id } = await createFeature(adminActor, fields(), await jpeg());
    expect(featureFiles().length).toBeGreaterThan(0);
    await updateFeature(adminActor, id, fields(), { image: null, removeImage: true });
    expect((await viewFeature(id))?.imageUrl).toBeNull();
    expect(featureFiles()).toEqual([]);
    await deleteFeature(adminActor, id);
  });

  it("links only approved, active builds; a refused create leaves no row and no file", async () => {
    const [pending] = await getDb()
      .insert(builds)
      .values({ userId: member.id, title: "Pending Build", carMake: "BMW", carModel: "E30" })
      .returning({ id: builds.id });
    const count = async () =>
      (await getDb().select({ n: sql<number>`count(*)::int` }).from(features))[0].n;
    const before = await count();
    const refused = await createFeature(
      adminActor,
      fields({ buildRef: pending.id }),
      await jpeg(),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidError);
    expect(refused).toMatchObject({
      fieldErrors: { buildRef: "No approved build found for that ID or URL." },
    });
    expect(await count()).toBe(before);
    expect(featureFiles()).toEqual([]);

    await getDb()
      .update(builds)
      .set({ approvalStatus: "approved" })
      .where(eq(builds.id, pending.id));
    const { id } = await createFeature(adminActor, fields({ buildRef: pending.id }), null);
    expect((await viewFeature(id))?.build?.id).toBe(pending.id);
    await deleteFeature(adminActor, id);
  });
});
