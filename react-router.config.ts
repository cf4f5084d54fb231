import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build into their own folder (server.ts reads it too).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
