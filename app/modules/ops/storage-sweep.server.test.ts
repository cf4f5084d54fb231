// The storage sweep against this project's database engine (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): files a row references survive, in whichever URL form the row keeps
// them; old files nobody references are deleted; young ones are kept (an upload in flight).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database, getDb } from "~/db/client.server";
import * as schema from "~/db/schema";
import {
  accountExports,
  buildImages,
  builds,
  events,
  features,
  marketplaceListingImages,
  marketplaceListings,
  mediaItems,
  mediaPhotos,
  profiles,
  users,
} from "~/db/schema";
import { createLocalStorage, type ObjectStorage } from "~/lib/storage.server";
import { createS3Storage, type S3Storage } from "~/lib/storage-s3.server";
import { startTestS3Server, type TestS3Server } from "../../../tests/setup/s3";
import {
  NOT_STORED_FILE_COLUMNS,
  STORED_FILE_COLUMNS,
  SWEEP_GRACE_MS,
  sweepStorage,
  sweepStorageOnce,
} from "./storage-sweep.server";

const HOUR = 60 * 60 * 1000;
const roots: string[] = [];

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

function tempRoot() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "camber-sweep-"));
  roots.push(root);
  return root;
}

let owner: string;

beforeAll(async () => {
  owner = crypto.randomUUID();
  await getDb()
    .insert(users)
    .values({ id: owner, name: "Sweep Owner", email: `${owner}@example.com` });
});

/** Keys of one stored image's variants, the largest last (as storeImage names them). */
function imageKeys(kind: string, widths = [480, 960, 1200]) {
  const stem = `${kind}/${owner}/${Date.now()}-0-${crypto.randomBytes(6).toString("hex")}-`;
  return widths.map((w) => `${stem}${w}.webp`);
}

/** Stores the keys on a local storage rooted at `root`, written `ageMs` ago. */
async function putLocal(store: ObjectStorage, root: string, keys: string[], ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  for (const key of keys) {
    await store.put(key, Buffer.from(key), "image/webp");
    fs.utimesSync(path.join(root, key), when, when);
  }
}

async function listAll(store: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of [
    "builds/",
    "events/",
    "avatars/",
    "media/",
    "marketplace/",
    "features/",
    "private/",
  ]) {
    for await (const object of store.list(prefix)) keys.push(object.key);
  }
  return keys.sort();
}

