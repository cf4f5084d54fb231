// What spec files import: `import { test, expect, demoUsers, signIn, signInWithForm } from "./support";`
// See ./README.md.
export { expectNoAxeViolations } from "./axe";
export { type DemoUser, demoUsers } from "./demo-users";
export {
  type AppDatabase,
  type AppHost,
  type AppServer,
  expect,
  expectNoSidewaysScroll,
  fileApp,
  holdRequests,
  holdScripts,
  mailIdsTo,
  type OutboxEntry,
  readOutbox,
  screenshot,
  signIn,
  signInWithForm,
  specTempDir,
  test,
  waitForHydration,
  waitForMail,
} from "./fixtures";
export {
  adminBuildRow,
  createMember,
  dropConnection,
  EMAIL_VERIFIED,
  expectNoErrorScreen,
  fillSignUp,
  makePhoto,
  openAdminTab,
  type PhotoOptions,
  pageShot,
  photo,
  SIGN_UP_SUCCESS,
  type SignUpFields,
  signedInContext,
  signUpFormStamp,
  signUpWithForm,
  tabTo,
  toast,
  turnOnTwoFactor,
} from "./page-helpers";
export { rememberTotpSecret, signInCodeFor, totpCode } from "./two-factor";
