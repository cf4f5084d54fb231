// Read side of events: the public list (search, period, Near Me, keyset paging), the event page,
// the home section, the host's own list, attendees, and the calendar feed.
//
// Visibility, in one place: only `approved` events that are not hidden pending review (hidden_at,
// ADR 038) are public. Every public read path goes through PUBLIC_EVENTS; the event page also
// shows a pending, rejected or hidden event to its creator and to admins (getEventForViewer), the
// list shows them their own hidden ones (marked), and nothing else ever shows one.
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows } from "~/db/client.server";
import { eventRegistrations, events, profiles } from "~/db/schema";
import {
  countOf,
  hiddenStateOf,
  isoTimestamp,
  joined,
  type Reader,
  type RowOf,
  selectList,
  shownTo,
} from "~/db/sql";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import { likePattern } from "~/lib/sql-like";
import { displayName } from "~/modules/profiles";
import { EARTH_RADIUS_KM, type LatLng } from "./geo/distance";
import { EVENT_REPORT_TYPE } from "./report-type";
import type { EventListQuery, EventPeriod } from "./schemas";
import { formatEventDate, formatEventTime, formatEventTimeRange, formatEventWeekday } from "./time";
import type {
  Attendee,
  EventCardData,
  EventDetail,
  RegistrationStatus,
  ViewerRegistration,
} from "./types";

/** SPEC §9: 8 events, then 4 per Load More. */
export const EVENTS_FIRST_PAGE = 8;
export const EVENTS_NEXT_PAGE = 4;

const PUBLIC_EVENTS = sql`e.approval_status = 'approved' and e.hidden_at is null`;

const e = alias(events, "e");
const host = alias(profiles, "p");
const registrations = alias(eventRegistrations, "r");

/** Registrations of the outer event in one state: an index scan on (event_id, status, created_at). */
const registrationCount = (status: RegistrationStatus) =>
  countOf(
    registrations,
    sql`${registrations.eventId} = ${e.id} and ${registrations.status} = ${status}`,
  );

// The card's columns, with 'n attending' counted in the same statement: no query per card.
const cardFields = {
  id: e.id,
  title: e.title,
  description: e.description,
  time_zone: e.timeZone,
  location: e.location,
  place_name: e.placeName,
  latitude: e.latitude,
  longitude: e.longitude,
  image_url: e.imageUrl,
  max_attendees: e.maxAttendees,
  approval_status: e.approvalStatus,
  created_by: e.createdBy,
  category: e.category,
  cancelled_at: sql<string | null>`${e.cancelledAt}::text`,
  event_date: isoTimestamp(e.eventDate),
  cursor_ts: sql<string>`${e.eventDate}::text`,
  has_started: sql<boolean>`${e.eventDate} <= now()`,
  hidden: hiddenStateOf(EVENT_REPORT_TYPE, e.id, e.hiddenAt),
  host_username: joined(host.username),
  host_full_name: joined(host.fullName),
  attending_count: registrationCount("going"),
};
type EventRow = RowOf<typeof cardFields> & { distance_km?: number | null };
const COLUMNS = selectList(cardFields);

const FROM = sql`from events e left join profiles p on p.id = e.created_by`;

function toCard(row: EventRow): EventCardData {
  const distance = row.distance_km;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventDate: row.event_date,
    timeZone: row.time_zone,
    dateLabel: formatEventDate(row.event_date, row.time_zone),
    location: row.location,
    imageUrl: row.image_url,
    attendingCount: row.attending_count,
    maxAttendees: row.max_attendees,
    approvalStatus: row.approval_status,
    distanceKm: typeof distance === "number" && Number.isFinite(distance) ? distance : null,
    hasStarted: row.has_started,
    category: row.category,
    cancelled: row.cancelled_at !== null,
    hidden: row.hidden,
  };
}

/**
 * Great-circle distance in km from `origin` to the event, in SQL (the twin of haversineKm);
 * 'Infinity' for events without coordinates, so they sort after every located one.
 *
 * Why SQL rather than in memory: the period, search and approval filters and the keyset paging
 * already run in SQL; ordering by distance there returns just one page of rows, whatever the
 * number of upcoming events. There is no spatial index (PGlite has no PostGIS), so this scans the
 * period's approved events (found through events_status_date_idx) and computes one expression
 * per row: cheap for the thousands of events a club site has.
 */
function distanceSql(origin: LatLng): SQL {
  const lat = sql`${origin.latitude}::float8`;
  const lng = sql`${origin.longitude}::float8`;
  // (CASE, not coalesce: least() skips NULLs, so a missing latitude would become least(1, null)
  // = 1, i.e. half the globe away, instead of "no distance".)
  return sql`case when e.latitude is null or e.longitude is null then 'Infinity'::float8
    else ${EARTH_RADIUS_KM}::float8 * 2 * asin(least(1::float8, sqrt(
      power(sin(radians(e.latitude - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - ${lng}) / 2), 2)
    ))) end`;
}

