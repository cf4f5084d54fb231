// The media hub's types, labels, limits and messages. Zod-free, so the media pages (and the home
// page's Latest Media) can use them without loading zod; ./schemas re-exports them for the
// actions and tests.
import { BUILD_IMAGE_MESSAGES } from "~/lib/image-rules";

export const MEDIA_TYPES = ["video", "photo", "tutorial"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export type ApprovalStatus = "pending" | "approved" | "rejected";

/** The hub's tabs, in order: label and the `type` URL parameter ("" is All). */
export const MEDIA_TABS = [
  { type: "", label: "All" },
  { type: "video", label: "Videos" },
  { type: "photo", label: "Photos" },
  { type: "tutorial", label: "Tutorials" },
] as const;

export const MEDIA_TYPE_LABELS: Record<MediaType, string> = {
  video: "Video",
  photo: "Photo",
  tutorial: "Tutorial",
};

export const MEDIA_SORTS = ["newest", "popular", "featured"] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];
export const MEDIA_SORT_LABELS: Record<MediaSort, string> = {
  newest: "Newest",
  popular: "Most Popular",
  featured: "Featured",
};

/** SPEC §9: media 8 then 8. */
export const MEDIA_FIRST_PAGE = 8;
export const MEDIA_NEXT_PAGE = 8;
/** SPEC home: the newest six. */
export const HOME_MEDIA_COUNT = 6;
export const MORE_LIKE_THIS_COUNT = 4;

export const MAX_SET_PHOTOS = 12;
/** The media forms' text limits: the schemas, the fields' maxLength and the messages use these. */
export const MEDIA_LIMITS = {
  title: 120,
  description: 5000,
  caption: 200,
  stepTitle: 120,
  stepBody: 4000,
} as const;
export const MAX_TUTORIAL_STEPS = 20;
/** Rows the forms render before JavaScript adds more (without JavaScript, these are all). */
export const INITIAL_PHOTO_ROWS = 3;
export const INITIAL_STEP_ROWS = 3;
/** Uploaded video files (admins): MP4 or WebM, at most this many bytes. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const VIDEO_INPUT_ACCEPT = "video/mp4,video/webm,.mp4,.webm";

/** Over-limit messages of the media forms' text fields, built from MEDIA_LIMITS. */
export const MEDIA_LENGTH_MESSAGES = {
  title: `Title must be ${MEDIA_LIMITS.title} characters or less`,
  description: `Description must be ${MEDIA_LIMITS.description} characters or less`,
  caption: `Captions must be ${MEDIA_LIMITS.caption} characters or less`,
  stepTitle: `Step titles must be ${MEDIA_LIMITS.stepTitle} characters or less`,
  stepBody: `Step instructions must be ${MEDIA_LIMITS.stepBody} characters or less`,
} as const;

export const MEDIA_MESSAGES = {
  notFoundTitle: "Media Not Found",
  notFoundText: "This media item doesn't exist or isn't available.",
  empty: "No Media Found",
  pendingReview: "Pending review",
  imageNotAvailable: "Image not available",
  loadFailed: "Failed to load media. Please try again.",
  detailLoadFailed: "Failed to load media",
  signInToSubmit: "Please sign in to submit media.",
  submitted: "Thanks! Your submission is waiting for review.",
  submitFailed: "Failed to submit media. Please try again.",
  photosRequired: "Please add at least one photo.",
  tooManyPhotos: `You can upload a maximum of ${MAX_SET_PHOTOS} photos.`,
  coverRequired: "Please add a cover image.",
  stepsRequired: "Please add at least one step.",
  tooManySteps: `A tutorial can have at most ${MAX_TUTORIAL_STEPS} steps.`,
  invalidImage: BUILD_IMAGE_MESSAGES.invalidType,
  imageTooLarge: BUILD_IMAGE_MESSAGES.tooLarge,
  videoRequired: "Please upload a video file or enter an embed URL.",
  videoOrEmbed: "Choose either a video file or an embed URL, not both.",
  invalidVideo: "Invalid video: please upload an MP4 or WebM file.",
  videoTooLarge: "Video too large: please upload a file smaller than 200MB.",
  videoCreated: "Video published.",
  createFailed: "Failed to create the video. Please try again.",
  approved: "Media approved.",
  rejected: "Media rejected.",
  featured: "Media featured.",
  unfeatured: "Media unfeatured.",
  deleted: "Media deleted.",
  actionFailed: "Failed to update media. Please try again.",
  actionNotFound: "That media item no longer exists.",
} as const;

export const ADMIN_MEDIA_INTENTS = [
  "media-approve",
  "media-reject",
  "media-feature",
  "media-unfeature",
  "media-delete",
] as const;
export type AdminMediaIntent = (typeof ADMIN_MEDIA_INTENTS)[number];

export const ADMIN_MEDIA_FILTERS = ["all", "pending", "approved", "rejected"] as const;
export type AdminMediaFilter = (typeof ADMIN_MEDIA_FILTERS)[number];
