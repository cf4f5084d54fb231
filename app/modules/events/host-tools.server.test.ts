// The host's tools on PGlite and PostgreSQL: edit (host or admin only, upcoming and not cancelled;
// sequence and notices only for a new time or place; capacity never below the members going, a
// raise seats the waitlist in order), cancel (reason, notices once), message attendees (rate
// limit per event, no host address), the CSV export (host or admin only, formula-safe cells), and
// the place's own time zone.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { eventRegistrations, events, notifications, users } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { ConflictError, NotFoundError, RateLimitedError } from "~/lib/errors";
import { readOutbox } from "~/lib/mail.server";
import { actorOf } from "../../../tests/setup/users";
import { attendeesCsv, csvCell, exportAttendees } from "./attendee-export.server";
import {
  cancelEvent,
  createEvent,
  MESSAGE_LIMIT,
  messageAttendees,
  updateEvent,
} from "./events.server";
import { searchPlaces } from "./geo/gazetteer.server";
import { HOST_MESSAGES, RSVP_MESSAGES } from "./messages";
import { attendEvent } from "./rsvp.server";
import { eventFormSchema } from "./schemas";
import { inDays, insertAdmin, insertEvent, insertMembers } from "./testing/fixtures.server";
import { dateToZonedWallTime } from "./time";

let hostId: string;
let host: Actor;
let stranger: Actor;
let admin: Actor;
let members: string[];

beforeAll(async () => {
  [hostId] = await insertMembers(1, "host");
  host = await actorOf(hostId);
  stranger = await actorOf((await insertMembers(1, "stranger"))[0]);
  admin = await actorOf(await insertAdmin());
  members = await insertMembers(50, "rsvp");
});

const ZONE = "America/Denver";

/** The form as the host sends it for an event as it is now, with `overrides`. */
async function submission(eventId: string, overrides: Record<string, string> = {}) {
  const [row] = await getDb().select().from(events).where(eq(events.id, eventId));
  const values = {
    title: row.title,
    description: row.description ?? "",
    eventDate: dateToZonedWallTime(row.eventDate, row.timeZone),
    endsAt: row.endsAt ? dateToZonedWallTime(row.endsAt, row.timeZone) : "",
    timeZone: row.timeZone,
    location: row.location ?? "",
    placeId: "",
    maxAttendees: row.maxAttendees === null ? "" : String(row.maxAttendees),
    category: row.category ?? "",
    imageUrl: "",
    ...overrides,
  };
  return { fields: eventFormSchema.parse(values), flyer: null, removeImage: false };
}

const eventRow = async (id: string) =>
  (await getDb().select().from(events).where(eq(events.id, id)))[0];

const noticesAbout = async (userId: string, kind: string, eventId: string) =>
  (await getDb().select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.kind === kind && n.link === `/events/${eventId}`,
  );

async function emailOf(userId: string) {
  return (await getDb().select().from(users).where(eq(users.id, userId)))[0].email;
}

async function statuses(eventId: string) {
  const rows = await getDb()
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return new Map(rows.map((r) => [r.userId, r.status]));
}

const newEvent = (extra: Partial<typeof events.$inferInsert> = {}) =>
  insertEvent({ createdBy: hostId, timeZone: ZONE, title: `Meet ${Math.random()}`, ...extra });

