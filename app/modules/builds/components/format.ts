// Display rules for builds that both the server-rendered HTML and the browser apply. Client-safe.
import { displayName } from "~/modules/profiles";

/** SPEC §3: a person's display name is full_name, else username, else 'Anonymous'. */
export const personName = (person: { fullName?: string | null; username?: string | null }) =>
  displayName(person);

/** SPEC §3: a card's description falls back to year, make and model when empty. */
export function cardDescription(build: {
  description: string | null;
  carYear: number | null;
  carMake: string;
  carModel: string;
}): string {
  const text = build.description?.trim();
  if (text) return text;
  return [build.carYear, build.carMake, build.carModel].filter(Boolean).join(" ");
}

/** '1 Like' / 'N Likes' (SPEC). */
export function likesLabel(count: number): string {
  return count === 1 ? "1 Like" : `${count} Likes`;
}

// Building an Intl formatter is the costly part of formatting a date (toLocaleString builds one
// per call); a page lists dozens of dates, so formatters are made once per option set and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: string, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const key = `${kind}|${timeZone ?? ""}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Dates are formatted in UTC on the server and in the reader's own time zone after hydration
 * (see useTimeZone), so the first client render matches the HTML and React never has to guess.
 */
export function formatLongDate(iso: string, timeZone?: string): string {
  return formatter("long", { year: "numeric", month: "long", day: "numeric" }, timeZone).format(
    new Date(iso),
  );
}
