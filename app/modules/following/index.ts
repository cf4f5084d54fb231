// The following area as other areas and routes see it (isomorphic); server-only: ./index.server.ts.
export {
  BuildFollowControls,
  buildFollowKey,
  FollowBuildButton,
  FollowMemberButton,
  MemberFollowControls,
  MuteBuildButton,
} from "./components/follow-buttons";
export { FollowBuildMenuItem } from "./components/follow-menu-item";
export { FOLLOWING_MESSAGES, FOLLOWING_PATH, followersLabel } from "./constants";
export type { FollowActionResult } from "./types";
