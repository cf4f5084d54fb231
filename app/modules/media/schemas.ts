// Media hub forms, URL parameters and formatting. Client-safe: the submit and admin forms check
// with the same schemas the actions use, so both show the same messages.
import { z } from "zod";

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
export const MAX_TUTORIAL_STEPS = 20;
/** Rows the forms render before JavaScript adds more (without JavaScript, these are all). */
export const INITIAL_PHOTO_ROWS = 3;
export const INITIAL_STEP_ROWS = 3;
/** Uploaded video files (admins): MP4 or WebM, at most this many bytes. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const VIDEO_INPUT_ACCEPT = "video/mp4,video/webm,.mp4,.webm";

export const MEDIA_MESSAGES = {
  notFoundTitle: "Media Not Found",
  notFoundText: "This media item doesn't exist or isn't available.",
  empty: "No Media Found",
  pendingReview: "Pending review",
  imageNotAvailable: "Image not available",
  loadFailed: "Failed to load media. Please try again.",
  signInToSubmit: "Please sign in to submit media.",
  submitted: "Thanks! Your submission is waiting for review.",
  submitFailed: "Failed to submit media. Please try again.",
  photosRequired: "Please add at least one photo.",
  tooManyPhotos: `You can upload a maximum of ${MAX_SET_PHOTOS} photos.`,
  coverRequired: "Please add a cover image.",
  stepsRequired: "Please add at least one step.",
  tooManySteps: `A tutorial can have at most ${MAX_TUTORIAL_STEPS} steps.`,
  invalidImage: "Invalid file type: Please select image files only.",
  imageTooLarge: "File too large: Please select images smaller than 5MB.",
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

// ---------------------------------------------------------------------------------------------
// URL parameters

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed id, lower-cased; null otherwise (the detail page answers 'Media Not Found'). */
export function checkMediaId(raw: string | undefined | null): string | null {
  const id = raw?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/** /media URL parameters. Anything malformed falls back to the default instead of an error. */
export const mediaListQuerySchema = z.object({
  type: z.enum(MEDIA_TYPES).optional().catch(undefined),
  q: z.string().trim().max(100).catch("").default(""),
  sort: z.enum(MEDIA_SORTS).catch("newest").default("newest"),
  cursor: z.string().max(300).optional().catch(undefined),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

export function parseMediaListQuery(params: URLSearchParams): MediaListQuery {
  const raw: Record<string, string> = {};
  for (const key of ["type", "q", "sort", "cursor"]) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  return mediaListQuerySchema.parse(raw);
}

/** The /media URL for a query (defaults left out, so links stay short). */
export function mediaListHref(query: Partial<MediaListQuery>): string {
  const params = new URLSearchParams();
  if (query.type) params.set("type", query.type);
  if (query.q) params.set("q", query.q);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.cursor) params.set("cursor", query.cursor);
  const search = params.toString();
  return search ? `/media?${search}` : "/media";
}

// ---------------------------------------------------------------------------------------------
// Forms

const title = z
  .string()
  .trim()
  .min(1, "Title is required")
  .max(120, "Title must be 120 characters or less");

const description = z
  .string()
  .trim()
  .min(1, "Description is required")
  .max(5000, "Description must be 5000 characters or less");

export const captionSchema = z
  .string()
  .trim()
  .max(200, "Captions must be 200 characters or less")
  .transform((v) => (v === "" ? null : v));

/** Title and description of a photo set or tutorial (member submissions). */
export const submissionFieldsSchema = z.object({ title, description });
export type SubmissionFields = z.output<typeof submissionFieldsSchema>;

export const tutorialStepSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Each step needs a title")
    .max(120, "Step titles must be 120 characters or less"),
  body: z
    .string()
    .trim()
    .min(1, "Each step needs instructions")
    .max(4000, "Step instructions must be 4000 characters or less"),
});
export type TutorialStep = z.output<typeof tutorialStepSchema>;

/**
 * The steps of a tutorial form: rows whose title and body are both empty are skipped (the form
 * always shows a few rows); a half-filled row is an error; 1 to MAX_TUTORIAL_STEPS remain.
 */
