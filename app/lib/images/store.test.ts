import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_IMAGE_BYTES } from "../image-rules";
import { displayImageUrl, srcSetFor } from "../image-urls";
import { configureLogger } from "../log.server";
import { createLocalStorage, isValidStorageKey, type ObjectStorage } from "../storage.server";
import { ImageRejectedError } from "./errors.server";
import {
  deleteOwnedFilesIn,
  discardStoredFilesIn,
  isOwnedUploadIn,
  type StoreImageOptions,
  storeImageIn,
} from "./store.server";

const OWNER = "0b6f0c5e-8d3a-4c1e-9f7a-2b1d3c4e5f60";
let root: string;
let store: ObjectStorage;

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();
}

/** Every file under the storage root, relative to it. */
/** Stores a generated photo of the given size as `kind`, for `ownerId`. */
async function storePhoto(
  width: number,
  height: number,
  kind: StoreImageOptions["kind"],
  ownerId = OWNER,
) {
  return storeImageIn(store, await photo(width, height), { ownerId, kind });
}

function storedFiles(): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "camber-images-"));
  store = createLocalStorage(root);
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("storeImageIn", () => {
  it("stores every variant under safe keys of kind, owner, timestamp, index and random", async () => {
    const before = Date.now();
    const image = await storeImageIn(store, await photo(2000, 1000), {
      ownerId: OWNER,
      kind: "events",
      index: 3,
    });
    expect(image.keys).toHaveLength(3);
    for (const key of image.keys) {
      expect(isValidStorageKey(key)).toBe(true);
      const match = key.match(/^events\/([0-9a-f-]+)\/(\d+)-(\d+)-([0-9a-f]{12})-(\d+)\.webp$/);
      expect(match).not.toBeNull();
      const [, owner, timestamp, index] = match!;
      expect(owner).toBe(OWNER);
      expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
      expect(index).toBe("3");
    }
    expect(image.keys.map((k) => k.match(/-(\d+)\.webp$/)![1])).toEqual(["480", "960", "1600"]);
    expect(image.url).toBe(`/uploads/${image.keys[2]}`);
    expect([image.width, image.height]).toEqual([1600, 800]);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(storedFiles()).toEqual([...image.keys].sort());
    // The srcset names exactly the files written.
    expect(srcSetFor(image.url)).toBe(
      image.keys.map((k, i) => `/uploads/${k} ${[480, 960, 1600][i]}w`).join(", "),
    );
  });

  it("keeps a 2560px variant of a large build photo for the zoom, but never in the srcset", async () => {
    const image = await storeImageIn(store, await photo(4000, 3000), {
      ownerId: OWNER,
      kind: "builds",
    });
    expect(image.keys.map((k) => k.match(/-(\d+)\.webp$/)![1])).toEqual([
      "480",
      "960",
      "1600",
      "2560",
    ]);
    expect(image.url).toBe(`/uploads/${image.keys[3]}`);
    expect([image.width, image.height]).toEqual([2560, 1920]);
    expect(storedFiles()).toEqual([...image.keys].sort());
    expect(srcSetFor(image.url)).not.toContain("2560");
    expect(displayImageUrl(image.url)).toBe(`/uploads/${image.keys[2]}`);
    // Other kinds stay at 1600; a build photo between the two keeps its own width.
    const flyer = await storeImageIn(store, await photo(4000, 3000), {
      ownerId: OWNER,
      kind: "events",
    });
    expect(flyer.width).toBe(1600);
    const mid = await storeImageIn(store, await photo(2000, 1500), {
      ownerId: OWNER,
      kind: "builds",
    });
    expect(mid.keys.map((k) => k.match(/-(\d+)\.webp$/)![1])).toEqual([
      "480",
      "960",
      "1600",
      "2000",
    ]);
    // Deleting the image removes the zoom variant too.
    await deleteOwnedFilesIn(store, [image.url, flyer.url, mid.url], {
      kind: "builds",
      ownerId: OWNER,
    });
    expect(storedFiles().filter((k) => k.startsWith("builds/"))).toEqual([]);
  });

  it("accepts a File and ignores its name and MIME type", async () => {
    const file = new File([await photo(100, 80)], "../../../etc/passwd.svg", {
      type: "image/svg+xml",
    });
    const image = await storeImageIn(store, file, { ownerId: OWNER, kind: "events" });
    expect(image.keys).toEqual([
      expect.stringMatching(/^events\/[0-9a-f-]+\/\d+-0-[0-9a-f]{12}-100\.webp$/),
    ]);
    expect(image.url).not.toMatch(/passwd|svg/);
  });

  it("rejects a File over 5MB without reading it", async () => {
    const file = new File([Buffer.alloc(MAX_IMAGE_BYTES + 1)], "big.jpg", { type: "image/jpeg" });
    const read = vi.spyOn(file, "arrayBuffer");
    const error = await storeImageIn(store, file, { ownerId: OWNER, kind: "events" }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(error.reason).toBe("size");
    expect(read).not.toHaveBeenCalled();
    expect(storedFiles()).toEqual([]);
  });

  it("gives two uploads in the same millisecond different keys", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1_767_312_000_000);
    const bytes = await photo(200, 100);
    const [a, b] = await Promise.all([
      storeImageIn(store, bytes, { ownerId: OWNER, kind: "builds", index: 0 }),
      storeImageIn(store, bytes, { ownerId: OWNER, kind: "builds", index: 0 }),
    ]);
    expect(a.url).not.toBe(b.url);
    expect(storedFiles()).toHaveLength(2);
  });

  it("removes the variants already written when a write fails half-way, and rethrows", async () => {
    const diskFull = new Error("ENOSPC: no space left on device");
    let puts = 0;
    const failing: ObjectStorage = {
      ...store,
      async put(key, body, type) {
        puts += 1;
        if (puts === 3) throw diskFull;
        await store.put(key, body, type);
      },
    };
    await expect(
      storeImageIn(failing, await photo(2000, 1500), { ownerId: OWNER, kind: "builds" }),
    ).rejects.toBe(diskFull);
    expect(puts).toBe(3);
    expect(storedFiles()).toEqual([]);
  });

  it("refuses owner ids and indexes that would put foreign text in a key", async () => {
    const bytes = await photo(10, 10);
    for (const ownerId of ["../admin", "a/b", "", "x".repeat(65), "née"]) {
      await expect(storeImageIn(store, bytes, { ownerId, kind: "builds" })).rejects.toThrow(
        /Invalid image owner id/,
      );
    }
    for (const index of [-1, 1.5, 1000, Number.NaN]) {
      await expect(
        storeImageIn(store, bytes, { ownerId: OWNER, kind: "builds", index }),
      ).rejects.toThrow(/Invalid image index/);
    }
    expect(storedFiles()).toEqual([]);
  });

  it("stores nothing for a rejected image", async () => {
    await expect(
      storeImageIn(store, Buffer.from("<svg/>"), { ownerId: OWNER, kind: "builds" }),
    ).rejects.toMatchObject({ reason: "type" });
    expect(storedFiles()).toEqual([]);
  });
});

