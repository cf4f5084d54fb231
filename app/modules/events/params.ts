// What the event pages read from URLs: the /events search parameters (search, period, Near Me),
// event ids and RSVP intents. Zod-free: the list page and its controls run these in the browser;
// ./schemas re-exports them for the server.
import { type EventCategory, isEventCategory } from "./categories";
import { isValidLatLng } from "./geo/distance";

export const EVENT_PERIODS = ["upcoming", "week", "month", "past"] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

/** SPEC's period select. */
export const PERIOD_LABELS: Record<EventPeriod, string> = {
  upcoming: "Upcoming",
  week: "This Week",
  month: "This Month",
  past: "Past Events",
};

export const MAX_SEARCH_LENGTH = 100;
export const MAX_PLACE_LABEL_LENGTH = 120;

/**
 * Near Me, as the URL says it:
 * - `near=45.52,-122.68` (+ `place=` a label): sort by distance from that point;
 * - `near=me`: from the signed-in member's profile location, else ask for a city;
 * - `city=Portland`: from the best gazetteer match for a typed city;
 * - `near=city`: ask for a city.
 */
export type NearParam =
  | { kind: "point"; latitude: number; longitude: number; label: string | null }
  | { kind: "me" }
  | { kind: "city"; text: string }
  | { kind: "ask" };

export interface EventListQuery {
  q: string;
  period: EventPeriod;
  near: NearParam | null;
  /** The category filter (`category=`); null: every kind. */
  category: EventCategory | null;
  cursor?: string;
}

function parseNear(params: URLSearchParams): NearParam | null {
  const city = params.get("city")?.trim().slice(0, MAX_PLACE_LABEL_LENGTH);
  const near = params.get("near")?.trim();
  if (near) {
    const match = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/.exec(near);
    if (match) {
      const point = { latitude: Number(match[1]), longitude: Number(match[2]) };
      if (isValidLatLng(point)) {
        const label = params.get("place")?.trim().slice(0, MAX_PLACE_LABEL_LENGTH) || null;
        return { kind: "point", ...point, label };
      }
    }
  }
  if (city) return { kind: "city", text: city };
  if (near === "me") return { kind: "me" };
  if (near === "city") return { kind: "ask" };
  return null;
}

/** The URL parameters that say `near` again (hidden fields, Load More links). */
export function nearParams(near: NearParam | null): [string, string][] {
  if (!near) return [];
  switch (near.kind) {
    case "point":
      return [
        ["near", nearValue(near.latitude, near.longitude)],
        ...(near.label ? ([["place", near.label]] as [string, string][]) : []),
      ];
    case "city":
      return [["city", near.text]];
    case "me":
      return [["near", "me"]];
    default:
      return [["near", "city"]];
  }
}

export function parseEventListQuery(params: URLSearchParams): EventListQuery {
  const period = params.get("period");
  const cursor = params.get("cursor")?.trim();
  const category = params.get("category");
  return {
    category: isEventCategory(category) ? category : null,
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    period: EVENT_PERIODS.includes(period as EventPeriod) ? (period as EventPeriod) : "upcoming",
    near: parseNear(params),
    cursor: cursor && cursor.length <= 400 ? cursor : undefined,
  };
}

/** Rounds a browser position for the URL: 2 decimals is about 1 km, enough to sort meets. */
export function nearValue(latitude: number, longitude: number): string {
  return `${latitude.toFixed(2)},${longitude.toFixed(2)}`;
}

// ---------------------------------------------------------------------------------------------
// Event ids and RSVP intents

export { parseUuid as parseEventId } from "~/lib/ids";

export const EVENT_INTENTS = [
  "attend",
  "cancel",
  "approve",
  "reject",
  "delete",
  "cancel-event",
  "message",
] as const;
export type EventIntent = (typeof EVENT_INTENTS)[number];

export function isEventIntent(value: unknown): value is EventIntent {
  return typeof value === "string" && EVENT_INTENTS.includes(value as EventIntent);
}
