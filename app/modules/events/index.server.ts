// The events area's server-only parts other areas use; isomorphic ones: ./index.ts.
export { deleteEvent, setEventApprovalStatus } from "./events.server";
export { exportMemberEvents } from "./export.server";
export { EVENTS_MEMBER_LEAVING } from "./leaving.server";
export { listUpcomingEventsByHost } from "./queries.server";
export {
  eventReminderJobs,
  remindersEnabled,
  setEventReminders,
} from "./reminders.server";
export { EVENT_REPORT_TYPE } from "./report-type";
export { EVENT_REPORT_TARGET } from "./reports.server";
export { SERIES_JOBS } from "./series/jobs.server";
export { generateSeriesInTx, generateSeriesOccurrences } from "./series/series.server";
