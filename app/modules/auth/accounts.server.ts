// Account use-cases behind the /auth pages: sign up, sign in, e-mail verification links and
// password reset. They call better-auth's server API (no HTTP round trip) and turn its errors into
// the messages SPEC §8 asks for: the service's own message, or 'An unexpected error occurred'.
import { APIError } from "better-auth/api";
import { env } from "~/lib/env.server";
import { RateLimitedError } from "~/lib/errors";
import { consumeRequestRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { isUsernameTaken, USERNAME_TAKEN_MESSAGE } from "~/modules/profiles/index.server";
import { auth } from "./auth.server";
import { UNEXPECTED_ERROR_MESSAGE, VERIFICATION_RESENT_MESSAGE } from "./messages";
import type { SignInInput, SignUpInput } from "./schemas";

/** Where the e-mail verification link lands (an invalid link adds &error=CODE). */
export const VERIFIED_CALLBACK_PATH = "/auth?verified=1";
export const RESET_PASSWORD_PATH = "/auth/reset-password";

export type Failure<Field extends string = string> = {
  ok: false;
  error: string;
  /** The field the error belongs to, when it belongs to one. */
  field?: Field;
};

export type AuthAttempt =
  | "sign-in"
  | "sign-up"
  | "resend-verification"
  | "reset-request"
  | "reset-password"
  | "two-factor";

/**
 * Attempts per client IP, against floods from one address (better-auth's own endpoints have their
 * own limits in auth.server.ts). Guessing one account's password from many addresses is slowed by
 * the per-account delay that every sign-in path applies (./auth-api-rules.server).
 */
const LIMITS_PER_IP: Record<AuthAttempt, RateLimitRule> = {
  "sign-in": { limit: 10, windowSeconds: 60 },
  "sign-up": { limit: 5, windowSeconds: 10 * 60 },
  "resend-verification": { limit: 3, windowSeconds: 10 * 60 },
  "reset-request": { limit: 3, windowSeconds: 10 * 60 },
  "reset-password": { limit: 10, windowSeconds: 10 * 60 },
  // Codes of two-factor sign-in: the plugin allows 5 per challenge and locks an account's codes
  // after 10 wrong ones; this stops one address from cycling through many accounts.
  "two-factor": { limit: 20, windowSeconds: 10 * 60 },
};

/**
 * Counts one attempt against the client's IP; over the limit it throws RateLimitedError (the
 * action pipeline answers 429 with the real wait). Counted after the form is checked, so a typo
 * caught by the schema costs no attempt.
 */
export async function countAuthAttempt(request: Request, attempt: AuthAttempt): Promise<void> {
  const verdict = await consumeRequestRateLimit(request, `auth:${attempt}`, LIMITS_PER_IP[attempt]);
  if (!verdict.allowed) throw new RateLimitedError(verdict.retryAfterSeconds);
}

/** A duplicate-key error from the database (SPEC §8: the unique-constraint text). */
function isDuplicateKey(message: string): boolean {
  return /duplicate key|unique constraint/i.test(message);
}

/** The service's message for a better-auth error; anything else is unexpected (and logged). */
export function authErrorMessage(error: unknown, context: string): string {
  if (error instanceof APIError) {
    const body = error.body as { message?: unknown } | undefined;
    const message =
      typeof body?.message === "string" && body.message ? body.message : error.message;
    if (message) return isDuplicateKey(message) ? USERNAME_TAKEN_MESSAGE : message;
  }
  console.error(`[auth] ${context} failed`, error);
  return UNEXPECTED_ERROR_MESSAGE;
}

/** The code of a better-auth error ("INVALID_PASSWORD", "EMAIL_NOT_VERIFIED"…), if it has one. */
export function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * Creates the account and sends the verification e-mail. The profile row (full name, username)
 * is written by the user-create hook (./auth.server.ts); without a username it generates
 * one (e-mail local part + '_' + a number below 10000). A registered e-mail answers like a
 * success (better-auth mails the owner instead), so sign-up cannot be used to probe addresses.
 */
export async function signUp(
  input: SignUpInput,
  request: Request,
): Promise<{ ok: true } | Failure<"username">> {
  const username = input.username || undefined;
  if (username && (await isUsernameTaken(username))) {
    return { ok: false, error: USERNAME_TAKEN_MESSAGE, field: "username" };
  }
  try {
    await auth().api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: input.fullName,
        callbackURL: VERIFIED_CALLBACK_PATH,
        // Not a better-auth field: the user-create hook reads it from the body.
        ...(username ? { username } : {}),
      },
      headers: request.headers,
    });
    return { ok: true };
  } catch (error) {
    const message = authErrorMessage(error, "sign-up");
    return message === USERNAME_TAKEN_MESSAGE
      ? { ok: false, error: message, field: "username" }
      : { ok: false, error: message };
  }
}

