// /uploads with the default local driver: what server.ts mounts serves DATA_DIR/uploads with the
// immutable cache and never a half-written temporary file. (The S3 side: storage-s3.test.ts.)
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { createLocalStorage } from "./storage.server";
import { isPrivateUploadPath, uploadsHandler } from "./uploads-route.server";

let dataDir: string;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "camber-uploads-route-"));
  const app = express();
  app.use("/uploads", uploadsHandler(parseEnv({ DATA_DIR: dataDir })));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("/uploads on the local driver", () => {
  it("serves stored files with the immutable cache, and nothing else", async () => {
    const store = createLocalStorage(path.join(dataDir, "uploads"));
    await store.put("avatars/u1/1-0-abc-300.webp", Buffer.from("webp-bytes"), "image/webp");
    const response = await fetch(`${baseUrl}${store.publicUrl("avatars/u1/1-0-abc-300.webp")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Other sites may not embed members' photos.
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(await response.text()).toBe("webp-bytes");

    fs.writeFileSync(path.join(dataDir, "uploads/avatars/u1/.tmp-123"), "half");
    expect((await fetch(`${baseUrl}/uploads/avatars/u1/.tmp-123`)).status).not.toBe(200);
    expect((await fetch(`${baseUrl}/uploads/avatars/u1/missing.webp`)).status).toBe(404);
  });
});

describe("private stored files", () => {
  it("never serves a key under private/ (members' data exports), in any spelling", async () => {
    const store = createLocalStorage(path.join(dataDir, "uploads"));
    await store.put("private/exports/e1-abc.zip", Buffer.from("zip-bytes"), "application/zip");
    for (const spelling of [
      "/uploads/private/exports/e1-abc.zip",
      "/uploads/%70rivate/exports/e1-abc.zip",
      "/uploads//private/exports/e1-abc.zip",
      "/uploads/builds/../private/exports/e1-abc.zip",
      "/uploads/PRIVATE/exports/e1-abc.zip",
      "/uploads/private%2Fexports%2Fe1-abc.zip",
    ]) {
      const response = await fetch(`${baseUrl}${spelling}`);
      expect(response.status, spelling).toBe(404);
      expect(await response.text(), spelling).not.toContain("zip-bytes");
    }
  });

  it("tells private paths from public ones", () => {
    expect(isPrivateUploadPath("/private/exports/x.zip")).toBe(true);
    expect(isPrivateUploadPath("/private")).toBe(true);
    expect(isPrivateUploadPath("/%E0%A4%A")).toBe(true);
    expect(isPrivateUploadPath("/privateer/x.webp")).toBe(false);
    expect(isPrivateUploadPath("/builds/u1/private.webp")).toBe(false);
  });
});
