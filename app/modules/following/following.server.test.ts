// Following's rules, on PGlite and PostgreSQL: who may follow what, idempotence, mutes, and the
// /following feed (only public content of what is followed, keyset paging without duplicates).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  buildFollows,
  buildJournalEntries,
  buildJournalPhotos,
  buildNoticeMutes,
  builds,
  memberFollows,
  profiles,
} from "~/db/schema";
import { isDomainError } from "~/lib/errors";
import { createVerifiedUser, type TestUser } from "../../../tests/setup/users";
import { FEED_FIRST_PAGE, FEED_NEXT_PAGE, FOLLOWING_MESSAGES } from "./constants";
import { setBuildFollow, setBuildMute, setMemberFollow } from "./following.server";
import {
  getBuildFollowState,
  getMemberFollowState,
  listCardFollowStates,
  listFeed,
  listFollowed,
} from "./queries.server";

let owner: TestUser;
let fan: TestUser;
let other: TestUser;

async function insertBuild(
  userId: string,
  title: string,
  overrides: Partial<typeof builds.$inferInsert> = {},
): Promise<string> {
  const [row] = await getDb()
    .insert(builds)
    .values({
      userId,
      title,
      carMake: "Nissan",
      carModel: "Silvia",
      approvalStatus: "approved",
      ...overrides,
    })
    .returning({ id: builds.id });
  return row.id;
}

async function insertEntry(
  buildId: string,
  userId: string,
  title: string,
  createdAt: Date,
): Promise<string> {
  const [row] = await getDb()
    .insert(buildJournalEntries)
    .values({
      buildId,
      userId,
      title,
      body: `${title}: what was done today.`,
      entryDate: createdAt.toISOString().slice(0, 10),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: buildJournalEntries.id });
  return row.id;
}

async function refusal(run: () => Promise<unknown>): Promise<{ kind: string; message?: string }> {
  try {
    await run();
  } catch (error) {
    if (isDomainError(error)) return { kind: error.kind, message: error.userMessage };
    throw error;
  }
  throw new Error("expected a refusal");
}

beforeAll(async () => {
  owner = await createVerifiedUser({ name: "Build Owner" });
  fan = await createVerifiedUser({ name: "Build Fan" });
  other = await createVerifiedUser({ name: "Someone Else" });
  await getDb().update(profiles).set({ username: "owner_one" }).where(eq(profiles.id, owner.id));
  await getDb().update(profiles).set({ username: "fan_one" }).where(eq(profiles.id, fan.id));
});

describe("following a build", () => {
  it("follows an approved active build once, however often it is asked, and unfollows", async () => {
    const id = await insertBuild(owner.id, "S14 Kouki");
    expect(await setBuildFollow(fan.id, id, true)).toEqual({ following: true, followers: 1 });
    expect(await setBuildFollow(fan.id, id, true)).toEqual({ following: true, followers: 1 });
    expect(await getBuildFollowState(id, fan.id)).toEqual({
      followers: 1,
      following: true,
      muted: false,
    });
    expect(await getBuildFollowState(id, null)).toMatchObject({ followers: 1, following: false });
    expect(await setBuildFollow(fan.id, id, false)).toEqual({ following: false, followers: 0 });
    expect(await setBuildFollow(fan.id, id, false)).toEqual({ following: false, followers: 0 });
  });

  it("refuses pending, rejected and deleted builds and changes nothing", async () => {
    for (const overrides of [
      { approvalStatus: "pending" as const },
      { approvalStatus: "rejected" as const },
      { status: "deleted" },
    ]) {
      const id = await insertBuild(owner.id, "Not public", overrides);
      expect(await refusal(() => setBuildFollow(fan.id, id, true))).toEqual({
        kind: "not-found",
        message: FOLLOWING_MESSAGES.buildNotFollowable,
      });
      const rows = await getDb().select().from(buildFollows).where(eq(buildFollows.buildId, id));
      expect(rows).toHaveLength(0);
    }
  });

  it("refuses the owner's own build", async () => {
    const id = await insertBuild(owner.id, "Mine");
    expect(await refusal(() => setBuildFollow(owner.id, id, true))).toEqual({
      kind: "invalid",
      message: FOLLOWING_MESSAGES.ownBuild,
    });
  });

  it("still lets a follower let go of a build that was deleted since", async () => {
    const id = await insertBuild(owner.id, "Gone soon");
    await setBuildFollow(fan.id, id, true);
    await getDb().update(builds).set({ status: "deleted" }).where(eq(builds.id, id));
    expect(await setBuildFollow(fan.id, id, false)).toEqual({ following: false, followers: 0 });
  });

  it("tells the cards which builds the viewer follows and which are their own", async () => {
    const followed = await insertBuild(owner.id, "Followed card");
    const notFollowed = await insertBuild(owner.id, "Other card");
    const own = await insertBuild(fan.id, "Own card");
    await setBuildFollow(fan.id, followed, true);
    const states = await listCardFollowStates(fan.id, [followed, notFollowed, own]);
    expect(states.get(followed)).toBe(true);
    expect(states.get(notFollowed)).toBe(false);
    expect(states.get(own)).toBeNull();
  });
});