describe("edit", () => {
  it("only the host or an admin may edit; anyone else is answered as for no event", async () => {
    const id = await newEvent();
    await expect(updateEvent(stranger, id, await submission(id))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await updateEvent(host, id, await submission(id, { title: "Host's title" }));
    await updateEvent(admin, id, await submission(id, { title: "Admin's title" }));
    expect((await eventRow(id)).title).toBe("Admin's title");
  });

  it("refuses past, cancelled and rejected events", async () => {
    const past = await newEvent({ eventDate: inDays(-1) });
    const form = await submission(await newEvent());
    await expect(updateEvent(host, past, form)).rejects.toMatchObject({
      userMessage: HOST_MESSAGES.past,
    });
    const rejected = await newEvent({ approvalStatus: "rejected" });
    await expect(updateEvent(host, rejected, form)).rejects.toMatchObject({
      userMessage: HOST_MESSAGES.rejected,
    });
    const cancelled = await newEvent();
    await cancelEvent(host, cancelled, "Rain");
    await expect(updateEvent(host, cancelled, form)).rejects.toMatchObject({
      userMessage: HOST_MESSAGES.cancelled,
    });
  });

  it("a new time raises the sequence and tells each attendee once; a new title does not", async () => {
    const id = await newEvent({ maxAttendees: 1 });
    const [going, waiting] = members;
    await attendEvent(id, going);
    await attendEvent(id, waiting);

    const retitled = await updateEvent(host, id, await submission(id, { title: "Renamed Meet" }));
    expect(retitled).toMatchObject({ scheduleChanged: false, notified: 0 });
    expect((await eventRow(id)).sequence).toBe(0);

    const start = (await eventRow(id)).eventDate;
    const later = dateToZonedWallTime(new Date(start.getTime() + 3600_000), ZONE);
    const ends = dateToZonedWallTime(new Date(start.getTime() + 4 * 3600_000), ZONE);
    const moved = await updateEvent(
      host,
      id,
      await submission(id, { eventDate: later, endsAt: ends }),
    );
    expect(moved).toMatchObject({ scheduleChanged: true, notified: 2 });
    const row = await eventRow(id);
    expect(row.sequence).toBe(1);
    const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000;
    expect(row.endsAt?.getTime()).toBe(minute(start.getTime() + 4 * 3600_000));

    for (const userId of [going, waiting]) {
      const notices = await noticesAbout(userId, "event-changed", id);
      expect(notices).toHaveLength(1);
      expect(notices[0].title).toBe('New time for "Renamed Meet"');
      expect(notices[0].body).toContain("→");
    }
    const goingEmail = await emailOf(going);
    const mails = (await readOutbox()).filter(
      (m) => m.to === goingEmail && m.subject === 'New time for "Renamed Meet"',
    );
    expect(mails).toHaveLength(1);
    // The host is not told about their own change.
    expect(await noticesAbout(hostId, "event-changed", id)).toHaveLength(0);

    // A new place: one more raise, one more notice each.
    await updateEvent(host, id, await submission(id, { location: "Boulder, CO" }));
    expect((await eventRow(id)).sequence).toBe(2);
    expect(await noticesAbout(going, "event-changed", id)).toHaveLength(2);
  });

  it("the issue's case: 50 parallel RSVPs for 5 seats; lower refused; +3 promotes exactly 3 in order", async () => {
    const id = await newEvent({ maxAttendees: 5 });
    await Promise.all(members.map((userId) => attendEvent(id, userId)));
    const waitlist = await getDb()
      .select({ userId: eventRegistrations.userId })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, id))
      .orderBy(eventRegistrations.createdAt, eventRegistrations.userId)
      .then((rows) => rows.map((r) => r.userId));
    const before = await statuses(id);
    const queue = waitlist.filter((u) => before.get(u) === "waitlisted");
    expect(queue).toHaveLength(45);

    const lower = updateEvent(host, id, await submission(id, { maxAttendees: "4" }));
    await expect(lower).rejects.toBeInstanceOf(ConflictError);
    await expect(lower).rejects.toMatchObject({
      userMessage: "5 members are going: capacity can't be lower than that",
      fieldErrors: { maxAttendees: "5 members are going: capacity can't be lower than that" },
    });
    expect((await eventRow(id)).maxAttendees).toBe(5);

    const raised = await updateEvent(host, id, await submission(id, { maxAttendees: "8" }));
    expect(raised.promotedUserIds).toEqual(queue.slice(0, 3));
    const after = await statuses(id);
    expect([...after.values()].filter((s) => s === "going")).toHaveLength(8);
    for (const userId of queue.slice(3)) expect(after.get(userId)).toBe("waitlisted");
    // The promoted hear it by e-mail.
    const promotedMail = (await readOutbox()).filter((m) => m.subject.startsWith("You're in:"));
    expect(promotedMail.map((m) => m.to)).toEqual(
      expect.arrayContaining(await Promise.all(queue.slice(0, 3).map(emailOf))),
    );
  });

  it("a picked city decides the time zone, whatever zone the browser sent", async () => {
    const [portland] = await searchPlaces("Portland, OR");
    const wall = `${dateToZonedWallTime(inDays(20), "America/Los_Angeles").slice(0, 11)}19:00`;
    const fields = eventFormSchema.parse({
      title: "West coast meet",
      description: "",
      eventDate: wall,
      endsAt: "",
      timeZone: "",
      location: portland.label,
      placeId: portland.id,
      maxAttendees: "",
      category: "cruise",
      imageUrl: "",
    });
    const id = await createEvent(hostId, fields, null);
    const row = await eventRow(id);
    expect(row.timeZone).toBe("America/Los_Angeles");
    expect(dateToZonedWallTime(row.eventDate, "America/Los_Angeles")).toBe(wall);
    expect(row.category).toBe("cruise");
    expect(row.latitude).toBeCloseTo(portland.latitude);

    // Editing without a new pick keeps the city (and its zone) while the text still names it.
    await updateEvent(
      host,
      id,
      await submission(id, { location: `Pioneer Square, ${portland.label}` }),
    );
    const edited = await eventRow(id);
    expect(edited.latitude).toBeCloseTo(portland.latitude);
    expect(edited.timeZone).toBe("America/Los_Angeles");
  });
});

