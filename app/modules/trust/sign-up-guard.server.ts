// Two cheap checks that stop form-filling scripts at sign-up, on every way in (the /auth page's
// action and better-auth's JSON endpoint, through the auth area's hooks):
// - a honeypot field people never see: a sign-up that fills it is a script's, answered like a
//   success so the script learns nothing, and nothing is created;
// - a signed stamp of when the form was handed out (HMAC-SHA256 with the auth secret): missing,
//   tampered or older than a day → refused; sent sooner than the minimum fill time → "That was
//   quick", the typed values kept.
import crypto from "node:crypto";
import { env } from "~/lib/env.server";
import {
  SIGN_UP_GUARD_FIELDS,
  SIGNUP_MIN_FILL_SECONDS,
  SIGNUP_STAMP_MAX_AGE_HOURS,
  TRUST_MESSAGES,
} from "./limits";

const DEV_SECRET = "camber-club-development-sign-up-stamp-secret";
/** A clock a little ahead on another app process must not refuse a fresh stamp. */
const CLOCK_SKEW_MS = 5_000;

export type SignUpGuardVerdict = "ok" | "bot" | "too-fast" | "expired";

export interface SignUpGuardInput {
  stamp: unknown;
  honeypot: unknown;
}

function mac(issuedAt: number): string {
  const secret = env().BETTER_AUTH_SECRET ?? DEV_SECRET;
  return crypto
    .createHmac("sha256", secret)
    .update(`camber:sign-up-form:${issuedAt}`)
    .digest("base64url");
}

/** The stamp a sign-up form carries: when it was handed out, signed. */
export function issueSignUpStamp(now: number = Date.now()): string {
  return `${now}.${mac(now)}`;
}

function minFillMs(): number {
  return (env().SIGNUP_MIN_FILL_SECONDS ?? SIGNUP_MIN_FILL_SECONDS) * 1000;
}

/** The guard's fields of a submitted form or JSON body. */
export function signUpGuardInput(source: FormData | Record<string, unknown>): SignUpGuardInput {
  const read = (name: string) => (source instanceof FormData ? source.get(name) : source[name]);
  return {
    stamp: read(SIGN_UP_GUARD_FIELDS.stamp),
    honeypot: read(SIGN_UP_GUARD_FIELDS.honeypot),
  };
}

/** Whether a sign-up passes the guard; see the verdicts at the top of this file. */
export function checkSignUpGuard(
  input: SignUpGuardInput,
  now: number = Date.now(),
): SignUpGuardVerdict {
  if (typeof input.honeypot === "string" ? input.honeypot.trim() !== "" : input.honeypot != null) {
    return "bot";
  }
  const match =
    typeof input.stamp === "string" ? /^(\d{1,15})\.([\w-]{43})$/.exec(input.stamp) : null;
  if (!match) return "expired";
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(mac(issuedAt));
  const given = Buffer.from(match[2]);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return "expired";
  }
  const age = now - issuedAt;
  if (age < -CLOCK_SKEW_MS || age > SIGNUP_STAMP_MAX_AGE_HOURS * 60 * 60 * 1000) return "expired";
  return age < minFillMs() ? "too-fast" : "ok";
}

/** What the member reads for a refused verdict. */
export function signUpGuardMessage(verdict: "too-fast" | "expired"): string {
  return verdict === "too-fast" ? TRUST_MESSAGES.signUpTooFast : TRUST_MESSAGES.signUpFormExpired;
}
