// Reading the media forms (multipart): the member's photo set / tutorial submission (read and
// parsed for the action pipeline) and the admin's "Add video". Body size is capped while reading
// (readMultipartForm); what was typed comes back with every error so nothing is lost.
import { issueErrors } from "~/lib/forms/parse";
import {
  BUILD_IMAGE_MESSAGES,
  type ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
  type MultipartLimits,
  readUpload,
} from "~/lib/images.server";
import { uploadFormReader } from "~/lib/upload-form.server";
import {
  MAX_SET_PHOTOS,
  MAX_VIDEO_BYTES,
  MEDIA_MESSAGES,
  type VideoFields,
  videoFieldsSchema,
} from "./schemas";

export interface FormProblem {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const IMAGE_MESSAGES = {
  ...BUILD_IMAGE_MESSAGES,
  invalidType: MEDIA_MESSAGES.invalidImage,
  tooLarge: MEDIA_MESSAGES.imageTooLarge,
};

export function problem(
  message: string,
  values: Record<string, string>,
  fieldErrors: Record<string, string> = {},
): FormProblem {
  return { ok: false, message, fieldErrors, values };
}

/** The message for an image the pipeline refused. */
export function imageProblemMessage(error: ImageRejectedError): string {
  return imageRejectionMessage(error, IMAGE_MESSAGES);
}

function textValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && key !== "intent") values[key] = value.slice(0, 6000);
  }
  return values;
}

/** readUpload, with its refusals as form problems (status + message). */
async function readForm(
  request: Request,
  limits: MultipartLimits,
  messages: { tooMany: string; tooLarge: string },
): Promise<{ form: FormData } | { status: number; problem: FormProblem }> {
  const read = await readUpload(request, limits);
  if ("form" in read) return read;
  const cause = read.refused;
  if (cause.kind === "too-many") return { status: 400, problem: problem(messages.tooMany, {}) };
  // Photos: which file and its size; other uploads (a video) keep their own message.
  const message =
    cause.kind === "rejected" && messages.tooLarge === MEDIA_MESSAGES.imageTooLarge
      ? imageProblemMessage(cause.error)
      : messages.tooLarge;
  return { status: 413, problem: problem(message, {}) };
}

const SUBMISSION_LIMITS = {
  maxFiles: MAX_SET_PHOTOS,
  maxFileBytes: MAX_IMAGE_BYTES,
  maxTotalBytes: MAX_SET_PHOTOS * MAX_IMAGE_BYTES,
};

/** A member's submission body (for defineIntents' readForm): the form, or the refusal to show. */
export const readSubmissionForm = uploadFormReader(SUBMISSION_LIMITS, (cause) =>
  cause.kind === "too-many"
    ? { status: 400, message: MEDIA_MESSAGES.tooManyPhotos }
    : {
        status: 413,
        message:
          cause.kind === "rejected"
            ? imageProblemMessage(cause.error)
            : MEDIA_MESSAGES.imageTooLarge,
      },
);

function fail(fieldErrors: Record<string, string>, values: Record<string, string>) {
  const first = Object.values(fieldErrors)[0] ?? MEDIA_MESSAGES.submitFailed;
  return { ok: false as const, status: 400, problem: problem(first, values, fieldErrors) };
}

export interface VideoSubmission {
  fields: VideoFields;
  video: File | null;
  cover: File;
}

/** The admin's "Add video" form. */
export async function readVideoForm(
  request: Request,
): Promise<
  { ok: true; submission: VideoSubmission } | { ok: false; status: number; problem: FormProblem }
> {
  const read = await readForm(
    request,
    {
      maxFiles: 2,
      maxFileBytes: MAX_VIDEO_BYTES,
      maxTotalBytes: MAX_VIDEO_BYTES + MAX_IMAGE_BYTES,
    },
    { tooMany: MEDIA_MESSAGES.videoOrEmbed, tooLarge: MEDIA_MESSAGES.videoTooLarge },
  );
  if ("problem" in read) return { ok: false, ...read };
  const { form } = read;
  const values = textValues(form);
  const fieldErrors: Record<string, string> = {};
  const fields = videoFieldsSchema.safeParse({
    title: form.get("title") ?? "",
    description: form.get("description") ?? "",
    duration: form.get("duration") ?? "",
    embedUrl: form.get("embedUrl") ?? "",
  });
  if (!fields.success) Object.assign(fieldErrors, issueErrors(fields.error.issues).fieldErrors);
  const video = form.get("video");
  const videoFile = video instanceof File ? video : null;
  const cover = form.get("cover");
  if (!(cover instanceof File)) fieldErrors.cover = MEDIA_MESSAGES.coverRequired;
  else if (cover.size > MAX_IMAGE_BYTES) fieldErrors.cover = MEDIA_MESSAGES.imageTooLarge;
  if (fields.success) {
    if (!videoFile && !fields.data.embedUrl) fieldErrors.video = MEDIA_MESSAGES.videoRequired;
    if (videoFile && fields.data.embedUrl) fieldErrors.video = MEDIA_MESSAGES.videoOrEmbed;
  }
  if (!fields.success || Object.keys(fieldErrors).length > 0 || !(cover instanceof File)) {
    return fail(fieldErrors, values);
  }
  return { ok: true, submission: { fields: fields.data, video: videoFile, cover } };
}
