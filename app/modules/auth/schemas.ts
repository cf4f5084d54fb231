// The /auth forms' rules, shared by the browser (checked before submitting) and the actions
// (checked again on the server), so both show the same messages. Client-safe: no server imports.
import { z } from "zod";

export const CREDENTIALS_REQUIRED_MESSAGE =
  "You must provide either an email or phone number and a password";
export const PASSWORDS_DIFFER_MESSAGE = "Passwords do not match";
export const FULL_NAME_REQUIRED_MESSAGE = "Full name is required";
export const USERNAME_FORMAT_MESSAGE =
  "Username can only use letters, numbers, dots, dashes and underscores (3–30 characters).";
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";

/** Must match emailAndPassword.minPasswordLength / maxPasswordLength in app/lib/auth.server.ts. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
export const FULL_NAME_MAX_LENGTH = 100;

/** A form value as a string ("" for a missing field or a file). */
const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());
const trimmed = z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string());

/** Optional username: blank means "generate one"; otherwise letters, digits, '_', '.', '-'. */
export const usernameField = trimmed.pipe(
  z.union([z.literal(""), z.string().regex(USERNAME_PATTERN, USERNAME_FORMAT_MESSAGE)]),
);

function requireCredentials(
  value: { email: string; password: string },
  ctx: z.core.$RefinementCtx,
): boolean {
  if (value.email && value.password) return true;
  ctx.addIssue({ code: "custom", path: [], message: CREDENTIALS_REQUIRED_MESSAGE });
  return false;
}

function checkNewPassword(password: string, path: string, ctx: z.core.$RefinementCtx) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", path: [path], message: PASSWORD_TOO_SHORT_MESSAGE });
  } else if (password.length > MAX_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", path: [path], message: PASSWORD_TOO_LONG_MESSAGE });
  }
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
    fullName: trimmed.pipe(z.string().max(FULL_NAME_MAX_LENGTH, "Full name is too long.")),
    username: usernameField,
  })
  .superRefine((value, ctx) => {
    if (requireCredentials(value, ctx)) {
      if (!z.email().safeParse(value.email).success) {
        ctx.addIssue({ code: "custom", path: ["email"], message: INVALID_EMAIL_MESSAGE });
      }
      checkNewPassword(value.password, "password", ctx);
    }
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: PASSWORDS_DIFFER_MESSAGE,
      });
    }
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
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: PASSWORDS_DIFFER_MESSAGE,
      });
    }
  });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Field name → its first message; form-wide messages (no field) under "form". */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A submitted form as a plain object for the schemas (the first value of each field). */
export function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (!(key in values)) values[key] = value;
  return values;
}
