// Tickets and check-in on PGlite and PostgreSQL: the signed token (tampered, another event's,
// another member's refused), only the host and admins check in, a second check-in says "already"
// with its first time, the counts, the search, audit entries; and the event's Q&A thread (hidden
// on a pending event except from its host and admins, the host's comments marked "Host").
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, eventRegistrations, notifications } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { ForbiddenError, InvalidError, NotFoundError } from "~/lib/errors";
import { listThreadComments, postComment } from "~/modules/comments/index.server";
import { actorOf } from "../../../../tests/setup/users";
import { attendEvent } from "../rsvp.server";
import { inDays, insertAdmin, insertEvent, insertMembers } from "../testing/fixtures.server";
import {
  checkInByToken,
  checkInMember,
  getCheckInSummary,
  getTicket,
  lookupTicket,
  searchAttendees,
} from "./check-in.server";
import { CHECK_IN_MESSAGES } from "./messages";
import { signTicket, verifyTicket } from "./ticket-token.server";

let host: Actor;
let admin: Actor;
let stranger: Actor;
let members: string[];

beforeAll(async () => {
  const [hostId, strangerId] = await insertMembers(2, "host");
  host = await actorOf(hostId);
  stranger = await actorOf(strangerId);
  admin = await actorOf(await insertAdmin());
  members = await insertMembers(4, "guest");
});

async function eventWithGuests(count = 3): Promise<string> {
  const eventId = await insertEvent({ createdBy: host.id, title: "Night Run" });
  for (const id of members.slice(0, count)) await attendEvent(eventId, id);
  return eventId;
}

describe("ticket tokens", () => {
  it("sign and verify: the ticket names its event and member", () => {
    const claims = { eventId: crypto.randomUUID(), memberId: "member-1" };
    const token = signTicket(claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyTicket(token)).toEqual(claims);
    expect(verifyTicket(` ${token}\n`)).toEqual(claims);
  });

  it("refuses a tampered token, a foreign MAC and junk", () => {
    const eventId = crypto.randomUUID();
    const token = signTicket({ eventId, memberId: "alice" });
    const [, mac] = token.split(".");
    const forged = `${Buffer.from(`${eventId} mallory`).toString("base64url")}.${mac}`;
    expect(verifyTicket(forged)).toBeNull();
    const flipped = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect(verifyTicket(flipped)).toBeNull();
    for (const junk of [
      "",
      "abc",
      "a.b",
      `${token}.x`,
      "x".repeat(400),
      "<script>alert(1)</script>",
    ]) {
      expect(verifyTicket(junk)).toBeNull();
    }
  });
});

