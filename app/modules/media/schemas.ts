// Media hub forms: the submit and admin forms check with the same schemas the actions use, so both
// show the same messages. The browser loads this module (and zod) only when a form is sent; the
// types, messages, URL helpers and formatting the pages need live in ./constants, ./params and
// ./format, re-exported here.
import { z } from "zod";
import type { ParseResult } from "~/lib/actions.server";
import { issueErrors } from "~/lib/forms/parse";
import {
  ADMIN_MEDIA_FILTERS,
  MAX_SET_PHOTOS,
  MAX_TUTORIAL_STEPS,
  MEDIA_LENGTH_MESSAGES,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
} from "./constants";

export {
  ADMIN_MEDIA_FILTERS,
  ADMIN_MEDIA_INTENTS,
  type AdminMediaFilter,
  type AdminMediaIntent,
  type ApprovalStatus,
  HOME_MEDIA_COUNT,
  INITIAL_PHOTO_ROWS,
  INITIAL_STEP_ROWS,
  MAX_SET_PHOTOS,
  MAX_TUTORIAL_STEPS,
  MAX_VIDEO_BYTES,
  MEDIA_FIRST_PAGE,
  MEDIA_LENGTH_MESSAGES,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  MEDIA_NEXT_PAGE,
  MEDIA_SORT_LABELS,
  MEDIA_SORTS,
  MEDIA_TABS,
  MEDIA_TYPE_LABELS,
  MEDIA_TYPES,
  type MediaSort,
  type MediaType,
  MORE_LIKE_THIS_COUNT,
  VIDEO_INPUT_ACCEPT,
} from "./constants";
export { formatDuration, formatLongDate, formatViews } from "./format";
export { checkMediaId, type MediaListQuery, mediaListHref, parseMediaListQuery } from "./params";

const title = z
  .string()
  .trim()
  .min(1, "Title is required")
  .max(MEDIA_LIMITS.title, MEDIA_LENGTH_MESSAGES.title);

const description = z
  .string()
  .trim()
  .min(1, "Description is required")
  .max(MEDIA_LIMITS.description, MEDIA_LENGTH_MESSAGES.description);

export const captionSchema = z
  .string()
  .trim()
  .max(MEDIA_LIMITS.caption, MEDIA_LENGTH_MESSAGES.caption)
  .transform((v) => (v === "" ? null : v));

/** Title and description of a photo set or tutorial (member submissions). */
export const submissionFieldsSchema = z.object({ title, description });
export type SubmissionFields = z.output<typeof submissionFieldsSchema>;

export const tutorialStepSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Each step needs a title")
    .max(MEDIA_LIMITS.stepTitle, MEDIA_LENGTH_MESSAGES.stepTitle),
  body: z
    .string()
    .trim()
    .min(1, "Each step needs instructions")
    .max(MEDIA_LIMITS.stepBody, MEDIA_LENGTH_MESSAGES.stepBody),
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

export const adminMediaLocationSchema = z.object({
  status: z.enum(ADMIN_MEDIA_FILTERS).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

// ---------------------------------------------------------------------------------------------
// The member's submission (/media/submit): one parse for the action pipeline and the browser's
// check before sending.

export type SubmitKind = "photo" | "tutorial";

export type Submission =
  | {
      kind: "photo";
      fields: SubmissionFields;
      photos: { file: File; caption: string | null }[];
    }
  | { kind: "tutorial"; fields: SubmissionFields; cover: File; steps: TutorialStep[] };

/** The files sent under `name` (an empty file input sends one nameless empty file: left out). */
export function sentFiles(form: FormData, name: string): File[] {
  return form
    .getAll(name)
    .filter(
      (value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== ""),
    );
}

export function parseSubmission(form: FormData): ParseResult<Submission> {
  const kind: SubmitKind = form.get("kind") === "tutorial" ? "tutorial" : "photo";
  const fieldErrors: Record<string, string> = {};
  const fields = submissionFieldsSchema.safeParse({
    title: form.get("title") ?? "",
    description: form.get("description") ?? "",
  });
  if (!fields.success) Object.assign(fieldErrors, issueErrors(fields.error.issues).fieldErrors);

  if (kind === "photo") {
    const photos = sentFiles(form, "photos");
    if (photos.length === 0) fieldErrors.photos = MEDIA_MESSAGES.photosRequired;
    if (photos.length > MAX_SET_PHOTOS) fieldErrors.photos = MEDIA_MESSAGES.tooManyPhotos;
    const captions: (string | null)[] = [];
    for (const [i] of photos.entries()) {
      const caption = captionSchema.safeParse(form.get(`caption-${i}`) ?? "");
      if (caption.success) captions.push(caption.data);
      else fieldErrors[`caption-${i}`] = caption.error.issues[0].message;
    }
    if (!fields.success || Object.keys(fieldErrors).length > 0) return invalid(fieldErrors);
    return {
      ok: true,
      value: {
        kind,
        fields: fields.data,
        photos: photos.map((file, i) => ({ file, caption: captions[i] })),
      },
    };
  }

  const [cover] = sentFiles(form, "cover");
  if (!cover) fieldErrors.cover = MEDIA_MESSAGES.coverRequired;
  const steps = parseTutorialSteps(stepRows(form));
  if (!steps.ok) fieldErrors.steps = steps.message;
  if (!fields.success || !steps.ok || !cover) return invalid(fieldErrors);
  return { ok: true, value: { kind, fields: fields.data, cover, steps: steps.steps } };
}

/** The tutorial's step rows as sent (step-title-0, step-body-0, …). */
function stepRows(form: FormData): { title: string; body: string }[] {
  const rows: { title: string; body: string }[] = [];
  for (let i = 0; i < MAX_TUTORIAL_STEPS + 5; i++) {
    const title = form.get(`step-title-${i}`);
    const body = form.get(`step-body-${i}`);
    if (title === null && body === null) continue;
    rows.push({ title: String(title ?? ""), body: String(body ?? "") });
  }
  return rows;
}

function invalid(fieldErrors: Record<string, string>): ParseResult<never> {
  return {
    ok: false,
    message: Object.values(fieldErrors)[0] ?? MEDIA_MESSAGES.submitFailed,
    fieldErrors,
  };
}
