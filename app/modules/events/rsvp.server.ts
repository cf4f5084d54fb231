// RSVPs (event registrations). Capacity is enforced in the database transaction, not in the
// page: each change locks the event's row (`select … for update`), so concurrent requests for
// one event run one after another and each sees the seats the previous ones took. With
// max_attendees reached, a request joins the waitlist; a cancellation by someone going promotes
// the head of the waitlist in the same transaction. The (event_id, user_id) primary key makes a
// second registration of the same member impossible.
//
// On PGlite every transaction is serialised anyway; on PostgreSQL the row lock does it. Both
// are covered by rsvp.server.test.ts (50 concurrent requests for 10 seats).
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "~/db/client.server";
import { events } from "~/db/schema";
import { isoTimestamp } from "~/db/sql";
import { env } from "~/lib/env.server";
import { ConflictError, NotFoundError } from "~/lib/errors";
import { sendMail } from "~/lib/mail.server";
import { displayName } from "~/modules/profiles";
import { RSVP_MESSAGES } from "./messages";
import { formatEventDate, formatEventTime } from "./time";
import type { RegistrationStatus } from "./types";

interface LockedEvent extends Record<string, unknown> {
  id: string;
  title: string;
  max_attendees: number | null;
  has_started: boolean;
  event_date: string;
  time_zone: string;
}

/** Locks the event's row for this transaction; throws unless RSVPs are open. */
async function lockOpenEvent(tx: Tx, eventId: string): Promise<LockedEvent> {
  const [event] = await queryRows<LockedEvent & { approval_status: string }>(
    sql`select id, title, max_attendees, approval_status, event_date <= now() as has_started,
          ${isoTimestamp(events.eventDate)} as event_date,
          time_zone
        from events where id = ${eventId} for update`,
    tx,
  );
  if (event?.approval_status !== "approved") {
    throw new NotFoundError(`no approved event ${eventId}`, {
      userMessage: RSVP_MESSAGES.notFound,
    });
  }
  if (event.has_started) {
    throw new ConflictError(`event ${eventId} has started`, { userMessage: RSVP_MESSAGES.past });
  }
  return event;
}

async function goingCount(tx: Tx, eventId: string): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    sql`select count(*)::int as n from event_registrations
        where event_id = ${eventId} and status = 'going'`,
    tx,
  );
  return n;
}

export interface AttendResult {
  status: RegistrationStatus;
  /** False when the member was already registered (a repeated click changes nothing). */
  created: boolean;
}

/** Registers the member: 'going' while seats are left, otherwise 'waitlisted'. */
export async function attendEvent(eventId: string, userId: string): Promise<AttendResult> {
  return getDb().transaction(async (tx) => {
    const event = await lockOpenEvent(tx, eventId);
    const [existing] = await queryRows<{ status: RegistrationStatus }>(
      sql`select status from event_registrations
          where event_id = ${eventId} and user_id = ${userId}`,
      tx,
    );
    if (existing) return { status: existing.status, created: false };

    const full =
      event.max_attendees !== null && (await goingCount(tx, eventId)) >= event.max_attendees;
    const status: RegistrationStatus = full ? "waitlisted" : "going";
    // clock_timestamp(), not now(): the time the row was written under the lock, i.e. the queue
    // order (now() is when the transaction began, possibly before it waited for the lock).
    await tx.execute(sql`
      insert into event_registrations (event_id, user_id, status, created_at)
      values (${eventId}, ${userId}, ${status}, clock_timestamp())`);
    return { status, created: true };
  });
}

export interface CancelResult {
  /** The registration that was removed, or null when there was none. */
  removed: RegistrationStatus | null;
  /** Members moved from the waitlist to 'going' by this cancellation. */
  promotedUserIds: string[];
}

/**
 * Removes the member's registration. When a seat frees up, the first waitlisted members (by the
 * time they joined) take it, in the same transaction; they are told by e-mail afterwards.
 */
export async function cancelAttendance(eventId: string, userId: string): Promise<CancelResult> {
  const { result, event } = await getDb().transaction(async (tx) => {
    const event = await lockOpenEvent(tx, eventId);
    const [removed] = await queryRows<{ status: RegistrationStatus }>(
      sql`delete from event_registrations where event_id = ${eventId} and user_id = ${userId}
          returning status`,
      tx,
    );
    if (!removed) return { result: { removed: null, promotedUserIds: [] }, event };

    const seats =
      event.max_attendees === null ? null : event.max_attendees - (await goingCount(tx, eventId));
    let promotedUserIds: string[] = [];
    if (seats === null || seats > 0) {
      const promoted = await queryRows<{ user_id: string }>(
        sql`update event_registrations set status = 'going'
            where event_id = ${eventId} and user_id in (
              select user_id from event_registrations
              where event_id = ${eventId} and status = 'waitlisted'
              order by created_at asc, user_id asc
              ${seats === null ? sql`` : sql`limit ${seats}`})
            returning user_id`,
        tx,
      );
      promotedUserIds = promoted.map((p) => p.user_id);
    }
    return { result: { removed: removed.status, promotedUserIds }, event };
  });
  if (result.promotedUserIds.length > 0) {
    // After the commit: a mail server that is slow or down must not hold the event's lock.
    await notifyPromoted(event, result.promotedUserIds).catch((error) =>
      console.error("[events] could not tell promoted members", error),
    );
  }
  return result;
}

/** "A spot opened up": one e-mail per member promoted from the waitlist. */
async function notifyPromoted(event: LockedEvent, userIds: string[]) {
  const people = await queryRows<{
    email: string;
    full_name: string | null;
    username: string | null;
  }>(
    sql`select u.email, p.full_name, p.username
        from users u left join profiles p on p.id = u.id
        where u.id in ${sql`(${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
  );
  const url = new URL(`/events/${event.id}`, env().BASE_URL).toString();
  const when = `${formatEventDate(event.event_date, event.time_zone)} at ${formatEventTime(event.event_date, event.time_zone)}`;
  for (const person of people) {
    const name = displayName({ fullName: person.full_name, username: person.username }, "there");
    await sendMail({
      to: person.email,
      subject: `You're in: ${event.title}`,
      text: `Hi ${name},\n\nA spot opened up at "${event.title}" (${when}) and it's yours: you've moved from the waitlist to the attendee list.\n\nCan't make it after all? Cancel your RSVP so the next person on the waitlist can go:\n${url}\n\nSee you there,\nCamber Club`,
    });
  }
}
