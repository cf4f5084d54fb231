// The "Repeats" fieldset as the action reads it: its fields to a Recurrence (or null for a one-off
// event), with one message per field. Combined with the event form's own parse by
// withRecurrence, so the create page's action gets the event's fields and the rule in one input.
import { EVENT_CATEGORY_VALUES, type EventCategory } from "~/db/schema";
import type { ParseResult } from "~/lib/actions.server";
import { EVENT_LENGTH_MESSAGES, EVENT_LIMITS } from "../form-fields";
import { EVENT_MESSAGES } from "../messages";
import { dateToZonedWallTime } from "../time";
import {
  END_CHOICES,
  type EndChoice,
  ORDINALS,
  REPEAT_CHOICES,
  type RepeatChoice,
  SERIES_LIMITS,
  SERIES_MESSAGES,
  WEEKDAY_CODES,
  type WeekdayCode,
} from "./fields";
import { buildRule, firstOccurrence, type Recurrence, type RecurrenceEnd } from "./rule";
import type { SeriesEditInput } from "./types";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const oneOf = <T extends string>(choices: readonly T[], value: string): value is T =>
  (choices as readonly string[]).includes(value);

function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * The fieldset's choices. `start` is the event's first date and time (its own field's parse),
 * used to check the end date; without it (not parsed) only the fieldset's own checks run.
 */
export function parseRecurrenceFields(
  form: FormData,
  start: { at: Date; timeZone: string } | null,
): ParseResult<Recurrence | null> {
  const errors: Record<string, string> = {};
  const repeat = text(form, "repeat") || "none";
  if (!oneOf<RepeatChoice>(REPEAT_CHOICES, repeat)) {
    return {
      ok: false,
      message: SERIES_MESSAGES.repeat,
      fieldErrors: { repeat: SERIES_MESSAGES.repeat },
    };
  }
  if (repeat === "none") return { ok: true, value: null };

  let everyWeeks = 1;
  if (repeat === "every-n-weeks") {
    const weeks = wholeNumber(
      text(form, "repeatWeeks"),
      SERIES_LIMITS.minWeeks,
      SERIES_LIMITS.maxWeeks,
    );
    if (weeks === null) errors.repeatWeeks = SERIES_MESSAGES.weeks;
    else everyWeeks = weeks;
  }
  const ordinal = text(form, "repeatOrdinal");
  const weekday = text(form, "repeatWeekday");
  if (repeat === "monthly-nth") {
    if (!ORDINALS.some((o) => o.value === ordinal)) errors.repeatOrdinal = SERIES_MESSAGES.ordinal;
    if (!oneOf<WeekdayCode>(WEEKDAY_CODES, weekday)) errors.repeatWeekday = SERIES_MESSAGES.weekday;
  }

  let end: RecurrenceEnd = { kind: "never" };
  const ends = text(form, "repeatEnds");
  if (!oneOf<EndChoice>(END_CHOICES, ends)) {
    errors.repeatEnds = SERIES_MESSAGES.ends;
  } else if (ends === "count") {
    const count = wholeNumber(
      text(form, "repeatCount"),
      SERIES_LIMITS.minCount,
      SERIES_LIMITS.maxCount,
    );
    if (count === null) errors.repeatCount = SERIES_MESSAGES.count;
    else end = { kind: "count", count };
  } else if (ends === "until") {
    const date = text(form, "repeatUntil");
    const valid =
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
      new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
    if (!date) errors.repeatUntil = SERIES_MESSAGES.untilMissing;
    else if (!valid) errors.repeatUntil = SERIES_MESSAGES.untilInvalid;
    else if (start) {
      const firstDay = dateToZonedWallTime(start.at, start.timeZone).slice(0, 10);
      const latest = `${Number(firstDay.slice(0, 4)) + SERIES_LIMITS.maxUntilYears}${firstDay.slice(4)}`;
      if (date < firstDay) errors.repeatUntil = SERIES_MESSAGES.untilBeforeStart;
      else if (date > latest) errors.repeatUntil = SERIES_MESSAGES.untilTooFar;
      else end = { kind: "until", date };
    } else end = { kind: "until", date };
  }

  const first = Object.values(errors)[0];
  if (first) return { ok: false, message: first, fieldErrors: errors };
  const value: Recurrence =
    repeat === "monthly-nth"
      ? {
          kind: "monthly-nth",
          ordinal: Number(ordinal) as 1 | 2 | 3 | 4 | -1,
          weekday: weekday as WeekdayCode,
          end,
        }
      : { kind: "weekly", everyWeeks, end };
  return { ok: true, value };
}

/** A recurrence checked against its start: the stored rule and the series' first date. */
export interface SeriesPlan {
  recurrence: Recurrence;
  rrule: string;
  /** The first date the rule gives at or after the typed date and time. */
  startsAt: Date;
}

/** The rule and first date of `recurrence` from the typed start; null when it has no date. */
export function planSeries(
  recurrence: Recurrence,
  start: Date,
  timeZone: string,
): SeriesPlan | null {
  const wall = dateToZonedWallTime(start, timeZone);
  const rrule = buildRule(recurrence, wall, timeZone);
  const startsAt = firstOccurrence(rrule, wall, timeZone);
  return startsAt ? { recurrence, rrule, startsAt } : null;
}

/**
 * The event form's parse with the "Repeats" fieldset added: `series` is null for a one-off event.
 * A problem in either shows all of them (the event's fields first). The rule is planned once the
 * server knows the zone the times are in (createSeries).
 */
export function withRecurrence<T extends { fields: { startsAt: Date; timeZone: string } }>(
  parseEvent: (form: FormData) => ParseResult<T>,
): (form: FormData) => ParseResult<T & { series: Recurrence | null }> {
  return (form) => {
    const event = parseEvent(form);
    // The end date is checked against the start when the zone is known (else the server does).
    const start =
      event.ok && event.value.fields.timeZone
        ? { at: event.value.fields.startsAt, timeZone: event.value.fields.timeZone }
        : null;
    const recurrence = parseRecurrenceFields(form, start);
    if (!event.ok || !recurrence.ok) {
      const fieldErrors = {
        ...(event.ok ? {} : event.fieldErrors),
        ...(recurrence.ok ? {} : recurrence.fieldErrors),
      };
      const message = event.ok ? (recurrence.ok ? "" : recurrence.message) : event.message;
      return { ok: false, message, fieldErrors };
    }
    return { ok: true, value: { ...event.value, series: recurrence.value } };
  };
}

/** The whole-series edit form's fields, by their `name`. */
export const SERIES_EDIT_FIELDS = [
  "title",
  "description",
  "category",
  "location",
  "placeId",
  "maxAttendees",
  "time",
] as const;

/** A category's label in the edit form's select: 'cars-and-coffee' → 'Cars and coffee'. */
export function categoryLabel(category: string): string {
  const words = category.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The whole-series edit form (/events/series/:id/edit) as the action reads it. */
export function parseSeriesEditForm(form: FormData): ParseResult<SeriesEditInput> {
  const errors: Record<string, string> = {};
  const title = text(form, "title");
  const description = text(form, "description");
  const location = text(form, "location");
  const category = text(form, "category");
  const placeId = text(form, "placeId");
  const capacity = text(form, "maxAttendees");
  const time = text(form, "time");
  if (!title || !location || !time) errors.form = EVENT_MESSAGES.requiredFields;
  if (!title) errors.title = EVENT_MESSAGES.requiredFields;
  else if (title.length > EVENT_LIMITS.title) errors.title = EVENT_LENGTH_MESSAGES.title;
  if (description.length > EVENT_LIMITS.description) {
    errors.description = EVENT_LENGTH_MESSAGES.description;
  }
  if (!location) errors.location = EVENT_MESSAGES.requiredFields;
  else if (location.length > EVENT_LIMITS.location)
    errors.location = EVENT_LENGTH_MESSAGES.location;
  if (category && !oneOf<EventCategory>(EVENT_CATEGORY_VALUES, category)) {
    errors.category = "Please choose a category from the list";
  }
  if (placeId && !/^\d{1,12}$/.test(placeId)) errors.placeId = "Please pick the city again";
  let maxAttendees: number | null = null;
  if (capacity) {
    maxAttendees = wholeNumber(capacity, 1, EVENT_LIMITS.maxAttendees);
    if (maxAttendees === null) {
      errors.maxAttendees = `Max attendees must be a whole number from 1 to ${EVENT_LIMITS.maxAttendees.toLocaleString("en-US")}`;
    }
  }
  if (!time) errors.time = EVENT_MESSAGES.requiredFields;
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.time = "Please enter a valid time";
  const { form: formError, ...fieldErrors } = errors;
  const first = formError ?? Object.values(fieldErrors)[0];
  if (first) return { ok: false, message: first, fieldErrors };
  return {
    ok: true,
    value: {
      title,
      description: description || null,
      category: (category || null) as EventCategory | null,
      location,
      placeId: placeId || null,
      maxAttendees,
      time,
    },
  };
}
