// The durable job runner on the `jobs` table (app/db/schema/jobs.ts; why our own and not pg-boss:
// docs/decisions/029-job-runner.md). Every app process runs one worker (startJobWorker) that
// polls for due jobs and runs them:
//
//   claim    one statement: `update … where id in (select … for update skip locked)`, so two
//            processes never claim one job; the claim sets a lease (locked_until) and counts the
//            attempt. A job whose lease ran out (its process died) is claimed again.
//   run      the handler of the job's name; a long job's lease is extended while it runs.
//   finish   'succeeded'; on an error 'queued' again after a backoff (retryDelayMs), or 'dead'
//            with last_error once the attempts are spent (admins see and retry it: /admin/jobs).
//
// Delivery is at least once: a process that dies after the handler's work but before 'succeeded'
// leaves the job to run again. A handler that must act exactly once writes its change and
// completeJobIn(tx, job) in one transaction (the reminders do).
//
// Recurring jobs are one queued row per time slot, keyed `recurring:<name>:<slot start>`: every
// process inserts the current slot's row and the unique key keeps one, whichever process runs it.
// Time comes from a clock the tests control (runJobsOnce({ now }), startJobWorker({ clock })).
import crypto from "node:crypto";
import os from "node:os";
import { and, eq, sql } from "drizzle-orm";
import { type Db, getDb, queryRows, type Tx } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { log } from "~/lib/log.server";

export interface JobContext {
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** The runner's clock when the job was claimed (always set by the runner). */
  now?: Date;
}

export interface JobHandler {
  // biome-ignore lint/suspicious/noExplicitAny: each handler reads its own payload shape
  run(payload: any, job: JobContext): Promise<void>;
  /** Attempts before the job is dead; wins over the row's max_attempts when set. */
  maxAttempts?: number;
}

export interface RecurringJob {
  /** The handler's name; one run per slot of everySeconds (slots aligned to the epoch). */
  name: string;
  everySeconds: number;
}

/** A claimed job's lease: past it, another worker may claim the job again. */
export const LEASE_MS = 5 * 60 * 1000;
/** The lease of a running job is renewed this often. */
const HEARTBEAT_MS = 60 * 1000;
export const DEFAULT_MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** The longest last_error kept (a stack trace is enough; an error with a 1 MB message is not). */
const MAX_ERROR_LENGTH = 2000;
/** Finished jobs are deleted after this long; dead ones stay longer for the admins. */
export const KEEP_FINISHED_MS = 14 * 24 * 60 * 60 * 1000;
export const KEEP_DEAD_MS = 90 * 24 * 60 * 60 * 1000;
export const CLEANUP_JOB = "jobs.cleanup";

/** The wait before attempt n+1 after attempt n failed: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(failedAttempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempt - 1), LONGEST_RETRY_MS);
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Queues a job. With a uniqueKey, a job with that key is queued once ever (finished or not):
 * false when the key existed. Pass `tx` to queue it with the change that asks for it.
 */
