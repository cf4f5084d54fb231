// Public profiles /u/{username} (issue 7 item 3) and the home CTA band (item 5), in real
// Chromium: a visitor opens a member's profile from a build card's 'By' link and sees who they
// are, their approved builds, their upcoming approved events and their forum topic count, never
// their e-mail or anything unapproved; other spellings of the username redirect; an unknown one
// says 'Profile Not Found'; the other 'By {name}' links lead there; the owner gets 'Edit profile'.
//
// The member is Kenji (demo seed): joined 18 days ago (Recent). Builds: 'Bayside Blue R34 GT-R'
// and 'Midnight Purple Silvia S15' approved, 'Supra MK4 Widebody' pending
// (app/demo/builds.seed.server.ts). Events: 'Night Meet at the Docks' and 'Rotary
// Appreciation Meetup' approved and upcoming, 'Drift Practice Night' pending
// (events.seed.server.ts). Forum topics: 4 (forums.seed.server.ts).
import type { Page } from "@playwright/test";
import { demoUsers, expect, screenshot, signIn, signInWithForm, test } from "./support";

const KENJI = demoUsers.members[2];
const MAYA = demoUsers.members[0];
const DAY_MS = 24 * 60 * 60 * 1000;
const KENJI_JOINED_DAYS_AGO = 18;

const memberSince = `Member since ${new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
}).format(new Date(Date.now() - KENJI_JOINED_DAYS_AGO * DAY_MS))}`;

const buildsSection = (page: Page) => page.getByRole("region", { name: "Builds" });
const eventsSection = (page: Page) => page.getByRole("region", { name: "Upcoming Events" });

/** The stat tile with this label, e.g. 'Forum topics'. */
function stat(page: Page, label: string) {
  return page.locator("dl > div").filter({ has: page.locator("dt", { hasText: label }) });
}

