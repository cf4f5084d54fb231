// Security headers on every page: the site is crawled from its home page (as a visitor, a member
// and the admin, so signed-in pages are covered too), following links to detail pages (a few per
// route pattern). Every HTML answer must carry a CSP whose script-src allows only our files and a
// per-request nonce (no 'unsafe-inline'), frame-ancestors 'none', nosniff, a Referrer-Policy and
// X-Frame-Options; every inline <script> must carry that nonce; nonces never repeat. Files of the
// client build (scripts, styles, fonts, images) get the smaller static-file set instead.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, test } from "../e2e/support";
import { ACTOR_USERS, disposeAll, signedInContext, visitorContext } from "./support";

const MAX_PAGES_PER_ACTOR = 70;
const MAX_PER_PATTERN = 2;

/** Pages the crawl starts from (links found on them lead to the rest). */
const START = [
  "/",
  "/about",
  "/builds",
  "/events",
  "/forums",
  "/features",
  "/media",
  "/marketplace",
  "/auth",
  "/auth?mode=signup",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/this-page-does-not-exist",
  "/builds/not-a-uuid",
];
const SIGNED_IN_START = [
  "/profile",
  "/my-builds",
  "/create-build",
  "/events/create",
  "/events/mine",
  "/forums/create",
  "/notifications",
  "/marketplace/new",
  "/marketplace/mine",
  "/media/submit",
];
const ADMIN_START = [
  "/admin",
  "/admin?tab=pending-builds",
  "/admin?tab=approved-builds",
  "/admin?tab=featured-builds",
  "/admin?tab=pending-events",
  "/admin?tab=audit",
  "/admin/features",
  "/admin/media",
  "/admin/marketplace",
];

/** Resource answers (not pages) that still get the headers. */
const RESOURCES = [
  "/healthz",
  "/readyz",
  "/robots.txt",
  "/sitemap.xml",
  "/builds/feed.xml",
  "/forums/feed.xml",
  "/events/calendar.ics",
  "/events/places?q=port",
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/**
 * Checks the headers every answer gets; returns the CSP nonce. Answers that are not pages (files,
 * errors of the static handlers) may instead carry the stricter `default-src 'none'`.
 */
function checkHeaders(response: APIResponse, label: string, { page = true } = {}): string {
  const headers = response.headers();
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  const csp = headers["content-security-policy"];
  expect(csp, `${label}: CSP`).toBeTruthy();
  const policy = directives(csp);
  if (!page && policy.get("default-src")?.join(" ") === "'none'") return "";
  const scriptSrc = policy.get("script-src") ?? [];
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc.some((s) => s === "*" || s === "https:" || s === "http:" || s === "data:")).toBe(
    false,
  );
  const nonces = scriptSrc.filter((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(s));
  expect(nonces, `${label}: one nonce in script-src`).toHaveLength(1);
  expect(policy.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(policy.get("object-src"), label).toEqual(["'none'"]);
  expect(policy.get("base-uri"), label).toEqual(["'self'"]);
  expect(policy.get("form-action"), label).toEqual(["'self'"]);
  expect(policy.get("default-src"), label).toEqual(["'self'"]);
  return nonces[0].slice("'nonce-".length, -1);
}

/**
 * A file of the client build: nosniff, Cross-Origin-Resource-Policy and caching, without the
 * document-only headers (their bytes would be paid on every asset: docs/performance.md). An SVG,
 * which can be opened as a document, keeps a policy under which it runs nothing.
 */
function checkStaticFileHeaders(response: APIResponse, label: string, contentType: RegExp) {
  expect(response.status(), label).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"], label).toMatch(contentType);
  expect(headers["cache-control"], `${label}: cache-control`).toMatch(/max-age=\d+/);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["cross-origin-resource-policy"], label).toBe("same-origin");
  for (const pageOnly of [
    "x-frame-options",
    "referrer-policy",
    "cross-origin-opener-policy",
    "permissions-policy",
  ]) {
    expect(headers[pageOnly], `${label}: ${pageOnly}`).toBeUndefined();
  }
  expect(headers["content-security-policy"], `${label}: CSP`).toBe(
    /svg/.test(headers["content-type"] ?? "")
      ? "default-src 'none'; style-src 'unsafe-inline'; sandbox"
      : undefined,
  );
}

/** Every <script> in the HTML carries the nonce; no inline event handler attributes. */
function checkHtml(html: string, nonce: string, label: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)];
  expect(scripts.length, `${label}: React Router's inline scripts`).toBeGreaterThan(0);
  for (const [tag, attributes] of scripts) {
    const found = /\snonce="([^"]*)"/.exec(attributes)?.[1];
    expect(found, `${label}: ${tag}`).toBe(nonce);
  }
  const handlers = [...html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=\s*["'][^>]*>/gi)].map((m) =>
    m[0].slice(0, 100),
  );
  expect(handlers, `${label}: inline event handlers (CSP would block them)`).toEqual([]);
  expect(html, `${label}: javascript: links`).not.toMatch(/\s(href|src|action)="\s*javascript:/i);
}

/** Internal page links of an HTML document. */
function links(html: string): string[] {
  return [...html.matchAll(/\shref="(\/[^"#]*)"/g)]
    .map((m) => m[1].replace(/&amp;/g, "&"))
    .filter(
      (href) =>
        !href.startsWith("//") &&
        !/^\/(assets|uploads)\//.test(href) &&
        !/\.(xml|ics|svg|png|webp|jpg|txt|json|webmanifest)(\?|$)/.test(href) &&
        href !== "/sign-out",
    );
}

const pattern = (path: string) =>
  path
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ":id")
    .replace(/\?.*$/, (q) => (q.includes("tab=") ? q : "?…"))
    .replace(/\/u\/[^/?]+/, "/u/:username");

async function crawl(context: APIRequestContext, start: string[], label: string) {
  const queue = [...start];
  const seen = new Set<string>();
  const perPattern = new Map<string, number>();
  let pages = 0;
  while (queue.length > 0 && pages < MAX_PAGES_PER_ACTOR) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const key = pattern(path);
    if ((perPattern.get(key) ?? 0) >= MAX_PER_PATTERN) continue;
    perPattern.set(key, (perPattern.get(key) ?? 0) + 1);

    const response = await context.get(path, { maxRedirects: 0 });
    const where = `${label} ${path} (${response.status()})`;
    expect(response.status(), where).toBeLessThan(500);
    const nonce = checkHeaders(response, where);
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    if (response.status() >= 300 && response.status() < 400) continue;
    pages += 1;
    const html = await response.text();
    checkHtml(html, nonce, where);
    for (const link of links(html)) if (!seen.has(link)) queue.push(link);
  }
  return pages;
}

let visitor: APIRequestContext;
let member: APIRequestContext;
let admin: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  visitor = await visitorContext(baseURL as string);
  member = await signedInContext(baseURL as string, ACTOR_USERS.owner);
  admin = await signedInContext(baseURL as string, ACTOR_USERS.admin);
});
test.afterAll(async () => {
  await disposeAll({ visitor, owner: member, admin });
});

