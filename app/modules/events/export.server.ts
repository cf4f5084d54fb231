// The member's events for "Export my data" (the protocol: app/lib/member-data.server.ts): the
// events and recurring meets they host (with their flyers) and their sign-ups to any event.
// Who else signed up to their events is those members' data and stays out.
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { builds, eventRegistrations, eventSeries, events } from "~/db/schema";
import {
  ExportAttachments,
  isoInstant,
  type MemberDataPart,
  siteUrl,
} from "~/lib/member-data.server";

export async function exportMemberEvents(db: Db | Tx, userId: string): Promise<MemberDataPart> {
  const [hosted, series, signups] = await Promise.all([
    db
      .select()
      .from(events)
      .where(eq(events.createdBy, userId))
      .orderBy(asc(events.eventDate), asc(events.id)),
    db
      .select()
      .from(eventSeries)
      .where(eq(eventSeries.createdBy, userId))
      .orderBy(asc(eventSeries.startsAt), asc(eventSeries.id)),
    db
      .select({
        eventId: events.id,
        title: events.title,
        startsAt: events.eventDate,
        status: eventRegistrations.status,
        signedUpAt: eventRegistrations.createdAt,
        checkedInAt: eventRegistrations.checkedInAt,
        buildId: eventRegistrations.buildId,
        buildTitle: builds.title,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .leftJoin(builds, eq(builds.id, eventRegistrations.buildId))
      .where(eq(eventRegistrations.userId, userId))
      .orderBy(asc(events.eventDate), asc(events.id)),
  ]);
  const attachments = new ExportAttachments();
  const place = (row: {
    location: string | null;
    placeName: string | null;
    latitude: number | null;
    longitude: number | null;
  }) => ({
    location: row.location,
    placeName: row.placeName,
    latitude: row.latitude,
    longitude: row.longitude,
  });
  return {
    files: [
      {
        name: "events-hosted.json",
        about:
          "The events you host (each date of a recurring meet is one event here), in date order, with their flyers.",
        fields: {
          id: "The event's id.",
          url: "The event's page.",
          title: "Its title.",
          description: "The description, as you wrote it, or null.",
          category: "Its category (e.g. meet, track-day), or null.",
          startsAt: "When it starts (ISO 8601, UTC); timeZone says the local time it was set in.",
          endsAt: "When it ends, or null.",
          timeZone: "The IANA time zone of the event (e.g. America/Los_Angeles).",
          location:
            "The place as you typed it; placeName, latitude, longitude: the city picked, or null.",
          maxAttendees: "The capacity, or null for no limit.",
          flyer: "The flyer picture: { file, url }, or null.",
          reviewStatus: "pending, approved or rejected (the admins' review).",
          cancelledAt: "When you cancelled it, or null; cancellationReason: why.",
          seriesId: "The recurring meet it is a date of (see series), or null.",
          hiddenByModerators: "true when the moderators hid it.",
          createdAt: "When you created it; updatedAt: when it last changed.",
        },
        content: hosted.map((e) => ({
          id: e.id,
          url: siteUrl(`/events/${e.id}`),
          title: e.title,
          description: e.description,
          category: e.category,
          startsAt: isoInstant(e.eventDate),
          endsAt: isoInstant(e.endsAt),
          timeZone: e.timeZone,
          ...place(e),
          maxAttendees: e.maxAttendees,
          flyer: attachments.image(e.imageUrl, "photos/events", e.id),
          reviewStatus: e.approvalStatus,
          cancelledAt: isoInstant(e.cancelledAt),
          cancellationReason: e.cancellationReason,
          seriesId: e.seriesId,
          hiddenByModerators: e.hiddenAt !== null,
          createdAt: isoInstant(e.createdAt),
          updatedAt: isoInstant(e.updatedAt),
        })),
      },
      {
        name: "events-series.json",
        about: "The recurring meets you host: the template and rule their dates are made from.",
        fields: {
          id: "The series' id (events-hosted.json refers to it as seriesId).",
          url: "The series' page.",
          title: "Its title; description, category, location…: as for an event.",
          rrule: "The repeat rule (RFC 5545 RRULE, e.g. FREQ=MONTHLY;BYDAY=1SU).",
          firstStartsAt: "The first date's start (ISO 8601, UTC), in timeZone's wall-clock time.",
          durationMinutes: "How long each date lasts, or null.",
          flyer: "The flyer picture: { file, url }, or null.",
          reviewStatus: "pending, approved or rejected.",
          endedAt: "When you ended the series, or null.",
        },
        content: series.map((s) => ({
          id: s.id,
          url: siteUrl(`/events/series/${s.id}`),
          title: s.title,
          description: s.description,
          category: s.category,
          ...place(s),
          timeZone: s.timeZone,
          maxAttendees: s.maxAttendees,
          rrule: s.rrule,
          firstStartsAt: isoInstant(s.startsAt),
          durationMinutes: s.durationMinutes,
          flyer: attachments.image(s.imageUrl, "photos/events/series", s.id),
          reviewStatus: s.approvalStatus,
          endedAt: isoInstant(s.endedAt),
          createdAt: isoInstant(s.createdAt),
          updatedAt: isoInstant(s.updatedAt),
        })),
      },
      {
        name: "event-rsvps.json",
        about: "Your sign-ups to events (yours and other members'), in date order.",
        fields: {
          eventId: "The event's id.",
          title: "The event's title.",
          url: "The event's page.",
          startsAt: "When the event starts (ISO 8601, UTC).",
          status: "going, or waitlisted.",
          signedUpAt: "When you signed up.",
          checkedInAt: "When you were checked in at the meet, or null.",
          car: "The build you bring ({ buildId, title }), or null.",
        },
        content: signups.map((r) => ({
          eventId: r.eventId,
          title: r.title,
          url: siteUrl(`/events/${r.eventId}`),
          startsAt: isoInstant(r.startsAt),
          status: r.status,
          signedUpAt: isoInstant(r.signedUpAt),
          checkedInAt: isoInstant(r.checkedInAt),
          car: r.buildId ? { buildId: r.buildId, title: r.buildTitle } : null,
        })),
      },
    ],
    attachments: attachments.list,
  };
}
