import path from "node:path";
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  makePhoto,
  pageShot,
  signIn,
  specTempDir,
  test,
  toast,
} from "./support";

// The admin flow is long, and the machine running these may be busy.
test.describe.configure({ timeout: 120_000 });

const R34 = "Bayside Blue: Inside Kenji's 520whp R34";
const MIATA = "Miata Is Always the Answer: A Weekend NA Build";
const SUPRA = "Widebody Legend: The Supra MK4 Revisited";
const E30 = "Why the E30 Is Still the Perfect Street Build";

const photoDir = specTempDir("features");

const cards = (page: Page) => page.locator("[data-feature-id]");
const cardTitles = (page: Page) => page.locator("[data-feature-id] h2");

/** The search box submits by itself once React has hydrated. */
async function gotoFeatures(page: Page, search = "") {
  await page.goto(`/features${search}`);
  await expect(page.locator("main form[data-enhanced]")).toBeAttached();
}

test.describe("/features", () => {
  test("lists six features, then the rest with Load More", async ({ page }) => {
    await gotoFeatures(page);
    await expect(page.getByRole("heading", { level: 1, name: "Features" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sort features" })).toHaveValue("newest");
    await expect(cards(page)).toHaveCount(6);
    await expect(cardTitles(page).first()).toHaveText(R34);
    // A card: car model, long en-US date, excerpt, and a link to the article.
    const first = cards(page).first();
    await expect(first).toContainText("Nissan Skyline GT-R R34");
    await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(first).toContainText("A two-year import hunt");
    await expect(first.getByRole("link", { name: R34 })).toHaveAttribute(
      "href",
      /^\/features\/[0-9a-f-]{36}$/,
    );

    await pageShot(page, "features-list-1280", 1280);
    await pageShot(page, "features-list-390", 390);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("link", { name: "Load More" }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByRole("link", { name: "Load More" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/features$/);
  });

  test("searches title, car model and excerpt; the URL keeps the search", async ({ page }) => {
    await gotoFeatures(page);
    await page.getByRole("searchbox", { name: "Search features" }).fill("MIATA");
    await expect(page).toHaveURL(/\/features\?q=MIATA$/);
    await expect(cardTitles(page)).toHaveText([MIATA]);

    await page.getByRole("searchbox", { name: "Search features" }).fill("supra mk4");
    await expect(cardTitles(page)).toHaveText([SUPRA]);

    await page.getByRole("searchbox", { name: "Search features" }).fill("zzz no such car");
    await expect(page.getByText("No features found matching your search.")).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(cards(page)).toHaveCount(6);

    // A shared URL opens with the search filled in.
    await gotoFeatures(page, "?q=drift");
    await expect(page.getByRole("searchbox", { name: "Search features" })).toHaveValue("drift");
    await expect(cardTitles(page)).toHaveText([
      "Midnight Purple Dreams: A Silvia S15 Built for Drift Days",
    ]);
  });

  test("sorts by Most Popular and Car Type; Back returns to the previous sort", async ({
    page,
  }) => {
    await gotoFeatures(page);
    const sort = page.getByRole("combobox", { name: "Sort features" });
    await expect(sort.locator("option")).toHaveText(["Newest", "Most Popular", "Car Type"]);

    await sort.selectOption("popular");
    await expect(page).toHaveURL(/\/features\?sort=popular$/);
    await expect(cardTitles(page).first()).toHaveText(SUPRA);

    await sort.selectOption("car-type");
    await expect(page).toHaveURL(/\/features\?sort=car-type$/);
    await expect(cards(page).first()).toContainText("BMW 325i E30");
    await expect(cardTitles(page).first()).toHaveText(E30);

    await page.goBack();
    await expect(page).toHaveURL(/\/features\?sort=popular$/);
    await expect(sort).toHaveValue("popular");
    await expect(cardTitles(page).first()).toHaveText(SUPRA);
  });

  test("View Previous Features shows earlier years, and there is a way back", async ({ page }) => {
    await gotoFeatures(page);
    await page.getByRole("link", { name: "View Previous Features" }).click();
    await expect(page).toHaveURL(/\/features\?previous=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Previous Features" })).toBeVisible();
    await expect(cardTitles(page).filter({ hasText: MIATA })).toHaveCount(1);
    await expect(cardTitles(page).filter({ hasText: SUPRA })).toHaveCount(1);
    const thisYear = new Date().getUTCFullYear();
    for (const date of await page.locator("[data-feature-id] time").allTextContents()) {
      expect(Number(date.slice(-4))).toBeLessThan(thisYear);
    }

    await page.getByRole("link", { name: "Show All Features" }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole("heading", { level: 1, name: "Features" })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Load More is a link to the next page, and the search form submits", async ({ page }) => {
      await page.goto("/features");
      await expect(cards(page)).toHaveCount(6);
      await page.getByRole("link", { name: "Load More" }).click();
      await expect(page).toHaveURL(/\/features\?cursor=/);
      await expect(cards(page)).toHaveCount(2);
      await expect(page.getByRole("link", { name: "Back to first page" })).toBeVisible();

      await page.goto("/features");
      await page.getByRole("searchbox", { name: "Search features" }).fill("e30");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\/features\?q=e30/);
      await expect(cardTitles(page)).toHaveText([E30]);
    });
  });
});

test.describe("/features/:id", () => {
  test("shows the article with its hero, body, build link and a view count", async ({ page }) => {
    await gotoFeatures(page);
    await page.getByRole("link", { name: R34 }).click();
    await expect(page).toHaveURL(/\/features\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: R34 })).toBeVisible();
    const hero = page.getByRole("img", { name: "Nissan Skyline GT-R R34" }).first();
    await expect(hero).toBeVisible();
    // Visible is not loaded: on a busy machine the image may still be on its way.
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await expect(page.getByText("Kenji Watanabe spent the better part of two years")).toBeVisible();
    await expect(page.getByText("What makes the car special is restraint.")).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", R34);

    const views = page.getByText(/^\d[\d,]* views?$/);
    const before = Number((await views.textContent())?.replace(/\D/g, ""));
    // The visitor was counted on the first visit today: a reload is not a second view.
    await page.reload();
    await expect(views).toHaveText(`${before} views`);

    await pageShot(page, "features-detail-1280", 1280);
    await pageShot(page, "features-detail-390", 390);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("link", { name: "View the Build" }).click();
    await expect(page).toHaveURL(/\/builds\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Bayside Blue R34 GT-R" }),
    ).toBeVisible();
  });

  test("an unknown feature gets 'Feature Not Found' with a way back", async ({ page }) => {
    const response = await page.goto("/features/3fa85f64-5717-4562-b3fc-2c963f66afa6");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Feature Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Features" }).click();
    await expect(page).toHaveURL(/\/features$/);

    const malformed = await page.goto("/features/not-a-feature");
    expect(malformed?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Feature Not Found" })).toBeVisible();
  });
});

test.describe("/admin/features", () => {
  test("a member is turned away", async ({ page }) => {
    await signIn(page, demoUsers.member.email, demoUsers.member.password);
    await page.goto("/admin/features");
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Access Denied: You don't have admin privileges.")).toBeVisible();
  });

  test("an admin creates, edits and deletes a feature", async ({ page }) => {
    const stamp = Date.now().toString(36);
    const title = `Rotary Revival ${stamp}`;
    const photo = await makePhoto(path.join(photoDir, `feature-${stamp}.png`), {
      width: 1200,
      height: 750,
      colors: "#b45309",
      format: "png",
    });

    await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
    // The URL of an approved build, to link.
    await page.goto("/builds?q=Silvia");
    const buildHref = await page
      .getByRole("link", { name: "Midnight Purple Silvia S15" })
      .getAttribute("href");
    expect(buildHref).toMatch(/^\/builds\//);

    await page.goto("/admin/features");
    const tabs = page.getByRole("navigation", { name: "Admin sections" });
    await expect(tabs.getByRole("link", { name: "Features", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByTestId("admin-feature")).toHaveCount(8);
    await page.getByRole("link", { name: "New Feature" }).click();
    await expect(page.getByRole("heading", { name: "New Feature" })).toBeVisible();
    await pageShot(page, "features-admin-1280", 1280);
    await pageShot(page, "features-admin-390", 390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Nothing filled in: the schema's messages, before anything is sent.
    await page.getByRole("button", { name: "Create Feature" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Car model is required")).toBeVisible();
    await expect(page.getByText("Body is required")).toBeVisible();

    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Car model", { exact: true }).fill("Mazda RX-7 FD");
    await page.getByLabel("Published date", { exact: true }).fill("2026-02-10");
    await page
      .getByLabel("Excerpt", { exact: true })
      .fill("A 13B-REW brought back from the brink.");
    await page
      .getByLabel("Body", { exact: true })
      .fill("The first paragraph of the rotary story.\n\nThe <b>second</b> paragraph.");
    await page
      .getByLabel("Linked build (optional)", { exact: true })
      .fill(`http://example.test${buildHref}`);
    await page.getByLabel("Image (optional)", { exact: true }).setInputFiles(photo);
    await page.getByRole("button", { name: "Create Feature" }).click();
    await expect(toast(page, "Feature created successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/features$/);
    const row = page.getByTestId("admin-feature").filter({ hasText: title });
    await expect(row).toContainText("Linked build: Midnight Purple Silvia S15");

    // Nine features now: 6, then 3 with Load More, then no button.
    await gotoFeatures(page);
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole("link", { name: "Load More" }).click();
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByRole("link", { name: "Load More" })).toHaveCount(0);

    // Its page: the body as plain-text paragraphs, the image, the build link.
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("The <b>second</b> paragraph.")).toBeVisible();
    await expect(page.getByRole("img", { name: "Mazda RX-7 FD" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "View the Build" })).toHaveAttribute(
      "href",
      buildHref!,
    );

    // Edit: a new title, the build link removed.
    await page.goto("/admin/features");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Feature" })).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await page.getByLabel("Title", { exact: true }).fill(`${title} Edited`);
    await page.getByLabel("Linked build (optional)", { exact: true }).fill("not a build");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Please enter a build ID or a build URL")).toBeVisible();
    await page.getByLabel("Linked build (optional)", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Feature updated successfully.")).toBeVisible();
    const edited = page.getByTestId("admin-feature").filter({ hasText: `${title} Edited` });
    await expect(edited).toContainText("No linked build");

    // Delete, confirmed in a dialog.
    await edited.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`"${title} Edited"`);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Feature deleted successfully.")).toBeVisible();
    await expect(page.getByTestId("admin-feature").filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByTestId("admin-feature")).toHaveCount(8);
  });
});
