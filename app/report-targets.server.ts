// Every kind of content members can report, for the admins' one review queue (/admin/reports).
// A new kind (forum posts, members) registers its ReportTarget here under its type. Comments of
// every thread kind (builds, journal entries, events' Q&A) come in COMMENT_REPORT_TARGETS.
import { COMMENT_REPORT_TARGETS } from "~/modules/comments/index.server";
import { LISTING_REPORT_TYPE } from "~/modules/marketplace/constants";
import { LISTING_REPORT_TARGET } from "~/modules/marketplace/reports.server";
import type { ReportTargets } from "~/modules/reports/index.server";

export const REPORT_TARGETS: ReportTargets = {
  ...COMMENT_REPORT_TARGETS,
  [LISTING_REPORT_TYPE]: LISTING_REPORT_TARGET,
};
