// "Export my data" on both engines: the request and its job, the zip's content (only the
// member's own data, every kind, photos as stored bytes), the link's token (only its SHA-256
// kept), expiry by the clock, another member's link, the download route, the day's allowance,
// a failing export, and the cleanup job that removes expired exports with their files.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBER_DATA_EXPORTERS } from "~/account-data.server";
import { getDb, queryRows } from "~/db/client.server";
import {
  accountExports,
  buildComments,
  buildImages,
  buildJournalEntries,
  buildJournalPhotos,
  buildMods,
  buildSpecs,
  builds,
  eventComments,
  eventRegistrations,
  forumCategories,
  forumPosts,
  forumTopics,
  jobs,
  marketplaceInquiries,
  marketplaceListingImages,
  marketplaceListings,
  notifications,
  profiles,
} from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { DomainError } from "~/lib/errors";
import { storeImage } from "~/lib/images.server";
import { runJobsOnce } from "~/lib/jobs/index.server";
import { readOutbox } from "~/lib/mail.server";
import type { MemberDataExporter } from "~/lib/member-data.server";
import { createRequestContext } from "~/lib/request-context.server";
import { storage } from "~/lib/storage.server";
import { insertEvent, insertMembers } from "~/modules/events/testing/fixtures.server";
import { pngBuffer } from "../../../../tests/setup/uploads";
import { actorOf } from "../../../../tests/setup/users";
import { EXPORTS_PER_DAY } from "./constants";
import { exportDownloadMiddleware } from "./download.server";
import {
  EXPORT_CLEANUP_JOB,
  EXPORT_JOB,
  findDownload,
  listExports,
  PENDING_GIVES_UP_MS,
  requestExport,
} from "./exports.server";
import { accountExportJobs } from "./jobs.server";
import { hashExportToken } from "./tokens.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const { handlers, recurring } = accountExportJobs(MEMBER_DATA_EXPORTERS);
const drain = (now: Date) => runJobsOnce({ handlers, recurring, clock: () => now });

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "camber-export-test-"));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

let member: Actor;
let other: Actor;
let memberUsername: string;
/** What the world below made: ids to look for in the member's zip, or to miss there. */
const made = {
  buildId: "",
  otherBuildId: "",
  ownComment: "",
  othersComment: "",
  eventQuestion: "",
  topicId: "",
  reply: "",
  othersReply: "",
  hostedEventId: "",
  rsvpEventId: "",
  listingId: "",
  message: "",
  othersMessage: "",
};

async function photoUrl(ownerId: string, kind: "builds" | "marketplace", color: string) {
  return (await storeImage(await pngBuffer({ width: 800, height: 600, color }), { ownerId, kind }))
    .url;
}

