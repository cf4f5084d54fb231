// The colour theme (dark by default) is remembered in a cookie, so the server renders the right
// theme and the page never flashes the wrong one.
import { createCookie } from "react-router";
import { env } from "./env.server";

export type Theme = "dark" | "light";

export const THEME_COOKIE_NAME = "camber_theme";

/**
 * Secure whenever the site is served over https (BASE_URL, as for the session and flash
 * cookies, or the request itself), so the cookie never travels over plain http.
 */
function themeCookie(request?: Request) {
  const https =
    env().BASE_URL.startsWith("https://") || request?.url.startsWith("https://") === true;
  return createCookie(THEME_COOKIE_NAME, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: https,
    maxAge: 60 * 60 * 24 * 365,
  });
}

export async function getTheme(request: Request): Promise<Theme> {
  const value = await themeCookie(request).parse(request.headers.get("Cookie"));
  return value === "light" ? "light" : "dark";
}

export function serializeTheme(theme: Theme, request?: Request): Promise<string> {
  return themeCookie(request).serialize(theme);
}
