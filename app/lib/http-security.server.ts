// HTTP hardening used by server.ts: security headers with a per-request CSP nonce (a smaller set
// for static files), and the same-origin check on every state-changing request.
import type { ServerResponse } from "node:http";

export function contentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  const directives: Record<string, string> = {
    "default-src": "'self'",
    // Only our own bundles and the inline hydration scripts React Router marks with the nonce.
    "script-src": dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`,
    // React's style={...} attributes need inline styles; no user CSS is ever rendered.
    "style-src": "'self' 'unsafe-inline'",
    // Members may link images (featured image URL, avatar URL) from other sites.
    "img-src": "'self' data: blob: https:",
    "media-src": "'self' blob: https:",
    "font-src": "'self' data:",
    "connect-src": dev ? "'self' ws: wss:" : "'self'",
    "frame-src": "https://www.youtube-nocookie.com https://player.vimeo.com",
    "frame-ancestors": "'none'",
    "form-action": "'self'",
    "base-uri": "'self'",
    "object-src": "'none'",
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v}`)
    .join("; ");
}

export function securityHeaders(
  nonce: string,
  options: { dev?: boolean; https?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, options),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=()",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/** The security headers of a page that only make sense on a document. */
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "X-Frame-Options",
  "Referrer-Policy",
  "Cross-Origin-Opener-Policy",
  "Permissions-Policy",
];

/**
 * The security headers of a file of the client build (script, stylesheet, font, image), which
 * server.ts sends instead of the page set. The CSP, X-Frame-Options, Referrer-Policy, COOP and
 * Permissions-Policy act on documents only: on a script they are ~1 KB of dead weight, paid on
 * every asset of every page load (docs/performance.md). Kept: nosniff (a file is used only as the
 * type it is served as), Cross-Origin-Resource-Policy (no other site may embed our files) and HSTS.
 * An SVG can also be opened as a document, so it keeps a policy under which it can run nothing.
 */
export function staticFileHeaders(
  filePath: string,
  options: { https?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (/\.svgz?$/i.test(filePath)) {
    headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  }
  if (options.https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * Replaces the page headers a response already carries (server.ts sets them on every request,
 * before it is known whether a file will answer) with those of a static file.
 */
export function applyStaticFileHeaders(
  res: Pick<ServerResponse, "removeHeader" | "setHeader">,
  filePath: string,
  options: { https?: boolean } = {},
): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  for (const [name, value] of Object.entries(staticFileHeaders(filePath, options))) {
    res.setHeader(name, value);
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a request may change state: safe methods always; others only when the browser says
 * it comes from our own origin (Origin header, or Sec-Fetch-Site for clients that omit Origin).
 * Requests with neither header are not from a browser page (curl, server-to-server) and carry no
 * ambient cookies from another site, so they pass.
 */
export function isSameOriginRequest(
  method: string,
  headers: { origin?: string; secFetchSite?: string; host?: string },
  allowedOrigins: string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const { origin, secFetchSite, host } = headers;
  if (origin && origin !== "null") {
    if (allowedOrigins.includes(origin)) return true;
    // Same host the request was sent to (e.g. http://127.0.0.1:3000 while BASE_URL says localhost).
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  if (origin === "null") return false;
  if (secFetchSite) return secFetchSite === "same-origin" || secFetchSite === "none";
  return true;
}

/** The most a request body without files may hold (forms, the auth API's JSON). */
export const MAX_PLAIN_BODY_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE =
  "Request too large: a form without files may send at most 1 MB. Please shorten the text and try again.";

/**
 * True when a request declares a body too large to be read at all: more than
 * MAX_PLAIN_BODY_BYTES, unless it is a multipart upload (whose actions read it with their own,
 * larger limits: readMultipartForm). Decided on Content-Length before a byte of the body is read;
 * bodies sent without one are counted while they are read (readForm).
 */
export function isOversizedPlainBody(
  contentType: string | undefined,
  contentLength: string | undefined,
) {
  const length = Number(contentLength);
  if (!contentLength || !Number.isFinite(length) || length <= MAX_PLAIN_BODY_BYTES) return false;
  const mediaType = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  return mediaType !== "multipart/form-data";
}
