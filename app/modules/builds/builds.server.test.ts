// Server rules of builds (issue 3, item 8), on PGlite and PostgreSQL: visibility, ownership,
// one like per member, atomic create/edit, keyset paging.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildImages, builds, profiles } from "~/db/schema";
import { ImageRejectedError } from "~/lib/images.server";
import { postComment } from "~/modules/comments/index.server";
import { uploadedFiles, pngFile as uploadedPng } from "../../../tests/setup/uploads";
import { actorOf, createVerifiedUser, type TestUser } from "../../../tests/setup/users";
import {
  BuildNotFoundError,
  createBuild,
  setLike,
  softDeleteBuild,
  updateBuild,
} from "./builds.server";
import { getBuildForViewer, listPublicBuilds } from "./queries.server";
import { type BuildFields, parseBuildListQuery } from "./schemas";

const fields = (overrides: Partial<BuildFields> = {}): BuildFields => ({
  title: "Midnight Purple R34",
  carMake: "Nissan",
  carModel: "Skyline GT-R",
  carYear: 1999,
  description: "RB26 on 500whp.",
  featuredImageUrl: null,
  ...overrides,
});

const pngFile = (name = "car.png", color = "#ff6600") =>
  uploadedPng(name, { width: 640, height: 480, color });

const approve = (id: string) =>
  getDb().update(builds).set({ approvalStatus: "approved" }).where(eq(builds.id, id));

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await createVerifiedUser({ name: "Kei Tanaka" });
  other = await createVerifiedUser({ name: "Other Member" });
  await getDb().update(profiles).set({ username: "kei_drift" }).where(eq(profiles.id, owner.id));
});

describe("creating a build", () => {
  it("stores the images, starts pending and is visible only to its owner until approved", async () => {
    const { id } = await createBuild(owner.id, fields(), [
      { file: await pngFile(), caption: "Front" },
      { file: await pngFile("b.png", "#2233ff"), caption: null },
    ]);
    const [row] = await getDb().select().from(builds).where(eq(builds.id, id));
    expect(row.approvalStatus).toBe("pending");
    const images = await getDb().select().from(buildImages).where(eq(buildImages.buildId, id));
    expect(images.map((i) => i.sortOrder).sort()).toEqual([0, 1]);
    expect(row.featuredImageUrl).toBe(images.find((i) => i.sortOrder === 0)?.imageUrl);

    expect(await getBuildForViewer(id, { id: owner.id, isAdmin: false })).not.toBeNull();
    expect(await getBuildForViewer(id, { id: other.id, isAdmin: false })).toBeNull();
    expect(await getBuildForViewer(id, null)).toBeNull();
    expect(await getBuildForViewer(id, { id: other.id, isAdmin: true })).not.toBeNull();
    const list = await listPublicBuilds(parseBuildListQuery(new URLSearchParams()));
    expect(list.items.map((b) => b.id)).not.toContain(id);

    await approve(id);
    const after = await listPublicBuilds(parseBuildListQuery(new URLSearchParams()));
    expect(after.items.map((b) => b.id)).toContain(id);
  });

  it("leaves no row and no file behind when an image is refused half-way", async () => {
    const before = uploadedFiles().length;
    const [{ n: buildsBefore }] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(builds);
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      "x.jpg",
      {
        type: "image/jpeg",
      },
    );
    await expect(
      createBuild(owner.id, fields(), [
        { file: await pngFile(), caption: null },
        { file: svg, caption: null },
      ]),
    ).rejects.toBeInstanceOf(ImageRejectedError);
    const [{ n: buildsAfter }] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(builds);
    expect(buildsAfter).toBe(buildsBefore);
    expect(uploadedFiles().length).toBe(before);
  });
});

