// Members signed up for an event (going or waitlisted) are told, once, when an admin takes it off
// the calendar (reject) or deletes it: an in-app notice written in the same transaction as the
// change, and its e-mail. The host keeps their own notice; nobody hears about a past event.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { eventRegistrations, events, notifications } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { readOutbox } from "~/lib/mail.server";
import { actorOf } from "../../../tests/setup/users";
import { deleteEvent, setEventApprovalStatus } from "./events.server";
import { eventDeletedAttendeeNotice, eventRejectedAttendeeNotice } from "./notices";
import { attendEvent } from "./rsvp.server";
import { inDays, insertAdmin, insertEvent, insertMembers } from "./testing/fixtures.server";

let host: string;
let going: string;
let waiting: string;
let bystander: string;
let admin: Actor;

beforeAll(async () => {
  [host, going, waiting, bystander] = await insertMembers(4, "attendee-notices");
  admin = await actorOf(await insertAdmin());
});

const noticesOf = (userId: string) =>
  getDb().select().from(notifications).where(eq(notifications.userId, userId));

async function emailOf(userId: string) {
  const row = await getDb().query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) });
  return row?.email as string;
}

/** An approved event with one seat: `going` takes it, `waiting` is waitlisted. */
async function fullEvent(title: string) {
  const id = await insertEvent({ createdBy: host, title, maxAttendees: 1 });
  expect((await attendEvent(id, going)).status).toBe("going");
  expect((await attendEvent(id, waiting)).status).toBe("waitlisted");
  return id;
}

describe("attendees hear when their event is taken off the calendar", () => {
  it("reject: one notice and one e-mail per member signed up, going or waitlisted", async () => {
    const title = `Rejected Meet ${Date.now()}`;
    const id = await fullEvent(title);

    await setEventApprovalStatus(admin, id, "rejected");
    // Rejecting again is no new change: nobody hears twice.
    await setEventApprovalStatus(admin, id, "rejected");

    const goingNotices = (await noticesOf(going)).filter((n) => n.title.includes(title));
    const waitingNotices = (await noticesOf(waiting)).filter((n) => n.title.includes(title));
    expect(goingNotices).toHaveLength(1);
    expect(waitingNotices).toHaveLength(1);
    expect(goingNotices[0]).toMatchObject(
      eventRejectedAttendeeNotice({ userId: going, status: "going", title }),
    );
    expect(waitingNotices[0]).toMatchObject(
      eventRejectedAttendeeNotice({ userId: waiting, status: "waitlisted", title }),
    );
    expect(waitingNotices[0].title).toContain("you were on the waitlist for");
    // The host gets the host's notice only, the bystander nothing.
    const hostNotices = (await noticesOf(host)).filter((n) => n.title.includes(title));
    expect(hostNotices.map((n) => n.kind)).toEqual(["event-rejected"]);
    expect((await noticesOf(bystander)).filter((n) => n.title.includes(title))).toHaveLength(0);

    const mails = await readOutbox();
    for (const member of [going, waiting]) {
      const address = await emailOf(member);
      // (Their RSVP confirmation came first; the rejection is the one mail after it.)
      const theirs = mails.filter(
        (m) =>
          m.to === address &&
          m.subject.includes(title) &&
          !/^You're (going|on the waitlist):/.test(m.subject),
      );
      expect(theirs).toHaveLength(1);
      expect(theirs[0].text).toContain("/events");
    }
  });

  it("delete: every member signed up is told before the sign-ups go", async () => {
    const title = `Deleted Meet ${Date.now()}`;
    const id = await fullEvent(title);

    await deleteEvent(admin, id);

    for (const [member, status] of [
      [going, "going"],
      [waiting, "waitlisted"],
    ] as const) {
      const theirs = (await noticesOf(member)).filter((n) => n.title.includes(title));
      expect(theirs).toHaveLength(1);
      expect(theirs[0]).toMatchObject(
        eventDeletedAttendeeNotice({ userId: member, status, title }),
      );
    }
    const left = await getDb()
      .select()
      .from(eventRegistrations)
      .where(inArray(eventRegistrations.userId, [going, waiting]));
    expect(left.filter((r) => r.eventId === id)).toHaveLength(0);
  });

  it("an admin who signed up is not told about their own change", async () => {
    const title = `Admin's Own Meet ${Date.now()}`;
    const id = await insertEvent({ createdBy: host, title });
    await attendEvent(id, admin.id);
    await attendEvent(id, going);
    await setEventApprovalStatus(admin, id, "rejected");
    expect((await noticesOf(admin.id)).filter((n) => n.title.includes(title))).toHaveLength(0);
    expect((await noticesOf(going)).filter((n) => n.title.includes(title))).toHaveLength(1);
  });

  it("an event that has already taken place tells its attendees nothing", async () => {
    const title = `Past Meet ${Date.now()}`;
    const id = await insertEvent({ createdBy: host, title });
    await attendEvent(id, going);
    // It took place yesterday.
    await getDb()
      .update(events)
      .set({ eventDate: inDays(-1) })
      .where(eq(events.id, id));

    await setEventApprovalStatus(admin, id, "rejected");
    await deleteEvent(admin, id);
    expect((await noticesOf(going)).filter((n) => n.title.includes(title))).toHaveLength(0);
  });
});
