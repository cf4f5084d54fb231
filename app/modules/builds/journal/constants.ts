// A build journal's limits, form field names and messages (zod-free: the form's first paint and
// the server's checks share them; ./schemas builds the zod schema from them).
import { BUILD_IMAGE_MESSAGES } from "~/lib/image-rules";

export const JOURNAL_LIMITS = {
  title: 120,
  body: 10_000,
  caption: 200,
  description: 500,
  photos: 10,
  /** Entries per page of a build's journal (the build page and /builds/:id/journal). */
  pageSize: 6,
  /** Entries in a build's RSS feed. */
  feedSize: 20,
  /** The oldest entry date accepted. */
  firstDay: "1900-01-01",
} as const;

/**
 * Form field names. Per-photo and per-mod fields carry the photo's id (or a new photo's position)
 * or the mod's id in their name, so a failed submit echoes every one of them back as typed.
 */
export const JOURNAL_FORM = {
  entryDate: "entryDate",
  title: "title",
  body: "body",
  mileage: "mileage",
  cost: "cost",
  currency: "currency",
  photos: "photos",
  /** The mod-links fieldset (its error key). */
  mods: "mods",
  mod: (modId: string) => `mod:${modId}`,
  newCaption: (index: number) => `newPhotoCaption:${index}`,
  newDescription: (index: number) => `newPhotoDescription:${index}`,
  caption: (photoId: string) => `photoCaption:${photoId}`,
  description: (photoId: string) => `photoDescription:${photoId}`,
  removePhoto: (photoId: string) => `removePhoto:${photoId}`,
} as const;

export const JOURNAL_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: `Title must be ${JOURNAL_LIMITS.title} characters or less`,
  bodyRequired: "Write what you did",
  bodyTooLong: `The entry must be ${JOURNAL_LIMITS.body.toLocaleString("en-US")} characters or less`,
  date: "Date must be a date like 2025-05-31",
  dateRange: "Date must be between 1900 and tomorrow",
  captionTooLong: `A caption must be ${JOURNAL_LIMITS.caption} characters or less`,
  descriptionTooLong: `A description must be ${JOURNAL_LIMITS.description} characters or less`,
  tooManyPhotos: `An entry can have at most ${JOURNAL_LIMITS.photos} photos`,
  fileTooLarge: BUILD_IMAGE_MESSAGES.tooLarge,
  invalidFileType: BUILD_IMAGE_MESSAGES.invalidType,
  unknownMod: "Choose mods from this build's mod list",
  createFailed: "Failed to save the journal entry. Please try again.",
  updateFailed: "Failed to save your changes. Please try again.",
  deleteFailed: "Failed to delete the journal entry. Please try again.",
  created: "Journal entry posted",
  updated: "Journal entry saved",
  deleted: "Journal entry deleted",
  notFound: "Journal Entry Not Found",
  invalidId: "Invalid Journal Entry ID",
  loadFailed: "Failed to load the build journal",
  signIn: "Sign in to write in your build journal",
  describePhotos: (n: number) =>
    `${n === 1 ? "One photo has" : `${n} photos have`} no description yet. Describe what ${n === 1 ? "it shows" : "they show"} so members who cannot see ${n === 1 ? "it" : "them"} know too.`,
  descriptionHint: "What the photo shows, for people who cannot see it (read out as its alt text).",
} as const;

export const CONFIRM_DELETE_ENTRY = { param: "confirm", value: "delete" } as const;

/** Site paths of a build's journal. */
export const journalPaths = {
  list: (buildId: string) => `/builds/${buildId}/journal`,
  create: (buildId: string) => `/builds/${buildId}/journal/new`,
  entry: (buildId: string, entryId: string) => `/builds/${buildId}/journal/${entryId}`,
  edit: (buildId: string, entryId: string) => `/builds/${buildId}/journal/${entryId}/edit`,
  feed: (buildId: string) => `/builds/${buildId}/feed.xml`,
};

/** Today as the calendar day "YYYY-MM-DD" (UTC on the server; the browser's own in the form). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
