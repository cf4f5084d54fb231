// Applies pending database migrations and exits:   npm run db:migrate
// The app also applies them when it starts (under a PostgreSQL advisory lock, so N processes
// starting together are safe). Run this as a separate release step when you want migrations to
// finish before any new process takes traffic (docs/deployment.md). It opens the same database as
// the server (DATABASE_URL, or the PGlite folder under DATA_DIR: stop the server first then).
import { database } from "~/db/client.server";
import { migrateDatabase, migrationsFolder } from "~/db/migrate.server";
import { runShutdownHooks } from "~/lib/lifecycle.server";

let exitCode = 0;
try {
  const handle = database();
  const started = Date.now();
  await migrateDatabase(handle);
  console.info(
    `migrate: ${handle.kind === "pglite" ? "PGlite" : "PostgreSQL"} database is up to date with ${migrationsFolder()} (${Date.now() - started} ms).`,
  );
} catch (error) {
  console.error(`migrate: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await runShutdownHooks();
}
process.exit(exitCode);
