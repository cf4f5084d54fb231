// Recurrence rules of series: building the RRULE value from the form's choices, listing a
// series' occurrences, and saying the rule in words.
//
// The rule repeats a WALL-CLOCK time in the series' zone (8:00 AM in Los Angeles, summer and
// winter). rrule itself works on instants, so dates are generated in "floating" time — a Date
// whose UTC fields are the wall-clock fields in the zone — and each is converted to its instant
// in the zone afterwards (./time's zonedWallTimeToDate, which also settles DST gaps and repeats).
// UNTIL is stored as an instant (RFC 5545 wants UTC with a zoned start): the end of the last day
// in the zone.
import * as rruleModule from "rrule";
import {
  dateToZonedWallTime,
  formatEventDate,
  formatEventTime,
  zonedWallTimeToDate,
} from "../time";
import { WEEKDAY_CODES, WEEKDAY_NAMES, type WeekdayCode } from "./fields";

// Node loads rrule's CommonJS build (its exports then sit under `default`); bundlers its ES one.
const { RRule } = ("default" in rruleModule && rruleModule.default
  ? rruleModule.default
  : rruleModule) as unknown as typeof rruleModule;
type RRuleOptions = ConstructorParameters<typeof RRule>[0];

/** A parsed "Repeats" choice. */
export type Recurrence =
  | { kind: "weekly"; everyWeeks: number; end: RecurrenceEnd }
  | { kind: "monthly-nth"; ordinal: 1 | 2 | 3 | 4 | -1; weekday: WeekdayCode; end: RecurrenceEnd };

export type RecurrenceEnd =
  | { kind: "never" }
  /** The last day a meet may fall on ('YYYY-MM-DD', in the series' zone). */
  | { kind: "until"; date: string }
  | { kind: "count"; count: number };

