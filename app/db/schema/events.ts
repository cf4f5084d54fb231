import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { builds } from "./builds";
import {
  approvalStatusCheck,
  approvalStatusColumn,
  createdAtColumn,
  descending,
  hiddenAtColumn,
  partOf,
  timestamps,
  trigramIndex,
  uuidPrimaryKey,
} from "./columns";
import { commentContentCheck, commentThreadColumns, memberColumn } from "./member-columns";

/** The kinds of meet a host files an event under (the /events filter `category=`). */
export const EVENT_CATEGORY_VALUES = [
  "cars-and-coffee",
  "cruise",
  "meet",
  "show",
  "track-day",
  "autocross",
  "drift",
  "workshop",
] as const;
export type EventCategory = (typeof EVENT_CATEGORY_VALUES)[number];

const categoryList = sql.raw(EVENT_CATEGORY_VALUES.map((c) => `'${c}'`).join(", "));

export const events = pgTable(
  "events",
  {
    id: uuidPrimaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    /** When it ends; null means the host gave none (pages and calendars assume two hours). */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    category: text("category").$type<EventCategory>(),
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
    /**
     * RFC 5545 SEQUENCE: raised by every change of time or place, so calendars that hold the
     * event (same UID) replace their copy instead of keeping the old time.
     */
    sequence: integer("sequence").notNull().default(0),
    /** Set when the host cancels: the event stays, shown as "Cancelled", with the reason. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    /** The recurring series this event is an occurrence of (null for a one-off event). */
    seriesId: uuid("series_id").references((): AnyPgColumn => eventSeries.id, {
      onDelete: "set null",
    }),
    /** The occurrence's start as the rule gives it (stays when the host moves this one date). */
    seriesOccurrenceAt: timestamp("series_occurrence_at", { withTimezone: true }),
    /** The host edited this occurrence alone: edits of the whole series leave it as it is. */
    seriesDetached: boolean("series_detached").notNull().default(false),
    hiddenAt: hiddenAtColumn(),
    ...timestamps(),
  },
  (t) => [
    approvalStatusCheck("events", t.approvalStatus),
    check(
      "events_category_check",
      sql`${t.category} is null or ${t.category} in (${categoryList})`,
    ),
    check("events_ends_at_check", sql`${t.endsAt} is null or ${t.endsAt} > ${t.eventDate}`),
    uniqueIndex("events_series_occurrence_key").on(t.seriesId, t.seriesOccurrenceAt),
    index("events_series_date_idx").on(t.seriesId, t.eventDate),
    index("events_status_category_date_idx").on(t.approvalStatus, t.category, t.eventDate, t.id),
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
    /** The member's own approved build they bring ("Cars attending"); optional. */
    buildId: uuid("build_id").references(() => builds.id, { onDelete: "set null" }),
    /** Checked in at the meet by the host or an admin (ticket scan or name search). */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: text("checked_in_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // One registration per member and event: a double click cannot register twice.
    primaryKey({ columns: [t.eventId, t.userId] }),
    check("event_registrations_status_check", sql`${t.status} in ('going', 'waitlisted')`),
    index("event_registrations_user_idx").on(t.userId),
    // Counting 'going' per event and finding the head of the waitlist.
    index("event_registrations_event_status_idx").on(t.eventId, t.status, t.createdAt),
    index("event_registrations_build_idx").on(t.buildId).where(sql`${t.buildId} is not null`),
  ],
);

/**
 * A recurring meet: the template its occurrences (rows of `events`) are made from, and the rule.
 * The job runner keeps the next occurrences in `events` as time passes (generated_until says how
 * far it got); an admin approves the series once and its occurrences follow that status.
 */
export const eventSeries = pgTable(
  "event_series",
  {
    id: uuidPrimaryKey(),
    createdBy: memberColumn("created_by"),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category").$type<EventCategory>(),
    location: text("location"),
    placeName: text("place_name"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    timeZone: text("time_zone").notNull().default("UTC"),
    maxAttendees: integer("max_attendees"),
    imageUrl: text("image_url"),
    /** RFC 5545 recurrence: the RRULE value (FREQ=MONTHLY;BYDAY=1SU;COUNT=12), read by rrule. */
    rrule: text("rrule").notNull(),
    /** The first occurrence's start; later ones keep its wall-clock time in time_zone. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Each occurrence's length; null: no end time given (two hours assumed). */
    durationMinutes: integer("duration_minutes"),
    approvalStatus: approvalStatusColumn(),
    /** Occurrences exist up to this instant (the generator's watermark). */
    generatedUntil: timestamp("generated_until", { withTimezone: true }),
    /** The host ended the series: no new occurrences are made. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    approvalStatusCheck("event_series", t.approvalStatus),
    check(
      "event_series_category_check",
      sql`${t.category} is null or ${t.category} in (${categoryList})`,
    ),
    check(
      "event_series_max_attendees_check",
      sql`${t.maxAttendees} is null or ${t.maxAttendees} >= 1`,
    ),
    check(
      "event_series_duration_check",
      sql`${t.durationMinutes} is null or ${t.durationMinutes} between 1 and 20160`,
    ),
    index("event_series_created_by_idx").on(t.createdBy, ...descending(t.createdAt)),
    index("event_series_generate_idx").on(t.approvalStatus, t.generatedUntil),
  ],
);

/** Questions and answers on an event page: the comment thread shape builds and journals use. */
export const eventComments = pgTable(
  "event_comments",
  {
    id: uuidPrimaryKey(),
    eventId: partOf("event_id", () => events.id),
    ...commentThreadColumns((): AnyPgColumn => eventComments.id),
  },
  (t) => [
    commentContentCheck("event_comments", t),
    index("event_comments_top_level_idx")
      .on(t.eventId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index("event_comments_parent_idx").on(t.parentId, t.createdAt, t.id),
  ],
);

/** Members who turned event reminders off (everyone else gets them). */
export const eventReminderOptOuts = pgTable("event_reminder_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAtColumn(),
});

/**
 * A member's private calendar feed (/events/my/{token}.ics) of the events they are going to.
 * Resetting replaces the token, so the old address stops working at once.
 */
export const eventCalendarFeeds = pgTable(
  "event_calendar_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("event_calendar_feeds_token_key").on(t.token)],
);
