// The /events list on PGlite and PostgreSQL: periods applied in SQL, keyset paging (8, then 4),
// search over title, description and location, Near Me ordering, 'n attending'.
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { haversineKm } from "./geo/distance";
import { listPublicEvents } from "./queries.server";
import { attendEvent } from "./rsvp.server";
import type { EventListQuery } from "./schemas";
import { inDays, insertEvent, insertMembers } from "./testing/fixtures.server";

type Q = Pick<EventListQuery, "q" | "period" | "cursor">;

/** Every page of a listing, following the cursors. */
async function allPages(query: Q, origin?: { latitude: number; longitude: number }) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await listPublicEvents({ ...query, cursor }, { origin });
    pages.push(page.items.map((e) => e.title));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 20);
  return pages;
}

let host: string;
let members: string[];

beforeAll(async () => {
  [host, ...members] = await insertMembers(4);
});

beforeEach(async () => {
  await getDb().execute(sql`delete from events`);
});

describe("periods and paging", () => {
  it("Upcoming: soonest first, 8 then 4 per page, every event once", async () => {
    for (let i = 13; i >= 1; i -= 1) {
      await insertEvent({
        createdBy: host,
        title: `Up ${String(i).padStart(2, "0")}`,
        eventDate: inDays(i),
      });
    }
    await insertEvent({ createdBy: host, title: "Yesterday", eventDate: inDays(-1) });
    const pages = await allPages({ q: "", period: "upcoming" });
    expect(pages.map((p) => p.length)).toEqual([8, 4, 1]);
    expect(pages.flat()).toEqual(
      Array.from({ length: 13 }, (_, i) => `Up ${String(i + 1).padStart(2, "0")}`),
    );
  });

  it("events at the same minute page by id without loss or repeats", async () => {
    const at = inDays(2);
    for (let i = 0; i < 11; i += 1)
      await insertEvent({ createdBy: host, title: `Same ${i}`, eventDate: at });
    const pages = await allPages({ q: "", period: "upcoming" });
    expect(pages.map((p) => p.length)).toEqual([8, 3]);
    expect(new Set(pages.flat()).size).toBe(11);
  });

  it("This Week is the next 7 days, This Month until the same day next month, Past newest first", async () => {
    await insertEvent({ createdBy: host, title: "In 2 days", eventDate: inDays(2) });
    await insertEvent({ createdBy: host, title: "In 6 days", eventDate: inDays(6.9) });
    await insertEvent({ createdBy: host, title: "In 8 days", eventDate: inDays(8) });
    await insertEvent({ createdBy: host, title: "In 27 days", eventDate: inDays(27) });
    await insertEvent({ createdBy: host, title: "In 40 days", eventDate: inDays(40) });
    await insertEvent({ createdBy: host, title: "2 days ago", eventDate: inDays(-2) });
    await insertEvent({ createdBy: host, title: "30 days ago", eventDate: inDays(-30) });

    const titles = async (period: EventListQuery["period"]) =>
      (await allPages({ q: "", period })).flat();
    expect(await titles("week")).toEqual(["In 2 days", "In 6 days"]);
    expect(await titles("month")).toEqual(["In 2 days", "In 6 days", "In 8 days", "In 27 days"]);
    expect(await titles("upcoming")).toEqual([
      "In 2 days",
      "In 6 days",
      "In 8 days",
      "In 27 days",
      "In 40 days",
    ]);
    expect(await titles("past")).toEqual(["2 days ago", "30 days ago"]);
  });

  it("Past Events pages newest first across pages", async () => {
    for (let i = 1; i <= 10; i += 1)
      await insertEvent({ createdBy: host, title: `Past ${i}`, eventDate: inDays(-i) });
    const pages = await allPages({ q: "", period: "past" });
    expect(pages.map((p) => p.length)).toEqual([8, 2]);
    expect(pages.flat()).toEqual(Array.from({ length: 10 }, (_, i) => `Past ${i + 1}`));
  });

  it("a tampered cursor is ignored (first page)", async () => {
    await insertEvent({ createdBy: host, title: "Only" });
    const page = await listPublicEvents({ q: "", period: "upcoming", cursor: "not-a-cursor" });
    expect(page.items.map((e) => e.title)).toEqual(["Only"]);
  });
});

