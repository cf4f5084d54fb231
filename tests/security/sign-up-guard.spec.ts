// Sign-up's defences against scripts, over HTTP, on every way in: better-auth's JSON endpoint
// (/api/auth/sign-up/email) and the /auth form refuse a missing, forged or too-fresh form stamp;
// a filled honeypot is answered like a success and creates nothing; the 4th account from one
// address in a day waits for an admin and can create nothing. This file's app runs with the
// sign-up checks on (3 s, 3 accounts) and trusts one proxy hop, so each test speaks from
// addresses of its own (X-Forwarded-For).
import { expect, readOutbox, signUpFormStamp, test, waitForMail } from "../e2e/support";
import { postForm, unique, visitorContext } from "./support";

test.use({
  appEnv: { SIGNUP_MIN_FILL_SECONDS: "3", SIGNUP_IP_LIMIT: "3", TRUST_PROXY_HOPS: "1" },
});

const PASSWORD = "guarded-sign-up-2026";
const QUICK = "That was quick — please check the form and submit again.";
const EXPIRED = "This form has expired. Please submit it again.";
const HELD =
  "Your account is waiting for a moderator's approval. You'll get an e-mail when it's approved.";

/** The stamp the sign-up page hands out, as a script would scrape it. */
async function pageStamp(baseURL: string, from: string): Promise<string> {
  const visitor = await visitorContext(baseURL);
  const stamp = await signUpFormStamp(visitor, { "X-Forwarded-For": from });
  await visitor.dispose();
  return stamp;
}

async function jsonSignUp(baseURL: string, from: string, extra: Record<string, string>) {
  const visitor = await visitorContext(baseURL);
  const email = `${unique("guard")}@example.com`;
  const response = await visitor.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "Script Rider", ...extra },
    headers: { Origin: baseURL, "X-Forwarded-For": from },
  });
  const body = await response.json();
  await visitor.dispose();
  return { email, status: response.status(), body };
}

/** 401: no such account; 403 EMAIL_NOT_VERIFIED: the account exists. */
async function signInStatus(baseURL: string, email: string, from: string) {
  const visitor = await visitorContext(baseURL);
  const response = await visitor.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { Origin: baseURL, "X-Forwarded-For": from },
  });
  await visitor.dispose();
  return response.status();
}

test("the JSON endpoint cannot skip the form's stamp or honeypot", async ({ baseURL }) => {
  const base = baseURL as string;
  const from = "10.40.0.1";
  const missing = await jsonSignUp(base, from, {});
  expect(missing.status).toBe(400);
  expect(missing.body.message).toBe(EXPIRED);
  const stamp = await pageStamp(base, from);
  const forged = await jsonSignUp(base, from, {
    formStartedAt: `${Date.now() - 60_000}.${stamp.split(".")[1]}`,
  });
  expect(forged.status).toBe(400);
  expect(forged.body.message).toBe(EXPIRED);
  const quick = await jsonSignUp(base, from, { formStartedAt: stamp });
  expect(quick.status).toBe(400);
  expect(quick.body.message).toBe(QUICK);
  for (const refused of [missing, forged, quick]) {
    expect(await signInStatus(base, refused.email, from)).toBe(401);
  }

  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const bot = await jsonSignUp(base, from, { formStartedAt: stamp, website: "cheap-rims.example" });
  const person = await jsonSignUp(base, from, { formStartedAt: stamp });
  expect(bot.status).toBe(200);
  expect(person.status).toBe(200);
  expect(Object.keys(bot.body.user).sort()).toEqual(Object.keys(person.body.user).sort());
  expect(await signInStatus(base, bot.email, from)).toBe(401);
  expect(await signInStatus(base, person.email, from)).toBe(403);
  await waitForMail(person.email, "Verify");
  expect((await readOutbox()).some((mail) => mail.to === bot.email)).toBe(false);
});

test("the /auth form refuses a missing or too-fresh stamp the same way", async ({ baseURL }) => {
  const base = baseURL as string;
  const from = "10.40.0.2";
  const visitor = await visitorContext(base);
  const fields = (email: string, extra: Record<string, string>) => ({
    intent: "signup",
    email,
    fullName: "Form Script",
    username: "",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  });
  const headers = { Origin: base, "X-Forwarded-For": from };
  const noStamp = await postForm(
    visitor,
    base,
    "/auth?mode=signup",
    fields(`${unique("f")}@example.com`, {}),
    headers,
  );
  expect(noStamp.status()).toBe(400);
  expect(await noStamp.text()).toContain(EXPIRED);
  const stamp = await pageStamp(base, from);
  const email = `${unique("f")}@example.com`;
  const quick = await postForm(
    visitor,
    base,
    "/auth?mode=signup",
    fields(email, { formStartedAt: stamp }),
    headers,
  );
  expect(quick.status()).toBe(400);
  const page = await quick.text();
  expect(page).toContain(QUICK);
  // What was typed comes back in the form.
  expect(page).toContain(`value="${email}"`);
  expect(await signInStatus(base, email, from)).toBe(401);
  await visitor.dispose();
});

test("the 4th account from one address waits for approval and can create nothing", async ({
  baseURL,
}) => {
  const base = baseURL as string;
  const from = "10.40.0.3";
  const stamp = await pageStamp(base, from);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const accounts = [];
  for (let i = 0; i < 4; i++) accounts.push(await jsonSignUp(base, from, { formStartedAt: stamp }));
  const held = accounts[3];
  expect(held.status).toBe(200);
  const verification = await waitForMail(held.email, "Verify");

  const member = await visitorContext(base);
  await member.get(verification.links[0], { maxRedirects: 5 });
  const signedIn = await member.post("/api/auth/sign-in/email", {
    data: { email: held.email, password: PASSWORD },
    headers: { Origin: base, "X-Forwarded-For": from },
  });
  expect(signedIn.status()).toBe(200);
  const forums = await member.get("/forums/create");
  const categoryId = /<option value="([0-9a-f-]{36})"/.exec(await forums.text())?.[1] ?? "";
  const refused = await postForm(member, base, "/forums/create", {
    title: "Cheap rims, message me",
    categoryId,
    content: "Best prices on replica wheels.",
  });
  expect(refused.status()).toBe(403);
  // React escapes the apostrophes in the page it answers with.
  expect((await refused.text()).replaceAll("&#x27;", "'")).toContain(HELD);
  await member.dispose();
});
