// updateProfile against the file's real database and local upload folder.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { env } from "~/lib/env.server";
import { imageVariants } from "~/lib/image-urls";
import {
  createProfileForNewUser,
  generateUsername,
  getProfile,
  USERNAME_TAKEN_MESSAGE,
  updateProfile,
} from "./profiles.server";
import { PROFILE_UPDATE_FAILED_MESSAGE, type ProfileInput } from "./schemas";

async function newMember(username: string) {
  const id = crypto.randomUUID();
  const email = `${username}@example.com`;
  await getDb().insert(users).values({ id, name: "Member", email, emailVerified: true });
  await createProfileForNewUser({ id, email, fullName: "Member", username });
  return id;
}

function input(overrides: Partial<ProfileInput> = {}): ProfileInput {
  return {
    username: "kei_t",
    fullName: "Kei Tanaka",
    bio: "S13 on coilovers.",
    location: "Osaka",
    avatarUrl: null,
    removeAvatar: false,
    ...overrides,
  };
}

async function jpegFile(name = "me.jpg") {
  const bytes = await sharp({
    create: { width: 600, height: 600, channels: 3, background: "#ff6a00" },
  })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
}

/** The files on disk behind a stored image's URL (every variant). */
function filesOf(url: string): string[] {
  return (imageVariants(url) ?? []).map((v) =>
    path.join(env().dataDir, "uploads", v.src.replace(/^\/uploads\//, "")),
  );
}

describe("generateUsername", () => {
  it("makes a valid username from any e-mail", () => {
    expect(generateUsername("jane.doe@example.com")).toMatch(/^jane\.doe_\d{1,4}$/);
    expect(generateUsername("j+x@example.com")).toMatch(/^jx_\d{1,4}$/);
    expect(generateUsername("+++@example.com")).toMatch(/^member_\d{1,4}$/);
    expect(generateUsername(`${"a".repeat(60)}@example.com`).length).toBeLessThanOrEqual(30);
  });
});

describe("updateProfile", () => {
  it("saves the member's own profile and their account name", async () => {
    const id = await newMember("before_1");
    const result = await updateProfile(id, input({ username: "kei_1" }), null);
    expect(result.ok).toBe(true);
    expect(await getProfile(id)).toMatchObject({
      username: "kei_1",
      fullName: "Kei Tanaka",
      bio: "S13 on coilovers.",
      location: "Osaka",
      avatarUrl: null,
    });
    const [account] = await getDb().select().from(users).where(eq(users.id, id));
    expect(account.name).toBe("Kei Tanaka");
  });

  it("keeps the username when it is the member's own, in another letter case", async () => {
    const id = await newMember("own_name");
    expect((await updateProfile(id, input({ username: "Own_Name" }), null)).ok).toBe(true);
    expect((await getProfile(id))?.username).toBe("Own_Name");
  });

  it("refuses another member's username", async () => {
    await newMember("taken_2");
    const id = await newMember("mine_2");
    expect(await updateProfile(id, input({ username: "TAKEN_2" }), null)).toEqual({
      ok: false,
      error: USERNAME_TAKEN_MESSAGE,
      field: "username",
    });
    expect((await getProfile(id))?.username).toBe("mine_2");
  });

  it("stores an uploaded avatar and deletes the one it replaces", async () => {
    const id = await newMember("avatar_3");
    const first = await updateProfile(id, input({ username: "avatar_3" }), await jpegFile());
    if (!first.ok) throw new Error(first.error);
    const firstUrl = first.profile.avatarUrl!;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\//);
    expect(filesOf(firstUrl).every((f) => fs.existsSync(f))).toBe(true);

    const second = await updateProfile(id, input({ username: "avatar_3" }), await jpegFile());
    if (!second.ok) throw new Error(second.error);
    expect(second.profile.avatarUrl).not.toBe(firstUrl);
    expect(filesOf(firstUrl).some((f) => fs.existsSync(f))).toBe(false);

    // Saving again without a file keeps the upload.
    const third = await updateProfile(id, input({ username: "avatar_3" }), null);
    expect(third.ok && third.profile.avatarUrl).toBe(second.profile.avatarUrl);

    // A linked image replaces it (and the upload is deleted); removing clears it.
    const linked = "https://images.example.com/me.jpg";
    const fourth = await updateProfile(
      id,
      input({ username: "avatar_3", avatarUrl: linked }),
      null,
    );
    expect(fourth.ok && fourth.profile.avatarUrl).toBe(linked);
    expect(filesOf(second.profile.avatarUrl!).some((f) => fs.existsSync(f))).toBe(false);
    const fifth = await updateProfile(
      id,
      input({ username: "avatar_3", avatarUrl: linked, removeAvatar: true }),
      null,
    );
    expect(fifth.ok && fifth.profile.avatarUrl).toBeNull();
  });

  it("refuses a file that is not an image with the SPEC message, naming the file", async () => {
    const id = await newMember("avatar_4");
    const file = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "x.svg", {
      type: "image/svg+xml",
    });
    expect(await updateProfile(id, input({ username: "avatar_4" }), file)).toEqual({
      ok: false,
      error:
        'Please select an image file. "x.svg" is not a JPEG, PNG, WebP, AVIF, GIF or HEIC image.',
      field: "avatar",
    });
  });

  it("deletes the new upload when the database refuses the update", async () => {
    const id = await newMember("avatar_5");
    const uploadsBefore = listUploads();
    // PostgreSQL refuses NUL characters in text: a real failed update.
    const result = await updateProfile(
      id,
      input({ username: "avatar_5", bio: "bad\u0000bio" }),
      await jpegFile(),
    );
    expect(result).toEqual({ ok: false, error: PROFILE_UPDATE_FAILED_MESSAGE });
    expect(listUploads()).toEqual(uploadsBefore);
    expect((await getProfile(id))?.avatarUrl).toBeNull();
  });
});

function listUploads(): string[] {
  const root = path.join(env().dataDir, "uploads");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
