// Reading a submitted form: every action reads its form here (readForm), or through
// readMultipartForm (forms with files), which applies the same rule. form-data.test.ts checks
// that no server code calls request.formData() directly.
//
// The rule: U+0000 is removed from every text value. PostgreSQL text cannot hold it ("invalid
// byte sequence for encoding UTF8: 0x00"), so a NUL in any field (no keyboard types one; a
// script can send one) reached an INSERT and the page answered 500. A NUL carries no meaning in
// text, so dropping it loses nothing of what the member wrote, and no form needs a message for a
// character nobody can type. It is removed where the form is read, BEFORE validation: the value
// that is checked (lengths, URL schemes: "java\0script:" is "javascript:") is the value stored.
// Query strings are covered by server.ts, which refuses a %00 in the address with a 400.
//
// Size and type: a form without files is small, so readForm reads at most MAX_FORM_BYTES, and
// stops reading there: checked on Content-Length before reading, and counted while reading for a
// body sent without one (chunked). Larger bodies answer 413, anything that is not a readable form
// (JSON, text/plain, no content type, broken multipart) answers 400: never a 500, and never an
// unbounded body held in memory. Forms with files use readMultipartForm and its own limits.

import { BODY_TOO_LARGE_MESSAGE, MAX_PLAIN_BODY_BYTES } from "./http-security.server";

const NUL = "\u0000";

/** The text without U+0000. */
export function withoutNul(text: string): string {
  return text.includes(NUL) ? text.replaceAll(NUL, "") : text;
}

/** A copy of the form whose text values have no U+0000 (files are kept as they are). */
export function withoutNulCharacters(form: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") cleaned.append(withoutNul(name), withoutNul(value));
    else cleaned.append(withoutNul(name), value, value.name);
  }
  return cleaned;
}

/** The most a form without files may send: far more than any text field of the site allows. */
export const MAX_FORM_BYTES = MAX_PLAIN_BODY_BYTES;
export const FORM_TOO_LARGE_MESSAGE = BODY_TOO_LARGE_MESSAGE;
export const FORM_UNREADABLE_MESSAGE = "The form could not be read. Please try again.";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refusal(status: 400 | 413, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * What of a refused body is still read and thrown away, so the client (still sending) gets to
 * read the 413; past it the connection is cut, which a client sending endlessly has earned.
 */
export const DISCARD_AFTER_REFUSAL_BYTES = 8 * 1024 * 1024;

/** Reads and drops the rest of a refused body in the background, up to the discard limit. */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  void (async () => {
    let discarded = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > DISCARD_AFTER_REFUSAL_BYTES) {
        await reader.cancel();
        return;
      }
    }
  })().catch(() => {});
}

/**
 * The body's bytes, or null once more than `max` have arrived: nothing more is kept, and the
 * rest is discarded (discardRest).
 */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > max) {
      discardRest(reader);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The request's form (urlencoded or multipart without files), NUL-free: use instead of
 * request.formData() in every action. Throws a 413 Response for a body over MAX_FORM_BYTES and a
 * 400 Response for a body that is not a form (React Router answers a thrown Response with its
 * status).
 */
export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(mediaType)) throw refusal(400, FORM_UNREADABLE_MESSAGE);
  const declaredLength = Number(request.headers.get("content-length"));
  if (Number.isFinite(declaredLength) && declaredLength > MAX_FORM_BYTES) {
    throw refusal(413, FORM_TOO_LARGE_MESSAGE);
  }
  let bytes: Uint8Array<ArrayBuffer> | null = new Uint8Array(0);
  try {
    if (request.body) bytes = await readAtMost(request.body, MAX_FORM_BYTES);
  } catch {
    throw refusal(400, FORM_UNREADABLE_MESSAGE);
  }
  if (!bytes) throw refusal(413, FORM_TOO_LARGE_MESSAGE);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refusal(400, FORM_UNREADABLE_MESSAGE);
  }
  return withoutNulCharacters(form);
}

/**
 * The request with its body read under the same cap as forms (MAX_FORM_BYTES), for handlers that
 * read bodies themselves (better-auth's JSON API): a body sent without a Content-Length is counted
 * as it arrives. Throws a 413 Response past the cap.
 */
export async function withCappedBody(request: Request): Promise<Request> {
  if (!request.body) return request;
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readAtMost(request.body, MAX_FORM_BYTES);
  } catch {
    throw refusal(400, FORM_UNREADABLE_MESSAGE);
  }
  if (!bytes) throw refusal(413, FORM_TOO_LARGE_MESSAGE);
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes,
    signal: request.signal,
  });
}
