// RSVPs (event registrations). Capacity is enforced in the database transaction, not in the
// page: each change locks the event's row (`select … for update`), so concurrent requests for
// one event run one after another and each sees the seats the previous ones took. With
// max_attendees reached, a request joins the waitlist; a cancellation by someone going promotes
// the head of the waitlist in the same transaction. The (event_id, user_id) primary key makes a
// second registration of the same member impossible.
//
// On PGlite every transaction is serialised anyway; on PostgreSQL the row lock does it. Both
// are covered by rsvp.server.test.ts (50 concurrent requests for 10 seats).
//
// An RSVP may name one of the member's own approved builds ("Cars attending"); the builds area
// says which builds qualify. Whoever becomes 'going' gets a confirmation e-mail with the invite
// (.ics, METHOD:REQUEST); whoever is waitlisted gets a plain "you're on the waitlist" e-mail.
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "~/db/client.server";
import { events } from "~/db/schema";
import { isoTimestamp } from "~/db/sql";
import { env } from "~/lib/env.server";
import { ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { type MailMessage, sendMail } from "~/lib/mail.server";
import { isBringableBuild } from "~/modules/builds/index.server";
import { displayName } from "~/modules/profiles";
import { calendarFileName, inviteCalendar, mailboxOf } from "./ics.server";
import { CAR_MESSAGES, RSVP_MESSAGES } from "./messages";
import { type CalendarEvent, getCalendarEvent } from "./queries.server";
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
    sql`select id, title, max_attendees,
          case when hidden_at is null then approval_status else 'hidden' end as approval_status,
          event_date <= now() as has_started,
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

export interface AttendOptions {
  /** One of the member's own approved builds they bring; null or absent: no car named. */
  buildId?: string | null;
}

/** The build id to store, after checking it is the member's own approved, active build. */
async function checkedBuildId(userId: string, buildId: string | null | undefined) {
  if (!buildId) return null;
  if (!(await isBringableBuild(userId, buildId))) {
    throw new InvalidError(`build ${buildId} is not bringable by ${userId}`, {
      userMessage: CAR_MESSAGES.notYours,
      fieldErrors: { buildId: CAR_MESSAGES.notYours },
    });
  }
  return buildId.trim().toLowerCase();
}

/**
 * Registers the member: 'going' while seats are left, otherwise 'waitlisted', then e-mails them
 * (the invite when going, a waitlist note otherwise).
 */
export async function attendEvent(
  eventId: string,
  userId: string,
  options: AttendOptions = {},
): Promise<AttendResult> {
  // Checked before the transaction: the builds area reads through its own connection.
  const buildId = await checkedBuildId(userId, options.buildId);
  const result = await getDb().transaction(async (tx) => {
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
      insert into event_registrations (event_id, user_id, status, created_at, build_id)
      values (${eventId}, ${userId}, ${status}, clock_timestamp(), ${buildId}::uuid)`);
    return { status, created: true };
  });
  if (result.created) {
    // After the commit, and never failing the RSVP: the seat is taken whatever the mail does.
    const send = result.status === "going" ? notifyGoing : notifyWaitlisted;
    await send(eventId, [userId]).catch((error) =>
      console.error("[events] could not send the RSVP confirmation", error),
    );
  }
  return result;
}

/**
 * The car the member brings to an event they are registered for (going or waitlisted); null
 * takes it off. Refused for a build that is not the member's own approved, active build.
 */
export async function setAttendingBuild(
  eventId: string,
  userId: string,
  buildId: string | null,
): Promise<void> {
  const checked = await checkedBuildId(userId, buildId);
  await getDb().transaction(async (tx) => {
    await lockOpenEvent(tx, eventId);
    const updated = await queryRows<{ user_id: string }>(
      sql`update event_registrations set build_id = ${checked}::uuid
          where event_id = ${eventId} and user_id = ${userId}
          returning user_id`,
      tx,
    );
    if (updated.length === 0) {
      throw new ConflictError(`${userId} is not registered for ${eventId}`, {
        userMessage: CAR_MESSAGES.notRegistered,
      });
    }
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
    const result = await removeRegistration(tx, event, userId, { fillSeat: true });
    return { result, event };
  });
  if (result.promotedUserIds.length > 0) {
    // After the commit: a mail server that is slow or down must not hold the event's lock.
    await notifyGoing(event.id, result.promotedUserIds, { promoted: true }).catch((error) =>
      console.error("[events] could not tell promoted members", error),
    );
  }
  return result;
}

