import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The app's own rate-limit counters (app/lib/rate-limit.server.ts): one row per subject and rule,
 * a fixed window that restarts when it has passed. Kept in the database so every app process
 * counts against the same numbers. (better-auth keeps its own counters in rate_limits.)
 */
export const appRateLimits = pgTable(
  "app_rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    /** When this window ends; lets the occasional clean-up delete finished windows by index. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("app_rate_limits_expires_at_idx").on(t.expiresAt)],
);
