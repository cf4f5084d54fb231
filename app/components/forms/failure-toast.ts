// Forms that also announce a refusal as a toast (SPEC shows these messages as toasts): the
// action's refusal once per answer, and the browser's own check each time it stops a submit.
import { useEffect } from "react";
import { toast } from "sonner";
import type { ActionFailure } from "~/lib/action-result";
import type { BrowserCheck } from "~/lib/forms/use-form";

/** Toasts each new refusal from the action (`failure` is useForm's). */
export function useFailureToast(failure: ActionFailure | undefined, id: string) {
  useEffect(() => {
    if (failure) toast.error(failure.message, { id });
  }, [failure, id]);
}

/** The same check, toasting what it found whenever it stops the form. */
export function toastingCheck<M>(validate: BrowserCheck<M>, id: string): BrowserCheck<M> {
  return {
    schemas: validate.schemas,
    check: (schemas, form) => {
      const found = validate.check(schemas, form);
      if (found) toast.error(found.message, { id });
      return found;
    },
  };
}