describe("avatars", () => {
  it("are stored square-cropped at the small sizes 64, 128, 256 and 512, named for srcset", async () => {
    const avatar = await storePhoto(2000, 1200, "avatars");
    expect(avatar.keys.map((key) => key.replace(/^.*-/, ""))).toEqual([
      "sq64.webp",
      "sq128.webp",
      "sq256.webp",
      "sq512.webp",
    ]);
    for (const key of avatar.keys) {
      const size = Number(/sq(\d+)\.webp$/.exec(key)?.[1]);
      const meta = await sharp(fs.readFileSync(path.join(root, key))).metadata();
      expect([meta.width, meta.height]).toEqual([size, size]);
    }
    expect([avatar.width, avatar.height]).toEqual([512, 512]);
    expect(srcSetFor(avatar.url)).toBe(
      avatar.keys.map((key, i) => `/uploads/${key} ${[64, 128, 256, 512][i]}w`).join(", "),
    );
  });

  it("never upscale: a 100px picture tops out at 100px", async () => {
    const avatar = await storePhoto(300, 100, "avatars");
    expect(avatar.keys.map((key) => key.replace(/^.*-/, ""))).toEqual(["sq64.webp", "sq100.webp"]);
  });

  it("stored before square avatars (standard widths) still resolve to their files", () => {
    const old = `/uploads/avatars/${OWNER}/1767312000000-0-9a8b7c6d5e4f-1600.webp`;
    expect(srcSetFor(old)).toBe(
      [480, 960, 1600]
        .map((w) => `/uploads/avatars/${OWNER}/1767312000000-0-9a8b7c6d5e4f-${w}.webp ${w}w`)
        .join(", "),
    );
  });
});

