import { z } from "zod";

export const NEWSLETTER_EMAIL_MESSAGE = "Please enter a valid email address.";
/** The immediate answer: the address is subscribed only once the mailed link is followed. */
export const NEWSLETTER_SUCCESS_MESSAGE =
  "Almost there! Check your inbox and follow the link we sent to confirm your subscription.";
export const NEWSLETTER_CONFIRMED_TITLE = "Subscription confirmed";
export const NEWSLETTER_CONFIRMED_MESSAGE =
  "Your subscription is confirmed. You're on the list for the Camber Club newsletter.";
export const NEWSLETTER_LINK_FAILED_TITLE = "Confirmation link not valid";
export const NEWSLETTER_LINK_INVALID_MESSAGE =
  "This confirmation link is not valid. Please subscribe again from the form at the bottom of the page.";
export const NEWSLETTER_LINK_EXPIRED_MESSAGE =
  "This confirmation link has expired. Please subscribe again from the form at the bottom of the page to get a new one.";

/** The footer's newsletter form; the same schema checks in the browser and in the action. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_MESSAGE })
    .trim()
    // 254 characters is the longest address SMTP can deliver to (RFC 5321 path limit).
    .max(254, { error: NEWSLETTER_EMAIL_MESSAGE })
    .pipe(z.email({ error: NEWSLETTER_EMAIL_MESSAGE })),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** What the newsletter action answers a fetcher with. */
export type NewsletterResult = { ok: true; message: string } | { ok: false; error: string };

/** Parses the form into either the clean address or the message to show under the field. */
export function parseNewsletterForm(
  form: FormData | Record<string, unknown>,
): { ok: true; email: string } | { ok: false; error: string } {
  const raw = form instanceof FormData ? { email: form.get("email") ?? "" } : form;
  const result = newsletterSchema.safeParse(raw);
  if (result.success) return { ok: true, email: result.data.email };
  return { ok: false, error: result.error.issues[0]?.message ?? NEWSLETTER_EMAIL_MESSAGE };
}
