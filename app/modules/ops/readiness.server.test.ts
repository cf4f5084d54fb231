// /readyz on both engines: ready when the database answers, 503 with a reason when it does not
// answer (unreachable server), answers too slowly (a busy connection), or while draining.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { database, openDatabase } from "~/db/client.server";
import { startDraining } from "~/lib/lifecycle.server";
import { loader } from "~/routes/resources/readyz";
import { checkReadiness } from "./readiness.server";

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close().catch(() => {});
});

describe("readiness", () => {
  it("answers 200 {ok:true} when the database answers select 1", async () => {
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true });
  });

  it("is not ready when the database server cannot be reached", async () => {
    // Nothing listens on port 1: the connection is refused.
    const unreachable = openDatabase({ url: "postgresql://postgres@127.0.0.1:1/none" });
    opened.push(unreachable);
    expect(await checkReadiness({ db: () => unreachable.db })).toEqual({
      ready: false,
      reason: "database unreachable",
    });
  });

  it("is not ready when the database does not answer within the timeout", async () => {
    // One connection: PGlite has only one; on PostgreSQL a pool of one.
    const handle =
      database().kind === "pglite"
        ? database()
        : openDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
    if (handle !== database()) opened.push(handle);
    // A slow transaction holds the only connection (as a slow request would on PGlite).
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const busy = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      await new Promise((r) => setTimeout(r, 800));
    });
    await inside;
    const started = Date.now();
    const result = await checkReadiness({ db: () => handle.db, timeoutMs: 150 });
    expect(result).toEqual({ ready: false, reason: "database timeout" });
    expect(Date.now() - started).toBeLessThan(900);
    await busy;
  });

  // Last: draining is one-way for the process.
  it("answers 503 'shutting down' once the server is draining", async () => {
    startDraining();
    const response = await loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, reason: "shutting down" });
  });
});
