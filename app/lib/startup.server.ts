// What happens once per process before the first request: migrations, demo content on a fresh
// database, the job worker, and (PGlite only) periodic VACUUM ANALYZE, since embedded Postgres has no autovacuum.
import { database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { env } from "./env.server";
import { onShutdown } from "./lifecycle.server";

const VACUUM_EVERY_MS = 15 * 60 * 1000;
const KEY = Symbol.for("camber.startup");

export interface StartupOptions {
  /** Whether to seed demo content into an empty database (default: SEED_DEMO). */
  seed?: boolean;
  /** The demo seed, given by the app layer (app/demo spans every area); loaded only to seed. */
  seedDemo?: () => Promise<unknown>;
  /**
   * Starts the job worker (the app layer's registry, app/jobs.server.ts), after migrations and the
   * seed; returns its stop, run at shutdown. Skipped with JOBS_WORKER=off.
   */
  startJobs?: () => Promise<{ stop(): Promise<void> }>;
}

async function start(options: StartupOptions) {
  const handle = database();
  await migrateDatabase(handle);
  if (options.seed ?? env().SEED_DEMO) {
    if (!options.seedDemo) throw new Error("SEED_DEMO is on but startup was given no demo seed");
    await options.seedDemo();
  }
  if (options.startJobs && env().JOBS_WORKER) {
    const worker = await options.startJobs();
    onShutdown(() => worker.stop());
  }
  if (handle.kind === "pglite") {
    const timer = setInterval(() => {
      handle.exec("VACUUM (ANALYZE)").catch((e) => console.error("[db] vacuum failed", e));
    }, VACUUM_EVERY_MS);
    timer.unref();
    onShutdown(() => clearInterval(timer));
  }
}

/** Idempotent: the first call does the work, later calls wait for it. */
export function startup(options: StartupOptions = {}): Promise<void> {
  const holder = globalThis as unknown as Record<symbol, Promise<void> | undefined>;
  holder[KEY] ??= start(options);
  return holder[KEY];
}
