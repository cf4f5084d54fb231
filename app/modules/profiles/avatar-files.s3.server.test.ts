// Whose files a "delete the previous file" may remove, on the S3 driver with S3_PUBLIC_URL_BASE:
// there every stored file has a public https URL that any member can type into an image URL field.
// Runs against a real S3-protocol server (s3rver) through the process-wide storage.
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { startTestS3Server } from "../../../tests/setup/s3";

const s3 = await startTestS3Server();
const PUBLIC_BASE = "https://cdn.camber.test";
Object.assign(process.env, s3.env, { S3_PUBLIC_URL_BASE: PUBLIC_BASE });
afterAll(() => s3.stop());

// Imported once the environment names the bucket (env() is read on first use).
const { storeImage } = await import("~/lib/images.server");
const { storage } = await import("~/lib/storage.server");
const { insertAdmin, insertMembers } = await import("~/modules/events/testing/fixtures.server");
const { createBuild } = await import("~/modules/builds/builds.server");
const { deleteBuildPermanently } = await import("~/modules/builds/moderation.server");
const { actorOf } = await import("../../../tests/setup/users");
const { getProfile, updateProfile } = await import("./profiles.server");

async function jpeg(width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#c03020" } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" });
}

/** The keys in the bucket under a prefix. */
async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage().list(prefix)) keys.push(object.key);
  return keys.sort();
}

async function profileInput(
  userId: string,
  patch: { avatarUrl?: string | null; remove?: boolean },
) {
  const profile = await getProfile(userId);
  return {
    username: profile?.username ?? "member",
    fullName: null,
    bio: null,
    location: null,
    avatarUrl: patch.avatarUrl ?? null,
    removeAvatar: patch.remove ?? false,
  };
}

describe("deleting replaced files on S3 with a public URL base", () => {
  it("an avatar set to another member's photo URL never deletes that photo", async () => {
    const [victim, attacker] = await insertMembers(2, "s3avatar");
    const photo = await storeImage(await jpeg(1700, 1000), { ownerId: victim, kind: "builds" });
    expect(photo.url.startsWith(`${PUBLIC_BASE}/builds/`)).toBe(true);
    const victimKeys = await keysUnder(`builds/${victim}/`);
    // 480, 960, 1600 and the zoom's full 1700 (build photos keep a variant up to 2560).
    expect(victimKeys).toHaveLength(4);

    // Set the avatar to the victim's public URL, then change it, then remove it.
    const set = await updateProfile(
      attacker,
      await profileInput(attacker, { avatarUrl: photo.url }),
      null,
    );
    expect(set.ok).toBe(true);
    const changed = await updateProfile(
      attacker,
      await profileInput(attacker, { avatarUrl: "https://example.com/me.png" }),
      null,
    );
    expect(changed.ok).toBe(true);
    expect(await keysUnder(`builds/${victim}/`)).toEqual(victimKeys);

    await updateProfile(attacker, await profileInput(attacker, { avatarUrl: photo.url }), null);
    const removed = await updateProfile(
      attacker,
      await profileInput(attacker, { remove: true }),
      null,
    );
    expect(removed.ok).toBe(true);
    expect((await getProfile(attacker))?.avatarUrl).toBeNull();
    expect(await keysUnder(`builds/${victim}/`)).toEqual(victimKeys);

    // The member's own uploaded avatar is still deleted when replaced.
    const uploaded = await updateProfile(
      attacker,
      await profileInput(attacker, {}),
      await jpeg(400, 400),
    );
    expect(uploaded.ok).toBe(true);
    expect((await keysUnder(`avatars/${attacker}/`)).length).toBeGreaterThan(0);
    await updateProfile(attacker, await profileInput(attacker, { remove: true }), null);
    expect(await keysUnder(`avatars/${attacker}/`)).toEqual([]);
  });

  it("an admin deleting a build whose featured image URL is another member's avatar keeps that avatar", async () => {
    const [victim, owner] = await insertMembers(2, "s3build");
    const admin = await insertAdmin();
    const avatar = await storeImage(await jpeg(300, 300), { ownerId: victim, kind: "avatars" });
    const avatarKeys = await keysUnder(`avatars/${victim}/`);
    expect(avatarKeys.length).toBeGreaterThan(0);
    const { id } = await createBuild(
      owner,
      {
        title: "Borrowed picture",
        carMake: "Mazda",
        carModel: "RX-7",
        carYear: 1993,
        description: "FD.",
        featuredImageUrl: avatar.url,
      },
      [],
    );
    await deleteBuildPermanently(await actorOf(admin), id);
    expect(await keysUnder(`avatars/${victim}/`)).toEqual(avatarKeys);
  });
});
