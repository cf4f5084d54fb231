import type { EventCategory } from "~/db/schema";

/** A whole-series edit: the template's fields and the time of day ('HH:mm'). */
export interface SeriesEditInput {
  title: string;
  description: string | null;
  category: EventCategory | null;
  location: string;
  placeId: string | null;
  maxAttendees: number | null;
  time: string;
}
