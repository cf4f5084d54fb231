// Reading the media forms (multipart): the member's photo set / tutorial submission (read and
// parsed for the action pipeline) and the admin's "Add video". Body size is capped while reading
// (readMultipartForm); the pipeline echoes what was typed with every error so nothing is lost.
import type { ParseResult } from "~/lib/actions.server";
import { issueErrors } from "~/lib/forms/parse";
import {
  BUILD_IMAGE_MESSAGES,
  type ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
} from "~/lib/images.server";
import { uploadFormReader } from "~/lib/upload-form.server";
import {
  MAX_SET_PHOTOS,
  MAX_VIDEO_BYTES,
  MEDIA_MESSAGES,
  type VideoFields,
  videoFieldsSchema,
} from "./schemas";

const IMAGE_MESSAGES = {
  ...BUILD_IMAGE_MESSAGES,
  invalidType: MEDIA_MESSAGES.invalidImage,
  tooLarge: MEDIA_MESSAGES.imageTooLarge,
};

/** The message for an image the pipeline refused. */
export function imageProblemMessage(error: ImageRejectedError): string {
  return imageRejectionMessage(error, IMAGE_MESSAGES);
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

export interface VideoSubmission {
  fields: VideoFields;
  video: File | null;
  cover: File;
}

const VIDEO_LIMITS = {
  maxFiles: 2,
  maxFileBytes: MAX_VIDEO_BYTES,
  maxTotalBytes: MAX_VIDEO_BYTES + MAX_IMAGE_BYTES,
};

/** The admin's "Add video" body (for defineIntents' readForm): the form, or the refusal to show. */
export const readVideoUpload = uploadFormReader(VIDEO_LIMITS, (cause) =>
  cause.kind === "too-many"
    ? { status: 400, message: MEDIA_MESSAGES.videoOrEmbed }
    : { status: 413, message: MEDIA_MESSAGES.videoTooLarge },
);

/** The admin's "Add video" form: its fields, the video file (or an embed link) and the cover. */
export function parseVideoForm(form: FormData): ParseResult<VideoSubmission> {
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
    const message = Object.values(fieldErrors)[0] ?? MEDIA_MESSAGES.submitFailed;
    return { ok: false, message, fieldErrors };
  }
  return { ok: true, value: { fields: fields.data, video: videoFile, cover } };
}
