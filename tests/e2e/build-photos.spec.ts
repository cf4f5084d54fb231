// Showcase photos done right, in real Chromium: the owner reorders the photos of an approved build
// with the keyboard and picks the cover (the build page, the /builds card and the share card
// follow), a big phone photo is made smaller in the browser before it is uploaded (a HEIC goes as
// it is), and the zoom shows the 2560px variant with keyboard zoom. The tests tell one story in
// order on the file's own app, so they run serially.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  demoUsers,
  expect,
  expectNoAxeViolations,
  pageShot,
  signIn,
  specTempDir,
  test,
  toast,
} from "./support";

test.describe.configure({ mode: "serial" });

const HEIC_FIXTURE = path.resolve(import.meta.dirname, "../fixtures/images/sample.heic");
/** The demo build of demoUsers.member (maya_s2k), approved, with two photos. */
const TITLE = "Track-Day S2000 AP2";
const FIRST_ALT = "White Honda S2000 AP2 from the side in the paddock";
const SECOND_ALT = "The white S2000 at the track";

const photoDir = specTempDir("photos");
let buildId = "";

interface SentBody {
  url: string;
  bytes: number;
  files: { name: string; type: string; size: number }[];
}

async function openEditForm(page: Page) {
  await page.goto(`/edit-build/${buildId}`);
  // Hydrated: the form turns on novalidate (see builds-manage.spec.ts).
  await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
}

const tiles = (page: Page) => page.locator("[data-photo-id]");

