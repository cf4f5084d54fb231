// Two-factor on the Security page and at sign-in, through the routes' loaders and actions with
// real better-auth sessions, on PGlite and PostgreSQL: turning it on (password, QR code and key,
// first code, backup codes once), the code step of signing in (TOTP, a backup code once, five
// tries per sign-in, the account's lock with its real wait), turning it off (password; never for
// admins) and new backup codes.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { twoFactors, users } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/lib/client-ip.server";
import { takeFlash } from "~/lib/flash.server";
import { readOutbox, settlePendingMail } from "~/lib/mail.server";
import { action as securityAction, loader as securityLoader } from "~/routes/account/security";
import { action as signInAction } from "~/routes/auth/auth";
import { action as codeAction, loader as codeLoader } from "~/routes/auth/two-factor";
import { routeArgs, settle } from "../../../tests/setup/route-calls";
import { secretOfUri, totpCode } from "../../../tests/setup/totp";
import {
  createVerifiedUser,
  makeAdmin,
  requestWithCookie,
  sessionCookie,
  type TestUser,
  turnOnTwoFactor,
  withSetCookies,
} from "../../../tests/setup/users";

const BASE = "http://localhost:3000";

/** A form post; `ip` is the client address the server resolved (the per-address limits'). */
function post(
  path: string,
  cookie: string | undefined,
  fields: Record<string, string>,
  ip?: string,
) {
  return requestWithCookie(`${BASE}${path}`, cookie, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: ip ? { [CLIENT_IP_HEADER]: ip } : {},
  });
}

const security = (cookie: string, fields: Record<string, string>) =>
  settle(routeArgs(post("/account/security", cookie, fields)).then(securityAction));

async function page(cookie: string) {
  const answer = await settle(
    routeArgs(requestWithCookie(`${BASE}/account/security`, cookie)).then(securityLoader),
  );
  return answer.body as Awaited<ReturnType<typeof securityLoader>>;
}

/** A code of `secret` that is not accepted now (ten minutes away, far outside the ±30 s window). */
const staleCode = (secret: string) => totpCode(secret, Date.now() + 10 * 60_000);

async function twoFactorFlag(userId: string) {
  const [row] = await getDb()
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row.on;
}

/** The password step on /auth: its answer and the browser's cookies after it. */
async function passwordStep(user: TestUser, cookie = "", ip?: string) {
  const answer = await settle(
    routeArgs(
      post(
        "/auth",
        cookie || undefined,
        { intent: "signin", email: user.email, password: user.password },
        ip,
      ),
    ).then(signInAction),
  );
  return { answer, cookie: withSetCookies(cookie, answer.headers) };
}

const codeStep = (cookie: string, fields: Record<string, string>, ip?: string) =>
  settle(routeArgs(post("/auth/two-factor", cookie, fields, ip)).then(codeAction));

async function outboxTo(email: string) {
  await settlePendingMail();
  return (await readOutbox()).filter((m) => m.to === email);
}

