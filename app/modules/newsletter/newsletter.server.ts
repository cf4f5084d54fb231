// Newsletter sign-ups from the footer form, confirmed by e-mail (double opt-in): the form only
// records a pending address and mails it a confirmation link; the address counts as subscribed
// once that link is followed. Anyone can type anyone's address, so the form is rate-limited per
// client address and per e-mail address, and the mail holds nothing the sender chose except the
// address it goes to.
import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Db, getDb, queryRows } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { env } from "~/lib/env.server";
import { sendMail } from "~/lib/mail.server";
import {
  consumeRateLimit,
  consumeRequestRateLimit,
  type RateLimitRule,
} from "~/lib/rate-limit.server";

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;
export const CONFIRM_PATH = "/newsletter/confirm";
export const CONFIRMATION_SUBJECT = "Confirm your Camber Club newsletter subscription";

export const NEWSLETTER_RATE_LIMITS = {
  /** Sign-ups from one client address: a person tries a couple of addresses, not hundreds. */
  perClient: { limit: 10, windowSeconds: 60 * 60 },
  /** Confirmation mails to one address: a lost mail can be asked for again, a flood cannot. */
  perAddress: { limit: 3, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export type SubscribeOutcome =
  | { kind: "limited"; retryAfterSeconds: number }
  | {
      kind: "accepted";
      /** The confirmation mail being sent (null when none is due); the answer need not wait. */
      mail: Promise<void> | null;
    };

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function confirmationText(email: string, link: string): string {
  return [
    "Hello,",
    "",
    `Someone asked for the Camber Club newsletter to be sent to ${email}.`,
    `To confirm, open this link within ${CONFIRMATION_DAYS} days:`,
    "",
    link,
    "",
    "If that was not you, ignore this e-mail: the address will not be subscribed and you will not hear from us again.",
    "",
    "Camber Club",
  ].join("\n");
}

/**
 * Records a sign-up for `email` and, unless the address is already confirmed or has had its
 * share of mails today, sends it a fresh confirmation link. Whatever the address's state, the
 * answer looks the same ("accepted"), so the form never reveals who is subscribed; only a client
 * over its own sign-up limit is refused.
 */
export async function subscribeToNewsletter(
  email: string,
  request: Request,
  db: Db = getDb(),
): Promise<SubscribeOutcome> {
  const perClient = await consumeRequestRateLimit(
    request,
    "newsletter",
    NEWSLETTER_RATE_LIMITS.perClient,
  );
  if (!perClient.allowed) {
    return { kind: "limited", retryAfterSeconds: perClient.retryAfterSeconds };
  }

  const [existing] = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
    .limit(1);
  if (existing?.confirmedAt) return { kind: "accepted", mail: null };

  const perAddress = await consumeRateLimit(
    `newsletter:address:${email.toLowerCase()}`,
    NEWSLETTER_RATE_LIMITS.perAddress,
  );
  if (!perAddress.allowed) return { kind: "accepted", mail: null };

  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = sql`now() + ${CONFIRMATION_DAYS}::integer * interval '1 day'`;
  // One row per address (any letter case); a pending row gets the new link (the old one stops
  // working), a confirmed one (confirmed meanwhile) is left alone.
  const stored = await queryRows<{ id: string }>(
    sql`insert into ${newsletterSubscribers}
          (email, confirmation_token_hash, confirmation_expires_at)
        values (${email}, ${hashToken(token)}, ${expiresAt})
        on conflict (lower(email)) do update
          set confirmation_token_hash = excluded.confirmation_token_hash,
              confirmation_expires_at = excluded.confirmation_expires_at
          where ${newsletterSubscribers.confirmedAt} is null
        returning id`,
    db,
  );
  if (stored.length === 0) return { kind: "accepted", mail: null };

  const link = `${env().BASE_URL}${CONFIRM_PATH}?token=${token}`;
  const mail = sendMail({
    to: email,
    subject: CONFIRMATION_SUBJECT,
    text: confirmationText(email, link),
  });
  return { kind: "accepted", mail };
}

export type ConfirmOutcome = "confirmed" | "expired" | "invalid";

/**
 * Confirms the address the token was mailed to. Following the link again after it worked still
 * answers "confirmed" (and changes nothing); an unknown token is "invalid", one past its expiry
 * (and not used in time) "expired".
 */
export async function confirmNewsletterSubscription(
  token: string,
  db: Db = getDb(),
): Promise<ConfirmOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return "invalid";
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: newsletterSubscribers.id,
      confirmedAt: newsletterSubscribers.confirmedAt,
      live: sql<boolean>`${newsletterSubscribers.confirmationExpiresAt} > now()`,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmationTokenHash, tokenHash))
    .limit(1);
  if (!row) return "invalid";
  if (row.confirmedAt) return "confirmed";
  if (!row.live) return "expired";
  await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.confirmedAt)));
  return "confirmed";
}
