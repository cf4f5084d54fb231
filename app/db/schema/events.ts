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
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
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
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    approvalStatus: text("approval_status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "events_approval_status_check",
      sql`${t.approvalStatus} in ('pending', 'approved', 'rejected')`,
    ),
    check("events_max_attendees_check", sql`${t.maxAttendees} is null or ${t.maxAttendees} >= 1`),
    // Coordinates come as a pair, on the globe.
    check(
      "events_coordinates_check",
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} is not null and ${t.longitude} is not null and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    index("events_status_date_idx").on(t.approvalStatus, t.eventDate, t.id),
    index("events_admin_created_idx").on(t.approvalStatus, t.createdAt.desc().nullsFirst()),
    index("events_created_by_idx").on(t.createdBy, t.createdAt.desc().nullsFirst()),
    index("events_title_trgm_idx")
      .using("gin", sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: "off" }),
    index("events_description_trgm_idx")
      .using("gin", sql`${t.description} gin_trgm_ops`)
      .with({ fastupdate: "off" }),
    index("events_location_trgm_idx")
      .using("gin", sql`${t.location} gin_trgm_ops`)
      .with({ fastupdate: "off" }),
  ],
);

export const eventRegistrations = pgTable(
  "event_registrations",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * 'going' counts towards 'n attending' and the capacity; 'waitlisted' waits for a seat. The
     * first waitlisted (created_at, then user_id) is promoted when a 'going' member cancels.
     */
    status: text("status").notNull().default("going"),
    /** Set with clock_timestamp() after the event row is locked, so it is the queue order. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
