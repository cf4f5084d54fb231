// Deletes stored files that no database row references, once, and exits:
//   npm run storage:sweep                         files older than an hour
//   npm run storage:sweep -- --dry-run            only list what would be deleted
//   npm run storage:sweep -- --grace-minutes 180  only files older than 3 hours
// The running app does the same every hour (app/modules/ops/storage-sweep.server.ts); this is for
// a clean-up on demand, e.g. after an outage of the object store. It opens the same database and
// storage as the server (DATABASE_URL, STORAGE_DRIVER, …) and applies pending migrations first,
// like the other scripts. On PostgreSQL it waits for no one: if an app process is sweeping, it
// says so and exits. With PGlite the folder can be open in one process only: stop the server first.
import { parseArgs } from "node:util";
import { database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { runShutdownHooks } from "~/lib/lifecycle.server";
import { configureLogger } from "~/lib/log.server";
import {
  MIN_SWEEP_GRACE_MS,
  SWEEP_GRACE_MS,
  sweepStorageOnce,
} from "~/modules/ops/storage-sweep.server";

const USAGE = "Usage: npm run storage:sweep -- [--dry-run] [--grace-minutes <minutes>]";

function graceFrom(value: string | undefined): number {
  if (value === undefined) return SWEEP_GRACE_MS;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes * 60_000 < MIN_SWEEP_GRACE_MS) {
    throw new Error(
      `--grace-minutes must be a whole number of at least ${MIN_SWEEP_GRACE_MS / 60_000} (an upload in flight must never be deleted).\n${USAGE}`,
    );
  }
  return minutes * 60_000;
}

async function run(): Promise<string> {
  const { values } = parseArgs({
    options: { "dry-run": { type: "boolean" }, "grace-minutes": { type: "string" } },
  });
  const graceMs = graceFrom(values["grace-minutes"]);
  const dryRun = values["dry-run"] === true;
  const handle = database();
  await migrateDatabase(handle);
  const result = await sweepStorageOnce({ handle, graceMs, dryRun });
  if (!result) return "Another process is sweeping the storage right now: nothing done.";
  const { listed, old, orphans, refused } = result;
  const summary = `${listed} stored file(s), ${old} older than ${graceMs / 60_000} minutes`;
  if (orphans.length === 0)
    return `${summary}: every one of them is referenced. Nothing to delete.`;
  if (refused === "dry run") {
    return `${summary}; ${orphans.length} no row references (dry run, nothing deleted):\n  ${orphans.join("\n  ")}`;
  }
  if (refused === "no references") {
    throw new Error(
      `${summary}, but the database references no stored file at all: nothing deleted. Is DATABASE_URL the database of this storage?`,
    );
  }
  return `${summary}; deleted the ${orphans.length} no row referenced.`;
}

// The deleted keys are logged as JSON lines (one per batch); readable lines on a terminal.
configureLogger({ pretty: process.stdout.isTTY === true });
let exitCode = 0;
try {
  console.info(`storage-sweep: ${await run()}`);
} catch (error) {
  console.error(`storage-sweep: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await runShutdownHooks();
}
process.exit(exitCode);
