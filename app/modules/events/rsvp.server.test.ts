// RSVPs on PGlite and PostgreSQL: capacity holds under concurrency, the waitlist is a queue,
// cancellations promote, nobody registers twice, past and unapproved events are closed.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { eventRegistrations, users } from "~/db/schema";
import { ConflictError, NotFoundError } from "~/lib/errors";
import { readOutbox } from "~/lib/mail.server";
import { RSVP_MESSAGES } from "./messages";
import { getViewerRegistration } from "./queries.server";
import { attendEvent, cancelAttendance } from "./rsvp.server";
import { inDays, insertEvent, insertMembers } from "./testing/fixtures.server";

async function registrations(eventId: string) {
  return getDb()
    .select({ userId: eventRegistrations.userId, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
}

let host: string;
let members: string[];

beforeAll(async () => {
  [host] = await insertMembers(1, "host");
  members = await insertMembers(50);
});

describe("capacity", () => {
  it("50 concurrent RSVPs for 10 seats: exactly 10 going, 40 waitlisted, none twice", async () => {
    const eventId = await insertEvent({ createdBy: host, maxAttendees: 10 });
    const results = await Promise.all(members.map((userId) => attendEvent(eventId, userId)));

    expect(results.filter((r) => r.status === "going")).toHaveLength(10);
    expect(results.filter((r) => r.status === "waitlisted")).toHaveLength(40);
    const rows = await registrations(eventId);
    expect(rows).toHaveLength(50);
    expect(rows.filter((r) => r.status === "going")).toHaveLength(10);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(50);
  });

  it("the same member clicking many times at once is registered once", async () => {
    const eventId = await insertEvent({ createdBy: host, maxAttendees: 3 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => attendEvent(eventId, members[0])),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(["going"]));
    expect(await registrations(eventId)).toHaveLength(1);
  });

  it("the database refuses a second registration of the same member", async () => {
    const eventId = await insertEvent({ createdBy: host });
    await attendEvent(eventId, members[1]);
    await expect(
      getDb().insert(eventRegistrations).values({ eventId, userId: members[1] }),
    ).rejects.toThrow();
  });

  it("an event without a limit never waitlists", async () => {
    const eventId = await insertEvent({ createdBy: host, maxAttendees: null });
    const results = await Promise.all(members.slice(0, 20).map((u) => attendEvent(eventId, u)));
    expect(results.every((r) => r.status === "going")).toBe(true);
  });
});

describe("waitlist", () => {
  it("is a queue: a cancellation promotes the first waitlisted, who is told by e-mail", async () => {
    const eventId = await insertEvent({ createdBy: host, maxAttendees: 2, title: "Two Seat Meet" });
    const [a, b, c, d] = members;
    for (const userId of [a, b, c, d]) await attendEvent(eventId, userId);
    expect(await getViewerRegistration(eventId, c)).toEqual({
      status: "waitlisted",
      waitlistPosition: 1,
    });
    expect(await getViewerRegistration(eventId, d)).toEqual({
      status: "waitlisted",
      waitlistPosition: 2,
    });

    const result = await cancelAttendance(eventId, a);
    expect(result).toEqual({ removed: "going", promotedUserIds: [c] });
    expect(await getViewerRegistration(eventId, c)).toEqual({
      status: "going",
      waitlistPosition: null,
    });
    expect(await getViewerRegistration(eventId, d)).toEqual({
      status: "waitlisted",
      waitlistPosition: 1,
    });
    expect(await getViewerRegistration(eventId, a)).toBeNull();

    const mail = (await readOutbox()).find((m) => m.subject === "You're in: Two Seat Meet");
    const [promoted] = await getDb()
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, c));
    expect(mail?.to).toBe(promoted.email);
    expect(mail?.text).toContain(`/events/${eventId}`);
  });

  it("leaving the waitlist promotes nobody", async () => {
    const eventId = await insertEvent({ createdBy: host, maxAttendees: 1 });
    const [a, b, c] = members.slice(10);
    for (const userId of [a, b, c]) await attendEvent(eventId, userId);
    expect(await cancelAttendance(eventId, b)).toEqual({
      removed: "waitlisted",
      promotedUserIds: [],
    });
    expect(await getViewerRegistration(eventId, c)).toEqual({
      status: "waitlisted",
      waitlistPosition: 1,
    });
    expect(await getViewerRegistration(eventId, a)).toEqual({
      status: "going",
      waitlistPosition: null,
    });
  });

  it("concurrent cancellations never overfill: every freed seat goes to the next in line", async () => {
    const eventId = await insertEvent({ createdBy: host, maxAttendees: 5 });
    const queue = members.slice(20, 35); // 5 going, 10 waitlisted
    for (const userId of queue) await attendEvent(eventId, userId);
    await Promise.all(queue.slice(0, 5).map((userId) => cancelAttendance(eventId, userId)));
    const rows = await registrations(eventId);
    const going = rows.filter((r) => r.status === "going").map((r) => r.userId);
    expect(going.sort()).toEqual(queue.slice(5, 10).sort());
    expect(rows.filter((r) => r.status === "waitlisted")).toHaveLength(5);
  });

  it("cancelling without a registration changes nothing", async () => {
    const eventId = await insertEvent({ createdBy: host, maxAttendees: 1 });
    expect(await cancelAttendance(eventId, members[40])).toEqual({
      removed: null,
      promotedUserIds: [],
    });
  });
});

