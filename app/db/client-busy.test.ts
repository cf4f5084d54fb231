// The PostgreSQL pool's acquire timeout, end to end: a database that accepts connections but never
// answers (a server too busy to serve) makes queries fail with DatabaseBusyError after
// acquireTimeoutMs, noted on the request, which then answers 503 with Retry-After through the
// middleware server.ts mounts. No PostgreSQL needed: the "server" is a silent TCP socket.
import type { AddressInfo, Socket } from "node:net";
import net from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DATABASE_BUSY_RETRY_AFTER_SECONDS,
  DatabaseBusyError,
  type DatabaseBusyScope,
  databaseBusyResponses,
  isDatabaseBusyError,
  runInDatabaseBusyScope,
} from "~/lib/database-busy.server";
import { type DatabaseHandle, openDatabase } from "./client.server";

let silent: net.Server;
const sockets = new Set<Socket>();
let handle: DatabaseHandle;
const ACQUIRE_TIMEOUT_MS = 300;

beforeAll(async () => {
  // Accepts, reads, never replies: every connection attempt hangs in the startup handshake.
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.resume();
  });
  silent.listen(0, "127.0.0.1");
  await new Promise((resolve) => silent.once("listening", resolve));
  const { port } = silent.address() as AddressInfo;
  handle = openDatabase({
    url: `postgresql://camber@127.0.0.1:${port}/camber`,
    poolSize: 1,
    acquireTimeoutMs: ACQUIRE_TIMEOUT_MS,
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await handle?.close().catch(() => {});
  await new Promise((resolve) => silent.close(resolve));
});

/** The query's error, with the scope it ran in. */
async function failedQuery() {
  const scope: DatabaseBusyScope = { databaseBusy: false };
  const started = Date.now();
  const error = await runInDatabaseBusyScope(scope, () =>
    handle.db.execute(sql`select 1`).then(
      () => null,
      (e: unknown) => e,
    ),
  );
  return { error, scope, waitedMs: Date.now() - started };
}

describe("the PostgreSQL pool's acquire timeout", () => {
  it("fails the query with DatabaseBusyError and notes it on the request's scope", async () => {
    // Pool of one: the first query waits for its connection to come up, the second for a free
    // client; both of pg-pool's timeouts (connecting, waiting in the queue) must be recognised.
    const [connecting, queued] = await Promise.all([failedQuery(), failedQuery()]);
    for (const { error, scope, waitedMs } of [connecting, queued]) {
      expect(isDatabaseBusyError(error), String(error)).toBe(true);
      expect(scope.databaseBusy).toBe(true);
      expect(waitedMs).toBeGreaterThanOrEqual(ACQUIRE_TIMEOUT_MS - 50);
      expect(waitedMs).toBeLessThan(ACQUIRE_TIMEOUT_MS * 10);
    }
    const causes = [connecting, queued].map(({ error }) => {
      let e = error as { cause?: unknown } | undefined;
      while (e && !(e instanceof DatabaseBusyError)) e = e.cause as typeof e;
      return ((e as DatabaseBusyError).cause as Error).message;
    });
    expect(causes.sort()).toEqual([
      "Connection terminated due to connection timeout",
      "timeout exceeded when trying to connect",
    ]);
  });

  it("does the same for a transaction (pool.connect as a promise)", async () => {
    const scope: DatabaseBusyScope = { databaseBusy: false };
    const error = await runInDatabaseBusyScope(scope, () =>
      handle.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .then(
          () => null,
          (e: unknown) => e,
        ),
    );
    expect(isDatabaseBusyError(error), String(error)).toBe(true);
    expect(scope.databaseBusy).toBe(true);
  });

  it("makes the request answer 503 with Retry-After instead of the route's 500", async () => {
    const app = express();
    app.use(databaseBusyResponses());
    app.post("/builds/1", async (_req, res) => {
      try {
        await handle.db.execute(sql`select 1`);
        res.send("ok");
      } catch {
        res.status(500).type("text/plain").send("Failed to add comment. Please try again.");
      }
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/builds/1`, { method: "POST" });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe(String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
      expect(await response.text()).toBe("Failed to add comment. Please try again.");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
