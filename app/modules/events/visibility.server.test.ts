// Pending and rejected events stay private, on PGlite and PostgreSQL, through every read path:
// the list (every period), search, Near Me, the home section, the calendar feed, the event page
// and its .ics — tested on the query functions AND on the route loaders that serve them.

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { createRequestContext } from "~/lib/request-context.server";
import { loader as detailLoader } from "~/routes/events/detail";
import { loader as eventIcsLoader } from "~/routes/events/event-ics";
import { loader as feedLoader } from "~/routes/events/feed-ics";
import { loader as listLoader } from "~/routes/events/list";
import { loader as mineLoader } from "~/routes/events/mine";
import {
  createVerifiedUser,
  makeAdmin,
  requestWithCookie,
  sessionCookie,
  type TestUser,
} from "../../../tests/setup/users";
import {
  getEventForViewer,
  getUpcomingEvents,
  listFeedEvents,
  listPublicEvents,
} from "./queries.server";
import { EVENT_PERIODS } from "./schemas";
import { inDays, insertEvent } from "./testing/fixtures.server";

const BASE = "http://localhost:3000";
const PORTLAND = { latitude: 45.52345, longitude: -122.67621 };

let creator: TestUser;
let member: TestUser;
let admin: TestUser;
let creatorCookie: string;
let memberCookie: string;
let adminCookie: string;
const hidden: Record<"pending" | "rejected" | "pendingPast", string> = {
  pending: "",
  rejected: "",
  pendingPast: "",
};
let approvedId = "";

/** A route loader's arguments, built by hand (the type comes from the loader it is passed to). */
/** A loader's arguments, with the router context the root middleware would build. */
const args = async <T>(request: Request, params: Record<string, string> = {}): Promise<T> =>
  ({ request, params, context: await createRequestContext(request) }) as unknown as T;

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error("expected the loader to throw");
}

beforeAll(async () => {
  creator = await createVerifiedUser({ name: "Hidden Host" });
  member = await createVerifiedUser({ name: "Curious Member" });
  admin = await createVerifiedUser({ name: "Site Admin" });
  await makeAdmin(admin);
  [creatorCookie, memberCookie, adminCookie] = await Promise.all(
    [creator, member, admin].map((u) => sessionCookie(u)),
  );
  const secret = {
    createdBy: creator.id,
    description: "Secret meet zebra",
    location: "Portland, OR, United States",
    placeName: "Portland, OR, United States",
    ...PORTLAND,
  };
  hidden.pending = await insertEvent({
    ...secret,
    title: "Zebra Pending Meet",
    approvalStatus: "pending",
    eventDate: inDays(2),
  });
  hidden.rejected = await insertEvent({
    ...secret,
    title: "Zebra Rejected Meet",
    approvalStatus: "rejected",
    eventDate: inDays(3),
  });
  hidden.pendingPast = await insertEvent({
    ...secret,
    title: "Zebra Past Pending",
    approvalStatus: "pending",
    eventDate: inDays(-3),
  });
  approvedId = await insertEvent({ ...secret, title: "Zebra Approved Meet", eventDate: inDays(4) });
});

const hiddenIds = () => Object.values(hidden);
const ids = (list: { id: string }[]) => list.map((e) => e.id);

describe("query functions", () => {
  it("the list shows no unapproved event in any period, with or without a search", async () => {
    for (const period of EVENT_PERIODS) {
      for (const q of ["", "zebra", "Portland", "Secret"]) {
        const page = await listPublicEvents({ q, period });
        for (const id of hiddenIds()) expect(ids(page.items)).not.toContain(id);
      }
    }
    const search = await listPublicEvents({ q: "zebra", period: "upcoming" });
    expect(ids(search.items)).toEqual([approvedId]);
  });

  it("Near Me shows no unapproved event, however close", async () => {
    for (const period of EVENT_PERIODS) {
      const page = await listPublicEvents({ q: "", period }, { origin: PORTLAND });
      for (const id of hiddenIds()) expect(ids(page.items)).not.toContain(id);
    }
    const near = await listPublicEvents({ q: "zebra", period: "upcoming" }, { origin: PORTLAND });
    expect(near.items.map((e) => [e.id, Math.round(e.distanceKm ?? -1)])).toEqual([
      [approvedId, 0],
    ]);
  });

  it("the home section and the calendar feed show approved events only", async () => {
    const home = await getUpcomingEvents(50);
    expect(ids(home)).toContain(approvedId);
    for (const id of hiddenIds()) expect(ids(home)).not.toContain(id);
    const feed = await listFeedEvents();
    expect(ids(feed)).toContain(approvedId);
    for (const id of hiddenIds()) expect(ids(feed)).not.toContain(id);
  });

  it("the event itself: its creator and admins only", async () => {
    for (const id of hiddenIds()) {
      expect(await getEventForViewer(id, null)).toBeNull();
      expect(await getEventForViewer(id, { id: member.id, isAdmin: false })).toBeNull();
      expect((await getEventForViewer(id, { id: creator.id, isAdmin: false }))?.id).toBe(id);
      expect((await getEventForViewer(id, { id: admin.id, isAdmin: true }))?.id).toBe(id);
    }
  });
});

