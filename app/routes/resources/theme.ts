import { data, redirect } from "react-router";
import { readForm } from "~/lib/form-data.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { serializeTheme } from "~/lib/theme.server";
import type { Route } from "./+types/theme";

/** POST theme=dark|light. Fetchers get JSON; a plain form post goes back to where it came from. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const theme = form.get("theme") === "light" ? "light" : "dark";
  const headers = { "Set-Cookie": await serializeTheme(theme, request) };
  const back = form.get("redirectTo");
  if (back !== null) return redirect(safeRedirectPath(back), { headers });
  return data({ theme }, { headers });
}

export function loader() {
  return redirect("/");
}
