// Series on PGlite and PostgreSQL: a new series is pending and makes no dates; approval makes the
// next 8 dates (or 90 days' worth) at once as approved events; generation is idempotent, also
// when two runs race, moves its watermark, keeps the wall-clock time across DST and never makes a
// deleted date again; rejecting takes future dates off and tells who signed up; only admins
// approve, only the host edits the whole series (one transaction, SEQUENCE raised, attendees told).
import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { eventRegistrations, eventSeries, events, notifications, users } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { ConflictError, ForbiddenError, NotFoundError } from "~/lib/errors";
import { readOutbox } from "~/lib/mail.server";
import { actorOf } from "../../../../tests/setup/users";
import { updateEvent } from "../events.server";
import { attendEvent } from "../rsvp.server";
import { type EventFormInput, eventFormSchema } from "../schemas";
import { insertAdmin, insertMembers } from "../testing/fixtures.server";
import { dateToZonedWallTime } from "../time";
import { getSeriesForViewer, seriesOfEvent } from "./queries.server";
import type { Recurrence } from "./rule";
import {
  createSeries,
  endSeries,
  generateSeriesOccurrences,
  HORIZON_DAYS,
  OCCURRENCES_AHEAD,
  setSeriesApprovalStatus,
  updateSeries,
} from "./series.server";

const LA = "America/Los_Angeles";
const DAY = 24 * 3600_000;

function eventInput(start: Date, overrides: Record<string, string> = {}): EventFormInput {
  return eventFormSchema.parse({
    title: "Cars & Coffee",
    description: "Bring your car.",
    eventDate: dateToZonedWallTime(start, LA),
    timeZone: LA,
    location: "Portland, OR, United States",
    placeId: "",
    maxAttendees: "",
    imageUrl: "",
    ...overrides,
  });
}

async function newSeries(
  recurrence: Recurrence,
  start = new Date(Date.now() + 2 * DAY),
  host = member,
) {
  return createSeries(host, eventInput(start), recurrence, null);
}

const weekly: Recurrence = { kind: "weekly", everyWeeks: 1, end: { kind: "never" } };
const firstSunday: Recurrence = {
  kind: "monthly-nth",
  ordinal: 1,
  weekday: "SU",
  end: { kind: "never" },
};

const datesOf = (seriesId: string) =>
  getDb().select().from(events).where(eq(events.seriesId, seriesId)).orderBy(events.eventDate);
const seriesRow = async (id: string) =>
  (await getDb().select().from(eventSeries).where(eq(eventSeries.id, id)))[0];

let member: string;
let other: string;
let host: Actor;
let stranger: Actor;
let admin: Actor;

beforeAll(async () => {
  [member, other] = await insertMembers(2);
  host = await actorOf(member);
  stranger = await actorOf(other);
  admin = await actorOf(await insertAdmin());
});

describe("creating and approving a series", () => {
  it("stores a pending series that makes no dates until an admin approves it", async () => {
    const id = await newSeries(weekly);
    expect(await seriesRow(id)).toMatchObject({
      approvalStatus: "pending",
      rrule: expect.stringMatching(/^FREQ=WEEKLY;BYDAY=/),
    });
    await generateSeriesOccurrences();
    expect(await datesOf(id)).toHaveLength(0);

    await setSeriesApprovalStatus(admin, id, "approved");
    const dates = await datesOf(id);
    expect(dates).toHaveLength(OCCURRENCES_AHEAD);
    expect(dates.every((e) => e.approvalStatus === "approved" && e.createdBy === member)).toBe(
      true,
    );
    expect(dates.every((e) => e.seriesOccurrenceAt?.getTime() === e.eventDate.getTime())).toBe(
      true,
    );
    // A week apart, at the same wall-clock time.
    const times = new Set(dates.map((e) => dateToZonedWallTime(e.eventDate, LA).slice(11)));
    expect(times.size).toBe(1);
    const host = await getDb()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, member), eq(notifications.kind, "event-series-approved")),
      );
    expect(host).toHaveLength(1);
  });

  it("makes only 90 days' worth of a monthly series (fewer than 8)", async () => {
    const id = await newSeries(firstSunday);
    await setSeriesApprovalStatus(admin, id, "approved");
    const dates = await datesOf(id);
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect(dates.length).toBeLessThanOrEqual(4);
    const last = dates.at(-1)?.eventDate.getTime() ?? 0;
    expect(last).toBeLessThanOrEqual(Date.now() + HORIZON_DAYS * DAY);
    expect(
      dates.every(
        (e) =>
          new Date(e.eventDate).toLocaleDateString("en-US", { weekday: "long", timeZone: LA }) ===
          "Sunday",
      ),
    ).toBe(true);
    expect(dates.every((e) => Number(dateToZonedWallTime(e.eventDate, LA).slice(8, 10)) <= 7)).toBe(
      true,
    );
  });

  it("only lets admins approve or reject", async () => {
    const id = await newSeries(weekly);
    await expect(setSeriesApprovalStatus(host, id, "approved")).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(setSeriesApprovalStatus(stranger, id, "approved")).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(
      setSeriesApprovalStatus(admin, crypto.randomUUID(), "approved"),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await seriesRow(id)).approvalStatus).toBe("pending");
  });

  it("hides a pending series from everyone but its host and admins, and shows the dates it will make", async () => {
    const id = await newSeries(weekly);
    expect(await getSeriesForViewer(id, null)).toBeNull();
    expect(await getSeriesForViewer(id, { id: other, isAdmin: false })).toBeNull();
    const own = await getSeriesForViewer(id, { id: member, isAdmin: false });
    expect(own?.upcoming).toHaveLength(OCCURRENCES_AHEAD);
    expect(own?.upcoming.every((d) => d.eventId === null)).toBe(true);
    expect(own?.ruleText).toMatch(/^Every week on \w+day, \d+:\d\d [AP]M P[SD]T$/);
    await setSeriesApprovalStatus(admin, id, "approved");
    const page = await getSeriesForViewer(id, null);
    expect(page?.upcoming).toHaveLength(OCCURRENCES_AHEAD);
    const first = page?.upcoming[0]?.eventId ?? "";
    expect(await seriesOfEvent(first)).toEqual({ id, title: "Cars & Coffee" });
  });
});

