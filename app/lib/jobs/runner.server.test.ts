// The job runner on both engines: unique keys, retries with backoff, the dead letter, leases of
// crashed processes, recurring slots, several workers on one table, and completeJobIn.
import { eq, like, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { jobs } from "~/db/schema";
import {
  completeJobIn,
  enqueueJob,
  type JobHandler,
  LEASE_MS,
  retryDelayMs,
  runJobsOnce,
  startJobWorker,
} from "./index.server";

const T0 = new Date("2030-03-01T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

async function jobRow(id: string) {
  const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
  return row;
}

async function onlyJob(name: string) {
  const rows = await getDb().select().from(jobs).where(eq(jobs.name, name));
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** A handler that counts its runs and fails the first `failures` of them. */
function counting(failures = 0, maxAttempts?: number) {
  const runs: { payload: unknown; attempt: number }[] = [];
  const handler: JobHandler = {
    maxAttempts,
    async run(payload, job) {
      runs.push({ payload, attempt: job.attempt });
      if (runs.length <= failures) throw new Error(`boom ${runs.length}`);
    },
  };
  return { runs, handler };
}

let seq = 0;
let name: string;
beforeEach(() => {
  seq += 1;
  name = `test.job${seq}`;
});

describe("enqueueJob", () => {
  it("queues a job once per unique key, finished or not", async () => {
    const key = `unique-${seq}`;
    expect(await enqueueJob(name, { n: 1 }, { uniqueKey: key, runAt: T0 })).toBe(true);
    expect(await enqueueJob(name, { n: 2 }, { uniqueKey: key, runAt: T0 })).toBe(false);
    const { runs, handler } = counting();
    await runJobsOnce({ handlers: { [name]: handler }, clock: () => T0 });
    expect(await enqueueJob(name, { n: 3 }, { uniqueKey: key, runAt: T0 })).toBe(false);
    expect(runs).toEqual([{ payload: { n: 1 }, attempt: 1 }]);
    // Without a key every call queues one.
    expect(await enqueueJob(name, {}, { runAt: T0 })).toBe(true);
    expect(await enqueueJob(name, {}, { runAt: T0 })).toBe(true);
  });

  it("joins the caller's transaction: a rolled-back change queues nothing", async () => {
    await expect(
      getDb().transaction(async (tx) => {
        await enqueueJob(name, {}, { tx, uniqueKey: `tx-${seq}` });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await getDb().select().from(jobs).where(eq(jobs.name, name))).toHaveLength(0);
  });

  it("runs a job only when it is due", async () => {
    await enqueueJob(name, {}, { runAt: at(10 * MINUTE) });
    const { runs, handler } = counting();
    await runJobsOnce({ handlers: { [name]: handler }, clock: () => at(9 * MINUTE) });
    expect(runs).toHaveLength(0);
    await runJobsOnce({ handlers: { [name]: handler }, clock: () => at(10 * MINUTE) });
    expect(runs).toHaveLength(1);
    const row = await onlyJob(name);
    expect(row.status).toBe("succeeded");
    expect(row.finishedAt?.toISOString()).toBe(at(10 * MINUTE).toISOString());
    expect(row.lockedBy).toBeNull();
  });

  it("leaves jobs without a handler in this process queued", async () => {
    await enqueueJob(name, {}, { runAt: T0 });
    await runJobsOnce({ handlers: {}, clock: () => T0 });
    expect((await onlyJob(name)).status).toBe("queued");
  });
});

describe("retries and the dead letter", () => {
  it("backs off exponentially: 30 s, 1 min, 2 min … capped at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(60 * MINUTE);
  });

  it("retries a failed job after the backoff, then succeeds", async () => {
    await enqueueJob(name, { x: 1 }, { runAt: T0 });
    const { runs, handler } = counting(2);
    const handlers = { [name]: handler };

    expect(await runJobsOnce({ handlers, clock: () => T0 })).toMatchObject({ retried: 1 });
    let row = await onlyJob(name);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toContain("boom 1");
    expect(row.runAt.toISOString()).toBe(at(30_000).toISOString());

    // Not before the backoff ends.
    await runJobsOnce({ handlers, clock: () => at(29_000) });
    expect(runs).toHaveLength(1);
    await runJobsOnce({ handlers, clock: () => at(30_000) });
    row = await onlyJob(name);
    expect(row).toMatchObject({ status: "queued", attempts: 2 });
    expect(row.runAt.toISOString()).toBe(at(30_000 + 60_000).toISOString());

    await runJobsOnce({ handlers, clock: () => at(90_000) });
    row = await onlyJob(name);
    expect(row).toMatchObject({ status: "succeeded", attempts: 3 });
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
  });

  it("marks a job dead with its last error once its attempts are spent", async () => {
    await enqueueJob(name, {}, { runAt: T0, maxAttempts: 2 });
    const { runs, handler } = counting(99);
    const handlers = { [name]: handler };
    await runJobsOnce({ handlers, clock: () => T0 });
    const summary = await runJobsOnce({ handlers, clock: () => at(HOUR) });
    expect(summary).toMatchObject({ dead: 1 });
    const row = await onlyJob(name);
    expect(row).toMatchObject({ status: "dead", attempts: 2 });
    expect(row.lastError).toContain("boom 2");
    expect(row.finishedAt?.toISOString()).toBe(at(HOUR).toISOString());
    // Dead is final: no further run, however late.
    await runJobsOnce({ handlers, clock: () => at(100 * HOUR) });
    expect(runs).toHaveLength(2);
  });

  it("takes the handler's maxAttempts over the row's", async () => {
    await enqueueJob(name, {}, { runAt: T0 });
    const { handler } = counting(99, 1);
    await runJobsOnce({ handlers: { [name]: handler }, clock: () => T0 });
    expect(await onlyJob(name)).toMatchObject({ status: "dead", attempts: 1, maxAttempts: 1 });
  });
});

const HOUR = 60 * MINUTE;

describe("leases", () => {
  /** What a process that died mid-job leaves: running, its lease until `until`. */
  async function crashedJob(until: Date, attempts = 1, maxAttempts = 5) {
    await enqueueJob(name, { crashed: true }, { runAt: T0, maxAttempts });
    await getDb()
      .update(jobs)
      .set({ status: "running", attempts, lockedBy: "dead-process", lockedUntil: until })
      .where(eq(jobs.name, name));
  }

  it("claims a running job again once its lease has run out, not before", async () => {
    await crashedJob(at(LEASE_MS));
    const { runs, handler } = counting();
    await runJobsOnce({ handlers: { [name]: handler }, clock: () => at(LEASE_MS - 1000) });
    expect(runs).toHaveLength(0);
    await runJobsOnce({ handlers: { [name]: handler }, clock: () => at(LEASE_MS + 1000) });
    expect(runs).toEqual([{ payload: { crashed: true }, attempt: 2 }]);
    expect(await onlyJob(name)).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("a crash during the last attempt makes the job dead, without running it again", async () => {
    await crashedJob(at(LEASE_MS), 2, 2);
    const { runs, handler } = counting();
    await runJobsOnce({ handlers: { [name]: handler }, clock: () => at(LEASE_MS + 1000) });
    expect(runs).toHaveLength(0);
    const row = await onlyJob(name);
    expect(row.status).toBe("dead");
    expect(row.lastError).toMatch(/stopped before it finished/);
  });

  it("a run whose lease was taken over cannot complete the job a second time", async () => {
    await enqueueJob(name, {}, { runAt: T0 });
    let stale: { id: string; attempt: number } | undefined;
    const handler: JobHandler = {
      async run(_payload, job) {
        if (!stale) {
          stale = { id: job.id, attempt: job.attempt };
          throw new Error("first run fails");
        }
        await getDb().transaction((tx) => completeJobIn(tx, job));
      },
    };
    await runJobsOnce({ handlers: { [name]: handler }, clock: () => T0 });
    await runJobsOnce({ handlers: { [name]: handler }, clock: () => at(HOUR) });
    expect((await onlyJob(name)).status).toBe("succeeded");
    // The first run's context no longer holds the job.
    const first = stale as { id: string; attempt: number };
    await expect(getDb().transaction((tx) => completeJobIn(tx, first))).rejects.toThrow(
      /no longer this run's/,
    );
  });
});

describe("several workers", () => {
  it("two workers draining together run each of 30 jobs exactly once", async () => {
    for (let i = 0; i < 30; i++) await enqueueJob(name, { i }, { runAt: T0 });
    const seen: number[] = [];
    const handler: JobHandler = {
      async run(payload: { i: number }) {
        seen.push(payload.i);
        await new Promise((r) => setTimeout(r, 2));
      },
    };
    const drain = (workerId: string) =>
      runJobsOnce({ handlers: { [name]: handler }, clock: () => T0, workerId, batchSize: 3 });
    await Promise.all([drain("a"), drain("b"), drain("c")]);
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const rows = await getDb().select().from(jobs).where(eq(jobs.name, name));
    expect(rows.every((r) => r.status === "succeeded" && r.attempts === 1)).toBe(true);
  });
});

describe("recurring jobs", () => {
  it("keeps one row per time slot, however many workers tick", async () => {
    const { runs, handler } = counting();
    const recurring = [{ name, everySeconds: 60 }];
    const handlers = { [name]: handler };
    // Three processes tick within the same minute, twice each.
    for (const second of [0, 5, 30, 59]) {
      await Promise.all(
        ["a", "b", "c"].map((workerId) =>
          runJobsOnce({ handlers, recurring, workerId, clock: () => at(second * 1000) }),
        ),
      );
    }
    expect(runs).toHaveLength(1);
    expect(runs[0].payload).toEqual({ slot: T0.toISOString() });
    await runJobsOnce({ handlers, recurring, clock: () => at(61_000) });
    expect(runs).toHaveLength(2);
    expect(runs[1].payload).toEqual({ slot: at(MINUTE).toISOString() });
    const rows = await getDb()
      .select({ key: jobs.uniqueKey })
      .from(jobs)
      .where(like(jobs.uniqueKey, `recurring:${name}:%`));
    expect(rows.map((r) => r.key).sort()).toEqual([
      `recurring:${name}:${T0.toISOString()}`,
      `recurring:${name}:${at(MINUTE).toISOString()}`,
    ]);
  });

  it("a worker polls, runs recurring jobs and due ones, and stops cleanly", async () => {
    let now = T0;
    const { runs, handler } = counting();
    const other = counting();
    await enqueueJob(`${name}.once`, { late: true }, { runAt: at(2 * MINUTE) });
    const worker = startJobWorker({
      handlers: { [name]: handler, [`${name}.once`]: other.handler },
      recurring: [{ name, everySeconds: 60 }],
      pollMs: 10,
      clock: () => now,
      workerId: "poller",
    });
    await expect.poll(() => runs.length).toBe(1);
    now = at(2 * MINUTE);
    await expect.poll(() => other.runs.length).toBe(1);
    await expect.poll(() => runs.length).toBe(2);
    await worker.stop();
    now = at(5 * MINUTE);
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toHaveLength(2);
  });

  it("the runner's cleanup deletes old finished jobs and keeps recent and dead ones", async () => {
    // Another hour than the worker test's, whose worker ran the cleanup's T0 slot already.
    const when = at(48 * HOUR);
    const old = new Date(when.getTime() - 15 * 24 * HOUR);
    const recent = new Date(when.getTime() - 24 * HOUR);
    const ids: Record<string, string> = {};
    for (const [label, status, finishedAt] of [
      ["oldDone", "succeeded", old],
      ["recentDone", "succeeded", recent],
      ["oldDead", "dead", old],
    ] as const) {
      const [row] = await getDb()
        .insert(jobs)
        .values({ name, status, finishedAt, runAt: finishedAt })
        .returning({ id: jobs.id });
      ids[label] = row.id;
    }
    await runJobsOnce({
      handlers: { "jobs.cleanup": (await import("./runner.server")).cleanupHandler },
      recurring: [{ name: "jobs.cleanup", everySeconds: 3600 }],
      clock: () => when,
    });
    expect(await jobRow(ids.oldDone)).toBeUndefined();
    expect(await jobRow(ids.recentDone)).toBeDefined();
    expect(await jobRow(ids.oldDead)).toBeDefined();
    // Tidy for the other tests' counts.
    await getDb().execute(sql`delete from jobs where name = ${name}`);
  });
});
