// Image sizes as the browser sees them, in real Chromium: an uploaded avatar is stored square in
// small sizes and the header's 36px avatar loads the 64px file (not a 1600px photo); photo tiles
// on the build form keep their 4:3 box for a portrait photo.
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { demoUsers, expect, screenshot, signIn, test } from "./support";

// The last demo members: no other test in this file signs them in.
const AVATAR_MEMBER = demoUsers.members[demoUsers.members.length - 1];
const BUILD_MEMBER = demoUsers.members[demoUsers.members.length - 2];

/** A photo-like JPEG of the given size (a gradient with a shape, like a camera picture). */
function photo(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#d2451e"/><stop offset="1" stop-color="#1e3a8a"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5f5f5"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/** The file name (after the last "/") of the image an <img> shows. */
async function shownFile(selector: Locator) {
  await expect(selector).toBeVisible();
  await expect
    .poll(() => selector.evaluate((img: HTMLImageElement) => img.currentSrc))
    .not.toBe("");
  const src = await selector.evaluate((img: HTMLImageElement) => img.currentSrc);
  return src.slice(src.lastIndexOf("/") + 1);
}

test("an uploaded avatar is shown from its small square file in the header and on the profile", async ({
  page,
}) => {
  await signIn(page, AVATAR_MEMBER.email, AVATAR_MEMBER.password);
  await page.goto("/profile");
  await expect(page.locator('form[enctype="multipart/form-data"]')).toHaveCount(1);
  await page.getByLabel("Upload image").setInputFiles({
    name: "portrait.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(2400, 1600),
  });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully").first()).toBeVisible();

  // The header's 36px avatar: a small square (64px; 128px when Chromium reuses the one it has
  // just cached for the profile page's preview), never the full picture.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const header = page.getByRole("button", { name: "Account menu" }).locator("img");
  expect(await shownFile(header)).toMatch(/-sq(64|128)\.webp$/);
  const natural = await header.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(natural[0]).toBeLessThanOrEqual(128);
  expect(natural[0]).toBe(natural[1]);
  await screenshot(page, "images-header-avatar-1280");

  // The public profile's large avatar picks a larger square, still far from 1600px.
  await page.goto(`/u/${AVATAR_MEMBER.username}`);
  const big = page.locator("main span.rounded-full > img").first();
  expect(await shownFile(big)).toMatch(/-sq(128|256)\.webp$/);
  await screenshot(page, "images-profile-avatar-1280");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/u/${AVATAR_MEMBER.username}`);
  expect(await shownFile(page.locator("main span.rounded-full > img").first())).toMatch(
    /-sq(128|256)\.webp$/,
  );
  await screenshot(page, "images-profile-avatar-390");
});

test("photo tiles on the build form keep their 4:3 box for a portrait photo", async ({ page }) => {
  await signIn(page, BUILD_MEMBER.email, BUILD_MEMBER.password);
  const portrait = await photo(900, 1600);
  const editLinks = async () =>
    [
      ...(await (await page.request.get("/my-builds")).text()).matchAll(
        /\/edit-build\/([0-9a-f-]{36})/g,
      ),
    ].map((m) => m[1]);
  const before = await editLinks();
  const created = await page.request.post("/create-build", {
    multipart: {
      title: "Portrait photo tile",
      carMake: "Honda",
      carModel: "Beat",
      carYear: "1992",
      description: "",
      featuredImageUrl: "",
      images: { name: "tall.jpg", mimeType: "image/jpeg", buffer: portrait },
      imageCaption: "",
    },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);
  const id = (await editLinks()).find((link) => !before.includes(link));
  expect(id).toBeTruthy();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await page.goto(`/edit-build/${id}`);
    await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
    // A new portrait photo beside the stored one.
    await page.locator("#build-images").setInputFiles({
      name: "also-tall.jpg",
      mimeType: "image/jpeg",
      buffer: portrait,
    });
    const boxes = page.locator(
      "[data-photo-id] .aspect-\\[4\\/3\\], [data-photo-key] .aspect-\\[4\\/3\\]",
    );
    await expect(boxes).toHaveCount(2);
    for (const box of await boxes.all()) {
      const rect = await box.boundingBox();
      expect(rect).not.toBeNull();
      expect((rect?.width ?? 0) / (rect?.height ?? 1)).toBeCloseTo(4 / 3, 1);
    }
    await screenshot(page, `images-portrait-tiles-${width}`);
  }
});