/** The period's window, in SQL, relative to the database's clock. */
function periodSql(period: EventPeriod): SQL {
  switch (period) {
    case "week": // the next 7 days
      return sql`e.event_date >= now() and e.event_date < now() + interval '7 days'`;
    case "month": // until the same day next month
      return sql`e.event_date >= now() and e.event_date < now() + interval '1 month'`;
    case "past":
      return sql`e.event_date < now()`;
    default:
      return sql`e.event_date >= now()`;
  }
}

// ---------------------------------------------------------------------------------------------
// Keyset cursors: the last card's sort key, opaque to the browser.

const eventCursor = keysetCursor({
  ts: cursorField.timestamp,
  id: cursorField.uuid,
  /** Near Me: the distance in km; null for events without coordinates (sorted last). */
  d: cursorField.optional(cursorField.nullable(cursorField.number(0, 40_075))),
});
export const encodeCursor = eventCursor.encode;
export const decodeCursor = eventCursor.decode;

export type EventPage = KeysetPage<EventCardData>;

export interface ListOptions {
  /** Near Me: order by distance from here. */
  origin?: LatLng | null;
  /** Who reads: they also get their own hidden events, marked (admins: every hidden one). */
  reader?: Reader | null;
}

/**
 * One page of public events: approved, in the period, matching the search (title, description,
 * location; the trigram indexes serve the ILIKEs), soonest first (Past Events: newest first), or
 * nearest first for Near Me.
 */
export async function listPublicEvents(
  query: Pick<EventListQuery, "q" | "period" | "cursor"> &
    Partial<Pick<EventListQuery, "category">>,
  options: ListOptions = {},
): Promise<EventPage> {
  const listed = options.reader
    ? sql`e.approval_status = 'approved' and ${shownTo(e.hiddenAt, e.createdBy, options.reader)}`
    : PUBLIC_EVENTS;
  const conditions: SQL[] = [listed, periodSql(query.period)];
  // (approval_status, category, event_date, id): the category filter keeps the index's order.
  if (query.category) conditions.push(sql`e.category = ${query.category}`);
  if (query.q) {
    const p = likePattern(query.q);
    conditions.push(sql`(e.title ilike ${p} or e.description ilike ${p} or e.location ilike ${p})`);
  }
  const cursor = decodeCursor(query.cursor);
  const ts = cursor ? sql`${cursor.ts}::timestamptz` : null;
  const id = cursor ? sql`${cursor.id}::uuid` : null;

  let order: SQL;
  let distance: SQL | null = null;
  if (options.origin) {
    distance = distanceSql(options.origin);
    const timeOrder = query.period === "past" ? sql`desc` : sql`asc`;
    order = sql`distance_km asc, e.event_date ${timeOrder}, e.id ${timeOrder}`;
    if (cursor) {
      const d = sql`${cursor.d === null || cursor.d === undefined ? "Infinity" : String(cursor.d)}::float8`;
      conditions.push(
        query.period === "past"
          ? sql`(${distance} > ${d} or (${distance} = ${d} and (e.event_date, e.id) < (${ts}, ${id})))`
          : sql`(${distance}, e.event_date, e.id) > (${d}, ${ts}, ${id})`,
      );
    }
  } else if (query.period === "past") {
    order = sql`e.event_date desc, e.id desc`;
    if (cursor) conditions.push(sql`(e.event_date, e.id) < (${ts}, ${id})`);
  } else {
    order = sql`e.event_date asc, e.id asc`;
    if (cursor) conditions.push(sql`(e.event_date, e.id) > (${ts}, ${id})`);
  }

  const limit = cursor ? EVENTS_NEXT_PAGE : EVENTS_FIRST_PAGE;
  const rows = await queryRows<EventRow>(sql`
    select ${COLUMNS}${distance ? sql`, ${distance} as distance_km` : sql``}
    ${FROM}
    where ${sql.join(conditions, sql` and `)}
    order by ${order}
    limit ${limit + 1}`);
  return keysetPage(rows, limit, toCard, (last) => {
    const d = last.distance_km;
    return encodeCursor({
      ts: last.cursor_ts,
      id: last.id,
      ...(distance ? { d: typeof d === "number" && Number.isFinite(d) ? d : null } : {}),
    });
  });
}

/** SPEC home: up to `limit` approved events from now on, soonest first. */
export async function getUpcomingEvents(limit = 4): Promise<EventCardData[]> {
  const rows = await queryRows<EventRow>(sql`
    select ${COLUMNS} ${FROM}
    where ${PUBLIC_EVENTS} and e.event_date >= now()
    order by e.event_date asc, e.id asc
    limit ${limit}`);
  return rows.map(toCard);
}