test("every public page a visitor can reach has the headers, and every inline script the nonce", async () => {
  const pages = await crawl(visitor, START, "visitor");
  expect(pages).toBeGreaterThan(15);
});

test("every page a signed-in member reaches has them too", async () => {
  const pages = await crawl(member, [...SIGNED_IN_START, "/", "/builds"], "member");
  expect(pages).toBeGreaterThan(8);
});

test("every admin page has them too", async () => {
  const pages = await crawl(admin, ADMIN_START, "admin");
  expect(pages).toBeGreaterThan(5);
});

test("resources, uploads and error answers get the headers", async () => {
  const home = await (await visitor.get("/builds")).text();
  const upload = /\/uploads\/[^"' ,]+\.webp/.exec(home)?.[0];
  expect(upload).toBeTruthy();
  // A file that is not there is answered by the (HTML) 404 page: the full set.
  const missingAsset = await visitor.get("/assets/no-such-file.js");
  expect(missingAsset.status()).toBe(404);
  checkHeaders(missingAsset, "missing asset");
  for (const path of [...RESOURCES, upload as string, "/uploads/nothing.webp"]) {
    const response = await visitor.get(path, { maxRedirects: 0 });
    if (response.status() === 404 && RESOURCES.includes(path)) continue; // not built (yet)
    checkHeaders(response, path, { page: false });
  }
  // Members' photos may not be embedded by other sites.
  const photo = await visitor.get(upload as string);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["cross-origin-resource-policy"]).toBe("same-origin");
  // A refused cross-site POST is answered with the headers too.
  const refused = await member.post("/profile", {
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  checkHeaders(refused, "refused POST");
});

test("files of the client build get the static-file headers only", async () => {
  const home = await (await visitor.get("/")).text();
  const files: [string | undefined, RegExp][] = [
    [/\/assets\/[^"]+\.js/.exec(home)?.[0], /^text\/javascript/],
    [/\/assets\/[^"]+\.css/.exec(home)?.[0], /^text\/css/],
    [/\/assets\/[^"]+\.woff2/.exec(home)?.[0], /^font\/woff2/],
    ["/favicon.svg", /^image\/svg\+xml/],
  ];
  for (const [path, contentType] of files) {
    expect(path, `${contentType} linked from the home page`).toBeTruthy();
    checkStaticFileHeaders(await visitor.get(path as string), path as string, contentType);
  }
});

test("the nonce is new for every answer", async () => {
  const nonces = new Set<string>();
  for (let i = 0; i < 5; i++) {
    for (const path of ["/", "/builds"]) {
      const response = await visitor.get(path);
      const nonce = checkHeaders(response, path);
      expect(nonces.has(nonce), `${path}: nonce reused`).toBe(false);
      nonces.add(nonce);
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
    }
  }
});

test("in the browser the pages run under the CSP without a single violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const path of ["/", "/builds", "/events", "/forums", "/auth"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Hydrated: React Router's client took over (its scripts ran under the nonce).
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  }
  expect(violations).toEqual([]);
});
