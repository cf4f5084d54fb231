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
