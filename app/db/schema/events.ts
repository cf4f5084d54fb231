import { sql } from "drizzle-orm";
import {
  check,
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
    index("events_status_date_idx").on(t.approvalStatus, t.eventDate, t.id),
    index("events_admin_created_idx").on(t.approvalStatus, t.createdAt.desc()),
    index("events_created_by_idx").on(t.createdBy, t.createdAt.desc()),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("event_registrations_user_idx").on(t.userId),
  ],
);
