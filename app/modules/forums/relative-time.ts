// SPEC §9: relative time in forums — days, hours, minutes, else 'Just now'.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function ago(count: number, unit: "day" | "hour" | "minute"): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * '3 days ago', '1 hour ago', '12 minutes ago' or 'Just now' (under a minute, or a time in the
 * future, which a clock a little behind the server's can produce).
 */
export function relativeTime(then: string | Date, now: number | Date = Date.now()): string {
  const elapsed = Number(now) - new Date(then).getTime();
  if (Number.isNaN(elapsed)) return "Just now";
  if (elapsed >= DAY_MS) return ago(Math.floor(elapsed / DAY_MS), "day");
  if (elapsed >= HOUR_MS) return ago(Math.floor(elapsed / HOUR_MS), "hour");
  if (elapsed >= MINUTE_MS) return ago(Math.floor(elapsed / MINUTE_MS), "minute");
  return "Just now";
}
