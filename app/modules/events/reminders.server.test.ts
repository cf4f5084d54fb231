// Event reminders on the job runner, on both engines: each reminder reaches each going member
// once (in-app and by e-mail) across worker restarts and parallel workers, and only while it
// still holds (going, approved, not cancelled, same start, reminders on).
import { and, eq, inArray, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { eventRegistrations, events, jobs, notifications, users } from "~/db/schema";
import { runJobsOnce, startJobWorker } from "~/lib/jobs/index.server";
import { readOutbox } from "~/lib/mail.server";
import { actorOf } from "../../../tests/setup/users";
import { eventReminderNotice } from "./reminders";
import {
  eventReminderJobs,
  REMINDER_JOB,
  remindersEnabled,
  setEventReminders,
} from "./reminders.server";
import { cancelAttendance } from "./rsvp.server";
import { insertEvent, insertMembers } from "./testing/fixtures.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const { handlers, recurring } = eventReminderJobs;

let host: string;
beforeAll(async () => {
  [host] = await insertMembers(1, "reminder-host");
});

/** Each test lives in its own stretch of the future, so one test's scans never see another's. */
let stretch = 0;
function baseTime() {
  stretch += 1;
  return Math.floor(Date.now() / MINUTE) * MINUTE + stretch * 10 * DAY;
}

async function eventWith(title: string, startsAt: Date, members: string[]) {
  const id = await insertEvent({ createdBy: host, title, eventDate: startsAt });
  if (members.length > 0) {
    await getDb()
      .insert(eventRegistrations)
      .values(members.map((userId) => ({ eventId: id, userId, status: "going" as const })));
  }
  return id;
}

async function remindersOf(eventId: string) {
  return getDb()
    .select({ userId: notifications.userId, kind: notifications.kind, title: notifications.title })
    .from(notifications)
    .where(
      and(
        eq(notifications.link, `/events/${eventId}`),
        like(notifications.kind, "event-reminder%"),
      ),
    );
}

async function mailsAbout(title: string, members: string[]) {
  const rows = await getDb()
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, members));
  const addresses = new Set(rows.map((r) => r.email));
  return (await readOutbox()).filter((m) => addresses.has(m.to) && m.subject.includes(title));
}

const drain = (now: Date, workerId = "test") =>
  runJobsOnce({ handlers, recurring, clock: () => now, workerId });

describe("reminders across restarts", () => {
  it("schedules, survives a restart before the due time, and sends each reminder once", async () => {
    const base = baseTime();
    const startsAt = new Date(base + DAY + 30 * MINUTE);
    const members = await insertMembers(2, "reminded");
    const title = `Restart Meet ${base}`;
    const eventId = await eventWith(title, startsAt, members);
    let now = new Date(base);
    const start = (workerId: string) =>
      startJobWorker({ handlers, recurring, pollMs: 10, clock: () => now, workerId });

    // Process 1 schedules the day-before reminders (due in 30 minutes), then stops.
    const first = start("process-1");
    await expect
      .poll(async () =>
        getDb()
          .select({ id: jobs.id, runAt: jobs.runAt })
          .from(jobs)
          .where(like(jobs.uniqueKey, `event-reminder:${eventId}:%`)),
      )
      .toHaveLength(2);
    await first.stop();
    expect(await remindersOf(eventId)).toHaveLength(0);

    // A new process starts after the due time: it sends them, once per member.
    now = new Date(base + 31 * MINUTE);
    const second = start("process-2");
    await expect.poll(async () => (await remindersOf(eventId)).length).toBe(2);
    await second.stop();

    // Two more processes at once, later the same day: nothing new.
    now = new Date(base + 3 * HOUR);
    const more = [start("process-3"), start("process-4")];
    await new Promise((r) => setTimeout(r, 200));
    await Promise.all(more.map((w) => w.stop()));
    expect(await remindersOf(eventId)).toHaveLength(2);

    // Two hours before the start, after another restart: the second reminder, once.
    now = new Date(startsAt.getTime() - 2 * HOUR + MINUTE);
    const third = [start("process-5"), start("process-6")];
    await expect.poll(async () => (await remindersOf(eventId)).length).toBe(4);
    await new Promise((r) => setTimeout(r, 200));
    await Promise.all(third.map((w) => w.stop()));

    const sent = await remindersOf(eventId);
    expect(sent).toHaveLength(4);
    for (const member of members) {
      expect(
        sent
          .filter((n) => n.userId === member)
          .map((n) => n.kind)
          .sort(),
      ).toEqual(["event-reminder-day", "event-reminder-hours"]);
    }
    const mails = await mailsAbout(title, members);
    expect(mails).toHaveLength(4);
    expect(mails.every((m) => m.text.includes(`/events/${eventId}`))).toBe(true);
  });
});

