import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn, descending, uuidPrimaryKey } from "./columns";
import { memberColumn } from "./member-columns";

/**
 * In-app notices to a member (the bell in the navigation), e.g. "Your build was approved".
 * `kind` names the event ('build-approved', 'event-rejected', ...); `title` and `body` are the
 * text as shown; `link` is where the notice leads. Unread until `readAt` is set.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuidPrimaryKey(),
    userId: memberColumn("user_id"),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, ...descending(t.createdAt, t.id)),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
