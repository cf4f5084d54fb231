// The frame around every page: navigation highlight, the mobile menu, the account menu, the theme
// toggle, the footer newsletter box and the 404 page.
import type { Page } from "@playwright/test";
import { demoUsers, expect, signInWithForm, test, waitForHydration } from "./support";

test("the current section is highlighted in the navigation", async ({ page }) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

  await page.goto("/builds");
  await page.locator('a[href^="/builds/"]').first().click();
  await expect(page).toHaveURL(/\/builds\/[0-9a-f-]{36}$/);
  await expect(nav.getByRole("link", { name: "Builds" })).toHaveAttribute("aria-current", "page");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the links collapse into a menu that opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Forums", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await header.getByRole("link", { name: "Forums", exact: true }).click();
    await expect(page).toHaveURL(/\/forums$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("with the keyboard only, Tab stays inside the open menu and Escape returns to its button", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    // Tab from the top of the page to the menu button.
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await menuButton.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    const panel = page.locator(`#${await close.getAttribute("aria-controls")}`);
    const links = await panel.getByRole("link").count();
    expect(links).toBeGreaterThan(3);

    // Twice round the menu: focus never leaves the button and the panel.
    const insideMenu = () =>
      page.evaluate(() => {
        const button = document.querySelector('[aria-label="Close menu"]');
        const panel = document.getElementById(button?.getAttribute("aria-controls") ?? "");
        const active = document.activeElement;
        return active === button || !!panel?.contains(active);
      });
    for (let i = 0; i < 2 * (links + 1); i++) {
      await page.keyboard.press("Tab");
      expect(await insideMenu(), `Tab ${i + 1}`).toBe(true);
    }
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(panel.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    expect(await insideMenu()).toBe(true);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Open again, follow a link with Enter: the menu closes on the new page.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(menuButton).toBeVisible();
  });
});

test("a fixed form's success clears its earlier error toasts", async ({ page }) => {
  const toasts = page.locator("[data-sonner-toast]:not([data-removed='true'])");
  await signInWithForm(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/forums/create");
  await waitForHydration(page);
  await page.getByLabel("Category").selectOption({ index: 1 });
  await page.getByLabel("Content").fill("Which tyres for a wet track day?");
  await page.getByLabel("Title").press("Enter");
  const error = toasts.filter({ hasText: "Please fill in all fields" });
  await expect(error).toHaveCount(1);
  // The pointer rests on the toasts (sonner keeps them while it does), so the error cannot
  // simply time out before the success arrives.
  await error.hover();
  await page.getByLabel("Title").fill(`Toast check ${Date.now().toString(36)}`);
  await page.getByLabel("Title").press("Enter");
  await expect(toasts.filter({ hasText: "Topic created successfully!" })).toBeVisible();
  await expect(toasts).toHaveCount(1);
});

test("at 360 px a signed-in admin's header fits the screen (no sideways scroll)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInWithForm(page, demoUsers.admin.email, demoUsers.admin.password);
  // A toast on screen (the welcome) must not widen the page either.
  await expect(page.getByText("Welcome back!")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  for (const path of ["/", "/builds", "/events", "/forums"]) {
    await page.goto(path);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      header: document.querySelector("header")?.scrollWidth ?? 0,
    }));
    expect(widths, path).toEqual({ page: 360, header: 360 });
  }
  await expect(page.getByRole("button", { name: "Open menu" })).toBeInViewport({ ratio: 1 });
});

test("an unknown address shows the 404 page", async ({ page }) => {
  const response = await page.goto("/this-road-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Looks like you've gone off track!")).toBeVisible();
  await page.getByRole("link", { name: "Back to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the theme choice is remembered", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  // The page switches at once; the choice is saved by the request the click sends, which the
  // reload must not cut off.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /^\/theme(\.data)?$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
  await saved;
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/light/);
});

test("the newsletter box subscribes, validates and is duplicate-safe", async ({ page }) => {
  await page.goto("/about");
  const box = page.getByLabel("Email address");
  await box.fill("not-an-email");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

  const email = `reader-${Date.now()}@example.com`;
  for (let i = 0; i < 2; i++) {
    await box.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page
        .getByText(
          "Almost there! Check your inbox and follow the link we sent to confirm your subscription.",
        )
        .first(),
    ).toBeVisible();
  }
});

/**
 * Holds back the account menu's code (loaded after hydration, for members only) until `release`
 * is called, and opens /builds, whose Filter button says the page has hydrated.
 */
async function openWithMenuCodeHeld(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/account-dropdown-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/builds");
  await expect(page.getByRole("button", { name: "Filter" })).toBeVisible();
  return release;
}

test("a click on the account button before the menu's code is there opens the menu", async ({
  page,
}) => {
  await signInWithForm(page, demoUsers.member.email, demoUsers.member.password);
  const release = await openWithMenuCodeHeld(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toHaveCount(0);
  release();
  await expect(page.getByRole("menu").getByText(demoUsers.member.email)).toBeVisible();
});

test("the account button keeps the focus when the menu's code arrives", async ({ page }) => {
  await signInWithForm(page, demoUsers.member.email, demoUsers.member.password);
  const release = await openWithMenuCodeHeld(page);
  await page.getByRole("button", { name: "Account menu" }).focus();
  release();
  // The button that has the focus now is the menu's own: Enter opens it.
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveAttribute(
    "data-state",
    "closed",
  );
  await expect(page.getByRole("button", { name: "Account menu" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu").getByText(demoUsers.member.email)).toBeVisible();
});

test("the account menu shows the e-mail, and Admin Panel only to admins", async ({ page }) => {
  await signInWithForm(page, demoUsers.member.email, demoUsers.member.password);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu").getByText(demoUsers.member.email)).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Profile", exact: true })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "My Builds" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.context().clearCookies();
  await signInWithForm(page, demoUsers.admin.email, demoUsers.admin.password);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toBeVisible();
});
