// Sessions: the cookie's flags, sign-out ending the session on the server (a copied cookie is
// worthless afterwards), no session token for page scripts, and password guessing slowed by
// limits per address and a growing delay per account (on the sign-in form and the JSON API alike).
// This file's app runs with rate limits on, and trusts one proxy hop so each test can speak from
// addresses of its own (X-Forwarded-For), like clients behind a load balancer.
import { demoUsers, expect, signInCodeFor, test } from "../e2e/support";
import { ACTOR_USERS, signedInContext, unique, visitorContext } from "./support";

test.use({ appEnv: { RATE_LIMITS: "on", TRUST_PROXY_HOPS: "1" } });

const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";
const WRONG_PASSWORD_MESSAGE = "Invalid email or password";

function sessionCookieOf(setCookie: string | undefined): string {
  const line = (setCookie ?? "").split("\n").find((l) => l.startsWith("camber.session_token="));
  expect(line, `a session cookie in: ${setCookie}`).toBeTruthy();
  return line as string;
}

test("the session cookie is HttpOnly, SameSite=Lax, Path=/ and not readable by scripts", async ({
  baseURL,
  page,
}) => {
  const visitor = await visitorContext(baseURL as string);
  const response = await visitor.post("/api/auth/sign-in/email", {
    data: { email: ACTOR_USERS.owner.email, password: ACTOR_USERS.owner.password },
    headers: { Origin: baseURL as string, "X-Forwarded-For": "10.1.0.1" },
  });
  expect(response.status()).toBe(200);
  const cookie = sessionCookieOf(response.headers()["set-cookie"]);
  const attributes = cookie.split(";").map((a) => a.trim().toLowerCase());
  expect(attributes).toContain("httponly");
  expect(attributes).toContain("samesite=lax");
  expect(attributes).toContain("path=/");
  // Plain http here: Secure would stop the browser from sending it (https: session-https.spec.ts).
  expect(attributes).not.toContain("secure");
  expect(attributes.find((a) => a.startsWith("domain="))).toBeUndefined();
  // The signed token is long and random, not a user id.
  const token = decodeURIComponent(cookie.split(";")[0].split("=").slice(1).join("="));
  expect(token.length).toBeGreaterThanOrEqual(32);
  await visitor.dispose();

  // In a real browser, after signing in through the page, scripts cannot read it.
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(ACTOR_USERS.other.email);
  await page.getByLabel("Password", { exact: true }).fill(ACTOR_USERS.other.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "camber.session_token");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");
});

test("signing out ends the session on the server: the old cookie no longer works", async ({
  baseURL,
}) => {
  const url = baseURL as string;
  const member = await signedInContext(url, ACTOR_USERS.owner);
  const { cookies } = await member.storageState();
  const stolen = cookies.find((c) => c.name === "camber.session_token");
  expect(stolen).toBeTruthy();
  const cookieHeader = `camber.session_token=${stolen?.value}`;

  // A copy of the cookie works while the session lives…
  const thief = await visitorContext(url);
  const before = await thief.get("/profile", {
    headers: { Cookie: cookieHeader },
    maxRedirects: 0,
  });
  expect(before.status()).toBe(200);

  // Page scripts asking for the session get the member, never the session's token.
  const live = await member.get("/api/auth/get-session");
  const liveText = await live.text();
  expect(JSON.parse(liveText).user.email).toBe(ACTOR_USERS.owner.email);
  expect(liveText).not.toContain(decodeURIComponent(stolen?.value ?? "").split(".")[0]);
  expect(JSON.parse(liveText).session).not.toHaveProperty("token");

  const signOut = await member.post("/sign-out", { headers: { Origin: url }, maxRedirects: 0 });
  expect(signOut.status()).toBe(302);
  expect(signOut.headers()["set-cookie"]).toContain("camber.session_token=;");

  // …and not after sign-out, even though the thief never got the clearing Set-Cookie.
  const after = await thief.get("/profile", { headers: { Cookie: cookieHeader }, maxRedirects: 0 });
  expect(after.status()).toBe(302);
  expect(after.headers().location).toBe("/auth");
  const session = await thief.get("/api/auth/get-session", { headers: { Cookie: cookieHeader } });
  expect(await session.json()).toBeNull();
  const write = await thief.post("/builds/00000000-0000-4000-8000-000000000000", {
    form: { intent: "like" },
    headers: { Cookie: cookieHeader, Origin: url },
    maxRedirects: 0,
  });
  expect(write.status()).toBe(401);
  await Promise.all([member.dispose(), thief.dispose()]);
});

