// What an authenticator app shows for a TOTP secret (RFC 6238: HMAC-SHA1, 30-second steps, six
// digits), for tests that sign in with two-factor the way a person does: Vitest, the browser specs
// and the security suite compute the code from the base32 secret they set up (or the demo admin's
// documented one) instead of reaching into the app.
import crypto from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The bytes of a base32 secret (spaces, dashes and padding ignored; any letter case). */
export function base32Bytes(secret: string): Buffer {
  const clean = secret.toUpperCase().replace(/[\s=-]/g, "");
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 secret: "${secret}"`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The six-digit code for `secret` at `at` (now by default). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return codeAtStep(secret, stepAt(at));
}

const PERIOD_MS = 30_000;

function stepAt(at: number): number {
  return Math.floor(at / PERIOD_MS);
}

function codeAtStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = crypto.createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}

/** The secret of an otpauth:// URI (what the set-up page's QR code holds). */
export function secretOfUri(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`No secret in ${uri}`);
  return secret;
}

/** Per secret (and site): the last step whose code this process signed in with. */
const usedSteps = new Map<string, number>();

/**
 * The code to sign in with now. The site takes each 30-second step's code for one sign-in only,
 * so when this process already signed in with the current step's code for `secret` (on the site
 * `scope` names: its address, as the demo admin's secret is the same on every test app), this
 * gives the next step's code, which the site accepts as from a phone whose clock runs a little
 * ahead, or waits until the step after that is next. Set-up codes are not sign-ins: totpCode.
 */
export async function signInTotpCode(secret: string, scope = ""): Promise<string> {
  const key = `${scope} ${secret}`;
  const used = usedSteps.get(key);
  let step = stepAt(Date.now());
  if (used !== undefined && used >= step) {
    step = used + 1;
    const wait = (step - 1) * PERIOD_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  }
  usedSteps.set(key, step);
  return codeAtStep(secret, step);
}
