// The new-member limits through the areas' own create use-cases, on PGlite and PostgreSQL, with a
// controlled clock: each first-day count refused at its limit with the words and the real wait,
// allowed again once the first day is over; the pauses between topics and between replies;
// parallel creates never pass a limit; a refused or failed create counts nothing and a deleted
// one gives no second chance; a new member's post with more than two links is saved hidden and
// waits in the review queue, with two or fewer it is not.
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb, queryRows } from "~/db/client.server";
import {
  forumPosts,
  forumTopics,
  marketplaceListings,
  newMemberActions,
  reports,
} from "~/db/schema";
import { RateLimitedError } from "~/lib/errors";
import { createRequestContext } from "~/lib/request-context.server";
import { createBuild } from "~/modules/builds/builds.server";
import { createEvent } from "~/modules/events/events.server";
import { eventFormSchema } from "~/modules/events/schemas";
import { createSeries } from "~/modules/events/series/series.server";
import { dateToZonedWallTime } from "~/modules/events/time";
import { createTopic, editPost, postReply } from "~/modules/forums/forums.server";
import { listCategories } from "~/modules/forums/queries.server";
import { createListing } from "~/modules/marketplace/listings.server";
import { action as createTopicAction } from "~/routes/forums/create";
import { actorOf, createVerifiedUser } from "../../../tests/setup/users";
import { TRUST_MESSAGES } from "./limits";

