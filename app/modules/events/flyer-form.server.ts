// Reading the event form's multipart body (create and edit): the flyer through the upload
// reader's limits, and a body larger than any flyer we would read answered with the typed fields
// and the file's name instead of an empty form.
import type { IntentRateLimit } from "~/lib/actions.server";
import { MAX_IMAGE_BYTES } from "~/lib/images.server";
import { consumeRequestRateLimit, rateLimitMessage } from "~/lib/rate-limit.server";
import { uploadFormReader, uploadRefusal } from "~/lib/upload-form.server";
import { EVENT_MESSAGES } from "./messages";
import { salvageMultipartFields } from "./oversized-form.server";

/**
 * Flyers up to this size are read (and then refused by the image pipeline with SPEC's message
 * when over MAX_IMAGE_BYTES), so the typed fields come back with the error.
 */
export const FLYER_READ_BYTES = 2 * MAX_IMAGE_BYTES;
/** Of a larger body, this much is streamed through (files dropped) to find the typed fields. */
const SALVAGE_READ_BYTES = 64 * 1024 * 1024;

function megabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}

const flyerTooLarge = {
  status: 413,
  message: EVENT_MESSAGES.imageTooLarge,
  fieldErrors: { flyer: EVENT_MESSAGES.imageTooLarge },
} as const;

/** The too-large answer, with what was typed and the file's name and size. */
async function oversizedFlyer(
  request: Request,
  userId: string,
  declaredLength: number,
  attemptLimit: IntentRateLimit,
) {
  const { name, ...limit } = attemptLimit;
  const attempts = await consumeRequestRateLimit(request, name, limit, `user:${userId}`);
  if (!attempts.allowed) {
    return uploadRefusal({
      status: 429,
      reason: "rate-limited",
      message: rateLimitMessage(attempts.retryAfterSeconds),
      headers: { "Retry-After": String(attempts.retryAfterSeconds) },
    });
  }
  const { fields, files } = await salvageMultipartFields(request, {
    maxBodyBytes: SALVAGE_READ_BYTES,
    maxFieldBytes: 64 * 1024,
    maxFields: 20,
  });
  const file = files.find((f) => f.name !== "" || f.bytes > 0);
  let flyerMessage: string = EVENT_MESSAGES.imageTooLarge;
  if (file) {
    const name = file.name.length > 80 ? `${file.name.slice(0, 79)}…` : file.name;
    // Past SALVAGE_READ_BYTES the file was not read to its end: the body's size is the bound.
    const size = file.bytes >= SALVAGE_READ_BYTES - 1024 * 1024 ? declaredLength : file.bytes;
    flyerMessage = `"${name || "The chosen file"}" is ${megabytes(size)}. ${EVENT_MESSAGES.imageTooLarge}: please choose a smaller image.`;
  }
  return uploadRefusal({ ...flyerTooLarge, fieldErrors: { flyer: flyerMessage } }, fields);
}

export const readEventForm = uploadFormReader(
  { maxFiles: 1, maxFileBytes: FLYER_READ_BYTES, maxTotalBytes: FLYER_READ_BYTES },
  (cause) => {
    if (cause.kind === "too-many") {
      return {
        status: 400,
        message: EVENT_MESSAGES.selectImage,
        fieldErrors: { flyer: EVENT_MESSAGES.selectImage },
      };
    }
    if (cause.kind === "rejected" && cause.error.reason !== "size") throw cause.error;
    return flyerTooLarge;
  },
);

/**
 * Answers a body larger than any flyer we would read (sent without JavaScript, which checks the
 * file first), or null to read the form normally.
 */
export function refuseOversizedFlyer(
  request: Request,
  userId: string,
  attemptLimit: IntentRateLimit,
): Promise<Response | ReturnType<typeof uploadRefusal>> | null {
  const declaredLength = Number(request.headers.get("content-length"));
  if (Number.isFinite(declaredLength) && declaredLength > FLYER_READ_BYTES) {
    return oversizedFlyer(request, userId, declaredLength, attemptLimit);
  }
  return null;
}
