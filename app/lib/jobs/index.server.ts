// The durable job runner every area schedules work with (./runner.server.ts explains how it
// works). Areas export their handlers and recurring jobs through their index.server.ts; the app
// layer's registry (app/jobs.server.ts) gives them to the worker each process starts.
export {
  completeJobIn,
  DEFAULT_MAX_ATTEMPTS,
  enqueueJob,
  type JobContext,
  type JobHandler,
  JobLeaseLostError,
  type JobWorker,
  type JobWorkerOptions,
  LEASE_MS,
  type RecurringJob,
  type RunJobsOptions,
  type RunSummary,
  recurringSlot,
  retryDelayMs,
  runJobsOnce,
  startJobWorker,
} from "./runner.server";
