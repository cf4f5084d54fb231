// The visitor page cache (app/lib/perf/page-cache.server.ts) in the real server: a list page is
// rendered once and served again to visitors, each response with its own CSP nonce (so the
// cached page still hydrates and works), while signed-in members always get a fresh render.
import { demoUsers, expect, signIn, test } from "./support";

test.use({ appEnv: { PAGE_CACHE_TTL_MS: "60000" } });

function nonceOf(csp: string | undefined): string {
  const match = csp?.match(/'nonce-([^']+)'/);
  expect(match, "a nonce in the CSP header").toBeTruthy();
  return (match as RegExpMatchArray)[1];
}

test("visitors get the cached list page with a fresh nonce each time", async ({ request }) => {
  const first = await request.get("/builds?sort=oldest");
  const second = await request.get("/builds?sort=oldest");
  expect(first.status()).toBe(200);
  expect(second.headers()["x-page-cache"]).toBe("hit");

  const nonces = [first, second].map((r) => nonceOf(r.headers()["content-security-policy"]));
  expect(nonces[0]).not.toBe(nonces[1]);
  const html = await second.text();
  const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([nonces[1]]));
  expect(html).not.toContain("cAmBeRpAgEcAcHeNoNcE00==");
});

test("a cached page hydrates and works in the browser", async ({ page, request }) => {
  await request.get("/builds");
  const response = await page.goto("/builds");
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(8);
  // Hydrated: Load More appends in place (without JavaScript it would follow the link).
  await page.getByRole("link", { name: "Load More Builds" }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(8);
  await expect(page).toHaveURL(/\/builds$/);
});

test("signed-in members and other pages are never served from the cache", async ({ page }) => {
  const detail = await page.request.get("/about");
  expect(detail.headers()["x-page-cache"]).toBeUndefined();
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  const response = await page.goto("/builds");
  expect(response?.headers()["x-page-cache"]).toBeUndefined();
  // The member's own menu is there: this is their page, not a visitor's copy.
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("junk query parameters and other sites' cookies are served from the page's one entry", async ({
  request,
}) => {
  const marker = Date.now().toString(36);
  const first = await request.get(`/forums?category=&utm_source=${marker}`);
  expect(first.status()).toBe(200);
  for (const url of [
    `/forums?junk=${marker}`,
    `/forums?a=1&b=${marker}`,
    `/forums?utm_source=${marker}&x=%3Cscript%3E`,
  ]) {
    const response = await request.get(url, { headers: { Cookie: `_ga=GA1.2.${marker}; x=y` } });
    expect(response.headers()["x-page-cache"], url).toBe("hit");
    // The page is rendered as /forums: no junk parameter reaches the HTML.
    expect(await response.text(), url).not.toContain(marker);
  }
  // The site's own cookies still make the request personal.
  const flash = await request.get(`/forums?junk=${marker}`, {
    headers: { Cookie: "camber_flash=x" },
  });
  expect(flash.headers()["x-page-cache"]).toBeUndefined();
});
