// Public profiles (/u/{username}, issue 7 item 3) on PGlite and PostgreSQL: only approved active
// builds and upcoming approved events are shown, the e-mail is never in the loader's data, the
// username matches regardless of case (with a 301 to the member's own spelling), unknown
// usernames answer 404, and builds page with Load More.

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { builds, events, forumCategories, forumPosts, forumTopics, profiles } from "~/db/schema";
import { createRequestContext } from "~/lib/request-context.server";
import { loader } from "~/routes/profiles/public";
import { createVerifiedUser, sessionCookie, type TestUser } from "../../../tests/setup/users";
import { getPublicProfile, memberSinceLabel } from "./public-profile.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGIN = "http://localhost:3000";

type LoaderArgs = Parameters<typeof loader>[0];

async function callLoader(path: string, cookie?: string) {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  const username = decodeURIComponent(path.replace(/^\/u\//, "").split("?")[0]);
  try {
    const request = new Request(`${ORIGIN}${path}`, { headers });
    const context = await createRequestContext(request);
    return await loader({ request, params: { username }, context } as unknown as LoaderArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

let owner: TestUser;
let other: TestUser;
const joined = new Date(Date.now() - 40 * DAY_MS);

async function addBuild(
  userId: string,
  title: string,
  values: Partial<typeof builds.$inferInsert> = {},
) {
  const [row] = await getDb()
    .insert(builds)
    .values({
      userId,
      title,
      carMake: "Nissan",
      carModel: "Silvia",
      carYear: 1999,
      approvalStatus: "approved",
      ...values,
    })
    .returning({ id: builds.id });
  return row.id;
}

async function addEvent(
  userId: string,
  title: string,
  inDays: number,
  approvalStatus: "approved" | "pending" | "rejected" = "approved",
) {
  await getDb()
    .insert(events)
    .values({
      title,
      createdBy: userId,
      eventDate: new Date(Date.now() + inDays * DAY_MS),
      location: "Portland, OR",
      approvalStatus,
    });
}

beforeAll(async () => {
  owner = await createVerifiedUser({ name: "Kei Tanaka", email: "kei.private@example.com" });
  other = await createVerifiedUser({ name: "Other Member" });
  const db = getDb();
  await db
    .update(profiles)
    .set({
      username: "Kei_Drift",
      fullName: "Kei Tanaka",
      bio: "S15 on coilovers.",
      location: "Osaka, JP",
      createdAt: joined,
    })
    .where(eq(profiles.id, owner.id));
  await db.update(profiles).set({ username: "other_member" }).where(eq(profiles.id, other.id));

  // Eleven approved builds (more than a first page of 8), and every kind that must stay hidden.
  for (let i = 0; i < 11; i++) {
    await addBuild(owner.id, `Public build ${i + 1}`, {
      createdAt: new Date(Date.now() - (20 - i) * DAY_MS),
    });
  }
  await addBuild(owner.id, "Pending build", { approvalStatus: "pending" });
  await addBuild(owner.id, "Rejected build", { approvalStatus: "rejected" });
  await addBuild(owner.id, "Deleted build", { status: "deleted" });
  await addBuild(other.id, "Someone else's build");

  await addEvent(owner.id, "Upcoming approved meet", 5);
  await addEvent(owner.id, "Later approved meet", 12);
  await addEvent(owner.id, "Past approved meet", -3);
  await addEvent(owner.id, "Pending meet", 6, "pending");
  await addEvent(owner.id, "Rejected meet", 7, "rejected");
  await addEvent(other.id, "Someone else's meet", 8);

  const [category] = await db
    .insert(forumCategories)
    .values({ name: "Profiles test" })
    .returning({ id: forumCategories.id });
  const topicIds: string[] = [];
  for (const [i, by] of [owner.id, owner.id, other.id].entries()) {
    const [topic] = await db
      .insert(forumTopics)
      .values({ title: `Topic ${i}`, categoryId: category.id, createdBy: by })
      .returning({ id: forumTopics.id });
    topicIds.push(topic.id);
    await db
      .insert(forumPosts)
      .values({ topicId: topic.id, content: "Opening", isOpening: true, createdBy: by });
  }
  // Replies: three by the owner, one by the other member.
  await db.insert(forumPosts).values([
    { topicId: topicIds[2], content: "Reply 1", createdBy: owner.id },
    { topicId: topicIds[2], content: "Reply 2", createdBy: owner.id },
    { topicId: topicIds[0], content: "Reply 3", createdBy: owner.id },
    { topicId: topicIds[0], content: "Reply 4", createdBy: other.id },
  ]);
});

describe("getPublicProfile", () => {
  it("shows the public fields, badge, member since and counts", async () => {
    const result = await getPublicProfile("Kei_Drift");
    if (result.kind !== "found") throw new Error(`expected found, got ${result.kind}`);
    const { person } = result.page;
    expect(person).toMatchObject({
      username: "Kei_Drift",
      fullName: "Kei Tanaka",
      bio: "S15 on coilovers.",
      location: "Osaka, JP",
      badge: "Regular",
      memberSinceLabel: memberSinceLabel(joined),
      buildCount: 11,
      topicCount: 2,
      replyCount: 3,
    });
    expect(result.page.isOwner).toBe(false);
  });

  it("lists only approved active builds of the member, 8 then the rest with Load More", async () => {
    const first = await getPublicProfile("Kei_Drift");
    if (first.kind !== "found") throw new Error("not found");
    const titles = first.page.builds.map((b) => b.title);
    expect(titles).toEqual([11, 10, 9, 8, 7, 6, 5, 4].map((n) => `Public build ${n}`));
    expect(first.page.nextCursor).not.toBeNull();
    expect(first.page.builds.every((b) => b.ownerUsername === "Kei_Drift")).toBe(true);

    const second = await getPublicProfile("Kei_Drift", { cursor: first.page.nextCursor ?? "" });
    if (second.kind !== "found") throw new Error("not found");
    expect(second.page.builds.map((b) => b.title)).toEqual([
      "Public build 3",
      "Public build 2",
      "Public build 1",
    ]);
    expect(second.page.nextCursor).toBeNull();
  });

  it("lists only the member's upcoming approved events, soonest first", async () => {
    const result = await getPublicProfile("Kei_Drift");
    if (result.kind !== "found") throw new Error("not found");
    expect(result.page.events.map((e) => e.title)).toEqual([
      "Upcoming approved meet",
      "Later approved meet",
    ]);
    expect(result.page.eventCount).toBe(2);
  });

  it("matches the username regardless of case and names the canonical spelling", async () => {
    expect(await getPublicProfile("kei_drift")).toEqual({
      kind: "redirect",
      username: "Kei_Drift",
    });
    expect(await getPublicProfile("KEI_DRIFT")).toEqual({
      kind: "redirect",
      username: "Kei_Drift",
    });
    expect(await getPublicProfile("nobody_here")).toEqual({ kind: "not-found" });
  });

  it("knows when the viewer is the member", async () => {
    const mine = await getPublicProfile("Kei_Drift", { viewerId: owner.id });
    const theirs = await getPublicProfile("Kei_Drift", { viewerId: other.id });
    expect(mine.kind === "found" && mine.page.isOwner).toBe(true);
    expect(theirs.kind === "found" && theirs.page.isOwner).toBe(false);
  });

  it("gives a brand-new member the New User badge and no content", async () => {
    const fresh = await createVerifiedUser({ name: "Fresh Face" });
    await getDb().update(profiles).set({ username: "fresh_face" }).where(eq(profiles.id, fresh.id));
    const result = await getPublicProfile("fresh_face");
    if (result.kind !== "found") throw new Error("not found");
    expect(result.page.person.badge).toBe("New User");
    expect(result.page).toMatchObject({ builds: [], events: [], eventCount: 0, nextCursor: null });
    expect(result.page.person).toMatchObject({ buildCount: 0, topicCount: 0, replyCount: 0 });
  });
});

describe("/u/:username loader", () => {
  it("never puts the e-mail (or hidden content) in the page data, signed in or not", async () => {
    const cookie = await sessionCookie(owner);
    for (const session of [undefined, cookie]) {
      const result = await callLoader("/u/Kei_Drift", session);
      const text = JSON.stringify(result);
      expect(text).toContain("Kei Tanaka");
      expect(text).not.toContain("kei.private@example.com");
      expect(text).not.toContain("@example.com");
      for (const hidden of [
        "Pending build",
        "Rejected build",
        "Deleted build",
        "Someone else's build",
        "Past approved meet",
        "Pending meet",
        "Rejected meet",
        "Someone else's meet",
      ]) {
        expect(text).not.toContain(hidden);
      }
    }
    const signedIn = await callLoader("/u/Kei_Drift", cookie);
    expect(signedIn).toMatchObject({ state: "found", isOwner: true });
  });

  it("redirects another spelling of the username to the member's own (301), keeping the query", async () => {
    const response = await callLoader("/u/kei_drift?cursor=abc");
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("Location")).toBe("/u/Kei_Drift?cursor=abc");
  });

  it("answers 404 'not-found' for an unknown username", async () => {
    const result = (await callLoader("/u/no_such_rider")) as unknown as {
      data: { state: string };
      init: { status: number };
    };
    expect(result.init.status).toBe(404);
    expect(result.data).toMatchObject({ state: "not-found", items: [] });
  });

  it("ignores a malformed Load More cursor instead of failing", async () => {
    const result = await callLoader("/u/Kei_Drift?cursor=%%%not-a-cursor");
    expect(result).toMatchObject({ state: "found" });
  });
});