describe("the list of columns that hold stored files", () => {
  it("names every URL-like column of the schema, or says why it holds no stored file", () => {
    const known = new Set([...STORED_FILE_COLUMNS, ...NOT_STORED_FILE_COLUMNS]);
    const missing: string[] = [];
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      for (const column of Object.values(getTableColumns(value))) {
        if (
          !/(^|_)(url|image|images|avatar|video|photo|flyer|cover|file|upload)(_|$)/.test(
            column.name,
          )
        ) {
          continue;
        }
        if (!known.has(column)) missing.push(`${getTableName(value)}.${column.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("sweepStorage on the local driver", () => {
  it("deletes nothing while the database references no stored file at all", async () => {
    // A fresh database with old files: the signature of a wrong DATABASE_URL for this storage.
    const root = tempRoot();
    const store = createLocalStorage(root);
    const keys = imageKeys("builds");
    await putLocal(store, root, keys, 3 * HOUR);
    const result = await sweepStorage({ store, db: getDb() });
    expect(result).toMatchObject({ old: 3, deleted: false, refused: "no references" });
    expect(await listAll(store)).toEqual([...keys].sort());
  });

  it("keeps referenced and young files, deletes old unreferenced ones, in every URL form", async () => {
    const root = tempRoot();
    // New URLs go to a CDN; rows saved before it was set keep /uploads/<key> URLs.
    const store = createLocalStorage(root, "https://cdn.example.com/files");
    const uploadsUrl = (key: string) => `/uploads/${key}`;
    const old = 3 * HOUR;

    const featured = imageKeys("builds");
    const gallery = imageKeys("builds", [480, 960]);
    const flyer = imageKeys("events");
    const featureImage = imageKeys("features");
    const cover = imageKeys("media");
    const photo = imageKeys("media", [480]);
    const video = [
      `media/${owner}/video-${Date.now()}-${crypto.randomBytes(6).toString("hex")}.mp4`,
    ];
    const listingPhoto = imageKeys("marketplace");
    const avatar = imageKeys("avatars", [300]);
    const userImage = imageKeys("avatars", [200]);
    // A member's data export: its row keeps the bare key of a zip under private/.
    const exportZip = [
      `private/exports/${crypto.randomUUID()}-${crypto.randomBytes(6).toString("hex")}.zip`,
    ];
    const referenced = [
      ...exportZip,
      ...featured,
      ...gallery,
      ...flyer,
      ...featureImage,
      ...cover,
      ...photo,
      ...video,
      ...listingPhoto,
      ...avatar,
      ...userImage,
    ];
    const orphanImage = imageKeys("builds");
    const orphanVideo = [`media/${owner}/video-1-${crypto.randomBytes(6).toString("hex")}.mp4`];
    const orphanFlyer = imageKeys("events", [480]);
    // A zip whose job died before its row said ready (or whose row expired meanwhile).
    const orphanZip = [`private/exports/${crypto.randomUUID()}-000000000000.zip`];
    const young = imageKeys("marketplace");
    await putLocal(
      store,
      root,
      [...referenced, ...orphanImage, ...orphanVideo, ...orphanFlyer, ...orphanZip],
      old,
    );
    await putLocal(store, root, young, 5 * 60 * 1000);
    // Not one of the app's folders: never the sweep's to judge, however old.
    fs.mkdirSync(path.join(root, "backups"), { recursive: true });
    fs.writeFileSync(path.join(root, "backups/readme.txt"), "keep");
    fs.utimesSync(path.join(root, "backups/readme.txt"), new Date(0), new Date(0));

    const db = getDb();
    const last = (keys: string[]) => keys[keys.length - 1];
    const [build] = await db
      .insert(builds)
      .values({
        userId: owner,
        title: "Sweep build",
        carMake: "Honda",
        carModel: "S2000",
        featuredImageUrl: store.publicUrl(last(featured)),
      })
      .returning({ id: builds.id });
    await db.insert(buildImages).values({ buildId: build.id, imageUrl: uploadsUrl(last(gallery)) });
    await db.insert(events).values({
      title: "Sweep meet",
      eventDate: new Date(Date.now() + 7 * 24 * HOUR),
      createdBy: owner,
      imageUrl: `${store.publicUrl(last(flyer))}?v=2`,
    });
    await db.insert(features).values({
      title: "Sweep feature",
      carModel: "S2000",
      publishedOn: "2026-01-01",
      excerpt: "x",
      body: "x",
      imageUrl: store.publicUrl(last(featureImage)),
    });
    const [item] = await db
      .insert(mediaItems)
      .values({
        type: "video",
        title: "Sweep video",
        createdBy: owner,
        imageUrl: uploadsUrl(last(cover)),
        videoUrl: store.publicUrl(video[0]),
      })
      .returning({ id: mediaItems.id });
    await db.insert(mediaPhotos).values({ mediaId: item.id, imageUrl: store.publicUrl(photo[0]) });
    const [listing] = await db
      .insert(marketplaceListings)
      .values({
        sellerId: owner,
        title: "Sweep wheels",
        category: "wheels",
        priceCents: 100,
        condition: "used",
        description: "x",
      })
      .returning({ id: marketplaceListings.id });
    await db
      .insert(marketplaceListingImages)
      .values({ listingId: listing.id, imageUrl: store.publicUrl(last(listingPhoto)) });
    // A CDN base that was changed since: the key at the end of the path still protects it.
    await db.insert(profiles).values({
      id: owner,
      username: `sweep_${owner.slice(0, 8)}`,
      avatarUrl: `https://old-cdn.example.net/media/${avatar[0]}`,
    });
    await db.update(users).set({ image: store.publicUrl(userImage[0]) });
    await db.insert(accountExports).values({
      userId: owner,
      status: "ready",
      tokenHash: crypto.randomBytes(32).toString("hex"),
      storageKey: exportZip[0],
      sizeBytes: 100,
      readyAt: new Date(),
      expiresAt: new Date(Date.now() + 7 * 24 * HOUR),
    });
    // Rows that point elsewhere protect nothing and break nothing.
    await db.insert(buildImages).values([
      { buildId: build.id, imageUrl: "https://example.com/car.jpg" },
      { buildId: build.id, imageUrl: "/placeholder.svg" },
    ]);

    const dryRun = await sweepStorage({ store, db, dryRun: true });
    const orphans = [...orphanImage, ...orphanVideo, ...orphanFlyer, ...orphanZip].sort();
    expect(dryRun.orphans.sort()).toEqual(orphans);
    expect(dryRun).toMatchObject({ deleted: false, refused: "dry run" });
    expect(await listAll(store)).toHaveLength(referenced.length + orphans.length + young.length);

    const result = await sweepStorage({ store, db });
    expect(result.orphans.sort()).toEqual(orphans);
    expect(result).toMatchObject({
      listed: referenced.length + orphans.length + young.length,
      old: referenced.length + orphans.length,
      deleted: true,
    });
    expect(await listAll(store)).toEqual([...referenced, ...young].sort());
    expect(fs.existsSync(path.join(root, "backups/readme.txt"))).toBe(true);

    // Once the young file is past the grace period it goes too; the rest stays.
    const later = await sweepStorage({ store, db, now: new Date(Date.now() + SWEEP_GRACE_MS) });
    expect(later.orphans.sort()).toEqual([...young].sort());
    expect(await listAll(store)).toEqual([...referenced].sort());
  });

  it("runs under the lock: a second sweep while one is running is skipped", async () => {
    const root = tempRoot();
    const store = createLocalStorage(root);
    const orphan = imageKeys("builds", [480]);
    const kept = imageKeys("avatars", [300]);
    await putLocal(store, root, [...orphan, ...kept], 2 * HOUR);
    const id = crypto.randomUUID();
    await getDb()
      .insert(users)
      .values({ id, name: "Lock", email: `${id}@example.com`, image: store.publicUrl(kept[0]) });
    const handle = database();
    const [first, second] = await Promise.all([
      sweepStorageOnce({ handle, store }),
      sweepStorageOnce({ handle, store }),
    ]);
    expect(second).toBeNull();
    expect(first?.orphans).toEqual(orphan);
    expect(await listAll(store)).toEqual(kept);
  });
});

