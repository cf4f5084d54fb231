// Media hub server rules (issue 7, item 2), on PGlite and PostgreSQL: list tabs, search, sort and
// keyset paging; only approved items are public (authors and admins see their own pending ones);
// views +1; atomic submissions (no rows, no files on failure); admin actions audited and notified;
// video sniffing and storage; stored videos answer Range requests with 206.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, queryRows } from "~/db/client.server";
import {
  adminAuditLog,
  mediaItems,
  mediaPhotos,
  mediaTutorialSteps,
  notifications,
  profiles,
} from "~/db/schema";
import { demoReelPath } from "~/demo/media.seed.server";
import type { Actor } from "~/lib/actor.server";
import { ForbiddenError, NotFoundError } from "~/lib/errors";
import { ImageRejectedError } from "~/lib/images.server";
import { pngFile, uploadedFiles } from "../../../tests/setup/uploads";
import { actorOf, createVerifiedUser, makeAdmin, type TestUser } from "../../../tests/setup/users";
import {
  createPhotoSet,
  createTutorial,
  createVideoItem,
  deleteMedia,
  listMediaForAdmin,
  setMediaApproval,
  setMediaFeatured,
} from "./media.server";
import {
  getLatestMedia,
  getMediaForViewer,
  listMoreLikeThis,
  listOwnUnpublishedMedia,
  listPublicMedia,
} from "./queries.server";
import { parseMediaListQuery } from "./schemas";
import { sniffVideo, VideoRejectedError } from "./video.server";

const png = (color = "#ff6600") => pngFile("photo.png", { color });

const query = (params: Record<string, string> = {}) =>
  parseMediaListQuery(new URLSearchParams(params));

let author: TestUser;
let other: TestUser;
let admin: TestUser;
let adminActor: Actor;
let otherActor: Actor;

async function insertItem(values: Partial<typeof mediaItems.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(mediaItems)
    .values({
      type: "photo",
      title: "Item",
      description: "A description",
      approvalStatus: "approved",
      createdBy: author.id,
      ...values,
    })
    .returning({ id: mediaItems.id });
  return row.id;
}

beforeAll(async () => {
  author = await createVerifiedUser({ name: "Maya Okafor" });
  other = await createVerifiedUser({ name: "Other Member" });
  admin = await createVerifiedUser({ name: "Media Admin" });
  await getDb().update(profiles).set({ username: "maya_media" }).where(eq(profiles.id, author.id));
  await makeAdmin(admin);
  adminActor = await actorOf(admin.id);
  otherActor = await actorOf(other.id);
});

