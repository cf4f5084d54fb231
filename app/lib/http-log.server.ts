// Request logging for server.ts: one JSON line per request (method, path, status, duration, request
// id) and the request id in AsyncLocalStorage while the request is served, so every log line the
// app writes meanwhile carries it. No headers, no bodies, no query values that could be secrets.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger, REDACTED, runWithRequestContext } from "./log.server";

export const REQUEST_ID_HEADER = "x-request-id";

/** An incoming X-Request-Id is kept only when it is a plain token (a proxy's or a client's id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function acceptRequestId(value: string | string[] | undefined): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return single && SANE_REQUEST_ID.test(single) ? single : undefined;
}

const SECRET_QUERY_KEY = /(token|code|password|secret|signature|session|key|otp)/i;

/**
 * The request path for the log: query values of secret-looking keys, the token of
 * /reset-password/<token> links and of private calendar feeds (/events/my/<token>.ics) replaced
 * by "[redacted]".
 */
export function loggablePath(url: string): string {
  const parsed = new URL(url, "http://localhost");
  const pathname = parsed.pathname
    .replace(/(\/reset-password\/)[^/]+/, `$1${REDACTED}`)
    .replace(/(\/events\/my\/)[^/]+/, `$1${REDACTED}`);
  const keys = [...new Set(parsed.searchParams.keys())];
  if (keys.length === 0) return pathname;
  const query = keys
    .flatMap((key) =>
      parsed.searchParams
        .getAll(key)
        .map((value) => [key, SECRET_QUERY_KEY.test(key) ? REDACTED : value] as const),
    )
    .map(([k, v]) => `${encodeURIComponent(k)}=${v === REDACTED ? v : encodeURIComponent(v)}`)
    .join("&");
  return `${pathname}?${query}`;
}

/** Probes and static files log at debug level, so the info log is the requests that matter. */
const QUIET_PATH = /^\/(healthz|readyz|favicon\.ico|assets\/|uploads\/|fonts\/)/;

type Next = (error?: unknown) => void;

export function requestLogging() {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const started = process.hrtime.bigint();
    const requestId = acceptRequestId(req.headers[REQUEST_ID_HEADER]) ?? crypto.randomUUID();
    // The app sees the same id in request.headers; the client gets it back.
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader("X-Request-Id", requestId);
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "/";
    res.once("close", () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const status = res.statusCode;
      const path = loggablePath(url);
      const level = status >= 500 ? "error" : QUIET_PATH.test(path) ? "debug" : "info";
      const fields: Record<string, unknown> = {
        requestId,
        method: req.method,
        path,
        status,
        durationMs,
      };
      if (!res.writableFinished) fields.aborted = true;
      logger()[level](fields, "request");
    });
    runWithRequestContext({ requestId }, () => next());
  };
}