describe("following a member", () => {
  it("follows by username (any case), idempotently, and unfollows", async () => {
    expect(await setMemberFollow(fan.id, "OWNER_ONE", true)).toMatchObject({ following: true });
    expect(await setMemberFollow(fan.id, "owner_one", true)).toMatchObject({ following: true });
    expect(await getMemberFollowState("owner_one", fan.id)).toMatchObject({
      following: true,
      isSelf: false,
    });
    const rows = await getDb()
      .select()
      .from(memberFollows)
      .where(eq(memberFollows.followerId, fan.id));
    expect(rows).toHaveLength(1);
    expect(await setMemberFollow(fan.id, "owner_one", false)).toMatchObject({ following: false });
    expect(await setMemberFollow(fan.id, "owner_one", false)).toMatchObject({ following: false });
  });

  it("refuses following yourself and unknown members", async () => {
    expect(await refusal(() => setMemberFollow(owner.id, "owner_one", true))).toEqual({
      kind: "invalid",
      message: FOLLOWING_MESSAGES.selfFollow,
    });
    expect(await refusal(() => setMemberFollow(fan.id, "nobody_here", true))).toEqual({
      kind: "not-found",
      message: FOLLOWING_MESSAGES.memberNotFound,
    });
    expect(await getMemberFollowState("owner_one", owner.id)).toMatchObject({ isSelf: true });
  });
});

describe("muting a build's notices", () => {
  it("is for followers of the build or its owner, idempotent, and undone by unmute", async () => {
    const id = await insertBuild(owner.id, "Muted build");
    expect(await refusal(() => setBuildMute(other.id, id, true))).toEqual({
      kind: "conflict",
      message: FOLLOWING_MESSAGES.muteNeedsFollow,
    });
    await setBuildFollow(fan.id, id, true);
    expect(await setBuildMute(fan.id, id, true)).toEqual({ muted: true });
    expect(await setBuildMute(fan.id, id, true)).toEqual({ muted: true });
    expect(await getBuildFollowState(id, fan.id)).toMatchObject({ following: true, muted: true });
    expect((await listFollowed(fan.id)).builds.find((b) => b.id === id)?.muted).toBe(true);
    expect(await setBuildMute(fan.id, id, false)).toEqual({ muted: false });
    const rows = await getDb()
      .select()
      .from(buildNoticeMutes)
      .where(eq(buildNoticeMutes.buildId, id));
    expect(rows).toHaveLength(0);

    // Following the owner is enough to mute one of their builds.
    await setMemberFollow(other.id, "owner_one", true);
    expect(await setBuildMute(other.id, id, true)).toEqual({ muted: true });
    await setMemberFollow(other.id, "owner_one", false);
  });
});