/** The member's build (spec, mod, two photos), a journal entry, comments, forums, events, market. */
async function makeWorld() {
  const db = getDb();
  const [a, b] = await insertMembers(2, "exporter");
  member = await actorOf(a);
  other = await actorOf(b);
  [{ username: memberUsername }] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, a));
  await db.update(profiles).set({ bio: "Track days & <b>tea</b>" }).where(eq(profiles.id, a));

  const [build] = await db
    .insert(builds)
    .values({
      userId: a,
      title: "Export S2000",
      carMake: "Honda",
      carModel: "S2000",
      carYear: 2006,
      approvalStatus: "approved",
    })
    .returning({ id: builds.id });
  made.buildId = build.id;
  await db.insert(buildImages).values([
    { buildId: build.id, imageUrl: await photoUrl(a, "builds", "#ff6600"), sortOrder: 0 },
    {
      buildId: build.id,
      imageUrl: await photoUrl(a, "builds", "#0066ff"),
      caption: "Rear",
      sortOrder: 1,
    },
    // A picture linked from another site: its address only.
    { buildId: build.id, imageUrl: "https://example.com/linked.jpg", sortOrder: 2 },
  ]);
  await db.insert(buildSpecs).values({ buildId: build.id, engineCode: "F22C", powerHp: 240 });
  await db.insert(buildMods).values({
    buildId: build.id,
    category: "suspension",
    partName: "Fortune Auto 500",
    costMinor: 180000,
    currency: "USD",
  });
  const [entry] = await db
    .insert(buildJournalEntries)
    .values({
      buildId: build.id,
      userId: a,
      entryDate: "2026-05-01",
      title: "Alignment day",
      body: "-2.5 front",
    })
    .returning({ id: buildJournalEntries.id });
  await db
    .insert(buildJournalPhotos)
    .values({ entryId: entry.id, imageUrl: await photoUrl(a, "builds", "#22aa44") });

  const [otherBuild] = await db
    .insert(builds)
    .values({
      userId: b,
      title: "Other's E30",
      carMake: "BMW",
      carModel: "325i",
      approvalStatus: "approved",
    })
    .returning({ id: builds.id });
  made.otherBuildId = otherBuild.id;
  const [own] = await db
    .insert(buildComments)
    .values({ buildId: otherBuild.id, userId: a, content: "Member's comment on the E30" })
    .returning({ id: buildComments.id });
  made.ownComment = own.id;
  const [theirs] = await db
    .insert(buildComments)
    .values({ buildId: build.id, userId: b, content: "Other's comment on the S2000" })
    .returning({ id: buildComments.id });
  made.othersComment = theirs.id;
  // A deleted comment keeps no text: not exported.
  await db.insert(buildComments).values({
    buildId: otherBuild.id,
    userId: a,
    content: "",
    deletedAt: new Date(),
  });

  const [category] = await db
    .insert(forumCategories)
    .values({ name: `Export ${crypto.randomUUID()}` })
    .returning({ id: forumCategories.id });
  const [topic] = await db
    .insert(forumTopics)
    .values({ title: "Member's topic", categoryId: category.id, createdBy: a })
    .returning({ id: forumTopics.id });
  made.topicId = topic.id;
  await db
    .insert(forumPosts)
    .values({ topicId: topic.id, content: "Opening words", isOpening: true, createdBy: a });
  const [reply] = await db
    .insert(forumPosts)
    .values({ topicId: topic.id, content: "Member's own reply", createdBy: a })
    .returning({ id: forumPosts.id });
  made.reply = reply.id;
  const [othersReply] = await db
    .insert(forumPosts)
    .values({ topicId: topic.id, content: "Other's reply", createdBy: b })
    .returning({ id: forumPosts.id });
  made.othersReply = othersReply.id;

  made.hostedEventId = await insertEvent({ createdBy: a, title: "Member's meet" });
  made.rsvpEventId = await insertEvent({ createdBy: b, title: "Other's meet" });
  await db.insert(eventRegistrations).values([
    { eventId: made.rsvpEventId, userId: a, status: "going", buildId: build.id },
    { eventId: made.hostedEventId, userId: b, status: "going" },
  ]);
  const [question] = await db
    .insert(eventComments)
    .values({ eventId: made.rsvpEventId, userId: a, content: "Is there parking?" })
    .returning({ id: eventComments.id });
  made.eventQuestion = question.id;

  const [listing] = await db
    .insert(marketplaceListings)
    .values({
      sellerId: a,
      title: "TE37 set",
      category: "wheels",
      priceCents: 150000,
      condition: "used",
      description: "Bronze",
    })
    .returning({ id: marketplaceListings.id });
  made.listingId = listing.id;
  await db.insert(marketplaceListingImages).values({
    listingId: listing.id,
    imageUrl: await photoUrl(a, "marketplace", "#aa8844"),
  });
  const [othersListing] = await db
    .insert(marketplaceListings)
    .values({
      sellerId: b,
      title: "Bucket seat",
      category: "parts",
      priceCents: 30000,
      condition: "used",
      description: "Bride",
    })
    .returning({ id: marketplaceListings.id });
  await db.insert(marketplaceInquiries).values([
    { listingId: othersListing.id, buyerId: a, message: "Member asks about the seat" },
    { listingId: listing.id, buyerId: b, message: "Other asks about the wheels" },
  ]);
}

beforeAll(makeWorld);

