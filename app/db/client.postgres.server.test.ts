// Regression (bench/mixed-load.ts --fault pg-restart): when PostgreSQL terminates a connection
// that the app has checked out of the pool (a server restart, a failover), the pg Client emits
// "error" on itself; without a listener that was an uncaught exception and the process died.
// PostgreSQL only (*.postgres.server.test.ts runs in the postgres project alone, see
// vitest.config.ts): PGlite runs in the process and has no connections to lose.

import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client.server";

describe("database connections terminated by the server", () => {
  it("fail the query in flight, do not crash the process, and the pool serves the next query", async () => {
    const url = process.env.DATABASE_URL as string;
    const handle = openDatabase({ url, poolSize: 2 });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const failed = handle.db.transaction(async (tx) => {
        const [{ pid }] = await queryRows<{ pid: number }>(sql`select pg_backend_pid() as pid`, tx);
        // The connection is checked out and idle in the transaction when the server ends it.
        await admin.query("select pg_terminate_backend($1)", [pid]);
        await new Promise((r) => setTimeout(r, 200));
        await queryRows(sql`select 1`, tx);
      });
      await expect(failed).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).toEqual([]);
      const rows = await queryRows<{ ok: number }>(sql`select 1 as ok`, handle.db);
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      process.off("uncaughtException", onUncaught);
      await admin.end();
      await handle.close();
    }
  });
});
