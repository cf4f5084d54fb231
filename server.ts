// The production (and development) HTTP server: security headers, compression, static assets,
// uploads, the React Router request handler, and a clean shutdown that closes the database.
//   tsx server.ts          serve the built app (run `npm run build` first; `npm start` does both)
//   tsx server.ts --dev    Vite dev server with hot reload
import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { CLIENT_IP_HEADER, resolveClientIp } from "./app/lib/client-ip.server";
import { parseEnv } from "./app/lib/env.server";
import { isSameOriginRequest, securityHeaders } from "./app/lib/http-security.server";

type AppBuild = ServerBuild & {
  entry: {
    module: ServerBuild["entry"]["module"] & {
      startup: () => Promise<void>;
      runShutdownHooks: () => Promise<void>;
    };
  };
};

const dev = process.argv.includes("--dev");
let config: ReturnType<typeof parseEnv>;
try {
  config = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", false); // the client address is resolved below, from TRUST_PROXY_HOPS
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
  next();
});

// Uploaded files (local storage driver): keys are unique per upload, so they never change.
app.use(
  "/uploads",
  express.static(path.join(config.dataDir, "uploads"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    dotfiles: "deny",
    fallthrough: false,
  }),
);

let loadBuild: () => Promise<AppBuild>;
let viteClose: (() => Promise<void>) | undefined;

if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  loadBuild = () =>
    viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<AppBuild>;
  viteClose = () => viteServer.close();
} else {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const buildPath = path.join(buildDir, "server/index.js");
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
  const build = (await import(buildPath)) as AppBuild;
  loadBuild = async () => build;
}

app.all(
  "/{*path}",
  createRequestHandler({
    build: loadBuild,
    mode: dev ? "development" : "production",
    getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string }),
  }),
);

const build = await loadBuild();
try {
  await build.entry.module.startup();
} catch (error) {
  console.error(`\nCamber Club could not start: ${(error as Error).message}\n`);
  await build.entry.module.runShutdownHooks();
  process.exit(1);
}

const server = app.listen(config.PORT, config.HOST, () => {
  console.info(
    `Camber Club is running at ${config.BASE_URL} (${dev ? "development" : "production"})`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[server] ${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  await viteClose?.();
  const current = await loadBuild();
  await current.entry.module.runShutdownHooks();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
