import { Moon, Sun } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "../ui/button";
import { useRootData } from "./use-root-data";

export const THEME_FETCHER_KEY = "theme";

/**
 * The theme the page should show now: the one being saved (optimistic) or the remembered one.
 * Read by the root layout for <html class>, so the switch is instant.
 */
export function useOptimisticTheme(): "dark" | "light" {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const saved = useRootData()?.theme ?? "dark";
  const pending = fetcher.formData?.get("theme");
  return pending === "light" || pending === "dark" ? pending : saved;
}

/**
 * Switches between dark (default) and light. The choice is saved in a cookie by POST /theme, so
 * the server renders the right theme on the next visit. Without JavaScript the form posts and
 * comes back to the same page.
 */
export function ThemeToggle() {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const location = useLocation();
  const theme = useOptimisticTheme();
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