test("the owner reorders the photos with the keyboard and makes another the cover", async ({
  page,
  request,
}) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto(`/builds?q=${encodeURIComponent(TITLE)}`);
  const href = await page
    .getByRole("heading", { name: TITLE })
    .getByRole("link")
    .getAttribute("href");
  buildId = href?.split("/").pop() ?? "";
  expect(buildId).toMatch(/^[0-9a-f-]{36}$/);
  const cardBefore = await request.get(`/builds/${buildId}/card.png`);
  expect(cardBefore.status()).toBe(200);
  const etagBefore = cardBefore.headers().etag;

  await openEditForm(page);
  await expect(tiles(page)).toHaveCount(2);
  await expect(tiles(page).first()).toContainText("Featured image");
  const [firstId, secondId] = await tiles(page).evaluateAll((els) =>
    els.map((el) => (el as HTMLElement).dataset.photoId ?? ""),
  );

  // Keyboard only: move photo 2 up, then back down, then make it the cover with its button.
  await page.getByRole("button", { name: "Move photo 2 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(tiles(page).first()).toHaveAttribute("data-photo-id", secondId);
  // The focus stays on the photo that moved (now photo 1: its Down button).
  await expect(page.getByRole("button", { name: "Move photo 1 down" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tiles(page).first()).toHaveAttribute("data-photo-id", firstId);
  await page.getByRole("button", { name: "Make cover: photo 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(tiles(page).first()).toHaveAttribute("data-photo-id", secondId);
  await expect(tiles(page).first()).toContainText("Featured image");
  await expect(page.getByText("Photo moved to position 1: it is now the cover.")).toBeAttached();

  // Mouse: drag the second photo by its handle onto the first, then make it the cover again.
  const handle = tiles(page).nth(1).locator('button[title="Drag to reorder"]');
  const target = await tiles(page).first().boundingBox();
  await handle.hover();
  await page.mouse.down();
  await page.mouse.move((target?.x ?? 0) + 40, (target?.y ?? 0) + 40, { steps: 8 });
  await page.mouse.up();
  await expect(tiles(page).first()).toHaveAttribute("data-photo-id", firstId);
  await page.getByRole("button", { name: "Make cover: photo 2" }).click();
  await expect(tiles(page).first()).toHaveAttribute("data-photo-id", secondId);

  // The descriptions are there, and an empty one only prompts.
  await expect(page.getByLabel("Description (alt text) for photo 1")).toHaveValue(SECOND_ALT);
  await page.getByLabel("Description (alt text) for photo 2").fill("");
  await expect(tiles(page).nth(1)).toContainText(
    "Add a description for people using screen readers.",
  );
  await page.getByLabel("Description (alt text) for photo 2").fill(FIRST_ALT);

  await expectNoAxeViolations(page, "edit build with photo order");
  await pageShot(page, "build-photos-edit-390", 390);
  await pageShot(page, "build-photos-edit-1280", 1280);

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Build Updated!")).toBeVisible();
  await expect(page).toHaveURL(`/builds/${buildId}`);

  // The build page opens on the new cover, described by its alt text.
  const gallery = page.getByRole("region", { name: `Photos of ${TITLE}` });
  await expect(gallery.getByRole("img").first()).toHaveAttribute("alt", SECOND_ALT);
  // The /builds card shows the new cover with its description.
  await page.goto(`/builds?q=${encodeURIComponent(TITLE)}`);
  await expect(page.getByRole("img", { name: SECOND_ALT })).toBeVisible();
  // og:image is the share card, made again for the new cover.
  await page.goto(`/builds/${buildId}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`/builds/${buildId}/card\\.png$`),
  );
  const cardAfter = await request.get(`/builds/${buildId}/card.png`);
  expect(cardAfter.status()).toBe(200);
  expect(cardAfter.headers().etag).not.toBe(etagBefore);
});

test("a 4 MB phone photo is uploaded as a small JPEG, a HEIC as it is; the zoom shows 2560px", async ({
  page,
}) => {
  // A 4000x3000 JPEG of fine noise: about 4 MB, as a phone's photo is.
  const big = path.join(photoDir, "phone-photo.jpg");
  await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 6 },
    },
  })
    .jpeg({ quality: 95 })
    .toFile(big);
  const { size } = fs.statSync(big);
  expect(size).toBeGreaterThan(3_500_000);

  const heicSize = fs.statSync(HEIC_FIXTURE).size;

  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as unknown as { __sentBodies: unknown[] }).__sentBodies = sent;
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.open = function (
      this: XMLHttpRequest & { __url?: string },
      ...args: Parameters<typeof open>
    ) {
      this.__url = String(args[1]);
      return open.apply(this, args);
    } as typeof open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { __url?: string }, body) {
      if (body instanceof FormData) {
        let bytes = 0;
        const files: { name: string; type: string; size: number }[] = [];
        for (const [name, value] of body.entries()) {
          bytes += name.length;
          if (typeof value === "string") bytes += new TextEncoder().encode(value).length;
          else {
            bytes += value.size;
            files.push({ name: value.name, type: value.type, size: value.size });
          }
        }
        sent.push({ url: this.__url ?? "", bytes, files });
      }
      return send.call(this, body);
    };
  });
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await openEditForm(page);
  await page.locator("#build-images").setInputFiles([big, HEIC_FIXTURE]);
  await expect(page.locator("[data-photo-key]")).toHaveCount(2);

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Build Updated!")).toBeVisible();
  await expect(page).toHaveURL(`/builds/${buildId}`);
  // What the form's XMLHttpRequest sent (Chromium does not hand a multipart body with files to
  // Playwright's request events, so the page records it: every part's bytes, plus the files).
  const sent = await page.evaluate(
    () => (window as unknown as { __sentBodies: SentBody[] }).__sentBodies,
  );
  const edit = sent.find((body) => body.url.includes(`/edit-build/${buildId}`));
  expect(edit).toBeDefined();
  expect(edit?.bytes).toBeLessThan(1_200_000);
  // The big photo went as a JPEG named after it; the HEIC went untouched, for the server.
  const files = edit?.files.filter((file) => file.size > 0) ?? [];
  expect(files.map((file) => `${file.name} ${file.type}`)).toEqual([
    "phone-photo.jpg image/jpeg",
    "sample.heic image/heif",
  ]);
  expect(files[0].size).toBeLessThan(1_200_000);
  expect(files[1].size).toBe(heicSize);

  // Four photos now: the cover, the old first one, the phone photo and the converted HEIC.
  await expect(page.getByRole("button", { name: "Show photo 4 of 4" })).toBeVisible();
  await page.getByRole("button", { name: "Show photo 3 of 4" }).click();
  await page.getByRole("button", { name: "Zoom photo 3" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const full = dialog.locator("img[data-zoom-scale]");
  await expect
    .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2560);
  await expect(full).toHaveAttribute("src", /-2560\.webp$/);
  await expect(dialog.getByText("Zoom 100%")).toBeVisible();

  await expectNoAxeViolations(page, "zoom view");
  await page.keyboard.press("+");
  await expect(full).not.toHaveAttribute("data-zoom-scale", "1.00");
  await expect(dialog.getByText("Zoom 150%")).toBeVisible();
  // Zoomed in, the arrows pan (the photo stays the same).
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("3 / 4")).toBeVisible();
  await page.keyboard.press("0");
  await expect(full).toHaveAttribute("data-zoom-scale", "1.00");
  // Not zoomed, the arrows move between the photos.
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("4 / 4")).toBeVisible();
  // The viewport only: a full-page shot resizes the page under the dialog (the gallery behind it
  // then scrolls back to the photo it shows), and pageShot would take the focus out of it.
  await page.screenshot({ path: "test-results/screenshots/build-photos-zoom-1280.png" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // The focus is back on the gallery, on the photo now showing.
  await expect(page.getByRole("button", { name: "Zoom photo 4" })).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Zoom photo 4" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect
    .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.screenshot({ path: "test-results/screenshots/build-photos-zoom-390.png" });
});
