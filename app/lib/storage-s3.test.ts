// The S3 driver against a real S3-protocol server (s3rver, started here), and /uploads served
// from the bucket through the same Express handler server.ts mounts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../../tests/setup/s3";
import { parseEnv } from "./env.server";
import { deleteOwnedFilesIn, storeImageIn } from "./images/store.server";
import { InvalidStorageKeyError, StorageKeyExistsError } from "./storage.server";
import {
  createS3Storage,
  IMMUTABLE_CACHE_CONTROL,
  type S3Storage,
  UPLOAD_PART_BYTES,
} from "./storage-s3.server";
import { uploadsHandler } from "./uploads-route.server";

let s3: TestS3Server;
let store: S3Storage;
let baseUrl: string;
let closeApp: () => Promise<void>;

function uniqueKey(name: string) {
  return `tests/${Date.now()}-${Math.random().toString(16).slice(2, 10)}-${name}`;
}

beforeAll(async () => {
  s3 = await startTestS3Server();
  const config = parseEnv({ ...s3.env });
  store = createS3Storage({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
  const app = express();
  app.use("/uploads", uploadsHandler(config));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeApp = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await closeApp?.();
  store?.client.destroy();
  await s3?.stop();
});

describe("S3 storage driver", () => {
  it("stores an object with its content type and an immutable cache header", async () => {
    const key = uniqueKey("a.webp");
    await store.put(key, Buffer.from("RIFF-webp-bytes"), "image/webp");
    const head = await store.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe("image/webp");
    expect(head.CacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(head.ContentLength).toBe(15);
  });

  it("never overwrites an existing key", async () => {
    const key = uniqueKey("b.webp");
    await store.put(key, Buffer.from("first"), "image/webp");
    await expect(store.put(key, Buffer.from("second"), "image/webp")).rejects.toBeInstanceOf(
      StorageKeyExistsError,
    );
    const response = await fetch(`${baseUrl}${store.publicUrl(key)}`);
    expect(await response.text()).toBe("first");
  });

  it("maps a store's 412 on the conditional PUT (a key written in between) to StorageKeyExistsError", async () => {
    // s3rver ignores If-None-Match; AWS S3, R2 and MinIO answer a taken key with 412. This
    // server answers like them: the HEAD finds nothing, the conditional PUT loses the race.
    const seen: string[] = [];
    const racing = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.headers["if-none-match"] ?? ""}`);
      req.resume();
      req.on("end", () => {
        if (req.method === "HEAD") {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(412, { "Content-Type": "application/xml" });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
        );
      });
    });
    racing.listen(0, "127.0.0.1");
    await new Promise((resolve) => racing.once("listening", resolve));
    const raced = createS3Storage({
      bucket: "camber-race",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${(racing.address() as AddressInfo).port}`,
      credentials: { accessKeyId: "k", secretAccessKey: "s" },
      forcePathStyle: true,
    });
    try {
      await expect(raced.put("a/b.webp", Buffer.from("x"), "image/webp")).rejects.toBeInstanceOf(
        StorageKeyExistsError,
      );
      expect(seen).toEqual(["HEAD ", "PUT *"]);
    } finally {
      raced.client.destroy();
      await new Promise((resolve) => racing.close(resolve));
    }
  });

  it("reads an object's bytes back, null for a missing key", async () => {
    const key = uniqueKey("read.webp");
    await store.put(key, Buffer.from("bucket-bytes"), "image/webp");
    expect((await store.get(key))?.toString()).toBe("bucket-bytes");
    expect(await store.get(uniqueKey("never-stored.webp"))).toBeNull();
    await expect(store.get("../x")).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it("stores streams small (one PUT) and large (parts as they fill), and streams them back", async () => {
    const small = uniqueKey("small.zip");
    expect(
      await store.putStream(small, Readable.from([Buffer.from("tiny zip")]), "application/zip"),
    ).toBe(8);
    // Two full parts and a short last one: chunks arrive in pieces smaller than a part.
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const count = Math.ceil((2 * UPLOAD_PART_BYTES) / chunk.length) + 3;
    const large = uniqueKey("large.zip");
    const size = await store.putStream(
      large,
      Readable.from(Array.from({ length: count }, () => chunk)),
      "application/zip",
    );
    expect(size).toBe(count * chunk.length);
    const head = await store.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: large }));
    expect(head.ContentLength).toBe(size);
    expect(head.ContentType).toBe("application/zip");
    const stored = await store.getStream(large);
    expect(stored?.size).toBe(size);
    let read = 0;
    for await (const piece of stored?.body ?? []) read += (piece as Buffer).length;
    expect(read).toBe(size);
    const tiny = await store.getStream(small);
    const bytes: Buffer[] = [];
    for await (const piece of tiny?.body ?? []) bytes.push(piece as Buffer);
    expect(Buffer.concat(bytes).toString()).toBe("tiny zip");
    expect(await store.getStream(uniqueKey("never-stored.zip"))).toBeNull();
    await expect(
      store.putStream(small, Readable.from([Buffer.from("again")]), "application/zip"),
    ).rejects.toBeInstanceOf(StorageKeyExistsError);
  });

  it("deletes objects, and missing keys are fine", async () => {
    const keys = [uniqueKey("c1.webp"), uniqueKey("c2.webp")];
    for (const key of keys) await store.put(key, Buffer.from(key), "image/webp");
    await store.delete([...keys, uniqueKey("never-stored.webp")]);
    for (const key of keys) {
      expect((await fetch(`${baseUrl}/uploads/${key}`)).status).toBe(404);
    }
    await store.delete([]);
    // A deleted key can be written again (new bytes, same key is never reused by the app itself).
    await store.put(keys[0], Buffer.from("again"), "image/webp");
  });

  it("lists the objects under a prefix with their write times", async () => {
    const prefix = `${uniqueKey("listing")}/`;
    const keys = ["u1/a-480.webp", "u1/a-960.webp", "u2/b-480.webp"].map((k) => `${prefix}${k}`);
    const before = Date.now() - 60_000;
    for (const key of keys) await store.put(key, Buffer.from(key), "image/webp");
    await store.put(`${prefix.slice(0, -1)}-sibling/x.webp`, Buffer.from("x"), "image/webp");

    const listed: string[] = [];
    for await (const object of store.list(prefix)) {
      listed.push(object.key);
      expect(object.lastModified.getTime()).toBeGreaterThan(before);
      expect(object.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    }
    expect(listed.sort()).toEqual(keys);
    const none: string[] = [];
    for await (const object of store.list(`${prefix}nothing-here/`)) none.push(object.key);
    expect(none).toEqual([]);
  });

  it("follows ListObjectsV2 continuation tokens until the listing is complete", async () => {
    // s3rver cannot make continuation tokens on this Node (it encrypts them with DES, which
    // OpenSSL 3 no longer offers), so the pages come from a client that answers like S3: at most
    // 1000 keys per page, IsTruncated and NextContinuationToken until the last one.
    const all = Array.from(
      { length: 2345 },
      (_, i) => `builds/u1/${String(i).padStart(5, "0")}.webp`,
    );
    const requests: { Prefix?: string; ContinuationToken?: string }[] = [];
    const paging = {
      async send(command: { input: { Prefix?: string; ContinuationToken?: string } }) {
        requests.push({ ...command.input });
        const start = Number(command.input.ContinuationToken ?? 0);
        const contents = all.slice(start, start + 1000).map((Key) => ({
          Key,
          LastModified: new Date("2026-01-01T00:00:00Z"),
        }));
        const next = start + 1000;
        return next < all.length
          ? { Contents: contents, IsTruncated: true, NextContinuationToken: String(next) }
          : { Contents: contents, IsTruncated: false };
      },
    } as unknown as S3Client;
    const paged = createS3Storage({ bucket: "b", region: "us-east-1" }, { client: paging });
    const listed: string[] = [];
    for await (const object of paged.list("builds/")) listed.push(object.key);
    expect(listed).toEqual(all);
    expect(requests).toEqual([
      { Bucket: "b", Prefix: "builds/", ContinuationToken: undefined },
      { Bucket: "b", Prefix: "builds/", ContinuationToken: "1000" },
      { Bucket: "b", Prefix: "builds/", ContinuationToken: "2000" },
    ]);
  });

  it("refuses bad keys before talking to the store", async () => {
    for (const key of ["../etc/passwd", "/abs.webp", "a//b.webp", "A.webp", ".hidden", ""]) {
      await expect(store.put(key, Buffer.from("x"), "image/webp")).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(store.delete([key])).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => store.publicUrl(key)).toThrow(InvalidStorageKeyError);
    }
  });

  it("keeps /uploads URLs without a public base, and reads its own URLs back", () => {
    expect(store.publicUrl("builds/u1/1-0-abc-480.webp")).toBe(
      "/uploads/builds/u1/1-0-abc-480.webp",
    );
    expect(store.keyFromUrl("/uploads/builds/u1/1-0-abc-480.webp")).toBe(
      "builds/u1/1-0-abc-480.webp",
    );
    expect(store.keyFromUrl("https://example.com/cat.jpg")).toBeNull();
    expect(store.keyFromUrl("/uploads/../secret")).toBeNull();
  });

  it("gives CDN URLs with S3_PUBLIC_URL_BASE and still understands /uploads URLs", () => {
    const cdn = createS3Storage(
      { bucket: s3.bucket, region: s3.region, publicUrlBase: "https://cdn.example.com/media/" },
      { client: store.client },
    );
    expect(cdn.publicUrl("avatars/u1/k-300.webp")).toBe(
      "https://cdn.example.com/media/avatars/u1/k-300.webp",
    );
    expect(cdn.keyFromUrl("https://cdn.example.com/media/avatars/u1/k-300.webp")).toBe(
      "avatars/u1/k-300.webp",
    );
    expect(cdn.keyFromUrl("/uploads/avatars/u1/k-300.webp")).toBe("avatars/u1/k-300.webp");
    expect(cdn.keyFromUrl("https://cdn.example.com/other/avatars/u1/k-300.webp")).toBeNull();
    expect(cdn.keyFromUrl("https://cdn.example.com/media/Bad Key")).toBeNull();
  });
});

