// The profiles area's server-only parts other areas use; isomorphic ones: ./index.ts.

export { exportMemberProfile } from "./export.server";
export { PROFILES_MEMBER_LEAVING } from "./leaving.server";
export {
  createProfileForNewUser,
  getProfile,
  isUsernameTaken,
  USERNAME_TAKEN_MESSAGE,
} from "./profiles.server";
export { loadViewer, type Viewer } from "./viewer.server";
