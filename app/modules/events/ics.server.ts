// Add to calendar: one event as an .ics file, and the subscribable feed of upcoming approved
// events (RFC 5545, written by ical-generator).
//
// Times are written in UTC (DTSTART:20261123T030000Z). That is exact for every calendar app and
// needs no VTIMEZONE block (a TZID without one is not valid RFC 5545); each app then shows the
// time in its owner's zone, which is what "add to my calendar" means.
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { CalendarEvent } from "./queries.server";

/**
 * Events have a start but no end time. A calendar entry without DTEND lasts zero minutes and most
 * apps hide or squash it, so the entry blocks this long (said in its description).
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

function addEvent(calendar: ReturnType<typeof ical>, event: CalendarEvent, origin: string) {
  const url = `${origin}/events/${event.id}`;
  const description = [
    event.description?.trim(),
    `Hosted by ${event.hostName}.`,
    `Details and RSVP: ${url}`,
    `(No end time was given; this entry blocks ${CALENDAR_ENTRY_MINUTES / 60} hours.)`,
  ]
    .filter(Boolean)
    .join("\n\n");
  calendar.createEvent({
    // Stable across downloads and the feed, so re-importing updates instead of duplicating.
    id: `${event.id}@${new URL(origin).hostname}`,
    start: event.startsAt,
    end: new Date(event.startsAt.getTime() + CALENDAR_ENTRY_MINUTES * 60_000),
    summary: event.title,
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
    // Same UID, higher SEQUENCE: calendar apps replace their copy (new time, or cancelled).
    sequence: event.sequence,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
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
