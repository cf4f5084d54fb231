// The colour theme (dark by default) is remembered in a cookie, so the server renders the right
// theme and the page never flashes the wrong one.
import { createCookie } from "react-router";

export type Theme = "dark" | "light";

export const THEME_COOKIE_NAME = "camber_theme";

const themeCookie = createCookie(THEME_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function getTheme(request: Request): Promise<Theme> {
  const value = await themeCookie.parse(request.headers.get("Cookie"));
  return value === "light" ? "light" : "dark";
}

export function serializeTheme(theme: Theme): Promise<string> {
  return themeCookie.serialize(theme);
}
