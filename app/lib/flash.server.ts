// One-time messages carried across a redirect (e.g. 'Welcome back!' after signing in), shown as a
// toast by the root layout. Stored in a short-lived signed cookie.
import { createCookie, redirect } from "react-router";
import { env } from "./env.server";

export interface Flash {
  type: "success" | "error" | "info";
  message: string;
  description?: string;
}

function flashCookie() {
  const config = env();
  return createCookie("camber_flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secure: config.BASE_URL.startsWith("https://"),
    secrets: [config.BETTER_AUTH_SECRET ?? "camber-club-development-flash-secret"],
  });
}

export async function setFlashHeader(flash: Flash): Promise<string> {
  return flashCookie().serialize(flash);
}

export async function flashRedirect(to: string, flash: Flash, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setFlashHeader(flash));
  return redirect(to, { ...init, headers });
}

/** Reads the pending flash and returns the header that clears it. */
export async function takeFlash(
  request: Request,
): Promise<{ flash: Flash | null; clearHeader: string | null }> {
  const cookie = flashCookie();
  const value = (await cookie.parse(request.headers.get("Cookie"))) as Flash | null;
  if (!value || typeof value.message !== "string") return { flash: null, clearHeader: null };
  return { flash: value, clearHeader: await cookie.serialize("", { maxAge: 0 }) };
}
