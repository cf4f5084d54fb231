// The account settings forms' schemas, shared by the browser (checked before sending, loaded on
// first use: ./components/settings-schemas) and the route's intents (checked again). The new
// password follows the sign-up rule (the auth area's); its strength is checked on the server.
import { z } from "zod";
import {
  INVALID_EMAIL_MESSAGE,
  MAX_PASSWORD_LENGTH,
  newPasswordLengthProblem,
  PASSWORDS_DIFFER_MESSAGE,
} from "~/modules/auth";
import { EMAIL_MAX_LENGTH, SETTINGS_MESSAGES } from "./rules";

/** A form value as a string ("" for a missing field or a file). */
const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());
const trimmed = z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string());

export const changePasswordSchema = z
  .object({
    currentPassword: text.pipe(
      z
        .string()
        .min(1, SETTINGS_MESSAGES.currentPasswordRequired)
        // Longer than any password can be: it cannot be the current one.
        .max(MAX_PASSWORD_LENGTH, SETTINGS_MESSAGES.currentPasswordWrong),
    ),
    password: text,
    confirmPassword: text,
    /** The checkbox "Sign out on this device too" (other devices are always signed out). */
    signOutHere: z.preprocess((v) => v === "on", z.boolean()),
  })
  .superRefine((value, ctx) => {
    const problem = newPasswordLengthProblem(value.password);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: PASSWORDS_DIFFER_MESSAGE,
      });
    }
  });

export const changeEmailSchema = z.object({
  email: trimmed.pipe(
    z
      .string()
      .min(1, INVALID_EMAIL_MESSAGE)
      .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
      .pipe(z.email(INVALID_EMAIL_MESSAGE)),
  ),
});

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