describe("generateSeriesOccurrences", () => {
  it("is idempotent, also with two runs at once", async () => {
    const id = await newSeries(weekly);
    await setSeriesApprovalStatus(admin, id, "approved");
    await getDb().delete(events).where(eq(events.seriesId, id));
    await getDb().update(eventSeries).set({ generatedUntil: null }).where(eq(eventSeries.id, id));
    const made = await Promise.all([
      generateSeriesOccurrences(new Date(), id),
      generateSeriesOccurrences(new Date(), id),
    ]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(OCCURRENCES_AHEAD);
    expect(await generateSeriesOccurrences(new Date(), id)).toBe(0);
    expect(await datesOf(id)).toHaveLength(OCCURRENCES_AHEAD);
  });

  it("adds the next date as time passes, moves the watermark, and never remakes a deleted date", async () => {
    const id = await newSeries(weekly);
    await setSeriesApprovalStatus(admin, id, "approved");
    const before = await datesOf(id);
    const watermark = (await seriesRow(id)).generatedUntil;
    expect(watermark?.getTime()).toBe(before.at(-1)?.eventDate.getTime());
    // An admin deletes the third date.
    await getDb().delete(events).where(eq(events.id, before[2].id));
    // A week and a bit later the first date is past: one new date at the end, not the third again.
    const later = new Date(before[0].eventDate.getTime() + DAY);
    expect(await generateSeriesOccurrences(later, id)).toBe(2);
    const after = await datesOf(id);
    expect(after.map((e) => e.id)).not.toContain(before[2].id);
    expect(
      after.filter((e) => e.seriesOccurrenceAt?.getTime() === before[2].eventDate.getTime()),
    ).toHaveLength(0);
    expect(after).toHaveLength(OCCURRENCES_AHEAD + 1);
    expect((await seriesRow(id)).generatedUntil?.getTime()).toBe(after.at(-1)?.eventDate.getTime());
  });

  it("keeps the wall-clock time when daylight saving time starts", async () => {
    const [row] = await getDb()
      .insert(eventSeries)
      .values({
        createdBy: member,
        title: "Early Cruise",
        timeZone: LA,
        rrule: "FREQ=WEEKLY;BYDAY=SU;COUNT=4",
        startsAt: new Date("2027-03-07T16:00:00Z"), // 8:00 AM PST
        durationMinutes: 120,
        approvalStatus: "approved",
      })
      .returning({ id: eventSeries.id });
    expect(await generateSeriesOccurrences(new Date("2027-03-01T00:00:00Z"), row.id)).toBe(4);
    const dates = await datesOf(row.id);
    expect(dates.map((e) => e.eventDate.toISOString())).toEqual([
      "2027-03-07T16:00:00.000Z",
      "2027-03-14T15:00:00.000Z", // 8:00 AM PDT
      "2027-03-21T15:00:00.000Z",
      "2027-03-28T15:00:00.000Z",
    ]);
    expect(
      dates.every((e) => e.endsAt && e.endsAt.getTime() - e.eventDate.getTime() === 2 * 3600_000),
    ).toBe(true);
    // The count is used up: later runs make nothing.
    expect(await generateSeriesOccurrences(new Date("2027-03-20T00:00:00Z"), row.id)).toBe(0);
  });

  it("makes nothing for an ended series", async () => {
    const id = await newSeries(weekly);
    await expect(endSeries(stranger, id)).rejects.toBeInstanceOf(ForbiddenError);
    await endSeries(host, id);
    await setSeriesApprovalStatus(admin, id, "approved");
    expect(await datesOf(id)).toHaveLength(0);
  });
});

describe("rejecting a series", () => {
  it("takes its future dates off the calendar and tells the members signed up", async () => {
    const id = await newSeries(weekly);
    await setSeriesApprovalStatus(admin, id, "approved");
    const [first] = await datesOf(id);
    await attendEvent(first.id, other);
    await setSeriesApprovalStatus(admin, id, "rejected");
    expect((await datesOf(id)).every((e) => e.approvalStatus === "rejected")).toBe(true);
    const told = await getDb()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, other), eq(notifications.kind, "event-rejected-attendee")),
      );
    expect(told).toHaveLength(1);
    expect(await getSeriesForViewer(id, null)).toBeNull();
  });
});

