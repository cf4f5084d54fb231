import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createLocalStorage,
  InvalidStorageKeyError,
  isValidStorageKey,
  StorageKeyExistsError,
} from "./storage.server";

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "camber-storage-"));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe("storage keys", () => {
  it("accepts our key shapes", () => {
    expect(isValidStorageKey("builds/4f1c2d3e-aaaa/1767312000000-0-9a8b7c6d5e4f-960.webp")).toBe(
      true,
    );
    expect(isValidStorageKey("a.txt")).toBe(true);
  });

  it.each([
    "",
    "../etc/passwd",
    "builds/../../etc/passwd",
    "builds/./x.webp",
    "/etc/passwd",
    "builds//x.webp",
    "builds/x.webp/",
    "builds/.hidden",
    "Builds/X.webp",
    "builds\\x.webp",
    "builds/x y.webp",
    "builds/x%2e%2e.webp",
    "builds/ü.webp",
    `builds/${"a".repeat(600)}`,
  ])("refuses %j", (key) => {
    expect(isValidStorageKey(key)).toBe(false);
  });
});

describe("createLocalStorage", () => {
  it("writes a file under the root and serves it under /uploads", async () => {
    const store = createLocalStorage(root);
    await store.put("avatars/u1/1-0-abc-480.webp", Buffer.from("hello"), "image/webp");
    expect(fs.readFileSync(path.join(root, "avatars/u1/1-0-abc-480.webp"), "utf8")).toBe("hello");
    expect(store.publicUrl("avatars/u1/1-0-abc-480.webp")).toBe(
      "/uploads/avatars/u1/1-0-abc-480.webp",
    );
    // No temporary file is left beside it.
    expect(fs.readdirSync(path.join(root, "avatars/u1"))).toEqual(["1-0-abc-480.webp"]);
  });

  it("never overwrites an existing key", async () => {
    const store = createLocalStorage(root);
    await store.put("builds/u1/a.webp", Buffer.from("first"), "image/webp");
    await expect(
      store.put("builds/u1/a.webp", Buffer.from("second"), "image/webp"),
    ).rejects.toThrow(StorageKeyExistsError);
    expect(fs.readFileSync(path.join(root, "builds/u1/a.webp"), "utf8")).toBe("first");
    expect(fs.readdirSync(path.join(root, "builds/u1"))).toEqual(["a.webp"]);
  });

  it("refuses unsafe keys in every operation, touching nothing outside the root", async () => {
    const store = createLocalStorage(path.join(root, "uploads"));
    fs.writeFileSync(path.join(root, "secret.txt"), "keep me");
    await expect(store.put("../secret.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(store.delete(["../secret.txt"])).rejects.toThrow(InvalidStorageKeyError);
    expect(() => store.publicUrl("../secret.txt")).toThrow(InvalidStorageKeyError);
    expect(fs.readFileSync(path.join(root, "secret.txt"), "utf8")).toBe("keep me");
  });

  it("reads an object's bytes back, null for a key nothing is stored under", async () => {
    const store = createLocalStorage(root);
    await store.put("builds/u1/read.webp", Buffer.from("bytes"), "image/webp");
    expect((await store.get("builds/u1/read.webp"))?.toString()).toBe("bytes");
    expect(await store.get("builds/u1/never-written.webp")).toBeNull();
    await expect(store.get("../secret.txt")).rejects.toThrow(InvalidStorageKeyError);
  });

  it("deletes keys and ignores missing ones", async () => {
    const store = createLocalStorage(root);
    await store.put("media/u1/a.webp", Buffer.from("a"), "image/webp");
    await store.delete(["media/u1/a.webp", "media/u1/never-written.webp", "media/nobody/x.webp"]);
    expect(fs.existsSync(path.join(root, "media/u1/a.webp"))).toBe(false);
    await store.delete([]);
  });

  it("maps its own URLs back to keys and nothing else", () => {
    const store = createLocalStorage(root);
    expect(store.keyFromUrl("/uploads/builds/u1/a-480.webp")).toBe("builds/u1/a-480.webp");
    expect(store.keyFromUrl("https://example.com/uploads/builds/u1/a.webp")).toBeNull();
    expect(store.keyFromUrl("https://images.example.com/car.jpg")).toBeNull();
    expect(store.keyFromUrl("/uploads/../data/camber.db")).toBeNull();
    expect(store.keyFromUrl("/uploadsx/builds/a.webp")).toBeNull();
    expect(store.keyFromUrl("/placeholder.svg")).toBeNull();
  });

  it("uses another URL base when given one", () => {
    const store = createLocalStorage(root, "https://cdn.example.com/files/");
    expect(store.publicUrl("events/u1/a.webp")).toBe(
      "https://cdn.example.com/files/events/u1/a.webp",
    );
    expect(store.keyFromUrl("https://cdn.example.com/files/events/u1/a.webp")).toBe(
      "events/u1/a.webp",
    );
  });
});

describe("createLocalStorage list", () => {
  async function listed(store: ReturnType<typeof createLocalStorage>, prefix: string) {
    const keys: string[] = [];
    for await (const object of store.list(prefix)) keys.push(object.key);
    return keys.sort();
  }

  it("lists the keys under a prefix with their write times, across folders", async () => {
    const store = createLocalStorage(root);
    const keys = ["builds/u1/a-480.webp", "builds/u1/a-960.webp", "builds/u2/b-480.webp"];
    for (const key of keys) await store.put(key, Buffer.from(key), "image/webp");
    await store.put("events/u1/c-480.webp", Buffer.from("c"), "image/webp");
    const old = new Date("2020-01-02T03:04:05Z");
    fs.utimesSync(path.join(root, "builds/u2/b-480.webp"), old, old);

    expect(await listed(store, "builds/")).toEqual(keys);
    expect(await listed(store, "builds/u1/")).toEqual(keys.slice(0, 2));
    expect(await listed(store, "builds/u")).toEqual(keys);
    expect(await listed(store, "")).toEqual([...keys, "events/u1/c-480.webp"]);
    const times = new Map<string, Date>();
    for await (const object of store.list("builds/u2/")) times.set(object.key, object.lastModified);
    expect(times.get("builds/u2/b-480.webp")?.toISOString()).toBe(old.toISOString());
  });

  it("lists nothing for a prefix nothing was stored under, or one no key can have", async () => {
    const store = createLocalStorage(root);
    await store.put("media/u1/x.webp", Buffer.from("x"), "image/webp");
    expect(await listed(store, "features/")).toEqual([]);
    expect(await listed(store, "../")).toEqual([]);
    expect(await listed(createLocalStorage(path.join(root, "never-created")), "")).toEqual([]);
  });

  it("skips what no key can name: a crashed write's temporary file, hidden files", async () => {
    const store = createLocalStorage(root);
    await store.put("avatars/u1/k.webp", Buffer.from("k"), "image/webp");
    fs.writeFileSync(path.join(root, "avatars/u1/.tmp-0123456789abcdef"), "half");
    fs.mkdirSync(path.join(root, "avatars/.hidden"));
    fs.writeFileSync(path.join(root, "avatars/.hidden/x.webp"), "x");
    fs.writeFileSync(path.join(root, "avatars/u1/Upper.webp"), "x");
    expect(await listed(store, "avatars/")).toEqual(["avatars/u1/k.webp"]);
  });
});

describe("storage()", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("is local storage under DATA_DIR/uploads by default", async () => {
    vi.resetModules();
    const { storage } = await import("./storage.server");
    const store = storage();
    expect(store).toBe(storage());
    await store.put("avatars/u9/x.webp", Buffer.from("x"), "image/webp");
    const dataDir = path.resolve(process.env.DATA_DIR!);
    expect(fs.existsSync(path.join(dataDir, "uploads/avatars/u9/x.webp"))).toBe(true);
  });
});

describe("createLocalStorage streams", () => {
  it("stores a stream without a temporary file left, returns its size and streams it back", async () => {
    const store = createLocalStorage(root);
    const chunks = Array.from({ length: 50 }, (_, i) => Buffer.alloc(64 * 1024, i));
    const size = await store.putStream(
      "private/exports/e1.zip",
      Readable.from(chunks),
      "application/zip",
    );
    expect(size).toBe(50 * 64 * 1024);
    expect(fs.readdirSync(path.join(root, "private/exports"))).toEqual(["e1.zip"]);
    const stored = await store.getStream("private/exports/e1.zip");
    expect(stored?.size).toBe(size);
    const read: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(Buffer.concat(chunks))).toBe(true);
    expect(await store.getStream("private/exports/missing.zip")).toBeNull();
  });

  it("never overwrites a key with a stream, and leaves nothing behind when the stream fails", async () => {
    const store = createLocalStorage(root);
    await store.put("private/exports/e2.zip", Buffer.from("first"), "application/zip");
    await expect(
      store.putStream(
        "private/exports/e2.zip",
        Readable.from([Buffer.from("x")]),
        "application/zip",
      ),
    ).rejects.toThrow(StorageKeyExistsError);
    const failing = new Readable({
      read() {
        this.push(Buffer.from("part"));
        this.destroy(new Error("source failed"));
      },
    });
    await expect(
      store.putStream("private/exports/e3.zip", failing, "application/zip"),
    ).rejects.toThrow("source failed");
    expect(fs.readdirSync(path.join(root, "private/exports"))).toEqual(["e2.zip"]);
    expect(fs.readFileSync(path.join(root, "private/exports/e2.zip"), "utf8")).toBe("first");
  });
});
