// The profile form's schema, shared by the page (instant messages) and the action. Client-safe.
// The browser loads this module (and zod) only when the form is used; the limits, messages and
// avatar rules the page needs live in ./profile-rules, re-exported here.
import { z } from "zod";
import {
  avatarUrlProblem,
  BIO_MAX,
  FULL_NAME_MAX,
  LOCATION_MAX,
  USERNAME_FORMAT_MESSAGE,
  USERNAME_PATTERN,
} from "./profile-rules";

export {
  AVATAR_URL_MAX,
  AVATAR_URL_MESSAGE,
  avatarUrlProblem,
  BIO_MAX,
  FULL_NAME_MAX,
  isStoredImageUrl,
  isUsableImageUrl,
  LOCATION_MAX,
  nextAvatarUrl,
  PROFILE_LOAD_FAILED_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  USERNAME_FORMAT_MESSAGE,
  USERNAME_PATTERN,
} from "./profile-rules";

const trimmed = z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string());

/** A text field that may be left empty (stored as null). */
function optionalText(max: number, label: string) {
  return trimmed
    .pipe(z.string().max(max, `${label} must be ${max} characters or fewer.`))
    .transform((v) => v || null);
}

export const profileSchema = z.object({
  username: trimmed.pipe(z.string().regex(USERNAME_PATTERN, USERNAME_FORMAT_MESSAGE)),
  fullName: optionalText(FULL_NAME_MAX, "Full name"),
  bio: optionalText(BIO_MAX, "Bio"),
  location: optionalText(LOCATION_MAX, "Location"),
  /** A linked avatar image (https only); empty when there is none or it is an upload. */
  avatarUrl: trimmed.transform((v, ctx) => {
    const problem = avatarUrlProblem(v);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return v || null;
  }),
  removeAvatar: z.preprocess((v) => v === "on" || v === "1" || v === "true", z.boolean()),
});

export type ProfileInput = z.infer<typeof profileSchema>;
