// The create-event form's fields and limits, and the message summing up its problems. Zod-free, so
// the form can render without loading zod (it loads ./schemas when it is sent); ./schemas
// re-exports these for the action and tests.
import { EVENT_MESSAGES } from "./messages";

export const EVENT_LIMITS = {
  title: 120,
  description: 5000,
  location: 200,
  maxAttendees: 100_000,
  imageUrl: 2000,
} as const;

/**
 * What a field over its limit says (the form says it while typing, the action when it is sent:
 * the fields have no maxLength, so a paste past the limit is kept and the member shortens it).
 */
export const EVENT_LENGTH_MESSAGES = {
  title: `Title must be ${EVENT_LIMITS.title} characters or less`,
  description: `Description must be ${EVENT_LIMITS.description} characters or less`,
  location: `Location must be ${EVENT_LIMITS.location} characters or less`,
} as const;

/** Said when no time zone is chosen (without JavaScript the form does not guess one). */
export const TIME_ZONE_MESSAGE = "Please choose a time zone from the list";

/** The longest an event may last (a weekend show, a week-long road trip). */
export const MAX_EVENT_DAYS = 14;

export const END_TIME_MESSAGES = {
  invalid: "Please enter a valid end date and time",
  beforeStart: "The end must be after the start",
  tooLong: `An event can last at most ${MAX_EVENT_DAYS} days`,
} as const;

export const FUTURE_MESSAGE = "The event date must be in the future";

export const CATEGORY_MESSAGE = "Please choose a category from the list";

/** The form's text fields, by their `name`. */
export const EVENT_TEXT_FIELDS = [
  "title",
  "description",
  "eventDate",
  "endsAt",
  "timeZone",
  "location",
  "placeId",
  "maxAttendees",
  "category",
  "imageUrl",
] as const;
export type EventTextField = (typeof EVENT_TEXT_FIELDS)[number];
export type EventFormValues = Record<EventTextField, string>;
export type EventFormErrors = Partial<Record<EventTextField | "flyer" | "form", string>>;

/** Without an end time, pages and calendars take the event to last this long. */
export const DEFAULT_EVENT_MINUTES = 120;

/** The fields SPEC requires; any of them missing gives 'Please fill in all required fields'. */
export const REQUIRED_EVENT_FIELDS = ["title", "eventDate", "location"] as const;

/** The message for the whole form: SPEC's when a required field is empty, else the first one. */
export function summaryMessage(errors: EventFormErrors): string | undefined {
  if (REQUIRED_EVENT_FIELDS.some((f) => errors[f] === EVENT_MESSAGES.requiredFields)) {
    return EVENT_MESSAGES.requiredFields;
  }
  return Object.values(errors)[0];
}

/** The host's message to attendees and the reason of a cancellation. */
export const HOST_FIELD_LIMITS = { subject: 150, text: 5000, reason: 500 } as const;
