// A field being corrected loses its message: once the member edits a field in error, its message
// is hidden until the form is checked again (the next submit or the action's next answer).
import { useEffect, useState } from "react";
import type { ActionFailure } from "~/lib/action-result";
import type { FieldErrors } from "~/lib/forms/parse";

export function useCorrections(failure: ActionFailure | undefined) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer shows all its messages.
  useEffect(() => setEdited(new Set()), [failure]);
  return {
    /** Spread on the <Form>: notes which field is being edited. */
    onInput(event: React.FormEvent<HTMLFormElement>) {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name !== "string" || name === "") return;
      setEdited((before) => (before.has(name) ? before : new Set(before).add(name)));
    },
    /** Call when the form is checked again. */
    reset: () => setEdited(new Set()),
    /** `errors` without those of the fields being corrected. */
    shown(errors: FieldErrors): FieldErrors {
      if (edited.size === 0) return errors;
      return Object.fromEntries(Object.entries(errors).filter(([name]) => !edited.has(name)));
    },
  };
}
