// Deleting an account (ADR 037), on PGlite and PostgreSQL: a member with something in every area
// deletes their account through the real steps (app/account-removal.server.ts). Every table is
// emptied of them, only their own files are deleted (a flyer another event still shows stays),
// the waitlist of an event they were going to moves up once, the attendees of their event are
// told, their comments and posts stay by "Deleted member", their e-mail can sign up again; a
// wrong confirmation or a failure half-way deletes nothing, files included.
import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_REMOVAL } from "~/account-removal.server";
import { getDb, queryRows } from "~/db/client.server";
import {
  accountExports,
  adminAuditLog,
  buildComments,
  buildImages,
  buildJournalEntries,
  buildJournalPhotos,
  buildLikes,
  builds,
  eventRegistrations,
  eventSeries,
  events,
  forumPosts,
  marketplaceListingImages,
  marketplaceListings,
  mediaItems,
  memberFollows,
  notifications,
  profiles,
  sessions,
  users,
} from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { InvalidError } from "~/lib/errors";
import { storeImage } from "~/lib/images.server";
import { readOutbox, settlePendingMail } from "~/lib/mail.server";
import type { MemberLeaving } from "~/lib/member-leaving.server";
import { type ObjectStorage, storage } from "~/lib/storage.server";
import { describeComments, listThreadComments } from "~/modules/comments/queries.server";
import { attendEvent } from "~/modules/events/rsvp.server";
import { insertEvent } from "~/modules/events/testing/fixtures.server";
import { createTopic, postReply } from "~/modules/forums/forums.server";
import { getHotTopics, getTopic, listReplies, listTopics } from "~/modules/forums/queries.server";
import { sweepStorage } from "~/modules/ops/storage-sweep.server";
import { AuthorLink, DELETED_MEMBER } from "~/modules/profiles";
import { topicFeedItems } from "~/modules/seo/queries.server";
import { addPasskey, passkeyAnswer } from "../../../../tests/setup/passkeys";
import { pngBuffer, uploadedFiles } from "../../../../tests/setup/uploads";
import {
  actorOf,
  createVerifiedUser,
  sessionCookie,
  type TestUser,
} from "../../../../tests/setup/users";
import { SoftAuthenticator } from "../../../../tests/setup/webauthn";
import { deleteAccount } from "./deletion.server";
import { DELETION_FIELDS } from "./messages";

const DAY = 24 * 60 * 60 * 1000;

/** Stores a small image for `ownerId` and returns its URL (the largest variant's). */
async function upload(
  ownerId: string,
  kind: "avatars" | "builds" | "events" | "marketplace" | "media",
) {
  const image = await storeImage(await pngBuffer({ width: 200, height: 150 }), { ownerId, kind });
  return image.url;
}

const keyOf = (url: string) => storage().keyFromUrl(url) as string;
const fileExists = (url: string) =>
  fs.existsSync(path.join(process.env.DATA_DIR ?? "", "uploads", keyOf(url)));

async function usernameOf(userId: string) {
  const [row] = await getDb()
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row.username;
}

async function insertBuild(userId: string, title: string, featuredImageUrl: string | null = null) {
  const [row] = await getDb()
    .insert(builds)
    .values({
      userId,
      title,
      carMake: "Nissan",
      carModel: "Silvia",
      description: "S14 on coilovers",
      approvalStatus: "approved",
      featuredImageUrl,
    })
    .returning({ id: builds.id });
  return row.id;
}

interface World {
  leaver: TestUser;
  actor: Actor;
  other: TestUser;
  waiting: TestUser[];
  files: {
    avatar: string;
    buildPhoto: string;
    journalPhoto: string;
    flyer: string;
    seriesFlyer: string;
    listingPhoto: string;
    mediaCover: string;
    orphan: string;
    othersPhoto: string;
    othersFlyer: string;
    exportKey: string;
  };
  ids: {
    leaversBuild: string;
    othersBuild: string;
    leaversComment: string;
    othersReply: string;
    commentOnLeaversBuild: string;
    fullEvent: string;
    hostedEvent: string;
    othersTopic: string;
    leaversTopic: string;
    leaversReply: string;
  };
}

/**
 * The leaving member with something everywhere, another member whose content meets theirs, and
 * two members waiting for a seat at a full event the leaver is going to.
 */
