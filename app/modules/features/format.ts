// How the feature pages show a feature's date and body (same text on server and browser).

/** A feature body is plain text; blank lines separate its paragraphs. */
export function bodyParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

/** 'November 22, 2026' for a calendar day (no time zone shifts it). */
export function formatFeatureDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
