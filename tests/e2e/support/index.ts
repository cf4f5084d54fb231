// What spec files import: `import { test, expect, demoUsers, signIn, signInWithForm } from "./support";`
// See ./README.md.
export { expectNoAxeViolations } from "./axe";
export { type DemoUser, demoUsers } from "./demo-users";
export {
  type AppDatabase,
  type AppServer,
  expect,
  expectNoSidewaysScroll,
  fileApp,
  holdRequests,
  holdScripts,
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
  dropConnection,
  expectNoErrorScreen,
  makePhoto,
  openAdminTab,
  type PhotoOptions,
  pageShot,
  photo,
  signedInContext,
  toast,
} from "./page-helpers";
