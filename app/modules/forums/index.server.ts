// The forums area's server-only parts other areas and the app layer use.
export { exportMemberForumPosts } from "./export.server";
export { POST_REPORT_TYPE, TOPIC_REPORT_TYPE } from "./report-types";
export { POST_REPORT_TARGET, TOPIC_REPORT_TARGET } from "./reports.server";
