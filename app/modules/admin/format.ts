// How the admin rows show dates (same text on server and browser).

/** Long en-US date with the time, on the event's own clocks: 'November 22, 2026 at 7:00 PM'. */
export function formatEventDateTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone });
}

/** Fixed-format date for rows: 'Nov 22, 2026' (UTC, so server and browser agree). */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
