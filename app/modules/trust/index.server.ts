// The trust area's server-only parts: the new-member limits every create use-case calls, the
// sign-up records and holds, the sign-up form's guard, and the "member" report target and jobs
// the app registers. Isomorphic parts: ./index.ts.
export {
  AccountHeldError,
  assertNewMemberMay,
  assertNotHeld,
  type MemberStanding,
  newMemberStanding,
  type PostHold,
} from "./new-members.server";
export {
  checkSignUpGuard,
  issueSignUpStamp,
  type SignUpGuardVerdict,
  signUpGuardInput,
  signUpGuardMessage,
} from "./sign-up-guard.server";
export {
  deleteHeldAccount,
  MEMBER_APPROVED_JOB,
  memberReportTarget,
  type RemoveAccountInTx,
  recordSignUp,
  recordSignUpIn,
  setAccountHeld,
  TRUST_JOBS,
} from "./sign-ups.server";
