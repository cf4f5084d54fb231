// The production (and development) HTTP server: security headers, compression, static assets,
// uploads, the React Router request handler, and a clean shutdown that closes the database.
//   node build/server.js   serve the built app: `npm run build` bundles this file there (see
//                          vite.config.ts); `npm run serve` runs it; `npm start` does both
//   tsx server.ts --dev    Vite dev server with hot reload (`npm run dev`)
import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import {
  createRequestHandler as createFetchHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { CLIENT_IP_HEADER, resolveClientIp } from "./app/lib/client-ip.server";
import { databaseBusyResponses, withDatabaseBusyAnswers } from "./app/lib/database-busy.server";
import { parseEnv } from "./app/lib/env.server";
import { requestLogging } from "./app/lib/http-log.server";
import {
  applyStaticFileHeaders,
  BODY_TOO_LARGE_MESSAGE,
  isOversizedPlainBody,
  isSameOriginRequest,
  securityHeaders,
} from "./app/lib/http-security.server";
import { isDraining, runShutdownHooks, startDraining } from "./app/lib/lifecycle.server";
import { configureLogger, log, routeConsoleToLog } from "./app/lib/log.server";
import { createPageCache, pageCacheMiddleware } from "./app/lib/perf/page-cache.server";
import { THEME_COOKIE_NAME } from "./app/lib/theme.server";
import { uploadsHandler } from "./app/lib/uploads-route.server";
import { BUILD_LIST_URL_PARAMS } from "./app/modules/builds/params";

/**
 * The busiest public pages, identical for every signed-out visitor, with the query parameters
 * each one reads (its loader's parser: parseBuildListQuery, parseEventListQuery,
 * parseTopicListQuery, parseFeatureListQuery, parseMediaListQuery, parseListingQuery). Other
 * parameters are dropped from the cache key (app/lib/perf/page-cache.server.ts): when a page starts
 * reading a new parameter, add it here.
 */
const VISITOR_CACHED_PATHS: Record<string, readonly string[]> = {
  "/": [],
  "/builds": BUILD_LIST_URL_PARAMS,
  "/events": ["q", "period", "near", "city", "place", "cursor"],
  "/forums": ["q", "category", "cursor"],
  "/features": ["q", "sort", "previous", "cursor"],
  "/media": ["q", "sort", "type", "cursor"],
  "/marketplace": ["q", "category", "sort", "minPrice", "maxPrice", "cursor"],
};

type AppBuild = ServerBuild & {
  entry: {
    module: ServerBuild["entry"]["module"] & {
      startup: () => Promise<void>;
      runShutdownHooks: () => Promise<void>;
      startStorageSweeper: () => void;
      /** The router context of a request, made by the build's own module instance (its keys). */
      serverRequestContext: (nonce: string) => RouterContextProvider;
    };
  };
};

const dev = process.argv.includes("--dev");
// JSON lines (docs/decisions/008-logging.md); short human lines when a person watches a terminal.
configureLogger({ pretty: process.stdout.isTTY === true });
routeConsoleToLog();
let config: ReturnType<typeof parseEnv>;
try {
  config = parseEnv();
} catch (error) {
  log.fatal((error as Error).message);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", false); // the client address is resolved below, from TRUST_PROXY_HOPS
// Request id + one log line per request; while draining, connections close after their response.
app.use(requestLogging());
// A request whose database query waited past DATABASE_POOL_TIMEOUT_MS for a pooled connection
// answers 503 with Retry-After instead of 500, whatever part of the app wrote the answer.
app.use(databaseBusyResponses());
app.use((_req, res, next) => {
  if (isDraining()) res.setHeader("Connection", "close");
  next();
});
app.use(compression());

const allowedOrigins = [new URL(config.BASE_URL).origin];
const https = config.BASE_URL.startsWith("https://");

app.use((req, res, next) => {
  // The address the app trusts, in a header no client can set.
  req.headers[CLIENT_IP_HEADER] = resolveClientIp(
    req.socket.remoteAddress,
    req.get("x-forwarded-for"),
    config.TRUST_PROXY_HOPS,
  );
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.nonce = nonce;
  res.set(securityHeaders(nonce, { dev, https }));
  if (
    !isSameOriginRequest(
      req.method,
      { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site"), host: req.get("host") },
      allowedOrigins,
    )
  ) {
    res.status(403).type("text/plain").send("Cross-site request refused");
    return;
  }
  // A big body without files is refused before it is read or parsed (Node discards whatever of
  // it still arrives): 250 MB form posts once held the process busy for seconds.
  if (isOversizedPlainBody(req.get("content-type"), req.get("content-length"))) {
    res.status(413).type("text/plain").send(BODY_TOO_LARGE_MESSAGE);
    return;
  }
  // PostgreSQL text cannot hold a NUL character: a %00 in a search parameter would reach a query
  // and fail there with a 500 (found by tests/security/injection-and-limits.spec.ts).
  if (req.url.includes("%00")) {
    res.status(400).type("text/plain").send("Bad request: the address contains a NUL character.");
    return;
  }
  next();
});

// Uploaded files, from DATA_DIR/uploads or streamed from the S3 bucket (STORAGE_DRIVER): keys are
// unique per upload, so they never change.
app.use("/uploads", uploadsHandler(config));

let loadBuild: () => Promise<AppBuild>;
let viteClose: (() => Promise<void>) | undefined;

if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  loadBuild = async () =>
    withDatabaseBusyAnswers(
      (await viteServer.ssrLoadModule("virtual:react-router/server-build")) as AppBuild,
    );
  viteClose = () => viteServer.close();
} else {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const buildPath = path.join(buildDir, "server/index.js");
  // Files of the client build get the static-file headers instead of the page set (called only
  // when a file answers: a missing /assets/… falls through to the HTML 404 page, full set).
  const setHeaders = (res: express.Response, filePath: string) =>
    applyStaticFileHeaders(res, filePath, { https });
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), {
      immutable: true,
      maxAge: "1y",
      // Hashed names: a changed file is a new URL, so browsers never revalidate, and validators
      // (ETag, Last-Modified) and Accept-Ranges would only add bytes to every script of every page.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      index: false,
      setHeaders,
    }),
  );
  app.use(
    express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false, setHeaders }),
  );
  // Loaders and actions answer a busy database pool as a "503" page (database-busy.server.ts).
  const build = withDatabaseBusyAnswers((await import(buildPath)) as AppBuild);
  loadBuild = async () => build;
  // Public list pages as visitors see them, kept for PAGE_CACHE_TTL_MS (ADR 012) unless
  // CAMBER_PERF_PAGE_CACHE=off (app/lib/perf/README.md).
  const renderPage = createFetchHandler(build, "production");
  const pageCache = createPageCache({
    ttlMs: config.CAMBER_PERF_PAGE_CACHE ? config.PAGE_CACHE_TTL_MS : 0,
    paths: VISITOR_CACHED_PATHS,
    themeCookieName: THEME_COOKIE_NAME,
  });
  app.get(
    "/{*path}",
    pageCacheMiddleware(pageCache, THEME_COOKIE_NAME, (request, { nonce }) =>
      renderPage(request, build.entry.module.serverRequestContext(nonce)),
    ),
  );
}

