// Browser tests in real Chromium (the Debian package: Playwright's own browser download cannot
// work here). Each spec file gets its own built-app process and database: see tests/e2e/support.
import { defineConfig, devices } from "@playwright/test";
import type { AppDatabase } from "./tests/e2e/support";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// scripts/test.sh asks for a JSON report (to sum up passed/failed) next to the list output.
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;

// Projects: the user flows (tests/e2e, PostgreSQL in CI unless a file pins PGlite) and the
// security suite (tests/security), which runs once per database engine: always on PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). On PostgreSQL it runs the files whose
// outcome goes through the database (permissions and read-backs, injection, stored XSS, uploads,
// sessions); response headers, the Origin check and the https cookie flags are answered before
// any query, the same on both engines, so they run once (on PGlite) to keep `npm test` short.
const ENGINE_INDEPENDENT_SECURITY_SPECS = [
  "headers.spec.ts",
  "csrf.spec.ts",
  "session-https.spec.ts",
];
// Within a file run on both: the XSS suite's page-by-page browser walk. What the database gives
// back is checked on both engines by the same file's HTML read-backs; whether the browser runs any
// of it depends on the HTML alone, so the ~40 s walk runs once.
const ENGINE_INDEPENDENT_SECURITY_TESTS = /in a real browser no payload runs/;
const securityProjects = [
  { name: "security-pglite", testDir: "tests/security", use: { appDatabase: "pglite" as const } },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "security-postgres",
          testDir: "tests/security",
          testIgnore: ENGINE_INDEPENDENT_SECURITY_SPECS.map((file) => `**/${file}`),
          grepInvert: ENGINE_INDEPENDENT_SECURITY_TESTS,
          use: { appDatabase: "auto" as const },
        },
      ]
    : []),
];

// The scale-out proof (tests/scale-out: two app processes on one database and one S3 server)
// needs a PostgreSQL server, so it exists only when TEST_DATABASE_URL is set (CI sets it).
const scaleOutProjects = process.env.TEST_DATABASE_URL
  ? [{ name: "scale-out", testDir: "tests/scale-out" }]
  : [];

export default defineConfig<{ appDatabase: AppDatabase }>({
  projects: [
    {
      name: "e2e",
      testDir: "tests/e2e",
      // *.postgres.spec.ts write into the app's database from the test, which only a PostgreSQL
      // server allows (the embedded one belongs to the app process): they need TEST_DATABASE_URL.
      testIgnore: process.env.TEST_DATABASE_URL ? [] : ["**/*.postgres.spec.ts"],
    },
    ...securityProjects,
    ...scaleOutProjects,
  ],
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Two cores: two spec files at a time, each with its own app process.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous: a busy 2-core machine (builds, other suites) slows every step; a passing test
  // takes no longer for it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [["list"], ["json", { outputFile: jsonReport }]] : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    browserName: "chromium",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
    // No trace by default: recording one for every test (DOM snapshots of every action, then
    // thrown away when the test passes) cost ~20% of the suite's time on two cores, and a CI run
    // keeps only its log. A failed test reports the error with Playwright's call log, a screenshot
    // of the moment it failed and the end of its app's server log (fixtures.ts). To look at a
    // failure step by step: npx playwright test <file> --trace retain-on-failure
    trace: "off",
    // The browser asks for reduced motion, which the site honours (app/app.css): no transition
    // has to finish before Playwright finds an element stable enough to click.
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
  },
});
