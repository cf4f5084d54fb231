// RFC 6238 time-based one-time codes as authenticator apps show them (HMAC-SHA1, 30-second
// steps, six digits): the code of a key at one time step. better-auth's two-factor plugin checks
// the codes; the site needs the step a code belongs to (a code is good for one sign-in only), and
// the tests compute the codes a person would read off their phone.
import crypto from "node:crypto";

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;

/** The time step `at` falls in. */
export function totpStep(at: number = Date.now()): number {
  return Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);
}

/** The six-digit code of `key` for time step `step`. */
export function totpCodeAt(key: Uint8Array, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** DIGITS).padStart(DIGITS, "0");
}
