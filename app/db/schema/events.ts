import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import {
  approvalStatusCheck,
  approvalStatusColumn,
  createdAtColumn,
  descending,
  partOf,
  timestamps,
  trigramIndex,
  uuidPrimaryKey,
} from "./columns";
import { memberColumn } from "./member-columns";

export const events = pgTable(
  "events",
  {
    id: uuidPrimaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    location: text("location"),
    /**
     * The gazetteer city picked for the location (its label, e.g. "Portland, OR, United States")
     * and its coordinates, for Near Me and the calendar's GEO. Null for free-text locations.
     */
    placeName: text("place_name"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * IANA time zone the host entered the date and time in (e.g. "America/Los_Angeles"). The
     * instant is event_date; this only decides how it is shown, so everyone sees the wall-clock
     * time of the meet itself, and the server renders the same text the browser would.
     */
    timeZone: text("time_zone").notNull().default("UTC"),
    maxAttendees: integer("max_attendees"),
    imageUrl: text("image_url"),
    createdBy: memberColumn("created_by"),
    approvalStatus: approvalStatusColumn(),
    ...timestamps(),
  },
  (t) => [
    approvalStatusCheck("events", t.approvalStatus),
    check("events_max_attendees_check", sql`${t.maxAttendees} is null or ${t.maxAttendees} >= 1`),
    // Coordinates come as a pair, on the globe.
    check(
      "events_coordinates_check",
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} is not null and ${t.longitude} is not null and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    index("events_status_date_idx").on(t.approvalStatus, t.eventDate, t.id),
    index("events_admin_created_idx").on(t.approvalStatus, ...descending(t.createdAt)),
    index("events_created_by_idx").on(t.createdBy, ...descending(t.createdAt)),
    trigramIndex("events_title_trgm_idx", t.title),
    trigramIndex("events_description_trgm_idx", t.description),
    trigramIndex("events_location_trgm_idx", t.location),
  ],
);

export const eventRegistrations = pgTable(
  "event_registrations",
  {
    eventId: partOf("event_id", () => events.id),
    userId: memberColumn("user_id"),
    /**
     * 'going' counts towards 'n attending' and the capacity; 'waitlisted' waits for a seat. The
     * first waitlisted (created_at, then user_id) is promoted when a 'going' member cancels.
     */
    status: text("status").$type<"going" | "waitlisted">().notNull().default("going"),
    /** Set with clock_timestamp() after the event row is locked, so it is the queue order. */
    createdAt: createdAtColumn(),
  },
  (t) => [
    // One registration per member and event: a double click cannot register twice.
    primaryKey({ columns: [t.eventId, t.userId] }),
    check("event_registrations_status_check", sql`${t.status} in ('going', 'waitlisted')`),
    index("event_registrations_user_idx").on(t.userId),
    // Counting 'going' per event and finding the head of the waitlist.
    index("event_registrations_event_status_idx").on(t.eventId, t.status, t.createdAt),
  ],
);
