// The reports area's server-only parts other areas and the app use; isomorphic ones: ./index.ts.
export { reportIntent } from "./intents.server";
export {
  AlreadyReportedError,
  countOpenReports,
  dismissReports,
  fileReport,
  hideReportedContent,
  holdForReview,
  listReportQueue,
  type QueueItem,
  type ReportAccess,
  type ReportedContent,
  type ReportTarget,
  type ReportTargets,
  removeReportedContent,
  resolveReportsOf,
} from "./reports.server";
export { type ReportInput, reportSchema } from "./schemas";
