// Multipart forms with uploads, read for the action pipeline (defineIntents' `readForm` option):
// the body within the form's limits, or, when the upload itself is refused while reading (too
// many files, a file or a body too large, an image the pipeline rejects), the failure the form
// shows in its own words. Nothing typed can be echoed then: the body was not read.
import { data, type UNSAFE_DataWithResponseInit } from "react-router";
import { type ActionFailure, echoValues } from "./action-result";
import { type MultipartLimits, readUpload, type UploadRefusalCause } from "./images.server";

export type { UploadRefusalCause };

export interface UploadRefusal {
  status: 400 | 413 | 429;
  message: string;
  fieldErrors?: Record<string, string>;
  reason?: ActionFailure["reason"];
  headers?: HeadersInit;
}

export type UploadFormAnswer = UNSAFE_DataWithResponseInit<ActionFailure>;

/**
 * The failure answer of a refused upload, with the text fields that could still be read (a body
 * too large to accept may still be streamed through for them).
 */
export function uploadRefusal(
  { status, message, fieldErrors, reason = "invalid", headers }: UploadRefusal,
  fields?: FormData,
): UploadFormAnswer {
  const values = fields ? echoValues(fields) : {};
  const failure: ActionFailure = { ok: false, intent: null, reason, message, values };
  if (fieldErrors) failure.fieldErrors = fieldErrors;
  return data(failure, { status, headers });
}

/**
 * A `readForm` for defineIntents: the form, or the answer to send when the upload is refused.
 * `refuse` words each refusal for the form (its SPEC messages, the field it concerns).
 */
export function uploadFormReader(
  limits: MultipartLimits,
  refuse: (cause: UploadRefusalCause) => UploadRefusal,
): (request: Request) => Promise<FormData | UploadFormAnswer> {
  return async (request) => {
    const read = await readUpload(request, limits);
    return "form" in read ? read.form : uploadRefusal(refuse(read.refused));
  };
}
