// The confirmation form of /account/delete. Only presence and length are checked here: whether
// the password, the passkey and the username are the member's is the use-case's question. A
// passkey answer (sent by the page's passkey button) stands in for the password.
import { z } from "zod";
import {
  DELETION_FIELD_MAX_LENGTH,
  DELETION_FIELDS,
  DELETION_MESSAGES,
  PASSKEY_ASSERTION_MAX_LENGTH,
} from "./messages";

const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

export const deleteAccountSchema = z
  .object({
    [DELETION_FIELDS.password]: text.pipe(
      z.string().max(DELETION_FIELD_MAX_LENGTH, DELETION_MESSAGES.tooLong),
    ),
    [DELETION_FIELDS.username]: text.pipe(
      z
        .string()
        .trim()
        .min(1, DELETION_MESSAGES.usernameRequired)
        .max(DELETION_FIELD_MAX_LENGTH, DELETION_MESSAGES.tooLong),
    ),
    [DELETION_FIELDS.passkey]: text.pipe(
      z.string().max(PASSKEY_ASSERTION_MAX_LENGTH, DELETION_MESSAGES.notYourPasskey),
    ),
  })
  .superRefine((input, ctx) => {
    if (input[DELETION_FIELDS.passkey] === "" && input[DELETION_FIELDS.password] === "") {
      ctx.addIssue({
        code: "custom",
        path: [DELETION_FIELDS.password],
        message: DELETION_MESSAGES.passwordRequired,
      });
    }
  });

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
