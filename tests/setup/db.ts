// Vitest setup, run in each test file's own process before the file's imports are evaluated.
//
// Every file gets a test environment (NODE_ENV=test, an auth secret, its own temporary DATA_DIR,
// so outbox mail and uploads never mix between files). Database tests (*.server.test.ts and
// tests/integration, see vitest.config.ts) also get a FRESH, migrated database:
//   pglite project   → DATABASE_URL=memory://<snapshot> (in-memory PGlite, gone with the process)
//   postgres project → a new database on the TEST_DATABASE_URL server, dropped after the file
// both copies of the migrated database tests/setup/global.ts made for the run.
// Other files get a DATABASE_URL that fails with a clear message if they touch the database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { createTestDatabase, type TestDatabase } from "./postgres";

const testPath = expect.getState().testPath ?? "unknown";
const relativePath = path.relative(process.cwd(), testPath);
const engine = process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
const needsDatabase =
  /\.server\.test\.tsx?$/.test(relativePath) ||
  relativePath.startsWith(`tests${path.sep}integration${path.sep}`) ||
  relativePath.startsWith(`scripts${path.sep}`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "camber-vitest-"));
Object.assign(process.env, {
  NODE_ENV: "test",
  BETTER_AUTH_SECRET: "vitest-secret-0123456789abcdef0123456789abcdef",
  BASE_URL: "http://localhost:3000",
  DATA_DIR: dataDir,
  SEED_DEMO: "false",
  SMTP_URL: "",
});
// better-auth reads these directly; the app's env module supersedes them.
delete process.env.BETTER_AUTH_URL;

let database: TestDatabase | undefined;

if (!needsDatabase) {
  process.env.DATABASE_URL = `no-database://${path.basename(relativePath)}-is-not-a-database-test.rename-it-to-*.server.test.ts`;
} else if (engine === "postgres") {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("The postgres test project needs TEST_DATABASE_URL.");
  database = await createTestDatabase(serverUrl, path.basename(relativePath).split(".")[0], {
    template: inject("postgresTemplate"),
  });
  process.env.DATABASE_URL = database.url;
} else {
  process.env.DATABASE_URL = `memory://${inject("pgliteSnapshot")}`;
}

if (needsDatabase) {
  beforeAll(async () => {
    const { startup } = await import("~/lib/startup.server");
    // As the server's entry does: better-auth gets the site's rules before a session is read.
    await import("~/modules/auth/index.server");
    await startup({ seed: false });
  });
}

afterAll(async () => {
  if (needsDatabase) {
    // Closes the database pool / PGlite (and anything else the file opened) before the drop.
    const { runShutdownHooks } = await import("~/lib/lifecycle.server");
    await runShutdownHooks();
  }
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