test("a forged or tampered session cookie is ignored", async ({ baseURL }) => {
  const url = baseURL as string;
  const member = await signedInContext(url, demoUsers.members[2]);
  const { cookies } = await member.storageState();
  const value = cookies.find((c) => c.name === "camber.session_token")?.value ?? "";
  const [token] = decodeURIComponent(value).split(".");
  const visitor = await visitorContext(url);
  for (const forged of [
    token, // the token without its signature
    `${token}.${"A".repeat(43)}=`, // a made-up signature
    `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}.${decodeURIComponent(value).split(".")[1]}`,
    "admin",
  ]) {
    const response = await visitor.get("/profile", {
      headers: { Cookie: `camber.session_token=${encodeURIComponent(forged)}` },
      maxRedirects: 0,
    });
    expect(response.status(), forged).toBe(302);
    expect(response.headers().location).toBe("/auth");
  }
  await Promise.all([member.dispose(), visitor.dispose()]);
});

test("an authenticator code signs in once: replayed on the JSON API from elsewhere, it is refused", async ({
  baseURL,
}) => {
  const url = baseURL as string;
  const admin = demoUsers.admin;
  const code = await signInCodeFor(admin.email, url);
  const signInWith = async (ip: string) => {
    const context = await visitorContext(url);
    const password = await context.post("/api/auth/sign-in/email", {
      data: { email: admin.email, password: admin.password },
      headers: { Origin: url, "X-Forwarded-For": ip },
    });
    expect((await password.json()).twoFactorRedirect).toBe(true);
    const answer = await context.post("/api/auth/two-factor/verify-totp", {
      data: { code },
      headers: { Origin: url, "X-Forwarded-For": ip },
    });
    return { context, answer };
  };
  const first = await signInWith("10.6.0.1");
  expect(first.answer.status()).toBe(200);
  expect(first.answer.headers()["set-cookie"]).toContain("camber.session_token=");
  // The same code a moment later, from another address (an overheard code, a relaying page).
  const replay = await signInWith("10.6.0.2");
  expect(replay.answer.status()).toBe(400);
  expect(await replay.answer.json()).toMatchObject({
    code: "TOTP_CODE_ALREADY_USED",
    message:
      "That code has already been used to sign in. Wait for the next code from your authenticator app.",
  });
  expect(replay.answer.headers()["set-cookie"] ?? "").not.toContain("camber.session_token=");
  expect((await replay.context.get("/admin", { maxRedirects: 0 })).headers().location).toMatch(
    /^\/auth/,
  );
  await Promise.all([first.context.dispose(), replay.context.dispose()]);
});