/**
 * Removes the member's registration of an event whose row the caller's transaction has locked
 * and, with `fillSeat` (an event still open to RSVPs), hands the freed seat to the head of the
 * waitlist. Tell the promoted members with notifyGoing(…, { promoted: true }) after the commit.
 */
export async function removeRegistration(
  tx: Tx,
  event: { id: string; max_attendees: number | null },
  userId: string,
  { fillSeat }: { fillSeat: boolean },
): Promise<CancelResult> {
  const [removed] = await queryRows<{ status: RegistrationStatus }>(
    sql`delete from event_registrations where event_id = ${event.id} and user_id = ${userId}
        returning status`,
    tx,
  );
  if (!removed) return { removed: null, promotedUserIds: [] };
  const promotedUserIds = fillSeat
    ? await promoteFromWaitlist(tx, event.id, event.max_attendees)
    : [];
  return { removed: removed.status, promotedUserIds };
}

/**
 * Fills free seats from the head of the waitlist (by the time they joined), in the caller's
 * transaction, which holds the event's row lock. `maxAttendees` null: everyone waiting goes.
 * Returns the promoted members in queue order; tell them with notifyGoing(…, { promoted: true }) after the commit.
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

interface Recipient {
  id: string;
  email: string;
  name: string;
}

async function recipients(userIds: string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    email: string;
    full_name: string | null;
    username: string | null;
  }>(
    sql`select u.id, u.email, p.full_name, p.username
        from users u left join profiles p on p.id = u.id
        where u.id in ${sql`(${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: displayName({ fullName: row.full_name, username: row.username }, "there"),
  }));
}

function whenText(event: CalendarEvent): string {
  return `${formatEventDate(event.startsAt, event.timeZone)} at ${formatEventTime(event.startsAt, event.timeZone)}`;
}

/** The event for the e-mails (null when it is no longer public: nothing to confirm then). */
async function mailEvent(eventId: string) {
  const event = await getCalendarEvent(eventId, null);
  return event ? { event, url: new URL(`/events/${event.id}`, env().BASE_URL).toString() } : null;
}

/**
 * "You're going" (or, for members promoted from the waitlist, "A spot opened up"): one e-mail
 * per member, with the invite attached (METHOD:REQUEST, the member as ATTENDEE, the site's
 * MAIL_FROM as ORGANIZER; the host's address is never in it). Other areas that move members to
 * 'going' (a raised capacity) call this too.
 */
export async function notifyGoing(
  eventId: string,
  userIds: string[],
  { promoted = false }: { promoted?: boolean } = {},
): Promise<void> {
  const found = await mailEvent(eventId);
  if (!found) return;
  const { event, url } = found;
  const origin = new URL(env().BASE_URL).origin;
  const organizer = mailboxOf(env().MAIL_FROM);
  const where = event.location ? `\nWhere: ${event.location}` : "";
  for (const person of await recipients(userIds)) {
    const invite = inviteCalendar(
      event,
      { attendee: { email: person.email, name: person.name }, organizer },
      { origin },
    );
    const lead = promoted
      ? `A spot opened up at "${event.title}" and it's yours: you've moved from the waitlist to the attendee list.`
      : `You're going to "${event.title}".`;
    const message: MailMessage = {
      to: person.email,
      subject: promoted ? `You're in: ${event.title}` : `You're going: ${event.title}`,
      text: `Hi ${person.name},\n\n${lead}\n\nWhen: ${whenText(event)}${where}\n\nThe invite is attached: open it to add the event to your calendar. If the time or place changes, we'll send an update.\n\nCan't make it after all? Cancel your RSVP so the next person on the waitlist can go:\n${url}\n\nSee you there,\nCamber Club`,
      attachments: [
        {
          filename: calendarFileName(event.title),
          content: invite,
          contentType: "text/calendar; charset=utf-8; method=REQUEST",
        },
      ],
    };
    await sendMail(message);
  }
}

/** "You're on the waitlist": a plain e-mail, no invite (the member is not going yet). */
async function notifyWaitlisted(eventId: string, userIds: string[]): Promise<void> {
  const found = await mailEvent(eventId);
  if (!found) return;
  const { event, url } = found;
  for (const person of await recipients(userIds)) {
    await sendMail({
      to: person.email,
      subject: `You're on the waitlist: ${event.title}`,
      text: `Hi ${person.name},\n\n"${event.title}" (${whenText(event)}) is full, so you're on the waitlist. If a spot opens up, it goes to the first person waiting, and we'll e-mail you with the invite.\n\nNo longer interested? Leave the waitlist on the event page:\n${url}\n\nCamber Club`,
    });
  }
}
