import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import {
  AVATAR_IMAGE_MESSAGES,
  deleteStoredImages,
  ImageRejectedError,
  imageRejectionMessage,
  type StoredImage,
  storeImage,
} from "~/lib/images.server";
import { nextAvatarUrl, PROFILE_UPDATE_FAILED_MESSAGE, type ProfileInput } from "./schemas";

export const USERNAME_TAKEN_MESSAGE = "Username already exists. Please try a different one.";

/**
 * SPEC: an empty username becomes the e-mail's local part, '_' and a random number below 10000.
 * Characters a username may not contain ('+' in "jane+cars@…") are dropped and the local part is
 * shortened, so the result always passes the username rule (3–30 letters, digits, '_', '.', '-').
 */
export function generateUsername(email: string): string {
  const local = (email.split("@")[0] ?? "").replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 25);
  return `${local || "member"}_${crypto.randomInt(0, 10000)}`;
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

export { displayName } from "./display-name";

export type Profile = typeof profiles.$inferSelect;

export type UpdateProfileResult =
  | { ok: true; profile: Profile }
  | { ok: false; error: string; field?: "username" | "avatar" };

/** True for PostgreSQL's unique_violation, however deep the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Deletes the member's own avatar uploads among `urls`; any other URL is left alone. */
async function deleteImagesQuietly(userId: string, urls: string[], why: string) {
  await deleteStoredImages(urls, { kind: "avatars", ownerId: userId }).catch((error) => {
    console.error(`[profiles] could not delete ${why}`, urls, error);
  });
}

/**
 * Saves the member's own profile (SPEC "profiles upsert"). `userId` comes from the session, never
 * from the form, so a member can only ever change their own row. A new avatar upload is stored
 * first; if the database refuses the update the upload is deleted again, and once the update is
 * in, the replaced upload is deleted, so no stored image is left without a profile pointing at it.
 */
export async function updateProfile(
  userId: string,
  input: ProfileInput,
  avatarFile: File | null,
): Promise<UpdateProfileResult> {
  if (await isUsernameTaken(input.username, userId)) {
    return { ok: false, error: USERNAME_TAKEN_MESSAGE, field: "username" };
  }
  const previousAvatar = (await getProfile(userId))?.avatarUrl ?? null;

  let uploaded: StoredImage | null = null;
  if (avatarFile) {
    try {
      uploaded = await storeImage(avatarFile, { ownerId: userId, kind: "avatars" });
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        const message = imageRejectionMessage(error, AVATAR_IMAGE_MESSAGES);
        return { ok: false, error: message, field: "avatar" };
      }
      console.error("[profiles] avatar upload failed", error);
      return { ok: false, error: PROFILE_UPDATE_FAILED_MESSAGE };
    }
  }

  const avatarUrl = nextAvatarUrl(previousAvatar, input, uploaded?.url ?? null);
  const fields = {
    username: input.username,
    fullName: input.fullName,
    bio: input.bio,
    location: input.location,
    avatarUrl,
    updatedAt: new Date(),
  };
  let profile: Profile;
  try {
    profile = await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(profiles)
        .values({ id: userId, ...fields })
        .onConflictDoUpdate({ target: profiles.id, set: fields })
        .returning();
      // The account's name is what e-mails greet the member with.
      await tx
        .update(users)
        .set({ name: input.fullName ?? input.username, updatedAt: new Date() })
        .where(eq(users.id, userId));
      return row;
    });
  } catch (error) {
    if (uploaded)
      await deleteImagesQuietly(userId, [uploaded.url], "an avatar the update did not keep");
    // Another member took the username between the check and the update.
    if (isUniqueViolation(error)) {
      return { ok: false, error: USERNAME_TAKEN_MESSAGE, field: "username" };
    }
    console.error("[profiles] update failed", error);
    return { ok: false, error: PROFILE_UPDATE_FAILED_MESSAGE };
  }

  // The previous avatar may be a linked image, even the public URL of someone else's upload:
  // only the member's own avatar files are ever deleted.
  if (previousAvatar && previousAvatar !== avatarUrl) {
    await deleteImagesQuietly(userId, [previousAvatar], "a replaced avatar");
  }
  return { ok: true, profile };
}
