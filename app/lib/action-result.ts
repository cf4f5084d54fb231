// The answer shape of every action (lib/actions.server.ts) and the pieces of it the browser
// needs too: forms, fetchers and the network-failure fallback read and build the same shape.

export type FailureReason =
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "invalid"
  | "rate-limited"
  | "failed";

export interface ActionFailure {
  ok: false;
  intent: string | null;
  reason: FailureReason;
  message: string;
  fieldErrors?: Record<string, string>;
  /** The text fields as they were sent (never passwords), so a form shows what was typed. */
  values: Record<string, string>;
}

export type ActionSuccess<T = Record<never, never>> = { ok: true; intent: string } & T;

export type ActionResult<T = Record<never, never>> = ActionSuccess<T> | ActionFailure;

/** The intent field's value for a route whose single form posts without one. */
export const DEFAULT_INTENT = "default";

const NEVER_ECHOED = /password|token|secret/i;

/** The form's text fields, as sent, for the failure answer (files and secrets left out). */
export function echoValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || name === "intent" || NEVER_ECHOED.test(name)) continue;
    if (!(name in values)) values[name] = value;
  }
  return values;
}

/** The intent a submitted form names (DEFAULT_INTENT for a form without the field). */
export function intentOf(form: FormData): string | null {
  const raw = form.get("intent");
  if (raw === null) return DEFAULT_INTENT;
  return typeof raw === "string" ? raw : null;
}
