// What the account pages say (SPEC "Auth /auth" and §8). Client-safe: pages and actions share it.
export const SIGN_UP_SUCCESS_MESSAGE =
  "Account created! Please check your email to verify your account.";
export const SIGN_IN_SUCCESS_MESSAGE = "Welcome back!";
export const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred";

export const VERIFICATION_RESENT_MESSAGE =
  "We've sent you a new verification link. Please check your email.";
export const EMAIL_VERIFIED_MESSAGE = "Your email is verified. You can sign in now.";
export const VERIFICATION_LINK_FAILED_MESSAGE = "This verification link is invalid or has expired.";
export const VERIFICATION_LINK_REQUESTED_MESSAGE =
  "If that account still needs verifying, we've sent a new link. Please check your email.";

export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password.";
export const PASSWORD_RESET_MESSAGE = "Your password has been reset. Please sign in.";
export const RESET_LINK_INVALID_MESSAGE =
  "This password reset link is invalid or has expired. Please request a new one.";

// Two-factor sign-in (/auth/two-factor) and passkey sign-in (/auth). Not in the SPEC: its sign-in
// texts above stay as they are; these are the steps it does not have.
export const TOTP_CODE_REFUSED_MESSAGE =
  "That code didn't work. Check your authenticator's clock and try again.";
export const TOTP_CODE_USED_MESSAGE =
  "That code has already been used to sign in. Wait for the next code from your authenticator app.";
export const BACKUP_CODE_REFUSED_MESSAGE =
  "That backup code didn't work. Check it and try again: each code works only once.";
export const TWO_FACTOR_EXPIRED_MESSAGE =
  "Your sign-in timed out before the code was entered. Please sign in again.";
export const TWO_FACTOR_TOO_MANY_MESSAGE =
  "Too many wrong codes for this sign-in. Please sign in again to get more tries.";
export const PASSKEY_SIGN_IN_FAILED_MESSAGE =
  "That passkey didn't work. Try again, or sign in with your email and password.";
export const PASSKEY_UNKNOWN_MESSAGE =
  "This passkey isn't registered with Camber Club (it may have been removed). Sign in with your email and password.";
export const PASSKEY_CANCELLED_MESSAGE =
  "Passkey sign-in was cancelled or timed out. Try again when you're ready.";
export const PASSKEY_NEEDS_JAVASCRIPT_MESSAGE =
  "Signing in with a passkey needs JavaScript. Sign in with your email and password instead.";

/** The wait when an account's codes are locked after too many wrong ones. */
export function twoFactorLockedMessage(wait: string): string {
  return `Too many wrong codes for this account. Please wait ${wait} and try again.`;
}
