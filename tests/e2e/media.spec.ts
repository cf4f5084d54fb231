import path from "node:path";
import type { Page } from "@playwright/test";
import { demoUsers, expect, makePhoto, pageShot, signIn, specTempDir, test } from "./support";

test.describe.configure({ mode: "serial" });

/** Approved demo items (app/demo/media.seed.server.ts): 4 videos, 5 photo sets, 5 tutorials. */
const APPROVED = 14;

const fileDir = specTempDir("media");

const cards = (page: Page) => page.getByTestId("media-card");

async function gotoMedia(page: Page, search = "") {
  await page.goto(`/media${search}`);
  // The search form submits by itself once React has hydrated.
  await expect(page.locator("form[role=search][data-enhanced]")).toBeAttached();
}

test("tabs show one type each and keep the URL", async ({ page }) => {
  await gotoMedia(page);
  await expect(page.getByRole("heading", { level: 1, name: "Media Hub" })).toBeVisible();
  await expect(cards(page)).toHaveCount(8);
  for (const [tab, type] of [
    ["Videos", "video"],
    ["Photos", "photo"],
    ["Tutorials", "tutorial"],
  ] as const) {
    await page
      .getByRole("navigation", { name: "Media types" })
      .getByRole("link", { name: tab })
      .click();
    await expect(page).toHaveURL(new RegExp(`type=${type}`));
    // The tab is marked current in the same render that shows its cards (the URL can change a
    // moment before, while the old cards are still there).
    await expect(page.getByRole("link", { name: tab, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(cards(page).first()).toBeVisible();
    const types = await cards(page).evaluateAll((els) =>
      els.map((el) => el.getAttribute("data-media-type")),
    );
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set([type]));
  }
  // Videos carry the play mark and their duration.
  await page.getByRole("link", { name: "Videos", exact: true }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).first().getByTestId("play-mark")).toBeAttached();
  await expect(cards(page).first().getByTestId("media-duration")).toHaveText(/0:05/);
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(/\/media$/);
});

test("search finds by title and description; nothing found says 'No Media Found'", async ({
  page,
}) => {
  await gotoMedia(page);
  await page.getByLabel("Search media").fill("COILOVERS");
  await expect(page).toHaveURL(/q=COILOVERS/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Installing Coilovers");
  // In a description only: "the F22C lives above 6,000 rpm".
  await page.getByLabel("Search media").fill("f22c");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Canyon Loop in the AP2");

  await page.getByLabel("Search media").fill("hovercraft");
  await expect(page.getByText("No Media Found")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Load More Media" })).toHaveCount(0);
  await pageShot(page, "media-empty-1280", 1280, { eagerImages: true });

  // Without JavaScript the same search is a plain GET form.
  await page.goto("/media?q=hovercraft&type=video");
  await expect(page.getByText("No Media Found")).toBeVisible();
});

test("sort and Load More: 8, then the rest, then no button", async ({ page }) => {
  await gotoMedia(page);
  await expect(cards(page)).toHaveCount(8);
  await page.getByLabel("Sort media").selectOption("popular");
  await expect(page).toHaveURL(/sort=popular/);
  // Most Popular: the toe tutorial has the most views in the demo data.
  await expect(cards(page).first()).toContainText("How to Set Toe at Home with String");
  await page.getByLabel("Sort media").selectOption("featured");
  await expect(page).toHaveURL(/sort=featured/);
  const firstTwo = await cards(page).locator("h2").allTextContents();
  expect(firstTwo.slice(0, 2).sort()).toEqual(
    ["How to Set Toe at Home with String", "Night Run: Bayside Blue on the Bay Bridge"].sort(),
  );

  await gotoMedia(page);
  const loadMore = page.getByRole("link", { name: "Load More Media" });
  await loadMore.click();
  await expect(cards(page)).toHaveCount(APPROVED);
  await expect(loadMore).toHaveCount(0);
  const ids = await cards(page).evaluateAll((els) =>
    els.map((el) => el.getAttribute("data-media-id")),
  );
  expect(new Set(ids).size).toBe(APPROVED);
  await pageShot(page, "media-hub-1280", 1280, { eagerImages: true });
  await gotoMedia(page);
  await pageShot(page, "media-hub-390", 390, { eagerImages: true });
});

test("a video plays from storage, which answers Range requests with 206", async ({ page }) => {
  await gotoMedia(page, "?type=video");
  await cards(page).filter({ hasText: "Night Run: Bayside Blue" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Night Run: Bayside Blue on the Bay Bridge",
  );
  await expect(page.getByTestId("media-header").getByTestId("media-type")).toHaveText("Video");
  await expect(page.getByRole("link", { name: "Camber Admin" })).toHaveAttribute(
    "href",
    "/u/camber_admin",
  );
  await expect(page.getByTestId("media-views")).toContainText("views");
  await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "More Like This" })).toBeVisible();
  await expect(page.locator("section[aria-labelledby=more-like-this] article")).toHaveCount(3);

  const video = page.getByTestId("media-video");
  await expect(video).toHaveAttribute("preload", "metadata");
  const src = await video.getAttribute("src");
  expect(src).toMatch(/^\/uploads\/media\/.+\.webm$/);
  const partial = await page.request.get(src ?? "", { headers: { Range: "bytes=0-1023" } });
  expect(partial.status()).toBe(206);
  expect(partial.headers()["content-range"]).toMatch(/^bytes 0-1023\/\d+$/);
  expect(partial.headers()["content-type"]).toBe("video/webm");

  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
  });
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThanOrEqual(2);
  await video.evaluate((el: HTMLVideoElement) => el.pause());
  await pageShot(page, "media-video-1280", 1280, { eagerImages: true });
});