describe("turning two-factor on", () => {
  it("takes the password, shows the QR code and key, and turns on with the first code; the backup codes come once", async () => {
    const user = await createVerifiedUser();
    let cookie = await sessionCookie(user);
    expect((await page(cookie)).twoFactor).toEqual({ state: "off" });

    const wrong = await security(cookie, { intent: "two-factor-start", password: "not-it-at-all" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fieldErrors: { password: "That password isn't right." } });
    expect(await getDb().select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual(
      [],
    );

    expect(
      (await security(cookie, { intent: "two-factor-start", password: user.password })).status,
    ).toBe(200);
    const pending = (await page(cookie)).twoFactor;
    expect(pending.state).toBe("setting-up");
    if (pending.state !== "setting-up") throw new Error("no set-up");
    expect(pending.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(pending.qrCode.split(",")[1], "base64").toString()).toContain("<svg");
    expect(pending.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await twoFactorFlag(user.id)).toBe(false);

    const refused = await security(cookie, {
      intent: "two-factor-verify",
      code: staleCode(pending.secret),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fieldErrors: {
        code: "That code didn't work. Check your authenticator's clock and try again.",
      },
    });
    expect(await twoFactorFlag(user.id)).toBe(false);

    // Typed the way people read it out: "123 456".
    const code = totpCode(pending.secret);
    const on = await security(cookie, {
      intent: "two-factor-verify",
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(on.status).toBe(200);
    const codes = (on.body as { backupCodes: string[] }).backupCodes;
    expect(codes).toHaveLength(10);
    expect(await twoFactorFlag(user.id)).toBe(true);
    // The plugin made a new session and ended the old one: the answer carries its cookie.
    const before = cookie;
    cookie = withSetCookies(cookie, on.headers);
    expect(cookie).not.toBe(before);
    expect((await page(cookie)).twoFactor).toEqual({ state: "on", backupCodesLeft: 10 });

    // A code never shows the backup codes again once two-factor is on.
    const again = await security(cookie, {
      intent: "two-factor-verify",
      code: totpCode(pending.secret),
    });
    expect(again.status).toBe(409);
    expect(again.body).not.toHaveProperty("backupCodes");
  });

  it("a set-up can be cancelled, which forgets its secret", async () => {
    const user = await createVerifiedUser();
    const cookie = await sessionCookie(user);
    await security(cookie, { intent: "two-factor-start", password: user.password });
    expect((await page(cookie)).twoFactor.state).toBe("setting-up");
    expect((await security(cookie, { intent: "two-factor-cancel" })).status).toBe(200);
    expect((await page(cookie)).twoFactor).toEqual({ state: "off" });
    expect((await security(cookie, { intent: "two-factor-cancel" })).status).toBe(409);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for the code on its own page; a backup code works once and is refused the second time", async () => {
    const user = await createVerifiedUser();
    const secret = await turnOnTwoFactor(user);

    // Without a sign-in waiting for its code, the page sends the visitor to /auth.
    const lost = await settle(
      routeArgs(requestWithCookie(`${BASE}/auth/two-factor`)).then(codeLoader),
    );
    expect(lost.headers?.get("Location")).toBe("/auth");

    const first = await passwordStep(user);
    expect(first.answer.status).toBe(302);
    expect(first.answer.headers?.get("Location")).toBe("/auth/two-factor");
    expect(first.cookie).toContain("camber.two_factor=");
    expect(first.cookie).not.toContain("camber.session_token=");
    expect(
      (
        await settle(
          routeArgs(requestWithCookie(`${BASE}/auth/two-factor`, first.cookie)).then(codeLoader),
        )
      ).body,
    ).toEqual({ method: "totp" });

    const wrong = await codeStep(first.cookie, { intent: "totp", code: staleCode(secret) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      message: "That code didn't work. Check your authenticator's clock and try again.",
      fieldErrors: {
        code: "That code didn't work. Check your authenticator's clock and try again.",
      },
    });
    const letter = await codeStep(first.cookie, { intent: "totp", code: "12345a" });
    expect(letter.status).toBe(400);

    const right = await codeStep(first.cookie, { intent: "totp", code: totpCode(secret) });
    expect(right.status).toBe(302);
    expect(right.headers?.get("Location")).toBe("/");
    const signedIn = withSetCookies(first.cookie, right.headers);
    expect(signedIn).toContain("camber.session_token=");
    const { flash } = await takeFlash(requestWithCookie(`${BASE}/`, signedIn));
    expect(flash).toMatchObject({ type: "success", message: "Welcome back!" });

    // A backup code instead (from the codes the set-up showed).
    const codes = (
      await settle(
        routeArgs(
          post("/account/security", signedIn, { intent: "backup-codes", password: user.password }),
        ).then(securityAction),
      )
    ).body as { backupCodes: string[] };
    const backup = codes.backupCodes[0];
    const second = await passwordStep(user);
    const used = await codeStep(second.cookie, { intent: "backup-code", code: backup });
    expect(used.status).toBe(302);
    expect(used.headers?.get("Location")).toBe("/");
    const third = await passwordStep(user);
    const reused = await codeStep(third.cookie, { intent: "backup-code", code: backup });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({
      message: "That backup code didn't work. Check it and try again: each code works only once.",
    });
    // Typed without its dash, another code still works.
    const fourth = await codeStep(third.cookie, {
      intent: "backup-code",
      code: codes.backupCodes[1].replace("-", ""),
    });
    expect(fourth.status).toBe(302);
  });

  it("a code signs in once: given again, or raced by two sign-ins, only the first goes on", async () => {
    const user = await createVerifiedUser();
    const secret = await turnOnTwoFactor(user);
    const code = totpCode(secret);
    // Its own client address: the sign-in pages' per-address limits are other tests' business.
    const ip = "203.0.113.61";
    const first = await passwordStep(user, "", ip);
    expect((await codeStep(first.cookie, { intent: "totp", code }, ip)).status).toBe(302);

    // The same code for a second sign-in (overheard, or relayed by a phishing page): refused
    // as used, and said so, not counted as a wrong code.
    const replay = await passwordStep(user, "", ip);
    const refused = await codeStep(replay.cookie, { intent: "totp", code }, ip);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      message:
        "That code has already been used to sign in. Wait for the next code from your authenticator app.",
    });
    const [row] = await getDb()
      .select({ failures: twoFactors.failedVerificationCount })
      .from(twoFactors)
      .where(eq(twoFactors.userId, user.id));
    expect(row.failures).toBe(0);

    // Two sign-ins racing with the next code: one signs in, the other is refused.
    const [a, b] = await Promise.all([passwordStep(user, "", ip), passwordStep(user, "", ip)]);
    const next = totpCode(secret, Date.now() + 30_000);
    const answers = await Promise.all([
      codeStep(a.cookie, { intent: "totp", code: next }, ip),
      codeStep(b.cookie, { intent: "totp", code: next }, ip),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 401]);
    // After the later step's code, the earlier step's is refused too.
    const earlier = await codeStep(replay.cookie, { intent: "totp", code }, ip);
    expect(earlier.status).toBe(401);
  });

  it("five wrong codes end the sign-in; ten lock the account's codes with the real wait", async () => {
    const user = await createVerifiedUser();
    const secret = await turnOnTwoFactor(user);
    const first = await passwordStep(user);
    for (let i = 1; i <= 5; i++) {
      expect(
        (await codeStep(first.cookie, { intent: "totp", code: staleCode(secret) })).status,
      ).toBe(401);
    }
    const ended = await codeStep(first.cookie, { intent: "totp", code: totpCode(secret) });
    expect(ended.status).toBe(302);
    expect(ended.headers?.get("Location")).toBe("/auth");
    expect(ended.headers?.get("Set-Cookie")).toContain("camber_flash");

    const second = await passwordStep(user);
    for (let i = 1; i <= 5; i++) {
      await codeStep(second.cookie, { intent: "totp", code: staleCode(secret) });
    }
    // Ten wrong codes in a row: even the right one waits, and the answer says how long.
    const third = await passwordStep(user);
    const locked = await codeStep(third.cookie, { intent: "totp", code: totpCode(secret) });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      message: "Too many wrong codes for this account. Please wait 15 minutes and try again.",
    });
  });
});

