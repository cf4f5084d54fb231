// Add to calendar: one event as an .ics file, the subscribable feed of upcoming approved events,
// a member's personal feed of the events they are going to, and the invite an RSVP confirmation
// carries (RFC 5545, written by ical-generator).
//
// Calendars recognise an event by its UID and keep the copy with the highest SEQUENCE: the UID
// never changes, SEQUENCE comes from the event row (raised by every change of time or place), and
// a cancelled event is written with STATUS:CANCELLED, which makes calendar apps drop or strike it.
//
// Times are written in UTC (DTSTART:20261123T030000Z). That is exact for every calendar app and
// needs no VTIMEZONE block (a TZID without one is not valid RFC 5545); each app then shows the
// time in its owner's zone, which is what "add to my calendar" means.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { CalendarEvent } from "./queries.server";

/**
 * An event without an end time blocks this long in calendars (an entry without DTEND lasts zero
 * minutes and most apps hide or squash it); its description says so.
 */
export const CALENDAR_ENTRY_MINUTES = 120;

const PROD_ID = { company: "Camber Club", product: "Events", language: "EN" } as const;

export interface CalendarOptions {
  /** The site's public origin, for UIDs and links: https://camber.club */
  origin: string;
}

/** RFC 5545 §3.1: every content line, the last one included, ends with CRLF. */
function serialize(calendar: ReturnType<typeof ical>): string {
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** Who an invite is addressed to (ATTENDEE) and sent by (ORGANIZER: the site, never the host). */
export interface InviteParties {
  attendee: { email: string; name: string };
  organizer: { email: string; name: string };
}

function addEvent(
  calendar: ReturnType<typeof ical>,
  event: CalendarEvent,
  origin: string,
  invite?: InviteParties,
) {
  const url = `${origin}/events/${event.id}`;
  const cancelled = event.cancelledAt !== null;
  const reason = event.cancellationReason?.trim();
  const description = [
    cancelled ? `CANCELLED by the host.${reason ? ` Reason: ${reason}` : ""}` : null,
    event.description?.trim(),
    `Hosted by ${event.hostName}.`,
    `Details and RSVP: ${url}`,
    event.endsAt
      ? null
      : `(No end time was given; this entry blocks ${CALENDAR_ENTRY_MINUTES / 60} hours.)`,
  ]
    .filter(Boolean)
    .join("\n\n");
  calendar.createEvent({
    // Stable across downloads, feeds and invites, so re-importing updates instead of duplicating.
    id: `${event.id}@${new URL(origin).hostname}`,
    sequence: event.sequence,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: event.startsAt,
    end: event.endsAt ?? new Date(event.startsAt.getTime() + CALENDAR_ENTRY_MINUTES * 60_000),
    summary: cancelled ? `Cancelled: ${event.title}` : event.title,
    description,
    location: event.location
      ? event.latitude !== null && event.longitude !== null
        ? { title: event.location, geo: { lat: event.latitude, lon: event.longitude } }
        : event.location
      : null,
    url,
    stamp: new Date(),
    created: event.createdAt,
    lastModified: event.updatedAt,
    ...(invite
      ? {
          organizer: invite.organizer,
          attendees: [
            {
              email: invite.attendee.email,
              name: invite.attendee.name,
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ],
        }
      : {}),
  });
}

/** One event, for download (METHOD:PUBLISH). */
export function eventCalendar(event: CalendarEvent, { origin }: CalendarOptions): string {
  const calendar = ical({ prodId: PROD_ID, method: ICalCalendarMethod.PUBLISH, name: event.title });
  addEvent(calendar, event, origin);
  return serialize(calendar);
}

/** The feed calendar apps subscribe to; they refresh it about hourly (X-PUBLISHED-TTL). */
export function eventsFeedCalendar(events: CalendarEvent[], { origin }: CalendarOptions): string {
  const calendar = ical({
    prodId: PROD_ID,
    method: ICalCalendarMethod.PUBLISH,
    name: "Camber Club Events",
    description: "Upcoming car meets and events of the Camber Club community.",
    url: `${origin}/events`,
    ttl: 60 * 60,
  });
  for (const event of events) addEvent(calendar, event, origin);
  return serialize(calendar);
}

/**
 * A member's personal feed: the events they are going to (the caller picks them). Private: its
 * address carries the member's token, and it names only the calendar, never the member.
 */
export function personalFeedCalendar(events: CalendarEvent[], { origin }: CalendarOptions): string {
  const calendar = ical({
    prodId: PROD_ID,
    method: ICalCalendarMethod.PUBLISH,
    name: "My Camber Club events",
    description: "The Camber Club events you are going to.",
    url: `${origin}/events/mine`,
    ttl: 60 * 60,
  });
  for (const event of events) addEvent(calendar, event, origin);
  return serialize(calendar);
}

/**
 * The invite an RSVP confirmation carries (METHOD:REQUEST): the event with the member as an
 * accepted ATTENDEE and the site's own address as ORGANIZER, so a reply from the calendar app
 * comes to the site and the host's address is never given out.
 */
export function inviteCalendar(
  event: CalendarEvent,
  parties: InviteParties,
  { origin }: CalendarOptions,
): string {
  const calendar = ical({ prodId: PROD_ID, method: ICalCalendarMethod.REQUEST, name: event.title });
  addEvent(calendar, event, origin, parties);
  return serialize(calendar);
}

/** The address part of a From header: "Camber Club <no-reply@camber.club>" → its pieces. */
export function mailboxOf(from: string): { email: string; name: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  if (match) return { name: match[1].trim() || "Camber Club", email: match[2] };
  return { name: "Camber Club", email: from.trim() };
}

/** A file name for the download: "cars-and-coffee-portland.ics". */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "event"}.ics`;
}
