// The app's job registry: every area's job handlers and recurring jobs, given to the worker each
// app process starts (app/lib/startup.server.ts, JOBS_WORKER). An area exports its jobs through
// its index.server.ts and is added here with one line; app/lib/jobs has the runner.
import { MEMBER_DATA_EXPORTERS } from "~/account-data.server";
import { type JobHandler, type RecurringJob, startJobWorker } from "~/lib/jobs/index.server";
import { accountExportJobs } from "~/modules/account/index.server";
import { eventReminderJobs, SERIES_JOBS } from "~/modules/events/index.server";
import { TRUST_JOBS } from "~/modules/trust/index.server";

const AREA_JOBS: { handlers: Record<string, JobHandler>; recurring: RecurringJob[] }[] = [
  eventReminderJobs,
  SERIES_JOBS,
  // The data export's job gets every area's exporter from the app layer.
  accountExportJobs(MEMBER_DATA_EXPORTERS),
  TRUST_JOBS,
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