const T0 = new Date("2026-12-01T09:00:00.000Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Sets the clock `ms` after T0 (only Date is faked: timers and the database run as usual). */
function at(ms: number) {
  vi.setSystemTime(new Date(T0.getTime() + ms));
}

let categoryId: string;
beforeAll(async () => {
  categoryId = (await listCategories())[0].id;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A member whose account was created at T0 (the clock's start). */
const newMember = async () => (await createVerifiedUser({ joinedAt: T0 })).id;

const topic = (userId: string, content = "Looking for advice on coilovers.") =>
  createTopic(userId, { title: "Coilover advice", categoryId, content });

async function refusal(promise: Promise<unknown>): Promise<RateLimitedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RateLimitedError);
  return error as RateLimitedError;
}

async function ledger(userId: string, kind: string): Promise<number> {
  const rows = await getDb()
    .select()
    .from(newMemberActions)
    .where(and(eq(newMemberActions.userId, userId), eq(newMemberActions.kind, kind)));
  return rows.length;
}

const buildFields = {
  title: "Rookie's EK9",
  carMake: "Honda",
  carModel: "Civic Type R",
  carYear: 1998,
  description: "B16B, stock for now.",
  featuredImageUrl: "https://example.com/ek9.jpg",
};

const listingFields = {
  title: "Tein Flex Z coilovers",
  category: "parts" as const,
  priceCents: 45_000,
  currency: "USD" as const,
  condition: "used" as const,
  location: "Leeds, UK",
  description: "Six months old, no leaks.",
  buildId: null,
};

function eventInput() {
  const nextMonth = new Date(T0.getTime() + 30 * 24 * HOUR);
  return eventFormSchema.parse({
    title: "Sunday meet",
    description: "",
    eventDate: dateToZonedWallTime(nextMonth, "Europe/London"),
    timeZone: "Europe/London",
    location: "Leeds, UK",
    placeId: "",
    maxAttendees: "",
    imageUrl: "",
  });
}

describe("a new member's first day", () => {
  it("starts 3 topics, two minutes apart; the 4th is refused until the first day is over", async () => {
    const member = await newMember();
    for (const minute of [1, 4, 7]) {
      at(minute * MINUTE);
      await topic(member);
    }
    at(10 * MINUTE);
    const refused = await refusal(topic(member));
    expect(refused.userMessage).toBe(
      "New members can start 3 topics in their first day. You can start another in 23 hours 50 minutes.",
    );
    expect(refused.retryAfterSeconds).toBe((24 * HOUR - 10 * MINUTE) / SECOND);
    expect(await ledger(member, "topic")).toBe(3);

    at(24 * HOUR - SECOND);
    expect((await refusal(topic(member))).userMessage).toMatch(
      /You can start another in a minute\.$/,
    );
    at(24 * HOUR);
    await expect(topic(member)).resolves.toMatchObject({ held: null });
  });

  it("waits 2 minutes between topics and 30 seconds between replies, telling the real wait", async () => {
    const member = await newMember();
    const { id: topicId } = await topic(member);
    at(100 * SECOND);
    expect((await refusal(topic(member))).userMessage).toBe(
      "Please wait 20 seconds before starting another topic — new members wait 2 minutes between topics.",
    );
    at(20 * SECOND);
    expect((await refusal(topic(member))).userMessage).toBe(
      "Please wait 1 minute 40 seconds before starting another topic — new members wait 2 minutes between topics.",
    );
    at(120 * SECOND);
    await topic(member);

    await postReply(member, topicId, "First reply");
    at(130 * SECOND);
    expect((await refusal(postReply(member, topicId, "Too soon"))).userMessage).toBe(
      "Please wait 20 seconds before posting another reply — new members wait 30 seconds between replies.",
    );
    at(150 * SECOND);
    await postReply(member, topicId, "Second reply");
  });

  it("posts 10 replies; the 11th is refused with the day's limit", async () => {
    const member = await newMember();
    const { id: topicId } = await topic(member);
    for (let i = 0; i < 10; i++) {
      at(i * 31 * SECOND);
      await postReply(member, topicId, `Reply ${i + 1}`);
    }
    at(2 * HOUR);
    expect((await refusal(postReply(member, topicId, "Eleventh"))).userMessage).toBe(
      "New members can post 10 replies in their first day. You can post another in 22 hours.",
    );
    at(25 * HOUR);
    await postReply(member, topicId, "The next day");
  });

  it("adds 2 builds, creates 2 events (a series counts once) and posts 2 listings", async () => {
    const member = await newMember();
    at(HOUR);
    await createBuild(member, buildFields, []);
    await createBuild(member, buildFields, []);
    expect((await refusal(createBuild(member, buildFields, []))).userMessage).toBe(
      "New members can add 2 builds in their first day. You can add another in 23 hours.",
    );

    await createEvent(member, eventInput(), null);
    const weekly = { kind: "weekly", everyWeeks: 1, end: { kind: "never" } } as const;
    await createSeries(member, eventInput(), weekly, null);
    expect((await refusal(createEvent(member, eventInput(), null))).userMessage).toBe(
      "New members can create 2 events in their first day. You can create another in 23 hours.",
    );
    expect(await ledger(member, "event")).toBe(2);

    await createListing(member, listingFields, []);
    await createListing(member, listingFields, []);
    expect((await refusal(createListing(member, listingFields, []))).userMessage).toBe(
      "New members can post 2 marketplace listings in their first day. You can post another in 23 hours.",
    );

    at(24 * HOUR + SECOND);
    await createBuild(member, buildFields, []);
    await createEvent(member, eventInput(), null);
    await createListing(member, listingFields, []);
    // After the first day nothing is counted any more.
    expect(await ledger(member, "build")).toBe(2);
  });

  it("lets established members create as much as they like", async () => {
    const member = (await createVerifiedUser()).id;
    for (let i = 0; i < 5; i++) await topic(member);
    expect(await ledger(member, "topic")).toBe(0);
  });

  it("never lets parallel creates pass the limit", async () => {
    const member = await newMember();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => createListing(member, listingFields, [])),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RateLimitedError);
    }
    const rows = await getDb()
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.sellerId, member));
    expect(rows).toHaveLength(2);
    expect(await ledger(member, "listing")).toBe(2);
  });

  it("counts nothing for a refused create, and gives no second chance for a deleted one", async () => {
    const member = await newMember();
    await expect(
      createTopic(member, { title: "Lost", categoryId: crypto.randomUUID(), content: "x" }),
    ).rejects.toThrow();
    expect(await ledger(member, "topic")).toBe(0);

    const first = await createListing(member, listingFields, []);
    await createListing(member, listingFields, []);
    await getDb().delete(marketplaceListings).where(eq(marketplaceListings.id, first.id));
    await refusal(createListing(member, listingFields, []));
  });

  it("answers the topic form with 429, the message and the typed text kept", async () => {
    const member = await newMember();
    for (const minute of [0, 3, 6]) {
      at(minute * MINUTE);
      await topic(member);
    }
    at(9 * MINUTE);
    const form = { title: "Fourth topic", categoryId, content: "My typed words" };
    const request = new Request("http://localhost:3000/forums/create", {
      method: "POST",
      body: new URLSearchParams(form),
    });
    const answer = (await createTopicAction({
      request,
      params: {},
      context: await createRequestContext(request, { actor: await actorOf(member) }),
    } as never)) as unknown as {
      data: { message: string; values: Record<string, string> };
      init: { status: number; headers: Record<string, string> };
    };
    expect(answer.init.status).toBe(429);
    expect(answer.data.message).toMatch(/^New members can start 3 topics in their first day\./);
    expect(answer.data.values).toMatchObject(form);
    expect(new Headers(answer.init.headers).get("Retry-After")).toBe(String(23 * 3600 + 51 * 60));
  });
});

