// A build's journal, in real Chromium: the owner posts two entries with photos (one with the
// keyboard only), sees them on the build page and on the entry page, edits one (removing a
// photo), and deletes one after the confirmation; the create form also works with JavaScript
// off, keeps what was typed when it is refused, and member text (a <script> tag, a long unbroken
// string) shows as typed without widening the page.
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  expectNoSidewaysScroll,
  makePhoto,
  pageShot,
  signedInContext,
  signIn,
  specTempDir,
  test,
  toast,
} from "./support";

test.describe.configure({ mode: "serial" });

const OWNER = demoUsers.members.find((m) => m.username === "maya_s2k") ?? demoUsers.member;
const BUILD = "Track-Day S2000 AP2";
const STAMP = Date.now().toString(36);
const FIRST = `Brake cooling ducts ${STAMP}`;
const SECOND = `Wheel bearings ${STAMP}`;
const LONG = `Unbroken${"x".repeat(100)}`;
const SCRIPT = "<script>alert('journal')</script>";

const photoDir = specTempDir("journal-photos");
let buildId = "";
let firstEntryUrl = "";

async function openForm(page: Page, url: string) {
  await page.goto(url);
  // Hydrated: the form turns on novalidate (files chosen before that reach no change handler).
  await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
}

async function findBuild(page: Page) {
  if (buildId) return buildId;
  await page.goto(`/u/${OWNER.username}`);
  await page
    .getByRole("link", { name: new RegExp(BUILD) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/builds\/[0-9a-f-]{36}$/);
  buildId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  return buildId;
}

test("the owner posts an entry with photos, words and a mod; it shows on the entry and build pages", async ({
  page,
}) => {
  await signIn(page, OWNER.email, OWNER.password);
  const id = await findBuild(page);
  await page.getByRole("link", { name: "Add journal entry" }).click();
  await expect(page).toHaveURL(`/builds/${id}/journal/new`);
  await openForm(page, `/builds/${id}/journal/new`);

  // Refused in the browser first: the schema's messages, nothing lost.
  await page.getByRole("button", { name: "Post Entry" }).click();
  await expect(page.getByRole("main").getByText("Title is required")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();

  const photos = await Promise.all(
    [
      ["#ef4444", "#111827"],
      ["#0ea5e9", "#0b0f19"],
    ].map((colors, i) =>
      makePhoto(path.join(photoDir, `first-${i}.jpg`), { colors: colors as [string, string] }),
    ),
  );
  await page.getByLabel("Title").fill(FIRST);
  await page
    .getByLabel("What did you do?")
    .fill(`Ducts to the front calipers. ${SCRIPT}\n\n${LONG}`);
  await page.getByLabel("Mileage (optional)").fill("99500");
  await page.getByLabel("Cost (optional)").fill("240.50");
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByRole("checkbox", { name: /Twin block caliper set/ }).check();
  await page.locator('input[type="file"][name="photos"]').setInputFiles(photos);
  await expect(page.getByRole("main").getByText("Photos (2/10)")).toBeVisible();
  await page.getByLabel("Photo 2 caption").fill(LONG);
  await page.getByLabel("Photo 1 caption").fill(`Duct ${SCRIPT}`);
  await page
    .getByLabel("Photo 1 description")
    .fill("A red brake duct hose behind the front bumper");
  await page.getByRole("button", { name: "Post Entry" }).click();

  await expect(page).toHaveURL(/\/builds\/[0-9a-f-]+\/journal\/[0-9a-f-]{36}$/);
  firstEntryUrl = new URL(page.url()).pathname;
  await expect(toast(page, "Journal entry posted")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: FIRST })).toBeVisible();
  await expect(page.getByRole("main").getByText(SCRIPT, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("main").getByText("Mileage 99,500")).toBeVisible();
  await expect(page.getByRole("main").getByText("Cost $240.50")).toBeVisible();
  await expect(page.getByRole("region", { name: "Mods in this entry" })).toContainText(
    "Twin block caliper set",
  );
  // The second photo has no description: the owner is asked for one.
  await expect(
    page.getByRole("main").getByText("One photo has no description yet.", { exact: false }),
  ).toBeVisible();
  // Photos open the zoom view, and Escape closes it.
  await page
    .getByRole("button", { name: /^Zoom photo/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expectNoSidewaysScroll(page, 390);
  await pageShot(page, "journal-entry-390", 390, { eagerImages: true });
  await pageShot(page, "journal-entry-1280", 1280, { eagerImages: true });

  await page.getByRole("link", { name: `Back to ${BUILD}` }).click();
  const journal = page.getByRole("region", { name: "Build journal" });
  await expect(journal.getByRole("link", { name: FIRST })).toBeVisible();
  await expect(
    journal.getByRole("img", { name: "A red brake duct hose behind the front bumper" }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  await journal.scrollIntoViewIfNeeded();
  await pageShot(page, "journal-build-page-1280", 1280, { eagerImages: true });
});

test("a second entry, sent with the keyboard only, comes first on the build page", async ({
  page,
}) => {
  await signIn(page, OWNER.email, OWNER.password);
  const id = await findBuild(page);
  await openForm(page, `/builds/${id}/journal/new`);
  await page.getByLabel("Title").focus();
  await page.keyboard.type(SECOND);
  await page.keyboard.press("Tab");
  await page.keyboard.type("New front wheel bearings, both sides.");
  await page
    .locator('input[type="file"][name="photos"]')
    .setInputFiles(
      await makePhoto(path.join(photoDir, "second.jpg"), { colors: ["#22c55e", "#0b0f19"] }),
    );
  await page.getByLabel("Title").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: SECOND })).toBeVisible();

  await page.goto(`/builds/${id}`);
  const titles = page
    .getByRole("region", { name: "Build journal" })
    .getByRole("heading", { level: 3 });
  await expect(titles.first()).toHaveText(SECOND);
  await expect(titles.nth(1)).toHaveText(FIRST);
});

test("without JavaScript the create form works and keeps what was typed when refused", async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, OWNER, { javaScriptEnabled: false });
  try {
    const id = await findBuild(page);
    await page.goto(`/builds/${id}/journal/new`);
    await page.getByLabel("What did you do?").fill(`Oil change. ${SCRIPT}`);
    await page.getByRole("button", { name: "Post Entry" }).click();
    await expect(page.getByRole("main").getByText("Title is required")).toBeVisible();
    await expect(page.getByLabel("What did you do?")).toHaveValue(`Oil change. ${SCRIPT}`);

    await page.getByLabel("Title").fill(`No-JS oil change ${STAMP}`);
    await page
      .locator('input[type="file"][name="photos"]')
      .setInputFiles(await makePhoto(path.join(photoDir, "nojs.jpg")));
    await page.getByRole("button", { name: "Post Entry" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `No-JS oil change ${STAMP}` }),
    ).toBeVisible();
    await expect(
      page.getByText("One photo has no description yet.", { exact: false }),
    ).toBeVisible();
    await pageShot(page, "journal-entry-nojs-390", 390);
  } finally {
    await context.close();
  }
});

