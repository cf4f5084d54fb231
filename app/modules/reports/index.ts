// The reports area as other areas see it (isomorphic); server-only parts: ./index.server.ts.
export {
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_RATE_LIMIT,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from "./constants";
export { type ReportInput, reportSchema } from "./schemas";
