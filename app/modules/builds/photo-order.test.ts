import { describe, expect, it } from "vitest";
import {
  foreignPhotoIds,
  movePhoto,
  orderPhotos,
  PHOTO_POSITION_PREFIX,
  readPhotoPositions,
} from "./photo-order";
import { altTextSchema, MAX_BUILD_IMAGES } from "./schemas";

const photos = ["a", "b", "c", "d"].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((p) => p.id).join("");

describe("orderPhotos", () => {
  it("keeps the order without positions", () => {
    expect(ids(orderPhotos(photos, {}))).toBe("abcd");
  });

  it("follows a full set of positions (the buttons keep them 1…n)", () => {
    expect(ids(orderPhotos(photos, { a: 4, b: 3, c: 2, d: 1 }))).toBe("dcba");
  });

  it("lets a moved photo win a shared position (the no-JavaScript selects)", () => {
    expect(ids(orderPhotos(photos, { a: 1, b: 2, c: 1, d: 4 }))).toBe("cabd");
    expect(ids(orderPhotos(photos, { a: 3, b: 2, c: 3, d: 4 }))).toBe("bcad");
    expect(ids(orderPhotos(photos, { d: 1 }))).toBe("dabc");
  });
});

describe("movePhoto", () => {
  it("moves one place, or to the front as the cover", () => {
    expect(ids(movePhoto(photos, "b", -1))).toBe("bacd");
    expect(ids(movePhoto(photos, "b", 1))).toBe("acbd");
    expect(ids(movePhoto(photos, "d", "cover"))).toBe("dabc");
  });

  it("does nothing past the ends or for an unknown photo", () => {
    expect(ids(movePhoto(photos, "a", -1))).toBe("abcd");
    expect(ids(movePhoto(photos, "d", 1))).toBe("abcd");
    expect(ids(movePhoto(photos, "x", "cover"))).toBe("abcd");
  });
});

describe("readPhotoPositions and foreignPhotoIds", () => {
  it("reads whole positions only and names ids that are not the build's", () => {
    const form = new FormData();
    form.append(`${PHOTO_POSITION_PREFIX}a`, "2");
    form.append(`${PHOTO_POSITION_PREFIX}b`, "1");
    form.append(`${PHOTO_POSITION_PREFIX}c`, "1.5");
    form.append(`${PHOTO_POSITION_PREFIX}d`, "<script>");
    form.append(`${PHOTO_POSITION_PREFIX}zz`, "1");
    form.append("caption:a", "1");
    const positions = readPhotoPositions(form);
    expect(positions).toEqual({ a: 2, b: 1, zz: 1 });
    expect(foreignPhotoIds(photos, positions)).toEqual(["zz"]);
    expect(MAX_BUILD_IMAGES).toBe(5);
  });
});

describe("altTextSchema", () => {
  it("keeps one line of plain text, empty as null", () => {
    expect(altTextSchema.parse("  Red coupe\non  bronze\twheels ")).toBe(
      "Red coupe on bronze wheels",
    );
    expect(altTextSchema.parse("   ")).toBeNull();
    expect(altTextSchema.parse("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });

  it("refuses more than 250 characters with a clear message", () => {
    const result = altTextSchema.safeParse("x".repeat(251));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Descriptions must be 250 characters or less");
    expect(altTextSchema.parse("x".repeat(250))).toHaveLength(250);
  });
});
