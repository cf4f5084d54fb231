// Comment dates, the same on the server and in the browser. Client-safe.

// Building an Intl formatter is the costly part of formatting a date; a thread lists dozens, so
// one is made per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** SPEC §9: comment dates, e.g. 'Nov 22, 2026, 3:41 PM'. */
export function formatCommentDate(iso: string, timeZone?: string): string {
  const key = timeZone ?? "";
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    });
    formatters.set(key, format);
  }
  return format.format(new Date(iso));
}
