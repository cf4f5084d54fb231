// `npm run storage:sweep` (scripts/storage-sweep.ts) against a database of this project's engine
// and local uploads: it refuses to delete anything while the database references no stored file,
// lists without deleting in a dry run, then deletes the old unreferenced file and keeps the rest.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { users } from "~/db/schema";

const ROOT = path.resolve(import.meta.dirname, "..");
const engine = process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "camber-sweep-cli-"));
// PGlite: a database on disk under DATA_DIR, which the script opens as the server would.
// PostgreSQL: this file's own database (tests/setup/db.ts).
const databaseUrl = engine === "postgres" ? (process.env.DATABASE_URL as string) : "";

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function runSweep(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/storage-sweep.ts", ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: "production",
          BASE_URL: "https://camber.example",
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          STORAGE_DRIVER: "local",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

function storeOld(key: string) {
  const file = path.join(dataDir, "uploads", key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, key);
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  fs.utimesSync(file, twoHoursAgo, twoHoursAgo);
  return file;
}

// Four runs of the script, each starting tsx and opening the database: slow on a busy machine.
it("deletes old files no row references, and only those", { timeout: 240_000 }, async () => {
  const owner = crypto.randomUUID();
  const keptKey = `avatars/${owner}/1-0-${crypto.randomBytes(6).toString("hex")}-300.webp`;
  const orphanKey = `builds/${owner}/1-0-${crypto.randomBytes(6).toString("hex")}-480.webp`;
  const kept = storeOld(keptKey);
  const orphan = storeOld(orphanKey);

  const refused = await runSweep();
  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toContain("references no stored file at all: nothing deleted");
  expect(fs.existsSync(orphan)).toBe(true);

  // The script applied the migrations; now a row references one of the files.
  const handle =
    engine === "postgres"
      ? openDatabase({ url: databaseUrl, poolSize: 1 })
      : openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    await handle.db.insert(users).values({
      id: owner,
      name: "CLI",
      email: `${owner}@example.com`,
      image: `/uploads/${keptKey}`,
    });
  } finally {
    await handle.close();
  }

  const dryRun = await runSweep("--dry-run");
  expect(dryRun.code, dryRun.output).toBe(0);
  expect(dryRun.output).toContain("1 no row references (dry run, nothing deleted)");
  expect(dryRun.output).toContain(orphanKey);
  expect(fs.existsSync(orphan)).toBe(true);

  const tooShort = await runSweep("--grace-minutes", "5");
  expect(tooShort.code).toBe(1);
  expect(tooShort.output).toContain("--grace-minutes must be a whole number of at least 10");

  const swept = await runSweep();
  expect(swept.code, swept.output).toBe(0);
  expect(swept.output).toContain("deleted the 1 no row referenced");
  expect(swept.output).toContain(orphanKey); // the log line of the deletion
  expect(fs.existsSync(orphan)).toBe(false);
  expect(fs.existsSync(kept)).toBe(true);
});