/**
 * getUpcomingEvents for the home page: a failure is logged and answered with null, which the
 * UpcomingEvents component shows as a quiet inline message instead of failing the whole page.
 */
export async function getUpcomingEventsOrNull(limit = 4): Promise<EventCardData[] | null> {
  try {
    return await getUpcomingEvents(limit);
  } catch (error) {
    console.error("[events] home upcoming events failed", error);
    return null;
  }
}

/**
 * A member's upcoming approved events, soonest first, for their public profile (never pending or
 * rejected ones): events_created_by_idx finds the host's events. `total` counts them all in the
 * same statement, so the profile can say how many there are beyond the `limit` shown.
 */
export async function listUpcomingEventsByHost(
  userId: string,
  limit = 8,
): Promise<{ events: EventCardData[]; total: number }> {
  const rows = await queryRows<EventRow & { total: number }>(sql`
    select ${COLUMNS}, count(*) over ()::int as total ${FROM}
    where e.created_by = ${userId} and ${PUBLIC_EVENTS} and e.event_date >= now()
    order by e.event_date asc, e.id asc
    limit ${limit}`);
  return { events: rows.map(toCard), total: rows[0]?.total ?? 0 };
}

/** The host's own events, every status, soonest first (past ones after the upcoming). */
export async function listOwnEvents(userId: string): Promise<EventCardData[]> {
  const rows = await queryRows<EventRow>(sql`
    select ${COLUMNS} ${FROM}
    where e.created_by = ${userId}
    order by (e.event_date < now()) asc,
      case when e.event_date >= now() then e.event_date end asc,
      e.event_date desc, e.id
    limit 500`);
  return rows.map(toCard);
}

export interface EventViewer {
  id: string;
  isAdmin: boolean;
}

/**
 * The event page's event: approved events for everyone; pending and rejected ones only for their
 * creator and for admins. Null otherwise (the page answers 404, as for an unknown id).
 */
export async function getEventForViewer(
  eventId: string,
  viewer: EventViewer | null,
): Promise<EventDetail | null> {
  const canSeeUnapproved = viewer?.isAdmin
    ? sql`true`
    : viewer
      ? sql`e.created_by = ${viewer.id}`
      : sql`false`;
  const [row] = await queryRows<
    EventRow & {
      waitlist_count: number;
      ends_at: string | null;
      cancellation_reason: string | null;
    }
  >(sql`
    select ${COLUMNS}, ${registrationCount("waitlisted")} as waitlist_count,
      ${isoTimestamp(e.endsAt)} as ends_at, e.cancellation_reason
    ${FROM}
    where e.id = ${eventId} and (${PUBLIC_EVENTS} or ${canSeeUnapproved})`);
  if (!row) return null;
  return {
    ...toCard(row),
    createdBy: row.created_by,
    hostName: displayName({ fullName: row.host_full_name, username: row.host_username }),
    hostUsername: row.host_username,
    placeName: row.place_name,
    latitude: row.latitude,
    longitude: row.longitude,
    waitlistCount: row.waitlist_count,
    weekdayLabel: formatEventWeekday(row.event_date, row.time_zone),
    timeLabel: formatEventTime(row.event_date, row.time_zone),
    endsAt: row.ends_at,
    timeRangeLabel: formatEventTimeRange(row.event_date, row.ends_at, row.time_zone),
    cancellationReason: row.cancelled_at === null ? null : (row.cancellation_reason ?? ""),
  };
}

/** The member's registration for the event, with their place in the queue when waitlisted. */
export async function getViewerRegistration(
  eventId: string,
  userId: string,
): Promise<ViewerRegistration | null> {
  const [row] = await queryRows<{ status: RegistrationStatus; position: number }>(sql`
    select r.status,
      (select count(*)::int from event_registrations w
        where w.event_id = r.event_id and w.status = 'waitlisted'
          and (w.created_at, w.user_id) <= (r.created_at, r.user_id)) as position
    from event_registrations r
    where r.event_id = ${eventId} and r.user_id = ${userId}`);
  if (!row) return null;
  return {
    status: row.status,
    waitlistPosition: row.status === "waitlisted" ? row.position : null,
  };
}

const attendeeFields = {
  userId: registrations.userId,
  username: joined(host.username),
  fullName: joined(host.fullName),
  status: registrations.status,
  registeredAt: isoTimestamp(registrations.createdAt),
};

/** Who is going, then the waitlist in queue order (for the host and admins). */
export async function listAttendees(eventId: string): Promise<Attendee[]> {
  const rows = await queryRows<RowOf<typeof attendeeFields>>(sql`
    select ${selectList(attendeeFields)}
    from event_registrations r left join profiles p on p.id = r.user_id
    where r.event_id = ${eventId}
    order by (r.status = 'waitlisted') asc, r.created_at asc, r.user_id asc
    limit 5000`);
  return rows.map(({ fullName, ...attendee }) => ({
    ...attendee,
    name: displayName({ fullName, username: attendee.username }),
  }));
}

