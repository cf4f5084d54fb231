// Helpers for database tests that need real accounts and sessions (better-auth, the test file's
// database). Import from "../../tests/setup/users" or with a relative path from your test.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { isAdmin } from "~/lib/session.server";
import { auth } from "~/modules/auth/index.server";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** Signs up through better-auth (profile row included) and marks the e-mail as verified. */
export async function createVerifiedUser(overrides: Partial<Omit<TestUser, "id">> = {}) {
  const email = overrides.email ?? `member-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const password = overrides.password ?? "test-password-123";
  const name = overrides.name ?? "Test Member";
  const result = await auth().api.signUpEmail({ body: { email, password, name } });
  await getDb().update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return { id: result.user.id, email, password, name } satisfies TestUser;
}

/** Signs in and returns the value for a request's Cookie header (the session cookie). */
export async function sessionCookie(user: Pick<TestUser, "email" | "password">): Promise<string> {
  const { headers } = await auth().api.signInEmail({
    body: { email: user.email, password: user.password },
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
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
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    isAdmin: await isAdmin(user.id),
  };
}
