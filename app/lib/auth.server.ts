// better-auth: e-mail + password with verification and password reset, sessions stored in the
// database (HttpOnly cookies), rate limits stored in the database (shared by all app processes).
// What the site's areas add (the rules on every way in, password lengths, the profile a new user
// gets) is handed in by the auth area (app/modules/auth/auth.server.ts) through configureAuth:
// shared code knows no area, and there is still one instance.
import crypto from "node:crypto";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, type AuthMiddleware } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { getDb } from "~/db/client.server";
import {
  accounts,
  passkeys,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from "~/db/schema";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import { env } from "./env.server";
import { sendMailInBackground } from "./mail.server";

const DEV_SECRET = "camber-club-development-secret-do-not-use-in-production";

/** The name authenticator apps show beside a member's two-factor code. */
export const TOTP_ISSUER = "Camber Club";

/** The site's rules, given by the auth area before the instance is first used. */
export interface AuthRules {
  /** Run around every auth API call (the JSON API and the pages' server calls). */
  hooks: { before: AuthMiddleware; after: AuthMiddleware };
  minPasswordLength: number;
  maxPasswordLength: number;
  /** Sign-up's username is taken: the message of the refusal, else null. */
  usernameRefusal(username: string): Promise<string | null>;
  /**
   * After a user row is written: what else a new member gets (their profile, the record of where
   * they signed up from). `ip` is the client address of the sign-up request, null when the
   * account was made by the site itself (no request).
   */
  userCreated(user: {
    id: string;
    email: string;
    fullName: string;
    username?: string;
    ip: string | null;
  }): Promise<void>;
}

function createAuth(rules: AuthRules) {
  const config = env();
  return betterAuth({
    appName: "Camber Club",
    baseURL: config.BASE_URL,
    basePath: "/api/auth",
    secret: config.BETTER_AUTH_SECRET ?? DEV_SECRET,
    trustedOrigins: [config.BASE_URL],
    // The JSON list of a member's sessions carries each session's raw token, readable by page
    // scripts although the cookie is HttpOnly. No page needs it (sessions end by sign-out and
    // password reset), so it is not served. The profile page changes a member's name and avatar
    // (with its own rules, and the profile row beside it); /update-user would bypass both. A
    // password or e-mail change goes through the account page (/account), which rate-limits it
    // per member and tells the old address; the JSON endpoints would skip both.
    // Two-factor and passkeys are managed on the Security page (/account/security), with its
    // rules (admins keep two-factor, passkey names), through these endpoints' server calls; their
    // JSON doors stay shut. Open: the WebAuthn ceremonies the pages run in the browser (they are
    // browser APIs) and the code step of signing in (/two-factor/verify-*).
    disabledPaths: [
      "/list-sessions",
      "/update-user",
      "/change-password",
      "/change-email",
      "/two-factor/enable",
      "/two-factor/disable",
      "/two-factor/get-totp-uri",
      "/two-factor/generate-backup-codes",
      "/two-factor/send-otp",
      "/two-factor/verify-otp",
      "/passkey/list-user-passkeys",
      "/passkey/update-passkey",
      "/passkey/delete-passkey",
    ],
    // The site's rules on every way in (JSON API and the pages' server calls): sign-in delay per
    // account, sign-up fields, password strength.
    hooks: rules.hooks,
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      // Hooks below use the app's db handle; with adapter transactions on PGlite they would wait
      // for the adapter's own transaction forever.
      transaction: false,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    plugins: [
      // TOTP with backup codes: optional for members, required for admins before /admin.
      // The plugin's defaults hold: 10 backup codes, codes 5 times per sign-in, and 10 wrong
      // codes in a row lock the account's codes for 15 minutes.
      twoFactor({ issuer: TOTP_ISSUER }),
      // WebAuthn on the site's own origin (BASE_URL): the relying party is its host name.
      passkey({
        rpID: new URL(config.BASE_URL).hostname,
        rpName: "Camber Club",
        origin: new URL(config.BASE_URL).origin,
        // Passkeys proper: kept on the authenticator (sign-in without typing an e-mail) and
        // unlocked by the person (fingerprint, face, PIN), which is what lets a passkey stand in
        // for password and code together.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        authentication: {
          afterVerification: async ({ verification }) => {
            if (!verification.authenticationInfo.userVerified) {
              throw new APIError("UNAUTHORIZED", {
                code: "PASSKEY_USER_NOT_VERIFIED",
                message:
                  "Your passkey didn't check it was you (no fingerprint, face or PIN). Sign in with your email and password instead.",
              });
            }
          },
        },
      }),
    ],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: rules.minPasswordLength,
      maxPasswordLength: rules.maxPasswordLength,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Mails go out after the answer (sendMailInBackground): how long a request takes must not
      // tell whether an address is registered. They never name the member: the name was typed by
      // whoever signed up, and the address may not be theirs (not verified yet).
      sendResetPassword: async ({ user, url }) => {
        sendMailInBackground({
          to: user.email,
          subject: "Reset your Camber Club password",
          text: `Hi,\n\nSomeone asked to reset the password of your Camber Club account. Choose a new one here (the link works for one hour):\n\n${url}\n\nIf it wasn't you, ignore this e-mail: your password stays as it is.\n\nCamber Club — Tuned. Stanced. Respected.`,
        });
      },
      onExistingUserSignUp: async ({ user }) => {
        // Sign-up with a registered address answers like a success (no account enumeration);
        // the owner is told, in case they forgot they have an account.
        sendMailInBackground({
          to: user.email,
          subject: "You already have a Camber Club account",
          text: `Hi,\n\nSomeone tried to create a Camber Club account with this e-mail address, which already has one. If it was you, sign in at ${config.BASE_URL}/auth — or reset your password there if you forgot it.\n\nCamber Club`,
        });
      },
    },
    // A member changes their sign-in address on /account: the change takes effect when the link
    // mailed to the NEW address is followed (verify-email with a change-email token); the account
    // area tells the old address. An unverified address is never adopted without its link.
    user: { changeEmail: { enabled: true, updateEmailWithoutVerification: false } },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url, token }) => {
        if (isEmailChangeToken(token)) {
          // Sent to the new address, which may be a stranger's (a typo): no names, no old address.
          sendMailInBackground({
            to: user.email,
            subject: "Confirm your new Camber Club e-mail address",
            text: `Hi,\n\nA Camber Club member asked to change the e-mail address of their account to this one. Follow this link to confirm it; from then on this is the address they sign in with:\n\n${url}\n\nThe link works for 24 hours. If you didn't ask for this, ignore this e-mail: nothing changes.\n\nCamber Club — Tuned. Stanced. Respected.`,
          });
          return;
        }
        sendMailInBackground({
          to: user.email,
          subject: "Verify your e-mail for Camber Club",
          text: `Welcome to Camber Club!\n\nConfirm your e-mail address to finish creating your account:\n\n${url}\n\nThe link works for 24 hours. If you didn't sign up, ignore this e-mail.\n\nCamber Club — Tuned. Stanced. Respected.`,
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.NODE_ENV !== "test" && config.RATE_LIMITS,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/send-verification-email": { window: 60, max: 3 },
      },
    },
    advanced: {
      // server.ts puts the client address (after TRUST_PROXY_HOPS) into this header and removes
      // any value the client sent, so it cannot be spoofed.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Random UUIDs made here: "uuid" would leave the id to a column default these text ids lack.
      database: { generateId: () => crypto.randomUUID() },
      cookiePrefix: "camber",
      useSecureCookies: config.BASE_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (_user, ctx) => {
            const username = usernameFromBody(ctx?.body);
            const refusal = username ? await rules.usernameRefusal(username) : null;
            if (refusal) throw new APIError("BAD_REQUEST", { message: refusal });
          },
          after: async (user, ctx) => {
            await rules.userCreated({
              id: user.id,
              email: user.email,
              fullName: user.name,
              username: usernameFromBody(ctx?.body),
              ip:
                ctx?.headers?.get(CLIENT_IP_HEADER) ??
                ctx?.request?.headers.get(CLIENT_IP_HEADER) ??
                null,
            });
          },
        },
      },
    },
  });
}

