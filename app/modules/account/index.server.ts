// The account area's server-only parts the app layer uses; isomorphic ones: ./index.ts.

export {
  afterRemoval,
  type DeletionConfirmation,
  deleteAccount,
  removeMemberInTx,
} from "./deletion/deletion.server";
export { EXPORTS_MEMBER_LEAVING } from "./deletion/exports.server";
export { getDeletionSummary } from "./deletion/queries.server";
export { accountExportJobs, makeReadyExport } from "./export/jobs.server";
export { listPasskeys } from "./security/queries.server";
export {
  enrolmentOf,
  type ImportedTwoFactor,
  importedTwoFactor,
} from "./security/totp-secret.server";
