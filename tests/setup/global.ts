// Vitest global setup, once per project before any test file: a migrated database that every
// database test file starts from, instead of creating and migrating one of its own.
//   pglite   → a snapshot file of a migrated in-memory PGlite; each file's DATABASE_URL is
//              memory://<snapshot>. A fresh process's PGlite takes ~3 s to initdb and ~0.8 s to
//              load the snapshot, times ~70 files.
//   postgres → a migrated template database on the TEST_DATABASE_URL server; each file's
//              database is CREATE DATABASE … TEMPLATE it.
// Each file still runs the app's startup (migrations), which finds nothing left to apply.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { type DatabaseHandle, openDatabase } from "../../app/db/client.server";
import { migrateDatabase } from "../../app/db/migrate.server";
import { createTestDatabase } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** pglite project: the migrated snapshot file. */
    pgliteSnapshot: string;
    /** postgres project: the migrated template database. */
    postgresTemplate: string;
  }
}

/** Saves an in-memory PGlite database as a file that "memory://<file>" starts from. */
async function savePgliteSnapshot(handle: DatabaseHandle, file: string): Promise<void> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

export default async function setup(project: TestProject) {
  if (project.name === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("The postgres test project needs TEST_DATABASE_URL.");
    const template = await createTestDatabase(serverUrl, "template");
    const handle = openDatabase({ url: template.url, poolSize: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    project.provide("postgresTemplate", template.name);
    return () => template.drop();
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "camber-vitest-snapshot-"));
  const snapshot = path.join(dir, "migrated.tar");
  const handle = openDatabase({ url: "memory://" });
  try {
    await migrateDatabase(handle);
    await savePgliteSnapshot(handle, snapshot);
  } finally {
    await handle.close();
  }
  project.provide("pgliteSnapshot", snapshot);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
