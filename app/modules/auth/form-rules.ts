// The /auth forms' limits and messages, and reading a submitted form. Zod-free, so the account
// pages can render without loading zod (the forms load ./schemas when they are used); ./schemas
// re-exports these for the actions and tests.

export const CREDENTIALS_REQUIRED_MESSAGE =
  "You must provide either an email or phone number and a password";
export const PASSWORDS_DIFFER_MESSAGE = "Passwords do not match";
export const FULL_NAME_REQUIRED_MESSAGE = "Full name is required";
export const FULL_NAME_TOO_LONG_MESSAGE = "Full name is too long.";
export const USERNAME_FORMAT_MESSAGE =
  "Username can only use letters, numbers, dots, dashes and underscores (3–30 characters).";
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";

/** Must match emailAndPassword.minPasswordLength / maxPasswordLength in app/lib/auth.server.ts. */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
/** A new password that is common or easy to guess (checked on the server: the list is large). */
export const PASSWORD_TOO_WEAK_MESSAGE =
  "This password is too common or easy to guess. Add a few more words or characters, or use a phrase only you would think of.";

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
export const FULL_NAME_MAX_LENGTH = 100;

/** Field name → its first message; form-wide messages (no field) under "form". */
export type FieldErrors = Partial<Record<string, string>>;

/** A submitted form as a plain object for the schemas (the first value of each field). */
export function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (!(key in values)) values[key] = value;
  return values;
}
