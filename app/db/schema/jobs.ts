import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps, uuidPrimaryKey } from "./columns";

export const JOB_STATUSES = ["queued", "running", "succeeded", "dead", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable job queue every area uses (reminders, series occurrences, digests). A worker
 * claims due rows with `for update skip locked`, so several app processes never run one job
 * twice; a claim is a lease (locked_until): a process that dies mid-job leaves it to be claimed
 * again once the lease ends. A failed attempt goes back to 'queued' later (backoff) until
 * max_attempts, then 'dead' for an admin to see. unique_key makes scheduling idempotent: a job
 * with the same key is never queued twice, finished or not.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuidPrimaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lastError: text("last_error"),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    uniqueKey: text("unique_key"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check(
      "jobs_status_check",
      sql`${t.status} in (${sql.raw(JOB_STATUSES.map((s) => `'${s}'`).join(", "))})`,
    ),
    check("jobs_attempts_check", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    uniqueIndex("jobs_unique_key").on(t.uniqueKey),
    // What a worker claims next: due queued jobs, and running ones whose lease ran out.
    index("jobs_due_idx").on(t.runAt).where(sql`${t.status} = 'queued'`),
    index("jobs_lease_idx").on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    // The admins' list, newest change first per status.
    index("jobs_status_updated_idx").on(t.status, t.updatedAt.desc()),
  ],
);
