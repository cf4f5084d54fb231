// The site's account rules for every way into better-auth: its JSON API (/api/auth/*) and the
// pages' server calls (auth().api.*) both run these hooks.
// - Sign-in: the per-account delay after failed attempts (./sign-in-delay.server).
// - Sign-up: the sign-up page's rules for name and username, no avatar URL, a strong password,
//   and over HTTP the sign-up form's guard (honeypot, signed fill-time stamp: the trust area).
// - New passwords (reset, change): the same strength rule.
// - Passkeys made in the browser (the one JSON door for adding one): the Security page's rule for
//   their names, and a mail to the owner when one is added.
// - The sign-in's authenticator code: one sign-in per code (./totp-replay.server).
import crypto from "node:crypto";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { rateLimitMessage } from "~/lib/rate-limit.server";
import { passkeyNameProblem } from "~/modules/account";
import {
  checkSignUpGuard,
  signUpGuardInput,
  signUpGuardMessage,
} from "~/modules/trust/index.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./form-rules";
import { TOTP_CODE_USED_MESSAGE } from "./messages";
import { passkeyAddedNotice } from "./notices.server";
import { newPasswordProblem } from "./password-strength.server";
import { apiSignUpSchema } from "./schemas";
import { claimSignInAttempt, forgetSignInFailures } from "./sign-in-delay.server";
import { claimTotpStep } from "./totp-replay.server";

/** How many codes better-auth's two-factor plugin takes per sign-in challenge. */
const CODES_PER_CHALLENGE = 5;

function bodyOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

function refuse(message: string, code: string): APIError {
  return new APIError("BAD_REQUEST", { message, code });
}

/**
 * The strength rule for a new password. Lengths outside the allowed range (and non-strings) are
 * left to better-auth's own check, which refuses them with its own message just after.
 */
async function checkNewPassword(password: unknown, userInputs: (string | undefined)[]) {
  if (typeof password !== "string") return;
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return;
  const problem = await newPasswordProblem(password, userInputs);
  if (problem) throw refuse(problem, "PASSWORD_TOO_WEAK");
}

const SIGN_UP_GUARD_CODES = { "too-fast": "SIGN_UP_TOO_FAST", expired: "SIGN_UP_FORM_EXPIRED" };

/**
 * What better-auth answers a sign-up that needs its e-mail verified: a script that filled the
 * honeypot reads the same, and learns nothing (nothing is created, no e-mail sent).
 */
function botSignUpAnswer(email: string, name: string) {
  const now = new Date();
  return {
    token: null,
    user: {
      id: crypto.randomUUID(),
      email: email.toLowerCase(),
      name,
      image: null,
      emailVerified: false,
      twoFactorEnabled: false,
      createdAt: now,
      updatedAt: now,
    },
  };
}

export const authApiBefore = createAuthMiddleware(async (ctx) => {
  const body = bodyOf(ctx.body);
  switch (ctx.path) {
    case "/sign-in/email": {
      if (typeof body.email !== "string" || !body.email) return;
      const claim = await claimSignInAttempt(body.email);
      if (!claim.allowed) {
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: rateLimitMessage(claim.retryAfterSeconds), code: "TOO_MANY_ATTEMPTS" },
          { "Retry-After": String(claim.retryAfterSeconds) },
        );
      }
      return;
    }
    case "/sign-up/email": {
      const password = body.password;
      if (
        typeof password === "string" &&
        (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH)
      ) {
        return; // better-auth refuses it with its own message
      }
      const parsed = apiSignUpSchema.safeParse(body);
      if (!parsed.success) throw refuse(parsed.error.issues[0].message, "INVALID_FIELD");
      const { email, name, username } = parsed.data;
      await checkNewPassword(password, [email, name, username]);
      // Over HTTP (the JSON API) the sign-up form's guard applies here; the /auth page checks it
      // itself before its server call, which has no request.
      if (ctx.request) {
        const verdict = checkSignUpGuard(signUpGuardInput(body));
        if (verdict === "bot") return ctx.json(botSignUpAnswer(email, name));
        if (verdict !== "ok")
          throw refuse(signUpGuardMessage(verdict), SIGN_UP_GUARD_CODES[verdict]);
      }
      return;
    }
    case "/two-factor/verify-totp": {
      // A sign-in waiting for its code names its account in the plugin's signed cookie (the
      // plugin reads it the same way just after); the set-up's first code has none.
      if (typeof body.code !== "string") return;
      const challenge = await ctx.getSignedCookie(
        ctx.context.createAuthCookie("two_factor").name,
        ctx.context.secret,
      );
      if (!challenge) return;
      const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
      if (!pending) return;
      // A challenge that has had its codes is ended by the plugin, whatever this code is.
      const attempts = await ctx.context.internalAdapter.findVerificationValue(
        `2fa-attempts-${challenge}`,
      );
      if (!attempts || Number(attempts.value) >= CODES_PER_CHALLENGE) return;
      const claim = await claimTotpStep(pending.value, body.code, ctx.context.secretConfig);
      if (claim === "already-used") throw refuse(TOTP_CODE_USED_MESSAGE, "TOTP_CODE_ALREADY_USED");
      return;
    }
    case "/reset-password":
    case "/change-password":
      await checkNewPassword(body.newPassword, []);
      return;
    case "/passkey/verify-registration": {
      if (body.name === undefined) return;
      const problem =
        typeof body.name === "string"
          ? passkeyNameProblem(body.name, { required: false })
          : "Invalid name.";
      if (problem) throw refuse(problem, "INVALID_PASSKEY_NAME");
      return;
    }
  }
});

export const authApiAfter = createAuthMiddleware(async (ctx) => {
  if (ctx.path === "/passkey/verify-registration") {
    const added = ctx.context.returned;
    const userId = isAPIError(added) ? undefined : (added as { userId?: unknown } | null)?.userId;
    if (typeof userId === "string") await passkeyAddedNotice(userId);
    return;
  }
  if (ctx.path !== "/sign-in/email") return;
  const email = bodyOf(ctx.body).email;
  if (typeof email !== "string" || !email) return;
  const returned = ctx.context.returned;
  // A session, or "verify your e-mail first" (checked after the password): the password was right.
  const code = isAPIError(returned) ? (returned.body as { code?: unknown } | undefined)?.code : "";
  if (!isAPIError(returned) || code === "EMAIL_NOT_VERIFIED") await forgetSignInFailures(email);
});