/** The newest export mail to `email`, and the token in its link. */
async function exportMail(email: string) {
  const mail = (await readOutbox()).find((m) => m.to === email && m.subject.includes("export"));
  const link = mail?.links.find((l) => l.includes("/account/export/"));
  return { mail, token: link ? link.split("/account/export/")[1] : undefined };
}

async function exportRow(id: string) {
  const [row] = await getDb().select().from(accountExports).where(eq(accountExports.id, id));
  return row;
}

/** Unzips the stored zip of an export into a folder of its own (the OS's unzip). */
async function unzipExport(key: string): Promise<string> {
  const object = await storage().getStream(key);
  if (!object) throw new Error(`no zip at ${key}`);
  const zip = path.join(temp, `${crypto.randomUUID()}.zip`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  fs.writeFileSync(zip, Buffer.concat(chunks));
  const dir = zip.replace(/\.zip$/, "");
  execFileSync("unzip", ["-q", zip, "-d", dir]);
  return dir;
}

const readJson = (dir: string, name: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
  bytes.subarray(8, 12).toString("latin1") === "WEBP";

async function ownDataExport(now: Date) {
  const { id } = await requestExport(member, now);
  await drain(now);
  const row = await exportRow(id);
  expect(row.status).toBe("ready");
  return row;
}

describe("a member's export", () => {
  let dir: string;
  let row: typeof accountExports.$inferSelect;
  let token: string;
  const now = new Date();

  beforeAll(async () => {
    row = await ownDataExport(now);
    dir = await unzipExport(row.storageKey ?? "");
    token = (await exportMail(member.email)).token ?? "";
  });

  it("is one zip in private storage with its size, a README and a JSON file per kind", async () => {
    expect(row.storageKey).toMatch(/^private\/exports\/[0-9a-f-]{36}-[0-9a-f]{12}\.zip$/);
    expect(row.sizeBytes).toBe(
      fs.statSync(path.join(process.env.DATA_DIR ?? "", "uploads", row.storageKey ?? "")).size,
    );
    expect(row.readyAt?.getTime()).toBe(now.getTime());
    expect(row.expiresAt.getTime()).toBe(now.getTime() + 7 * DAY);
    const names = fs.readdirSync(dir).sort();
    expect(names).toEqual(
      [
        "README.txt",
        "builds.json",
        "comments.json",
        "event-rsvps.json",
        "events-hosted.json",
        "events-series.json",
        "forum-posts.json",
        "forum-topics.json",
        "journal.json",
        "marketplace-listings.json",
        "marketplace-messages.json",
        "media.json",
        "photos",
        "profile.json",
      ].sort(),
    );
    const readme = fs.readFileSync(path.join(dir, "README.txt"), "utf8");
    expect(readme).toContain("builds.json");
    expect(readme).toContain("powerHp");
    expect(readme).toContain("What other members wrote");
    for (const line of readme.split("\n")) expect(line.length).toBeLessThanOrEqual(78);
  });

  it("holds the profile and the builds with spec, mods and the stored photos' bytes", () => {
    const profile = readJson(dir, "profile.json");
    expect(profile).toMatchObject({
      username: memberUsername,
      email: member.email,
      bio: "Track days & <b>tea</b>",
      profileUrl: `http://localhost:3000/u/${memberUsername}`,
    });
    expect(profile.joinedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const builds = readJson(dir, "builds.json");
    expect(builds.map((b: { id: string }) => b.id)).toEqual([made.buildId]);
    const [build] = builds;
    expect(build).toMatchObject({
      title: "Export S2000",
      year: 2006,
      reviewStatus: "approved",
      deleted: false,
      spec: { engineCode: "F22C", powerHp: 240 },
      mods: [{ partName: "Fortune Auto 500", cost: { amountMinor: 180000, currency: "USD" } }],
    });
    expect(build.photos).toHaveLength(3);
    expect(build.photos[0].file).toBe(`photos/builds/${made.buildId}/1.webp`);
    expect(build.photos[1]).toMatchObject({
      file: `photos/builds/${made.buildId}/2.webp`,
      caption: "Rear",
    });
    expect(build.photos[2]).toMatchObject({ file: null, url: "https://example.com/linked.jpg" });
    for (const photo of build.photos.slice(0, 2)) {
      const bytes = fs.readFileSync(path.join(dir, photo.file));
      expect(isWebp(bytes)).toBe(true);
      // The largest stored variant (800 px wide here: the photo's own size).
      expect(photo.url).toMatch(/-800\.webp$/);
    }

    const journal = readJson(dir, "journal.json");
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ buildId: made.buildId, date: "2026-05-01" });
    expect(isWebp(fs.readFileSync(path.join(dir, journal[0].photos[0].file)))).toBe(true);
  });

  it("holds the member's own comments everywhere, and not what others wrote on their things", () => {
    const comments = readJson(dir, "comments.json");
    const ids = comments.map((c: { id: string }) => c.id);
    expect(ids).toContain(made.ownComment);
    expect(ids).toContain(made.eventQuestion);
    expect(ids).not.toContain(made.othersComment);
    expect(comments).toHaveLength(2);
    expect(comments.find((c: { id: string }) => c.id === made.ownComment)).toMatchObject({
      thread: { kind: "build", id: made.otherBuildId, title: "Other's E30" },
      content: "Member's comment on the E30",
    });
    expect(comments.find((c: { id: string }) => c.id === made.eventQuestion)).toMatchObject({
      thread: { kind: "event", id: made.rsvpEventId },
    });
    expect(fs.readFileSync(path.join(dir, "comments.json"), "utf8")).not.toContain(
      "Other's comment",
    );

    const posts = readJson(dir, "forum-posts.json");
    expect(posts.map((p: { content: string }) => p.content)).toEqual([
      "Opening words",
      "Member's own reply",
    ]);
    expect(readJson(dir, "forum-topics.json")).toMatchObject([{ id: made.topicId }]);

    expect(readJson(dir, "events-hosted.json")).toMatchObject([{ id: made.hostedEventId }]);
    const rsvps = readJson(dir, "event-rsvps.json");
    expect(rsvps).toMatchObject([
      { eventId: made.rsvpEventId, status: "going", car: { buildId: made.buildId } },
    ]);

    const listings = readJson(dir, "marketplace-listings.json");
    expect(listings).toMatchObject([
      { id: made.listingId, price: { amountMinor: 150000, currency: "USD" } },
    ]);
    expect(isWebp(fs.readFileSync(path.join(dir, listings[0].photos[0].file)))).toBe(true);
    const messages = readJson(dir, "marketplace-messages.json");
    expect(messages.map((m: { message: string }) => m.message)).toEqual([
      "Member asks about the seat",
    ]);
  });

  it("mails a link whose token is 32 random bytes, kept only as its SHA-256", async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(row.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(row.tokenHash).toBe(hashExportToken(token));
    // The token is nowhere in the database: not in the job, not in the in-app notice.
    const [{ n }] = await queryRows<{ n: number }>(sql`
      select count(*)::int as n from jobs where payload::text like ${`%${token}%`}`);
    expect(n).toBe(0);
    const notices = await getDb()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, member.id), eq(notifications.kind, "account-export-ready")),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0].link).toBe("/account/export");
    expect(JSON.stringify(notices)).not.toContain(token);
  });

  it("opens for its owner until it expires, and never for another member", async () => {
    expect(await findDownload({ token }, member.id, now)).toMatchObject({ id: row.id });
    expect(await findDownload({ id: row.id }, member.id, now)).toMatchObject({ id: row.id });
    expect(await findDownload({ token }, other.id, now)).toBeNull();
    expect(await findDownload({ id: row.id }, other.id, now)).toBeNull();
    const lastMoment = new Date(now.getTime() + 7 * DAY - 1);
    expect(await findDownload({ token }, member.id, lastMoment)).not.toBeNull();
    expect(await findDownload({ token }, member.id, new Date(now.getTime() + 7 * DAY))).toBeNull();
    const made = crypto.randomBytes(32).toString("base64url");
    expect(await findDownload({ token: made }, member.id, now)).toBeNull();
    expect(await findDownload({ token: "short" }, member.id, now)).toBeNull();
    // A pending export's placeholder can never be asked for.
    expect(await findDownload({ token: `pending:${"0".repeat(64)}` }, member.id, now)).toBeNull();
  });

  it("is listed on the member's page with its size and expiry", async () => {
    const [listed] = await listExports(member.id, now);
    expect(listed).toMatchObject({
      id: row.id,
      status: "ready",
      sizeBytes: row.sizeBytes,
      expiresAt: row.expiresAt.toISOString(),
    });
    const [expired] = await listExports(member.id, new Date(now.getTime() + 8 * DAY));
    expect(expired).toMatchObject({ status: "expired", sizeBytes: null });
    expect(await listExports(other.id, now)).toEqual([]);
  });
});

