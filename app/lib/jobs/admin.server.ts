// What /admin/jobs shows and does: how many jobs are in each state, the jobs that failed (dead
// ones, and queued ones waiting to retry after an error), newest first, and "Retry" for a dead
// job. Admins only: every function refuses another actor.
import { and, count, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "~/db/client.server";
import { JOB_STATUSES, type JobStatus, jobs } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { ConflictError, NotFoundError } from "~/lib/errors";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";
import { JOB_ADMIN_MESSAGES } from "./messages";

export const FAILED_JOBS_PAGE_SIZE = 20;

export interface FailedJob {
  id: string;
  name: string;
  status: "dead" | "queued";
  attempts: number;
  maxAttempts: number;
  lastError: string;
  /** When it last failed (ISO). */
  failedAt: string;
  /** A queued job's next attempt (ISO); null for a dead one. */
  nextRunAt: string | null;
}

export async function countJobsByStatus(actor: Actor): Promise<Record<JobStatus, number>> {
  assertAdmin(actor, "count jobs");
  const rows = await getDb()
    .select({ status: jobs.status, n: count() })
    .from(jobs)
    .groupBy(jobs.status);
  const counts = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<JobStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

const failedCursor = keysetCursor({ at: cursorField.timestamp, id: cursorField.uuid });

export async function listFailedJobs(
  actor: Actor,
  cursor: string | null,
  pageSize = FAILED_JOBS_PAGE_SIZE,
): Promise<KeysetPage<FailedJob>> {
  assertAdmin(actor, "list failed jobs");
  const after = failedCursor.decode(cursor);
  const rows = await queryRows<{
    id: string;
    name: string;
    status: "dead" | "queued";
    attempts: number;
    max_attempts: number;
    last_error: string;
    at: string;
    run_at: string;
  }>(sql`
    select id, name, status, attempts, max_attempts, last_error, updated_at::text as at,
      run_at::text as run_at
    from jobs
    where (status = 'dead' or (status = 'queued' and last_error is not null))
      ${after ? sql`and (updated_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by updated_at desc, id desc
    limit ${pageSize + 1}`);
  return keysetPage(
    rows,
    pageSize,
    (row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      lastError: row.last_error ?? "",
      failedAt: new Date(row.at).toISOString(),
      nextRunAt: row.status === "queued" ? new Date(row.run_at).toISOString() : null,
    }),
    (last) => failedCursor.encode({ at: last.at, id: last.id }),
  );
}

const auditJob = auditTrail("job");

/**
 * Queues a dead job again, now, with its attempts counted from zero (its last error stays until
 * it succeeds or fails again). Audited. A job that is no longer dead is a conflict.
 */
export async function retryDeadJob(actor: Actor, id: string): Promise<void> {
  assertAdmin(actor, "retry a job");
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ name: jobs.name, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, id))
      .for("update");
    if (!row) throw new NotFoundError(`job ${id}`, { userMessage: JOB_ADMIN_MESSAGES.notFound });
    if (row.status !== "dead") {
      throw new ConflictError(`job ${id} is ${row.status}`, {
        userMessage: JOB_ADMIN_MESSAGES.notDead,
      });
    }
    const now = new Date();
    await tx
      .update(jobs)
      .set({
        status: "queued",
        attempts: 0,
        runAt: now,
        finishedAt: null,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(and(eq(jobs.id, id), eq(jobs.status, "dead")));
    await auditJob(tx, actor.id, "job-retry", {
      id,
      title: row.name,
      before: "dead",
      after: "queued",
    });
  });
}
