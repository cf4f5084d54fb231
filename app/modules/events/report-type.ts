// Events' kind in the one report queue (reports.target_type, /admin/reports) and in the hidden
// state reads (ADR 038).
export const EVENT_REPORT_TYPE = "event";
