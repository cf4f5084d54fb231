// Where a request may send the browser next. Forms carry the page to come back to (redirectTo):
// a crafted value must never bounce a visitor to another site, nor break the answer (a newline
// in a Location header makes the response itself fail).
//
// Only paths on this site pass: "/" followed by anything that stays on the same origin. Refused:
// anything not starting with exactly one "/", backslashes ("/\evil.example" is "//evil.example"
// to a browser), control characters (browsers drop tabs and newlines from URLs, so
// "/<TAB>/evil.example" is "//evil.example" too), the same tricks percent-encoded, and anything
// the URL parser resolves to another origin. What passes is returned as the parser normalised it
// (non-ASCII percent-encoded), so it is always a valid header value.

const BASE = "http://same-origin.invalid";
const MAX_LENGTH = 2048;
// C0 controls, DEL and the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** `text` percent-decoded up to three times (double-encoding tricks), or null if it cannot be. */
function decodedForms(text: string): string[] | null {
  const forms = [text];
  let current = text;
  for (let round = 0; round < 3 && current.includes("%"); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    forms.push(current);
  }
  return forms;
}

function isHostile(form: string): boolean {
  return (
    !form.startsWith("/") ||
    form.startsWith("//") ||
    form.includes("\\") ||
    CONTROL.test(form) ||
    // A space or NBSP right after the first slash: some browsers trim it away.
    /^\/\s/.test(form)
  );
}

/**
 * `value` when it is a path on this site (normalised), else `fallback`. Use it for every
 * redirect target that comes from a request (a form field, a query parameter, a header).
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) {
    return fallback;
  }
  // The query and fragment may hold encoded text of any kind (a search for "a\b"); only the
  // path decides where the browser goes, but no part may hold a raw control character.
  if (CONTROL.test(value)) return fallback;
  const pathPart = value.split(/[?#]/, 1)[0] ?? "";
  const forms = decodedForms(pathPart);
  if (!forms || forms.some(isHostile)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  // The parser may have collapsed something into a protocol-relative path: check again.
  return normalised.startsWith("/") && !normalised.startsWith("//") ? normalised : fallback;
}

/** The query parameter of /auth that names the page to come back to after signing in. */
export const RETURN_TO_PARAM = "redirectTo";

/**
 * /auth, coming back to `returnTo` (a path on this site, with its query) once signed in: where a
 * members-only page sends a visitor who followed a link to it (an e-mailed download link).
 */
export function signInPath(returnTo?: string): string {
  const back = returnTo === undefined ? "/" : safeRedirectPath(returnTo);
  return back === "/" ? "/auth" : `/auth?${RETURN_TO_PARAM}=${encodeURIComponent(back)}`;
}