describe("public list", () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    await getDb().delete(mediaItems);
    const base = Date.parse("2026-06-01T12:00:00Z");
    // 10 approved photos, 3 approved videos, 2 tutorials (one pending), 1 rejected video.
    for (let i = 0; i < 10; i++) {
      ids[`photo${i}`] = await insertItem({
        type: "photo",
        title: `Photo set ${i}`,
        views: i * 10,
        createdAt: new Date(base + i * 60_000),
      });
    }
    for (let i = 0; i < 3; i++) {
      ids[`video${i}`] = await insertItem({
        type: "video",
        title: `Video ${i}`,
        description: i === 1 ? "Cold start of a TURBOCHARGED straight six" : "Night run",
        durationSeconds: 65,
        views: 1000 + i,
        isFeatured: i === 0,
        createdAt: new Date(base + (20 + i) * 60_000),
      });
    }
    ids.tutorial = await insertItem({
      type: "tutorial",
      title: "Bleeding brakes",
      createdAt: new Date(base + 30 * 60_000),
    });
    ids.pending = await insertItem({
      type: "tutorial",
      title: "Pending tutorial",
      approvalStatus: "pending",
      createdAt: new Date(base + 40 * 60_000),
    });
    ids.rejected = await insertItem({
      type: "video",
      title: "Rejected video",
      approvalStatus: "rejected",
      createdAt: new Date(base + 41 * 60_000),
    });
  });

  it("pages 8 then 8 newest first, approved only, until the end", async () => {
    const first = await listPublicMedia(query());
    expect(first.items).toHaveLength(8);
    expect(first.items[0].id).toBe(ids.tutorial);
    expect(first.nextCursor).not.toBeNull();
    const second = await listPublicMedia(query({ cursor: first.nextCursor ?? "" }));
    expect(second.items).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(all).size).toBe(14);
    expect(all).not.toContain(ids.pending);
    expect(all).not.toContain(ids.rejected);
  });

  it("filters by tab and searches title and description case-insensitively", async () => {
    const videos = await listPublicMedia(query({ type: "video" }));
    expect(videos.items.map((i) => i.title)).toEqual(["Video 2", "Video 1", "Video 0"]);
    const tutorials = await listPublicMedia(query({ type: "tutorial" }));
    expect(tutorials.items.map((i) => i.id)).toEqual([ids.tutorial]);
    const search = await listPublicMedia(query({ q: "turbocharged" }));
    expect(search.items.map((i) => i.id)).toEqual([ids.video1]);
    const byTitle = await listPublicMedia(query({ q: "PHOTO SET 3" }));
    expect(byTitle.items.map((i) => i.id)).toEqual([ids.photo3]);
    const none = await listPublicMedia(query({ q: "no such thing anywhere" }));
    expect(none.items).toEqual([]);
    expect(none.nextCursor).toBeNull();
    // LIKE wildcards are taken literally.
    expect((await listPublicMedia(query({ q: "%" }))).items).toEqual([]);
  });

  it("sorts Most Popular by views and Featured first, paging without gaps", async () => {
    const popular = await listPublicMedia(query({ sort: "popular" }));
    expect(popular.items.slice(0, 4).map((i) => i.title)).toEqual([
      "Video 2",
      "Video 1",
      "Video 0",
      "Photo set 9",
    ]);
    const rest = await listPublicMedia(
      query({ sort: "popular", cursor: popular.nextCursor ?? "" }),
    );
    const views = [...popular.items, ...rest.items].map((i) => i.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(views).toHaveLength(14);

    const featured = await listPublicMedia(query({ sort: "featured" }));
    expect(featured.items[0].id).toBe(ids.video0);
    const more = await listPublicMedia(
      query({ sort: "featured", cursor: featured.nextCursor ?? "" }),
    );
    expect(new Set([...featured.items, ...more.items].map((i) => i.id)).size).toBe(14);
  });

  it("ignores a malformed cursor and parameters", async () => {
    const page = await listPublicMedia(
      parseMediaListQuery(new URLSearchParams({ cursor: "garbage", type: "audio", sort: "x" })),
    );
    expect(page.items).toHaveLength(8);
  });

  it("home shows the newest six approved; More Like This up to 4 of the same type", async () => {
    const latest = await getLatestMedia();
    expect(latest).toHaveLength(6);
    expect(latest.every((i) => i.approvalStatus === "approved")).toBe(true);
    const like = await listMoreLikeThis({ id: ids.photo0, type: "photo" });
    expect(like).toHaveLength(4);
    expect(like.every((i) => i.type === "photo" && i.id !== ids.photo0)).toBe(true);
  });

  it("shows pending items only to their author and admins, and counts public views", async () => {
    expect(await getMediaForViewer(ids.pending, null)).toBeNull();
    expect(await getMediaForViewer(ids.pending, { id: other.id, isAdmin: false })).toBeNull();
    const own = await getMediaForViewer(ids.pending, { id: author.id, isAdmin: false });
    expect(own?.approvalStatus).toBe("pending");
    expect(await getMediaForViewer(ids.rejected, { id: admin.id, isAdmin: true })).not.toBeNull();
    expect((await listOwnUnpublishedMedia(author.id)).map((i) => i.id)).toEqual([
      ids.pending,
      ids.rejected,
    ]);
    expect(await listOwnUnpublishedMedia(other.id)).toEqual([]);

    const day = "2026-11-24";
    const before = await getMediaForViewer(ids.photo0, null);
    await getMediaForViewer(ids.photo0, null, { viewer: "viewer-a", day });
    // The same viewer again the same day adds nothing.
    const after = await getMediaForViewer(ids.photo0, null, { viewer: "viewer-a", day });
    expect(after?.views).toBe((before?.views ?? 0) + 1);
    const [row] = await getDb().select().from(mediaItems).where(eq(mediaItems.id, ids.photo0));
    expect(row.views).toBe(after?.views);
    // A pending item's views do not move.
    await getMediaForViewer(ids.pending, { id: author.id, isAdmin: false }, { viewer: "b", day });
    const [pending] = await getDb().select().from(mediaItems).where(eq(mediaItems.id, ids.pending));
    expect(pending.views).toBe(0);
    expect(await getMediaForViewer("00000000-0000-4000-8000-000000000000", null)).toBeNull();
  });
});

