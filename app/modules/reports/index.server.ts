// The reports area's server-only parts other areas and the app use; isomorphic ones: ./index.ts.
export {
  AlreadyReportedError,
  countOpenReports,
  dismissReports,
  fileReport,
  listReportQueue,
  type QueueItem,
  type ReportedContent,
  type ReportTarget,
  type ReportTargets,
  removeReportedContent,
  resolveReportsOf,
} from "./reports.server";