describe("route loaders", () => {
  it("/events (search, every period, Near Me) lists no unapproved event", async () => {
    const urls = [
      ...EVENT_PERIODS.map((p) => `${BASE}/events?period=${p}&q=zebra`),
      `${BASE}/events?q=zebra&near=45.52,-122.68`,
      `${BASE}/events?q=zebra&city=Portland%2C%20OR`,
      `${BASE}/events?q=zebra&near=me`,
    ];
    for (const url of urls) {
      for (const cookie of [undefined, memberCookie, creatorCookie]) {
        const result = await listLoader(await args(requestWithCookie(url, cookie)));
        const events = (result as { data: { items: { id: string }[] } }).data.items;
        for (const id of hiddenIds()) expect(ids(events), url).not.toContain(id);
      }
    }
  });

  it("/events/:id answers 404 to visitors and other members, the page to the creator and admins", async () => {
    for (const id of hiddenIds()) {
      for (const cookie of [undefined, memberCookie]) {
        const thrown = await thrownBy(
          detailLoader(await args(requestWithCookie(`${BASE}/events/${id}`, cookie), { id })),
        );
        expect(thrown).toMatchObject({ init: { status: 404 } });
      }
      for (const cookie of [creatorCookie, adminCookie]) {
        const page = await detailLoader(
          await args(requestWithCookie(`${BASE}/events/${id}`, cookie), { id }),
        );
        expect(page.event.id).toBe(id);
      }
    }
  });

  it("/events/:id/calendar.ics follows the same rule", async () => {
    for (const id of hiddenIds()) {
      for (const cookie of [undefined, memberCookie]) {
        const response = await eventIcsLoader(
          await args(requestWithCookie(`${BASE}/events/${id}/calendar.ics`, cookie), { id }),
        );
        expect(response.status).toBe(404);
      }
      const response = await eventIcsLoader(
        await args(requestWithCookie(`${BASE}/events/${id}/calendar.ics`, creatorCookie), { id }),
      );
      expect(response.status).toBe(200);
    }
  });

  it("/events/calendar.ics (the feed) carries no unapproved event", async () => {
    const response = await feedLoader();
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("Zebra Approved Meet");
    expect(text).not.toContain("Zebra Pending");
    expect(text).not.toContain("Zebra Rejected");
    expect(text).not.toContain(hidden.pending);
  });

  it("My events shows the creator their own pending and rejected events, and nobody else", async () => {
    const mine = await mineLoader(
      await args(requestWithCookie(`${BASE}/events/mine`, creatorCookie)),
    );
    expect(ids(mine.events)).toEqual(expect.arrayContaining([...hiddenIds(), approvedId]));
    expect(mine.events.find((e) => e.id === hidden.pending)?.approvalStatus).toBe("pending");
    const theirs = await mineLoader(
      await args(requestWithCookie(`${BASE}/events/mine`, memberCookie)),
    );
    for (const id of hiddenIds()) expect(ids(theirs.events)).not.toContain(id);
  });

  it("a hidden event that becomes approved shows up everywhere", async () => {
    const id = await insertEvent({
      createdBy: creator.id,
      title: "Zebra Late Bloomer",
      approvalStatus: "pending",
      eventDate: inDays(5),
    });
    expect(ids(await getUpcomingEvents(50))).not.toContain(id);
    const { events } = await import("~/db/schema");
    await getDb().update(events).set({ approvalStatus: "approved" }).where(eq(events.id, id));
    expect(ids(await getUpcomingEvents(50))).toContain(id);
    expect(ids((await listPublicEvents({ q: "late bloomer", period: "upcoming" })).items)).toEqual([
      id,
    ]);
  });
});
