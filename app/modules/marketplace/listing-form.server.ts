// The listing form on the server, for the create and edit intents: the multipart body read within
// limits (MAX_LISTING_IMAGES photos of up to MAX_IMAGE_BYTES each), the text fields parsed with
// the shared schema, and the write's refusals turned into the form's field errors.
import type { ParseResult } from "~/lib/actions.server";
import { InvalidError } from "~/lib/errors";
import { parseWithSchema } from "~/lib/forms/parse";
import {
  BUILD_IMAGE_MESSAGES,
  ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
} from "~/lib/images.server";
import { uploadFormReader } from "~/lib/upload-form.server";
import { InvalidBuildError, ListingPhotoError } from "./listings.server";
import {
  type ListingFields,
  listingFieldsSchema,
  MARKETPLACE_MESSAGES,
  MAX_LISTING_IMAGES,
  PHOTO_FIELD,
  REMOVE_PHOTO_FIELD,
} from "./schemas";

export interface ListingSubmission {
  fields: ListingFields;
  files: File[];
  removeImageIds: string[];
}

function imagesInvalid(message: string, cause?: unknown) {
  return new InvalidError("listing photos refused", {
    userMessage: message,
    fieldErrors: { [PHOTO_FIELD]: message },
    cause,
  });
}

/** The body within limits; a refused upload answers with the form's own message. */
export const readListingForm = uploadFormReader(
  {
    maxFiles: MAX_LISTING_IMAGES,
    maxFileBytes: MAX_IMAGE_BYTES,
    maxTotalBytes: MAX_LISTING_IMAGES * MAX_IMAGE_BYTES,
  },
  (cause) => {
    const message =
      cause.kind === "too-many"
        ? MARKETPLACE_MESSAGES.tooManyImages
        : cause.kind === "rejected"
          ? imageRejectionMessage(cause.error, BUILD_IMAGE_MESSAGES)
          : MARKETPLACE_MESSAGES.fileTooLarge;
    return {
      status: cause.kind === "too-large" ? 413 : 400,
      message,
      fieldErrors: { [PHOTO_FIELD]: message },
    };
  },
);

const parseListingFields = parseWithSchema(listingFieldsSchema);

/** The text fields through the schema, and the photos sent and removed. */
export function parseListingSubmission(form: FormData): ParseResult<ListingSubmission> {
  const fields = parseListingFields(form);
  const files = form.getAll(PHOTO_FIELD).filter((v): v is File => typeof v !== "string");
  const fieldErrors = fields.ok ? {} : { ...fields.fieldErrors };
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) {
    fieldErrors[PHOTO_FIELD] = MARKETPLACE_MESSAGES.fileTooLarge;
  }
  if (!fields.ok || Object.keys(fieldErrors).length > 0) {
    const message = fields.ok ? MARKETPLACE_MESSAGES.fileTooLarge : fields.message;
    return { ok: false, message, fieldErrors };
  }
  const removeImageIds = form
    .getAll(REMOVE_PHOTO_FIELD)
    .filter((v): v is string => typeof v === "string" && v !== "");
  return { ok: true, value: { fields: fields.value, files, removeImageIds } };
}

/** Runs a create or edit; a refused photo or build becomes the field error the form shows. */
export async function writeListing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw imagesInvalid(imageRejectionMessage(error, BUILD_IMAGE_MESSAGES), error);
    }
    if (error instanceof ListingPhotoError) throw imagesInvalid(error.message, error);
    if (error instanceof InvalidBuildError) {
      throw new InvalidError("not the seller's approved build", {
        userMessage: MARKETPLACE_MESSAGES.invalidBuild,
        fieldErrors: { buildId: MARKETPLACE_MESSAGES.invalidBuild },
        cause: error,
      });
    }
    throw error;
  }
}
