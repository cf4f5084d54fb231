// The account use-cases against a real database and better-auth: sign-up (profile row, username
// rules), verification link, sign-in, password reset.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import { readOutbox, settlePendingMail } from "~/lib/mail.server";
import { auth } from "~/modules/auth/index.server";
import { USERNAME_TAKEN_MESSAGE } from "~/modules/profiles/profiles.server";
import {
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  signIn,
  signUp,
  VERIFIED_CALLBACK_PATH,
} from "./accounts.server";
import { VERIFICATION_RESENT_MESSAGE } from "./messages";
import { USERNAME_PATTERN } from "./schemas";

const request = () => new Request("http://localhost:3000/auth", { method: "POST" });
const password = "correct-horse-9";
let counter = 0;
let email: string;

beforeEach(() => {
  counter += 1;
  email = `driver${counter}@example.com`;
});

function signUpInput(overrides: Partial<Parameters<typeof signUp>[0]> = {}) {
  return {
    email,
    password,
    confirmPassword: password,
    fullName: "Dana Driver",
    username: "",
    ...overrides,
  };
}

async function profileOf(address: string) {
  const [row] = await getDb()
    .select({ username: profiles.username, fullName: profiles.fullName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(users.email, address));
  return row;
}

/** The outbox once the mails sent in the background have been written. */
async function outbox() {
  await settlePendingMail();
  return readOutbox();
}

async function latestMail(to: string, subject: string) {
  const mail = (await outbox()).find((m) => m.to === to && m.subject.includes(subject));
  if (!mail) throw new Error(`no "${subject}" mail to ${to}`);
  return mail;
}

/** Follows the e-mailed verification link through better-auth's handler. */
async function verify(address: string) {
  const mail = await latestMail(address, "Verify");
  const link = mail.links.find((l) => l.includes("/verify-email"));
  const response = await auth().handler(new Request(link!));
  return response;
}

describe("signUp", () => {
  it("creates the account and its profile with the chosen username", async () => {
    expect(await signUp(signUpInput({ username: `dana_${counter}` }), request())).toEqual({
      ok: true,
    });
    expect(await profileOf(email)).toEqual({
      username: `dana_${counter}`,
      fullName: "Dana Driver",
    });
    const mail = await latestMail(email, "Verify");
    expect(mail.links[0]).toContain(encodeURIComponent(VERIFIED_CALLBACK_PATH));
  });

  it("generates a username from the e-mail when none is given", async () => {
    email = `jane.doe+cars${counter}@example.com`;
    expect((await signUp(signUpInput(), request())).ok).toBe(true);
    const { username } = await profileOf(email);
    expect(username).toMatch(new RegExp(`^jane\\.doecars${counter}_\\d{1,4}$`));
    expect(username).toMatch(USERNAME_PATTERN);
  });

  it("refuses a username that is taken, in any letter case", async () => {
    await signUp(signUpInput({ username: `taken_${counter}` }), request());
    const other = `other${counter}@example.com`;
    const result = await signUp(
      signUpInput({ email: other, username: `TAKEN_${counter}` }),
      request(),
    );
    expect(result).toEqual({ ok: false, error: USERNAME_TAKEN_MESSAGE, field: "username" });
    expect(await profileOf(other)).toBeUndefined();
  });

  it("answers a registered e-mail like a success and tells its owner", async () => {
    await signUp(signUpInput(), request());
    expect(await signUp(signUpInput({ fullName: "Someone Else" }), request())).toEqual({
      ok: true,
    });
    await latestMail(email, "already have");
  });
});

describe("signIn", () => {
  it("refuses an unverified account and mails a new link", async () => {
    await signUp(signUpInput(), request());
    const before = (await outbox()).filter((m) => m.to === email).length;
    const result = await signIn({ email, password }, request());
    expect(result).toEqual({
      ok: false,
      error: "Email not verified",
      unverified: true,
      notice: VERIFICATION_RESENT_MESSAGE,
    });
    expect((await outbox()).filter((m) => m.to === email).length).toBe(before + 1);
  });

  it("signs in after the verification link was followed", async () => {
    await signUp(signUpInput(), request());
    const response = await verify(email);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!, "http://x").pathname).toBe("/auth");
    expect(response.headers.get("location")).toContain("verified=1");

    const result = await signIn({ email, password }, request());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.setCookies.some((c) => c.startsWith("camber.session_token="))).toBe(true);
  });

  it("shows the service's message for a wrong password or unknown e-mail", async () => {
    await signUp(signUpInput(), request());
    await verify(email);
    expect(await signIn({ email, password: "wrong-password" }, request())).toEqual({
      ok: false,
      error: "Invalid email or password",
    });
    expect(await signIn({ email: "nobody@example.com", password }, request())).toEqual({
      ok: false,
      error: "Invalid email or password",
    });
  });

  it("sends an invalid verification link back to /auth with an error code", async () => {
    const response = await auth().handler(
      new Request(
        `http://localhost:3000/api/auth/verify-email?token=nonsense&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK_PATH)}`,
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth\?verified=1&error=[A-Z_]+$/);
  });
});

describe("resendVerificationEmail", () => {
  it("mails a new link to an unverified account and answers alike for unknown ones", async () => {
    await signUp(signUpInput(), request());
    const before = (await outbox()).filter((m) => m.to === email).length;
    expect(await resendVerificationEmail(email)).toEqual({ ok: true });
    expect((await outbox()).filter((m) => m.to === email).length).toBe(before + 1);
    expect(await resendVerificationEmail("nobody@example.com")).toEqual({ ok: true });
  });
});

describe("password reset", () => {
  it("mails a link that lets the member set a new password", async () => {
    await signUp(signUpInput(), request());
    await verify(email);
    expect(await requestPasswordReset(email)).toEqual({ ok: true });
    const mail = await latestMail(email, "Reset");
    // The e-mailed link goes through better-auth, which redirects to our page with ?token=.
    const redirect = await auth().handler(new Request(mail.links[0]));
    const target = new URL(redirect.headers.get("location")!);
    expect(target.pathname).toBe("/auth/reset-password");
    const token = target.searchParams.get("token")!;

    expect(await resetPassword(token, "brand-new-pass-1")).toEqual({ ok: true });
    expect((await signIn({ email, password }, request())).ok).toBe(false);
    expect((await signIn({ email, password: "brand-new-pass-1" }, request())).ok).toBe(true);
    // A token works once.
    expect(await resetPassword(token, "another-pass-2")).toEqual({
      ok: false,
      error: "Invalid token",
      invalidToken: true,
    });
  });

  it("answers alike for an unknown address", async () => {
    expect(await requestPasswordReset("nobody@example.com")).toEqual({ ok: true });
  });
});
