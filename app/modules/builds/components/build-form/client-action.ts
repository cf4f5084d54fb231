// The browser half of the create and edit actions: sends the form (already checked by BuildForm)
// to the server action with upload progress, and turns the answer into what React Router expects
// from a clientAction: a redirect to follow, or the action's data for the page.
import { redirect } from "react-router";
import { markRequestFailure } from "~/lib/network-failure";
import { readSpecForm } from "~/modules/builds/spec/form-values";
import {
  BUILD_TEXT_FIELDS,
  type BuildFormFailure,
  type BuildFormValues,
  FORM_FIELDS,
} from "./messages";
import { postFormWithProgress } from "./upload-with-progress";

function isFailure(value: unknown): value is BuildFormFailure {
  return typeof value === "object" && value !== null && (value as BuildFormFailure).ok === false;
}

export async function sendBuildForm(
  request: Request,
  failedMessage: string,
): Promise<BuildFormFailure | Response> {
  const form = await request.formData();
  try {
    const answer = await postFormWithProgress(new URL(request.url).pathname, form, request.signal);
    if (answer.type === "redirect") return redirect(answer.location);
    if (answer.type === "data" && isFailure(answer.data)) return answer.data;
    console.error("[builds] unexpected answer to the form", answer);
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error("[builds] sending the form failed", error);
  }
  // The network or the server failed: say so, and keep what was typed.
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  // Marked so the page's loaders are not reloaded over the connection that just failed.
  return markRequestFailure<BuildFormFailure>({
    ok: false,
    errors: { form: failedMessage },
    values: Object.fromEntries(BUILD_TEXT_FIELDS.map((n) => [n, text(n)])) as BuildFormValues,
    removeImageIds: form.getAll(FORM_FIELDS.removeImageId).map(String),
    spec: readSpecForm(form),
    toast: { title: failedMessage },
  });
}