export async function enqueueJob(
  name: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; uniqueKey?: string; maxAttempts?: number; tx?: Tx | Db } = {},
): Promise<boolean> {
  const db = options.tx ?? getDb();
  const rows = await db
    .insert(jobs)
    .values({
      name,
      payload,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      uniqueKey: options.uniqueKey ?? null,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The unique key of a recurring job's slot that contains `now`, and the slot's start. */
export function recurringSlot(job: RecurringJob, now: Date): { key: string; start: Date } {
  const everyMs = Math.max(1, Math.round(job.everySeconds)) * 1000;
  const start = new Date(Math.floor(now.getTime() / everyMs) * everyMs);
  return { key: `recurring:${job.name}:${start.toISOString()}`, start };
}

/**
 * Queues the current slot of each recurring job (a no-op for slots queued already). `queued`
 * remembers the slots this process queued, so a worker writes once per slot, not once per poll.
 */
export async function ensureRecurringJobs(
  recurring: readonly RecurringJob[],
  now: Date,
  queued?: Map<string, string>,
) {
  for (const job of recurring) {
    const slot = recurringSlot(job, now);
    if (queued?.get(job.name) === slot.key) continue;
    // One attempt: a failed slot is dead for the admins to see, and the next slot runs anyway.
    await enqueueJob(
      job.name,
      { slot: slot.start.toISOString() },
      { runAt: slot.start, uniqueKey: slot.key, maxAttempts: 1 },
    );
    queued?.set(job.name, slot.key);
  }
}

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** Claims up to `limit` due jobs with these names (queued and due, or running past their lease). */
async function claimJobs(names: string[], workerId: string, now: Date, limit: number) {
  if (names.length === 0) return [];
  const until = new Date(now.getTime() + LEASE_MS);
  const nameList = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  return queryRows<ClaimedRow>(sql`
    update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = ${iso(until)}, updated_at = ${iso(now)}
    where id in (
      select id from jobs
      where name in (${nameList})
        and ((status = 'queued' and run_at <= ${iso(now)})
          or (status = 'running' and locked_until < ${iso(now)}))
      order by run_at, id
      limit ${limit}
      for update skip locked)
    returning id, name, payload, attempts, max_attempts`);
}

/** Thrown by completeJobIn when this run no longer holds the job (its lease was taken over). */
export class JobLeaseLostError extends Error {}

/**
 * Marks the job succeeded inside the handler's own transaction, so the job's effect and its end
 * commit together: a process that dies after the commit leaves nothing to run again, and a run
 * whose lease another worker took over rolls back (JobLeaseLostError) instead of acting twice.
 */
export async function completeJobIn(tx: Tx | Db, job: JobContext): Promise<void> {
  const rows = await tx
    .update(jobs)
    .set({
      status: "succeeded",
      finishedAt: job.now ?? new Date(),
      updatedAt: job.now ?? new Date(),
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempt)))
    .returning({ id: jobs.id });
  if (rows.length === 0) throw new JobLeaseLostError(`job ${job.id} is no longer this run's`);
}

function errorText(error: unknown): string {
  const text =
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/** This run's hold on the job: its id and the attempt the claim counted. */
const heldBy = (row: ClaimedRow) =>
  and(eq(jobs.id, row.id), eq(jobs.status, "running"), eq(jobs.attempts, row.attempts));

async function runClaimed(
  row: ClaimedRow,
  handler: JobHandler,
  clock: () => Date,
): Promise<"succeeded" | "retry" | "dead"> {
  const db = getDb();
  const maxAttempts = handler.maxAttempts ?? row.max_attempts;
  const startedAt = clock();
  if (row.attempts > maxAttempts) {
    // A job whose last attempt's process died mid-run: no attempt left.
    await db
      .update(jobs)
      .set({
        status: "dead",
        lastError: "The process running the last attempt stopped before it finished.",
        finishedAt: startedAt,
        updatedAt: startedAt,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(heldBy(row));
    return "dead";
  }
  const heartbeat = setInterval(() => {
    db.update(jobs)
      .set({ lockedUntil: new Date(clock().getTime() + LEASE_MS) })
      .where(heldBy(row))
      .catch((error) => log.warn({ err: error, job: row.id }, "[jobs] lease renewal failed"));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await handler.run(row.payload ?? {}, { id: row.id, attempt: row.attempts, now: startedAt });
  } catch (error) {
    clearInterval(heartbeat);
    if (error instanceof JobLeaseLostError) return "succeeded";
    const now = clock();
    const dead = row.attempts >= maxAttempts;
    log[dead ? "error" : "warn"](
      { err: error, job: row.id, name: row.name, attempt: row.attempts },
      dead ? "[jobs] job failed for the last time" : "[jobs] job failed; it will be retried",
    );
    await db
      .update(jobs)
      .set({
        status: dead ? "dead" : "queued",
        lastError: errorText(error),
        maxAttempts,
        runAt: dead ? undefined : new Date(now.getTime() + retryDelayMs(row.attempts)),
        finishedAt: dead ? now : null,
        updatedAt: now,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(heldBy(row));
    return dead ? "dead" : "retry";
  }
  clearInterval(heartbeat);
  const now = clock();
  // No row when the handler completed the job itself (completeJobIn): nothing left to do.
  await db
    .update(jobs)
    .set({
      status: "succeeded",
      finishedAt: now,
      updatedAt: now,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(heldBy(row));
  return "succeeded";
}

/** The runner's own upkeep: finished jobs go after two weeks, dead ones after 90 days. */
export const cleanupHandler: JobHandler = {
  async run(_payload, job) {
    const now = (job.now ?? new Date()).getTime();
    await getDb().execute(sql`
      delete from jobs
      where (status in ('succeeded', 'cancelled') and finished_at < ${iso(new Date(now - KEEP_FINISHED_MS))})
         or (status = 'dead' and finished_at < ${iso(new Date(now - KEEP_DEAD_MS))})`);
  },
};
const CLEANUP_RECURRING: RecurringJob = { name: CLEANUP_JOB, everySeconds: 60 * 60 };

export interface RunJobsOptions {
  handlers: Record<string, JobHandler>;
  recurring?: readonly RecurringJob[];
  /** The clock (default: the real one). */
  clock?: () => Date;
  workerId?: string;
  /** Jobs claimed per statement. */
  batchSize?: number;
  /** Stop claiming when this says so (shutdown). */
  shouldStop?: () => boolean;
  /** The recurring slots queued by this worker so far (see ensureRecurringJobs). */
  queuedSlots?: Map<string, string>;
}

export interface RunSummary {
  succeeded: number;
  retried: number;
  dead: number;
}

/**
 * Runs every job due by the clock, until none is left (jobs a run makes due at once included),
 * after queueing the current slot of each recurring job. The worker's tick, and the tests' drain.
 */
export async function runJobsOnce(options: RunJobsOptions): Promise<RunSummary> {
  const clock = options.clock ?? (() => new Date());
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:once`;
  const names = Object.keys(options.handlers);
  const summary: RunSummary = { succeeded: 0, retried: 0, dead: 0 };
  await ensureRecurringJobs(options.recurring ?? [], clock(), options.queuedSlots);
  while (!options.shouldStop?.()) {
    const claimed = await claimJobs(names, workerId, clock(), options.batchSize ?? 5);
    if (claimed.length === 0) break;
    for (const row of claimed) {
      const outcome = await runClaimed(row, options.handlers[row.name], clock);
      if (outcome === "succeeded") summary.succeeded += 1;
      else if (outcome === "retry") summary.retried += 1;
      else summary.dead += 1;
    }
  }
  return summary;
}

export interface JobWorkerOptions {
  handlers: Record<string, JobHandler>;
  recurring: RecurringJob[];
  /** How often the worker looks for due jobs (ms). */
  pollMs?: number;
  clock?: () => Date;
  /** Names this worker in locked_by (default host:pid:random). */
  workerId?: string;
}

export interface JobWorker {
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_MS = 2000;

/**
 * Starts polling for due jobs: at once, then every pollMs. The runner's own cleanup is added to
 * the handlers and recurring jobs. Failures of a tick are logged; the next tick tries again.
 */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const handlers = { [CLEANUP_JOB]: cleanupHandler, ...options.handlers };
  const recurring = [CLEANUP_RECURRING, ...options.recurring];
  const workerId =
    options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const queuedSlots = new Map<string, string>();

  const tick = () => {
    timer = undefined;
    running = runJobsOnce({
      handlers,
      recurring,
      clock: options.clock,
      workerId,
      queuedSlots,
      shouldStop: () => stopped,
    })
      .then(() => undefined)
      .catch((error) => log.error({ err: error }, "[jobs] worker tick failed"))
      .finally(() => {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(tick, pollMs);
          timer.unref();
        }
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
