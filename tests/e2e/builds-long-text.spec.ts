// Whatever members type into a build (an unbroken title, long links, long captions and comments),
// no build page scrolls sideways on a phone, links in build text are clickable like in forum
// posts, card titles end in an ellipsis, the form counts characters instead of cutting them, and
// the carousel works with the keyboard alone. One story, in order, on the file's own app.
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  expectNoSidewaysScroll,
  makePhoto,
  screenshot,
  signedInContext,
  specTempDir,
  test,
} from "./support";

/** The build's own description field (each photo has a "Description (alt text)" too). */
const BUILD_DESCRIPTION = /^Description\s*\(optional\)$/;

const STAMP = Date.now().toString(36);
// The longest title the form takes, with no place to break.
const TITLE = `Unbroken${STAMP}${"W".repeat(120)}`.slice(0, 120);
const LONG_URL = `https://example.com/parts/${"turbo-manifold-".repeat(14)}${STAMP}`;
const DESCRIPTION = `Full parts list: ${LONG_URL}\n\n${"Z".repeat(400)}`;
const CAPTION = `Caption${"M".repeat(193)}`;
const COMMENT = `Where from? ${LONG_URL}?ref=${"q".repeat(300)}`;
const PHONE = { width: 390, height: 844 };

let buildId = "";
const photoDir = specTempDir("long-text-photos");

async function openBuildForm(page: Page) {
  await page.goto("/create-build");
  await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
}

test("the form counts title and description characters instead of cutting them", async ({
  browser,
}) => {
  const page = (await signedInContext(browser, demoUsers.member)).page;
  await openBuildForm(page);
  const title = page.getByLabel("Build title");
  await title.fill("X".repeat(130));
  await expect(title).toHaveValue("X".repeat(130));
  await expect(page.getByText("130 / 120")).toBeVisible();
  const description = page.getByRole("textbox", { name: BUILD_DESCRIPTION });
  await description.fill("d".repeat(5001));
  await expect(description).toHaveValue("d".repeat(5001));
  await expect(page.getByText("5,001 / 5,000")).toBeVisible();
  await page.getByRole("button", { name: "Create Build" }).click();
  await expect(page.getByText("Title must be 120 characters or less")).toBeVisible();
  await expect(page.getByText("Description must be 5000 characters or less")).toBeVisible();
  await page.context().close();
});

