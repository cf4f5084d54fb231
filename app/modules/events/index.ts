// The events area as other areas see it (isomorphic); server-only parts: ./index.server.ts.
export { dateToZonedWallTime, zonedWallTimeToDate } from "./time";
export type { EventCardData } from "./types";
