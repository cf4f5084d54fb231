// The builds area's server-only parts other areas use; isomorphic ones: ./index.ts.

export {
  type AttendingCar,
  type BringableBuild,
  isBringableBuild,
  listAttendingCars,
  listBringableBuilds,
} from "./event-cars.server";
export {
  type BuildCardData,
  type CarOfTheWeek,
  type HomeBuilds,
  listPublicBuilds,
} from "./queries.server";
