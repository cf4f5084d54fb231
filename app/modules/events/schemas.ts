// The create-event form and the /events query parameters. Client-safe: the form checks with the
// same schema the action uses, so the browser and the server show the same SPEC messages.
import { z } from "zod";
import { isValidLatLng } from "./geo/distance";
import { EVENT_MESSAGES } from "./messages";
import { isValidTimeZone, zonedWallTimeToDate } from "./time";

// ---------------------------------------------------------------------------------------------
// Create event

export const EVENT_LIMITS = {
  title: 120,
  description: 5000,
  location: 200,
  maxAttendees: 100_000,
  imageUrl: 2000,
} as const;

/** The form's text fields, by their `name`. */
export const EVENT_TEXT_FIELDS = [
  "title",
  "description",
  "eventDate",
  "timeZone",
  "location",
  "placeId",
  "maxAttendees",
  "imageUrl",
] as const;
export type EventTextField = (typeof EVENT_TEXT_FIELDS)[number];
export type EventFormValues = Record<EventTextField, string>;
export type EventFormErrors = Partial<Record<EventTextField | "flyer" | "form", string>>;

/** The fields SPEC requires; any of them missing gives 'Please fill in all required fields'. */
export const REQUIRED_EVENT_FIELDS = ["title", "eventDate", "location"] as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === "" ? null : v));

export const eventFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, EVENT_MESSAGES.requiredFields)
      .max(EVENT_LIMITS.title, `Title must be ${EVENT_LIMITS.title} characters or less`),
    description: optionalText(
      EVENT_LIMITS.description,
      `Description must be ${EVENT_LIMITS.description} characters or less`,
    ),
    eventDate: z.string().trim().min(1, EVENT_MESSAGES.requiredFields),
    timeZone: z.string().trim().refine(isValidTimeZone, "Please choose a time zone from the list"),
    location: z
      .string()
      .trim()
      .min(1, EVENT_MESSAGES.requiredFields)
      .max(EVENT_LIMITS.location, `Location must be ${EVENT_LIMITS.location} characters or less`),
    /** The gazetteer city picked from the suggestions (its coordinates are looked up again). */
    placeId: z
      .string()
      .trim()
      .regex(/^\d{0,12}$/, "Please pick the city again")
      .transform((v) => (v === "" ? null : v)),
    maxAttendees: z
      .string()
      .trim()
      .transform((v, ctx) => {
        if (v === "") return null; // blank means unlimited
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1) {
          ctx.addIssue({
            code: "custom",
            message: "Max attendees must be a whole number of 1 or more",
          });
          return z.NEVER;
        }
        if (n > EVENT_LIMITS.maxAttendees) {
          ctx.addIssue({
            code: "custom",
            message: `Max attendees can be at most ${EVENT_LIMITS.maxAttendees.toLocaleString("en-US")}`,
          });
          return z.NEVER;
        }
        return n;
      }),
    imageUrl: z
      .string()
      .trim()
      .max(EVENT_LIMITS.imageUrl, "Image URL is too long")
      .transform((v, ctx) => {
        if (v === "") return null;
        try {
          const url = new URL(v);
          if (url.protocol === "https:" || url.protocol === "http:") return url.toString();
        } catch {
          // reported below
        }
        ctx.addIssue({ code: "custom", message: "Please enter a valid image URL" });
        return z.NEVER;
      }),
  })
  .transform((fields, ctx) => {
    const startsAt = zonedWallTimeToDate(fields.eventDate, fields.timeZone);
    if (!startsAt) {
      ctx.addIssue({
        code: "custom",
        path: ["eventDate"],
        message: "Please enter a valid date and time",
      });
      return z.NEVER;
    }
    if (startsAt.getTime() <= Date.now()) {
      ctx.addIssue({
        code: "custom",
        path: ["eventDate"],
        message: "The event date must be in the future",
      });
      return z.NEVER;
    }
    return { ...fields, startsAt };
  });

export type EventFormInput = z.output<typeof eventFormSchema>;

/** Field errors of a failed parse, the first message per field. */
export function eventFormErrors(error: z.ZodError): EventFormErrors {
  const errors: EventFormErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form") as keyof EventFormErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The message for the whole form: SPEC's when a required field is empty, else the first one. */
export function summaryMessage(errors: EventFormErrors): string | undefined {
  if (REQUIRED_EVENT_FIELDS.some((f) => errors[f] === EVENT_MESSAGES.requiredFields)) {
    return EVENT_MESSAGES.requiredFields;
  }
  return Object.values(errors)[0];
}

// ---------------------------------------------------------------------------------------------
// /events query parameters

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
  return {
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseEventId(raw: string | undefined | null): string | null {
  const id = raw?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

export const EVENT_INTENTS = ["attend", "cancel", "approve", "reject", "delete"] as const;
export type EventIntent = (typeof EVENT_INTENTS)[number];

export function isEventIntent(value: unknown): value is EventIntent {
  return typeof value === "string" && EVENT_INTENTS.includes(value as EventIntent);
}
