import crypto from "node:crypto";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { pageBodyStream } from "~/lib/perf/deferred-hydration.server";
import { getNonce } from "~/lib/request-context.server";
import { startup as startProcess } from "~/lib/startup.server";
// Gives better-auth the site's rules before any request reads a session.
import "~/modules/auth/index.server";

export const streamTimeout = 5_000;

/**
 * Once per process before the first request (server.ts): migrations, the demo seed, then the
 * job worker.
 */
export function startup(): Promise<void> {
  return startProcess({
    seedDemo: () => import("./demo/seed.server").then((demo) => demo.seedDemoContent()),
    startJobs: () => import("./jobs.server").then((jobs) => jobs.startAppJobWorker()),
  });
}

export { runShutdownHooks } from "~/lib/lifecycle.server";
export { serverRequestContext } from "~/lib/request-context.server";
export { startStorageSweeper } from "~/modules/ops/storage-sweep.server";

/**
 * The one place an unexpected error of a loader or action is logged: routes let it through to
 * their error boundary and never log it themselves. Refusals (thrown responses: 400, 403, 404,
 * redirects) are answers, not errors; a request the client abandoned is not worth a line.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) || error instanceof Response) return;
  const url = new URL(request.url);
  log.error({ err: error, method: request.method, path: url.pathname }, "unexpected error");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The nonce comes from server.ts, which also puts it in the Content-Security-Policy header.
  const nonce = getNonce(loadContext) ?? crypto.randomBytes(16).toString("base64");
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode builds get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The page's scripts start after its first paint (app/lib/perf/README.md).
          const body = pageBodyStream(import.meta.env.PROD && env().CAMBER_PERF_DEFERRED_HYDRATION);
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