async function expectKenjisProfile(page: Page) {
  await expect(page).toHaveURL(/\/u\/kenji_rb26$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(KENJI.fullName);
  await expect(page.getByText(`@${KENJI.username}`, { exact: true })).toBeVisible();
  await expect(page.getByText(KENJI.bio)).toBeVisible();
  await expect(page.getByText(`Location: ${KENJI.location}`)).toBeVisible();
  await expect(page.getByText(memberSince)).toBeVisible();
  await expect(page.getByTestId("activity-badge")).toHaveText("Recent");

  const builds = buildsSection(page);
  await expect(builds.getByRole("heading", { level: 3 })).toHaveText([
    "Bayside Blue R34 GT-R",
    "Midnight Purple Silvia S15",
  ]);
  await expect(page.getByText("Supra MK4 Widebody")).toHaveCount(0);

  const events = eventsSection(page);
  await expect(events.getByRole("heading", { level: 3 })).toHaveText([
    "Night Meet at the Docks",
    "Rotary Appreciation Meetup",
  ]);
  await expect(page.getByText("Drift Practice Night")).toHaveCount(0);

  await expect(stat(page, "Builds").locator("dd")).toHaveText("2");
  await expect(stat(page, "Upcoming events").locator("dd")).toHaveText("2");
  await expect(stat(page, "Forum topics").locator("dd")).toHaveText("4");
}

test("a visitor opens a member's profile from a build card's 'By' link", async ({ page }) => {
  await page.goto("/builds");
  const card = page.locator("article").filter({ hasText: "Bayside Blue R34 GT-R" });
  await expect(card).toContainText(`By ${KENJI.fullName}`);
  await card.getByRole("link", { name: KENJI.fullName, exact: true }).click();
  await expectKenjisProfile(page);

  // Private data stays private: nowhere in the page, its data or its head.
  const html = await page.content();
  expect(html).not.toContain(KENJI.email);
  expect(html).not.toContain("@camber.club");
  await expect(page.getByRole("link", { name: "Edit profile" })).toHaveCount(0);

  // Link previews.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    KENJI.fullName,
  );
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    KENJI.bio,
  );

  // A build card on the profile leads to the build.
  await buildsSection(page).getByRole("link", { name: "Midnight Purple Silvia S15" }).click();
  await expect(page).toHaveURL(/\/builds\/[0-9a-f-]{36}$/);

  await page.goto(`/u/${KENJI.username}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "profiles-public-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "profiles-public-390");
});

test("the build card still opens the build, and the author link is reachable by keyboard", async ({
  page,
}) => {
  await page.goto("/builds");
  const card = page.locator("article").filter({ hasText: "Bayside Blue R34 GT-R" });
  const title = card.getByRole("link", { name: "Bayside Blue R34 GT-R" });
  await title.focus();
  await page.keyboard.press("Tab");
  const author = card.getByRole("link", { name: KENJI.fullName, exact: true });
  await expect(author).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/u\/kenji_rb26$/);

  // Clicking the card's photo still opens the build (the stretched title link).
  await page.goto("/builds");
  await page
    .locator("article")
    .filter({ hasText: "Bayside Blue R34 GT-R" })
    .click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(/\/builds\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bayside Blue R34 GT-R");
});

test("another spelling of the username redirects to the member's own", async ({ page }) => {
  const response = await page.goto("/u/KENJI_RB26");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/u\/kenji_rb26$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(KENJI.fullName);
});

test("an unknown username says 'Profile Not Found'", async ({ page }) => {
  const response = await page.goto("/u/nobody_by_this_name");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile Not Found");
  await page.getByRole("link", { name: "Back to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the build page, event page and forums link their authors to the profile", async ({
  page,
}) => {
  await page.goto("/builds");
  await page.getByRole("link", { name: "Bayside Blue R34 GT-R" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bayside Blue R34 GT-R");
  await page
    .getByRole("main")
    .getByRole("link", { name: KENJI.fullName, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/u\/kenji_rb26$/);

  await page.goto("/events");
  await page.getByRole("link", { name: "Night Meet at the Docks" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Night Meet at the Docks");
  await page.getByRole("main").getByRole("link", { name: KENJI.fullName, exact: true }).click();
  await expect(page).toHaveURL(/\/u\/kenji_rb26$/);

  await page.goto("/forums");
  const row = page
    .locator("article")
    .filter({ has: page.getByRole("link", { name: KENJI.fullName, exact: true }) })
    .first();
  await row.getByRole("link", { name: KENJI.fullName, exact: true }).first().click();
  await expect(page).toHaveURL(/\/u\/kenji_rb26$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(KENJI.fullName);
});

test("another member sees no e-mail and no Edit profile link", async ({ page }) => {
  await signIn(page, MAYA.email, MAYA.password);
  await page.goto(`/u/${KENJI.username}`);
  await expectKenjisProfile(page);
  await expect(page.getByRole("link", { name: "Edit profile" })).toHaveCount(0);
  expect(await page.content()).not.toContain(KENJI.email);
});

test("the owner reaches the profile from the account menu and can edit it", async ({ page }) => {
  await signInWithForm(page, KENJI.email, KENJI.password);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Public profile" }).click();
  await expectKenjisProfile(page);
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("link", { name: "View public profile" }).click();
  await expect(page).toHaveURL(/\/u\/kenji_rb26$/);
});

test("the home CTA band's buttons lead to Submit Your Build and sign-up", async ({ page }) => {
  await page.goto("/");
  const band = page.getByRole("region", { name: "Join the community" });
  await band.getByRole("link", { name: "Submit Your Build" }).click();
  await expect(page).toHaveURL(/\/create-build$/);

  await page.goto("/");
  await band.getByRole("link", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByLabel("Full Name")).toBeVisible();
  await expect(page.getByLabel("Confirm Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
});

test("a save after a refused avatar either succeeds wholly or shows the error without a success message", async ({
  page,
}) => {
  const member = demoUsers.members[demoUsers.members.length - 1];
  await signIn(page, member.email, member.password);
  await page.goto("/profile");
  const upload = page.getByLabel("Upload image");
  const saved = page.getByText("Profile updated successfully");

  // Refused in the browser: a text file. The file is taken out of the form, so saving the other
  // fields succeeds, and the old avatar message must not stay beside the success message.
  await upload.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a picture"),
  });
  await expect(page.getByText("Please select an image file").first()).toBeVisible();
  await page.getByLabel("Location").fill("Reno, NV");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(saved.first()).toBeVisible();
  await expect(page.getByLabel("Location")).toHaveValue("Reno, NV");
  await expect(page.locator("main").getByText("Please select an image file")).toHaveCount(0);

  // Refused by the server (a text file that claims to be a PNG): the error, and no success.
  await page.reload();
  await upload.setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("still not a picture"),
  });
  await page.getByLabel("Location").fill("Sparks, NV");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.locator("main").getByText('Please select an image file. "fake.png" is not a JPEG'),
  ).toBeVisible();
  await expect(saved).toHaveCount(0);
});