/** One row of the attendee export (the host's CSV). */
export interface AttendeeExportRow {
  name: string;
  username: string | null;
  status: RegistrationStatus;
  registeredAt: string;
  checkedInAt: string | null;
  build: string | null;
}

/** Everyone registered, going first then the waitlist in queue order, with check-in and car. */
export async function listAttendeesForExport(eventId: string): Promise<AttendeeExportRow[]> {
  const rows = await queryRows<{
    username: string | null;
    full_name: string | null;
    status: RegistrationStatus;
    registered_at: string;
    checked_in_at: string | null;
    build: string | null;
  }>(sql`
    select p.username, p.full_name, r.status,
      ${isoTimestamp(registrations.createdAt)} as registered_at,
      ${isoTimestamp(registrations.checkedInAt)} as checked_in_at,
      b.title as build
    from event_registrations r
    left join profiles p on p.id = r.user_id
    left join builds b on b.id = r.build_id and b.status = 'active'
    where r.event_id = ${eventId}
    order by (r.status = 'waitlisted') asc, r.created_at asc, r.user_id asc`);
  return rows.map((row) => ({
    name: displayName({ fullName: row.full_name, username: row.username }),
    username: row.username,
    status: row.status,
    registeredAt: row.registered_at,
    checkedInAt: row.checked_in_at,
    build: row.build,
  }));
}

/** An event as the calendar files need it. */
export interface CalendarEvent {
  id: string;
  title: string;
  description: string | null;
  startsAt: Date;
  /** Null: the host gave no end time (calendars assume two hours). */
  endsAt: Date | null;
  /** The zone the event's times are shown in (e-mails say the meet's own wall-clock time). */
  timeZone: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  hostName: string;
  /** RFC 5545 SEQUENCE: raised by every change of time or place. */
  sequence: number;
  /** Set when the host cancelled the event (calendars then show it as cancelled). */
  cancelledAt: Date | null;
  cancellationReason: string | null;
  updatedAt: Date;
  createdAt: Date;
}

const calendarFields = {
  id: e.id,
  title: e.title,
  description: e.description,
  location: e.location,
  latitude: e.latitude,
  longitude: e.longitude,
  starts_at: isoTimestamp(e.eventDate),
  ends_at: sql<string | null>`${isoTimestamp(e.endsAt)}`,
  time_zone: e.timeZone,
  sequence: e.sequence,
  cancelled_at: sql<string | null>`${isoTimestamp(e.cancelledAt)}`,
  cancellation_reason: e.cancellationReason,
  updated_at: isoTimestamp(e.updatedAt),
  created_at: isoTimestamp(e.createdAt),
  host_username: joined(host.username),
  host_full_name: joined(host.fullName),
};
export type CalendarRow = RowOf<typeof calendarFields>;
/** The calendar entry's columns, of `events e left join profiles p` (the personal feed uses them). */
export const CALENDAR_COLUMNS = selectList(calendarFields);

export function toCalendarEvent(row: CalendarRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: new Date(row.starts_at),
    endsAt: row.ends_at ? new Date(row.ends_at) : null,
    timeZone: row.time_zone,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    hostName: displayName({ fullName: row.host_full_name, username: row.host_username }),
    sequence: row.sequence,
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
    cancellationReason: row.cancellation_reason,
    updatedAt: new Date(row.updated_at),
    createdAt: new Date(row.created_at),
  };
}

/**
 * The subscribable feed: upcoming public events, soonest first. Cancelled ones stay (marked
 * cancelled) until they are past, so subscribed calendars drop them instead of keeping them.
 */
export async function listFeedEvents(limit = 500): Promise<CalendarEvent[]> {
  const rows = await queryRows<CalendarRow>(sql`
    select ${CALENDAR_COLUMNS} ${FROM}
    where ${PUBLIC_EVENTS} and e.event_date >= now()
    order by e.event_date asc, e.id asc
    limit ${limit}`);
  return rows.map(toCalendarEvent);
}

/** One event's calendar entry, with the same visibility as the event page. */
export async function getCalendarEvent(
  eventId: string,
  viewer: EventViewer | null,
): Promise<CalendarEvent | null> {
  const canSeeUnapproved = viewer?.isAdmin
    ? sql`true`
    : viewer
      ? sql`e.created_by = ${viewer.id}`
      : sql`false`;
  const [row] = await queryRows<CalendarRow>(sql`
    select ${CALENDAR_COLUMNS} ${FROM}
    where e.id = ${eventId} and (${PUBLIC_EVENTS} or ${canSeeUnapproved})`);
  return row ? toCalendarEvent(row) : null;
}