describe("turning two-factor off and new backup codes", () => {
  it("turning off needs the password, and the member is told by email", async () => {
    const user = await createVerifiedUser();
    await turnOnTwoFactor(user);
    let cookie = await sessionCookie(user);

    const empty = await security(cookie, { intent: "two-factor-disable", password: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      fieldErrors: { password: "Enter your password to confirm it's you." },
    });
    const wrong = await security(cookie, {
      intent: "two-factor-disable",
      password: "wrong-password-1",
    });
    expect(wrong.status).toBe(400);
    expect(await twoFactorFlag(user.id)).toBe(true);

    const off = await security(cookie, { intent: "two-factor-disable", password: user.password });
    expect(off.status).toBe(200);
    expect(await twoFactorFlag(user.id)).toBe(false);
    cookie = withSetCookies(cookie, off.headers);
    expect((await page(cookie)).twoFactor).toEqual({ state: "off" });
    const mails = await outboxTo(user.email);
    expect(mails.map((m) => m.subject)).toContain("Two-factor authentication was turned off");
    // Signing in needs only the password again.
    expect((await passwordStep(user)).answer.headers?.get("Location")).toBe("/");
  });

  it("admins cannot turn it off", async () => {
    const admin = await createVerifiedUser({ name: "Keeps It On" });
    await makeAdmin(admin);
    const cookie = await sessionCookie(admin);
    expect((await page(cookie)).admin).toEqual({ required: true, missing: false });
    const refused = await security(cookie, {
      intent: "two-factor-disable",
      password: admin.password,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message:
        "Admins must keep two-factor on. Ask another admin to reset it if you've lost your authenticator.",
    });
    expect(await twoFactorFlag(admin.id)).toBe(true);
  });

  it("new backup codes need the password, and the old ones stop working", async () => {
    const user = await createVerifiedUser();
    await turnOnTwoFactor(user);
    const cookie = await sessionCookie(user);
    const wrong = await security(cookie, { intent: "backup-codes", password: "wrong-password-1" });
    expect(wrong.status).toBe(400);
    const first = (await security(cookie, { intent: "backup-codes", password: user.password }))
      .body as { backupCodes: string[] };
    const second = (await security(cookie, { intent: "backup-codes", password: user.password }))
      .body as { backupCodes: string[] };
    expect(second.backupCodes).toHaveLength(10);
    expect(second.backupCodes).not.toContain(first.backupCodes[0]);
    const signIn = await passwordStep(user);
    expect(
      (await codeStep(signIn.cookie, { intent: "backup-code", code: first.backupCodes[0] })).status,
    ).toBe(401);
    expect(
      (await codeStep(signIn.cookie, { intent: "backup-code", code: second.backupCodes[0] }))
        .status,
    ).toBe(302);
  });

  it("visitors are sent to /auth", async () => {
    const visitor = await settle(
      routeArgs(requestWithCookie(`${BASE}/account/security`)).then(securityLoader),
    );
    expect(visitor.headers?.get("Location")).toBe("/auth");
    const posted = await settle(
      routeArgs(
        post("/account/security", undefined, { intent: "two-factor-start", password: "x" }),
      ).then(securityAction),
    );
    expect(posted.headers?.get("Location")).toBe("/auth");
  });
});

// The otpauth:// URI helper is what the e2e and security suites read the secret with.
it("reads the secret of an otpauth URI", () => {
  expect(secretOfUri("otpauth://totp/Camber%20Club:a%40b.c?secret=ABCD&issuer=Camber+Club")).toBe(
    "ABCD",
  );
});
