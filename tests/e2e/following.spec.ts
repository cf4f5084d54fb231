// Following, in real Chromium: a member follows a build from its page (the count moves), mutes
// and unmutes its notifications and unfollows it; follows a member from their profile with the
// keyboard and finds that member's builds on /following (reached from the account menu); follows
// from a build card's menu on /builds; and without JavaScript the follow form still works, while a
// visitor is sent to sign in.
//
// Demo seed (app/demo/following.seed.server.ts): Maya follows Kenji and Diego and the builds
// 'E30 325i Street Build' and 'Bayside Blue R34 GT-R' (muted); Kenji follows Sofia; Sofia
// follows Kenji and Maya. Sofia owns 'E30 325i Street Build' and 'Miata NA Weekend Toy'.
import type { Locator, Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fileApp,
  pageShot,
  signedInContext,
  signIn,
  test,
  toast,
} from "./support";

const MAYA = demoUsers.members[0];
const DIEGO = demoUsers.members[1];

/**
 * Clicks a follow or mute control and waits for the server's answer: the button shows the outcome
 * at once, but what comes next (a reload, another page) must see the write.
 */
async function post(page: Page, control: Locator | (() => Promise<void>)) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/following"),
  );
  if (typeof control === "function") await control();
  else await control.click();
  expect((await answered).ok()).toBe(true);
}

