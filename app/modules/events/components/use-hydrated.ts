import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true right after: a component renders its
 * no-JavaScript form first (a plain form, a submit button) and switches to the enhanced one once
 * React runs in the browser, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
