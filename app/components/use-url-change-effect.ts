// For search forms with uncontrolled fields that follow the URL.
import { useEffect, useRef } from "react";

/**
 * Runs `effect` when `value` (the URL's query, as the loader parsed it) changes after the first
 * render: the URL changed by other means (Back, a tab, a "clear" link) and the fields should
 * show it. Not on the first render: the server rendered the fields with this very value, so
 * anything different in them is what the visitor typed before the page's scripts had run, and
 * overwriting it on hydration lost a search typed quickly on a slow phone (or by a test).
 */
export function useUrlChangeEffect<T>(effect: () => void, value: T) {
  const shown = useRef(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new value only, by design.
  useEffect(() => {
    if (Object.is(shown.current, value)) return;
    shown.current = value;
    effect();
  }, [value]);
}
