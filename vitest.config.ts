import { defineConfig } from "vitest/config";

// Unit and integration tests (beside the code, *.test.ts). Browser flows live in tests/e2e
// and run with Playwright.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
