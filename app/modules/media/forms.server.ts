// Reading the media forms (multipart): the member's photo set / tutorial submission and the
// admin's "Add video". Body size is capped while reading (readMultipartForm); what the member
// typed comes back with every error so nothing is lost.
import {
  BUILD_IMAGE_MESSAGES,
  ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
  readMultipartForm,
  TooManyFilesError,
} from "~/lib/images.server";
import {
  captionSchema,
  MAX_SET_PHOTOS,
  MAX_TUTORIAL_STEPS,
  MAX_VIDEO_BYTES,
  MEDIA_MESSAGES,
  parseTutorialSteps,
  type SubmissionFields,
  submissionFieldsSchema,
  type TutorialStep,
  type VideoFields,
  videoFieldsSchema,
} from "./schemas";

export type SubmitKind = "photo" | "tutorial";

export interface FormProblem {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

export type Submission =
  | { kind: "photo"; fields: SubmissionFields; photos: { file: File; caption: string | null }[] }
  | { kind: "tutorial"; fields: SubmissionFields; cover: File; steps: TutorialStep[] };

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

/** readMultipartForm, with its refusals as form problems (status + message). */
async function readForm(
  request: Request,
  limits: { maxFiles: number; maxFileBytes: number; maxTotalBytes: number },
  messages: { tooMany: string; tooLarge: string },
): Promise<{ form: FormData } | { status: number; problem: FormProblem }> {
  try {
    return { form: await readMultipartForm(request, limits) };
  } catch (error) {
    if (error instanceof TooManyFilesError) {
      return { status: 400, problem: problem(messages.tooMany, {}) };
    }
    if (error instanceof ImageRejectedError) {
      // Photos: which file and its size; other uploads (a video) keep their own message.
      const message =
        messages.tooLarge === MEDIA_MESSAGES.imageTooLarge
          ? imageProblemMessage(error)
          : messages.tooLarge;
      return { status: 413, problem: problem(message, {}) };
    }
    if (error instanceof Response && error.status === 413) {
      return { status: 413, problem: problem(messages.tooLarge, {}) };
    }
    throw error;
  }
}

/** A member's submission: parsed and checked, or the problem to show (with their text). */
export async function readSubmission(
  request: Request,
): Promise<
  { ok: true; submission: Submission } | { ok: false; status: number; problem: FormProblem }
> {
  const read = await readForm(
    request,
    {
      maxFiles: MAX_SET_PHOTOS,
      maxFileBytes: MAX_IMAGE_BYTES,
      maxTotalBytes: MAX_SET_PHOTOS * MAX_IMAGE_BYTES,
    },
    { tooMany: MEDIA_MESSAGES.tooManyPhotos, tooLarge: MEDIA_MESSAGES.imageTooLarge },
  );
  if ("problem" in read) return { ok: false, ...read };
  const { form } = read;
  const values = textValues(form);
  const kind: SubmitKind = form.get("kind") === "tutorial" ? "tutorial" : "photo";
  values.kind = kind;

  const fieldErrors: Record<string, string> = {};
  const fields = submissionFieldsSchema.safeParse({
    title: form.get("title") ?? "",
    description: form.get("description") ?? "",
  });
  if (!fields.success) {
    for (const issue of fields.error.issues) {
      const key = String(issue.path[0]);
      fieldErrors[key] ??= issue.message;
    }
  }

  if (kind === "photo") {
    const photos = form.getAll("photos").filter((v): v is File => typeof v !== "string");
    if (photos.length === 0) fieldErrors.photos = MEDIA_MESSAGES.photosRequired;
    if (photos.length > MAX_SET_PHOTOS) fieldErrors.photos = MEDIA_MESSAGES.tooManyPhotos;
    const captions: (string | null)[] = [];
    for (const [i] of photos.entries()) {
      const caption = captionSchema.safeParse(form.get(`caption-${i}`) ?? "");
      if (caption.success) captions.push(caption.data);
      else fieldErrors[`caption-${i}`] = caption.error.issues[0].message;
    }
    if (!fields.success || Object.keys(fieldErrors).length > 0) {
      return fail(fieldErrors, values);
    }
    return {
      ok: true,
      submission: {
        kind,
        fields: fields.data,
        photos: photos.map((file, i) => ({ file, caption: captions[i] })),
      },
    };
  }

  const cover = form.get("cover");
  if (!(cover instanceof File)) fieldErrors.cover = MEDIA_MESSAGES.coverRequired;
  const rows: { title: string; body: string }[] = [];
  for (let i = 0; i < MAX_TUTORIAL_STEPS + 5; i++) {
    const title = form.get(`step-title-${i}`);
    const body = form.get(`step-body-${i}`);
    if (title === null && body === null) continue;
    rows.push({ title: String(title ?? ""), body: String(body ?? "") });
  }
  const steps = parseTutorialSteps(rows);
  if (!steps.ok) fieldErrors.steps = steps.message;
  if (!fields.success || !steps.ok || !(cover instanceof File)) return fail(fieldErrors, values);
  return { ok: true, submission: { kind, fields: fields.data, cover, steps: steps.steps } };
}

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
  if (!fields.success) {
    for (const issue of fields.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  }
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