describe("search", () => {
  it("matches title, description and location, case-insensitively; wildcards are literal", async () => {
    await insertEvent({
      createdBy: host,
      title: "Rotary Night",
      description: null,
      location: "Dock 5",
    });
    await insertEvent({
      createdBy: host,
      title: "Cars & Coffee",
      description: "Bring your ROTARY",
      location: null,
    });
    await insertEvent({
      createdBy: host,
      title: "Cruise",
      description: "Scenic",
      location: "Rotary Park, Denver",
    });
    await insertEvent({ createdBy: host, title: "100% Stance", description: null, location: null });
    await insertEvent({ createdBy: host, title: "1000 Stance", description: null, location: null });

    const find = async (q: string) => (await allPages({ q, period: "upcoming" })).flat().sort();
    expect(await find("rotary")).toEqual(["Cars & Coffee", "Cruise", "Rotary Night"]);
    expect(await find("100%")).toEqual(["100% Stance"]);
    expect(await find("denver")).toEqual(["Cruise"]);
  });
});

describe("Near Me", () => {
  const PORTLAND = { latitude: 45.52345, longitude: -122.67621 };
  const places = {
    Seattle: { latitude: 47.60621, longitude: -122.33207 },
    Denver: { latitude: 39.73915, longitude: -104.9847 },
    Portland: PORTLAND,
    "San Antonio": { latitude: 29.42412, longitude: -98.49363 },
    Eugene: { latitude: 44.05207, longitude: -123.08675 },
  };

  it("orders by distance (nearest first, unlocated last), with the distance on each card", async () => {
    for (const [title, point] of Object.entries(places)) {
      await insertEvent({ createdBy: host, title, ...point, eventDate: inDays(3) });
    }
    await insertEvent({ createdBy: host, title: "TBA soon", location: null, eventDate: inDays(1) });
    await insertEvent({
      createdBy: host,
      title: "TBA later",
      location: null,
      eventDate: inDays(9),
    });

    const page = await listPublicEvents({ q: "", period: "upcoming" }, { origin: PORTLAND });
    expect(page.items.map((e) => e.title)).toEqual([
      "Portland",
      "Eugene",
      "Seattle",
      "Denver",
      "San Antonio",
      "TBA soon",
      "TBA later",
    ]);
    const seattle = page.items.find((e) => e.title === "Seattle");
    expect(seattle?.distanceKm).toBeCloseTo(haversineKm(PORTLAND, places.Seattle), 6);
    expect(page.items.at(-1)?.distanceKm).toBeNull();
  });

  it("pages by distance without loss or repeats, also across the unlocated ones", async () => {
    for (let i = 0; i < 9; i += 1) {
      await insertEvent({
        createdBy: host,
        title: `Ring ${i}`,
        latitude: 45 + i * 0.5,
        longitude: -122.5,
        eventDate: inDays(2 + i),
      });
    }
    await insertEvent({
      createdBy: host,
      title: "Twin A",
      latitude: 50,
      longitude: -122.5,
      eventDate: inDays(4),
    });
    await insertEvent({
      createdBy: host,
      title: "Twin B",
      latitude: 50,
      longitude: -122.5,
      eventDate: inDays(4),
    });
    for (let i = 0; i < 3; i += 1) {
      await insertEvent({
        createdBy: host,
        title: `Nowhere ${i}`,
        location: null,
        eventDate: inDays(10 + i),
      });
    }
    const pages = await allPages({ q: "", period: "upcoming" }, PORTLAND);
    expect(pages.map((p) => p.length)).toEqual([8, 4, 2]);
    const flat = pages.flat();
    expect(new Set(flat).size).toBe(14);
    expect(flat.slice(-3)).toEqual(["Nowhere 0", "Nowhere 1", "Nowhere 2"]);
  });
});

describe("attending", () => {
  it("counts the members going, not the waitlist", async () => {
    const id = await insertEvent({ createdBy: host, title: "Two seats", maxAttendees: 2 });
    for (const userId of members) await attendEvent(id, userId);
    const [card] = (await listPublicEvents({ q: "", period: "upcoming" })).items;
    expect(card).toMatchObject({ id, attendingCount: 2, maxAttendees: 2 });
  });
});
