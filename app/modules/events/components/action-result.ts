import type { EventIntent } from "../params";

/** What the event page's action answers (redirects aside): shown as a toast and in the page. */
export interface EventActionResult {
  ok: boolean;
  intent: EventIntent | null;
  message: string;
}

export function isEventActionResult(value: unknown): value is EventActionResult {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as EventActionResult).ok === "boolean" &&
    typeof (value as EventActionResult).message === "string"
  );
}
