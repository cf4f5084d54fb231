import { date, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

/**
 * Who has already been counted as a viewer of a feature or media item today
 * (app/lib/page-views.server.ts): one row per item, viewer and UTC day, so a reload adds nothing.
 * `viewer` is a keyed hash (of the member id, or of a visitor's address and browser with a salt
 * that changes every day): no address is stored and a day's rows cannot be linked to the next.
 * Old days are deleted by the occasional clean-up.
 */
export const pageViews = pgTable(
  "page_views",
  {
    /** "feature" or "media". */
    itemType: text("item_type").notNull(),
    itemId: uuid("item_id").notNull(),
    viewer: text("viewer").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.itemType, t.itemId, t.viewer] })],
);