async function makeWorld(): Promise<World> {
  const leaver = await createVerifiedUser({ name: "Leaving Rider" });
  const other = await createVerifiedUser({ name: "Staying Rider" });
  const waiting = [
    await createVerifiedUser({ name: "First Waiting" }),
    await createVerifiedUser({ name: "Second Waiting" }),
  ];
  const db = getDb();

  const avatar = await upload(leaver.id, "avatars");
  await db.update(profiles).set({ avatarUrl: avatar }).where(eq(profiles.id, leaver.id));
  // An upload of theirs that no row shows any more (a replaced avatar whose delete failed).
  const orphan = await upload(leaver.id, "avatars");

  // Their build with a photo, a journal entry with a photo, and another member's comment on it.
  const buildPhoto = await upload(leaver.id, "builds");
  const leaversBuild = await insertBuild(leaver.id, "Leaver's S14", buildPhoto);
  await db.insert(buildImages).values({ buildId: leaversBuild, imageUrl: buildPhoto });
  const [entry] = await db
    .insert(buildJournalEntries)
    .values({
      buildId: leaversBuild,
      userId: leaver.id,
      entryDate: "2026-11-01",
      title: "Coilovers in",
      body: "Finally sitting right.",
    })
    .returning({ id: buildJournalEntries.id });
  const journalPhoto = await upload(leaver.id, "builds");
  await db.insert(buildJournalPhotos).values({ entryId: entry.id, imageUrl: journalPhoto });
  const [onTheirs] = await db
    .insert(buildComments)
    .values({ buildId: leaversBuild, userId: other.id, content: "Clean car!" })
    .returning({ id: buildComments.id });

  // Another member's build: the leaver likes it and comments, the owner replies.
  const othersPhoto = await upload(other.id, "builds");
  const othersBuild = await insertBuild(other.id, "Other's E30", othersPhoto);
  await db.insert(buildImages).values({ buildId: othersBuild, imageUrl: othersPhoto });
  await db.insert(buildLikes).values({ buildId: othersBuild, userId: leaver.id });
  const [leaversComment] = await db
    .insert(buildComments)
    .values({ buildId: othersBuild, userId: leaver.id, content: "What offset are those?" })
    .returning({ id: buildComments.id });
  const [othersReply] = await db
    .insert(buildComments)
    .values({
      buildId: othersBuild,
      userId: other.id,
      parentId: leaversComment.id,
      content: "+35 all round.",
    })
    .returning({ id: buildComments.id });

  // Follows both ways, and a notice for the leaver.
  await db.insert(memberFollows).values([
    { followerId: leaver.id, followeeId: other.id },
    { followerId: other.id, followeeId: leaver.id },
  ]);
  await db.insert(notifications).values({ userId: leaver.id, kind: "test", title: "Hello" });

  // A full event of another host: the leaver is going, two members wait.
  const fullEvent = await insertEvent({ createdBy: other.id, title: "Full Meet", maxAttendees: 1 });
  await attendEvent(fullEvent, leaver.id);
  for (const member of waiting) await attendEvent(fullEvent, member.id);

  // The leaver's series (its flyer shared with another member's event, typed into its form) and
  // their own event with its own flyer and an attendee; their event also shows another member's
  // upload by URL.
  const seriesFlyer = await upload(leaver.id, "events");
  await db.insert(eventSeries).values({
    createdBy: leaver.id,
    title: "Monthly Cars & Coffee",
    rrule: "FREQ=MONTHLY;COUNT=3",
    startsAt: new Date(Date.now() + 10 * DAY),
    imageUrl: seriesFlyer,
    approvalStatus: "approved",
  });
  await insertEvent({ createdBy: other.id, title: "Borrowed Flyer Meet", imageUrl: seriesFlyer });
  const flyer = await upload(leaver.id, "events");
  const hostedEvent = await insertEvent({
    createdBy: leaver.id,
    title: "Leaver's Meet",
    imageUrl: flyer,
  });
  await attendEvent(hostedEvent, other.id);
  const othersFlyer = await upload(other.id, "events");
  await insertEvent({ createdBy: leaver.id, title: "Leaver's Other Meet", imageUrl: othersFlyer });

  // A listing with a photo and a media submission with a cover.
  const listingPhoto = await upload(leaver.id, "marketplace");
  const [listing] = await db
    .insert(marketplaceListings)
    .values({
      sellerId: leaver.id,
      title: "Spare wheels",
      category: "wheels",
      priceCents: 40000,
      condition: "used",
      description: "17x9 +35",
    })
    .returning({ id: marketplaceListings.id });
  await db
    .insert(marketplaceListingImages)
    .values({ listingId: listing.id, imageUrl: listingPhoto });
  const mediaCover = await upload(leaver.id, "media");
  await db.insert(mediaItems).values({
    type: "photo",
    title: "Night shoot",
    imageUrl: mediaCover,
    createdBy: leaver.id,
  });

  // A ready data export with its zip.
  const exportKey = `private/exports/${leaver.id}/export.zip`;
  await storage().put(exportKey, Buffer.from("zip"), "application/zip");
  await db.insert(accountExports).values({
    userId: leaver.id,
    status: "ready",
    tokenHash: `hash-${leaver.id}`,
    storageKey: exportKey,
    expiresAt: new Date(Date.now() + DAY),
  });

  // Forum: the leaver replies to another's topic and starts one that gets a reply.
  const othersTopic = await createTopic(other.id, {
    title: "Best tyres for track days?",
    categoryId: await firstCategory(),
    content: "Looking at semi-slicks.",
  });
  const leaversReply = await postReply(leaver.id, othersTopic.id, "RE71RS, no question.");
  const leaversTopic = await createTopic(leaver.id, {
    title: "Selling my S14 soon",
    categoryId: await firstCategory(),
    content: "Any interest?",
  });
  await postReply(other.id, leaversTopic.id, "How much?");

  return {
    leaver,
    actor: await actorOf(leaver.id),
    other,
    waiting,
    files: {
      avatar,
      buildPhoto,
      journalPhoto,
      flyer,
      seriesFlyer,
      listingPhoto,
      mediaCover,
      orphan,
      othersPhoto,
      othersFlyer,
      exportKey,
    },
    ids: {
      leaversBuild,
      othersBuild,
      leaversComment: leaversComment.id,
      othersReply: othersReply.id,
      commentOnLeaversBuild: onTheirs.id,
      fullEvent,
      hostedEvent,
      othersTopic: othersTopic.id,
      leaversTopic: leaversTopic.id,
      leaversReply: leaversReply.id,
    },
  };
}

