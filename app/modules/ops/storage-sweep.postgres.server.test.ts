// PostgreSQL only: of N app processes, one sweeps at a time. Another process holding the sweep's
// advisory lock (here: a second connection) makes this one skip its round, and it sweeps again
// once the lock is free.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { users } from "~/db/schema";
import { createLocalStorage } from "~/lib/storage.server";
import { sweepStorageOnce } from "./storage-sweep.server";

const SWEEP_LOCK_ID = 7_351_003;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "camber-sweep-lock-"));

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

it("skips the round while another process holds the sweep lock", async () => {
  const store = createLocalStorage(root);
  const owner = crypto.randomUUID();
  const handle = database();
  // One referenced file, so the database is clearly this storage's (the sweep refuses otherwise).
  const kept = `avatars/${owner}/1-0-${crypto.randomBytes(6).toString("hex")}-300.webp`;
  const orphan = `builds/${owner}/1-0-${crypto.randomBytes(6).toString("hex")}-480.webp`;
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  for (const key of [kept, orphan]) {
    await store.put(key, Buffer.from(key), "image/webp");
    fs.utimesSync(path.join(root, key), twoHoursAgo, twoHoursAgo);
  }
  await handle.db.insert(users).values({
    id: owner,
    name: "Lock",
    email: `${owner}@example.com`,
    image: store.publicUrl(kept),
  });

  const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
  try {
    await other.query("select pg_advisory_lock($1)", [SWEEP_LOCK_ID]);
    expect(await sweepStorageOnce({ handle, store })).toBeNull();
    expect(fs.existsSync(path.join(root, orphan))).toBe(true);

    await other.query("select pg_advisory_unlock($1)", [SWEEP_LOCK_ID]);
    const result = await sweepStorageOnce({ handle, store });
    expect(result?.orphans).toEqual([orphan]);
    expect(fs.existsSync(path.join(root, orphan))).toBe(false);
    expect(fs.existsSync(path.join(root, kept))).toBe(true);

    // The sweep let go of the lock: the other process can take it again at once.
    const { rows } = await other.query<{ locked: boolean }>(
      "select pg_try_advisory_lock($1) as locked",
      [SWEEP_LOCK_ID],
    );
    expect(rows[0].locked).toBe(true);
  } finally {
    await other.end();
  }
});
