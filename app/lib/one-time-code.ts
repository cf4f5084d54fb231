// The codes of two-factor sign-in, as people type them: the six digits an authenticator app shows
// (often read out in two groups, "123 456") and the one-use backup codes handed out when
// two-factor is turned on ("ab1Cd-9xYz2"). Zod-free: the sign-in step and the Security page's
// set-up both read them, in their schemas and before the first paint.

export const TOTP_CODE_FORMAT_MESSAGE = "Enter the 6-digit code from your authenticator app.";
export const BACKUP_CODE_FORMAT_MESSAGE =
  "Enter one of your backup codes, like ab1Cd-9xYz2 (ten letters and digits).";

/** Digits of a TOTP code (better-auth's default, what every authenticator app shows). */
export const TOTP_CODE_DIGITS = 6;
const TOTP_CODE = /^\d{6}$/;
/** Backup codes: ten letters or digits, shown as two groups of five joined by a dash. */
const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** A typed authenticator code without the spaces or dashes people put in it. */
export function normalizeTotpCode(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function isTotpCode(value: string): boolean {
  return TOTP_CODE.test(value);
}

/**
 * A typed backup code as it was handed out: spaces dropped, the dash put back when it was left
 * out. Letter case is kept: the codes are case-sensitive.
 */
export function normalizeBackupCode(value: string): string {
  const compact = value.replace(/\s/g, "");
  return /^[A-Za-z0-9]{10}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

export function isBackupCode(value: string): boolean {
  return BACKUP_CODE.test(value);
}