describe("member submissions", () => {
  it("creates a pending photo set with its photos and captions in order", async () => {
    const { id } = await createPhotoSet(
      author.id,
      { title: "Meet gallery", description: "Photos from the meet" },
      [
        { file: await png("#112233"), caption: "First" },
        { file: await png("#445566"), caption: null },
      ],
    );
    const detail = await getMediaForViewer(id, { id: author.id, isAdmin: false });
    expect(detail?.approvalStatus).toBe("pending");
    expect(detail?.photos.map((p) => p.caption)).toEqual(["First", null]);
    expect(detail?.imageUrl).toBe(detail?.photos[0].imageUrl);
    expect(await getMediaForViewer(id, null)).toBeNull();
  });

  it("creates a pending tutorial with numbered steps", async () => {
    const { id } = await createTutorial(
      author.id,
      { title: "Set toe", description: "With string" },
      await png(),
      [
        { title: "Level the car", body: "Find flat ground." },
        { title: "Measure", body: "Front and rear of each rim." },
      ],
    );
    const detail = await getMediaForViewer(id, { id: author.id, isAdmin: false });
    expect(detail?.type).toBe("tutorial");
    expect(detail?.steps.map((s) => [s.position, s.title])).toEqual([
      [1, "Level the car"],
      [2, "Measure"],
    ]);
  });

  it("leaves no rows and no files when an image is refused half-way", async () => {
    const filesBefore = uploadedFiles();
    const [{ n: before }] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from media_items`,
    );
    const notAnImage = new File([new TextEncoder().encode("<svg></svg>")], "x.png");
    await expect(
      createPhotoSet(author.id, { title: "Broken", description: "Broken set" }, [
        { file: await png(), caption: null },
        { file: await png("#00ff00"), caption: null },
        { file: notAnImage, caption: null },
      ]),
    ).rejects.toBeInstanceOf(ImageRejectedError);
    expect(uploadedFiles()).toEqual(filesBefore);
    const [{ n: after }] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from media_items`,
    );
    expect(after).toBe(before);
  });

  it("removes the stored files when the database write fails", async () => {
    const filesBefore = uploadedFiles();
    // An author id that does not exist: the insert fails on its foreign key after the upload.
    await expect(
      createTutorial("no-such-user", { title: "Orphan", description: "Never saved" }, await png(), [
        { title: "Step", body: "Body" },
      ]),
    ).rejects.toThrow();
    expect(uploadedFiles()).toEqual(filesBefore);
    const rows = await getDb().select().from(mediaItems).where(eq(mediaItems.title, "Orphan"));
    expect(rows).toEqual([]);
  });
});

describe("admin actions", () => {
  it("refuses members: 403 and nothing changes", async () => {
    const id = await insertItem({ approvalStatus: "pending", title: "Needs review" });
    await expect(setMediaApproval(otherActor, id, "approved")).rejects.toThrow(ForbiddenError);
    await expect(deleteMedia(otherActor, id)).rejects.toThrow(ForbiddenError);
    const [row] = await getDb().select().from(mediaItems).where(eq(mediaItems.id, id));
    expect(row.approvalStatus).toBe("pending");
    expect(
      await getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id)),
    ).toEqual([]);
    await expect(listMediaForAdmin(otherActor, "all", 1)).rejects.toThrow();
  });

  it("approves, rejects, features with audit entries and notices to the author", async () => {
    const id = await insertItem({ approvalStatus: "pending", title: "Review me" });
    const list = await listMediaForAdmin(adminActor, "all", 1);
    // Pending first.
    expect(list.items[0].approvalStatus).toBe("pending");
    expect(list.pendingCount).toBeGreaterThan(0);

    await setMediaApproval(adminActor, id, "approved");
    expect(await getMediaForViewer(id, null)).not.toBeNull();
    await setMediaFeatured(adminActor, id, true);
    await setMediaApproval(adminActor, id, "rejected");
    const [row] = await getDb().select().from(mediaItems).where(eq(mediaItems.id, id));
    expect(row.approvalStatus).toBe("rejected");
    expect(row.isFeatured).toBe(true);

    const audit = await getDb()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, id))
      .orderBy(adminAuditLog.createdAt);
    expect(audit.map((a) => [a.action, a.targetType, a.beforeStatus, a.afterStatus])).toEqual([
      ["media-approve", "media", "pending", "approved"],
      ["media-feature", "media", "not featured", "featured"],
      ["media-reject", "media", "approved", "rejected"],
    ]);
    const notices = await getDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.link, `/media/${id}`)))
      .orderBy(notifications.createdAt);
    expect(notices.map((n) => n.kind)).toEqual(["media-approved", "media-rejected"]);

    await expect(
      setMediaApproval(adminActor, "00000000-0000-4000-8000-000000000000", "approved"),
    ).rejects.toThrow(NotFoundError);
  });

  it("deletes rows and stored files", async () => {
    const { id } = await createPhotoSet(author.id, { title: "To delete", description: "Bye" }, [
      { file: await png("#abcdef"), caption: "One" },
    ]);
    const detail = await getMediaForViewer(id, { id: admin.id, isAdmin: true });
    const photoFile = path.join(
      process.env.DATA_DIR ?? "",
      "uploads",
      (detail?.photos[0].imageUrl ?? "").replace(/^\/uploads\//, ""),
    );
    expect(fs.existsSync(photoFile)).toBe(true);
    await deleteMedia(adminActor, id);
    expect(fs.existsSync(photoFile)).toBe(false);
    expect(await getDb().select().from(mediaPhotos).where(eq(mediaPhotos.mediaId, id))).toEqual([]);
    expect(await getDb().select().from(mediaItems).where(eq(mediaItems.id, id))).toEqual([]);
    const [entry] = await getDb()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, id));
    expect(entry.afterStatus).toBe("deleted");
  });
});

