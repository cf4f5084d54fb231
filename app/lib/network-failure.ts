// When a request from the page gets no usable answer (the connection dropped, the answer was cut
// off, a gateway between us failed), the page stays and says what failed in SPEC's words instead
// of turning into the "500 Something went wrong" screen, and what was typed stays in the form.
//
// Three pieces, used together by every route whose writes or loads run in the browser:
// - `clientActionFallback`: a clientAction that turns such a failure into the route's own failure
//   result (the same shape its server action answers with, so the form keeps its values and shows
//   the message);
// - `clientLoaderFallback`: the same for a clientLoader (a navigation, Load More's fetcher);
// - `revalidateUnlessRequestFailed` (each such route's shouldRevalidate): after a write that failed on the way, React Router would
//   reload every loader of the page, and with the connection still down those reloads fail too
//   and their error replaces the page. Nothing was saved, so there is nothing to reload: skipped.
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { type ActionFailure, echoValues, intentOf } from "./action-result";

/** Results made by the fallbacks below: the answer to a request that never got through. */
const failedOnTheWay = new WeakSet<object>();

/**
 * True for a request that got no answer from the app: fetch's network error (TypeError), an answer
 * cut off mid-way, or an error status with no app answer behind it (a gateway, 5xx). Redirects
 * (thrown Responses), the app's own 4xx answers and requests the page itself cancelled are not.
 */
export function isRequestFailure(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (error instanceof DOMException && error.name === "AbortError") return false;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return error instanceof Error;
}

/** Marks `result` as the answer to a request that never got through (see shouldRevalidate). */
export function markRequestFailure<T extends object>(result: T): T {
  failedOnTheWay.add(result);
  return result;
}

export function isRequestFailureResult(value: unknown): boolean {
  return typeof value === "object" && value !== null && failedOnTheWay.has(value);
}

/**
 * A clientAction body: runs the server action; when the request fails on the way, answers
 * `onFailure(form)` (the route's failure result, built from the form as it was sent) instead of
 * throwing. `onFailure` returning null leaves the error alone (an intent the route does not know).
 */
export async function clientActionFallback<T, F extends object>(
  request: Request,
  serverAction: () => Promise<T>,
  onFailure: (form: FormData) => F | null,
  label: string,
): Promise<T | F> {
  // Read before the server action sends (and so consumes) the body.
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    const result = onFailure(form);
    if (!result) throw error;
    console.error(`[${label}] the request failed on the way`, error);
    return markRequestFailure(result);
  }
}

/**
 * A clientLoader body: runs the server loader; when the request fails on the way, answers
 * `onFailure()` (the route's "failed to load" data, which shows its SPEC message) instead of
 * throwing.
 */
export async function clientLoaderFallback<T, F extends object>(
  serverLoader: () => Promise<T>,
  onFailure: () => F,
  label: string,
): Promise<T | F> {
  try {
    return await serverLoader();
  } catch (error) {
    if (!isRequestFailure(error)) throw error;
    console.error(`[${label}] loading failed on the way`, error);
    return markRequestFailure(onFailure());
  }
}

/**
 * A route's `shouldRevalidate` (the root's, and that of every page with a clientAction or a
 * fetcher's write): React Router's own choice, except after a write that failed on the way.
 */
export function revalidateUnlessRequestFailed({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (isRequestFailureResult(actionResult)) return false;
  return defaultShouldRevalidate;
}

/**
 * The clientAction of a route whose action is built by defineIntents: when the request never got
 * through, the answer is the intent's ActionFailure (its SPEC failure message, the typed text
 * echoed back), exactly as the server would have answered a failed attempt. `failureMessages`
 * is the same table the server intents use (an area's zod-free messages file).
 */
export function intentClientAction(label: string, failureMessages: Record<string, string>) {
  return async function clientAction<T>({
    request,
    serverAction,
  }: {
    request: Request;
    serverAction: () => Promise<T>;
  }): Promise<T | ActionFailure> {
    return clientActionFallback(
      request,
      serverAction,
      (form): ActionFailure | null => {
        const intent = intentOf(form);
        if (!intent || !Object.hasOwn(failureMessages, intent)) return null;
        const message = failureMessages[intent];
        return { ok: false, intent, reason: "failed", message, values: echoValues(form) };
      },
      label,
    );
  };
}