describe("the download routes", () => {
  const next = async () => new Response("the 404 page", { status: 404 });

  async function download(
    path: string,
    params: Record<string, string>,
    actor: Actor | null,
    headers: Record<string, string> = {},
  ) {
    const request = new Request(`http://localhost:3000${path}`, { headers });
    const context = await createRequestContext(request, { actor });
    return exportDownloadMiddleware({ request, params, context } as never, next as never);
  }

  it("streams the zip to its owner as an attachment that is never cached", async () => {
    const row = await ownDataExport(new Date());
    const { token } = await exportMail(member.email);
    for (const [path, params] of [
      [`/account/export/${token}`, { token: token ?? "" }],
      [`/account/export/${row.id}/download`, { id: row.id }],
    ] as const) {
      const response = (await download(path, params, member)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/zip");
      expect(response.headers.get("content-length")).toBe(String(row.sizeBytes));
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="camber-club-data-\d{4}-\d\d-\d\d\.zip"$/,
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(row.sizeBytes);
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    }
  });

  it("turns a client-side navigation (fetch) into a page load that downloads", async () => {
    const { token } = await exportMail(member.email);
    const path = `/account/export/${token}`;
    const answer = await download(path, { token: token ?? "" }, member, {
      "Sec-Fetch-Mode": "cors",
    }).catch((thrown: Response) => thrown);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toBe(path);
    expect((answer as Response).headers.get("x-remix-reload-document")).toBe("true");
    const navigated = (await download(path, { token: token ?? "" }, member, {
      "Sec-Fetch-Mode": "navigate",
    })) as Response;
    expect(navigated.headers.get("content-type")).toBe("application/zip");
    await navigated.body?.cancel();
  });

  it("sends a visitor to sign in and back, and shows another member the 404 page", async () => {
    const row = await ownDataExport(new Date());
    const { token } = await exportMail(member.email);
    const visitor = await download(`/account/export/${token}`, { token: token ?? "" }, null).catch(
      (thrown: Response) => thrown,
    );
    expect((visitor as Response).status).toBe(302);
    expect((visitor as Response).headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/account/export/${token}`)}`,
    );
    for (const [path, params] of [
      [`/account/export/${token}`, { token: token ?? "" }],
      [`/account/export/${row.id}/download`, { id: row.id }],
      ["/account/export/not-a-token", { token: "not-a-token" }],
      ["/account/export/nope/download", { id: "nope" }],
    ] as const) {
      const response = (await download(path, params, other)) as Response;
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe("the 404 page");
    }
  });
});

describe("asking for exports", () => {
  it("makes one at a time, three a day, and says the real wait", async () => {
    const [id] = await insertMembers(1, "asker");
    const asker = await actorOf(id);
    const start = new Date(Date.now() + 30 * DAY);
    const first = await requestExport(asker, start);
    // The row and its job were written together.
    const [job] = await getDb()
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `account-export:${first.id}`));
    expect(job).toMatchObject({ name: EXPORT_JOB, payload: { exportId: first.id } });

    const second = await requestExport(asker, start).catch((e: DomainError) => e);
    expect(second).toBeInstanceOf(DomainError);
    expect(second).toMatchObject({
      kind: "conflict",
      userMessage: expect.stringContaining("still being prepared"),
    });

    // Ready, ready, ready: the fourth in the same day waits for the first to turn a day old.
    await getDb()
      .update(accountExports)
      .set({ status: "ready" })
      .where(eq(accountExports.userId, id));
    await requestExport(asker, new Date(start.getTime() + HOUR));
    await getDb()
      .update(accountExports)
      .set({ status: "ready" })
      .where(eq(accountExports.userId, id));
    await requestExport(asker, new Date(start.getTime() + 2 * HOUR));
    await getDb()
      .update(accountExports)
      .set({ status: "ready" })
      .where(eq(accountExports.userId, id));
    const refused = await requestExport(asker, new Date(start.getTime() + 5 * HOUR)).catch(
      (e: DomainError) => e,
    );
    expect(refused).toMatchObject({
      kind: "rate-limited",
      retryAfterSeconds: 19 * 60 * 60,
      userMessage: `You can ask for ${EXPORTS_PER_DAY} exports a day. Please try again in 19 hours.`,
    });
    // A day after the first, one more.
    await requestExport(asker, new Date(start.getTime() + DAY));
  });

  it("stops a stuck pending export from blocking after a while, showing it as failed", async () => {
    const [id] = await insertMembers(1, "stuck");
    const asker = await actorOf(id);
    const start = new Date(Date.now() + 60 * DAY);
    const stuck = await requestExport(asker, start);
    const later = new Date(start.getTime() + PENDING_GIVES_UP_MS + 1);
    expect((await listExports(id, later))[0]).toMatchObject({ id: stuck.id, status: "failed" });
    await requestExport(asker, later);
    expect((await exportRow(stuck.id)).status).toBe("failed");
  });

  it("marks an export failed after its last attempt, leaving no zip behind", async () => {
    const [id] = await insertMembers(1, "failing");
    const asker = await actorOf(id);
    const broken: MemberDataExporter = async () => {
      throw new Error("the forums are down");
    };
    const failing = accountExportJobs([...MEMBER_DATA_EXPORTERS, broken]).handlers;
    let now = new Date(Date.now() + 90 * DAY);
    const { id: exportId } = await requestExport(asker, now);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await runJobsOnce({ handlers: { [EXPORT_JOB]: failing[EXPORT_JOB] }, clock: () => now });
      now = new Date(now.getTime() + HOUR);
    }
    expect((await exportRow(exportId)).status).toBe("failed");
    const [job] = await getDb()
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `account-export:${exportId}`));
    expect(job.status).toBe("dead");
    const zips = fs
      .readdirSync(path.join(process.env.DATA_DIR ?? "", "uploads/private/exports"))
      .filter((name) => name.startsWith(exportId));
    expect(zips).toEqual([]);
  });
});