test("the owner edits an entry: new words, one photo removed", async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto(firstEntryUrl);
  await page.getByRole("link", { name: "Edit" }).click();
  await openForm(page, `${firstEntryUrl}/edit`);
  // The words typed for a chosen photo were saved with it.
  await expect(page.getByLabel("Photo 2 caption")).toHaveValue(LONG);
  await page.getByLabel("Title").fill(`${FIRST} (revised)`);
  await page.getByLabel("Photo 2 description").fill("The blue duct on the left side");
  await page.getByLabel("Remove photo 1").check();
  await pageShot(page, "journal-edit-390", 390);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${FIRST} (revised)` })).toBeVisible();
  await expect(toast(page, "Journal entry saved")).toBeVisible();
  await expect(
    page.getByRole("main").getByText("no description yet", { exact: false }),
  ).toBeHidden();
  await expect(
    page.getByRole("img", { name: "The blue duct on the left side" }).first(),
  ).toBeVisible();
});

test("the owner deletes an entry after the confirmation, with the keyboard", async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto(firstEntryUrl);
  await page.getByRole("link", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText("Delete the journal entry");
  await expect(question.getByRole("button", { name: "Delete entry" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/builds/${buildId}`));
  await expect(toast(page, "Journal entry deleted")).toBeVisible();
  await expect(page.getByRole("link", { name: `${FIRST} (revised)` })).toHaveCount(0);
  await page.goto(firstEntryUrl);
  await expect(page.getByRole("heading", { name: "Journal Entry Not Found" })).toBeVisible();
});

test("another member sees the journal but cannot write in it", async ({ page }) => {
  const other = demoUsers.members.find((m) => m.username !== OWNER.username) ?? demoUsers.admin;
  await signIn(page, other.email, other.password);
  await page.goto(`/builds/${buildId}`);
  await expect(page.getByRole("region", { name: "Build journal" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add journal entry" })).toHaveCount(0);
  await page.goto(`/builds/${buildId}/journal/new`);
  await expect(page.getByRole("heading", { name: "Build not found" })).toBeVisible();
  const feed = await page.request.get(`/builds/${buildId}/feed.xml`);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(SECOND);
});