describe("confirmation e-mails", () => {
  async function emailOf(userId: string) {
    const [row] = await getDb()
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row.email;
  }

  it("going: the invite is attached (METHOD:REQUEST, the site as organizer, the member as attendee)", async () => {
    const eventId = await insertEvent({ createdBy: host, title: "Invite Meet", maxAttendees: 1 });
    const [goer, waiter] = members.slice(44, 46);
    await attendEvent(eventId, goer);
    await attendEvent(eventId, waiter);
    const outbox = await readOutbox();

    const invite = outbox.find((m) => m.subject === "You're going: Invite Meet");
    expect(invite?.to).toBe(await emailOf(goer));
    expect(invite?.attachments).toHaveLength(1);
    const [file] = invite?.attachments ?? [];
    expect(file.filename).toBe("invite-meet.ics");
    expect(file.contentType).toContain("text/calendar");
    expect(file.contentType).toContain("method=REQUEST");
    expect(file.content).toContain("METHOD:REQUEST");
    expect(file.content).toContain(`UID:${eventId}@`);
    const unfolded = file.content.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toMatch(/ORGANIZER;CN="?Camber Club"?:mailto:no-reply@camber\.club/i);
    expect(unfolded.toLowerCase()).toContain(`mailto:${(await emailOf(goer)).toLowerCase()}`);
    // The host's address is never in it.
    expect(unfolded.toLowerCase()).not.toContain((await emailOf(host)).toLowerCase());

    const waitlisted = outbox.find((m) => m.subject === "You're on the waitlist: Invite Meet");
    expect(waitlisted?.to).toBe(await emailOf(waiter));
    expect(waitlisted?.attachments ?? []).toEqual([]);
    expect(waitlisted?.text).toContain("waitlist");

    // Promoted from the waitlist: the invite comes then.
    await cancelAttendance(eventId, goer);
    const promoted = (await readOutbox()).find((m) => m.subject === "You're in: Invite Meet");
    expect(promoted?.to).toBe(await emailOf(waiter));
    expect(promoted?.attachments?.[0].content).toContain("METHOD:REQUEST");
  });

  it("a repeated RSVP sends nothing more", async () => {
    const eventId = await insertEvent({ createdBy: host, title: "Once Meet" });
    await attendEvent(eventId, members[46]);
    await attendEvent(eventId, members[46]);
    const mails = (await readOutbox()).filter((m) => m.subject === "You're going: Once Meet");
    expect(mails).toHaveLength(1);
  });
});

describe("closed events", () => {
  it("past events cannot be joined or left", async () => {
    const eventId = await insertEvent({ createdBy: host, eventDate: inDays(-1) });
    await getDb().insert(eventRegistrations).values({ eventId, userId: members[2] });
    await expect(attendEvent(eventId, members[3])).rejects.toMatchObject({
      userMessage: RSVP_MESSAGES.past,
    });
    await expect(cancelAttendance(eventId, members[2])).rejects.toBeInstanceOf(ConflictError);
    const rows = await getDb()
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, members[2])),
      );
    expect(rows).toHaveLength(1);
  });

  it("pending, rejected and unknown events take no RSVPs", async () => {
    for (const approvalStatus of ["pending", "rejected"] as const) {
      const eventId = await insertEvent({ createdBy: host, approvalStatus });
      await expect(attendEvent(eventId, members[4])).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(
      attendEvent("00000000-0000-4000-8000-000000000000", members[4]),
    ).rejects.toMatchObject({ userMessage: RSVP_MESSAGES.notFound });
  });
});