describe("videos", () => {
  const reel = () => fs.readFileSync(demoReelPath());

  it("sniffs MP4 and WebM from the bytes", () => {
    expect(sniffVideo(reel())?.extension).toBe("webm");
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x20]),
      Buffer.from("ftypisom"),
      Buffer.alloc(24),
    ]);
    expect(sniffVideo(mp4)?.extension).toBe("mp4");
    expect(sniffVideo(Buffer.from("<html>not a video</html>"))).toBeNull();
    // A Matroska file that is not WebM is refused.
    expect(
      sniffVideo(
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88, ...Buffer.from("matroska")]),
      ),
    ).toBeNull();
  });

  it("publishes an uploaded video, refuses a fake one without leaving files", async () => {
    const filesBefore = uploadedFiles();
    await expect(
      createVideoItem(
        adminActor,
        { title: "Fake", description: "Not a video", duration: 10, embedUrl: null },
        { video: Buffer.from("definitely not a video file"), cover: await png() },
      ),
    ).rejects.toBeInstanceOf(VideoRejectedError);
    expect(uploadedFiles()).toEqual(filesBefore);

    const { id } = await createVideoItem(
      adminActor,
      { title: "Night run", description: "Clip", duration: 5, embedUrl: null },
      { video: reel(), cover: await png() },
    );
    const item = await getMediaForViewer(id, null);
    expect(item?.approvalStatus).toBe("approved");
    expect(item?.videoUrl).toMatch(/^\/uploads\/media\/.+\.webm$/);
    expect(item?.durationSeconds).toBe(5);

    await expect(
      createVideoItem(
        otherActor,
        { title: "Member video", description: "No", duration: null, embedUrl: null },
        { video: reel(), cover: await png() },
      ),
    ).rejects.toThrow();
  });

  describe("served from /uploads", () => {
    let server: ReturnType<ReturnType<typeof express>["listen"]>;
    let base: string;
    beforeAll(async () => {
      // The same static middleware and options as server.ts.
      const app = express();
      app.use(
        "/uploads",
        express.static(path.join(process.env.DATA_DIR ?? "", "uploads"), {
          immutable: true,
          maxAge: "1y",
          index: false,
          dotfiles: "deny",
          fallthrough: false,
        }),
      );
      server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("answers a Range request with 206 Partial Content", async () => {
      const { id } = await createVideoItem(
        adminActor,
        { title: "Range", description: "Seekable", duration: 5, embedUrl: null },
        { video: reel(), cover: await png() },
      );
      const item = await getMediaForViewer(id, null);
      const url = `${base}${item?.videoUrl}`;
      const size = reel().length;
      const partial = await fetch(url, { headers: { Range: "bytes=100-1099" } });
      expect(partial.status).toBe(206);
      expect(partial.headers.get("content-range")).toBe(`bytes 100-1099/${size}`);
      expect(partial.headers.get("content-type")).toBe("video/webm");
      expect((await partial.arrayBuffer()).byteLength).toBe(1000);
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get("accept-ranges")).toBe("bytes");
    });
  });
});

describe("tutorial steps are stored per item", () => {
  it("deleting a tutorial removes its steps", async () => {
    const { id } = await createTutorial(
      author.id,
      { title: "Temp", description: "Temp" },
      await png(),
      [{ title: "Only step", body: "Body" }],
    );
    await deleteMedia(adminActor, id);
    expect(
      await getDb().select().from(mediaTutorialSteps).where(eq(mediaTutorialSteps.mediaId, id)),
    ).toEqual([]);
  });
});
