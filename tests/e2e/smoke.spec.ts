// The built site starts, renders, answers health checks, sends its security headers, refuses
// cross-site writes, and the seeded demo admin can sign in.
import { demoUsers, expect, signInWithForm, test } from "./support";

// The other specs run on PostgreSQL in CI; this one always runs the embedded default (PGlite on
// disk, as `npm start` does), so both engines are exercised in a real browser.
test.use({ appDatabase: "pglite" });

test("home page renders the hero", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("main").getByText("TUNED. STANCED. RESPECTED.")).toBeVisible();
});

test("/healthz answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("pages carry the security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("every inline script carries the request's nonce", async ({ page }) => {
  const response = await page.goto("/");
  const csp = (await response?.headerValue("content-security-policy")) ?? "";
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const nonces = await page
    .locator("script")
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  for (const value of nonces) expect(value).toBe(nonce);
});

test("a cross-site POST is refused", async ({ request }) => {
  const response = await request.post("/newsletter", {
    headers: { Origin: "http://evil.example" },
    form: { email: "victim@example.com" },
  });
  expect(response.status()).toBe(403);
});

test("the demo admin can sign in", async ({ page }) => {
  await signInWithForm(page, demoUsers.admin.email, demoUsers.admin.password);
  await expect(page.getByText("Welcome back!")).toBeVisible();
});
