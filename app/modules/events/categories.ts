// The kinds of meet a host files an event under: labels for the form, the cards and the /events
// filter (`category=`). Client-safe; the values are the database's (EVENT_CATEGORY_VALUES), and the
// Record type makes this list fail to compile when one is added there and not here.
import type { EventCategory } from "~/db/schema/events";

export type { EventCategory };

export const CATEGORY_LABELS: Record<EventCategory, string> = {
  "cars-and-coffee": "Cars & Coffee",
  cruise: "Cruise",
  meet: "Meet",
  show: "Show",
  "track-day": "Track Day",
  autocross: "Autocross",
  drift: "Drift",
  workshop: "Workshop",
};

export const EVENT_CATEGORIES = Object.keys(CATEGORY_LABELS) as EventCategory[];

export function isEventCategory(value: unknown): value is EventCategory {
  return typeof value === "string" && Object.hasOwn(CATEGORY_LABELS, value);
}
