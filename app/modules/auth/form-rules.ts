// The /auth forms' limits and messages. Zod-free, so the account pages can render without loading
// zod (the forms load ./schemas when they are used); ./schemas re-exports these for the actions
// and tests. The username's rule belongs to the profile, which sign-up creates.
export { USERNAME_FORMAT_MESSAGE, USERNAME_PATTERN } from "~/modules/profiles";

export const CREDENTIALS_REQUIRED_MESSAGE =
  "You must provide either an email or phone number and a password";
export const PASSWORDS_DIFFER_MESSAGE = "Passwords do not match";
export const FULL_NAME_REQUIRED_MESSAGE = "Full name is required";
export const FULL_NAME_TOO_LONG_MESSAGE = "Full name is too long.";
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";

/** Also the limits better-auth enforces (./auth.server.ts gives them to it). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;

/** The length rule of a new password (sign up, reset, change): its message, or undefined. */
export function newPasswordLengthProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  return undefined;
}
/** A new password that is common or easy to guess (checked on the server: the list is large). */
export const PASSWORD_TOO_WEAK_MESSAGE =
  "This password is too common or easy to guess. Add a few more words or characters, or use a phrase only you would think of.";

export const FULL_NAME_MAX_LENGTH = 100;
