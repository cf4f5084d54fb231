// The builds area's SPEC messages and limits. Zod-free, so the build pages and forms can use them
// without loading zod; ./schemas re-exports them for the actions and tests. Messages are built
// from the limits, so changing a limit changes every text that states it.
import { BUILD_IMAGE_MESSAGES } from "~/lib/image-rules";

export const MAX_BUILD_IMAGES = 5;

export const BUILD_MESSAGES = {
  noId: "No build ID provided",
  invalidId: "Invalid build ID format",
  imageRequired: "Image Required: Please add at least one image to your build.",
  tooManyImagesTitle: "Too many images",
  tooManyOnCreate: `You can upload a maximum of ${MAX_BUILD_IMAGES} images.`,
  tooManyOnEdit: `You can have a maximum of ${MAX_BUILD_IMAGES} images total.`,
  invalidFileType: BUILD_IMAGE_MESSAGES.invalidType,
  fileTooLarge: BUILD_IMAGE_MESSAGES.tooLarge,
} as const;

/**
 * The one photo-count rule of a build, used by the form (choosing, restoring, sending), the
 * action and the use-cases: a build has at most MAX_BUILD_IMAGES photos.
 */
export function tooManyBuildPhotos(count: number): boolean {
  return count > MAX_BUILD_IMAGES;
}
export const MAX_BUILD_TITLE = 120;

/** A photo's description for screen readers (its alt text): one short line. */
export const MAX_PHOTO_ALT_TEXT = 250;

export const PHOTO_TEXT_MESSAGES = {
  altTooLong: `Descriptions must be ${MAX_PHOTO_ALT_TEXT} characters or less`,
  altHint: "Add a description for people using screen readers",
  unknownPhoto:
    "Some of these photos are no longer part of this build. Reload the page and try again.",
} as const;
export const MAX_BUILD_DESCRIPTION = 5000;
export const MIN_CAR_YEAR = 1900;
export const maxCarYear = (now = new Date()) => now.getFullYear() + 1;

/** A builds list that failed to load: the toast (and, without the title, the panel's text). */
export const BUILDS_LOAD_FAILED = {
  id: "builds-load",
  title: "Error",
  message: "Failed to load builds. Please try again.",
} as const;
