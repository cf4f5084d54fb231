// The journal entry form on the server, for the create and edit intents: the multipart body read
// within limits (the build form's upload path: up to JOURNAL_LIMITS.photos photos of
// MAX_IMAGE_BYTES each, stored under "builds"), the text fields through the shared schema, the
// photos' words, the mods ticked, and a refused image turned into the photo field's error.
import type { ParseResult } from "~/lib/actions.server";
import { InvalidError } from "~/lib/errors";
import { parseWithSchema } from "~/lib/forms/parse";
import { isUuid } from "~/lib/ids";
import {
  BUILD_IMAGE_MESSAGES,
  ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
} from "~/lib/images.server";
import { uploadFormReader } from "~/lib/upload-form.server";
import { JOURNAL_FORM, JOURNAL_LIMITS, JOURNAL_MESSAGES } from "./constants";
import type { JournalEntryEdit, JournalPhotoText } from "./journal.server";
import { journalEntrySchema } from "./schemas";

/** The body within limits; a refused upload answers with the form's own message. */
export const readJournalForm = uploadFormReader(
  {
    maxFiles: JOURNAL_LIMITS.photos,
    maxFileBytes: MAX_IMAGE_BYTES,
    maxTotalBytes: JOURNAL_LIMITS.photos * MAX_IMAGE_BYTES,
  },
  (cause) => {
    const message =
      cause.kind === "too-many"
        ? JOURNAL_MESSAGES.tooManyPhotos
        : cause.kind === "rejected"
          ? imageRejectionMessage(cause.error, BUILD_IMAGE_MESSAGES)
          : JOURNAL_MESSAGES.fileTooLarge;
    return {
      status: cause.kind === "too-large" ? 413 : 400,
      message,
      fieldErrors: { [JOURNAL_FORM.photos]: message },
    };
  },
);

const parseFields = parseWithSchema(journalEntrySchema);

function text(form: FormData, name: string): string | null {
  const value = form.get(name);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** The ids named by fields `prefix:<uuid>` that were sent (ticked checkboxes). */
function idsOf(form: FormData, prefix: string): string[] {
  const ids: string[] = [];
  for (const key of new Set(form.keys())) {
    if (!key.startsWith(prefix)) continue;
    const id = key.slice(prefix.length);
    if (isUuid(id)) ids.push(id.toLowerCase());
  }
  return ids;
}

/** A photo's words, with the length limits checked (errors keyed by the field's name). */
function photoText(
  form: FormData,
  captionName: string,
  descriptionName: string,
  errors: Record<string, string>,
): JournalPhotoText {
  const caption = text(form, captionName);
  const description = text(form, descriptionName);
  if (caption && caption.length > JOURNAL_LIMITS.caption) {
    errors[captionName] = JOURNAL_MESSAGES.captionTooLong;
  }
  if (description && description.length > JOURNAL_LIMITS.description) {
    errors[descriptionName] = JOURNAL_MESSAGES.descriptionTooLong;
  }
  return { caption, description };
}

/**
 * The whole submission: fields, mods, new photos with their words, and (on an edit) the words of
 * the entry's photos and the photos to remove. Files over the size limit are refused here too.
 */
export function parseJournalSubmission(form: FormData): ParseResult<JournalEntryEdit> {
  const fields = parseFields(form);
  const errors: Record<string, string> = fields.ok ? {} : { ...fields.fieldErrors };
  const files = form
    .getAll(JOURNAL_FORM.photos)
    .filter((v): v is File => typeof v !== "string" && v.size > 0);
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) {
    errors[JOURNAL_FORM.photos] = JOURNAL_MESSAGES.fileTooLarge;
  }
  const newPhotos = files.map((file, i) => ({
    file,
    ...photoText(form, JOURNAL_FORM.newCaption(i), JOURNAL_FORM.newDescription(i), errors),
  }));
  const photos = idsOf(form, JOURNAL_FORM.caption("")).map((id) => ({
    id,
    ...photoText(form, JOURNAL_FORM.caption(id), JOURNAL_FORM.description(id), errors),
  }));
  if (!fields.ok || Object.keys(errors).length > 0) {
    const message = fields.ok
      ? (Object.values(errors)[0] ?? "Please check the form.")
      : fields.message;
    return { ok: false, message, fieldErrors: errors };
  }
  return {
    ok: true,
    value: {
      fields: fields.value,
      modIds: idsOf(form, JOURNAL_FORM.mod("")),
      newPhotos,
      photos,
      removePhotoIds: idsOf(form, JOURNAL_FORM.removePhoto("")),
    },
  };
}

/** Runs a create or edit; a refused photo becomes the photo field's error. */
export async function writeJournal<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      const message = imageRejectionMessage(error, BUILD_IMAGE_MESSAGES);
      throw new InvalidError("journal photo refused", {
        userMessage: message,
        fieldErrors: { [JOURNAL_FORM.photos]: message },
        cause: error,
      });
    }
    throw error;
  }
}
