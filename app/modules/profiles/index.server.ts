// The profiles area's server-only parts other areas use; isomorphic ones: ./index.ts.
export {
  createProfileForNewUser,
  getProfile,
  isUsernameTaken,
  USERNAME_TAKEN_MESSAGE,
} from "./profiles.server";
export { loadViewer, type Viewer } from "./viewer.server";
