// The site's account rules on better-auth's JSON API (/api/auth/*) as well as on the pages: the
// per-account delay after failed sign-ins, the sign-up fields, password strength, mails that never
// carry member-chosen text.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { appRateLimits, users } from "~/db/schema";
import { readOutbox, settlePendingMail } from "~/lib/mail.server";
import { auth } from "~/modules/auth/index.server";
import { SIGN_UP_GUARD_FIELDS } from "~/modules/trust";
import { issueSignUpStamp } from "~/modules/trust/index.server";
import { createVerifiedUser, sessionCookie } from "../../../tests/setup/users";
import { signIn, signUp } from "./accounts.server";
import {
  FULL_NAME_TOO_LONG_MESSAGE,
  PASSWORD_TOO_WEAK_MESSAGE,
  USERNAME_FORMAT_MESSAGE,
} from "./form-rules";
import { delayAfterAttempt } from "./sign-in-delay.server";

const BASE = "http://localhost:3000";
let ipCounter = 0;

/**
 * A JSON call to better-auth's API, each from a new client address unless `ip` is given. A
 * sign-up carries the stamp of a sign-up form opened a while ago (the guard itself is tested in
 * the trust area).
 */
function api(path: string, body: object, ip = `10.9.0.${++ipCounter % 250}`) {
  const sent =
    path === "/sign-up/email"
      ? { [SIGN_UP_GUARD_FIELDS.stamp]: issueSignUpStamp(Date.now() - 10_000), ...body }
      : body;
  return auth().handler(
    new Request(`${BASE}/api/auth${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: BASE, "x-camber-client-ip": ip },
      body: JSON.stringify(sent),
    }),
  );
}

const pageRequest = () => new Request(`${BASE}/auth`, { method: "POST" });

/** Lets the account's current wait run out (as if its seconds had passed). */
async function endTheWait(email: string) {
  await getDb()
    .update(appRateLimits)
    .set({ windowStart: new Date(Date.now() - 1000) })
    .where(eq(appRateLimits.key, `auth:sign-in-failures:email:${email}`));
}

describe("sign-in: a growing delay per account after failed attempts, on every sign-in path", () => {
  it("refuses the API's sixth attempt (even with the right password) from another address, saying how long to wait", async () => {
    const member = await createVerifiedUser();
    for (let i = 1; i <= 5; i++) {
      const wrong = await api("/sign-in/email", {
        email: member.email,
        password: `wrong-guess-${i}`,
      });
      expect(wrong.status, `attempt ${i}`).toBe(401);
    }
    const refused = await api("/sign-in/email", { email: member.email, password: member.password });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      "Too many attempts. Please wait a minute and try again.",
    );
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(30);
    expect(refused.headers.get("set-cookie") ?? "").not.toContain("session_token");

    // The sign-in page's path (better-auth's server API) is held to the same wait.
    const page = await signIn({ email: member.email, password: member.password }, pageRequest());
    expect(page.ok).toBe(false);
    expect(page.ok === false && page.retryAfterSeconds).toBeGreaterThan(0);
    expect(page.ok === false && page.error).toBe(
      "Too many attempts. Please wait a minute and try again.",
    );

    // Once the wait is over the owner signs in, and the failures are forgotten.
    await endTheWait(member.email);
    const fine = await api("/sign-in/email", { email: member.email, password: member.password });
    expect(fine.status).toBe(200);
    const rows = await getDb()
      .select()
      .from(appRateLimits)
      .where(eq(appRateLimits.key, `auth:sign-in-failures:email:${member.email}`));
    expect(rows).toEqual([]);
  });

  it("makes each further failure wait longer, and refused attempts do not lengthen the wait", async () => {
    const member = await createVerifiedUser();
    for (let i = 1; i <= 5; i++) {
      await signIn({ email: member.email, password: `wrong-guess-${i}` }, pageRequest());
    }
    // Refused while waiting: the wait stays as it was.
    for (let i = 0; i < 3; i++) {
      const refused = await api("/sign-in/email", { email: member.email, password: "guess-again" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(delayAfterAttempt(5));
    }
    await endTheWait(member.email);
    const sixth = await api("/sign-in/email", { email: member.email, password: "wrong-guess-6" });
    expect(sixth.status).toBe(401);
    const seventh = await api("/sign-in/email", { email: member.email, password: "x-guess-7" });
    expect(seventh.status).toBe(429);
    const wait = Number(seventh.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(delayAfterAttempt(5));
    expect(wait).toBeLessThanOrEqual(delayAfterAttempt(6));
    expect((await seventh.json()).message).toMatch(/Please wait (a minute|2 minutes)/);
  });

  it("lets exactly five of a parallel burst of guesses through", async () => {
    const member = await createVerifiedUser();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api("/sign-in/email", { email: member.email, password: `burst-guess-${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  // 15 password checks (scrypt): slow on a busy machine.
  it("counts failed attempts only: the owner signing in often is never held up", {
    timeout: 90_000,
  }, async () => {
    const member = await createVerifiedUser();
    for (let i = 0; i < 6; i++) {
      const response = await api("/sign-in/email", {
        email: member.email,
        password: member.password,
      });
      expect(response.status, `sign-in ${i + 1}`).toBe(200);
    }
    // Four failures, then the right password: the slate is clean again.
    for (let i = 0; i < 4; i++) {
      await api("/sign-in/email", { email: member.email, password: `wrong-guess-${i}` });
    }
    expect(
      (await api("/sign-in/email", { email: member.email, password: member.password })).status,
    ).toBe(200);
    for (let i = 0; i < 4; i++) {
      const wrong = await api("/sign-in/email", { email: member.email, password: `nope-${i}` });
      expect(wrong.status).toBe(401);
    }
  });
});

describe("sign-up through the JSON API: the sign-up page's rules", () => {
  const strong = "gearbox-lantern-47";
  const email = () => `api-${++ipCounter}@example.com`;

  it.each([
    ["an HTML username", { username: "<b>../x</b> admin" }, USERNAME_FORMAT_MESSAGE],
    ["a 5,000-character name", { name: "n".repeat(5000) }, FULL_NAME_TOO_LONG_MESSAGE],
    ["a blank name", { name: "   " }, "Full name is required"],
    ["an avatar URL", { image: "javascript:alert(1)" }, "Choose your avatar on your profile page."],
    ["a common password", { password: "password1234" }, PASSWORD_TOO_WEAK_MESSAGE],
  ])("refuses %s", async (_label, fields, message) => {
    const address = email();
    const response = await api("/sign-up/email", {
      email: address,
      password: strong,
      name: "Dana Driver",
      ...fields,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(await getDb().select().from(users).where(eq(users.email, address))).toEqual([]);
  });

  it("accepts a sign-up that follows the rules", async () => {
    const response = await api("/sign-up/email", {
      email: email(),
      password: strong,
      name: "Dana Driver",
      username: `dana_${ipCounter}`,
    });
    expect(response.status).toBe(200);
  });

  it("refuses a password shorter than 10 characters", async () => {
    const response = await api("/sign-up/email", {
      email: email(),
      password: "Gx7-kq2!p",
      name: "Dana Driver",
    });
    expect(response.status).toBe(400);
  });

  it("never puts the name into mails to the (unverified) address", async () => {
    const address = email();
    const name = "Your account is locked, call +1 555 0100 at once";
    expect((await api("/sign-up/email", { email: address, password: strong, name })).status).toBe(
      200,
    );
    // A second sign-up with the same address mails the owner too.
    await api("/sign-up/email", { email: address, password: strong, name: "Other Name" });
    await auth().api.requestPasswordReset({ body: { email: address } });
    await settlePendingMail();
    const mails = (await readOutbox()).filter((m) => m.to === address);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Reset your Camber Club password",
      "Verify your e-mail for Camber Club",
      "You already have a Camber Club account",
    ]);
    for (const mail of mails) {
      expect(mail.text).not.toContain("locked");
      expect(mail.text).not.toContain("Other Name");
    }
  });
});

describe("other account paths", () => {
  it("does not serve /update-user (the profile page changes name and avatar, with its rules)", async () => {
    const member = await createVerifiedUser();
    const cookie = await sessionCookie(member);
    const response = await auth().handler(
      new Request(`${BASE}/api/auth/update-user`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: BASE, Cookie: cookie },
        body: JSON.stringify({ name: "<b>../x</b> admin", image: "javascript:alert(1)" }),
      }),
    );
    expect(response.status).toBe(404);
    const [row] = await getDb().select().from(users).where(eq(users.email, member.email));
    expect(row.name).toBe(member.name);
    expect(row.image).toBeNull();
  });

  it("refuses a weak new password on the JSON reset and change-password paths", async () => {
    const reset = await api("/reset-password", { token: "whatever", newPassword: "password1234" });
    expect(reset.status).toBe(400);
    expect((await reset.json()).message).toBe(PASSWORD_TOO_WEAK_MESSAGE);

    const member = await createVerifiedUser();
    const cookie = await sessionCookie(member);
    await expect(
      auth().api.changePassword({
        body: { currentPassword: member.password, newPassword: "qwertyuiop123" },
        headers: new Headers({ Cookie: cookie }),
      }),
    ).rejects.toThrow(PASSWORD_TOO_WEAK_MESSAGE);
  });

  it("the sign-up page refuses a common password with the strength message", async () => {
    const result = await signUp(
      {
        email: `page-${++ipCounter}@example.com`,
        password: "password1234",
        confirmPassword: "password1234",
        fullName: "Dana Driver",
        username: "",
      },
      pageRequest(),
    );
    expect(result).toEqual({ ok: false, error: PASSWORD_TOO_WEAK_MESSAGE });
  });
});
