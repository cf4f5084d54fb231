// The reports area as other areas see it (isomorphic, zod-free: the report form is on pages whose
// first paint must not carry zod); server-only parts, the schema included: ./index.server.ts.
export { ReportControl, ReportForm, type ReportResult } from "./components/report-form";
export {
  AUTO_HIDE_REPORTERS,
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_RATE_LIMIT,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from "./constants";
