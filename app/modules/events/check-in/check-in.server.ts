// Check-in at the meet: the host (or an admin) checks in members who are going, by their ticket
// (a signed token read from its QR code or typed) or by name. Only approved events that aren't
// cancelled take check-ins. A check-in is idempotent: the second one changes nothing and says
// since when the member is in. Each check-in is audited (who let whom in, when).
import { sql } from "drizzle-orm";
import { type Db, getDb, queryRows, type Tx } from "~/db/client.server";
import type { Actor } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { ForbiddenError, InvalidError, NotFoundError } from "~/lib/errors";
import { likePattern } from "~/lib/sql-like";
import { displayName } from "~/modules/profiles";
import { CHECK_IN_MESSAGES } from "./messages";
import { verifyTicket } from "./ticket-token.server";

const auditEvent = auditTrail("event");

/** How many search results the check-in page lists at most. */
export const CHECK_IN_SEARCH_LIMIT = 20;

interface EventRow extends Record<string, unknown> {
  id: string;
  title: string;
  createdBy: string;
  timeZone: string;
  approved: boolean;
  cancelled: boolean;
}

async function eventRow(eventId: string, db: Db | Tx): Promise<EventRow | null> {
  const [row] = await queryRows<EventRow>(
    sql`select id, title, created_by as "createdBy", time_zone as "timeZone", approval_status = 'approved' as approved,
          cancelled_at is not null as cancelled
        from events where id = ${eventId}::uuid`,
    db,
  );
  return row ?? null;
}

/**
 * The event, when `actor` may run its check-in: the host or an admin. Anyone who may not see the
 * event at all gets "not found" (as its page does); a member who may see it, "forbidden".
 */
async function checkInEvent(actor: Actor, eventId: string, db: Db | Tx): Promise<EventRow> {
  const event = await eventRow(eventId, db);
  const visible = event && (event.approved || event.createdBy === actor.id || actor.isAdmin);
  if (!event || !visible) throw new NotFoundError(`event ${eventId} not visible to ${actor.id}`);
  if (event.createdBy !== actor.id && !actor.isAdmin) {
    throw new ForbiddenError(`${actor.id} is not the host of ${eventId}`, {
      userMessage: CHECK_IN_MESSAGES.notHost,
    });
  }
  return event;
}

function assertOpen(event: EventRow): void {
  if (!event.approved || event.cancelled) {
    throw new InvalidError(`event ${event.id} is not open for check-in`, {
      userMessage: CHECK_IN_MESSAGES.closed,
    });
  }
}

export interface CheckInSummary {
  eventId: string;
  title: string;
  going: number;
  checkedIn: number;
  /** The event's time zone (check-in times are said on the meet's clock). */
  timeZone: string;
  /** Approved and not cancelled: check-ins are taken. */
  open: boolean;
}

/** The check-in page's header: "n of m checked in" (host and admins only). */
export async function getCheckInSummary(
  actor: Actor,
  eventId: string,
  db: Db = getDb(),
): Promise<CheckInSummary> {
  const event = await checkInEvent(actor, eventId, db);
  const [counts] = await queryRows<{ going: number; checkedIn: number }>(
    sql`select count(*)::int as going, count(checked_in_at)::int as "checkedIn"
        from event_registrations where event_id = ${eventId}::uuid and status = 'going'`,
    db,
  );
  return {
    eventId,
    title: event.title,
    going: counts.going,
    checkedIn: counts.checkedIn,
    timeZone: event.timeZone,
    open: event.approved && !event.cancelled,
  };
}

/** A going attendee as the check-in page shows them. */
export interface CheckInAttendee {
  memberId: string;
  name: string;
  username: string | null;
  avatarUrl: string | null;
  /** ISO time of the check-in, or null while not checked in. */
  checkedInAt: string | null;
}

interface AttendeeRow extends Record<string, unknown> {
  memberId: string;
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  checkedInAt: string | null;
}

const ATTENDEE_COLUMNS = sql`r.user_id as "memberId", p.username, p.full_name as "fullName",
  p.avatar_url as "avatarUrl", r.checked_in_at::text as "checkedInAt"`;

function toAttendee(row: AttendeeRow): CheckInAttendee {
  return {
    memberId: row.memberId,
    name: displayName({ fullName: row.fullName, username: row.username }),
    username: row.username,
    avatarUrl: row.avatarUrl,
    checkedInAt: row.checkedInAt ? new Date(row.checkedInAt).toISOString() : null,
  };
}

async function goingAttendee(
  eventId: string,
  memberId: string,
  db: Db | Tx,
  lock = false,
): Promise<CheckInAttendee | null> {
  const [row] = await queryRows<AttendeeRow>(
    sql`select ${ATTENDEE_COLUMNS}
        from event_registrations r left join profiles p on p.id = r.user_id
        where r.event_id = ${eventId}::uuid and r.user_id = ${memberId} and r.status = 'going'
        ${lock ? sql`for update of r` : sql``}`,
    db,
  );
  return row ? toAttendee(row) : null;
}

