// SPEC §3 display rule, client-safe so the server and the browser render the same name:
// full_name, else username, else the fallback ('Anonymous'; the home greeting uses 'there').
export function displayName(
  person: { fullName?: string | null; username?: string | null } | null | undefined,
  fallback = "Anonymous",
): string {
  return person?.fullName?.trim() || person?.username?.trim() || fallback;
}

/**
 * How the author of something that outlives their account (a comment, a forum post) is shown once
 * that account is deleted: the row's author is null, so no profile joins it (ADR 037).
 */
export const DELETED_MEMBER = "Deleted member";

/**
 * The name of an author who may have deleted their account: their display name, or "Deleted
 * member" when no profile was found (a live member always has one, with a username).
 */
export function authorName(
  person: { fullName?: string | null; username?: string | null } | null | undefined,
): string {
  return displayName(person, DELETED_MEMBER);
}
