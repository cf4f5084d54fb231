// The /auth forms' schemas, shared by the browser (checked before submitting) and the actions
// (checked again on the server), so both show the same messages. Client-safe: no server imports.
// The browser loads this module (and zod) only when a form is used; the limits and messages the
// pages need live in ./form-rules, re-exported here.
import { z } from "zod";
import {
  BACKUP_CODE_FORMAT_MESSAGE,
  isBackupCode,
  isTotpCode,
  normalizeBackupCode,
  normalizeTotpCode,
  TOTP_CODE_FORMAT_MESSAGE,
} from "~/lib/one-time-code";
import {
  CREDENTIALS_REQUIRED_MESSAGE,
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_REQUIRED_MESSAGE,
  FULL_NAME_TOO_LONG_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  newPasswordLengthProblem,
  PASSWORDS_DIFFER_MESSAGE,
  USERNAME_FORMAT_MESSAGE,
  USERNAME_PATTERN,
} from "./form-rules";

export * from "./form-rules";

/** A form value as a string ("" for a missing field or a file). */
const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());
const trimmed = z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string());

/** Optional username: blank means "generate one"; otherwise letters, digits, '_', '.', '-'. */
export const usernameField = trimmed.pipe(
  z.union([z.literal(""), z.string().regex(USERNAME_PATTERN, USERNAME_FORMAT_MESSAGE)]),
);

const AVATAR_ON_PROFILE_MESSAGE = "Choose your avatar on your profile page.";

const fullNameField = trimmed.pipe(
  z.string().max(FULL_NAME_MAX_LENGTH, FULL_NAME_TOO_LONG_MESSAGE),
);

/**
 * The fields of better-auth's JSON sign-up (/api/auth/sign-up/email) held to the sign-up page's
 * rules. The avatar is chosen on the profile page only (its own upload and URL rules).
 */
export const apiSignUpSchema = z.object({
  email: trimmed.pipe(z.email(INVALID_EMAIL_MESSAGE)),
  name: fullNameField.pipe(z.string().min(1, FULL_NAME_REQUIRED_MESSAGE)),
  username: z.preprocess((v) => v ?? "", usernameField),
  image: z.union([z.null(), z.literal("")], { error: AVATAR_ON_PROFILE_MESSAGE }).optional(),
});

function requireCredentials(
  value: { email: string; password: string },
  ctx: z.core.$RefinementCtx,
): boolean {
  if (value.email && value.password) return true;
  ctx.addIssue({ code: "custom", path: [], message: CREDENTIALS_REQUIRED_MESSAGE });
  return false;
}

function checkPasswordsMatch(
  value: { password: string; confirmPassword: string },
  ctx: z.core.$RefinementCtx,
) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DIFFER_MESSAGE });
  }
}

function checkNewPassword(password: string, path: string, ctx: z.core.$RefinementCtx) {
  const problem = newPasswordLengthProblem(password);
  if (problem) ctx.addIssue({ code: "custom", path: [path], message: problem });
}

export const signInSchema = z
  .object({ email: trimmed, password: text })
  .superRefine((value, ctx) => {
    requireCredentials(value, ctx);
  });

export const signUpSchema = z
  .object({
    email: trimmed,
    password: text,
    confirmPassword: text,
    fullName: fullNameField,
    username: usernameField,
  })
  .superRefine((value, ctx) => {
    if (requireCredentials(value, ctx)) {
      if (!z.email().safeParse(value.email).success) {
        ctx.addIssue({ code: "custom", path: ["email"], message: INVALID_EMAIL_MESSAGE });
      }
      checkNewPassword(value.password, "password", ctx);
    }
    checkPasswordsMatch(value, ctx);
    if (!value.fullName) {
      ctx.addIssue({ code: "custom", path: ["fullName"], message: FULL_NAME_REQUIRED_MESSAGE });
    }
  });

export const emailOnlySchema = z.object({
  email: trimmed.pipe(
    z.string().min(1, INVALID_EMAIL_MESSAGE).pipe(z.email(INVALID_EMAIL_MESSAGE)),
  ),
});

export const resetPasswordSchema = z
  .object({ token: trimmed, password: text, confirmPassword: text })
  .superRefine((value, ctx) => {
    checkNewPassword(value.password, "password", ctx);
    checkPasswordsMatch(value, ctx);
  });

/** The sign-in step of an account with two-factor: the authenticator's code. */
export const totpCodeSchema = z.object({
  code: z.preprocess(
    (v) => normalizeTotpCode(typeof v === "string" ? v : ""),
    z.string().refine(isTotpCode, TOTP_CODE_FORMAT_MESSAGE),
  ),
});

/** …or one of the backup codes. */
export const backupCodeSchema = z.object({
  code: z.preprocess(
    (v) => normalizeBackupCode(typeof v === "string" ? v : ""),
    z.string().refine(isBackupCode, BACKUP_CODE_FORMAT_MESSAGE),
  ),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
