import { describe, expect, it } from "vitest";
import { INSECURE_IMAGE_URL_MESSAGE } from "~/lib/image-urls";
import { USERNAME_FORMAT_MESSAGE } from "./profile-rules";
import { AVATAR_URL_MESSAGE, isStoredImageUrl, nextAvatarUrl, profileSchema } from "./schemas";

const STORED = "/uploads/avatars/4f1c9a/1767312000000-0-9a8b7c6d5e4f-480.webp";
const LINKED = "https://images.example.com/me.jpg";

function messages(input: Record<string, unknown>) {
  const result = profileSchema.safeParse({ username: "drift_king", ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe("profileSchema", () => {
  it("trims fields and stores empty ones as null", () => {
    expect(
      profileSchema.parse({
        username: " drift_king ",
        fullName: " Kei Tanaka ",
        bio: "  ",
        location: "",
        avatarUrl: "",
      }),
    ).toEqual({
      username: "drift_king",
      fullName: "Kei Tanaka",
      bio: null,
      location: null,
      avatarUrl: null,
      removeAvatar: false,
    });
  });

  it("uses the sign-up rule for usernames", () => {
    expect(messages({ username: "no spaces" })).toEqual({ username: USERNAME_FORMAT_MESSAGE });
    expect(messages({ username: "" })).toEqual({ username: USERNAME_FORMAT_MESSAGE });
  });

  it("limits bio to 500 and location to 100 characters", () => {
    expect(messages({ bio: "x".repeat(500), location: "y".repeat(100) })).toEqual({});
    expect(messages({ bio: "x".repeat(501), location: "y".repeat(101) })).toEqual({
      bio: "Bio must be 500 characters or fewer.",
      location: "Location must be 100 characters or fewer.",
    });
  });

  it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "ftp://x.org/a.png", "not a url"])(
    "refuses the avatar URL %s",
    (avatarUrl) => {
      expect(messages({ avatarUrl })).toEqual({ avatarUrl: AVATAR_URL_MESSAGE });
    },
  );

  it("refuses an http: avatar URL, which the browser would block, with a clear message", () => {
    expect(messages({ avatarUrl: "http://images.example.com/me.jpg" })).toEqual({
      avatarUrl: INSECURE_IMAGE_URL_MESSAGE,
    });
  });

  it("accepts https avatar URLs and reads the remove checkbox", () => {
    const parsed = profileSchema.parse({ username: "abc", avatarUrl: LINKED, removeAvatar: "on" });
    expect(parsed.avatarUrl).toBe(LINKED);
    expect(parsed.removeAvatar).toBe(true);
  });
});

describe("nextAvatarUrl", () => {
  const none = { avatarUrl: null, removeAvatar: false };
  it("prefers a new upload, then removal, then a typed URL", () => {
    expect(nextAvatarUrl(LINKED, { avatarUrl: LINKED, removeAvatar: true }, STORED)).toBe(STORED);
    expect(nextAvatarUrl(STORED, { avatarUrl: LINKED, removeAvatar: true }, null)).toBeNull();
    expect(nextAvatarUrl(STORED, { avatarUrl: LINKED, removeAvatar: false }, null)).toBe(LINKED);
  });

  it("keeps an upload when the URL field is empty, and drops a cleared link", () => {
    expect(nextAvatarUrl(STORED, none, null)).toBe(STORED);
    expect(nextAvatarUrl(LINKED, none, null)).toBeNull();
    expect(nextAvatarUrl(null, none, null)).toBeNull();
  });

  it("tells uploads from linked images", () => {
    expect(isStoredImageUrl(STORED)).toBe(true);
    expect(isStoredImageUrl(LINKED)).toBe(false);
    expect(isStoredImageUrl(null)).toBe(false);
  });
});
