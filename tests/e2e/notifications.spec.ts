// Member notifications in real Chromium (issue 6 item 8): a member submits two builds and an
// event; the demo admin approves one build, features it, makes it the Car of the Week, rejects the
// event and deletes the other build in the admin panel (admin.spec.ts covers the panel itself and
// the audit log). The member then sees the bell's unread count and the notices on /notifications
// (newest first, unread highlighted), opens one (marked read, lands on the home page with the
// crown), marks all read, and finds the e-mails with their links in the outbox. Another member
// sees none of it and cannot open the first member's notice. Without JavaScript it all still works.
//
// One story in order on the file's own app and database (serial).
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import {
  adminBuildRow,
  expect as baseExpect,
  demoUsers,
  openAdminTab,
  screenshot,
  signedInContext,
  test,
  toast,
  waitForMail,
} from "./support";

// Several engineers' runs share two cores: give each wait more room than the 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

// Whole stories per test on a machine shared with other runs: more than the 30 s default.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const TAG = Date.now().toString(36);
const KEEPER = `Notice Keeper S2000 ${TAG}`;
const GONER = `Notice Goner Integra ${TAG}`;
const EVENT_TITLE = `Notice Night Meet ${TAG}`;
const MEMBER = demoUsers.members[1];
const OTHER = demoUsers.members[3];

const APPROVED = `Your build "${KEEPER}" was approved`;
const REMOVED = `Your build "${GONER}" was removed`;
const REJECTED = `Your event "${EVENT_TITLE}" was not approved`;
const FEATURED = `Your build "${KEEPER}" is now a Featured Build`;
const CROWNED = `Your build "${KEEPER}" is the Car of the Week`;

async function signedInPage(
  browser: Browser,
  user: { email: string; password: string },
  options: { javaScriptEnabled?: boolean; width?: number } = {},
) {
  const { page } = await signedInContext(browser, user, {
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  await page.goto("/");
  return page;
}

const bell = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Notifications(, \d+ unread)?$/ });

/** The navigation bar alone (a full-page shot of the home page would hide it in a long image). */
async function navbarShot(page: Page, name: string) {
  // The sign-in toast would cover the bar on a phone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
  const file = path.join(test.info().project.outputDir, "screenshots", `${name}.png`);
  await page.getByRole("banner").screenshot({ path: file });
  await test.info().attach(name, { path: file, contentType: "image/png" });
}

function nextWeekAtSeven() {
  const target = new Date(Date.now() + 7 * 24 * 3600_000);
  return `${target.toISOString().slice(0, 10)}T19:00`;
}

async function createBuild(page: Page, title: string) {
  await page.goto("/create-build");
  await page.getByLabel("Build title").fill(title);
  await page.getByLabel("Make").fill("Honda");
  await page.getByLabel("Model").fill("S2000");
  await page.getByLabel("Year").fill("2001");
  await page.getByLabel("Featured image URL").fill("https://example.com/s2000.jpg");
  await page.getByRole("button", { name: "Create Build" }).click();
  await expect(toast(page, "Build Created!")).toBeVisible({ timeout: 20_000 });
}

test("a member without notices sees an empty list and a plain bell", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, MEMBER);
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByText("No notifications yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  await page.context().close();

  // Signed out, the page sends the visitor to sign in, and the navigation has no bell.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto("/notifications");
  await expect(visitor).toHaveURL(/\/auth$/);
  await expect(bell(visitor)).toHaveCount(0);
  await visitor.close();
});

test("a member submits two builds and an event", async ({ browser }) => {
  const page = await signedInPage(browser, MEMBER);
  await createBuild(page, KEEPER);
  await createBuild(page, GONER);

  await page.goto("/events/create");
  await page.getByRole("textbox", { name: "Event title" }).fill(EVENT_TITLE);
  await page.getByLabel("Date and time").fill(nextWeekAtSeven());
  await page.getByRole("combobox", { name: "Location" }).fill("Harbour car park");
  await page.getByRole("button", { name: "Create Event" }).click();
  // Creating runs the flyer pipeline and geocoding: slow on a busy machine.
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await page.context().close();
});

test("the admin approves, features and crowns a build, rejects the event, deletes the other", async ({
  browser,
}) => {
  const page = await signedInPage(browser, demoUsers.admin);
  await openAdminTab(page, "pending-builds");
  await adminBuildRow(page, KEEPER).getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Build approved successfully.")).toBeVisible();
  await expect(adminBuildRow(page, KEEPER)).toHaveCount(0);

  // Approving it again from the Approved tab changes nothing: no second notice (checked below).
  await openAdminTab(page, "approved-builds");
  await adminBuildRow(page, KEEPER).getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Build approved successfully.")).toBeVisible();
  await adminBuildRow(page, KEEPER).getByRole("button", { name: "Feature", exact: true }).click();
  await expect(toast(page, "Build featured successfully.")).toBeVisible();

  await openAdminTab(page, "featured-builds");
  await adminBuildRow(page, KEEPER).getByRole("button", { name: "Car of Week" }).click();
  await expect(toast(page, "Build set as Car of the Week successfully.")).toBeVisible();

  await openAdminTab(page, "pending-events");
  const event = page.getByTestId("admin-event-row").filter({ hasText: EVENT_TITLE });
  await event.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Event rejected successfully")).toBeVisible();

  await openAdminTab(page, "pending-builds");
  const goner = adminBuildRow(page, GONER);
  await goner.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete build" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Build deleted successfully.")).toBeVisible();
  await expect(goner).toHaveCount(0);
  await page.context().close();
});