app.all(
  "/{*path}",
  createRequestHandler({
    build: loadBuild,
    mode: dev ? "development" : "production",
    getLoadContext: async (_req, res) =>
      (await loadBuild()).entry.module.serverRequestContext(res.locals.nonce as string),
  }),
);

const build = await loadBuild();
try {
  await build.entry.module.startup();
} catch (error) {
  log.fatal({ err: error }, `Camber Club could not start: ${(error as Error).message}`);
  await build.entry.module.runShutdownHooks();
  process.exit(1);
}
// Deletes stored files no row references (left by a crash mid-create), hourly, in one process
// at a time (app/modules/ops/storage-sweep.server.ts; STORAGE_SWEEP=off turns it off).
build.entry.module.startStorageSweeper();

const server = app.listen(config.PORT, config.HOST, () => {
  log.info(
    { url: config.BASE_URL, mode: dev ? "development" : "production" },
    `Camber Club is running at ${config.BASE_URL} (${dev ? "development" : "production"})`,
  );
});

/** How long requests in flight get to finish after SIGTERM/SIGINT before their sockets close. */
const DRAIN_DEADLINE_MS = 10_000;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // /readyz answers 503 from now on; no new connections; requests in flight run to completion.
  startDraining();
  log.info({ signal }, `[server] ${signal}: draining requests in flight`);
  const force = setTimeout(() => {
    log.error("[server] shutdown hooks did not finish in time; exiting");
    process.exit(1);
  }, DRAIN_DEADLINE_MS + 5_000);
  force.unref();
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections that sit idle between requests are closed as soon as they are idle.
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 200);
  const deadline = setTimeout(() => {
    log.warn("[server] drain deadline reached; closing the remaining connections");
    server.closeAllConnections();
  }, DRAIN_DEADLINE_MS);
  await drained;
  clearInterval(idleSweep);
  clearTimeout(deadline);
  // The hook registry is shared with the bundle (globalThis); run it before Vite closes, since a
  // closed Vite server can no longer load the bundle.
  await runShutdownHooks();
  await viteClose?.();
  log.info("[server] stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
