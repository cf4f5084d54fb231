// Reads and checks a create or edit submission on the server: the same rules and texts as the
// browser's checks (SPEC §5), applied again because the server is the authority. The photos'
// bytes are checked later by the image pipeline (createBuild/updateBuild throw ImageRejectedError).
import { data } from "react-router";
import { issueErrors } from "~/lib/forms/parse";
import {
  BUILD_IMAGE_MESSAGES,
  type ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
  readUpload,
} from "~/lib/images.server";
import {
  isDynoImageRejection,
  type NewImage,
  type SpecSheetSubmission,
} from "~/modules/builds/builds.server";
import {
  altTextSchema,
  BUILD_MESSAGES,
  type BuildFields,
  buildFieldsSchema,
  captionSchema,
  MAX_BUILD_IMAGES,
  tooManyBuildPhotos,
} from "~/modules/builds/schemas";
import {
  BUILD_TEXT_FIELDS,
  type BuildFormErrors,
  type BuildFormFailure,
  type BuildFormValues,
  FORM_FIELDS,
  imageToasts,
  joinMessage,
  MOD_ROW_STATUS,
  splitMessage,
  type ToastText,
} from "./components/build-form/messages";
import { readPhotoPositions } from "./photo-order";
import { applyModRowAction, emptyModRow, readSpecForm, SPEC_FORM } from "./spec/form-values";
import { checkSpecForm } from "./spec/schemas";

type Mode = "create" | "edit";

// Files are counted and measured here, after reading, so the answer can keep what was typed;
// readMultipartForm only guards the body's total size (and absurd file counts). The dyno-sheet
// photo is one file more.
const TOTAL_UPLOAD_BYTES = (MAX_BUILD_IMAGES + 1) * MAX_IMAGE_BYTES;
const LIMITS = {
  maxFiles: (MAX_BUILD_IMAGES + 1) * 2,
  maxFileBytes: TOTAL_UPLOAD_BYTES,
  maxTotalBytes: TOTAL_UPLOAD_BYTES,
};

/** What an answer sends back of the submission, so the form comes back as it was sent. */
type Echo = Omit<BuildFormFailure, "ok" | "errors" | "toast">;

export interface BuildSubmission {
  fields: BuildFields;
  newImages: NewImage[];
  /** Edit only. */
  removeImageIds: string[];
  /** Edit only: captions of kept photos, by image id. */
  captions: Record<string, string | null>;
  /** Edit only: descriptions (alt text) of kept photos, by image id. */
  altTexts: Record<string, string | null>;
  /** Edit only: the kept photos' positions (1 = cover), by image id (./photo-order). */
  positions: Record<string, number>;
  /** The spec sheet and mod list steps. */
  specSheet: SpecSheetSubmission;
}

/** An answer to the form that keeps what was sent (values, marks, captions). */
export function failure(
  status: number,
  toast: ToastText,
  errors: BuildFormErrors,
  echo: Echo = {},
  headers?: HeadersInit,
) {
  return data<BuildFormFailure>({ ok: false, errors, toast, ...echo }, { status, headers });
}

/** The answer for a server-side failure: `message` in the page and as the toast. */
export function failedAnswer(status: number, message: string, echo: Echo, headers?: HeadersInit) {
  return failure(status, { title: message }, { form: message }, echo, headers);
}

/** The answer for an image the pipeline refused (type, size, pixels, corrupt). */
export function imageRejection(error: ImageRejectedError, echo: Echo) {
  const message = imageRejectionMessage(error, BUILD_IMAGE_MESSAGES);
  // A refused dyno-sheet photo is shown at its own field, in the spec sheet step.
  const field = isDynoImageRejection(error) ? "dynoImage" : "images";
  return failure(400, splitMessage(message), { [field]: message }, echo);
}

