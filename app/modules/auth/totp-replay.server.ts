// An authenticator code signs in once. better-auth's two-factor plugin accepts any code of the
// previous, current or next 30-second step, as often as it is given, so a code read over someone's
// shoulder (or from a phishing page that relays it) would sign in again within its minute. RFC
// 6238 (5.2) asks the verifier to refuse a code once one has been accepted for its step; this does
// that for the sign-in step, before the plugin looks at the code: it works out which step the code
// belongs to and claims it in one conditional UPDATE, so of two requests racing with one code
// only one goes on. The set-up's first code (signed in, no sign-in challenge) is left alone.
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { constantTimeEqual, symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { twoFactors } from "~/db/schema";

/** Secrets better-auth stored from another provider carry this prefix and are base32 (its rule). */
export const IMPORTED_TOTP_PREFIX = "base32:";
/** The plugin's codes: six digits, a new one every 30 seconds, and the steps around now it accepts. */
const DIGITS = 6;
const PERIOD_MS = 30_000;
const WINDOW = 1;

export type TotpClaim = "claimed" | "already-used" | "left-to-the-plugin";

type SecretKey = Parameters<typeof symmetricDecrypt>[0]["key"];

/**
 * The HMAC key of a secret as the plugin stores it (two_factors.secret: encrypted with the auth
 * secret; made by the plugin, its text is the key; brought from elsewhere, "base32:" + base32).
 */
export async function totpKeyOf(stored: string, key: SecretKey): Promise<Uint8Array> {
  const secret = await symmetricDecrypt({ key, data: stored });
  return secret.startsWith(IMPORTED_TOTP_PREFIX)
    ? base32.decode(secret.slice(IMPORTED_TOTP_PREFIX.length).toUpperCase())
    : new TextEncoder().encode(secret);
}

/**
 * Claims the time step of `code` for `userId`'s sign-in. "already-used": a code of this step or a
 * later one signed in before. "left-to-the-plugin": nothing claimed, as the plugin refuses the
 * code anyway: no step in the window matches (a wrong code, which it counts), the account's codes
 * are locked, or it has no two-factor.
 */
export async function claimTotpStep(
  userId: string,
  code: string,
  key: SecretKey,
  now: number = Date.now(),
): Promise<TotpClaim> {
  const db = getDb();
  const [row] = await db
    .select({ secret: twoFactors.secret, lockedUntil: twoFactors.lockedUntil })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  if (!row || (row.lockedUntil && row.lockedUntil.getTime() > now)) return "left-to-the-plugin";
  const otp = createOTP(await totpKeyOf(row.secret, key), { digits: DIGITS });
  const current = Math.floor(now / PERIOD_MS);
  let step: number | null = null;
  for (let offset = WINDOW; offset >= -WINDOW; offset--) {
    if (constantTimeEqual(await otp.hotp(current + offset), code)) {
      step = current + offset;
      break;
    }
  }
  if (step === null) return "left-to-the-plugin";
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return claimed.length > 0 ? "claimed" : "already-used";
}
