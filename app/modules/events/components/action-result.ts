import type { ActionResult } from "~/lib/action-result";

/**
 * What the event page's action answers (redirects aside): the pipeline's result, whose message
 * is shown as a toast and in the page, on success as on failure.
 */
export type EventActionResult = ActionResult<{ message: string }>;

export function isEventActionResult(value: unknown): value is EventActionResult {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as EventActionResult).ok === "boolean" &&
    typeof (value as EventActionResult).message === "string"
  );
}
