import { type RefObject, useLayoutEffect } from "react";

/**
 * Keeps what was typed into a controlled text field before the page's scripts ran.
 *
 * The server-rendered field takes typing at once (the scripts start after the first paint), and
 * hydration leaves the typed text in place, but the field's state still holds the server's value:
 * the first re-render (a keystroke, a submit) would put that back and wipe the text. Once, right
 * after the field mounts, this adopts what the field holds. Fields rendered in the browser (after a
 * client-side navigation) hold their state's value already, and nothing changes.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  setValue: (typed: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only; later typing goes through onChange.
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
  }, []);
}