describe("the cleanup job", () => {
  it("removes expired exports, their rows and their files, and keeps live ones", async () => {
    const [id] = await insertMembers(1, "cleanup");
    const asker = await actorOf(id);
    const start = new Date(Date.now() + 120 * DAY);
    const { id: expiring } = await requestExport(asker, start);
    await drain(start);
    const old = await exportRow(expiring);
    const { id: live } = await requestExport(asker, new Date(start.getTime() + 3 * DAY));
    await drain(new Date(start.getTime() + 3 * DAY));
    const kept = await exportRow(live);
    const file = (key: string | null) =>
      path.join(process.env.DATA_DIR ?? "", "uploads", key ?? "");
    expect(fs.existsSync(file(old.storageKey))).toBe(true);

    // Eight days later the first has expired; the hourly cleanup removes it.
    const later = new Date(start.getTime() + 8 * DAY);
    await runJobsOnce({
      handlers: { [EXPORT_CLEANUP_JOB]: handlers[EXPORT_CLEANUP_JOB] },
      recurring: recurring.filter((r) => r.name === EXPORT_CLEANUP_JOB),
      clock: () => later,
    });
    expect(await exportRow(expiring)).toBeUndefined();
    expect(fs.existsSync(file(old.storageKey))).toBe(false);
    expect((await exportRow(live)).status).toBe("ready");
    expect(fs.existsSync(file(kept.storageKey))).toBe(true);
  });
});