describe("ownership", () => {
  it("refuses edits and deletes of someone else's build and changes nothing", async () => {
    const { id } = await createBuild(
      owner.id,
      fields({ featuredImageUrl: "https://example.com/a.jpg" }),
      [],
    );
    const result = await updateBuild(other.id, id, {
      fields: fields({ title: "Hijacked", featuredImageUrl: "https://example.com/a.jpg" }),
      removeImageIds: [],
      captions: {},
      newImages: [],
    });
    expect(result).toEqual({ ok: false, error: "not-found" });
    expect(await softDeleteBuild(other.id, id)).toBe(false);
    const [row] = await getDb().select().from(builds).where(eq(builds.id, id));
    expect(row.title).toBe("Midnight Purple R34");
    expect(row.status).toBe("active");

    expect(await softDeleteBuild(owner.id, id)).toBe(true);
    expect(await getBuildForViewer(id, { id: owner.id, isAdmin: false })).toBeNull();
  });

  it("edits atomically: removes, adds and re-captions images; keeps the 5-image limit", async () => {
    const { id } = await createBuild(owner.id, fields(), [
      { file: await pngFile(), caption: "one" },
      { file: await pngFile(), caption: "two" },
    ]);
    const images = await getDb().select().from(buildImages).where(eq(buildImages.buildId, id));
    const first = images.find((i) => i.sortOrder === 0)!;
    const second = images.find((i) => i.sortOrder === 1)!;
    const tooMany = await updateBuild(owner.id, id, {
      fields: fields(),
      removeImageIds: [],
      captions: {},
      newImages: await Promise.all(
        [1, 2, 3, 4].map(async () => ({ file: await pngFile(), caption: null })),
      ),
    });
    expect(tooMany).toEqual({ ok: false, error: "too-many-images" });

    const noImage = await updateBuild(owner.id, id, {
      fields: fields(),
      removeImageIds: [first.id, second.id],
      captions: {},
      newImages: [],
    });
    expect(noImage).toEqual({ ok: false, error: "image-required" });

    const ok = await updateBuild(owner.id, id, {
      fields: fields({ title: "Bayside Blue R34" }),
      removeImageIds: [first.id],
      captions: { [second.id]: "renamed" },
      newImages: [{ file: await pngFile(), caption: "new" }],
    });
    expect(ok).toEqual({ ok: true });
    const after = await getDb().select().from(buildImages).where(eq(buildImages.buildId, id));
    expect(after.map((i) => [i.caption, i.sortOrder]).sort()).toEqual([
      ["new", 1],
      ["renamed", 0],
    ]);
    const [row] = await getDb().select().from(builds).where(eq(builds.id, id));
    expect(row.title).toBe("Bayside Blue R34");
    expect(row.featuredImageUrl).toBe(second.imageUrl);
  });
});

describe("likes and comments", () => {
  it("allows one like per member and build, and unliking", async () => {
    const { id } = await createBuild(
      owner.id,
      fields({ featuredImageUrl: "https://example.com/a.jpg" }),
      [],
    );
    await expect(setLike(other.id, id, true)).rejects.toBeInstanceOf(BuildNotFoundError);
    await approve(id);
    expect((await setLike(other.id, id, true)).likesCount).toBe(1);
    expect((await setLike(other.id, id, true)).likesCount).toBe(1);
    expect((await setLike(owner.id, id, true)).likesCount).toBe(2);
    expect((await setLike(other.id, id, false)).likesCount).toBe(1);
    await expect(
      getDb().execute(
        sql`insert into build_likes (build_id, user_id) values (${id}::uuid, ${owner.id})`,
      ),
    ).rejects.toThrow();
  });

  it("refuses comments on unapproved builds of others and on deleted builds", async () => {
    const { id } = await createBuild(
      owner.id,
      fields({ featuredImageUrl: "https://example.com/a.jpg" }),
      [],
    );
    const member = await actorOf(other.id);
    const thread = { kind: "build", id } as const;
    await expect(postComment(member, thread, "Nice")).rejects.toMatchObject({ kind: "not-found" });
    await approve(id);
    await postComment(member, thread, "Clean build!");
    await softDeleteBuild(owner.id, id);
    await expect(postComment(member, thread, "Still there?")).rejects.toMatchObject({
      kind: "not-found",
    });
  });
});

describe("the public list", () => {
  it("pages 8 then 6 with keyset cursors, searches owner names case-insensitively", async () => {
    for (let i = 0; i < 15; i++) {
      const { id } = await createBuild(
        owner.id,
        fields({ title: `Paging build ${i}`, featuredImageUrl: "https://example.com/a.jpg" }),
        [],
      );
      await approve(id);
    }
    const seen = new Set<string>();
    let page = await listPublicBuilds(parseBuildListQuery(new URLSearchParams("q=paging")));
    expect(page.items).toHaveLength(8);
    for (const b of page.items) seen.add(b.id);
    page = await listPublicBuilds(
      parseBuildListQuery(new URLSearchParams({ q: "paging", cursor: page.nextCursor! })),
    );
    expect(page.items).toHaveLength(6);
    for (const b of page.items) seen.add(b.id);
    page = await listPublicBuilds(
      parseBuildListQuery(new URLSearchParams({ q: "paging", cursor: page.nextCursor! })),
    );
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).toBeNull();
    for (const b of page.items) seen.add(b.id);
    expect(seen.size).toBe(15);

    const byOwner = await listPublicBuilds(parseBuildListQuery(new URLSearchParams("q=KEI_DRIFT")));
    expect(byOwner.items.length).toBeGreaterThan(0);
    const wildcard = await listPublicBuilds(parseBuildListQuery(new URLSearchParams("q=%")));
    expect(wildcard.items).toHaveLength(0);
  });

  it("allows only one Car of the Week", async () => {
    const a = await createBuild(
      owner.id,
      fields({ featuredImageUrl: "https://example.com/a.jpg" }),
      [],
    );
    const b = await createBuild(
      owner.id,
      fields({ featuredImageUrl: "https://example.com/b.jpg" }),
      [],
    );
    await getDb().update(builds).set({ isCarOfWeek: true }).where(eq(builds.id, a.id));
    await expect(
      getDb().update(builds).set({ isCarOfWeek: true }).where(eq(builds.id, b.id)),
    ).rejects.toThrow();
  });
});
