// Every kind of content members can report, for the admins' one review queue (/admin/reports).
// A new kind (forum posts, listings, members) registers its ReportTarget here under its type.
import { COMMENT_REPORT_TARGETS } from "~/modules/builds/comments/intents.server";
import type { ReportTargets } from "~/modules/reports/index.server";

export const REPORT_TARGETS: ReportTargets = {
  ...COMMENT_REPORT_TARGETS,
};