/** Reads the multipart body within limits; a body that cannot be read gets an answer, not a crash. */
export async function readBuildFormData(request: Request, mode: Mode) {
  const read = await readUpload(request, LIMITS);
  if ("form" in read) return { form: read.form };
  const toasts = imageToasts(mode);
  const cause = read.refused;
  if (cause.kind === "too-many") {
    return { answer: failure(400, toasts.tooMany, { images: toasts.tooMany.description }) };
  }
  if (cause.kind === "rejected") return { answer: imageRejection(cause.error, {}) };
  return { answer: failure(413, toasts.tooLarge, { images: BUILD_MESSAGES.fileTooLarge }) };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * Parses and checks a submission. On edit the photo count and the "at least one image" rule need
 * the build's current photos: updateBuild checks those.
 */
export function parseBuildSubmission(
  form: FormData,
  mode: Mode,
):
  | { ok: true; submission: BuildSubmission; echo: Echo }
  | {
      ok: false;
      answer: ReturnType<typeof failure>;
    } {
  const toasts = imageToasts(mode);
  const values = Object.fromEntries(
    BUILD_TEXT_FIELDS.map((name) => [name, text(form, name)]),
  ) as BuildFormValues;
  const files = form
    .getAll(FORM_FIELDS.newImage)
    .filter((value): value is File => typeof value !== "string");
  const newCaptions = form
    .getAll(FORM_FIELDS.newImageCaption)
    .map((value) => (typeof value === "string" ? value : ""));
  const removeImageIds = form
    .getAll(FORM_FIELDS.removeImageId)
    .filter((value): value is string => typeof value === "string" && value !== "");
  const newAltTexts = form
    .getAll(FORM_FIELDS.newImageAltText)
    .map((value) => (typeof value === "string" ? value : ""));
  const rawCaptions: Record<string, string> = {};
  const rawAltTexts: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    if (name.startsWith(FORM_FIELDS.captionPrefix)) {
      rawCaptions[name.slice(FORM_FIELDS.captionPrefix.length)] = value;
    } else if (name.startsWith(FORM_FIELDS.altTextPrefix)) {
      rawAltTexts[name.slice(FORM_FIELDS.altTextPrefix.length)] = value;
    }
  }
  const positions = readPhotoPositions(form);
  const spec = readSpecForm(form);
  const echo: Echo = {
    values,
    removeImageIds,
    captions: rawCaptions,
    newCaptions,
    altTexts: rawAltTexts,
    newAltTexts,
    positions,
    spec,
  };

  // A no-JavaScript row button: the form comes back with the rows changed, nothing saved.
  const rowAction = text(form, SPEC_FORM.rowAction);
  if (rowAction !== "") {
    const mods = applyModRowAction(spec.mods, rowAction);
    const verb = rowAction.split(":")[0] as keyof typeof MOD_ROW_STATUS;
    const status = MOD_ROW_STATUS[verb] ?? "";
    return {
      ok: false,
      answer: data<BuildFormFailure>(
        {
          ok: false,
          draft: true,
          errors: {},
          ...echo,
          spec: { ...spec, mods: mods.length > 0 ? mods : [emptyModRow()] },
          toast: {
            title: status,
            description: `${MOD_ROW_STATUS.saved} ${mode === "create" ? "Create Build" : "Save Changes"}.`,
          },
        },
        { status: 200 },
      ),
    };
  }

  const parsed = buildFieldsSchema.safeParse(values);
  const errors: BuildFormErrors = parsed.success
    ? {}
    : issueErrors(parsed.error.issues).fieldErrors;

  const specChecked = checkSpecForm(spec);
  if (!specChecked.ok) Object.assign(errors, specChecked.errors);
  const dynoUpload = form.get(SPEC_FORM.dynoImage);
  const dynoImage =
    typeof dynoUpload !== "string" && dynoUpload && dynoUpload.size > 0 ? dynoUpload : null;
  if (dynoImage && dynoImage.size > MAX_IMAGE_BYTES) {
    errors.dynoImage = imageRejectionMessage(
      { reason: "size", fileName: dynoImage.name, bytes: dynoImage.size },
      BUILD_IMAGE_MESSAGES,
    );
  }

  const captionOf = (raw: string | undefined) => {
    const result = captionSchema.safeParse(raw ?? "");
    if (result.success) return result.data;
    errors.images ??= result.error.issues[0].message;
    return null;
  };
  const altTextOf = (raw: string | undefined) => {
    const result = altTextSchema.safeParse(raw ?? "");
    if (result.success) return result.data;
    errors.images ??= result.error.issues[0].message;
    return null;
  };
  const newImages = files.map((file, i) => ({
    file,
    caption: captionOf(newCaptions[i]),
    altText: altTextOf(newAltTexts[i]),
  }));
  const captions: Record<string, string | null> = {};
  for (const [id, raw] of Object.entries(rawCaptions)) captions[id] = captionOf(raw);
  const altTexts: Record<string, string | null> = {};
  for (const [id, raw] of Object.entries(rawAltTexts)) altTexts[id] = altTextOf(raw);

  // The photo rules, most important first.
  let imageToast: ToastText | undefined;
  const oversized = files.find((file) => file.size > MAX_IMAGE_BYTES);
  if (tooManyBuildPhotos(files.length)) {
    imageToast = toasts.tooMany;
  } else if (oversized) {
    // SPEC's 'File too large' toast, naming the file.
    imageToast = splitMessage(
      imageRejectionMessage(
        { reason: "size", fileName: oversized.name, bytes: oversized.size },
        BUILD_IMAGE_MESSAGES,
      ),
    );
  } else if (mode === "create" && files.length === 0 && values.featuredImageUrl.trim() === "") {
    imageToast = toasts.required;
  }
  if (imageToast) {
    errors.images =
      imageToast === toasts.tooMany ? imageToast.description : joinMessage(imageToast);
  }

  if (!parsed.success || !specChecked.ok || Object.keys(errors).length > 0) {
    const firstFieldError = BUILD_TEXT_FIELDS.map((name) => errors[name]).find(Boolean);
    // The SPEC's fields and photos first; then the first problem of the optional steps.
    const firstStepError = Object.values(errors).find(Boolean);
    const toast = imageToast ?? {
      title: firstFieldError ?? errors.images ?? firstStepError ?? "Please check the form.",
    };
    return { ok: false, answer: failure(400, toast, errors, echo) };
  }
  return {
    ok: true,
    submission: {
      fields: parsed.data,
      newImages,
      removeImageIds,
      captions,
      altTexts,
      positions,
      specSheet: {
        form: specChecked.data,
        dynoImage,
        removeDynoImage: form.has(SPEC_FORM.removeDynoImage),
      },
    },
    echo,
  };
}
