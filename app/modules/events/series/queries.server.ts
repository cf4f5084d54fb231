// Read side of series: the series page (template, rule in words, upcoming dates with their
// attending counts) and the link from an occurrence's page to its series. An approved series is
// public; a pending or rejected one only for its host and admins, like an event.
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { eventRegistrations, eventSeries, events, profiles } from "~/db/schema";
import { displayName } from "~/modules/profiles";
import { formatEventDate, formatEventTime, formatEventWeekday } from "../time";
import type { ApprovalStatus } from "../types";
import { describeRule, occurrencesBetween } from "./rule";
import { HORIZON_DAYS, OCCURRENCES_AHEAD } from "./series.server";

export interface SeriesViewer {
  id: string;
  isAdmin: boolean;
}

export interface SeriesDate {
  /** The event of the date; null for a date of a series not approved yet (not made yet). */
  eventId: string | null;
  eventDate: string;
  label: string;
  attendingCount: number;
  maxAttendees: number | null;
  cancelled: boolean;
  /** The host edited this date alone. */
  detached: boolean;
}

export interface SeriesPage {
  id: string;
  title: string;
  description: string | null;
  category: string | null;
  location: string | null;
  placeName: string | null;
  timeZone: string;
  maxAttendees: number | null;
  imageUrl: string | null;
  createdBy: string;
  hostName: string;
  hostUsername: string | null;
  approvalStatus: ApprovalStatus;
  ended: boolean;
  /** 'Every month on the first Sunday, 8:00 AM PDT, until June 7, 2027'. */
  ruleText: string;
  /** The time of day ('08:00') in the series' zone, for the edit form. */
  startsAt: string;
  upcoming: SeriesDate[];
}

const dateLabel = (at: Date | string, zone: string) =>
  `${formatEventWeekday(at, zone)}, ${formatEventDate(at, zone)} · ${formatEventTime(at, zone)}`;

/** The series for its page, or null when `viewer` may not see it (the page answers 404). */
export async function getSeriesForViewer(
  seriesId: string,
  viewer: SeriesViewer | null,
  now: Date = new Date(),
): Promise<SeriesPage | null> {
  const [row] = await getDb()
    .select({
      series: eventSeries,
      hostUsername: profiles.username,
      hostFullName: profiles.fullName,
    })
    .from(eventSeries)
    .leftJoin(profiles, eq(profiles.id, eventSeries.createdBy))
    .where(eq(eventSeries.id, seriesId));
  if (!row) return null;
  const series = row.series;
  const mayManage = viewer && (viewer.isAdmin || viewer.id === series.createdBy);
  if (series.approvalStatus !== "approved" && !mayManage) return null;

  const upcoming = await listUpcomingDates(series, now);
  const next = upcoming[0] ? new Date(upcoming[0].eventDate) : series.startsAt;
  return {
    id: series.id,
    title: series.title,
    description: series.description,
    category: series.category,
    location: series.location,
    placeName: series.placeName,
    timeZone: series.timeZone,
    maxAttendees: series.maxAttendees,
    imageUrl: series.imageUrl,
    createdBy: series.createdBy,
    hostName: displayName({ fullName: row.hostFullName, username: row.hostUsername }),
    hostUsername: row.hostUsername,
    approvalStatus: series.approvalStatus as ApprovalStatus,
    ended: series.endedAt !== null,
    ruleText: describeRule(series, next),
    startsAt: series.startsAt.toISOString(),
    upcoming,
  };
}

async function listUpcomingDates(
  series: typeof eventSeries.$inferSelect,
  now: Date,
): Promise<SeriesDate[]> {
  if (series.approvalStatus !== "approved") {
    // Not made yet: the dates the rule will give once approved.
    const horizon = new Date(now.getTime() + HORIZON_DAYS * 24 * 3600_000);
    return occurrencesBetween(series, now, horizon, OCCURRENCES_AHEAD).map((at) => ({
      eventId: null,
      eventDate: at.toISOString(),
      label: dateLabel(at, series.timeZone),
      attendingCount: 0,
      maxAttendees: series.maxAttendees,
      cancelled: false,
      detached: false,
    }));
  }
  const rows = await getDb()
    .select({
      id: events.id,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
      maxAttendees: events.maxAttendees,
      cancelledAt: events.cancelledAt,
      detached: events.seriesDetached,
      going: sql<number>`(${getDb()
        .select({ n: count() })
        .from(eventRegistrations)
        .where(
          and(eq(eventRegistrations.eventId, events.id), eq(eventRegistrations.status, "going")),
        )})::int`,
    })
    .from(events)
    .where(
      and(
        eq(events.seriesId, series.id),
        eq(events.approvalStatus, "approved"),
        isNull(events.hiddenAt),
        gt(events.eventDate, now),
      ),
    )
    .orderBy(asc(events.eventDate))
    .limit(OCCURRENCES_AHEAD * 2);
  return rows.map((e) => ({
    eventId: e.id,
    eventDate: e.eventDate.toISOString(),
    label: dateLabel(e.eventDate, e.timeZone),
    attendingCount: e.going,
    maxAttendees: e.maxAttendees,
    cancelled: e.cancelledAt !== null,
    detached: e.detached,
  }));
}

/** The series an event is a date of ('Part of a series: …'), or null for a one-off event. */
export async function seriesOfEvent(
  eventId: string,
): Promise<{ id: string; title: string } | null> {
  const [row] = await getDb()
    .select({ id: eventSeries.id, title: eventSeries.title })
    .from(events)
    .innerJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** The pending series for the admin panel, oldest first. */
export async function listPendingSeries(limit = 20) {
  return getDb()
    .select({ id: eventSeries.id, title: eventSeries.title, createdAt: eventSeries.createdAt })
    .from(eventSeries)
    .where(eq(eventSeries.approvalStatus, "pending"))
    .orderBy(asc(eventSeries.createdAt))
    .limit(limit);
}
