// The "Repeats" fieldset as the action reads it: its fields to a Recurrence (or null for a one-off
// event), with one message per field. Combined with the event form's own parse by
// withRecurrence, so the create page's action gets the event's fields and the rule in one input.
import type { ParseResult } from "~/lib/actions.server";
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

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const oneOf = <T extends string>(choices: readonly T[], value: string): value is T =>
  (choices as readonly string[]).includes(value);

function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(value)) return null;
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
 * A problem in either shows all of them (the event's fields first).
 */
export function withRecurrence<T extends { fields: { startsAt: Date; timeZone: string } }>(
  parseEvent: (form: FormData) => ParseResult<T>,
): (form: FormData) => ParseResult<T & { series: SeriesPlan | null }> {
  return (form) => {
    const event = parseEvent(form);
    const start = event.ok
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
    if (!recurrence.value) return { ok: true, value: { ...event.value, series: null } };
    const plan = planSeries(
      recurrence.value,
      event.value.fields.startsAt,
      event.value.fields.timeZone,
    );
    if (!plan) {
      return {
        ok: false,
        message: SERIES_MESSAGES.noDates,
        fieldErrors: { repeatUntil: SERIES_MESSAGES.noDates },
      };
    }
    return { ok: true, value: { ...event.value, series: plan } };
  };
}
