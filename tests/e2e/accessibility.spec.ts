// axe-core on every page a visitor, a member and an admin can reach, in both themes: no WCAG 2.1
// A/AA violation is allowed. Detail pages are found by following the first link of their list, so
// the check always runs on real (demo) content. A violation report names the rule, the help text
// and the offending elements, so a failure reads like a to-do list.
import type { Page } from "@playwright/test";
import { demoUsers, expect, expectNoAxeViolations, signIn, test } from "./support";

/** The href of the first link on `listPath` whose href matches `pattern` (a detail page). */
async function firstDetailPath(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a detail link on ${listPath}`).toBeTruthy();
  return href as string;
}

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/builds",
  "/events",
  "/forums",
  "/features",
  "/media",
  "/marketplace",
  "/auth",
  // The sign-up form, with its honeypot field (hidden from assistive technology).
  "/auth?mode=signup",
  "/auth/forgot-password",
  "/this-road-does-not-exist",
];

const DETAIL_PAGES: [list: string, pattern: RegExp][] = [
  ["/builds", /^\/builds\/[0-9a-f-]{36}$/],
  ["/events", /^\/events\/[0-9a-f-]{36}$/],
  ["/forums", /^\/forums\/topic\/[0-9a-f-]{36}$/],
  ["/features", /^\/features\/[0-9a-f-]{36}$/],
  ["/media", /^\/media\/[0-9a-f-]{36}$/],
  ["/marketplace", /^\/marketplace\/[0-9a-f-]{36}$/],
  ["/builds", /^\/u\/[^/]+$/],
];

test("public pages have no axe violations", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  }
});

test("detail pages have no axe violations", async ({ page }) => {
  test.setTimeout(120_000);
  for (const [list, pattern] of DETAIL_PAGES) {
    const path = await firstDetailPath(page, list, pattern);
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  }
});

test("member and admin pages have no axe violations", async ({ page }) => {
  test.setTimeout(200_000); // twenty-four pages, each analysed in both themes
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  for (const path of [
    "/",
    "/profile",
    "/account",
    // demoUsers.member has a demo passkey listed.
    "/account/security",
    "/my-builds",
    "/following",
    "/create-build",
    "/events/create",
    "/events/mine",
    "/forums/create",
    "/notifications",
    "/marketplace/new",
    "/media/submit",
  ]) {
    await page.goto(path);
    await expectNoAxeViolations(page, `${path} as a member`);
  }
  await page.context().clearCookies();
  await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
  for (const path of [
    "/admin",
    "/admin?tab=pending-builds",
    "/admin?tab=approved-builds",
    "/admin?tab=featured-builds",
    "/admin?tab=pending-events",
    "/admin?tab=audit",
    "/admin/features",
    "/admin/media",
    "/admin/marketplace",
    `/admin/members?q=${demoUsers.member.username}`,
    // Two-factor on: its state and the backup codes left.
    "/account/security",
  ]) {
    await page.goto(path);
    await expectNoAxeViolations(page, `${path} as an admin`);
  }
});