describe("deleteOwnedFilesIn", () => {
  it("deletes every variant of each stored image and ignores external URLs", async () => {
    const kept = await storePhoto(600, 400, "builds");
    const gone1 = await storePhoto(1700, 400, "builds");
    const gone2 = await storePhoto(300, 400, "events");
    const urls = [gone1.url, "https://example.com/car.jpg", "/placeholder.svg", gone1.url];
    await deleteOwnedFilesIn(store, urls, { kind: "builds", ownerId: OWNER });
    await deleteOwnedFilesIn(store, [gone2.url], { kind: "events", ownerId: OWNER });
    expect(storedFiles()).toEqual([...kept.keys].sort());
  });

  it("never deletes another member's file or a file of another kind", async () => {
    const victim = "7d3e9f10-1111-4c1e-9f7a-2b1d3c4e5f60";
    const photoOfVictim = await storePhoto(1700, 900, "builds", victim);
    const avatarOfVictim = await storePhoto(300, 300, "avatars", victim);
    const ownBuildPhoto = await storePhoto(300, 300, "builds");
    const urls = [photoOfVictim.url, avatarOfVictim.url, ownBuildPhoto.url];
    expect(
      urls.map((url) => isOwnedUploadIn(store, url, { kind: "avatars", ownerId: OWNER })),
    ).toEqual([false, false, false]);
    // A prefix of another member's id is not their folder.
    expect(
      isOwnedUploadIn(store, avatarOfVictim.url, { kind: "avatars", ownerId: victim.slice(0, 8) }),
    ).toBe(false);
    expect(isOwnedUploadIn(store, avatarOfVictim.url, { kind: "avatars", ownerId: victim })).toBe(
      true,
    );
    await deleteOwnedFilesIn(store, urls, { kind: "avatars", ownerId: OWNER });
    expect(storedFiles()).toEqual(
      [...photoOfVictim.keys, ...avatarOfVictim.keys, ...ownBuildPhoto.keys].sort(),
    );
    // Features are any admin's uploads of that kind, never another kind.
    await deleteOwnedFilesIn(store, urls, { kind: "features", ownerId: null });
    expect(storedFiles()).toHaveLength(
      photoOfVictim.keys.length + avatarOfVictim.keys.length + ownBuildPhoto.keys.length,
    );
  });

  it("is fine with images already deleted", async () => {
    const image = await storePhoto(600, 400, "media");
    await deleteOwnedFilesIn(store, [image.url], { kind: "media", ownerId: OWNER });
    await deleteOwnedFilesIn(store, [image.url], { kind: "media", ownerId: OWNER });
    expect(storedFiles()).toEqual([]);
  });
});

describe("storeImage / deleteStoredImages (process-wide storage)", () => {
  it("writes under DATA_DIR/uploads and deletes from there", async () => {
    const { deleteStoredImages, storeImage } = await import("../images.server");
    const uploads = path.join(path.resolve(process.env.DATA_DIR!), "uploads");
    const image = await storeImage(await photo(500, 500), { ownerId: OWNER, kind: "avatars" });
    for (const key of image.keys) expect(fs.existsSync(path.join(uploads, key))).toBe(true);
    await deleteStoredImages([image.url], { kind: "avatars", ownerId: OWNER });
    for (const key of image.keys) expect(fs.existsSync(path.join(uploads, key))).toBe(false);
  });
});

describe("discardStoredFilesIn", () => {
  it("deletes every variant of the images and other stored files, skipping external URLs", async () => {
    const image = await storePhoto(1200, 800, "builds");
    await store.put(`media/${OWNER}/video-1-abcdefabcdef.mp4`, Buffer.from("mp4"), "video/mp4");
    await discardStoredFilesIn(
      store,
      [
        image.url,
        `/uploads/media/${OWNER}/video-1-abcdefabcdef.mp4`,
        "https://x.example/a.jpg",
        null,
      ],
      "builds",
    );
    expect(storedFiles()).toEqual([]);
  });

  it("never throws when the store is down: it warns, and the sweep collects the files later", async () => {
    const lines: string[] = [];
    configureLogger({
      destination: { write: (line: string) => void lines.push(line) },
      level: "info",
    });
    const image = await storePhoto(600, 400, "events");
    const down: ObjectStorage = {
      ...store,
      async delete() {
        throw new Error("connect ECONNREFUSED 127.0.0.1:9000");
      },
    };
    await expect(discardStoredFilesIn(down, [image.url], "events")).resolves.toBeUndefined();
    const warning = JSON.parse(lines.find((l) => l.includes("storage sweep")) ?? "{}");
    expect(warning).toMatchObject({ level: "warn", area: "events", urls: [image.url] });
    expect(warning.err.message).toContain("ECONNREFUSED");
    expect(storedFiles()).toHaveLength(image.keys.length);
  });
});