describe("a new member's posts with many links", () => {
  const links = (n: number) =>
    Array.from({ length: n }, (_, i) => `https://shop-${i}.example/coilovers`).join("\n");

  async function heldReports(type: string, id: string) {
    return getDb()
      .select({ reason: reports.reason, note: reports.note, reporterId: reports.reporterId })
      .from(reports)
      .where(and(eq(reports.targetType, type), eq(reports.targetId, id)));
  }

  it("holds a topic with 3 links (hidden, in the queue) and tells the member why", async () => {
    const member = await newMember();
    const held = await topic(member, `Cheap parts:\n${links(3)}`);
    expect(held.held?.message).toBe(TRUST_MESSAGES.postHeld);
    expect(held.held?.message).toBe(
      "Your post is waiting for a moderator's approval because new members' posts with more than 2 links are reviewed.",
    );
    const [row] = await getDb().select().from(forumTopics).where(eq(forumTopics.id, held.id));
    expect(row.hiddenAt).not.toBeNull();
    expect(await heldReports("forum-topic", held.id)).toEqual([
      { reason: "held", note: "New member's post with 3 links", reporterId: null },
    ]);

    at(3 * MINUTE);
    const fine = await topic(member, `Two links are fine:\n${links(2)}`);
    expect(fine.held).toBeNull();
    const [shown] = await getDb().select().from(forumTopics).where(eq(forumTopics.id, fine.id));
    expect(shown.hiddenAt).toBeNull();
    expect(await heldReports("forum-topic", fine.id)).toEqual([]);
  });

  it("holds a reply with 4 links and a post edited to have them; established members are never held", async () => {
    const member = await newMember();
    const { id: topicId } = await topic(member);
    const reply = await postReply(member, topicId, links(4));
    const [row] = await getDb().select().from(forumPosts).where(eq(forumPosts.id, reply.id));
    expect(row.hiddenAt).not.toBeNull();
    expect(await heldReports("forum-post", reply.id)).toMatchObject([
      { note: "New member's post with 4 links" },
    ]);

    at(MINUTE);
    const clean = await postReply(member, topicId, "No links");
    const edited = await editPost(member, topicId, clean.id, links(3));
    expect(edited?.held?.note).toBe("New member's post with 3 links");
    expect(await heldReports("forum-post", clean.id)).toHaveLength(1);

    const old = (await createVerifiedUser()).id;
    const theirs = await postReply(old, topicId, links(6));
    expect(theirs.held).toBeNull();
    expect(await heldReports("forum-post", theirs.id)).toEqual([]);
    const [count] = await queryRows<{ n: number }>(
      sql`select count(*)::int as n from forum_posts where id = ${theirs.id}::uuid and hidden_at is null`,
    );
    expect(count.n).toBe(1);
  });
});
