// Every number of the new-member rules, and the words members read about them (zod-free, safe
// for the first paint). The starting numbers are Discourse's for a new user (trust level 0):
// a few topics and replies in the first day, a pause between them, links held for review.
// The area's server code (./new-members.server.ts, ./sign-ups.server.ts,
// ./sign-up-guard.server.ts) applies them; nothing else repeats a number.

/** A member is "new" this long after their account was created. */
export const NEW_MEMBER_HOURS = 24;

/** What a new member creates that the limits count (the ledger's `kind`). */
export type NewMemberAction = "topic" | "reply" | "build" | "event" | "listing";

interface ActionLimit {
  /** How many a new member may create in their first day. */
  perFirstDay: number;
  /** Seconds a new member waits between two of them (none when absent). */
  spacingSeconds?: number;
  /** "New members can {verb} 3 {plural} in their first day. You can {verb} another in …" */
  verb: string;
  /** "Please wait … before {gerund} another {singular}." */
  gerund: string;
  singular: string;
  plural: string;
}

export const NEW_MEMBER_LIMITS: Record<NewMemberAction, ActionLimit> = {
  topic: {
    perFirstDay: 3,
    spacingSeconds: 120,
    verb: "start",
    gerund: "starting",
    singular: "topic",
    plural: "topics",
  },
  reply: {
    perFirstDay: 10,
    spacingSeconds: 30,
    verb: "post",
    gerund: "posting",
    singular: "reply",
    plural: "replies",
  },
  build: { perFirstDay: 2, verb: "add", gerund: "adding", singular: "build", plural: "builds" },
  // A repeating meet (a series) counts once: it is one thing the member made.
  event: {
    perFirstDay: 2,
    verb: "create",
    gerund: "creating",
    singular: "event",
    plural: "events",
  },
  listing: {
    perFirstDay: 2,
    verb: "post",
    gerund: "posting",
    singular: "marketplace listing",
    plural: "marketplace listings",
  },
};

/** A new member's post (a topic's opening post, a reply) with more links than this waits for review. */
export const NEW_MEMBER_MAX_LINKS = 2;

/**
 * Accounts one client address may create in SIGNUP_IP_WINDOW_HOURS; the next ones wait for an
 * admin's approval. SIGNUP_IP_LIMIT in the environment overrides it (0 = no hold).
 */
export const SIGNUPS_PER_IP = 3;
export const SIGNUP_IP_WINDOW_HOURS = 24;

/**
 * Seconds the sign-up form must be open before it is sent: people take longer, scripts do not.
 * SIGNUP_MIN_FILL_SECONDS in the environment overrides it (0 = no minimum).
 */
export const SIGNUP_MIN_FILL_SECONDS = 3;
/** A sign-up form's stamp is refused after this long, so a harvested one cannot be reused forever. */
export const SIGNUP_STAMP_MAX_AGE_HOURS = 24;

/**
 * The sign-up form's extra fields: the signed time the form was handed out, and the honeypot
 * (hidden from people and screen readers; a form-filling script fills it). Named like fields a
 * form might really have, so a script does not skip them.
 */
export const SIGN_UP_GUARD_FIELDS = { stamp: "formStartedAt", honeypot: "website" } as const;

/** The report target type of a held account in the admins' queue. */
export const MEMBER_REPORT_TYPE = "member";

export const TRUST_MESSAGES = {
  accountHeld:
    "Your account is waiting for a moderator's approval. You'll get an e-mail when it's approved.",
  postHeld: `Your post is waiting for a moderator's approval because new members' posts with more than ${NEW_MEMBER_MAX_LINKS} links are reviewed.`,
  signUpTooFast: "That was quick — please check the form and submit again.",
  signUpFormExpired: "This form has expired. Please submit it again.",
  cannotDeleteAdmin: "Admin accounts can't be deleted from the review queue.",
} as const;

/** "New members can start 3 topics in their first day. You can start another in 3 hours." */
export function firstDayLimitMessage(action: NewMemberAction, wait: string): string {
  const limit = NEW_MEMBER_LIMITS[action];
  return `New members can ${limit.verb} ${limit.perFirstDay} ${limit.plural} in their first day. You can ${limit.verb} another in ${wait}.`;
}

/**
 * "Please wait 1 minute 40 seconds before starting another topic — new members wait 2 minutes
 * between topics."
 */
export function spacingMessage(action: NewMemberAction, wait: string, spacing: string): string {
  const limit = NEW_MEMBER_LIMITS[action];
  return `Please wait ${wait} before ${limit.gerund} another ${limit.singular} — new members wait ${spacing} between ${limit.plural}.`;
}

/** The note the admins read on a held post: "New member's post with 4 links". */
export function heldPostNote(links: number): string {
  return `New member's post with ${links} links`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffixes: Record<number, string> = { 1: "st", 2: "nd", 3: "rd" };
  return `${n}${suffixes[n % 10] ?? "th"}`;
}

/** The note the admins read on a held account: "4th account from 203.0.113.7 today". */
export function heldAccountNote(nth: number, ip: string): string {
  return `${ordinal(nth)} account from ${ip} today`;
}
