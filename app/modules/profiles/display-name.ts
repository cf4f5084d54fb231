// SPEC §3 display rule, client-safe so the server and the browser render the same name:
// full_name, else username, else the fallback ('Anonymous'; the home greeting uses 'there').
export function displayName(
  person: { fullName?: string | null; username?: string | null } | null | undefined,
  fallback = "Anonymous",
): string {
  return person?.fullName?.trim() || person?.username?.trim() || fallback;
}
