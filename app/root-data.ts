// The root loader's data, read by the layout and by pages. Declared here rather than inferred from
// root.tsx's loader so that nothing has to import the root module (which imports them).
import { useFetcher, useRouteLoaderData } from "react-router";
import { THEME_FETCHER_KEY } from "~/components/layout/theme-toggle";
import type { Flash } from "~/lib/flash.server";
import type { Viewer } from "~/modules/profiles/index.server";

export interface RootData {
  viewer: Viewer | null;
  theme: "dark" | "light";
  flash: Flash | null;
  year: number;
}

/** The root loader's data from any component (undefined while the root loader has failed). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

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