describe("updateSeries", () => {
  const edit = {
    title: "Cars & Coffee",
    description: "Bring your car.",
    category: null,
    location: "Portland, OR, United States",
    placeId: null,
    maxAttendees: null,
  };

  it("moves the future dates the host has not edited alone, raises their SEQUENCE and tells attendees", async () => {
    const id = await newSeries(weekly);
    await setSeriesApprovalStatus(admin, id, "approved");
    const dates = await datesOf(id);
    await attendEvent(dates[1].id, other);
    // The host edits one date alone, on its own edit page: whole-series edits leave it be.
    const one = dates[3];
    await updateEvent(host, one.id, {
      fields: eventFormSchema.parse({
        title: "Special edition",
        description: one.description ?? "",
        eventDate: dateToZonedWallTime(one.eventDate, one.timeZone),
        endsAt: "",
        timeZone: one.timeZone,
        location: one.location ?? "",
        placeId: "",
        maxAttendees: "",
        category: "",
        imageUrl: "",
      }),
      flyer: null,
      removeImage: false,
    });

    await expect(updateSeries(stranger, id, { ...edit, time: "09:30" })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(updateSeries(admin, id, { ...edit, time: "09:30" })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    const result = await updateSeries(host, id, {
      ...edit,
      title: "Sunday Cars & Coffee",
      time: "09:30",
    });
    expect(result).toEqual({ updated: OCCURRENCES_AHEAD - 1, notified: 1 });

    const after = await datesOf(id);
    const detached = after.find((e) => e.id === dates[3].id);
    expect(detached).toMatchObject({
      title: "Special edition",
      sequence: 0,
      eventDate: dates[3].eventDate,
    });
    for (const e of after.filter((x) => x.id !== dates[3].id)) {
      expect(dateToZonedWallTime(e.eventDate, LA).slice(11)).toBe("09:30");
      expect(e).toMatchObject({ title: "Sunday Cars & Coffee", sequence: 1 });
      expect(e.seriesOccurrenceAt?.getTime()).toBe(e.eventDate.getTime());
    }
    const told = await getDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other), eq(notifications.kind, "event-changed")));
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain("When:");
    expect(told[0].body).toContain("9:30 AM");
    // The next run does not make the moved dates again at the new time.
    expect(await generateSeriesOccurrences(new Date(), id)).toBe(0);
    expect(await datesOf(id)).toHaveLength(OCCURRENCES_AHEAD);
  });

  it("refuses a capacity below the members going, and promotes from the waitlist when raised", async () => {
    const id = await newSeries(weekly);
    await setSeriesApprovalStatus(admin, id, "approved");
    const [first] = await datesOf(id);
    const people = await insertMembers(3, "rider");
    await getDb().update(events).set({ maxAttendees: 1 }).where(eq(events.id, first.id));
    for (const person of people) await attendEvent(first.id, person);
    const time = dateToZonedWallTime(first.eventDate, LA).slice(11);
    await expect(updateSeries(host, id, { ...edit, time, maxAttendees: 1 })).resolves.toBeTruthy();
    await getDb()
      .update(eventRegistrations)
      .set({ status: "going" })
      .where(eq(eventRegistrations.userId, people[1]));
    await expect(updateSeries(host, id, { ...edit, time, maxAttendees: 1 })).rejects.toBeInstanceOf(
      ConflictError,
    );
    await updateSeries(host, id, { ...edit, time, maxAttendees: 3 });
    const going = await getDb()
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, first.id), eq(eventRegistrations.status, "going")));
    expect(going).toHaveLength(3);
    // The promoted member gets the "you're in" e-mail a one-off event sends.
    const [{ email }] = await getDb()
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, people[2]));
    const youreIn = (await readOutbox()).filter(
      (m) => m.to === email && m.subject.startsWith("You're in:"),
    );
    expect(youreIn).toHaveLength(1);
    // No time or place change: nobody gets a "changed" notice, no SEQUENCE raised.
    expect((await datesOf(id)).every((e) => e.sequence === 0)).toBe(true);
    const ended = await getDb()
      .select()
      .from(eventSeries)
      .where(and(eq(eventSeries.id, id), isNotNull(eventSeries.endedAt)));
    expect(ended).toHaveLength(0);
  });
});