// The rest tells one story on one build, in order.
test.describe
  .serial("a build full of long text", () => {
    test("a member creates it", async ({ browser }) => {
      const page = (await signedInContext(browser, demoUsers.member)).page;
      await openBuildForm(page);
      await page.getByLabel("Build title").fill(TITLE);
      await expect(page.getByText("120 / 120")).toBeVisible();
      await page.getByLabel("Make").fill("Nissan");
      await page.getByLabel("Model").fill("Skyline");
      await page.getByRole("textbox", { name: BUILD_DESCRIPTION }).fill(DESCRIPTION);
      await page.locator("#build-images").setInputFiles([
        await makePhoto(path.join(photoDir, "one.jpg"), {
          width: 800,
          height: 600,
          colors: "#a33",
        }),
        await makePhoto(path.join(photoDir, "two.jpg"), {
          width: 800,
          height: 600,
          colors: "#3a3",
        }),
        await makePhoto(path.join(photoDir, "three.jpg"), {
          width: 800,
          height: 600,
          colors: "#33a",
        }),
      ]);
      await page.getByLabel("Caption for new photo 1 (optional)").fill(CAPTION);
      await page.getByLabel("Caption for new photo 2 (optional)").fill("Second photo");
      await page.getByRole("button", { name: "Create Build" }).click();
      await expect(page).toHaveURL(/\/builds$/);

      await page.goto("/my-builds");
      const cardId = () =>
        page.evaluate(
          (title) =>
            [...document.querySelectorAll("article[data-build-id]")]
              .find((card) => card.querySelector("h2, h3")?.textContent === title)
              ?.getAttribute("data-build-id") ?? "",
          TITLE,
        );
      await expect.poll(cardId).not.toBe("");
      buildId = await cardId();
      expect(buildId).toMatch(/^[0-9a-f-]{36}$/);
      await page.context().close();
    });

    test("the admin approves it and a member comments with a long link", async ({ browser }) => {
      const admin = (await signedInContext(browser, demoUsers.admin)).page;
      await admin.goto("/admin?tab=pending-builds");
      const row = admin.getByTestId("admin-build-row").filter({ hasText: TITLE });
      await row.getByRole("button", { name: "Approve" }).click();
      await expect(row).toHaveCount(0);
      await admin.context().close();

      const page = (await signedInContext(browser, demoUsers.members[0])).page;
      await page.goto(`/builds/${buildId}`);
      await page.getByPlaceholder("Share your thoughts on this build...").fill(COMMENT);
      await page.getByRole("button", { name: "Post Comment" }).click();
      await expect(
        page.getByRole("list", { name: "Comments" }).getByText("Where from?"),
      ).toBeVisible();
      await page.context().close();
    });

    test("no build page scrolls sideways, links are member links, titles end in an ellipsis", async ({
      browser,
    }) => {
      const page = (await signedInContext(browser, demoUsers.member)).page;
      await page.setViewportSize(PHONE);
      await page.goto(`/builds/${buildId}`);
      await expect(page.locator("h1")).toHaveText(TITLE);

      const descriptionLink = page
        .getByRole("region", { name: "About This Build" })
        .getByRole("link", { name: LONG_URL });
      await expect(descriptionLink).toHaveAttribute("href", LONG_URL);
      await expect(descriptionLink).toHaveAttribute("rel", "nofollow ugc noopener");
      const commentLink = page
        .getByRole("list", { name: "Comments" })
        .getByRole("link", { name: /^https:\/\/example\.com\/parts\// });
      await expect(commentLink).toHaveAttribute("rel", "nofollow ugc noopener");

      for (const width of [390, 1280]) await expectNoSidewaysScroll(page, width);
      await page.setViewportSize(PHONE);
      await screenshot(page, "builds-long-text-detail-390");
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshot(page, "builds-long-text-detail-1280");

      // The owner's delete question quotes the title: it wraps inside the dialog.
      await page.setViewportSize(PHONE);
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("This action cannot be undone.");
      const dialogFits = await dialog.evaluate(
        (element) => element.scrollWidth <= element.clientWidth + 1,
      );
      expect(dialogFits).toBe(true);
      await expectNoSidewaysScroll(page, 390);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      for (const url of ["/builds", "/my-builds", "/"]) {
        await page.setViewportSize(PHONE);
        await page.goto(url);
        const card = page.locator(`article[data-build-id="${buildId}"]`);
        if (url !== "/") await expect(card).toBeVisible();
        for (const width of [390, 1280]) await expectNoSidewaysScroll(page, width);
        if ((await card.count()) === 0) continue;
        // The title is clamped (ends in an ellipsis) inside the card, not cut at its edge.
        const heading = card.getByRole("heading");
        const fits = await heading.evaluate((element) => ({
          inside: element.scrollWidth <= element.clientWidth,
          clamped: getComputedStyle(element).webkitLineClamp,
        }));
        expect(fits, url).toEqual({ inside: true, clamped: "2" });
        await page.setViewportSize(PHONE);
        await screenshot(page, `builds-long-text-${url === "/" ? "home" : url.slice(1)}-390`);
      }
      await page.context().close();
    });

    test("keyboard only: arrows move the carousel, focus follows, Enter zooms the photo shown", async ({
      browser,
    }) => {
      const page = (await signedInContext(browser, demoUsers.member)).page;
      await page.goto(`/builds/${buildId}`);
      const carousel = page.getByRole("region", { name: `Photos of ${TITLE}` });
      await expect(carousel).toBeVisible();

      // Tab from the "Back to Builds" link reaches the photo on screen.
      await page.getByRole("link", { name: "Back to Builds" }).focus();
      await page.keyboard.press("Tab");
      await expect(carousel.getByRole("button", { name: "Zoom photo 1" })).toBeFocused();

      await page.keyboard.press("ArrowRight");
      await expect(carousel.getByRole("button", { name: "Zoom photo 2" })).toBeFocused();
      await expect(carousel.getByText("Photo 2 of 3")).toHaveAttribute("aria-live", "polite");
      // The slide left behind is out of reach: inert and hidden from screen readers.
      const first = carousel.locator("li").first();
      await expect(first).toHaveAttribute("aria-hidden", "true");
      expect(await first.evaluate((element) => (element as HTMLElement).inert)).toBe(true);

      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: `${TITLE}, photo 2 of 3` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Second photo")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(carousel.getByRole("button", { name: "Zoom photo 2" })).toBeFocused();

      await page.keyboard.press("End");
      await expect(carousel.getByRole("button", { name: "Zoom photo 3" })).toBeFocused();
      await page.keyboard.press(" ");
      await expect(page.getByRole("dialog", { name: `${TITLE}, photo 3 of 3` })).toBeVisible();
      await page.context().close();
    });
  });