async function firstCategory() {
  const [row] = await queryRows<{ id: string }>(
    sql`select id from forum_categories order by sort_order limit 1`,
  );
  return row.id;
}

/** Rows that still name the member, per table and column. */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(sql`
    select kcu.table_name, kcu.column_name
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = rc.unique_constraint_name
        and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'`);
  const counts: Record<string, number> = {};
  for (const { table_name, column_name } of columns) {
    const [{ n }] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)} = ${userId}`,
    );
    counts[`${table_name}.${column_name}`] = n;
  }
  const [{ n: self }] = await queryRows<{ n: number }>(
    sql`select count(*)::int as n from users where id = ${userId}`,
  );
  counts["users.id"] = self;
  return counts;
}

function confirmation(world: World, overrides: { username?: string; password?: string } = {}) {
  return {
    typedUsername: overrides.username ?? "",
    proof: { kind: "password" as const, password: overrides.password ?? world.leaver.password },
  };
}

async function registrationsOf(eventId: string) {
  return getDb()
    .select({ userId: eventRegistrations.userId, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
}

async function mailsTo(email: string, subject: string) {
  await settlePendingMail();
  return (await readOutbox()).filter((m) => m.to === email && m.subject.includes(subject));
}

describe("deleting an account", () => {
  let world: World;
  let username: string;
  beforeEach(async () => {
    world = await makeWorld();
    username = await usernameOf(world.leaver.id);
  });

  it("empties every table of the member, deletes only their files, hands on their seat once and keeps their comments and posts", async () => {
    const filesBefore = uploadedFiles().length;
    await deleteAccount(world.actor, confirmation(world, { username }), ACCOUNT_REMOVAL);

    // Every column that references users names them no more (cascades and the steps).
    const left = await rowsNaming(world.leaver.id);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    expect(Object.keys(left)).toEqual(
      expect.arrayContaining([
        "profiles.id",
        "sessions.user_id",
        "passkeys.user_id",
        "two_factors.user_id",
        "build_likes.user_id",
        "member_follows.follower_id",
        "member_follows.followee_id",
        "event_registrations.user_id",
        "notifications.user_id",
        "builds.user_id",
        "events.created_by",
        "marketplace_listings.seller_id",
        "media_items.created_by",
        "account_exports.user_id",
      ]),
    );
    expect(await getDb().select().from(users).where(eq(users.email, world.leaver.email))).toEqual(
      [],
    );

    // Their files are gone; what another member's content shows stays.
    const { files } = world;
    for (const url of [
      files.avatar,
      files.orphan,
      files.buildPhoto,
      files.journalPhoto,
      files.flyer,
      files.listingPhoto,
      files.mediaCover,
    ]) {
      expect(fileExists(url), url).toBe(false);
    }
    expect(await storage().get(files.exportKey)).toBeNull();
    expect(fileExists(files.seriesFlyer), "a flyer another event shows").toBe(true);
    expect(fileExists(files.othersPhoto)).toBe(true);
    expect(fileExists(files.othersFlyer), "another member's upload their event showed").toBe(true);
    // Of everything under their folders, only the shared flyer's variants are left.
    const theirs = uploadedFiles().filter((file) => file.includes(world.leaver.id));
    const sharedStem = path.basename(keyOf(files.seriesFlyer)).replace(/\d+\.webp$/, "");
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((file) => !path.basename(file).startsWith(sharedStem))).toEqual([]);
    expect(uploadedFiles().length).toBeLessThan(filesBefore);

    // The first waiting member moved up, once; the second still waits.
    const registrations = await registrationsOf(world.ids.fullEvent);
    expect(registrations).toEqual(
      expect.arrayContaining([
        { userId: world.waiting[0].id, status: "going" },
        { userId: world.waiting[1].id, status: "waitlisted" },
      ]),
    );
    expect(registrations).toHaveLength(2);
    expect(await mailsTo(world.waiting[0].email, "You're in:")).toHaveLength(1);
    expect(await mailsTo(world.waiting[1].email, "You're in:")).toHaveLength(0);

    // Their event is gone; its attendee was told, in-app and by e-mail.
    expect(await getDb().select().from(events).where(eq(events.id, world.ids.hostedEvent))).toEqual(
      [],
    );
    const [notice] = await getDb()
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, world.other.id),
          eq(notifications.kind, "event-deleted-attendee"),
        ),
      );
    expect(notice.title).toBe(`The event "Leaver's Meet" you were going to was removed`);
    expect(notice.body).toContain("host deleted their Camber Club account");
    expect(await mailsTo(world.other.email, notice.title)).toHaveLength(1);

    // Comments ON their build went with it; theirs on another build stays, author null, reply kept.
    expect(
      await getDb()
        .select()
        .from(buildComments)
        .where(eq(buildComments.id, world.ids.commentOnLeaversBuild)),
    ).toEqual([]);
    const [kept] = await getDb()
      .select({ userId: buildComments.userId, content: buildComments.content })
      .from(buildComments)
      .where(eq(buildComments.id, world.ids.leaversComment));
    expect(kept).toEqual({ userId: null, content: "What offset are those?" });
    const [reply] = await getDb()
      .select({ parentId: buildComments.parentId })
      .from(buildComments)
      .where(eq(buildComments.id, world.ids.othersReply));
    expect(reply.parentId).toBe(world.ids.leaversComment);
    const [post] = await getDb()
      .select({ createdBy: forumPosts.createdBy })
      .from(forumPosts)
      .where(eq(forumPosts.id, world.ids.leaversReply));
    expect(post.createdBy).toBeNull();

    // An audit entry keeps the id only; a confirmation went to the old address.
    const audit = await getDb()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, world.leaver.id));
    expect(audit).toMatchObject([
      { adminId: world.leaver.id, action: "account-delete", targetTitle: null },
    ]);
    const [goodbye] = await mailsTo(world.leaver.email, "account has been deleted");
    expect(goodbye.text).toContain('"Deleted member"');
  });

  it("lets the same e-mail sign up again afterwards", async () => {
    await deleteAccount(world.actor, confirmation(world, { username }), ACCOUNT_REMOVAL);
    await expect(sessionCookie(world.leaver)).rejects.toThrow();
    const again = await createVerifiedUser({
      email: world.leaver.email,
      password: "a-new-password-456",
    });
    expect(again.id).not.toBe(world.leaver.id);
    expect(await sessionCookie(again)).toContain("session_token");
  });

  it("refuses a wrong username or password per field and deletes nothing", async () => {
    const before = await rowsNaming(world.leaver.id);
    for (const [typed, password, field] of [
      [username.toUpperCase(), world.leaver.password, DELETION_FIELDS.username],
      [`${username}x`, world.leaver.password, DELETION_FIELDS.username],
      [username, "not-the-password", DELETION_FIELDS.password],
    ] as const) {
      const attempt = deleteAccount(
        world.actor,
        confirmation(world, { username: typed, password }),
        ACCOUNT_REMOVAL,
      );
      await expect(attempt).rejects.toBeInstanceOf(InvalidError);
      await attempt.catch((error: InvalidError) => {
        expect(Object.keys(error.fieldErrors ?? {})).toEqual([field]);
      });
    }
    expect(await rowsNaming(world.leaver.id)).toEqual(before);
    expect(fileExists(world.files.avatar)).toBe(true);
  });

  it("only ever deletes the actor: another member's username deletes no one", async () => {
    const othersName = await usernameOf(world.other.id);
    await expect(
      deleteAccount(world.actor, confirmation(world, { username: othersName }), ACCOUNT_REMOVAL),
    ).rejects.toBeInstanceOf(InvalidError);
    // The other member's own password with their username, by the leaver's session: still no.
    await expect(
      deleteAccount(
        world.actor,
        confirmation(world, { username: othersName, password: world.other.password }),
        ACCOUNT_REMOVAL,
      ),
    ).rejects.toBeInstanceOf(InvalidError);
    expect((await rowsNaming(world.other.id))["users.id"]).toBe(1);
    expect((await rowsNaming(world.leaver.id))["users.id"]).toBe(1);
  });

  it("takes one of the member's own passkeys instead of the password, never another's", async () => {
    const url = "http://localhost:3000/account/delete";
    const leaverCookie = await sessionCookie(world.leaver);
    const otherCookie = await sessionCookie(world.other);
    const leaversPhone = new SoftAuthenticator("http://localhost:3000");
    const othersPhone = new SoftAuthenticator("http://localhost:3000");
    await addPasskey(leaverCookie, leaversPhone);
    await addPasskey(otherCookie, othersPhone);
    const sessionsOf = async (userId: string) =>
      (await getDb().select().from(sessions).where(eq(sessions.userId, userId))).length;
    const otherSessions = await sessionsOf(world.other.id);
    const withPasskey = (answer: { assertion: string; request: Request }, typed = username) =>
      deleteAccount(
        world.actor,
        { typedUsername: typed, proof: { kind: "passkey", ...answer } },
        ACCOUNT_REMOVAL,
      );

    // Another member's passkey (say, on a shared computer) proves nothing about this account,
    // and the check signs no one in.
    const foreign = await passkeyAnswer(url, leaverCookie, othersPhone, othersPhone.credentials[0]);
    await expect(withPasskey(foreign)).rejects.toBeInstanceOf(InvalidError);
    expect(await sessionsOf(world.other.id)).toBe(otherSessions);
    // Not an answer at all; the own passkey with a mistyped username; that answer sent again,
    // its one-time challenge used up.
    const own = await passkeyAnswer(url, leaverCookie, leaversPhone);
    await expect(withPasskey({ ...own, assertion: "{}" })).rejects.toBeInstanceOf(InvalidError);
    await expect(withPasskey(own, `${username}x`)).rejects.toBeInstanceOf(InvalidError);
    await expect(withPasskey(own)).rejects.toBeInstanceOf(InvalidError);
    expect((await rowsNaming(world.leaver.id))["users.id"]).toBe(1);

    await withPasskey(await passkeyAnswer(url, leaverCookie, leaversPhone));
    expect((await rowsNaming(world.leaver.id))["users.id"]).toBe(0);
  });

  it("rolls everything back when a step fails half-way: rows, seats and files all stay", async () => {
    const before = await rowsNaming(world.leaver.id);
    const filesBefore = uploadedFiles().sort();
    const failing: MemberLeaving = {
      area: "failing",
      leave: async () => {
        throw new Error("storage of the day is on fire");
      },
    };
    const steps = [...ACCOUNT_REMOVAL.slice(0, 3), failing, ...ACCOUNT_REMOVAL.slice(3)];
    await expect(
      deleteAccount(world.actor, confirmation(world, { username }), steps),
    ).rejects.toThrow(/failing step failed/);
    expect(await rowsNaming(world.leaver.id)).toEqual(before);
    expect(uploadedFiles().sort()).toEqual(filesBefore);
    expect(await storage().get(world.files.exportKey)).not.toBeNull();
    const registrations = await registrationsOf(world.ids.fullEvent);
    expect(registrations).toEqual(
      expect.arrayContaining([
        { userId: world.leaver.id, status: "going" },
        { userId: world.waiting[0].id, status: "waitlisted" },
      ]),
    );
    expect(await mailsTo(world.waiting[0].email, "You're in:")).toHaveLength(0);
    expect(await mailsTo(world.leaver.email, "account has been deleted")).toHaveLength(0);
  });

  it("leaves files the store would not delete to the storage sweep, which agrees on them", async () => {
    const failingStore: ObjectStorage = {
      ...storage(),
      list: (prefix) => storage().list(prefix),
      delete: async () => {
        throw new Error("object store unavailable");
      },
    };
    await deleteAccount(world.actor, confirmation(world, { username }), ACCOUNT_REMOVAL, {
      store: failingStore,
    });
    // The account is gone; the files are still there, and no row references them.
    expect((await rowsNaming(world.leaver.id))["users.id"]).toBe(0);
    expect(fileExists(world.files.buildPhoto)).toBe(true);
    const swept = await sweepStorage({
      store: storage(),
      db: getDb(),
      now: new Date(Date.now() + 60_000),
      graceMs: 0,
    });
    expect(swept.orphans).toEqual(expect.arrayContaining([keyOf(world.files.buildPhoto)]));
    expect(fileExists(world.files.buildPhoto)).toBe(false);
    expect(fileExists(world.files.avatar)).toBe(false);
    expect(fileExists(world.files.seriesFlyer), "a flyer another event shows").toBe(true);
    expect(fileExists(world.files.othersPhoto)).toBe(true);
  });

  it('shows their comments and posts as by "Deleted member", with no profile link', async () => {
    await deleteAccount(world.actor, confirmation(world, { username }), ACCOUNT_REMOVAL);

    const thread = await listThreadComments({ kind: "build", id: world.ids.othersBuild }, null);
    const comment = thread?.items.find((c) => c.id === world.ids.leaversComment);
    expect(comment).toMatchObject({
      content: "What offset are those?",
      authorUsername: null,
      authorFullName: null,
      authorAvatarUrl: null,
      canEdit: false,
      canDelete: false,
    });
    expect(comment?.replies.map((r) => r.id)).toEqual([world.ids.othersReply]);
    const [summary] = await describeComments("build", [world.ids.leaversComment]);
    expect(summary.authorUsername).toBeNull();

    const markup = renderToStaticMarkup(
      createElement(AuthorLink, { username: comment?.authorUsername, fullName: null }),
    );
    expect(markup).toBe(`<span>${DELETED_MEMBER}</span>`);

    const replies = await listReplies(world.ids.othersTopic, 1);
    expect(replies.find((r) => r.id === world.ids.leaversReply)).toMatchObject({
      authorId: null,
      authorName: DELETED_MEMBER,
      authorUsername: null,
      authorAvatarUrl: null,
    });
    const topic = await getTopic(world.ids.leaversTopic);
    expect(topic?.opening).toMatchObject({ authorId: null, authorName: DELETED_MEMBER });
    const list = await listTopics({ q: "", cursor: undefined }, null);
    expect(list.items.find((t) => t.id === world.ids.leaversTopic)).toMatchObject({
      authorName: DELETED_MEMBER,
      authorUsername: null,
    });
    expect(list.items.find((t) => t.id === world.ids.othersTopic)).toMatchObject({
      lastReplyAuthorName: DELETED_MEMBER,
      lastReplyAuthorUsername: null,
    });
    const search = await listTopics({ q: "RE71RS", cursor: undefined }, null);
    const found = search.items.map((t) => t.id);
    expect(found).toContain(world.ids.othersTopic);
    expect(found).not.toContain(world.ids.leaversTopic);
    const hot = await getHotTopics(10);
    expect(hot.find((t) => t.id === world.ids.leaversTopic)?.authorName).toBe(DELETED_MEMBER);
    const feed = await topicFeedItems();
    expect(feed.find((item) => item.path.endsWith(world.ids.leaversTopic))?.author).toBe(
      DELETED_MEMBER,
    );
  });
});
