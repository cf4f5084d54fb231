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
  const [event] = await queryRows<LockedEvent & { approval_status: string; cancelled: boolean }>(
    sql`select id, title, max_attendees, approval_status, event_date <= now() as has_started,
          cancelled_at is not null as cancelled,
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
  if (event.cancelled) {
    throw new ConflictError(`event ${eventId} is cancelled`, {
      userMessage: RSVP_MESSAGES.cancelledEvent,
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

    const promotedUserIds = await promoteFromWaitlist(tx, eventId, event.max_attendees);
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

/**
 * Fills free seats from the head of the waitlist (by the time they joined), in the caller's
 * transaction, which holds the event's row lock. `maxAttendees` null: everyone waiting goes.
 * Returns the promoted members in queue order; tell them with notifyPromoted after the commit.
 */
export async function promoteFromWaitlist(
  tx: Tx,
  eventId: string,
  maxAttendees: number | null,
): Promise<string[]> {
  const seats = maxAttendees === null ? null : maxAttendees - (await goingCount(tx, eventId));
  if (seats !== null && seats <= 0) return [];
  const promoted = await queryRows<{ user_id: string; created_at: string }>(
    sql`update event_registrations set status = 'going'
        where event_id = ${eventId} and user_id in (
          select user_id from event_registrations
          where event_id = ${eventId} and status = 'waitlisted'
          order by created_at asc, user_id asc
          ${seats === null ? sql`` : sql`limit ${seats}`})
        returning user_id, created_at::text`,
    tx,
  );
  // UPDATE … RETURNING gives no order: the queue's order is created_at, then user_id.
  return promoted
    .sort((a, b) =>
      a.created_at === b.created_at
        ? a.user_id.localeCompare(b.user_id)
        : a.created_at < b.created_at
          ? -1
          : 1,
    )
    .map((p) => p.user_id);
}

/** The event as the "you're in" e-mail names it. */
export type PromotedEvent = Pick<LockedEvent, "id" | "title" | "event_date" | "time_zone">;

/** "A spot opened up": one e-mail per member promoted from the waitlist. */
export async function notifyPromoted(event: PromotedEvent, userIds: string[]) {
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
