// The personal calendar feed on PGlite and PostgreSQL: lazily made tokens, only the member's
// going events (upcoming and the last 30 days, cancelled ones included, marked), an unknown or
// reset token finds nobody, and the feed parses as RFC 5545 (ical.js).
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { eventCalendarFeeds, eventRegistrations, events } from "~/db/schema";
import {
  FEED_PAST_DAYS,
  feedOwner,
  feedUrls,
  getOrCreateFeedToken,
  listGoingCalendarEvents,
  resetFeedToken,
} from "./calendar-feed.server";
import { personalFeedCalendar } from "./ics.server";
import { attendEvent } from "./rsvp.server";
import { inDays, insertEvent, insertMembers } from "./testing/fixtures.server";

let host: string;
let member: string;
let other: string;

beforeAll(async () => {
  [host, member, other] = await insertMembers(3, "feed");
});

describe("feed tokens", () => {
  it("are made once, 32 random bytes base64url, and name their member", async () => {
    const [first, again] = await Promise.all([
      getOrCreateFeedToken(member),
      getOrCreateFeedToken(member),
    ]);
    expect(first).toBe(again);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first, "base64url")).toHaveLength(32);
    expect(await getOrCreateFeedToken(member)).toBe(first);
    expect(await feedOwner(first)).toBe(member);
    expect(await getOrCreateFeedToken(other)).not.toBe(first);
  });

  it("an unknown or malformed token finds nobody", async () => {
    expect(await feedOwner("x".repeat(43))).toBeNull();
    expect(await feedOwner("")).toBeNull();
    expect(await feedOwner("' or 1=1 --")).toBeNull();
  });

  it("a reset replaces the token: the old one stops at once", async () => {
    const [someone] = await insertMembers(1, "reset");
    const old = await getOrCreateFeedToken(someone);
    const fresh = await resetFeedToken(someone);
    expect(fresh).not.toBe(old);
    expect(await feedOwner(old)).toBeNull();
    expect(await feedOwner(fresh)).toBe(someone);
    expect(await getOrCreateFeedToken(someone)).toBe(fresh);
    const rows = await getDb()
      .select()
      .from(eventCalendarFeeds)
      .where(eq(eventCalendarFeeds.userId, someone));
    expect(rows).toHaveLength(1);
  });

  it("gives the https and webcal addresses", () => {
    expect(feedUrls("https://camber.club", "abc")).toEqual({
      https: "https://camber.club/events/my/abc.ics",
      webcal: "webcal://camber.club/events/my/abc.ics",
    });
  });
});

describe("the member's events", () => {
  it("only the member's going events: upcoming, the last 30 days, cancelled ones marked", async () => {
    const [rider, someoneElse] = await insertMembers(2, "rider");
    const going = await insertEvent({ createdBy: host, title: "Going Meet", eventDate: inDays(3) });
    const later = await insertEvent({ createdBy: host, title: "Later Meet", eventDate: inDays(9) });
    const full = await insertEvent({ createdBy: host, title: "Full Meet", maxAttendees: 1 });
    const notMine = await insertEvent({ createdBy: host, title: "Not Mine" });
    const cancelled = await insertEvent({ createdBy: host, title: "Cancelled Meet" });
    for (const id of [going, later, cancelled]) await attendEvent(id, rider);
    await attendEvent(full, someoneElse);
    await attendEvent(full, rider); // waitlisted: not going
    await attendEvent(notMine, someoneElse);
    await getDb()
      .update(events)
      .set({ cancelledAt: new Date(), cancellationReason: "Rain", sequence: 1 })
      .where(eq(events.id, cancelled));
    // Past events (an RSVP is closed once they start, so the rows are written directly).
    const recent = await insertEvent({
      createdBy: host,
      title: "Last Week",
      eventDate: inDays(-7),
    });
    const old = await insertEvent({
      createdBy: host,
      title: "Long Ago",
      eventDate: inDays(-FEED_PAST_DAYS - 5),
    });
    const rejected = await insertEvent({
      createdBy: host,
      title: "Rejected Meet",
      approvalStatus: "rejected",
    });
    await getDb()
      .insert(eventRegistrations)
      .values([recent, old, rejected].map((eventId) => ({ eventId, userId: rider })));

    const list = await listGoingCalendarEvents(rider);
    expect(list.map((e) => e.title)).toEqual([
      "Last Week",
      "Going Meet",
      "Cancelled Meet",
      "Later Meet",
    ]);
    const marked = list.find((e) => e.title === "Cancelled Meet");
    expect(marked?.cancelledAt).toBeInstanceOf(Date);
    expect(marked?.cancellationReason).toBe("Rain");
    expect(marked?.sequence).toBe(1);

    const text = personalFeedCalendar(list, { origin: "https://camber.club" });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents.map((v) => v.getFirstPropertyValue("summary"))).toEqual([
      "Last Week",
      "Going Meet",
      "Cancelled: Cancelled Meet",
      "Later Meet",
    ]);
    expect(vevents[2].getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevents[2].getFirstPropertyValue("sequence")).toBe(1);
    expect(await listGoingCalendarEvents(someoneElse)).toHaveLength(2);
  });
});
