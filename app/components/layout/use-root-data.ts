import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/**
 * The root loader's data ({ viewer, theme, flash, year }) from any component. Lives outside
 * root.tsx (which re-exports it) so layout components need no runtime import of the root module.
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