describe("/uploads served from the bucket", () => {
  const body = Buffer.from("0123456789abcdefghij");
  let key: string;

  beforeAll(async () => {
    key = uniqueKey("served.webp");
    await store.put(key, body, "image/webp");
  });

  it("serves the whole object with type, length, ETag and the immutable cache", async () => {
    const response = await fetch(`${baseUrl}/uploads/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    expect(response.headers.get("last-modified")).toBeTruthy();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(body);
  });

  it("answers a Range request with 206 and Content-Range", async () => {
    const response = await fetch(`${baseUrl}/uploads/${key}`, { headers: { Range: "bytes=5-9" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 5-9/20");
    expect(response.headers.get("content-length")).toBe("5");
    expect(await response.text()).toBe("56789");

    const open = await fetch(`${baseUrl}/uploads/${key}`, { headers: { Range: "bytes=16-" } });
    expect(open.status).toBe(206);
    expect(open.headers.get("content-range")).toBe("bytes 16-19/20");
    expect(await open.text()).toBe("ghij");
    // Suffix ranges ("bytes=-4") are passed on as they are: S3 answers them, s3rver gets them
    // wrong (it reads "-4" as "0-4"), so they are not asserted here.
  });

  it("refuses an unsatisfiable range with 416", async () => {
    const response = await fetch(`${baseUrl}/uploads/${key}`, {
      headers: { Range: "bytes=500-600" },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */20");
  });

  it("answers a matching If-None-Match with 304", async () => {
    const first = await fetch(`${baseUrl}/uploads/${key}`);
    const etag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();
    const again = await fetch(`${baseUrl}/uploads/${key}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await fetch(`${baseUrl}/uploads/${key}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("20");
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(await response.text()).toBe("");
  });

  it("404s missing objects and bad keys, and refuses writes", async () => {
    expect((await fetch(`${baseUrl}/uploads/tests/missing.webp`)).status).toBe(404);
    for (const bad of ["/uploads/%2e%2e/secret", "/uploads/.hidden", "/uploads/A.webp"]) {
      expect((await fetch(`${baseUrl}${bad}`)).status).toBe(404);
    }
    const put = await fetch(`${baseUrl}/uploads/${key}`, { method: "PUT", body: "x" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the image pipeline on the S3 driver", () => {
  it("stores every variant in the bucket, serves them at /uploads and deletes them all", async () => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const stored = await storeImageIn(store, photo, { ownerId: "user-s3", kind: "builds" });
    expect(stored.url).toMatch(/^\/uploads\/builds\/user-s3\/[a-z0-9-]+-1200\.webp$/);
    expect(stored.keys).toHaveLength(3);
    for (const key of stored.keys) {
      const response = await fetch(`${baseUrl}/uploads/${key}`);
      expect(response.status).toBe(200);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe(
        "webp",
      );
    }
    await deleteOwnedFilesIn(store, [stored.url, "https://example.com/not-ours.jpg"], {
      kind: "builds",
      ownerId: "user-s3",
    });
    for (const key of stored.keys) {
      expect((await fetch(`${baseUrl}/uploads/${key}`)).status).toBe(404);
    }
  });
});

describe("S3 configuration", () => {
  it("names what a half S3 configuration lacks", () => {
    expect(() => parseEnv({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET is required/);
    expect(() => parseEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "bucket" })).toThrow(
      /S3_REGION is required/,
    );
    expect(() =>
      parseEnv({
        STORAGE_DRIVER: "s3",
        S3_BUCKET: "bucket",
        S3_REGION: "eu-west-1",
        S3_ACCESS_KEY_ID: "AKIA",
      }),
    ).toThrow(/S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID/);
    expect(() =>
      parseEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "b", S3_REGION: "eu-west-1" }),
    ).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ ...s3.env, S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
    expect(() =>
      parseEnv({ ...s3.env, S3_PUBLIC_URL_BASE: "https://cdn.example.com/?x=1" }),
    ).toThrow(/S3_PUBLIC_URL_BASE/);
    expect(() => parseEnv({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER.*'local'.*'s3'/);
  });

  it("in production refuses S3 settings while the driver is still local", () => {
    const production = {
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(32),
      BASE_URL: "https://camber.example",
    };
    expect(() => parseEnv({ ...production, S3_BUCKET: "camber-uploads" })).toThrow(
      /STORAGE_DRIVER must be 's3' when S3_BUCKET is set/,
    );
    const env = parseEnv({ ...production, ...s3.env });
    expect(env.STORAGE_DRIVER).toBe("s3");
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
  });
});
