import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true right after. Lets a component render
 * its no-JavaScript form first (a link, a plain form) and switch to the enhanced one once React
 * runs in the browser, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** UTC until hydrated (what the server rendered), then the reader's own time zone. */
export function useTimeZone(): string | undefined {
  return useHydrated() ? undefined : "UTC";
}
