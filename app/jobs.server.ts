// The app's job registry: every area's job handlers and recurring jobs, given to the worker each
// app process starts (app/lib/startup.server.ts, JOBS_WORKER). An area exports its jobs through
// its index.server.ts and is added here with one line; app/lib/jobs has the runner.
import { type JobHandler, type RecurringJob, startJobWorker } from "~/lib/jobs/index.server";
import { eventReminderJobs, SERIES_JOBS } from "~/modules/events/index.server";

const AREA_JOBS: { handlers: Record<string, JobHandler>; recurring: RecurringJob[] }[] = [
  eventReminderJobs,
  SERIES_JOBS,
];

export const JOB_HANDLERS: Record<string, JobHandler> = Object.assign(
  {},
  ...AREA_JOBS.map((area) => area.handlers),
);

export const RECURRING_JOBS: RecurringJob[] = AREA_JOBS.flatMap((area) => area.recurring);

/** Starts this process's worker on every area's jobs; its stop runs at shutdown. */
export async function startAppJobWorker() {
  return startJobWorker({ handlers: JOB_HANDLERS, recurring: RECURRING_JOBS });
}
