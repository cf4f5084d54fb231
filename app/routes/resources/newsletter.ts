import { data, redirect } from "react-router";
import { flashRedirect } from "~/lib/flash.server";
import { readForm } from "~/lib/form-data.server";
import { rateLimitMessage } from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { subscribeToNewsletter } from "~/modules/newsletter/newsletter.server";
import {
  NEWSLETTER_SUCCESS_MESSAGE,
  type NewsletterResult,
  parseNewsletterForm,
} from "~/modules/newsletter/schemas";
import type { Route } from "./+types/newsletter";

const FAILURE_MESSAGE = "We couldn't subscribe you just now. Please try again.";

/**
 * POST email=… The footer form posts with a fetcher (JSON answer, shown under the field); without
 * JavaScript it is a plain form post carrying redirectTo, answered with a redirect back and a
 * one-time flash message. Either way the address gets a confirmation mail (double opt-in).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  // Only same-site paths: a crafted redirectTo must not bounce people to another site.
  const redirectTo = form.get("redirectTo");
  const back = redirectTo === null ? null : safeRedirectPath(redirectTo);
  const reply = async (result: NewsletterResult, status: number) => {
    if (!back) return data(result, { status });
    return flashRedirect(
      back,
      result.ok
        ? { type: "success", message: result.message }
        : { type: "error", message: result.error },
    );
  };

  const parsed = parseNewsletterForm(form);
  if (!parsed.ok) return reply({ ok: false, error: parsed.error }, 400);
  try {
    const outcome = await subscribeToNewsletter(parsed.email, request);
    if (outcome.kind === "limited") {
      return reply({ ok: false, error: rateLimitMessage(outcome.retryAfterSeconds) }, 429);
    }
    // The answer does not wait for the mail: how long it takes must not tell whether an
    // address was already subscribed (no mail) or not.
    outcome.mail?.catch((error) => console.error("[newsletter] confirmation mail failed", error));
  } catch (error) {
    console.error("[newsletter] subscribe failed", error);
    return reply({ ok: false, error: FAILURE_MESSAGE }, 500);
  }
  return reply({ ok: true, message: NEWSLETTER_SUCCESS_MESSAGE }, 200);
}

export function loader() {
  return redirect("/");
}
