import { configDefaults, defineConfig } from "vitest/config";

// Unit and integration tests live beside the code (*.test.ts); browser flows live in tests/e2e and
// run with Playwright.
//
// Two projects, named after the database engine (Vitest prints the name before every file):
// - pglite   always. Every file runs here.
// - postgres only when TEST_DATABASE_URL is set (CI sets it). Only the DATABASE tests run here.
//
// Which files are database tests: `*.server.test.ts(x)`, and everything in tests/integration and
// scripts/ (matched the same way by tests/setup/db.ts). `*.postgres.server.test.ts` files test
// PostgreSQL-only behaviour and run in the postgres project alone.
// tests/setup/db.ts gives each of them a FRESH migrated database (in-memory PGlite, or a new
// database on the TEST_DATABASE_URL server, dropped afterwards) plus its own DATA_DIR. That costs
// about a second per file on PGlite, so the other test files (pure logic: schemas, formatting)
// get no database and run once, in the pglite project only: running them against PostgreSQL
// would test nothing new.
const DATABASE_TESTS = [
  "app/**/*.server.test.ts",
  "app/**/*.server.test.tsx",
  "scripts/**/*.test.ts",
  "tests/integration/**/*.test.ts",
];
const ALL_TESTS = [
  "app/**/*.test.ts",
  "app/**/*.test.tsx",
  "scripts/**/*.test.ts",
  "tests/integration/**/*.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Shared by both projects (`extends: true`).
  test: {
    environment: "node",
    // A worker thread per file (isolated: its own module graph, process.env copy and database
    // handle). Threads start and load modules about a quarter faster than one process per file
    // ("forks") on this 2-core machine; nothing here needs a process of its own (the tests that
    // run scripts or servers spawn them).
    pool: "threads",
    // Two cores: two files at a time keeps PGlite start-up and PostgreSQL work from starving.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A migrated database per project, which each database test file copies (tests/setup/global.ts).
    globalSetup: ["tests/setup/global.ts"],
    setupFiles: ["tests/setup/db.ts"],
    // Console output (mail links, better-auth warnings) only for failing tests.
    silent: "passed-only",
    exclude: [...configDefaults.exclude, "tests/e2e/**"],
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: ALL_TESTS,
          // PostgreSQL-only behaviour (connections, server restarts): nothing to run on PGlite.
          exclude: [...configDefaults.exclude, "tests/e2e/**", "**/*.postgres.server.test.ts"],
          env: { TEST_DB_ENGINE: "pglite" },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: DATABASE_TESTS,
                env: { TEST_DB_ENGINE: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