describe("cancel", () => {
  it("host only, with a reason; attendees told once; RSVPs closed; sequence raised", async () => {
    const id = await newEvent({ maxAttendees: 1, title: "Storm Meet" });
    const [going, waiting, late] = members.slice(10);
    await attendEvent(id, going);
    await attendEvent(id, waiting);

    await expect(cancelEvent(stranger, id, "Mine now")).rejects.toBeInstanceOf(NotFoundError);
    await expect(cancelEvent(host, id, "   ")).rejects.toMatchObject({
      userMessage: HOST_MESSAGES.cancelReasonRequired,
    });
    expect(await cancelEvent(host, id, "Storm warning for Sunday")).toBe(2);
    await expect(cancelEvent(host, id, "Again")).rejects.toMatchObject({
      userMessage: HOST_MESSAGES.cancelled,
    });

    const row = await eventRow(id);
    expect(row.cancelledAt).not.toBeNull();
    expect(row.cancellationReason).toBe("Storm warning for Sunday");
    expect(row.sequence).toBe(1);
    for (const userId of [going, waiting]) {
      const notices = await noticesAbout(userId, "event-cancelled", id);
      expect(notices).toHaveLength(1);
      expect(notices[0].body).toContain("Storm warning for Sunday");
    }
    await expect(attendEvent(id, late)).rejects.toMatchObject({
      userMessage: RSVP_MESSAGES.cancelledEvent,
    });
  });
});

describe("message attendees", () => {
  it("e-mails each member going (not the waitlist), never shows the host's address, 3 an hour per event", async () => {
    const id = await newEvent({ maxAttendees: 2, title: "Message Meet" });
    const [a, b, waiting] = members.slice(20);
    for (const userId of [a, b, waiting]) await attendEvent(id, userId);

    await expect(
      messageAttendees(stranger, id, { subject: "Hi", text: "Spam" }),
    ).rejects.toBeInstanceOf(NotFoundError);

    const sent = await messageAttendees(host, id, {
      subject: "Parking moved",
      text: "Use the north lot.",
    });
    expect(sent).toBe(2);
    const mails = (await readOutbox()).filter((m) => m.subject === "Message Meet: Parking moved");
    expect(mails.map((m) => m.to).sort()).toEqual([await emailOf(a), await emailOf(b)].sort());
    const hostEmail = host.email;
    for (const mail of mails) {
      expect(mail.text).toContain("Use the north lot.");
      expect(JSON.stringify(mail)).not.toContain(hostEmail);
    }

    for (let i = 1; i < MESSAGE_LIMIT.limit; i += 1) {
      await messageAttendees(host, id, { subject: `Update ${i}`, text: "More news." });
    }
    await expect(
      messageAttendees(admin, id, { subject: "One more", text: "Too many." }),
    ).rejects.toBeInstanceOf(RateLimitedError);
    // A stranger's attempts never used up the host's quota (checked before counting).
  });
});

describe("attendee export", () => {
  it("host and admins only; formula-safe cells", async () => {
    const id = await newEvent({ title: "Export Meet" });
    await attendEvent(id, members[30]);
    await expect(exportAttendees(stranger, id)).rejects.toBeInstanceOf(NotFoundError);
    const { csv } = await exportAttendees(host, id);
    expect(csv.split("\r\n")[0]).toBe("Name,Username,Status,Registered at,Checked in at,Build");
    expect(csv).toContain("Going");
    expect((await exportAttendees(admin, id)).csv).toBe(csv);

    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(
      attendeesCsv([
        {
          name: "-2+3",
          username: null,
          status: "waitlisted",
          registeredAt: "2026-01-01T00:00:00.000000Z",
          checkedInAt: null,
          build: 'My "E30"',
        },
      ]).split("\r\n")[1],
    ).toBe(`'-2+3,,Waitlisted,2026-01-01T00:00:00.000000Z,,"My ""E30"""`);
  });
});
