// The series' part of the job runner: every hour, make the dates that came into the horizon.
// Shaped as the runner's JobHandler / RecurringJob (app/lib/jobs), registered in app/jobs.server.ts.
import { generateSeriesOccurrences } from "./series.server";

export const GENERATE_SERIES_JOB = "events.generate-series";

export const SERIES_JOBS = {
  handlers: {
    [GENERATE_SERIES_JOB]: {
      async run() {
        await generateSeriesOccurrences(new Date());
      },
      maxAttempts: 3,
    },
  },
  recurring: [{ name: GENERATE_SERIES_JOB, everySeconds: 3600 }],
} as const;
