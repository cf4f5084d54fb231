// Reads a form with file uploads without letting a client make the server buffer an unbounded
// body: request.formData() reads everything into memory, so the size is capped BEFORE and WHILE
// reading, and the files are counted and measured after.
import { withoutNul } from "../form-data.server";
import { ImageRejectedError, TooManyFilesError } from "./errors.server";

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** Total of all files; the text fields get FIELD_ALLOWANCE_BYTES on top. */
  maxTotalBytes: number;
}

/** Room for the text fields (a long description) and the multipart framing. */
export const FIELD_ALLOWANCE_BYTES = 1024 * 1024;

function megabytes(bytes: number) {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB`;
}

function tooLarge(limits: MultipartLimits): Response {
  return new Response(
    `Upload too large: send at most ${limits.maxFiles} file${limits.maxFiles === 1 ? "" : "s"} of up to ${megabytes(limits.maxFileBytes)} each (${megabytes(limits.maxTotalBytes)} in all).`,
    { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
}

/** A copy of `body` that errors as soon as more than `maxBytes` have passed through. */
function capped(body: ReadableStream<Uint8Array>, maxBytes: number, onExceeded: () => void) {
  let received = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) {
          onExceeded();
          controller.error(new Error("Request body too large"));
        } else {
          controller.enqueue(chunk);
        }
      },
    }),
  );
}

/**
 * The request's form data, within limits. Throws:
 * - a 413 Response when the body is larger than maxTotalBytes plus the field allowance (checked on
 *   Content-Length before reading, and while reading for bodies without one) or the files add up
 *   to more than maxTotalBytes;
 * - a 400 Response when the body is not a readable form;
 * - TooManyFilesError when there are more than maxFiles files;
 * - ImageRejectedError("size") when a file is larger than maxFileBytes.
 * The caller maps the last two to its SPEC messages (see imageRejectionMessage in image-rules.ts).
 *
 * File inputs left empty arrive as nameless 0-byte files; they are removed, so `form.get(name)`
 * is null (or `form.getAll(name)` empty) when no file was chosen. Text values come without U+0000
 * (see readForm).
 */
export async function readMultipartForm(
  request: Request,
  limits: MultipartLimits,
): Promise<FormData> {
  const maxBodyBytes = limits.maxTotalBytes + FIELD_ALLOWANCE_BYTES;
  const declaredLength = Number(request.headers.get("content-length"));
  if (Number.isFinite(declaredLength) && declaredLength > maxBodyBytes) throw tooLarge(limits);

  let exceeded = false;
  let form: FormData;
  try {
    const body = request.body
      ? capped(request.body, maxBodyBytes, () => {
          exceeded = true;
        })
      : null;
    const contentType = request.headers.get("content-type") ?? "";
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    if (exceeded) throw tooLarge(limits);
    throw new Response("The form could not be read. Please try again.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }

  const cleaned = new FormData();
  let fileCount = 0;
  let totalBytes = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      // The same rule as readForm (app/lib/form-data.server.ts): PostgreSQL text holds no NUL.
      cleaned.append(withoutNul(name), withoutNul(value));
      continue;
    }
    if (value.name === "" && value.size === 0) continue; // a file input left empty
    fileCount += 1;
    totalBytes += value.size;
    if (fileCount > limits.maxFiles) throw new TooManyFilesError(limits.maxFiles);
    if (value.size > limits.maxFileBytes) {
      throw new ImageRejectedError(
        "size",
        `The file is larger than ${megabytes(limits.maxFileBytes)}.`,
        { fileName: value.name || undefined, bytes: value.size },
      );
    }
    cleaned.append(name, value, value.name);
  }
  if (totalBytes > limits.maxTotalBytes) throw tooLarge(limits);
  return cleaned;
}

/** Why reading an upload was refused (readUpload); each form words it for its own fields. */
export type UploadRefusalCause =
  | { kind: "too-many" }
  | { kind: "too-large" }
  | { kind: "rejected"; error: ImageRejectedError };

/**
 * readMultipartForm with its refusals returned instead of thrown: `{ form }`, or `{ refused }`
 * saying why (more than maxFiles files, a body too large, a file over maxFileBytes). A body that
 * is not a form still throws its 400 Response.
 */
export async function readUpload(
  request: Request,
  limits: MultipartLimits,
): Promise<{ form: FormData } | { refused: UploadRefusalCause }> {
  try {
    return { form: await readMultipartForm(request, limits) };
  } catch (error) {
    if (error instanceof TooManyFilesError) return { refused: { kind: "too-many" } };
    if (error instanceof ImageRejectedError) return { refused: { kind: "rejected", error } };
    if (error instanceof Response && error.status === 413)
      return { refused: { kind: "too-large" } };
    throw error;
  }
}
