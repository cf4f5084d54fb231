// The marketplace area's server-only parts other areas and the app layer use.

export { LISTING_REPORT_TYPE } from "./constants";
export { exportMemberListings } from "./export.server";
export { MARKETPLACE_MEMBER_LEAVING } from "./leaving.server";
export { LISTING_REPORT_TARGET } from "./reports.server";
