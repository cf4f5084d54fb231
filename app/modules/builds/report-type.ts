// Builds' kind in the one report queue (reports.target_type, /admin/reports) and in the hidden
// state reads (ADR 038). Zod-free and server-free: queries, the report target and pages share it.
export const BUILD_REPORT_TYPE = "build";
