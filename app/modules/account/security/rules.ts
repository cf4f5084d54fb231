// The Security page's limits and messages (/account/security: two-factor and passkeys) and those
// of the admin's "Reset two-factor" (/admin/members). Zod-free: safe for the first paint; the
// schemas (./schemas.ts) and the use-cases build their checks and refusals from these.

/** A passkey's name, as its owner gives it ("Pixel 8", "Work laptop"). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
export const PASSKEY_NAME_REQUIRED_MESSAGE = "Give the passkey a name.";
export const PASSKEY_NAME_TOO_LONG_MESSAGE = `Keep the name under ${PASSKEY_NAME_MAX_LENGTH + 1} characters.`;
export const PASSKEY_NAME_CHARACTERS_MESSAGE = "Use letters, digits, spaces and punctuation only.";

/** What a name with nothing wrong is shown as, or the problem with it (blank allowed or not). */
export function passkeyNameProblem(name: string, { required }: { required: boolean }) {
  const trimmed = name.trim();
  if (!trimmed) return required ? PASSKEY_NAME_REQUIRED_MESSAGE : null;
  if (trimmed.length > PASSKEY_NAME_MAX_LENGTH) return PASSKEY_NAME_TOO_LONG_MESSAGE;
  // Control characters (and U+0000, which PostgreSQL text cannot hold) are never typed.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for.
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return PASSKEY_NAME_CHARACTERS_MESSAGE;
  return null;
}

export const SECURITY_MESSAGES = {
  loadFailed: "Failed to load your security settings. Please try again.",
  passwordRequired: "Enter your password to confirm it's you.",
  wrongPassword: "That password isn't right.",
  codeRefused: "That code didn't work. Check your authenticator's clock and try again.",
  setupExpired: "Set-up was cancelled or has already finished. Start again if you need to.",
  alreadyOn: "Two-factor is already on.",
  notOn: "Two-factor isn't on.",
  twoFactorOn: "Two-factor authentication is on.",
  twoFactorOff: "Two-factor authentication is off.",
  setupCancelled: "Two-factor set-up cancelled.",
  backupCodesNew: "New backup codes made: the old ones no longer work.",
  adminKeepsTwoFactor:
    "Admins must keep two-factor on. Ask another admin to reset it if you've lost your authenticator.",
  twoFactorFailed: "Failed to change two-factor authentication. Please try again.",
  passkeyAdded: "Passkey added. You can use it to sign in.",
  passkeyRenamed: "Passkey renamed.",
  passkeyRemoved: "Passkey removed.",
  passkeyMissing: "That passkey is no longer on your account.",
  passkeyFailed: "Failed to update the passkey. Please try again.",
  passkeyAddFailed: "The passkey couldn't be added. Please try again.",
  passkeyCancelled: "Adding the passkey was cancelled or timed out.",
  passkeyUnsupported: "This browser or device can't make a passkey for this site.",
  passkeyAlreadyThere: "This device already has a passkey for your account.",
  passkeySignInAgain:
    "For your safety, passkeys are added within a day of signing in. Sign out, sign in again and try once more.",
  passkeyNeedsJavaScript: "Adding a passkey needs JavaScript.",
} as const;

/** Member searches longer than this are cut (no username or address is longer). */
export const MEMBER_SEARCH_MAX_LENGTH = 254;

export const ADMIN_MEMBERS_MESSAGES = {
  searchHint: "Find a member by username or email address.",
  noMatch: "No member matches that username or email address.",
  loadFailed: "Failed to load members. Please try again.",
  resetDone: "Two-factor reset: the member was signed out everywhere and told by email.",
  resetFailed: "Failed to reset two-factor. Please try again.",
  resetNotOn: "This member doesn't have two-factor on: there is nothing to reset.",
  resetSelf:
    "You can't reset your own two-factor here: another admin must do it, or regenerate your backup codes on your Security page.",
  memberMissing: "That member no longer exists.",
} as const;

/** Audit log: the action of an admin's reset (its entry names the member). */
export const TWO_FACTOR_RESET_AUDIT_ACTION = "member-two-factor-reset";