describe("a reminder checks again when it is due", () => {
  it("skips members who left, turned reminders off, and cancelled or unapproved events", async () => {
    const base = baseTime();
    const startsAt = new Date(base + DAY + 30 * MINUTE);
    const [stays, leaves, optsOut] = await insertMembers(3, "checks");
    const title = `Checked Meet ${base}`;
    const eventId = await eventWith(title, startsAt, [stays, leaves, optsOut]);
    const cancelledTitle = `Cancelled Meet ${base}`;
    const cancelledId = await eventWith(cancelledTitle, startsAt, [stays]);
    const rejectedId = await eventWith(`Rejected Meet ${base}`, startsAt, [stays]);

    await drain(new Date(base));
    // Everything is queued; then things change before the due time.
    expect(
      await getDb()
        .select()
        .from(jobs)
        .where(like(jobs.uniqueKey, `event-reminder:${eventId}:%`)),
    ).toHaveLength(3);
    await cancelAttendance(eventId, leaves);
    await setEventReminders(await actorOf(optsOut), false);
    await getDb()
      .update(events)
      .set({ cancelledAt: new Date(base), cancellationReason: "Rain" })
      .where(eq(events.id, cancelledId));
    await getDb()
      .update(events)
      .set({ approvalStatus: "rejected" })
      .where(eq(events.id, rejectedId));

    await drain(new Date(base + 31 * MINUTE));
    expect((await remindersOf(eventId)).map((n) => n.userId)).toEqual([stays]);
    expect(await remindersOf(cancelledId)).toHaveLength(0);
    expect(await remindersOf(rejectedId)).toHaveLength(0);
    // The skipped jobs are done, not failed.
    const statuses = await getDb()
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.name, REMINDER_JOB));
    expect(statuses.every((s) => s.status === "succeeded" || s.status === "queued")).toBe(true);
    // An opted-out member is not even queued for the next reminder.
    await drain(new Date(startsAt.getTime() - 2 * HOUR));
    expect((await remindersOf(eventId)).map((n) => n.userId)).toEqual([stays, stays]);
  });

  it("an event moved to another time gets reminders for the new time only", async () => {
    const base = baseTime();
    const startsAt = new Date(base + DAY + 30 * MINUTE);
    const [member] = await insertMembers(1, "moved");
    const title = `Moved Meet ${base}`;
    const eventId = await eventWith(title, startsAt, [member]);
    await drain(new Date(base));
    // The host moves it three hours later: the queued reminder is for the old start.
    const moved = new Date(startsAt.getTime() + 3 * HOUR);
    await getDb().update(events).set({ eventDate: moved }).where(eq(events.id, eventId));

    await drain(new Date(base + 31 * MINUTE));
    expect(await remindersOf(eventId)).toHaveLength(0);
    await drain(new Date(moved.getTime() - DAY));
    const sent = await remindersOf(eventId);
    expect(sent).toHaveLength(1);
    const notice = eventReminderNotice("day", {
      userId: member,
      eventId,
      title,
      startsAt: moved,
      timeZone: "UTC",
      location: "Portland, OR, United States",
    });
    expect(sent[0]).toMatchObject({ kind: notice.kind, title: notice.title });
  });

  it("a member who signs up after the day-before reminder's time gets only the two-hour one", async () => {
    const base = baseTime();
    const startsAt = new Date(base + 30 * MINUTE + 2 * HOUR);
    const [late] = await insertMembers(1, "late");
    const eventId = await eventWith(`Late Meet ${base}`, startsAt, []);
    // Signed up ten hours before the start (well after start - 24 h).
    await getDb()
      .insert(eventRegistrations)
      .values({ eventId, userId: late, createdAt: new Date(startsAt.getTime() - 10 * HOUR) });
    await drain(new Date(base));
    await drain(new Date(startsAt.getTime() - 2 * HOUR));
    expect((await remindersOf(eventId)).map((n) => n.kind)).toEqual(["event-reminder-hours"]);
  });

  it("a reminder due while no process ran is sent late only while it is still worth it", async () => {
    const base = baseTime();
    const startsAt = new Date(base + DAY);
    const [member] = await insertMembers(1, "offline");
    const eventId = await eventWith(`Offline Meet ${base}`, startsAt, [member]);
    // Nothing ran until 90 minutes before the start: the day-before reminder is stale, the
    // two-hour one is late but still ahead of the start.
    await drain(new Date(startsAt.getTime() - 90 * MINUTE));
    expect((await remindersOf(eventId)).map((n) => n.kind)).toEqual(["event-reminder-hours"]);
  });
});

describe("the reminder switch", () => {
  it("is on by default and turns off and on for the member alone", async () => {
    const [a, b] = await insertMembers(2, "switch");
    const actor = await actorOf(a);
    expect(await remindersEnabled(a)).toBe(true);
    await setEventReminders(actor, false);
    await setEventReminders(actor, false);
    expect(await remindersEnabled(a)).toBe(false);
    expect(await remindersEnabled(b)).toBe(true);
    await setEventReminders(actor, true);
    expect(await remindersEnabled(a)).toBe(true);
  });
});
