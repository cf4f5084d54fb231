// A member's own builds: /create-build, /my-builds and /edit-build/:id, in real Chromium.
// The tests of this file tell one story in order (create → approve → edit → delete) on the file's
// own app and database, so they run serially and share the build they create.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import pg from "pg";
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

/** The build's own description field (each photo has a "Description (alt text)" too). */
const BUILD_DESCRIPTION = /^Description\s*\(optional\)$/;

test.describe.configure({ mode: "serial" });

const HEIC_FIXTURE = path.resolve(import.meta.dirname, "../fixtures/images/sample.heic");
const TITLE = `Rotary Club RX-7 ${Date.now().toString(36)}`;
const NEXT_YEAR = new Date().getFullYear() + 1;

/** Set by the create test, used by the ones after it. */
let buildId = "";

const photoDir = specTempDir("photos");

async function expectToast(page: Page, title: string, description?: string) {
  const item = toast(page, title);
  await expect(item).toBeVisible();
  if (description) await expect(item).toContainText(description);
}

const photoCounter = (page: Page) => page.getByRole("heading", { name: /^Build Images \(/ });

/**
 * Opens the create or edit form and waits until React has hydrated it (the form turns on
 * `novalidate` then). Files chosen before that reach no change handler, so on a slow machine the
 * photos would silently not be added. (The footer's newsletter form is always `novalidate`: the
 * build form is the multipart one.)
 */
async function openBuildForm(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
}

test("signed out, /create-build asks to log in", async ({ page }) => {
  await page.goto("/create-build");
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  await expect(page.getByText("Please log in to create a build.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a signed-out submit is sent to /auth with the SPEC toast", async ({ page, baseURL }) => {
  await page.goto("/");
  const response = await page.request.post("/create-build", {
    headers: { Origin: baseURL ?? "" },
    multipart: { title: "Sneaky", carMake: "Mazda", carModel: "RX-7" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/auth");
  await page.goto("/auth");
  await expectToast(page, "Authentication Required", "Please log in to create a build.");
});

test("the form checks every SPEC rule before uploading", async ({ page }) => {
  await signIn(page, demoUsers.members[1].email, demoUsers.members[1].password);
  await openBuildForm(page, "/create-build");
  const files = page.locator("#build-images");
  const submit = page.getByRole("button", { name: "Create Build" });

  // Nothing filled in: the required fields and the image rule.
  await submit.click();
  await expectToast(page, "Image Required", "Please add at least one image to your build.");
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Make is required")).toBeVisible();
  await expect(page.getByText("Model is required")).toBeVisible();

  // A text file named .jpg: the bytes decide, not the name.
  const fake = path.join(photoDir, "not-a-photo.jpg");
  fs.writeFileSync(fake, "This is a text file wearing a .jpg name.\n");
  await files.setInputFiles(fake);
  await expectToast(page, "Invalid file type", "Please select image files only.");
  await expect(photoCounter(page)).toHaveText("Build Images (0/5)");

  // Six photos at once.
  const six = await Promise.all(
    ["#f97316", "#0ea5e9", "#22c55e", "#eab308", "#a855f7", "#ef4444"].map((c, i) =>
      makePhoto(path.join(photoDir, `six-${i}.png`), { colors: [c, "#0b0f19"], format: "png" }),
    ),
  );
  await files.setInputFiles(six);
  await expectToast(page, "Too many images", "You can upload a maximum of 5 images.");
  await expect(photoCounter(page)).toHaveText("Build Images (0/5)");

  // A year out of range.
  await page.getByLabel("Build title").fill("Year check");
  await page.getByLabel("Make").fill("Ford");
  await page.getByLabel("Model").fill("Model T");
  await page.getByLabel("Year").fill("1899");
  await page.getByLabel("Featured image URL").fill("https://example.com/model-t.jpg");
  await submit.click();
  await expect(page.getByText(`Year must be between 1900 and ${NEXT_YEAR}`)).toBeVisible();
  await expect(page.getByLabel("Year")).toBeFocused();
  await page.getByLabel("Year").fill(String(NEXT_YEAR + 1));
  await submit.click();
  await expect(page.getByText(`Year must be between 1900 and ${NEXT_YEAR}`)).toBeVisible();
});

test("the server checks the photos again (a crafted upload)", async ({ page, baseURL }) => {
  await signIn(page, demoUsers.members[1].email, demoUsers.members[1].password);
  const response = await page.request.post("/create-build", {
    headers: { Origin: baseURL ?? "" },
    multipart: {
      title: "Crafted",
      carMake: "Mazda",
      carModel: "RX-7",
      carYear: "1993",
      images: {
        name: "photo.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      },
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Invalid file type: Please select image files only.");
  // The form came back with what was typed.
  expect(await response.text()).toContain('value="Crafted"');
});

test("a member creates a build with two photos, one HEIC: it waits for review", async ({
  page,
}) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await openBuildForm(page, "/create-build");
  const png = await makePhoto(path.join(photoDir, "front.png"), { format: "png" });
  await page.locator("#build-images").setInputFiles([png, HEIC_FIXTURE]);
  await expect(photoCounter(page)).toHaveText("Build Images (2/5)");
  const tiles = page.locator("[data-photo-key]");
  await expect(tiles).toHaveCount(2);
  await expect(tiles.first()).toContainText("Featured image");
  // The photo URL is only for builds without photos.
  await expect(page.getByLabel("Featured image URL")).toBeDisabled();

  // Reorder with the buttons: the HEIC becomes the featured image, then goes back.
  await page.getByRole("button", { name: "Move new photo 2 left" }).click();
  await expect(tiles.first()).toContainText("sample.heic");
  await expect(tiles.first()).toContainText("Featured image");
  await page.getByRole("button", { name: "Move new photo 1 right" }).click();
  await expect(tiles.nth(1)).toContainText("sample.heic");

  await page.getByLabel("Build title").fill(TITLE);
  await page.getByLabel("Make").fill("Mazda");
  await page.getByLabel("Model").fill("RX-7 FD3S");
  await page.getByLabel("Year").fill("1993");
  await page
    .getByRole("textbox", { name: BUILD_DESCRIPTION })
    .fill("13B-REW with a single turbo conversion.");
  await page.getByLabel("Caption for new photo 1 (optional)").fill("Front three-quarter");

  await pageShot(page, "builds-create-390", 390);
  await pageShot(page, "builds-create-1280", 1280);

  await page.getByRole("button", { name: "Create Build" }).click();
  await expectToast(page, "Build Created!", "Your build has been successfully submitted.");
  await expect(page).toHaveURL(/\/builds$/);

  // Pending: not in the public list…
  await page.goto(`/builds?q=${encodeURIComponent(TITLE)}`);
  await expect(page.getByText("No builds found matching your search.")).toBeVisible();

  // …but in the member's own, marked for review.
  await page.goto("/my-builds");
  const card = page.locator("article", { hasText: TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByText("Pending review")).toBeVisible();
  await expect(page.getByText(/show in the public showcase once an admin approves/)).toBeVisible();
  const href = await card.getByRole("link", { name: `View ${TITLE}` }).getAttribute("href");
  buildId = href?.split("/").pop() ?? "";
  expect(buildId).toMatch(/^[0-9a-f-]{36}$/);

  await pageShot(page, "builds-mine-390", 390);
  await pageShot(page, "builds-mine-1280", 1280);
});

// Approving needs the admin panel (not built yet) or the database. With PGlite the app process
// holds the database alone, so this step runs when the file's app is on PostgreSQL
// (TEST_DATABASE_URL set, as in CI): it approves the build with SQL, as an admin would.
if (process.env.TEST_DATABASE_URL) {
  test("once approved, the build shows on /builds and My Builds says Live", async ({
    page,
    app,
  }) => {
    expect(app.databaseUrl, "the app should run on PostgreSQL").toBeTruthy();
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      const result = await client.query(
        "update builds set approval_status = 'approved' where id = $1",
        [buildId],
      );
      expect(result.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    await page.goto(`/builds?q=${encodeURIComponent(TITLE)}`);
    await expect(page.locator("article", { hasText: TITLE })).toBeVisible();

    await signIn(page, demoUsers.member.email, demoUsers.member.password);
    await page.goto("/my-builds");
    const card = page.locator("article", { hasText: TITLE });
    await expect(card.getByText("Live")).toBeVisible();
    await expect(card.getByText("Pending review")).toHaveCount(0);
  });
}

test("the owner edits: remove, restore, add a photo, change a caption", async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/my-builds");
  await page
    .locator("article", { hasText: TITLE })
    .getByRole("link", { name: `Edit ${TITLE}` })
    .click();
  await expect(page).toHaveURL(`/edit-build/${buildId}`);
  await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
  await expect(page.getByLabel("Build title")).toHaveValue(TITLE);
  await expect(page.getByLabel("Year")).toHaveValue("1993");
  await expect(photoCounter(page)).toHaveText("Build Images (2/5)");
  await expect(page.getByLabel("Caption for photo 1 (optional)")).toHaveValue(
    "Front three-quarter",
  );

  // Remove, restore, remove again: the counter follows.
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(photoCounter(page)).toHaveText("Build Images (1/5)");
  await expect(page.getByText("Will be removed")).toBeVisible();
  await page.getByRole("button", { name: "Restore photo 1" }).click();
  await expect(photoCounter(page)).toHaveText("Build Images (2/5)");
  await expect(page.getByText("Will be removed")).toHaveCount(0);
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(photoCounter(page)).toHaveText("Build Images (1/5)");

  // Add one, caption the HEIC photo (now the featured one).
  const rear = await makePhoto(path.join(photoDir, "rear.jpg"), { colors: ["#0ea5e9", "#111827"] });
  await page.locator("#build-images").setInputFiles(rear);
  await expect(photoCounter(page)).toHaveText("Build Images (2/5)");
  await page.getByLabel("Caption for photo 2 (optional)").fill("Shot on an iPhone");
  await page.getByLabel("Caption for new photo 1 (optional)").fill("Rear diffuser");

  await pageShot(page, "builds-edit-390", 390);
  await pageShot(page, "builds-edit-1280", 1280);

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Build Updated!");
  await expect(page).toHaveURL(`/builds/${buildId}`);
  await expect(page.getByRole("img", { name: "Shot on an iPhone" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Show photo 2 of 2" })).toBeVisible();
  // The new photo is the second slide (hidden from the accessibility tree until shown).
  await expect(page.locator('img[alt="Rear diffuser"]')).not.toHaveCount(0);
  await expect(page.locator('img[alt="Front three-quarter"]')).toHaveCount(0);
});

test("editing keeps to the photo rules: 5 at most, at least one", async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await openBuildForm(page, `/edit-build/${buildId}`);
  await expect(photoCounter(page)).toHaveText("Build Images (2/5)");

  const four = await Promise.all(
    ["#f97316", "#0ea5e9", "#22c55e", "#eab308"].map((c, i) =>
      makePhoto(path.join(photoDir, `four-${i}.png`), { colors: [c, "#0b0f19"], format: "png" }),
    ),
  );
  await page.locator("#build-images").setInputFiles(four);
  await expectToast(page, "Too many images", "You can have a maximum of 5 images total.");
  await expect(photoCounter(page)).toHaveText("Build Images (2/5)");

  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await page.getByRole("button", { name: "Remove photo 2" }).click();
  await expect(photoCounter(page)).toHaveText("Build Images (0/5)");
  await expect(page.getByLabel("Featured image URL")).toBeEnabled();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Image Required", "Please add at least one image to your build.");
  await expect(page).toHaveURL(`/edit-build/${buildId}`);
});

test("another member cannot open or save the edit page", async ({ page, baseURL }) => {
  const other = demoUsers.members[1];
  await signIn(page, other.email, other.password);
  await page.goto(`/edit-build/${buildId}`);
  await expect(page).toHaveURL(/\/my-builds$/);
  await expectToast(page, "Build not found or you don't have permission to edit it.");

  // A crafted save is refused the same way and changes nothing.
  const response = await page.request.post(`/edit-build/${buildId}`, {
    headers: { Origin: baseURL ?? "" },
    multipart: {
      title: "Hijacked",
      carMake: "Mazda",
      carModel: "RX-7",
      featuredImageUrl: "https://example.com/x.jpg",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/my-builds");
  await page.goto(`/builds/${buildId}`);
  await expect(page.getByRole("heading", { name: "Hijacked" })).toHaveCount(0);

  // A malformed id answers the same.
  await page.goto("/edit-build/not-a-build");
  await expect(page).toHaveURL(/\/my-builds$/);
  await expectToast(page, "Build not found or you don't have permission to edit it.");
});

test("the owner deletes the build from My Builds", async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/my-builds");
  const card = page.locator("article", { hasText: TITLE });
  await card.getByRole("button", { name: `Delete ${TITLE}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    `Are you sure you want to delete "${TITLE}"? This action cannot be undone.`,
  );
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, "Build Deleted", "Your build has been successfully deleted.");
  await expect(page.locator("article", { hasText: TITLE })).toHaveCount(0);
  await page.goto(`/builds/${buildId}`);
  await expect(page.getByRole("heading", { name: "Build Not Found" })).toBeVisible();
});

test("My Builds is for members, and says so when empty", async ({ page }) => {
  await page.goto("/my-builds");
  await expect(page).toHaveURL(/\/auth$/);
  // The demo admin has no builds of their own.
  await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
  await page.goto("/my-builds");
  await expect(page.getByText("You haven't created any builds yet.")).toBeVisible();
  await page.getByRole("link", { name: "Create Your First Build" }).click();
  await expect(page).toHaveURL(/\/create-build$/);
});
