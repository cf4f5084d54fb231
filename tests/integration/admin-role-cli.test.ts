// The admin CLI (scripts/admin-role.ts) run as a real child process, the way an operator runs
// `npm run admin:grant -- <email>`, against the database the server would use:
//   pglite project   → an on-disk PGlite folder under a temporary DATA_DIR
//   postgres project → this file's fresh PostgreSQL database (DATABASE_URL)
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, getDb, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { profiles, userRoles, users } from "~/db/schema";

const ROOT = path.resolve(import.meta.dirname, "../..");
const engine = process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
const cliDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "camber-cli-"));
const pgliteDir = path.join(cliDataDir, "pglite");

/** The environment the CLI sees: the same database settings the server would have. */
const cliEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: cliDataDir,
  DATABASE_URL: engine === "postgres" ? process.env.DATABASE_URL : "",
};

/** Runs fn against the database the CLI uses (opening and closing the PGlite folder around it). */
async function withCliDatabase<T>(
  fn: (db: Db) => Promise<T>,
  { migrate = false } = {},
): Promise<T> {
  if (engine === "postgres") return fn(getDb());
  const handle = openDatabase({ dataDir: pgliteDir });
  try {
    if (migrate) await migrateDatabase(handle);
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(...args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/admin-role.ts", ...args],
      { cwd: ROOT, env: cliEnv, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() });
      },
    );
  });
}

const email = "kenji@example.com";
let userId: string;

async function adminRows() {
  return withCliDatabase((db) =>
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
  );
}

beforeAll(async () => {
  userId = crypto.randomUUID();
  await withCliDatabase(
    async (db) => {
      await db.insert(users).values({ id: userId, name: "Kenji W", email, emailVerified: true });
      await db.insert(profiles).values({ id: userId, username: "kenji_rb26", fullName: "Kenji W" });
    },
    { migrate: true },
  );
});

afterAll(() => {
  fs.rmSync(cliDataDir, { recursive: true, force: true });
});

// Each test starts the CLI as its own process (tsx + a database start): give it room on a busy
// machine, as the spawn itself does.
describe(`admin CLI on ${engine}`, { timeout: 90_000 }, () => {
  it("grants the admin role and says so", async () => {
    const result = await runCli("grant", "Kenji@Example.com");
    expect(result).toMatchObject({
      code: 0,
      stdout: `Granted admin to ${email}.\nAdmins must have two-factor on: until they turn it on at /account/security, the admin pages send them there.`,
    });
    expect(await adminRows()).toEqual([{ role: "admin" }]);

    const again = await runCli("grant", email);
    expect(again).toMatchObject({
      code: 0,
      stdout: `${email} is already an admin: nothing changed.`,
    });
    expect(await adminRows()).toHaveLength(1);
  });

  it("lists the admins", async () => {
    const result = await runCli("list");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^kenji@example\.com \(Kenji W\), admin since \d{4}-/);
  });

  it("revokes the admin role", async () => {
    const result = await runCli("revoke", email);
    expect(result).toMatchObject({ code: 0, stdout: `Revoked admin from ${email}.` });
    expect(await adminRows()).toEqual([]);
  });

  it("fails with a clear message for an unknown address", async () => {
    const result = await runCli("grant", "nobody@example.com");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "admin-role: No user with the e-mail address nobody@example.com. They must sign up first.",
    );
  });

  it("fails with the usage when the address or the command is missing", async () => {
    const noEmail = await runCli("grant");
    expect(noEmail.code).toBe(1);
    expect(noEmail.stderr).toContain("Give the member's e-mail address.");
    expect(noEmail.stderr).toContain("npm run admin:grant -- <email>");

    const unknown = await runCli("promote", email);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "promote"');
  });

  // Only PGlite has a folder lock (PostgreSQL serves any number of processes), so the test
  // exists only in the pglite project rather than being reported as skipped in the other.
  if (engine !== "pglite") return;
  it("refuses, with the lock's message, while another process has the PGlite folder open", async () => {
    const running = openDatabase({ dataDir: pgliteDir }); // as a running server would
    try {
      const result = await runCli("grant", email);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `is in use by another Camber Club process (pid ${process.pid})`,
      );
    } finally {
      await running.close();
    }
    expect(await adminRows()).toEqual([]);
  });
});
