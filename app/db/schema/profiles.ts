import { sql } from "drizzle-orm";
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAtColumn, descending, timestamps, trigramIndex, uuidPrimaryKey } from "./columns";
import { memberColumn } from "./member-columns";

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    fullName: text("full_name"),
    avatarUrl: text("avatar_url"),
    bio: text("bio"),
    location: text("location"),
    ...timestamps(),
  },
  (t) => [
    // Usernames are unique regardless of case: "Drift_King" and "drift_king" are one person.
    uniqueIndex("profiles_username_lower_key").on(sql`lower(${t.username})`),
    index("profiles_created_at_idx").on(...descending(t.createdAt)),
    trigramIndex("profiles_username_trgm_idx", t.username),
    trigramIndex("profiles_full_name_trgm_idx", t.fullName),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: memberColumn("user_id"),
    role: text("role").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check("user_roles_role_check", sql`${t.role} in ('admin')`),
  ],
);

/**
 * Newsletter sign-ups, confirmed by e-mail (double opt-in): an address counts as subscribed only
 * once `confirmedAt` is set, by following the link of the confirmation mail. The link's token is
 * stored as its SHA-256 hash only, and kept after confirming so the link stays harmless to follow
 * again.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuidPrimaryKey(),
    email: text("email").notNull(),
    createdAt: createdAtColumn(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmationTokenHash: text("confirmation_token_hash"),
    confirmationExpiresAt: timestamp("confirmation_expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscribers_token_key").on(t.confirmationTokenHash),
  ],
);
