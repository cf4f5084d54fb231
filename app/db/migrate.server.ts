// Applies the committed SQL migrations in ./drizzle. On a PostgreSQL server several app processes
// may start at once, so the migration runs under an advisory lock.
import path from "node:path";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import type { DatabaseHandle } from "./client.server";

const MIGRATION_LOCK_ID = 7_351_002; // any constant shared by all app processes

export function migrationsFolder() {
  return path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");
}

export async function migrateDatabase(handle: DatabaseHandle) {
  const migrationsDir = migrationsFolder();
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, {
      migrationsFolder: migrationsDir,
    });
    // PGlite has no autovacuum: refresh planner statistics after schema changes.
    await handle.exec("VACUUM (ANALYZE)");
    return;
  }
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: migrationsDir });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
