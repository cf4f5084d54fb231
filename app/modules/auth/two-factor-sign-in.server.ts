// The second step of signing in to an account with two-factor on (/auth/two-factor). The password
// step (signIn) leaves no session: better-auth's two-factor plugin answers it with a signed,
// ten-minute "two_factor" cookie naming a challenge. This step turns that challenge and a code
// (the authenticator's, or a one-use backup code) into the session, through the plugin's own
// checks: at most 5 codes per challenge, and 10 wrong codes in a row lock the account's codes for
// 15 minutes. What it adds: the site's messages, and the real wait of a lock.
import { parseCookies } from "better-auth/cookies";
import { constantTimeEqual, makeSignature } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { twoFactors } from "~/db/schema";
import { formatWait } from "~/lib/rate-limit.server";
import { authErrorCode } from "./accounts.server";
import { auth } from "./auth.server";
import {
  BACKUP_CODE_REFUSED_MESSAGE,
  TOTP_CODE_REFUSED_MESSAGE,
  TOTP_CODE_USED_MESSAGE,
  TWO_FACTOR_EXPIRED_MESSAGE,
  TWO_FACTOR_TOO_MANY_MESSAGE,
  twoFactorLockedMessage,
} from "./messages";

export type SecondFactor = "totp" | "backup-code";

export type SecondFactorResult =
  | { ok: true; setCookies: string[] }
  | {
      ok: false;
      /**
       * wrong-code: try again on this page; restart: the challenge is gone (timed out, used up,
       * two-factor reset meanwhile), sign in again; locked: the account's codes wait.
       */
      kind: "wrong-code" | "restart" | "locked";
      message: string;
      retryAfterSeconds?: number;
    };

/** The plugin's cookie of a sign-in waiting for its code (name as better-auth sets it). */
async function challengeCookieName(): Promise<string> {
  return (await auth().$context).createAuthCookie("two_factor").name;
}

/**
 * The challenge the request's two_factor cookie names, if the cookie is there and its signature
 * is ours (it may have expired on the server: the plugin checks that when a code is given).
 */
export async function readTwoFactorChallenge(request: Request): Promise<string | null> {
  const raw = parseCookies(request.headers.get("Cookie") ?? "").get(await challengeCookieName());
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const identifier = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  const expected = await makeSignature(identifier, (await auth().$context).secret);
  return constantTimeEqual(signature, expected) ? identifier : null;
}

/** Seconds until the account of this challenge may give codes again (0 when not locked). */
async function lockedForSeconds(request: Request): Promise<number> {
  const identifier = await readTwoFactorChallenge(request);
  if (!identifier) return 0;
  const challenge = await (await auth().$context).internalAdapter.findVerificationValue(identifier);
  if (!challenge) return 0;
  const [row] = await getDb()
    .select({ lockedUntil: twoFactors.lockedUntil })
    .from(twoFactors)
    .where(eq(twoFactors.userId, challenge.value));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/**
 * Checks the code against the challenge of the request's cookie. On success: the cookies of the
 * new session (and the challenge's cookie expired), for the answer to set.
 */
export async function completeTwoFactorSignIn(
  factor: SecondFactor,
  code: string,
  request: Request,
): Promise<SecondFactorResult> {
  try {
    const call =
      factor === "totp"
        ? auth().api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true })
        : auth().api.verifyBackupCode({
            body: { code },
            headers: request.headers,
            returnHeaders: true,
          });
    const { headers } = await call;
    return { ok: true, setCookies: headers.getSetCookie() };
  } catch (error) {
    switch (authErrorCode(error)) {
      case "INVALID_CODE":
        return { ok: false, kind: "wrong-code", message: TOTP_CODE_REFUSED_MESSAGE };
      case "TOTP_CODE_ALREADY_USED":
        return { ok: false, kind: "wrong-code", message: TOTP_CODE_USED_MESSAGE };
      case "INVALID_BACKUP_CODE":
        return { ok: false, kind: "wrong-code", message: BACKUP_CODE_REFUSED_MESSAGE };
      case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
        return { ok: false, kind: "restart", message: TWO_FACTOR_TOO_MANY_MESSAGE };
      case "ACCOUNT_TEMPORARILY_LOCKED": {
        const seconds = Math.max(1, await lockedForSeconds(request));
        return {
          ok: false,
          kind: "locked",
          message: twoFactorLockedMessage(formatWait(seconds)),
          retryAfterSeconds: seconds,
        };
      }
      // No challenge (cookie missing, expired, used), or no two-factor on the account any more
      // (reset by an admin while the code was being looked up): start again.
      case "INVALID_TWO_FACTOR_COOKIE":
      case "TOTP_NOT_ENABLED":
      case "BACKUP_CODES_NOT_ENABLED":
        return { ok: false, kind: "restart", message: TWO_FACTOR_EXPIRED_MESSAGE };
      default:
        throw error;
    }
  }
}
