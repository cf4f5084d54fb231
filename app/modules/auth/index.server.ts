// The auth area's server-only parts the rest of the app uses: the better-auth instance with the
// site's rules given (./auth.server.ts), the code of its errors, and the strength rule of a new
// password.
export { authErrorCode } from "./accounts.server";
export { auth } from "./auth.server";
export { endSession, isCurrentPassword, isOwnPasskey } from "./credentials.server";
export { newPasswordProblem } from "./password-strength.server";
export { IMPORTED_TOTP_PREFIX, totpKeyOf } from "./totp-replay.server";
