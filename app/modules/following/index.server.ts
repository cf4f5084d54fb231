// The following area's server-only parts (isomorphic ones: ./index.ts).
export {
  type BuildFollowState,
  getBuildFollowState,
  getMemberFollowState,
  listCardFollowStates,
  type MemberFollowState,
} from "./queries.server";