/** What a rule needs to produce its dates. */
export interface SeriesSchedule {
  rrule: string;
  /** The first occurrence (its wall-clock time is every occurrence's). */
  startsAt: Date;
  timeZone: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The wall-clock time of `instant` in `timeZone`, as a floating Date. */
function floating(instant: Date, timeZone: string): Date {
  return new Date(`${dateToZonedWallTime(instant, timeZone)}:00Z`);
}

/** The instant of a floating Date's wall-clock time in `timeZone`. */
function unfloat(wall: Date, timeZone: string): Date {
  // zonedWallTimeToDate only returns null for text that is not a date or an unknown zone.
  return zonedWallTimeToDate(wall.toISOString().slice(0, 16), timeZone) as Date;
}

function ruleOptions(schedule: SeriesSchedule): Partial<RRuleOptions> {
  const options = RRule.parseString(schedule.rrule);
  options.dtstart = floating(schedule.startsAt, schedule.timeZone);
  options.tzid = null;
  if (options.until) options.until = floating(options.until, schedule.timeZone);
  return options;
}

const rruleOf = (schedule: SeriesSchedule) => new RRule(ruleOptions(schedule));

/**
 * The RRULE value for `recurrence`, starting at the wall time `startWall` ('YYYY-MM-DDTHH:mm') in
 * `timeZone`. Weekly rules meet on the start's weekday.
 */
export function buildRule(recurrence: Recurrence, startWall: string, timeZone: string): string {
  const start = new Date(`${startWall.slice(0, 16)}:00Z`);
  const parts: string[] = [];
  if (recurrence.kind === "weekly") {
    parts.push("FREQ=WEEKLY");
    if (recurrence.everyWeeks > 1) parts.push(`INTERVAL=${recurrence.everyWeeks}`);
    parts.push(`BYDAY=${WEEKDAY_CODES[start.getUTCDay()]}`);
  } else {
    parts.push("FREQ=MONTHLY", `BYDAY=${recurrence.ordinal}${recurrence.weekday}`);
  }
  const end = recurrence.end;
  if (end.kind === "count") parts.push(`COUNT=${end.count}`);
  if (end.kind === "until") {
    const lastMinute = zonedWallTimeToDate(`${end.date}T23:59`, timeZone);
    if (!lastMinute) throw new Error(`invalid end date ${end.date}`);
    const utc = new Date(lastMinute.getTime() + 59_000).toISOString();
    parts.push(`UNTIL=${utc.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
  }
  return parts.join(";");
}

/**
 * The first date of the rule at or after the wall time `startWall` (a monthly rule on the first
 * Sunday starting on a Wednesday meets on the next first Sunday), as an instant; null when the
 * rule has no date at all (an end date before it).
 */
export function firstOccurrence(rrule: string, startWall: string, timeZone: string): Date | null {
  const options = RRule.parseString(rrule);
  const start = new Date(`${startWall.slice(0, 16)}:00Z`);
  const until = options.until ? floating(options.until, timeZone) : null;
  const rule = new RRule({ ...options, dtstart: start, tzid: null, until });
  const first = rule.after(start, true);
  return first ? unfloat(first, timeZone) : null;
}

/**
 * The occurrences of a series after `after` (exclusive) up to `until` (inclusive), in order,
 * as instants; at most `limit`.
 */
export function occurrencesBetween(
  schedule: SeriesSchedule,
  after: Date,
  until: Date,
  limit = Number.POSITIVE_INFINITY,
): Date[] {
  const rule = rruleOf(schedule);
  // A day of margin either side: a zone's offset moves the wall clock less than that.
  const wall = rule.between(
    new Date(floating(after, schedule.timeZone).getTime() - DAY),
    new Date(floating(until, schedule.timeZone).getTime() + DAY),
    true,
  );
  const out: Date[] = [];
  for (const date of wall) {
    const instant = unfloat(date, schedule.timeZone);
    if (instant <= after || instant > until) continue;
    out.push(instant);
    if (out.length >= limit) break;
  }
  return out;
}

/** The instant at `hhmm` ('08:30') on the day `occurrence` falls on, in `timeZone`. */
export function atTimeOfDay(occurrence: Date, hhmm: string, timeZone: string): Date | null {
  const day = dateToZonedWallTime(occurrence, timeZone).slice(0, 10);
  return zonedWallTimeToDate(`${day}T${hhmm}`, timeZone);
}

const ORDINAL_WORDS: Record<number, string> = {
  1: "first",
  2: "second",
  3: "third",
  4: "fourth",
  [-1]: "last",
};

/** What a rule says, for the series page and tests (read back from the stored value). */
export interface RuleSummary {
  frequency: "weekly" | "monthly";
  interval: number;
  weekday: WeekdayCode | null;
  ordinal: number | null;
  until: Date | null;
  count: number | null;
}

export function summarizeRule(rrule: string): RuleSummary {
  const fields = new Map(rrule.split(";").map((part) => part.split("=", 2) as [string, string]));
  const byDay = /^(-?\d)?(SU|MO|TU|WE|TH|FR|SA)$/.exec(fields.get("BYDAY") ?? "");
  const until = fields.get("UNTIL");
  return {
    frequency: fields.get("FREQ") === "MONTHLY" ? "monthly" : "weekly",
    interval: Number(fields.get("INTERVAL") ?? 1),
    weekday: (byDay?.[2] as WeekdayCode | undefined) ?? null,
    ordinal: byDay?.[1] ? Number(byDay[1]) : null,
    until: until ? (RRule.parseString(`UNTIL=${until}`).until ?? null) : null,
    count: fields.has("COUNT") ? Number(fields.get("COUNT")) : null,
  };
}

/**
 * The rule in words: 'Every month on the first Sunday, 8:00 AM PDT, until June 7, 2027'. The
 * time is read at `at` (the next date), so its zone name is the one in force then.
 */
export function describeRule(schedule: SeriesSchedule, at: Date = schedule.startsAt): string {
  const rule = summarizeRule(schedule.rrule);
  const day = rule.weekday ? WEEKDAY_NAMES[rule.weekday] : "";
  let text: string;
  if (rule.frequency === "monthly") {
    const which = rule.ordinal ? `${ORDINAL_WORDS[rule.ordinal] ?? `${rule.ordinal}th`} ` : "";
    text = `Every month on the ${which}${day}`;
  } else {
    text = rule.interval > 1 ? `Every ${rule.interval} weeks on ${day}` : `Every week on ${day}`;
  }
  text += `, ${formatEventTime(at, schedule.timeZone)}`;
  if (rule.until) text += `, until ${formatEventDate(rule.until, schedule.timeZone)}`;
  if (rule.count) text += `, ${rule.count} times in all`;
  return text;
}
