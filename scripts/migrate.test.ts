// `npm run db:migrate` (scripts/migrate.ts) against an EMPTY database of this project's engine:
// every committed migration is applied once, and on PostgreSQL two runs at once (two release
// jobs, or a release job racing an app start) both succeed under the advisory lock.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/setup/postgres";

const ROOT = path.resolve(import.meta.dirname, "..");
const journal = JSON.parse(
  fs.readFileSync(path.join(ROOT, "drizzle/meta/_journal.json"), "utf8"),
) as { entries: unknown[] };
const engine = process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
const APPLIED = "select count(*)::int as n from drizzle.__drizzle_migrations";

function runMigrate(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...env, NODE_ENV: "production", BASE_URL: "https://camber.example" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Applied migrations in an empty database of this project's engine after `runs` at once. */
async function migrateEmptyDatabase(runs: number) {
  if (engine === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "camber-migrate-"));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const results = [];
    for (let i = 0; i < runs; i++)
      results.push(await runMigrate({ DATA_DIR: dataDir, DATABASE_URL: "" }));
    const db = new PGlite(path.join(dataDir, "pglite"));
    try {
      const { rows } = await db.query<{ n: number }>(APPLIED);
      return { results, applied: rows[0].n };
    } finally {
      await db.close();
    }
  }
  const database: TestDatabase = await createTestDatabase(
    process.env.TEST_DATABASE_URL as string,
    "migrate_script",
  );
  cleanups.push(() => database.drop());
  const env = { DATABASE_URL: database.url };
  const results = await Promise.all(Array.from({ length: runs }, () => runMigrate(env)));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(APPLIED);
    return { results, applied: rows[0].n };
  } finally {
    await client.end();
  }
}

describe("npm run db:migrate", () => {
  it("applies every committed migration once (PostgreSQL: two runs started together)", async () => {
    // PGlite: one run (a folder opens in one process at a time, and a run takes ~10 s there).
    const { results, applied } = await migrateEmptyDatabase(engine === "pglite" ? 1 : 2);
    const label = engine === "pglite" ? "PGlite" : "PostgreSQL";
    for (const result of results) {
      expect(result.output).toContain(`${label} database is up to date`);
      expect(result.code).toBe(0);
    }
    expect(applied).toBe(journal.entries.length);
  }, 180_000);
});
