// The builds area's server-only parts other areas use; isomorphic ones: ./index.ts.

export {
  type AttendingCar,
  type BringableBuild,
  isBringableBuild,
  listAttendingCars,
  listBringableBuilds,
} from "./event-cars.server";
export { exportMemberBuilds } from "./export.server";
export { exportMemberJournal } from "./journal/export.server";
export { BUILDS_MEMBER_LEAVING } from "./leaving.server";
export {
  type BuildCardData,
  type CarOfTheWeek,
  type HomeBuilds,
  listPublicBuilds,
} from "./queries.server";
export { BUILD_REPORT_TYPE } from "./report-type";
export { BUILD_REPORT_TARGET } from "./reports.server";
