// axe-core on every page a visitor, a member and an admin can reach, in both themes: no WCAG 2.1
// A/AA violation is allowed. Detail pages are found by following the first link of their list, so
// the check always runs on real (demo) content. A violation report names the rule, the help text
// and the offending elements, so a failure reads like a to-do list.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { demoUsers, expect, signIn, test } from "./support";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// The themes differ only in colours: the same markup, whose CSS classes resolve to other custom
// properties under `html.light` (the default is `html.dark`). So each page is loaded once and
// analysed with every WCAG rule in the dark theme, then switched to the light one the way the
// theme toggle does it (the class on <html>, no reload) and analysed with the colour rules.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
const THEMES = ["dark", "light"] as const;

async function expectNoViolations(page: Page, label: string) {
  const report: string[] = [];
  for (const theme of THEMES) {
    await page.evaluate((name) => {
      // Colours switch at once, as axe reads them (elements with transition-colors would be
      // caught half-way otherwise).
      const instant = document.createElement("style");
      instant.textContent = "*, *::before, *::after { transition: none !important; }";
      document.head.append(instant);
      document.documentElement.classList.remove("dark", "light");
      document.documentElement.classList.add(name);
    }, theme);
    // Legacy mode: axe runs in the page (and its frames) in one call. The default mode finishes
    // every analysis in a new blank tab, which made this file ~40% slower, for cross-origin
    // frames that the pages here do not have (embedded videos are not loaded offline).
    const builder = new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_TAGS);
    const results = await (theme === "light" ? builder.withRules(COLOUR_RULES) : builder).analyze();
    for (const v of results.violations) {
      report.push(
        `${v.id} (${v.impact}, ${theme} theme): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`)
          .join("\n")}`,
      );
    }
  }
  expect(report, `axe violations on ${label}`).toEqual([]);
}

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
    await expectNoViolations(page, path);
  }
});

test("detail pages have no axe violations", async ({ page }) => {
  test.setTimeout(120_000);
  for (const [list, pattern] of DETAIL_PAGES) {
    const path = await firstDetailPath(page, list, pattern);
    await page.goto(path);
    await expectNoViolations(page, path);
  }
});

test("member and admin pages have no axe violations", async ({ page }) => {
  test.setTimeout(180_000); // nineteen pages, each analysed in both themes
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  for (const path of [
    "/",
    "/profile",
    "/my-builds",
    "/create-build",
    "/events/create",
    "/events/mine",
    "/forums/create",
    "/notifications",
    "/marketplace/new",
    "/media/submit",
  ]) {
    await page.goto(path);
    await expectNoViolations(page, `${path} as a member`);
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
  ]) {
    await page.goto(path);
    await expectNoViolations(page, `${path} as an admin`);
  }
});
