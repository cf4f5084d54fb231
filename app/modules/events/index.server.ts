// The events area's server-only parts other areas use; isomorphic ones: ./index.ts.
export { deleteEvent, setEventApprovalStatus } from "./events.server";
export { listUpcomingEventsByHost } from "./queries.server";
export {
  eventReminderJobs,
  remindersEnabled,
  setEventReminders,
} from "./reminders.server";
export { SERIES_JOBS } from "./series/jobs.server";
export { generateSeriesInTx, generateSeriesOccurrences } from "./series/series.server";
