// The profile form's rules, shared by the page (instant messages) and the action. Client-safe.
import { z } from "zod";
import { imageVariants } from "~/lib/image-urls";
import { USERNAME_FORMAT_MESSAGE, USERNAME_PATTERN } from "~/modules/auth/schemas";

export const PROFILE_UPDATED_MESSAGE = "Profile updated successfully";
export const PROFILE_UPDATE_FAILED_MESSAGE = "Failed to update profile";
export const PROFILE_LOAD_FAILED_MESSAGE = "Failed to load profile";

export const FULL_NAME_MAX = 100;
export const BIO_MAX = 500;
export const LOCATION_MAX = 100;
export const AVATAR_URL_MAX = 2048;

export const AVATAR_URL_MESSAGE = "Please enter an image URL starting with http:// or https://.";

const trimmed = z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string());

/** A text field that may be left empty (stored as null). */
function optionalText(max: number, label: string) {
  return trimmed
    .pipe(z.string().max(max, `${label} must be ${max} characters or fewer.`))
    .transform((v) => v || null);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** True for an image this site stored (an upload), false for a linked image from elsewhere. */
export function isStoredImageUrl(url: string | null | undefined): boolean {
  return !!url && imageVariants(url) !== null;
}

export const profileSchema = z.object({
  username: trimmed.pipe(z.string().regex(USERNAME_PATTERN, USERNAME_FORMAT_MESSAGE)),
  fullName: optionalText(FULL_NAME_MAX, "Full name"),
  bio: optionalText(BIO_MAX, "Bio"),
  location: optionalText(LOCATION_MAX, "Location"),
  /** A linked avatar image (http/https only); empty when there is none or it is an upload. */
  avatarUrl: trimmed
    .pipe(
      z
        .string()
        .max(AVATAR_URL_MAX, AVATAR_URL_MESSAGE)
        .refine((v) => v === "" || isHttpUrl(v), AVATAR_URL_MESSAGE),
    )
    .transform((v) => v || null),
  removeAvatar: z.preprocess((v) => v === "on" || v === "1" || v === "true", z.boolean()),
});

export type ProfileInput = z.infer<typeof profileSchema>;

/**
 * The avatar after saving the form. The URL field shows the current avatar only when it is a
 * linked image, so: a new upload wins; then 'Remove avatar'; then a URL in the field; an empty
 * field keeps an uploaded avatar (it was never shown there) and removes a linked one (the member
 * cleared it).
 */
export function nextAvatarUrl(
  current: string | null,
  input: Pick<ProfileInput, "avatarUrl" | "removeAvatar">,
  uploadedUrl: string | null,
): string | null {
  if (uploadedUrl) return uploadedUrl;
  if (input.removeAvatar) return null;
  if (input.avatarUrl) return input.avatarUrl;
  return isStoredImageUrl(current) ? current : null;
}
