// Throwaway PostgreSQL databases on the TEST_DATABASE_URL server: one per test file (Vitest) or
// per spec file's app process (Playwright), so tests never see each other's rows.
import crypto from "node:crypto";
import pg from "pg";

export interface TestDatabase {
  /** Connection URL of the new database. */
  url: string;
  name: string;
  /** Drops the database, disconnecting whatever still uses it. Safe to call twice. */
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a uniquely named database on the server that serverUrl points at: empty, or a copy of
 * `options.template` (a database nobody is connected to).
 */
export async function createTestDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<TestDatabase> {
  const safePrefix = prefix.toLowerCase().replace(/[^a-z0-9]+/g, "_");
  const name = `camber_test_${safePrefix}_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  const template = options.template ? ` TEMPLATE "${options.template.replace(/"/g, "")}"` : "";
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await dropTestDatabase(serverUrl, name);
    },
  };
}

/** Drops the named database on the server if it exists, disconnecting whatever still uses it. */
export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  // WITH (FORCE) (PostgreSQL 13+) ends sessions a test forgot to close.
  await onServer(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, "")}" WITH (FORCE)`),
  );
}
