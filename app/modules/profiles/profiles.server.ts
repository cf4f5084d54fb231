import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles } from "~/db/schema";

export const USERNAME_TAKEN_MESSAGE = "Username already exists. Please try a different one.";

/** SPEC: an empty username becomes the e-mail's local part, '_' and a random number below 10000. */
export function generateUsername(email: string): string {
  const local = email.split("@")[0] || "member";
  return `${local}_${crypto.randomInt(0, 10000)}`;
}

export async function isUsernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0 && rows[0].id !== exceptUserId;
}

/**
 * Creates the profile row of a new account (called from better-auth's user-create hook, after
 * the username was checked). If another sign-up took the same username in between, the unique
 * index refuses it and the member gets a generated username instead of a broken account.
 */
export async function createProfileForNewUser(input: {
  id: string;
  email: string;
  fullName: string | null;
  username?: string;
}) {
  const db = getDb();
  const candidates = [input.username ?? generateUsername(input.email)];
  for (let i = 0; i < 3; i++) candidates.push(generateUsername(input.email));
  for (const username of candidates) {
    const inserted = await db
      .insert(profiles)
      .values({ id: input.id, username, fullName: input.fullName?.trim() || null })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    if (inserted.length > 0) return;
    const existing = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, input.id));
    if (existing.length > 0) return;
  }
  throw new Error(`Could not create a profile for user ${input.id}`);
}

export async function getProfile(userId: string) {
  const rows = await getDb().select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** SPEC display rule: full_name, else username, else the given fallback ('Anonymous' by default). */
export function displayName(
  profile: { fullName?: string | null; username?: string | null } | null | undefined,
  fallback = "Anonymous",
): string {
  return profile?.fullName?.trim() || profile?.username?.trim() || fallback;
}