test.describe("password guessing", () => {
  test("the sign-in form: after 5 wrong passwords for an account, even the right one waits, from any address", async ({
    baseURL,
  }) => {
    const url = baseURL as string;
    const visitor = await visitorContext(url);
    const victim = ACTOR_USERS.admin;
    const attempt = (password: string, ip: string) =>
      visitor.post("/auth", {
        form: { intent: "signin", email: victim.email, password },
        headers: { Origin: url, "X-Forwarded-For": ip },
        maxRedirects: 0,
      });
    for (let i = 1; i <= 5; i++) {
      const response = await attempt(`wrong-password-${i}`, "10.2.0.1");
      expect(response.status(), `wrong password ${i}`).toBe(401);
      expect(await response.text()).toContain(WRONG_PASSWORD_MESSAGE);
    }
    const sixth = await attempt("wrong-password-6", "10.2.0.1");
    expect(sixth.status()).toBe(429);
    expect(await sixth.text()).toContain(RATE_LIMIT_MESSAGE);

    const right = await attempt(victim.password, "10.2.0.1");
    expect(right.status()).toBe(429);
    expect(right.headers()["set-cookie"] ?? "").not.toContain("camber.session_token=");
    // Spreading the guesses over other addresses does not help: the account's wait holds.
    const elsewhere = await attempt(victim.password, "10.2.0.99");
    expect(elsewhere.status()).toBe(429);
    expect(await elsewhere.text()).toContain(RATE_LIMIT_MESSAGE);
    await visitor.dispose();
  });

  test("the sign-in form: one address trying many accounts is stopped after 10 attempts; other addresses are not", async ({
    baseURL,
  }) => {
    const url = baseURL as string;
    const visitor = await visitorContext(url);
    const attempt = (email: string, password: string, ip: string) =>
      visitor.post("/auth", {
        form: { intent: "signin", email, password },
        headers: { Origin: url, "X-Forwarded-For": ip },
        maxRedirects: 0,
      });
    for (let i = 1; i <= 10; i++) {
      const response = await attempt(`${unique("nobody")}@example.com`, "guess-123456", "10.3.0.1");
      expect(response.status(), `attempt ${i}`).toBe(401);
    }
    const eleventh = await attempt(`${unique("nobody")}@example.com`, "guess-123456", "10.3.0.1");
    expect(eleventh.status()).toBe(429);
    expect(await eleventh.text()).toContain(RATE_LIMIT_MESSAGE);

    const member = demoUsers.members[3];
    const refused = await attempt(member.email, member.password, "10.3.0.1");
    expect(refused.status()).toBe(429);
    // The same member from their own address signs in.
    const fine = await attempt(member.email, member.password, "10.3.0.2");
    expect(fine.status()).toBe(302);
    expect(fine.headers().location).toBe("/");
    expect(fine.headers()["set-cookie"]).toContain("camber.session_token=");
    await visitor.dispose();
  });

  test("the JSON auth API: the 11th attempt from one address in a minute gets 429 with a retry time", async ({
    baseURL,
  }) => {
    const url = baseURL as string;
    const visitor = await visitorContext(url);
    const member = demoUsers.members[2];
    const attempt = (email: string, password: string, ip: string) =>
      visitor.post("/api/auth/sign-in/email", {
        data: { email, password },
        headers: { Origin: url, "X-Forwarded-For": ip },
      });
    // Many accounts from one address (each account's own delay never starts).
    for (let i = 1; i <= 10; i++) {
      const response = await attempt(`${unique("nobody")}@example.com`, `wrong-${i}`, "10.4.0.1");
      expect(response.status(), `attempt ${i}`).toBe(401);
    }
    const eleventh = await attempt(member.email, member.password, "10.4.0.1");
    expect(eleventh.status()).toBe(429);
    expect((await eleventh.json()).message).toBe("Too many requests. Please try again later.");
    const retryAfter = Number(eleventh.headers()["x-retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(eleventh.headers()["set-cookie"] ?? "").not.toContain("camber.session_token=");
    // Another address is not affected.
    const other = await attempt(member.email, member.password, "10.4.0.2");
    expect(other.status()).toBe(200);
    await visitor.dispose();
  });

  test("the JSON auth API and the sign-in form share one account's delay: guesses spread over addresses and paths wait", async ({
    baseURL,
  }) => {
    const url = baseURL as string;
    const visitor = await visitorContext(url);
    // Last in this file: the account waits afterwards (members[2] only signs in above).
    const member = demoUsers.members[2];
    const viaApi = (password: string, ip: string) =>
      visitor.post("/api/auth/sign-in/email", {
        data: { email: member.email, password },
        headers: { Origin: url, "X-Forwarded-For": ip },
      });
    for (let i = 1; i <= 5; i++) {
      const response = await viaApi(`wrong-password-${i}`, `10.5.0.${i}`);
      expect(response.status(), `attempt ${i}`).toBe(401);
    }
    const api = await viaApi(member.password, "10.5.0.6");
    expect(api.status()).toBe(429);
    expect((await api.json()).message).toBe(RATE_LIMIT_MESSAGE);
    expect(Number(api.headers()["retry-after"])).toBeGreaterThan(0);
    expect(api.headers()["set-cookie"] ?? "").not.toContain("camber.session_token=");
    const form = await visitor.post("/auth", {
      form: { intent: "signin", email: member.email, password: member.password },
      headers: { Origin: url, "X-Forwarded-For": "10.5.0.7" },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(429);
    expect(await form.text()).toContain(RATE_LIMIT_MESSAGE);
    await visitor.dispose();
  });
});
