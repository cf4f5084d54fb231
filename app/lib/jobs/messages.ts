// The texts of /admin/jobs. Client-safe.
export const JOB_ADMIN_MESSAGES = {
  loadFailed: "Failed to load jobs.",
  empty: "No failed jobs. Everything the site scheduled ran.",
  retried: "Job queued again: it runs within a few seconds.",
  retryFailed: "Failed to retry the job.",
  notFound: "That job no longer exists.",
  notDead: "That job is not dead any more: it is queued or has run.",
} as const;
