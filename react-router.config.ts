import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build into their own folder (server.ts reads it too).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Middleware and a typed router context: the root middleware resolves who is asking once per
  // request (app/lib/actor.server.ts).
  future: { v8_middleware: true },
} satisfies Config;
