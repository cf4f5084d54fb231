import { z } from "zod";
import { NEWSLETTER_EMAIL_MESSAGE } from "./messages";

export * from "./messages";

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
