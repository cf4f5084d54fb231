// better-auth: e-mail + password with verification and password reset, sessions stored in the
// database (HttpOnly cookies), rate limits stored in the database (shared by all app processes).
// What the site's areas add (the rules on every way in, password lengths, the profile a new user
// gets) is handed in by the auth area (app/modules/auth/auth.server.ts) through configureAuth:
// shared code knows no area, and there is still one instance.
import crypto from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, type AuthMiddleware } from "better-auth/api";
import { getDb } from "~/db/client.server";
import { accounts, rateLimits, sessions, users, verifications } from "~/db/schema";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import { env } from "./env.server";
import { sendMailInBackground } from "./mail.server";

const DEV_SECRET = "camber-club-development-secret-do-not-use-in-production";

/** The site's rules, given by the auth area before the instance is first used. */
export interface AuthRules {
  /** Run around every auth API call (the JSON API and the pages' server calls). */
  hooks: { before: AuthMiddleware; after: AuthMiddleware };
  minPasswordLength: number;
  maxPasswordLength: number;
  /** Sign-up's username is taken: the message of the refusal, else null. */
  usernameRefusal(username: string): Promise<string | null>;
  /** After a user row is written: what else a new member gets (their profile). */
  userCreated(user: {
    id: string;
    email: string;
    fullName: string;
    username?: string;
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
    // (with its own rules, and the profile row beside it); /update-user would bypass both.
    disabledPaths: ["/list-sessions", "/update-user"],
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
      },
    }),
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
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
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
            });
          },
        },
      },
    },
  });
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
