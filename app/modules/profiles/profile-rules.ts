// The profile form's limits, messages and avatar rules. Zod-free, so the profile page can render
// without loading zod (the form loads ./schemas when it is used); ./schemas re-exports these for
// the action and tests.
import { INSECURE_IMAGE_URL_MESSAGE, imageVariants, parseImageUrl } from "~/lib/image-urls";

export const PROFILE_UPDATED_MESSAGE = "Profile updated successfully";
export const PROFILE_UPDATE_FAILED_MESSAGE = "Failed to update profile";
export const PROFILE_LOAD_FAILED_MESSAGE = "Failed to load profile";

export const FULL_NAME_MAX = 100;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
export const USERNAME_FORMAT_MESSAGE =
  "Username can only use letters, numbers, dots, dashes and underscores (3–30 characters).";
export const BIO_MAX = 500;
export const LOCATION_MAX = 100;
export const AVATAR_URL_MAX = 2048;

export const AVATAR_URL_MESSAGE = "Please enter an image URL starting with https://.";

/** An avatar URL the site can show: the shared image URL rule (https only). */
export function isUsableImageUrl(value: string): boolean {
  return "url" in parseImageUrl(value);
}

/** The message for a typed avatar URL, or null when it can be used (or is empty). */
export function avatarUrlProblem(value: string): string | null {
  if (value === "") return null;
  if (value.length > AVATAR_URL_MAX) return AVATAR_URL_MESSAGE;
  const parsed = parseImageUrl(value);
  if ("url" in parsed) return null;
  return parsed.problem === "insecure" ? INSECURE_IMAGE_URL_MESSAGE : AVATAR_URL_MESSAGE;
}

/** True for an image this site stored (an upload), false for a linked image from elsewhere. */
export function isStoredImageUrl(url: string | null | undefined): boolean {
  return !!url && imageVariants(url) !== null;
}

/**
 * The avatar after saving the form. The URL field shows the current avatar only when it is a
 * linked image, so: a new upload wins; then 'Remove avatar'; then a URL in the field; an empty
 * field keeps an uploaded avatar (it was never shown there) and removes a linked one (the member
 * cleared it).
 */
export function nextAvatarUrl(
  current: string | null,
  input: { avatarUrl: string | null; removeAvatar: boolean },
  uploadedUrl: string | null,
): string | null {
  if (uploadedUrl) return uploadedUrl;
  if (input.removeAvatar) return null;
  if (input.avatarUrl) return input.avatarUrl;
  return isStoredImageUrl(current) ? current : null;
}
