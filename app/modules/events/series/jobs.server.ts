// The series' part of the job runner: every hour, make the dates that came into the horizon.
// Registered in app/jobs.server.ts.
import type { JobHandler, RecurringJob } from "~/lib/jobs/index.server";
import { generateSeriesOccurrences } from "./series.server";

export const GENERATE_SERIES_JOB = "events.generate-series";

export const SERIES_JOBS: { handlers: Record<string, JobHandler>; recurring: RecurringJob[] } = {
  handlers: {
    [GENERATE_SERIES_JOB]: {
      async run(_payload, job) {
        await generateSeriesOccurrences(job.now ?? new Date());
      },
      maxAttempts: 3,
    },
  },
  recurring: [{ name: GENERATE_SERIES_JOB, everySeconds: 3600 }],
};