test("the demo video knows its duration and seeks", async ({ page }) => {
  await gotoMedia(page, "?type=video");
  await cards(page).filter({ hasText: "Night Run: Bayside Blue" }).getByRole("link").click();
  const video = page.getByTestId("media-video");
  await video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        if (el.readyState >= 1) resolve();
        el.addEventListener("loadedmetadata", () => resolve(), { once: true });
        el.preload = "auto";
        el.load();
      }),
  );
  const duration = await video.evaluate((el: HTMLVideoElement) => el.duration);
  expect(Number.isFinite(duration)).toBe(true);
  expect(duration).toBeGreaterThan(4);
  expect(duration).toBeLessThan(6);
  const seeked = await video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<{ time: number; seekable: number }>((resolve) => {
        el.addEventListener(
          "seeked",
          () =>
            resolve({
              time: el.currentTime,
              seekable: el.seekable.length ? el.seekable.end(0) : 0,
            }),
          { once: true },
        );
        el.currentTime = 3;
      }),
  );
  expect(seeked.time).toBeGreaterThan(2.5);
  expect(seeked.seekable).toBeGreaterThan(4);
});

test("a tutorial shows its numbered steps; a photo set its grid", async ({ page }) => {
  await gotoMedia(page, "?type=tutorial&q=toe");
  await cards(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "How to Set Toe at Home with String",
  );
  await expect(page.getByTestId("media-header").getByTestId("media-type")).toHaveText("Tutorial");
  const steps = page.getByTestId("tutorial-steps").locator("> li");
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText("Level the car and centre the wheel");
  await expect(steps.nth(3)).toContainText("Adjust the tie rods");
  await pageShot(page, "media-tutorial-1280", 1280, { eagerImages: true });
  await pageShot(page, "media-tutorial-390", 390, { eagerImages: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoMedia(page, "?type=photo&q=daikoku");
  await cards(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daikoku PA After Dark");
  const grid = page.getByTestId("photo-grid");
  await expect(grid.locator("img")).toHaveCount(3);
  await expect(grid.locator("figcaption").first()).toHaveText("Blue hour at the ramp");
  await pageShot(page, "media-photos-1280", 1280, { eagerImages: true });
});

test("unknown ids show 'Media Not Found' with a 404", async ({ page }) => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
    const response = await page.goto(`/media/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Media Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Media" })).toHaveAttribute(
      "href",
      "/media",
    );
  }
});

test("a member submits a tutorial; pending until an admin approves it", async ({
  browser,
  baseURL,
}) => {
  // Three people sign in and take turns: a long story on a busy machine.
  test.setTimeout(120_000);
  const title = `Swap a Shift Knob ${Date.now().toString(36)}`;
  const cover = await makePhoto(path.join(fileDir, "cover.jpg"), {
    width: 800,
    height: 500,
    colors: "#c2410c",
  });

  // Signed out: /media/submit sends to /auth.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/media/submit");
  await expect(visitorPage).toHaveURL(/\/auth$/);
  await expect(visitorPage.getByText("Please sign in to submit media.")).toBeVisible();

  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await signIn(member, demoUsers.member.email, demoUsers.member.password);
  await member.goto("/media/submit?type=tutorial");
  await expect(member.getByRole("button", { name: "Add step" })).toBeVisible();
  await member.getByLabel("Title", { exact: true }).fill(title);
  await member.getByLabel("Description").fill("Five minutes and no tools.");
  await member.getByLabel("Cover image").setInputFiles(cover);
  await member.getByLabel("Step 1 title").fill("Unscrew the old knob");
  await member.getByLabel("Step 1 instructions").fill("Counter-clockwise, hold the lever still.");
  await member.getByLabel("Step 2 title").fill("Thread on the new one");
  // A half-filled step is explained before anything is sent, and nothing typed is lost.
  await member.getByRole("button", { name: "Submit for Review" }).click();
  await expect(member.getByRole("alert").first()).toHaveText("Each step needs instructions");
  await expect(member.getByLabel("Title", { exact: true })).toHaveValue(title);
  await member.getByLabel("Step 2 instructions").fill("Hand tight, then lock the jam nut.");
  await member.getByRole("button", { name: "Add step" }).click();
  await member.getByLabel("Step 4 title").fill("Test every gear");
  await member
    .getByLabel("Step 4 instructions")
    .fill("Engine off, clutch in, run through all six.");
  await pageShot(member, "media-submit-1280", 1280, { eagerImages: true });
  await member.getByRole("button", { name: "Submit for Review" }).click();
  await expect(member).toHaveURL(/\/media\/[0-9a-f-]{36}$/);
  await expect(member.getByText("Thanks! Your submission is waiting for review.")).toBeVisible();
  await expect(member.getByText("Pending review")).toBeVisible();
  await expect(member.getByTestId("tutorial-steps").locator("> li")).toHaveCount(3);
  const itemUrl = new URL(member.url()).pathname;
  // On /media the member sees it among their submissions, marked pending.
  await gotoMedia(member);
  await expect(
    member.getByRole("region", { name: "Your submissions" }).getByText("Pending review"),
  ).toBeVisible();

  // Not public yet.
  expect((await visitorPage.goto(itemUrl))?.status()).toBe(404);
  await expect(visitorPage.getByRole("heading", { name: "Media Not Found" })).toBeVisible();

  // A member cannot reach the admin section.
  await member.goto("/admin/media");
  await expect(member).toHaveURL(/\/$/);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, demoUsers.admin.email, demoUsers.admin.password);
  await admin.goto("/admin/media?status=pending");
  await expect(
    admin
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Media", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  const row = admin.getByTestId("admin-media-row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await pageShot(admin, "media-admin-1280", 1280, { eagerImages: true });
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(
    admin.locator("[data-sonner-toast]").filter({ hasText: "Media approved." }),
  ).toBeVisible();

  await visitorPage.goto(itemUrl);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitorPage.getByText("Pending review")).toHaveCount(0);
  await gotoMedia(visitorPage, `?q=${encodeURIComponent(title)}`);
  await expect(cards(visitorPage)).toHaveCount(1);

  // The admin rejects and deletes it again: gone for everyone.
  await admin.reload();
  await admin.goto("/admin/media?status=approved");
  const approvedRow = admin.getByTestId("admin-media-row").filter({ hasText: title });
  await approvedRow.getByRole("button", { name: "Delete" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(
    admin.locator("[data-sonner-toast]").filter({ hasText: "Media deleted." }),
  ).toBeVisible();
  expect((await visitorPage.goto(itemUrl))?.status()).toBe(404);

  await Promise.all([visitor.close(), memberContext.close(), adminContext.close()]);
});

test("home 'Latest Media' shows the newest six, with placeholders when pictures fail", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.getByTestId("latest-media");
  await expect(section.getByRole("heading", { name: "Latest Media" })).toBeVisible();
  await expect(section.getByTestId("media-card")).toHaveCount(6);
  await expect(section.getByTestId("media-card").first()).toContainText(
    "Night Run: Bayside Blue on the Bay Bridge",
  );
  await expect(section.locator("[data-media-type=video] [data-testid=play-mark]")).toHaveCount(2);
  await expect(section.getByTestId("media-type").first()).toBeVisible();
  await expect(section.getByText(/^By /).first()).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: test.info().outputPath("home-latest-media-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: test.info().outputPath("home-latest-media-390.png") });
  await pageShot(page, "media-home-390", 390, { eagerImages: true });

  // Every stored picture fails: each card says 'Image not available'.
  await page.route("**/uploads/media/**", (route) => route.fulfill({ status: 404 }));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText("Image not available")).toHaveCount(6);
  await section.getByRole("link", { name: "View All Media" }).click();
  await expect(page).toHaveURL(/\/media$/);
});
