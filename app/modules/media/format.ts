// How the media pages show durations, dates and view counts (same text on server and browser).

/** m:ss under an hour, h:mm:ss from an hour. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** SPEC §9: long en-US dates ("November 22, 2026"), in UTC so server and browser agree. */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export function formatViews(views: number): string {
  return `${views.toLocaleString("en-US")} ${views === 1 ? "view" : "views"}`;
}