export function parseTutorialSteps(
  rows: { title: string; body: string }[],
): { ok: true; steps: TutorialStep[] } | { ok: false; message: string; row?: number } {
  const steps: TutorialStep[] = [];
  for (const [row, raw] of rows.entries()) {
    if (raw.title.trim() === "" && raw.body.trim() === "") continue;
    const parsed = tutorialStepSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message, row };
    steps.push(parsed.data);
  }
  if (steps.length === 0) return { ok: false, message: MEDIA_MESSAGES.stepsRequired };
  if (steps.length > MAX_TUTORIAL_STEPS) return { ok: false, message: MEDIA_MESSAGES.tooManySteps };
  return { ok: true, steps };
}

/** Duration typed as "m:ss", "h:mm:ss" or plain seconds; empty is none. */
export const durationSchema = z
  .string()
  .trim()
  .max(12, "Enter the duration as m:ss or h:mm:ss")
  .transform((v, ctx) => {
    if (v === "") return null;
    const seconds = parseDuration(v);
    if (seconds === null) {
      ctx.addIssue({ code: "custom", message: "Enter the duration as m:ss or h:mm:ss" });
      return z.NEVER;
    }
    return seconds;
  });

export function parseDuration(text: string): number | null {
  const value = text.trim();
  if (/^\d{1,6}$/.test(value)) return Number(value);
  const parts = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})$/.exec(value);
  if (!parts) return null;
  const [, h, m, s] = parts;
  const minutes = Number(m);
  const secs = Number(s);
  if (secs > 59 || (h !== undefined && minutes > 59)) return null;
  return Number(h ?? 0) * 3600 + minutes * 60 + secs;
}

/**
 * A YouTube or Vimeo link as the privacy-friendly embed URL (youtube-nocookie.com,
 * player.vimeo.com), or null for anything else: only these two hosts may be framed (CSP frame-src).
 */
export function normalizeEmbedUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
  const youtubeId = /^[A-Za-z0-9_-]{11}$/;
  let id: string | undefined;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const path = url.pathname.split("/").filter(Boolean);
    if (path[0] === "watch") id = url.searchParams.get("v") ?? undefined;
    else if ((path[0] === "embed" || path[0] === "shorts" || path[0] === "live") && path[1])
      id = path[1];
  } else if (host === "youtu.be") {
    id = url.pathname.split("/").filter(Boolean)[0];
  }
  if (id !== undefined) {
    return youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const match = /^\/(?:video\/)?(\d{1,12})\/?$/.exec(url.pathname);
    return match ? `https://player.vimeo.com/video/${match[1]}` : null;
  }
  return null;
}

const embedUrlField = z
  .string()
  .trim()
  .max(500, "Embed URL is too long")
  .transform((v, ctx) => {
    if (v === "") return null;
    const embed = normalizeEmbedUrl(v);
    if (!embed) {
      ctx.addIssue({ code: "custom", message: "Enter a YouTube or Vimeo video link" });
      return z.NEVER;
    }
    return embed;
  });

/** The text fields of the admin's "Add video" form. */
export const videoFieldsSchema = z.object({
  title,
  description,
  duration: durationSchema,
  embedUrl: embedUrlField,
});
export type VideoFields = z.output<typeof videoFieldsSchema>;

export const ADMIN_MEDIA_INTENTS = [
  "media-approve",
  "media-reject",
  "media-feature",
  "media-unfeature",
  "media-delete",
] as const;
export type AdminMediaIntent = (typeof ADMIN_MEDIA_INTENTS)[number];

export const adminMediaActionSchema = z.object({
  intent: z.enum(ADMIN_MEDIA_INTENTS),
  id: z
    .string()
    .trim()
    .regex(UUID)
    .transform((v) => v.toLowerCase()),
});

export const ADMIN_MEDIA_FILTERS = ["all", "pending", "approved", "rejected"] as const;
export type AdminMediaFilter = (typeof ADMIN_MEDIA_FILTERS)[number];
export const adminMediaLocationSchema = z.object({
  status: z.enum(ADMIN_MEDIA_FILTERS).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

// ---------------------------------------------------------------------------------------------
// Formatting

/** m:ss under an hour, h:mm:ss from an hour. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** SPEC §9: long en-US dates ("November 22, 2026"), in UTC so server and browser agree. */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export function formatViews(views: number): string {
  return `${views.toLocaleString("en-US")} ${views === 1 ? "view" : "views"}`;
}
