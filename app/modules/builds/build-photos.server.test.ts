// The showcase photos' order, cover and descriptions on edit, on PGlite and PostgreSQL: only the
// owner reorders, the first photo is the cover (builds.featured_image_url), a position for a photo
// that is not the build's refuses the whole edit, and an approved build's reorder reaches the
// admins' "Recently edited" review.
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildEdits, buildImages, builds } from "~/db/schema";
import { pngFile } from "../../../tests/setup/uploads";
import { createVerifiedUser, type TestUser } from "../../../tests/setup/users";
import { type BuildEdit, createBuild, updateBuild } from "./builds.server";
import { getCarOfTheWeek, listPublicBuilds } from "./queries.server";
import { type BuildFields, parseBuildListQuery } from "./schemas";

const fields = (overrides: Partial<BuildFields> = {}): BuildFields => ({
  title: "Bayside Blue R34",
  carMake: "Nissan",
  carModel: "Skyline GT-R",
  carYear: 1999,
  description: null,
  featuredImageUrl: null,
  ...overrides,
});

const photo = async (color: string) => ({
  file: await pngFile(`${color.slice(1)}.png`, { width: 320, height: 240, color }),
  caption: null,
});

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await createVerifiedUser({ name: "Order Owner" });
  other = await createVerifiedUser({ name: "Someone Else" });
});

async function threePhotoBuild(userId = owner.id) {
  const { id } = await createBuild(userId, fields(), [
    await photo("#ff0000"),
    await photo("#00ff00"),
    { ...(await photo("#0000ff")), altText: "Blue side view" },
  ]);
  return { id, images: await imagesOf(id) };
}

function imagesOf(buildId: string) {
  return getDb()
    .select({
      id: buildImages.id,
      imageUrl: buildImages.imageUrl,
      sortOrder: buildImages.sortOrder,
      altText: buildImages.altText,
    })
    .from(buildImages)
    .where(eq(buildImages.buildId, buildId))
    .orderBy(asc(buildImages.sortOrder));
}

async function coverOf(buildId: string) {
  const [row] = await getDb()
    .select({ url: builds.featuredImageUrl })
    .from(builds)
    .where(eq(builds.id, buildId));
  return row.url;
}

const edit = (overrides: Partial<BuildEdit> = {}): BuildEdit => ({
  fields: fields(),
  removeImageIds: [],
  captions: {},
  newImages: [],
  ...overrides,
});