describe("the /following feed", () => {
  it("shows only public entries of followed builds and of followed members' builds, and their new builds", async () => {
    const reader = await createVerifiedUser({ name: "Feed Reader" });
    const author = await createVerifiedUser({ name: "Followed Author" });
    const stranger = await createVerifiedUser({ name: "Stranger" });
    await getDb().update(profiles).set({ username: "author_a" }).where(eq(profiles.id, author.id));
    const t = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

    const followedBuild = await insertBuild(stranger.id, "Followed build", { createdAt: t(0) });
    const strangerOther = await insertBuild(stranger.id, "Unfollowed build", { createdAt: t(1) });
    const authorBuild = await insertBuild(author.id, "Author's build", { createdAt: t(2) });
    const authorPending = await insertBuild(author.id, "Author's pending", {
      approvalStatus: "pending",
      createdAt: t(3),
    });
    const followedThenDeleted = await insertBuild(stranger.id, "Deleted later", {
      createdAt: t(4),
    });

    await setBuildFollow(reader.id, followedBuild, true);
    await setBuildFollow(reader.id, followedThenDeleted, true);
    await setMemberFollow(reader.id, "author_a", true);

    const e1 = await insertEntry(followedBuild, stranger.id, "Coilovers in", t(10));
    await insertEntry(strangerOther, stranger.id, "Not followed", t(11));
    const e3 = await insertEntry(authorBuild, author.id, "Author's entry", t(12));
    await insertEntry(authorPending, author.id, "Pending build's entry", t(13));
    await insertEntry(followedThenDeleted, stranger.id, "Deleted build's entry", t(14));
    await getDb()
      .insert(buildJournalPhotos)
      .values([
        { entryId: e1, imageUrl: "/uploads/second.webp", sortOrder: 1 },
        { entryId: e1, imageUrl: "/uploads/first.webp", sortOrder: 0, altText: "Front coilover" },
      ]);
    await getDb()
      .update(builds)
      .set({ status: "deleted" })
      .where(eq(builds.id, followedThenDeleted));

    const page = await listFeed(reader.id);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((i) => [i.kind, i.id])).toEqual([
      ["entry", e3],
      ["entry", e1],
      ["build", authorBuild],
    ]);
    const entry = page.items[1];
    expect(entry).toMatchObject({
      buildId: followedBuild,
      buildTitle: "Followed build",
      entryTitle: "Coilovers in",
      entryDate: "2026-11-01",
      photoUrl: "/uploads/first.webp",
      photoAlt: "Front coilover",
      excerpt: "Coilovers in: what was done today.",
    });
    expect(page.items[2]).toMatchObject({
      kind: "build",
      entryTitle: null,
      ownerUsername: "author_a",
    });

    // A member who follows nothing has an empty feed.
    expect(await listFeed(stranger.id)).toEqual({ items: [], nextCursor: null });
  });

  it("pages newest first with Load More cursors, without duplicates or gaps", async () => {
    const reader = await createVerifiedUser({ name: "Paging Reader" });
    const author = await createVerifiedUser({ name: "Prolific Author" });
    await getDb().update(profiles).set({ username: "prolific" }).where(eq(profiles.id, author.id));
    await setMemberFollow(reader.id, "prolific", true);
    const base = Date.UTC(2026, 9, 1);
    const expected: string[] = [];
    // Several builds with entries, some sharing the same instant (the id breaks the tie).
    for (let b = 0; b < 3; b += 1) {
      const buildId = await insertBuild(author.id, `Build ${b}`, {
        createdAt: new Date(base + b * 1000),
      });
      expected.push(buildId);
      for (let e = 0; e < 10; e += 1) {
        expected.push(
          await insertEntry(
            buildId,
            author.id,
            `Entry ${b}-${e}`,
            new Date(base + 60_000 + e * 1000),
          ),
        );
      }
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listFeed(reader.id, cursor);
      expect(page.items.length).toBeLessThanOrEqual(pages === 0 ? FEED_FIRST_PAGE : FEED_NEXT_PAGE);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual([...expected].sort());
    expect(pages).toBeGreaterThan(1);
  });

  it("reads a malformed cursor as page one", async () => {
    const page = await listFeed(fan.id, "not-a-cursor");
    expect(page).toHaveProperty("items");
  });
});
