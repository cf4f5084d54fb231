import { Moon, Sun } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "../ui/button";

export const THEME_FETCHER_KEY = "theme";

/**
 * Switches between dark (default) and light. The choice is saved in a cookie by POST /theme, so
 * the server renders the right theme on the next visit. Without JavaScript the form posts and
 * comes back to the same page. `theme` is the one shown (useOptimisticTheme in app/root-data.ts).
 */
export function ThemeToggle({ theme }: { theme: "dark" | "light" }) {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const location = useLocation();
  const next = theme === "dark" ? "light" : "dark";
  const label = next === "light" ? "Switch to light theme" : "Switch to dark theme";

  return (
    <form
      method="post"
      action="/theme"
      onSubmit={(event) => {
        event.preventDefault();
        // No redirectTo: the action answers the fetcher with JSON and the root loader re-runs.
        fetcher.submit({ theme: next }, { method: "post", action: "/theme" });
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Button type="submit" variant="ghost" size="icon" aria-label={label} title={label}>
        {theme === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      </Button>
    </form>
  );
}
