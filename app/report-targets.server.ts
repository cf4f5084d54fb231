// Every kind of content members can report, for the admins' one review queue (/admin/reports):
// each kind's ReportTarget lives in its own area and is registered here under its type. Comments
// of every thread kind (builds, journal entries, events' Q&A) come in COMMENT_REPORT_TARGETS.
// The site's own holds (holdForReview) use the same types, so a held item is decided like a
// reported one.

import { BUILD_REPORT_TARGET, BUILD_REPORT_TYPE } from "~/modules/builds/index.server";
import { COMMENT_REPORT_TARGETS } from "~/modules/comments/index.server";
import { EVENT_REPORT_TARGET, EVENT_REPORT_TYPE } from "~/modules/events/index.server";
import {
  POST_REPORT_TARGET,
  POST_REPORT_TYPE,
  TOPIC_REPORT_TARGET,
  TOPIC_REPORT_TYPE,
} from "~/modules/forums/index.server";
import { LISTING_REPORT_TARGET, LISTING_REPORT_TYPE } from "~/modules/marketplace/index.server";
import type { ReportTargets } from "~/modules/reports/index.server";
import { MEMBER_REPORT_TYPE } from "~/modules/trust";
import { memberReportTarget } from "~/modules/trust/index.server";
import { removeAccountByAdmin } from "./account-removal.server";

export const REPORT_TARGETS: ReportTargets = {
  ...COMMENT_REPORT_TARGETS,
  [BUILD_REPORT_TYPE]: BUILD_REPORT_TARGET,
  [EVENT_REPORT_TYPE]: EVENT_REPORT_TARGET,
  [TOPIC_REPORT_TYPE]: TOPIC_REPORT_TARGET,
  [POST_REPORT_TYPE]: POST_REPORT_TARGET,
  [LISTING_REPORT_TYPE]: LISTING_REPORT_TARGET,
  // Accounts held for review (a burst of sign-ups from one address): filed by the site only.
  [MEMBER_REPORT_TYPE]: memberReportTarget(removeAccountByAdmin),
};