/** Going attendees whose name or username contains `query` (the list stays hidden until then). */
export async function searchAttendees(
  actor: Actor,
  eventId: string,
  query: string,
  db: Db = getDb(),
): Promise<CheckInAttendee[]> {
  await checkInEvent(actor, eventId, db);
  const text = query.trim();
  if (text === "") return [];
  const pattern = likePattern(text);
  const rows = await queryRows<AttendeeRow>(
    sql`select ${ATTENDEE_COLUMNS}
        from event_registrations r left join profiles p on p.id = r.user_id
        where r.event_id = ${eventId}::uuid and r.status = 'going'
          and (p.full_name ilike ${pattern} or p.username ilike ${pattern})
        order by lower(coalesce(nullif(p.full_name, ''), p.username)), r.user_id
        limit ${CHECK_IN_SEARCH_LIMIT}`,
    db,
  );
  return rows.map(toAttendee);
}

/** What a check-in (or a ticket read without checking in) found. */
export interface CheckInOutcome {
  /** "checked-in": now in; "already": was in before (since checkedInAt); "found": read only. */
  status: "checked-in" | "already" | "found";
  attendee: CheckInAttendee;
  /** The event's time zone, to say the check-in time on the meet's clock. */
  timeZone: string;
}

/** The member a ticket names, refused when it is not a ticket of this event. */
function ticketMember(eventId: string, token: string): string {
  const claims = verifyTicket(token);
  if (!claims) {
    throw new InvalidError("ticket signature refused", {
      userMessage: CHECK_IN_MESSAGES.invalidTicket,
    });
  }
  if (claims.eventId.toLowerCase() !== eventId.toLowerCase()) {
    throw new InvalidError(`ticket of event ${claims.eventId} scanned at ${eventId}`, {
      userMessage: CHECK_IN_MESSAGES.otherEvent,
    });
  }
  return claims.memberId;
}

/**
 * Checks in a going member (host or admin only). Idempotent: a member already in stays in with
 * their first time, and the answer says "already".
 */
export async function checkInMember(
  actor: Actor,
  eventId: string,
  memberId: string,
  db: Db = getDb(),
): Promise<CheckInOutcome> {
  return db.transaction(async (tx) => {
    const event = await checkInEvent(actor, eventId, tx);
    assertOpen(event);
    const attendee = await goingAttendee(eventId, memberId, tx, true);
    if (!attendee) {
      throw new NotFoundError(`${memberId} is not going to ${eventId}`, {
        userMessage: CHECK_IN_MESSAGES.notGoing,
      });
    }
    if (attendee.checkedInAt) return { status: "already", attendee, timeZone: event.timeZone };
    const [row] = await queryRows<{ at: string }>(
      sql`update event_registrations set checked_in_at = now(), checked_in_by = ${actor.id}
          where event_id = ${eventId}::uuid and user_id = ${memberId}
          returning checked_in_at::text as at`,
      tx,
    );
    await auditEvent(tx, actor.id, "event-check-in", {
      id: eventId,
      title: `${event.title} — ${attendee.name}`.slice(0, 200),
      before: "going",
      after: "checked in",
    });
    return {
      status: "checked-in",
      attendee: { ...attendee, checkedInAt: new Date(row.at).toISOString() },
      timeZone: event.timeZone,
    };
  });
}

/** Checks in the member a scanned or typed ticket names (see checkInMember). */
export async function checkInByToken(
  actor: Actor,
  eventId: string,
  token: string,
  db: Db = getDb(),
): Promise<CheckInOutcome> {
  await checkInEvent(actor, eventId, db);
  return checkInMember(actor, eventId, ticketMember(eventId, token), db);
}

/** Reads a ticket without checking in (the scanner without "Express"): who it is, and whether in. */
export async function lookupTicket(
  actor: Actor,
  eventId: string,
  token: string,
  db: Db = getDb(),
): Promise<CheckInOutcome> {
  const event = await checkInEvent(actor, eventId, db);
  assertOpen(event);
  const memberId = ticketMember(eventId, token);
  const attendee = await goingAttendee(eventId, memberId, db);
  if (!attendee) {
    throw new NotFoundError(`${memberId} is not going to ${eventId}`, {
      userMessage: CHECK_IN_MESSAGES.notGoing,
    });
  }
  return {
    status: attendee.checkedInAt ? "already" : "found",
    attendee,
    timeZone: event.timeZone,
  };
}

/** The member's ticket, when they are going to an approved event that isn't cancelled. */
export interface TicketView {
  eventId: string;
  title: string;
  eventDate: string;
  timeZone: string;
  location: string | null;
  memberName: string;
  checkedInAt: string | null;
}

export async function getTicket(
  actor: Actor,
  eventId: string,
  db: Db = getDb(),
): Promise<TicketView | null> {
  const [row] = await queryRows<{
    title: string;
    eventDate: string;
    timeZone: string;
    location: string | null;
    username: string | null;
    fullName: string | null;
    checkedInAt: string | null;
  }>(
    sql`select e.title, e.event_date::text as "eventDate", e.time_zone as "timeZone", e.location,
          p.username, p.full_name as "fullName", r.checked_in_at::text as "checkedInAt"
        from events e
        join event_registrations r on r.event_id = e.id and r.user_id = ${actor.id}
        left join profiles p on p.id = r.user_id
        where e.id = ${eventId}::uuid and e.approval_status = 'approved'
          and e.cancelled_at is null and r.status = 'going'`,
    db,
  );
  if (!row) return null;
  return {
    eventId,
    title: row.title,
    eventDate: new Date(row.eventDate).toISOString(),
    timeZone: row.timeZone,
    location: row.location,
    memberName: displayName({ fullName: row.fullName, username: row.username }),
    checkedInAt: row.checkedInAt ? new Date(row.checkedInAt).toISOString() : null,
  };
}
