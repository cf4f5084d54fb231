// What the account settings page (/account) says and where its links lead. Zod-free: the page's
// first paint needs these, the schemas (./schemas) build their messages from them.

/** Where the link mailed to a new address lands once better-auth has moved the account to it. */
export const EMAIL_CHANGE_PARAM = "email-change";
export const EMAIL_CHANGE_CALLBACK_PATH = `/account?${EMAIL_CHANGE_PARAM}=done`;

/** The longest address an e-mail system delivers to (RFC 5321's path limit less the brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** How many sessions the page lists; "Sign out everywhere" ends the rest too. */
export const SESSIONS_SHOWN = 50;

export const SETTINGS_MESSAGES = {
  currentPasswordRequired: "Enter your current password.",
  currentPasswordWrong: "That isn't your current password.",
  passwordChanged: "Password changed. You're signed out on every other device.",
  passwordChangedSignedOut: "Password changed. Sign in with your new password.",
  passwordChangeFailed: "Your password could not be changed. Please try again.",
  emailSame: "That's already your e-mail address.",
  emailChangeFailed: "We couldn't send the confirmation link. Please try again.",
  emailChangedSignIn: "Your e-mail address is changed. Sign in with the new one.",
  emailChangeLinkInvalid:
    "This e-mail change link is invalid or has expired. Ask for a new one on your account page.",
  sessionEnded: "That session has already ended.",
  signOutFailed: "Couldn't sign out. Please try again.",
  signedOutEverywhere: "You're signed out on every device.",
} as const;

/** Each intent's message when it fails without one of its own (the browser's fallback too). */
export const SETTINGS_FAILURE_MESSAGES = {
  "change-password": SETTINGS_MESSAGES.passwordChangeFailed,
  "change-email": SETTINGS_MESSAGES.emailChangeFailed,
  "revoke-session": SETTINGS_MESSAGES.signOutFailed,
  "sign-out-everywhere": SETTINGS_MESSAGES.signOutFailed,
} as const;

export function emailChangedMessage(email: string): string {
  return `Your e-mail address is changed. You sign in with ${email} from now on.`;
}

export function emailChangeSentMessage(email: string): string {
  return `We've sent a link to ${email}. Your address changes when you follow it.`;
}

export function sessionSignedOutMessage(device: string): string {
  return `Signed out of ${device}.`;
}
