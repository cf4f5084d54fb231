// The one id check for every URL and form: entity ids are UUIDs of versions 1 to 5 (what
// PostgreSQL's gen_random_uuid and the auth library make). Anything else is not an id: the
// caller answers "invalid" without asking the database (a malformed uuid would be a query error).
/** A UUID of versions 1 to 5, whole string (for schemas: `z.string().regex(UUID_PATTERN)`). */
export const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The id in its stored (lower-case) form, or null when `value` is not a UUID v1-5. */
export function parseUuid(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const id = value.trim();
  return UUID_PATTERN.test(id) ? id.toLowerCase() : null;
}

/** True when `value` is exactly a UUID v1-5 (no surrounding spaces). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

export type IdCheck = { ok: true; id: string } | { ok: false; error: "missing" | "invalid" };

/** For pages that say "missing" and "invalid" differently (a route param that may be empty). */
export function checkId(raw: string | undefined | null): IdCheck {
  if (!raw?.trim()) return { ok: false, error: "missing" };
  const id = parseUuid(raw);
  return id ? { ok: true, id } : { ok: false, error: "invalid" };
}
