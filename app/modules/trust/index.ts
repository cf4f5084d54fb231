// The trust area's isomorphic parts other areas and pages use: the new-member rules' numbers and
// words, and the sign-up form's guard fields. Server-only parts: ./index.server.ts.
export { SignUpGuardFields } from "./components/sign-up-guard-fields";
export {
  MEMBER_REPORT_TYPE,
  NEW_MEMBER_LIMITS,
  NEW_MEMBER_MAX_LINKS,
  type NewMemberAction,
  SIGN_UP_GUARD_FIELDS,
  SIGNUPS_PER_IP,
  TRUST_MESSAGES,
} from "./limits";