describe("reordering a build's photos", () => {
  it("saves the order and makes the first photo the cover", async () => {
    const { id, images } = await threePhotoBuild();
    const [a, b, c] = images;
    expect(c.altText).toBe("Blue side view");
    const result = await updateBuild(
      owner.id,
      id,
      edit({ positions: { [c.id]: 1, [a.id]: 2, [b.id]: 3 } }),
    );
    expect(result).toEqual({ ok: true });
    expect((await imagesOf(id)).map((i) => i.id)).toEqual([c.id, a.id, b.id]);
    expect((await imagesOf(id)).map((i) => i.sortOrder)).toEqual([0, 1, 2]);
    expect(await coverOf(id)).toBe(c.imageUrl);
  });

  it("lets a photo moved without JavaScript win the place it was moved to", async () => {
    const { id, images } = await threePhotoBuild();
    const [a, b, c] = images;
    // The position selects: only the third photo was changed, to 1 (the cover).
    await updateBuild(owner.id, id, edit({ positions: { [a.id]: 1, [b.id]: 2, [c.id]: 1 } }));
    expect((await imagesOf(id)).map((i) => i.id)).toEqual([c.id, a.id, b.id]);
    expect(await coverOf(id)).toBe(c.imageUrl);
    // And down: the (new) first photo to the last place.
    await updateBuild(owner.id, id, edit({ positions: { [c.id]: 3, [a.id]: 2, [b.id]: 3 } }));
    expect((await imagesOf(id)).map((i) => i.id)).toEqual([a.id, b.id, c.id]);
    expect(await coverOf(id)).toBe(a.imageUrl);
  });

  it("keeps the order of the photos left after a removal, and the cover follows", async () => {
    const { id, images } = await threePhotoBuild();
    const [a, b, c] = images;
    await updateBuild(
      owner.id,
      id,
      edit({ removeImageIds: [b.id], positions: { [c.id]: 1, [b.id]: 2, [a.id]: 3 } }),
    );
    expect((await imagesOf(id)).map((i) => i.id)).toEqual([c.id, a.id]);
    expect(await coverOf(id)).toBe(c.imageUrl);
  });

  it("is the owner's only: another member's reorder changes nothing", async () => {
    const { id, images } = await threePhotoBuild();
    const [a, , c] = images;
    const result = await updateBuild(other.id, id, edit({ positions: { [c.id]: 1, [a.id]: 3 } }));
    expect(result).toEqual({ ok: false, error: "not-found" });
    expect((await imagesOf(id)).map((i) => i.id)).toEqual(images.map((i) => i.id));
    expect(await coverOf(id)).toBe(a.imageUrl);
  });

  it("refuses positions for photos that are not the build's and changes nothing", async () => {
    const mine = await threePhotoBuild();
    const theirs = await threePhotoBuild(other.id);
    const [a, b, c] = mine.images;
    const result = await updateBuild(
      owner.id,
      mine.id,
      edit({
        fields: fields({ title: "Renamed" }),
        positions: { [c.id]: 1, [a.id]: 2, [b.id]: 3, [theirs.images[2].id]: 1 },
      }),
    );
    expect(result).toEqual({ ok: false, error: "unknown-photo" });
    expect((await imagesOf(mine.id)).map((i) => i.id)).toEqual([a.id, b.id, c.id]);
    expect(await coverOf(mine.id)).toBe(a.imageUrl);
    const [row] = await getDb().select().from(builds).where(eq(builds.id, mine.id));
    expect(row.title).toBe("Bayside Blue R34");
    // The other build is untouched too.
    expect(await imagesOf(theirs.id)).toEqual(theirs.images);
    expect(await coverOf(theirs.id)).toBe(theirs.images[0].imageUrl);
  });

  it("saves descriptions and shows an approved build's new cover on its card and in the review", async () => {
    const { id, images } = await threePhotoBuild();
    const [a, b] = images;
    await getDb().update(builds).set({ approvalStatus: "approved" }).where(eq(builds.id, id));
    await updateBuild(
      owner.id,
      id,
      edit({
        positions: { [b.id]: 1, [a.id]: 2 },
        altTexts: { [b.id]: "Green front three-quarter" },
      }),
    );
    const list = await listPublicBuilds(parseBuildListQuery(new URLSearchParams()));
    const card = list.items.find((item) => item.id === id);
    expect(card?.featuredImageUrl).toBe(b.imageUrl);
    expect(card?.coverAltText).toBe("Green front three-quarter");
    await getDb().update(builds).set({ isCarOfWeek: true }).where(eq(builds.id, id));
    const carOfWeek = await getCarOfTheWeek();
    expect(carOfWeek?.featuredImageUrl).toBe(b.imageUrl);
    expect(carOfWeek?.coverAltText).toBe("Green front three-quarter");
    const edits = await getDb().select().from(buildEdits).where(eq(buildEdits.buildId, id));
    expect(edits.flatMap((e) => e.changedFields)).toEqual(
      expect.arrayContaining(["photo-order", "alt-text"]),
    );
    // Saving the same order again records nothing new.
    await updateBuild(owner.id, id, edit({ positions: { [b.id]: 1, [a.id]: 2 } }));
    expect(await getDb().select().from(buildEdits).where(eq(buildEdits.buildId, id))).toHaveLength(
      edits.length,
    );
  });
});
