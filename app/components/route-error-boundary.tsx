// The one error boundary of the site. Loaders and actions throw: a refusal as a response with a
// status (invariantResponse in lib/errors.ts: 400 invalid id, 403, 404 not found), anything else
// as an error (logged once by entry.server's handleError). Every route that loads something
// exports an ErrorBoundary that renders this with the views of its own statuses, in the SPEC's
// words; what it does not name falls back to the generic error screen.
//
// A navigation whose request never got through (offline, dropped connection) ends here too, as
// an error: the route's `unexpectedErrorHandler` (its 'Failed to load …' view) shows inside the
// site's header and footer instead of the page turning blank.
import type { ReactNode } from "react";
import {
  type ErrorResponse,
  isRouteErrorResponse,
  type Params,
  useParams,
  useRouteError,
} from "react-router";
import { ErrorScreen } from "./layout/error-screen";
import { FailedScreen } from "./page/failed-screen";

/** What a page without a 'Failed to load …' view of its own says when its request never arrived. */
export const PAGE_LOAD_FAILED = {
  title: "Failed to load page",
  text: "The page could not be loaded. Check your connection and try again.",
} as const;

/**
 * A navigation whose request never got through in the browser: fetch rejects with a TypeError
 * (offline, connection reset). Errors the server threw arrive as a plain Error or a response.
 */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export type StatusHandler = (info: { error: ErrorResponse; params: Params<string> }) => ReactNode;

/** Code, title and message of the generic error screen for an error. */
export function errorScreenText(error: unknown): { code: string; title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const code = String(error.status);
    const said = typeof error.data === "string" && error.data ? error.data : null;
    if (error.status === 404) {
      return { code, title: "Page not found", message: "Looks like you've gone off track!" };
    }
    if (error.status === 503) {
      // The database pool was exhausted (withDatabaseBusyAnswers): nothing broke, retry soon.
      return { code, title: "Busy right now", message: said ?? "Please try again in a moment." };
    }
    return {
      code,
      title: error.status === 403 ? "Access Denied" : "Something went wrong",
      message: said ?? (error.statusText || "An unexpected error occurred"),
    };
  }
  const message =
    import.meta.env.DEV && error instanceof Error ? error.message : "An unexpected error occurred";
  return { code: "500", title: "Something went wrong", message };
}

export function RouteErrorBoundary({
  statusHandlers,
  unexpectedErrorHandler,
}: {
  /** The route's own views by status (404: 'Build Not Found', 400: 'Invalid Build ID', …). */
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  /** The route's view for a failure that is not a refusal (a 500, a request that never arrived). */
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  const params = useParams();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status];
    if (handler) return <>{handler({ error, params })}</>;
    if (error.status >= 500 && error.status !== 503 && unexpectedErrorHandler) {
      return <>{unexpectedErrorHandler(error)}</>;
    }
  } else if (unexpectedErrorHandler) {
    return <>{unexpectedErrorHandler(error)}</>;
  } else if (isConnectionFailure(error)) {
    return <FailedScreen {...PAGE_LOAD_FAILED} back={{ to: "/", label: "Back to Homepage" }} />;
  }
  return <ErrorScreen {...errorScreenText(error)} />;
}

/** For routes with no views of their own: `export { ErrorBoundary } from "…"`. */
export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