/**
 * Whether a verification token (a JWT better-auth has just signed) asks to move an account to a
 * new address rather than to confirm a new account's: change-email tokens carry `updateTo`.
 */
export function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    return typeof payload?.updateTo === "string" && payload.updateTo.length > 0;
  } catch {
    return false;
  }
}

function usernameFromBody(body: unknown): string | undefined {
  if (body && typeof body === "object" && "username" in body) {
    const value = (body as { username?: unknown }).username;
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return undefined;
}

export type Auth = ReturnType<typeof createAuth>;

const KEY = Symbol.for("camber.auth");
const RULES_KEY = Symbol.for("camber.auth-rules");

type Holder = { [KEY]?: Auth; [RULES_KEY]?: AuthRules };
const holder = globalThis as unknown as Holder;

/** Gives the site's rules; the auth area calls it once, when its module is loaded. */
export function configureAuth(rules: AuthRules): void {
  holder[RULES_KEY] = rules;
}

/**
 * The process-wide better-auth instance (created on first use, after env and db are known).
 * Code outside app/lib imports it from the auth area, which configures it first.
 */
export function auth(): Auth {
  if (!holder[KEY]) {
    const rules = holder[RULES_KEY];
    if (!rules) {
      throw new Error(
        "better-auth used before the auth area gave its rules: import auth from ~/modules/auth/index.server",
      );
    }
    holder[KEY] = createAuth(rules);
  }
  return holder[KEY];
}
