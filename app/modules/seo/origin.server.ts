import { env } from "~/lib/env.server";

/**
 * The origin for absolute URLs in sitemaps and feeds: BASE_URL when it is configured (always in
 * production), otherwise the origin the request came to (local development on another host/port).
 */
export function siteOrigin(request: Request): string {
  if (process.env.BASE_URL?.trim()) return new URL(env().BASE_URL).origin;
  return new URL(request.url).origin;
}
