import { type ChangeEvent, useRef, useState } from "react";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";

/**
 * The value of a controlled text field (one whose length a counter shows, say) that keeps what
 * was typed before the page's scripts ran. Spread `control` on the input or textarea.
 */
export function useTypedText<T extends HTMLInputElement | HTMLTextAreaElement>(initial: string) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(initial);
  useTypedBeforeHydration(ref, value, setValue);
  const onChange = (event: ChangeEvent<T>) => setValue(event.target.value);
  return { value, control: { ref, value, onChange } };
}
