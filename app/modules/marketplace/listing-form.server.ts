// Reads a create or edit submission of the listing form on the server: the multipart body within
// limits (8 photos of up to 5MB), the text fields through the shared schema, and the answer that
// brings the form back as it was sent, with the message in the page and as a toast.
import { data } from "react-router";
import {
  BUILD_IMAGE_MESSAGES,
  ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
  readMultipartForm,
  TooManyFilesError,
} from "~/lib/images.server";
import {
  LISTING_TEXT_FIELDS,
  type ListingFields,
  type ListingFormErrors,
  type ListingFormValues,
  listingFieldErrors,
  MARKETPLACE_MESSAGES,
  MAX_LISTING_IMAGES,
} from "./schemas";

export interface ListingFormFailure {
  ok: false;
  errors: ListingFormErrors;
  values?: ListingFormValues;
  removeImageIds?: string[];
}

export const PHOTO_FIELD = "photos";
export const REMOVE_PHOTO_FIELD = "removeImageId";

const LIMITS = {
  maxFiles: MAX_LISTING_IMAGES,
  maxFileBytes: MAX_IMAGE_BYTES,
  maxTotalBytes: MAX_LISTING_IMAGES * MAX_IMAGE_BYTES,
};

type Echo = Pick<ListingFormFailure, "values" | "removeImageIds">;

export function listingFailure(
  status: number,
  errors: ListingFormErrors,
  echo: Echo = {},
  headers?: HeadersInit,
) {
  return data<ListingFormFailure>({ ok: false, errors, ...echo }, { status, headers });
}

export function imageRejectionAnswer(error: ImageRejectedError, echo: Echo) {
  return listingFailure(400, { images: imageRejectionMessage(error, BUILD_IMAGE_MESSAGES) }, echo);
}

/** The body within limits; a body that cannot be read gets an answer, not a crash. */
export async function readListingForm(
  request: Request,
): Promise<
  | { form: FormData; answer?: undefined }
  | { form?: undefined; answer: ReturnType<typeof listingFailure> }
> {
  try {
    return { form: await readMultipartForm(request, LIMITS) };
  } catch (error) {
    if (error instanceof TooManyFilesError) {
      return { answer: listingFailure(400, { images: MARKETPLACE_MESSAGES.tooManyImages }) };
    }
    if (error instanceof ImageRejectedError) return { answer: imageRejectionAnswer(error, {}) };
    if (error instanceof Response && error.status === 413) {
      return { answer: listingFailure(413, { images: MARKETPLACE_MESSAGES.fileTooLarge }) };
    }
    throw error;
  }
}

export function parseListingSubmission(form: FormData):
  | {
      ok: true;
      fields: ListingFields;
      files: File[];
      removeImageIds: string[];
      echo: Echo;
    }
  | { ok: false; answer: ReturnType<typeof listingFailure> } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(
    LISTING_TEXT_FIELDS.map((n) => [n, text(n)]),
  ) as ListingFormValues;
  const files = form.getAll(PHOTO_FIELD).filter((v): v is File => typeof v !== "string");
  const removeImageIds = form
    .getAll(REMOVE_PHOTO_FIELD)
    .filter((v): v is string => typeof v === "string" && v !== "");
  const echo = { values, removeImageIds };
  const { fields, errors } = listingFieldErrors(values);
  if (files.some((f) => f.size > MAX_IMAGE_BYTES))
    errors.images = MARKETPLACE_MESSAGES.fileTooLarge;
  if (!fields || Object.keys(errors).length > 0) {
    return { ok: false, answer: listingFailure(400, errors, echo) };
  }
  return { ok: true, fields, files, removeImageIds, echo };
}