describe("check-in", () => {
  it("the host checks in by ticket; a second scan says already, with the first time", async () => {
    const eventId = await eventWithGuests();
    const token = signTicket({ eventId, memberId: members[0] });
    const first = await checkInByToken(host, eventId, token);
    expect(first.status).toBe("checked-in");
    expect(first.attendee.memberId).toBe(members[0]);
    const again = await checkInByToken(host, eventId, token);
    expect(again.status).toBe("already");
    expect(again.attendee.checkedInAt).toBe(first.attendee.checkedInAt);
    const [row] = await getDb()
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, members[0])),
      );
    expect(row.checkedInBy).toBe(host.id);
    const audit = await getDb()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, eventId), eq(adminAuditLog.action, "event-check-in")));
    expect(audit).toHaveLength(1);
    expect(audit[0].adminId).toBe(host.id);
  });

  it("parallel scans of one ticket check in once", async () => {
    const eventId = await eventWithGuests();
    const token = signTicket({ eventId, memberId: members[1] });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => checkInByToken(host, eventId, token)),
    );
    expect(outcomes.filter((o) => o.status === "checked-in")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "already")).toHaveLength(4);
  });

  it("refuses another event's ticket, a forged one and a member who isn't going", async () => {
    const eventId = await eventWithGuests();
    const otherId = await eventWithGuests();
    await expect(
      checkInByToken(host, eventId, signTicket({ eventId: otherId, memberId: members[0] })),
    ).rejects.toMatchObject({ userMessage: CHECK_IN_MESSAGES.otherEvent });
    await expect(checkInByToken(host, eventId, "nope.nope")).rejects.toBeInstanceOf(InvalidError);
    await expect(
      checkInByToken(host, eventId, signTicket({ eventId, memberId: members[3] })),
    ).rejects.toMatchObject({ userMessage: CHECK_IN_MESSAGES.notGoing });
  });

  it("only the host and admins may check in or see the counts", async () => {
    const eventId = await eventWithGuests();
    const guest = await actorOf(members[0]);
    const token = signTicket({ eventId, memberId: members[0] });
    await expect(checkInByToken(guest, eventId, token)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(checkInMember(stranger, eventId, members[0])).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(getCheckInSummary(stranger, eventId)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(searchAttendees(stranger, eventId, "guest")).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect((await checkInMember(admin, eventId, members[0])).status).toBe("checked-in");
    // A pending event is not even there for a stranger.
    const pending = await insertEvent({ createdBy: host.id, approvalStatus: "pending" });
    await expect(getCheckInSummary(stranger, pending)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("counts n of m, searches the going list, reads a ticket without checking in", async () => {
    const eventId = await eventWithGuests(3);
    expect(await getCheckInSummary(host, eventId)).toMatchObject({ going: 3, checkedIn: 0 });
    const read = await lookupTicket(host, eventId, signTicket({ eventId, memberId: members[2] }));
    expect(read.status).toBe("found");
    expect((await getCheckInSummary(host, eventId)).checkedIn).toBe(0);
    await checkInMember(host, eventId, members[2]);
    expect(await getCheckInSummary(host, eventId)).toMatchObject({ going: 3, checkedIn: 1 });
    expect(await searchAttendees(host, eventId, "")).toEqual([]);
    const found = await searchAttendees(host, eventId, "guest 3");
    expect(found.map((a) => a.memberId)).toEqual([members[2]]);
    expect(found[0].checkedInAt).not.toBeNull();
    expect(await searchAttendees(host, eventId, "%")).toEqual([]);
  });

  it("a cancelled or pending event takes no check-ins and shows no tickets", async () => {
    const cancelled = await insertEvent({ createdBy: host.id, cancelledAt: new Date() });
    await getDb().insert(eventRegistrations).values({ eventId: cancelled, userId: members[0] });
    await expect(checkInMember(host, cancelled, members[0])).rejects.toMatchObject({
      userMessage: CHECK_IN_MESSAGES.closed,
    });
    expect(await getTicket(await actorOf(members[0]), cancelled)).toBeNull();
    const open = await eventWithGuests(1);
    expect(await getTicket(await actorOf(members[0]), open)).toMatchObject({ title: "Night Run" });
    expect(await getTicket(await actorOf(members[3]), open)).toBeNull();
  });
});

describe("event Q&A", () => {
  it("is hidden on a pending event except from its host and admins", async () => {
    const eventId = await insertEvent({
      createdBy: host.id,
      approvalStatus: "pending",
      eventDate: inDays(10),
    });
    const ref = { kind: "event", id: eventId } as const;
    await postComment(host, ref, "Parking is behind the hall.");
    expect(await listThreadComments(ref, null)).toBeNull();
    expect(await listThreadComments(ref, stranger)).toBeNull();
    await expect(postComment(stranger, ref, "Hello?")).rejects.toBeInstanceOf(NotFoundError);
    expect((await listThreadComments(ref, admin))?.items).toHaveLength(1);
    expect((await listThreadComments(ref, host))?.canPost).toBe(true);
  });

  it("marks the host's answers 'Host' and nobody else's", async () => {
    const eventId = await insertEvent({ createdBy: host.id });
    const ref = { kind: "event", id: eventId } as const;
    const guest = await actorOf(members[0]);
    const question = await postComment(guest, ref, "Is there space for trailers?");
    await postComment(host, ref, "Yes, the back lot.", question.id);
    const page = await listThreadComments(ref, stranger);
    expect(page?.threadPath).toBe(`/events/${eventId}`);
    const [item] = page?.items ?? [];
    expect(item.authorBadge).toBeNull();
    expect(item.replies.map((r) => r.authorBadge)).toEqual(["Host"]);
  });

  it("tells the host about each question and follow-up, never about their own answers", async () => {
    const eventId = await insertEvent({ createdBy: host.id });
    const ref = { kind: "event", id: eventId } as const;
    const guest = await actorOf(members[1]);
    const question = await postComment(guest, ref, "Can I bring a trailer?");
    await postComment(host, ref, "Yes, the back lot.", question.id);
    await postComment(guest, ref, "Thanks! How early?", question.id);
    const told = await getDb()
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, host.id),
          eq(notifications.kind, "event-question"),
          like(notifications.link, `/events/${eventId}#%`),
        ),
      )
      .orderBy(notifications.createdAt);
    expect(told.map((n) => n.title)).toEqual([
      `${guest.name} asked a question about your event`,
      `${guest.name} replied in your event's questions`,
    ]);
    expect(told[0].link).toBe(`/events/${eventId}#comment-${question.id}`);
  });
});
