import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { type EventActionResult, isEventActionResult } from "./action-result";

/** Each new answer of a fetcher's action, once, as a toast. */
export function useActionToast(result: EventActionResult | unknown) {
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    if (!isEventActionResult(result) || shown.current === result) return;
    shown.current = result;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);
}
