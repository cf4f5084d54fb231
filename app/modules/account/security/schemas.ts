// The Security page's forms, checked in the browser (once loaded) and again by the intents.
import { z } from "zod";
import { isTotpCode, normalizeTotpCode, TOTP_CODE_FORMAT_MESSAGE } from "~/lib/one-time-code";
import { passkeyNameProblem, SECURITY_MESSAGES } from "./rules";

const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

/** Turning two-factor on or off, new backup codes: the member's password first. */
export const passwordSchema = z.object({
  password: text.pipe(z.string().min(1, SECURITY_MESSAGES.passwordRequired)),
});

/** The first code from the authenticator, which finishes the set-up. */
export const setupCodeSchema = z.object({
  code: z.preprocess(
    (v) => normalizeTotpCode(typeof v === "string" ? v : ""),
    z.string().refine(isTotpCode, TOTP_CODE_FORMAT_MESSAGE),
  ),
});

const passkeyId = text.pipe(z.string().min(1, SECURITY_MESSAGES.passkeyMissing).max(100));

export const passkeyRenameSchema = z.object({
  id: passkeyId,
  name: text.pipe(
    z
      .string()
      .superRefine((name, ctx) => {
        const problem = passkeyNameProblem(name, { required: true });
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .transform((name) => name.trim()),
  ),
});

export const passkeyIdSchema = z.object({ id: passkeyId });

export type PasskeyRenameInput = z.infer<typeof passkeyRenameSchema>;
