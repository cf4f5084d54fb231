// The words of deleting an account (/account/delete), zod-free: the page, its schema and the
// use-case share them.

export const DELETION_FIELDS = {
  password: "password",
  username: "confirmUsername",
  /** The browser's answer to the passkey prompt (JSON), sent instead of the password. */
  passkey: "passkeyAssertion",
} as const;

/** The longest passkey answer accepted (a real one is about 1 KB). */
export const PASSKEY_ASSERTION_MAX_LENGTH = 16_000;

/** The longest text either field accepts (a password is at most 128 characters). */
export const DELETION_FIELD_MAX_LENGTH = 200;

export const DELETION_MESSAGES = {
  passwordRequired: "Enter your current password.",
  wrongPassword: "That password isn't right. Nothing was deleted.",
  notYourPasskey:
    "That passkey didn't confirm it's you. Nothing was deleted. Try again, or enter your password.",
  passkeyCancelled:
    "The passkey prompt was closed before it finished. Nothing was deleted. Try again, or enter your password.",
  passkeyUnavailable: "Your passkey couldn't be used in this browser. Enter your password instead.",
  usernameRequired: "Type your username to confirm.",
  wrongUsername: (username: string) =>
    `That isn't your username. Type ${username} exactly as shown. Nothing was deleted.`,
  tooLong: `That's longer than ${DELETION_FIELD_MAX_LENGTH} characters.`,
  refused: "Your account was not deleted: check the fields below.",
  failed: "Your account could not be deleted. Nothing was deleted; please try again.",
  alreadyGone: "This account has already been deleted.",
  deleted: "Your account has been deleted.",
  deletedDescription:
    "We've e-mailed a confirmation to your old address. Thanks for riding with us.",
} as const;