test("the member sees the notices, opens one and marks all read", async ({ browser }) => {
  const page = await signedInPage(browser, MEMBER);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 5 unread");
  await expect(page.getByTestId("notification-count")).toHaveText("5");
  await navbarShot(page, "notifications-navbar-1280");

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const items = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
  // Newest first (the deletion came last); approving twice gave one notice.
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toContainText(REMOVED);
  await expect(items.nth(1)).toContainText(REJECTED);
  await expect(items.nth(2)).toContainText(CROWNED);
  await expect(items.nth(3)).toContainText(FEATURED);
  await expect(items.nth(4)).toContainText(APPROVED);
  await expect(items.nth(4)).toContainText("It is now live in the builds gallery");
  await expect(page.locator('li[data-unread="true"]')).toHaveCount(5);
  await page.waitForLoadState("networkidle");
  await screenshot(page, "notifications-list-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await navbarShot(page, "notifications-navbar-390");
  await screenshot(page, "notifications-list-390");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Opening a notice marks it read and goes where it leads: the home page shows the crown.
  await items.nth(2).getByRole("button").click();
  await expect(page).toHaveURL(/\/$/);
  const carOfWeek = page.getByRole("region", { name: "Car of the Week" });
  await expect(carOfWeek.getByRole("heading", { name: KEEPER })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName("Notifications, 4 unread");

  await bell(page).click();
  await expect(page.locator('li[data-unread="true"]')).toHaveCount(4);
  await expect(page.locator('li[data-unread="false"]')).toContainText(CROWNED);
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(toast(page, "All notifications marked as read.")).toBeVisible();
  await expect(page.locator('li[data-unread="true"]')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  await page.context().close();
});

test("the e-mails are in the outbox and their links lead to the right pages", async ({
  browser,
}) => {
  const approved = await waitForMail(MEMBER.email, APPROVED);
  const rejected = await waitForMail(MEMBER.email, REJECTED);
  const removed = await waitForMail(MEMBER.email, REMOVED);
  await waitForMail(MEMBER.email, FEATURED);
  await waitForMail(MEMBER.email, CROWNED);
  expect(approved.text).toContain("It is now live in the builds gallery");
  expect(approved.links[0]).toMatch(/\/builds\/[0-9a-f-]{36}$/);
  expect(rejected.links[0]).toMatch(/\/events\/mine$/);
  expect(removed.links[0]).toMatch(/\/my-builds$/);

  const page = await signedInPage(browser, MEMBER);
  await page.goto(new URL(approved.links[0]).pathname);
  await expect(page.getByRole("heading", { level: 1, name: KEEPER })).toBeVisible();
  await page.goto(new URL(rejected.links[0]).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "My Events" })).toBeVisible();
  await expect(page.getByText(EVENT_TITLE)).toBeVisible();
  await page.context().close();
});

test("another member sees none of it and cannot open the member's notice", async ({
  browser,
  baseURL,
}) => {
  const member = await signedInPage(browser, MEMBER);
  await member.goto("/notifications");
  const noticeId = await member
    .getByRole("listitem")
    .filter({ hasText: APPROVED })
    .getAttribute("data-notice-id");
  expect(noticeId).toMatch(/^[0-9a-f-]{36}$/);

  const other = await signedInPage(browser, OTHER);
  await other.goto("/notifications");
  await expect(other.getByText("No notifications yet.")).toBeVisible();
  const response = await other.request.post("/notifications", {
    form: { intent: "open", id: noticeId ?? "" },
    headers: { Origin: new URL(baseURL ?? "").origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
  await member.context().close();
  await other.context().close();
});

test("without JavaScript, the bell, opening a notice and marking all read still work", async ({
  browser,
}) => {
  // Two fresh notices: another build approved, and the admin changes their mind about the first.
  const third = `Notice Third Prelude ${TAG}`;
  const member = await signedInPage(browser, MEMBER);
  await createBuild(member, third);
  await member.context().close();
  const admin = await signedInPage(browser, demoUsers.admin);
  await openAdminTab(admin, "pending-builds");
  await adminBuildRow(admin, third).getByRole("button", { name: "Approve" }).click();
  await expect(toast(admin, "Build approved successfully.")).toBeVisible();
  await openAdminTab(admin, "approved-builds");
  await adminBuildRow(admin, KEEPER).getByRole("button", { name: "Reject" }).click();
  // The rejected build leaves the Approved tab (its toast can be gone with the row on a busy
  // machine, so the outcome is what is checked here).
  await expect(adminBuildRow(admin, KEEPER)).toHaveCount(0);
  await admin.context().close();

  const page = await signedInPage(browser, MEMBER, {
    javaScriptEnabled: false,
    width: 390,
  });
  await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
  await navbarShot(page, "notifications-navbar-nojs-390");
  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const rejected = page
    .getByRole("listitem")
    .filter({ hasText: `Your build "${KEEPER}" was not approved` });
  await expect(rejected).toHaveAttribute("data-unread", "true");
  await screenshot(page, "notifications-list-nojs-390");
  await rejected.getByRole("button").click();
  await expect(page).toHaveURL(/\/my-builds$/);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");

  await bell(page).click();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.locator('li[data-unread="true"]')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await page.context().close();
});