export type SignInResult =
  | {
      ok: true;
      setCookies: string[];
      /**
       * The password was right but the account has two-factor on: no session yet, the cookies
       * hold the challenge the code step (/auth/two-factor) completes.
       */
      needsSecondFactor: boolean;
    }
  | (Failure & {
      /** The account exists but its e-mail is not verified; a new link was just sent. */
      unverified?: boolean;
      notice?: string;
      /** Too many failed attempts for this account: `error` says how long to wait. */
      retryAfterSeconds?: number;
    });

/** Checks the credentials; on success returns the session cookies to send to the browser. */
export async function signIn(input: SignInInput, request: Request): Promise<SignInResult> {
  try {
    const { headers, response } = await auth().api.signInEmail({
      // callbackURL is where the verification link sent to an unverified account will land.
      body: { email: input.email, password: input.password, callbackURL: VERIFIED_CALLBACK_PATH },
      headers: request.headers,
      returnHeaders: true,
    });
    // better-auth's two-factor plugin answers { twoFactorRedirect: true } instead of a session.
    const needsSecondFactor =
      (response as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
    return { ok: true, setCookies: headers.getSetCookie(), needsSecondFactor };
  } catch (error) {
    const message = authErrorMessage(error, "sign-in");
    if (authErrorCode(error) === "EMAIL_NOT_VERIFIED") {
      // sendOnSignIn: better-auth has just mailed a fresh verification link.
      return { ok: false, error: message, unverified: true, notice: VERIFICATION_RESENT_MESSAGE };
    }
    if (error instanceof APIError && error.statusCode === 429) {
      const retryAfter = Number(new Headers(error.headers).get("Retry-After"));
      return { ok: false, error: message, retryAfterSeconds: retryAfter > 0 ? retryAfter : 60 };
    }
    return { ok: false, error: message };
  }
}

/**
 * Mails a new verification link if the address belongs to an unverified account. Answers the
 * same either way (better-auth does not reveal whether the address is registered).
 */
export async function resendVerificationEmail(email: string): Promise<{ ok: true } | Failure> {
  try {
    await auth().api.sendVerificationEmail({
      body: { email, callbackURL: VERIFIED_CALLBACK_PATH },
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: authErrorMessage(error, "resend verification") };
  }
}

/** Mails a password reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(email: string): Promise<{ ok: true } | Failure> {
  try {
    await auth().api.requestPasswordReset({
      body: { email, redirectTo: `${env().BASE_URL}${RESET_PASSWORD_PATH}` },
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: authErrorMessage(error, "password reset request") };
  }
}

/** Sets a new password with the token from the e-mailed link; all sessions are signed out. */
export async function resetPassword(
  token: string,
  newPassword: string,
): Promise<{ ok: true } | (Failure & { invalidToken?: boolean })> {
  try {
    await auth().api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    const message = authErrorMessage(error, "password reset");
    return authErrorCode(error) === "INVALID_TOKEN"
      ? { ok: false, error: message, invalidToken: true }
      : { ok: false, error: message };
  }
}