async function openBuild(page: Page, title: string) {
  await page.goto("/builds");
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("a member follows a build from its page, mutes and unmutes it, and unfollows", async ({
  page,
}) => {
  await signIn(page, MAYA.email, MAYA.password);
  await openBuild(page, "Miata NA Weekend Toy");
  const count = page.getByTestId("build-followers");
  await expect(count).toHaveText("0 followers");
  await expect(page.getByRole("button", { name: "Mute notifications" })).toHaveCount(0);

  await post(page, page.getByRole("button", { name: "Follow", exact: true }));
  await expect(count).toHaveText("1 follower");
  await expect(page.getByRole("button", { name: "Unfollow", exact: true })).toBeVisible();

  await expectNoAxeViolations(page, "build page, followed");
  await pageShot(page, "following-build-page-1280", 1280);
  await pageShot(page, "following-build-page-390", 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await post(page, page.getByRole("button", { name: "Mute notifications" }));
  await expect(page.getByRole("button", { name: "Unmute" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Unmute" })).toBeVisible();
  await expect(count).toHaveText("1 follower");

  // /following lists it among the followed builds, muted.
  await page.goto("/following");
  const followedBuilds = page.getByRole("region", { name: /^Builds/ });
  await expect(followedBuilds.getByRole("link", { name: "Miata NA Weekend Toy" })).toBeVisible();
  await expect(
    followedBuilds.getByRole("button", { name: "Unmute: Miata NA Weekend Toy" }),
  ).toBeVisible();

  await openBuild(page, "Miata NA Weekend Toy");
  await post(page, page.getByRole("button", { name: "Unmute" }));
  await expect(page.getByRole("button", { name: "Mute notifications" })).toBeVisible();
  await post(page, page.getByRole("button", { name: "Unfollow", exact: true }));
  await expect(count).toHaveText("0 followers");
  await expect(page.getByRole("button", { name: "Mute notifications" })).toHaveCount(0);
  await page.reload();
  await expect(count).toHaveText("0 followers");
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
});

test("a member follows a member from their profile with the keyboard and sees their builds on /following", async ({
  page,
}) => {
  await signIn(page, MAYA.email, MAYA.password);
  await page.goto("/u/sofia_e30");
  const count = page.getByTestId("member-followers");
  await expect(count).toHaveText("1 follower");
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await follow.focus();
  await post(page, () => page.keyboard.press("Enter"));
  await expect(count).toHaveText("2 followers");
  await expect(page.getByRole("button", { name: "Unfollow", exact: true })).toBeFocused();
  await expectNoAxeViolations(page, "profile, followed");
  await pageShot(page, "following-profile-390", 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The account menu leads to /following.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Following" }).click();
  await expect(page).toHaveURL(/\/following$/);
  await expect(page.getByRole("heading", { level: 1, name: "Following" })).toBeVisible();

  const feed = page.getByRole("region", { name: "Latest" });
  const miata = feed.getByRole("article").filter({ hasText: "Miata NA Weekend Toy" });
  await expect(miata).toContainText("New build");
  await expect(miata.getByRole("link", { name: "Miata NA Weekend Toy" })).toHaveAttribute(
    "href",
    /\/builds\/[0-9a-f-]{36}$/,
  );
  // Kenji's and Diego's builds (followed by the seed) are there too, the R34 with its journal
  // entries (each names the build); pending ones never are.
  await expect(feed.getByRole("link", { name: "Bayside Blue R34 GT-R" }).first()).toBeVisible();
  await expect(feed.getByText("Supra MK4 Widebody")).toHaveCount(0);

  const members = page.getByRole("region", { name: /^Members/ });
  await expect(members.getByRole("link", { name: "Sofia Lindqvist" })).toBeVisible();

  await expectNoAxeViolations(page, "/following");
  await pageShot(page, "following-feed-1280", 1280, { eagerImages: true });
  await pageShot(page, "following-feed-390", 390, { eagerImages: true });
  await expectNoSidewaysScroll(page, 390);

  // Unfollow from the list: her builds leave the feed after the page reloads.
  await page.setViewportSize({ width: 1280, height: 800 });
  await post(page, members.getByRole("button", { name: "Unfollow Sofia Lindqvist" }));
  await expect(page.getByRole("heading", { name: "Members (2)" })).toBeVisible();
  await expect(members.getByRole("link", { name: "Sofia Lindqvist" })).toHaveCount(0);
  await expect(feed.getByText("Miata NA Weekend Toy")).toHaveCount(0);
});

test("a build card's menu follows and unfollows the build", async ({ page }) => {
  await signIn(page, MAYA.email, MAYA.password);
  await page.goto("/builds");
  const menu = page.getByRole("button", { name: "More actions for Static E46 M3 on Coilovers" });
  await menu.click();
  await post(page, page.getByRole("menuitem", { name: "Follow build" }));
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Unfollow build" })).toBeVisible();
  await page.keyboard.press("Escape");
  await openBuild(page, "Static E46 M3 on Coilovers");
  await expect(page.getByTestId("build-followers")).toHaveText("1 follower");
  await page.goto("/builds");
  await menu.click();
  await post(page, page.getByRole("menuitem", { name: "Unfollow build" }));
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Follow build" })).toBeVisible();
  // Own builds have no menu.
  await page.keyboard.press("Escape");
  await expect(
    page.getByRole("button", { name: "More actions for Track-Day S2000 AP2" }),
  ).toHaveCount(0);
});

test("without JavaScript the follow form works, and a visitor is sent to sign in", async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, DIEGO, { javaScriptEnabled: false });
  await page.goto("/u/kenji_rb26");
  const count = page.getByTestId("member-followers");
  await expect(count).toHaveText("2 followers");
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page).toHaveURL(/\/u\/kenji_rb26$/);
  await expect(count).toHaveText("3 followers");
  await page.getByRole("button", { name: "Unfollow", exact: true }).click();
  await expect(count).toHaveText("2 followers");
  await context.close();

  const { baseURL } = await fileApp();
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/u/kenji_rb26");
  await visitorPage.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(visitorPage).toHaveURL(/\/auth$/);
  await visitor.close();
});

test("/following is for members, and a visitor's Follow asks to sign in", async ({ page }) => {
  await page.goto("/following");
  await expect(page).toHaveURL(/\/auth$/);

  await openBuild(page, "Miata NA Weekend Toy");
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, "Please sign in to follow builds and members")).toBeVisible();
});