describe("sweepStorage on the S3 driver", () => {
  let s3: TestS3Server;
  let store: S3Storage;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    store = createS3Storage({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
      publicUrlBase: "https://img.camber.example",
    });
  });

  afterAll(async () => {
    store?.client.destroy();
    await s3?.stop();
  });

  it("deletes the bucket's unreferenced objects and keeps the referenced ones", async () => {
    const viaCdn = imageKeys("builds");
    const viaUploads = imageKeys("events", [480, 960]);
    const orphan = imageKeys("builds");
    const foreign = "exports/2026/report.csv";
    for (const key of [...viaCdn, ...viaUploads, ...orphan, foreign]) {
      await store.put(key, Buffer.from(key), "image/webp");
    }
    const db = getDb();
    await db.insert(builds).values({
      userId: owner,
      title: "S3 sweep build",
      carMake: "Mazda",
      carModel: "RX-7",
      featuredImageUrl: store.publicUrl(viaCdn[viaCdn.length - 1]),
    });
    await db.insert(events).values({
      title: "S3 sweep meet",
      eventDate: new Date(Date.now() + 7 * 24 * HOUR),
      createdBy: owner,
      imageUrl: `/uploads/${viaUploads[viaUploads.length - 1]}`,
    });

    // Objects in s3rver are as old as this test; the sweep's clock moves past the grace instead.
    const now = new Date(Date.now() + SWEEP_GRACE_MS + 60_000);
    const young = await sweepStorage({ store, db });
    expect(young.orphans).toEqual([]);
    const result = await sweepStorage({ store, db, now });
    expect(result.orphans.sort()).toEqual([...orphan].sort());
    expect(result.deleted).toBe(true);
    expect(await listAll(store)).toEqual([...viaCdn, ...viaUploads].sort());
    const rest: string[] = [];
    for await (const object of store.list("exports/")) rest.push(object.key);
    expect(rest).toEqual([foreign]);
  });
});
