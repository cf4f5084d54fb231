// Posts a build form to its route's action with a real upload progress bar.
//
// fetch() cannot report upload progress, so the forms' clientAction sends the form with
// XMLHttpRequest instead of React Router's own fetch. It posts to the same endpoint React Router
// would (`<path>.data`, its "single fetch" data URL) and decodes the answer with React Router's
// own decoder, so the server action is exactly the one a plain no-JavaScript POST reaches, and a
// redirect (with its flash cookie) behaves as for any other form.
import { useSyncExternalStore } from "react";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

// ---------------------------------------------------------------------------------------------
// Progress, shared with the form's busy label and progress bar

export type UploadProgress =
  | { phase: "idle" }
  /** The browser is sending the form; `fraction` is 0…1 of the bytes. */
  | { phase: "uploading"; fraction: number }
  /** Everything is sent; the server is processing the photos and saving. */
  | { phase: "processing" };

const IDLE: UploadProgress = { phase: "idle" };
let progress: UploadProgress = IDLE;
const listeners = new Set<() => void>();

function setProgress(next: UploadProgress) {
  progress = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The progress of the form being sent right now (one form per page). */
export function useUploadProgress(): UploadProgress {
  return useSyncExternalStore(
    subscribe,
    () => progress,
    () => IDLE,
  );
}

// ---------------------------------------------------------------------------------------------
// Sending

export type ActionAnswer =
  | { type: "redirect"; location: string }
  | { type: "data"; status: number; data: unknown }
  /** The action threw, or something in front of it (a proxy, the same-origin check) refused. */
  | { type: "error"; status: number };

/** React Router's data URL of a page: /create-build → /create-build.data */
function dataUrl(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  return `${path === "" ? "/_root" : path}.data`;
}

function send(url: string, body: FormData, signal: AbortSignal) {
  return new Promise<XMLHttpRequest>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "arraybuffer";
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) {
        setProgress({ phase: "uploading", fraction: Math.min(1, event.loaded / event.total) });
      }
    });
    xhr.upload.addEventListener("load", () => setProgress({ phase: "processing" }));
    xhr.addEventListener("load", () => resolve(xhr));
    xhr.addEventListener("error", () => reject(new Error("The upload failed (network error).")));
    xhr.addEventListener("abort", () => reject(new DOMException("Upload aborted", "AbortError")));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    setProgress({ phase: "uploading", fraction: 0 });
    xhr.send(body);
  });
}

/** Decodes React Router's answer to an action request. */
async function readAnswer(xhr: XMLHttpRequest): Promise<ActionAnswer> {
  // A redirect without a body (React Router's 204 form).
  const redirectTo = xhr.getResponseHeader("X-Remix-Redirect");
  if (xhr.status === 204 && redirectTo) return { type: "redirect", location: redirectTo };
  // Not an answer from the action at all.
  if (!xhr.getResponseHeader("X-Remix-Response") || !xhr.response) {
    return { type: "error", status: xhr.status };
  }
  const body = new Response(xhr.response as ArrayBuffer).body;
  if (!body) return { type: "error", status: xhr.status };
  const { value } = await decodeViaTurboStream(body, window);
  const answer = value as { redirect?: string; data?: unknown; error?: unknown };
  if (typeof answer.redirect === "string") return { type: "redirect", location: answer.redirect };
  if ("data" in answer) return { type: "data", status: xhr.status, data: answer.data };
  return { type: "error", status: xhr.status };
}

/**
 * Sends `form` to the action of the page at `pathname`, reporting progress to useUploadProgress.
 * Rejects only when the request could not be made (network down) or was aborted.
 */
export async function postFormWithProgress(
  pathname: string,
  form: FormData,
  signal: AbortSignal,
): Promise<ActionAnswer> {
  try {
    const xhr = await send(dataUrl(pathname), form, signal);
    return await readAnswer(xhr);
  } finally {
    setProgress(IDLE);
  }
}
