// Helpers for database tests that need real accounts and sessions (better-auth, the test file's
// database). Import from "../../tests/setup/users" or with a relative path from your test.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles, userRoles, users } from "~/db/schema";
import { DEMO_ADMIN, DEMO_MEMBERS, type DemoPerson } from "~/demo/demo-people";
import type { SeedContext, SeededPerson } from "~/demo/seed-types";
import type { Actor } from "~/lib/actor.server";
import { isAdmin } from "~/lib/session.server";
import { auth } from "~/modules/auth/index.server";
import { secretOfUri, signInTotpCode, totpCode } from "./totp";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** Test members joined this long ago, so the new-member limits (their first day) do not apply. */
const ESTABLISHED_MEMBER_DAYS = 30;

/**
 * Signs up through better-auth (profile row included) and marks the e-mail as verified. The
 * account is backdated a month (an established member); `joinedAt` sets when it was created
 * (`new Date()` for a brand-new member, whom the new-member limits apply to).
 */
export async function createVerifiedUser(
  overrides: Partial<Omit<TestUser, "id">> & { joinedAt?: Date } = {},
) {
  const email = overrides.email ?? `member-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const password = overrides.password ?? "test-password-123";
  const name = overrides.name ?? "Test Member";
  const result = await auth().api.signUpEmail({ body: { email, password, name } });
  const joinedAt =
    overrides.joinedAt ?? new Date(Date.now() - ESTABLISHED_MEMBER_DAYS * 24 * 60 * 60 * 1000);
  await getDb()
    .update(users)
    .set({ emailVerified: true, createdAt: joinedAt })
    .where(eq(users.email, email));
  return { id: result.user.id, email, password, name } satisfies TestUser;
}

/** The TOTP secrets (base32) of the users whose two-factor these helpers turned on, by e-mail. */
const twoFactorSecrets = new Map<string, string>();

/** The cookies a response set, as a request's Cookie header (expired ones left out). */
function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .filter((cookie) => !/max-age=0/i.test(cookie))
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Signs in and returns the value for a request's Cookie header (the session cookie). A user whose
 * two-factor `turnOnTwoFactor` set up gives the code of their authenticator as the next step, as
 * they would on /auth/two-factor.
 */
export async function sessionCookie(user: Pick<TestUser, "email" | "password">): Promise<string> {
  const email = user.email.toLowerCase();
  const kept = twoFactorSessions.get(email);
  if (kept) {
    const session = await auth().api.getSession({ headers: new Headers({ Cookie: kept }) });
    if (session?.user.email.toLowerCase() === email) return kept;
    twoFactorSessions.delete(email);
  }
  const { headers, response } = await auth().api.signInEmail({
    body: { email: user.email, password: user.password },
    returnHeaders: true,
  });
  if (!(response as { twoFactorRedirect?: boolean }).twoFactorRedirect)
    return cookieHeader(headers);
  const secret = twoFactorSecrets.get(user.email.toLowerCase());
  if (!secret)
    throw new Error(`${user.email} has two-factor on, with a secret these helpers never saw`);
  const verified = await auth().api.verifyTOTP({
    body: { code: await signInTotpCode(secret) },
    headers: new Headers({ Cookie: cookieHeader(headers) }),
    returnHeaders: true,
  });
  const cookie = cookieHeader(verified.headers);
  twoFactorSessions.set(email, cookie);
  return cookie;
}

/**
 * The sessions sessionCookie opened for users with two-factor on. The site takes each
 * authenticator code for one sign-in, so signing such a user in for every request of a test would
 * wait for the next code; as signing in is not what those tests look at, they share the session
 * while it lasts (one a test ended is replaced). Tests of the code step itself go through
 * /auth/two-factor.
 */
const twoFactorSessions = new Map<string, string>();

/**
 * Turns TOTP two-factor on the way a member does (password, then a code from the authenticator)
 * and returns its base32 secret; `sessionCookie` completes this user's sign-ins from then on.
 */
export async function turnOnTwoFactor(user: TestUser): Promise<string> {
  const headers = new Headers({ Cookie: await sessionCookie(user) });
  const enabled = await auth().api.enableTwoFactor({
    body: { password: user.password, method: "totp" },
    headers,
  });
  if (enabled.method !== "totp") throw new Error("two-factor set-up gave no TOTP URI");
  const secret = secretOfUri(enabled.totpURI);
  await auth().api.verifyTOTP({ body: { code: totpCode(secret) }, headers });
  twoFactorSecrets.set(user.email.toLowerCase(), secret);
  return secret;
}

/** Gives `user` the admin role as admins hold it on the site: with two-factor on (ADR 035). */
export async function makeAdmin(user: TestUser): Promise<void> {
  await getDb().insert(userRoles).values({ userId: user.id, role: "admin" });
  await turnOnTwoFactor(user);
}

/**
 * The Cookie header after an answer's Set-Cookie headers, as a browser keeps its jar: new values
 * replace old ones of the same name, expired ones are dropped.
 */
export function withSetCookies(cookie: string, headers: Headers | null): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const set of headers?.getSetCookie() ?? []) {
    const pair = set.split(";")[0];
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(set) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** A request as the browser of someone holding `cookie` would send it. */
export function requestWithCookie(url: string, cookie?: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  return new Request(url, { ...init, headers });
}

/**
 * The actor the root middleware would resolve for this member's session (role from user_roles),
 * for calling use-cases that take an Actor directly.
 */
export async function actorOf(userId: string): Promise<Actor> {
  const [user] = await getDb().select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  const hasAdminRole = await isAdmin(user.id);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    hasAdminRole,
    twoFactorEnabled: user.twoFactorEnabled,
    isAdmin: hasAdminRole && user.twoFactorEnabled,
  };
}

/**
 * The demo admin and members as real test accounts (with their demo usernames), for running demo
 * seed steps alone in a test: what the seed's own createDemoPeople hands the steps.
 */
export async function seedDemoPeopleAsTestUsers(): Promise<SeedContext["people"]> {
  const person = async (demo: DemoPerson): Promise<SeededPerson> => {
    const user = await createVerifiedUser({ email: demo.email, name: demo.fullName });
    await getDb().update(profiles).set({ username: demo.username }).where(eq(profiles.id, user.id));
    return { ...demo, id: user.id };
  };
  const admin = await person(DEMO_ADMIN);
  const members: SeededPerson[] = [];
  for (const member of DEMO_MEMBERS) members.push(await person(member));
  return { admin, members };
}
