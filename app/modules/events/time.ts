// Event dates and time zones. Client-safe and pure.
//
// An event happens at one instant (event_date, timestamptz) in one place. The host types the date
// and time as a wall-clock time in a time zone (their browser's by default): that wall time is
// converted to the instant here, and every page shows the instant in that same zone again. So a
// 7 PM meet in Portland reads '7:00 PM PST' for everyone, the server renders exactly what the
// browser would, and an evening meet in California never shows up as 'tomorrow' because the
// server happens to run in UTC.

export const DEFAULT_TIME_ZONE = "UTC";

/** A datetime-local value: 'YYYY-MM-DDTHH:mm' (seconds optional). */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string) {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallFields(instantMs: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return fields as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** How far `timeZone` is ahead of UTC at `instantMs`, in ms (wall time = UTC + offset). */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const f = wallFields(instantMs, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant at which clocks in `timeZone` show `wallTime` ('2026-11-22T19:00'); null when the
 * text is not a date and time or the zone is unknown. A time skipped by a daylight-saving jump
 * (02:30 on the spring-forward night) becomes the same clock time after the jump, and a time that
 * happens twice (autumn) becomes the first of the two.
 */
export function zonedWallTimeToDate(wallTime: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match || !isValidTimeZone(timeZone)) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || (s || 0) > 59) return null;
  const wallMs = Date.UTC(y, mo - 1, d, h, mi, s || 0);
  // Reject 31 February and friends (Date.UTC would roll them into March).
  const check = new Date(wallMs);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;

  // The offset before and after the wall time: equal unless a DST change is close.
  const before = zoneOffsetMs(wallMs - 24 * 3600_000, timeZone);
  const after = zoneOffsetMs(wallMs + 24 * 3600_000, timeZone);
  const candidates = [wallMs - before, wallMs - after].sort((a, b) => a - b);
  for (const instant of candidates) {
    if (zoneOffsetMs(instant, timeZone) === wallMs - instant) return new Date(instant);
  }
  // In the gap of a spring-forward jump: keep the clock time, shifted by the jump.
  return new Date(wallMs - before);
}

function pad(n: number, width = 2) {
  return String(n).padStart(width, "0");
}

/** The datetime-local value ('YYYY-MM-DDTHH:mm') of `date` on clocks in `timeZone`. */
export function dateToZonedWallTime(date: Date | string, timeZone: string): string {
  const f = wallFields(new Date(date).getTime(), timeZone);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

/** SPEC §9: the event date like 'MMMM d, yyyy' → 'November 22, 2026', on the event's clocks. */
export function formatEventDate(date: Date | string, timeZone: string): string {
  return new Date(date).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone,
  });
}

/** The weekday, for the event page: 'Sunday'. */
export function formatEventWeekday(date: Date | string, timeZone: string): string {
  return new Date(date).toLocaleDateString("en-US", { weekday: "long", timeZone });
}

/** The start time with its zone, for the event page: '7:00 PM PST'. */
export function formatEventTime(date: Date | string, timeZone: string): string {
  return new Date(date).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  });
}

/** Every IANA zone this runtime knows, UTC first (for the create form's select). */
export function supportedTimeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [DEFAULT_TIME_ZONE, ...zones.filter((z) => z !== DEFAULT_TIME_ZONE)];
}

/**
 * The time range on the event's clocks: '7:00 – 9:00 PM PST' the same day, 'Nov 22, 7:00 PM –
 * Nov 23, 2:00 AM PST' across midnight; the start alone ('7:00 PM PST') without an end. Computed
 * by the loader (like every label here), so the page hydrates with the server's text.
 */
export function formatEventTimeRange(
  start: Date | string,
  end: Date | string | null,
  timeZone: string,
): string {
  if (!end) return formatEventTime(start, timeZone);
  const from = new Date(start);
  const to = new Date(end);
  const sameDay =
    dateToZonedWallTime(from, timeZone).slice(0, 10) ===
    dateToZonedWallTime(to, timeZone).slice(0, 10);
  return new Intl.DateTimeFormat("en-US", {
    ...(sameDay ? {} : { month: "short", day: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).formatRange(from, to);
}

/** The whole 'when', for notices: 'Sunday, November 22, 2026, 7:00 – 9:00 PM PST'. */
export function formatEventWhen(
  start: Date | string,
  end: Date | string | null,
  timeZone: string,
): string {
  return `${formatEventWeekday(start, timeZone)}, ${formatEventDate(start, timeZone)}, ${formatEventTimeRange(start, end, timeZone)}`;
}
