// The admin panel in real Chromium (issue 6 acceptance): a member submits a build and an event;
// the demo admin approves the build, features it, makes it the Car of the Week (the home page
// shows it), rejects the event and deletes the build; the Audit tab lists it all. A member is turned away from /admin, and
// a crafted POST by a member changes nothing.
//
// One story in order on the file's own app and database (serial).
import type { Browser } from "@playwright/test";
import {
  adminBuildRow,
  demoUsers,
  expect,
  openAdminTab,
  screenshot,
  signedInContext,
  test,
  toast,
} from "./support";

/** The build's own description field (each photo has a "Description (alt text)" too). */
const BUILD_DESCRIPTION = /^Description\s*\(optional\)$/;

test.describe.configure({ mode: "serial" });

const TAG = Date.now().toString(36);
const BUILD_TITLE = `Admin Review Civic ${TAG}`;
const EVENT_TITLE = `Admin Review Meet ${TAG}`;
const MEMBER = demoUsers.members[2];

async function signedInPage(browser: Browser, email: string, password: string) {
  return (await signedInContext(browser, { email, password })).page;
}

/** 'YYYY-MM-DDTHH:mm' a week from now (the form's datetime-local value). */
function nextWeekAtSeven() {
  const target = new Date(Date.now() + 7 * 24 * 3600_000);
  return `${target.toISOString().slice(0, 10)}T19:00`;
}

test("a member submits a build and an event for review", async ({ browser }) => {
  const page = await signedInPage(browser, MEMBER.email, MEMBER.password);

  await page.goto("/create-build");
  await page.getByLabel("Build title").fill(BUILD_TITLE);
  await page.getByLabel("Make").fill("Honda");
  await page.getByLabel("Model").fill("Civic EG");
  await page.getByLabel("Year").fill("1994");
  await page.getByLabel("Featured image URL").fill("https://example.com/civic-eg.jpg");
  await page.getByRole("button", { name: "Create Build" }).click();
  await expect(toast(page, "Build Created!")).toBeVisible();

  await page.goto("/events/create");
  await page.getByRole("textbox", { name: "Event title" }).fill(EVENT_TITLE);
  await page.getByLabel("Date and time").fill(nextWeekAtSeven());
  await page.getByRole("combobox", { name: "Location" }).fill("Back lot behind the workshop");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await page.context().close();
});

test("the admin approves, features and crowns the build, then rejects the event", async ({
  browser,
}) => {
  const page = await signedInPage(browser, demoUsers.admin.email, demoUsers.admin.password);

  await openAdminTab(page, "pending-builds");
  const tabs = page.getByRole("navigation", { name: "Admin sections" });
  await expect(tabs.getByRole("link", { name: "User Stats" })).toBeVisible();
  const pendingLabel = await tabs
    .getByRole("link", { name: /^Pending Builds \(\d+\)$/ })
    .textContent();
  const pendingBefore = Number(pendingLabel?.match(/\((\d+)\)/)?.[1]);
  const row = adminBuildRow(page, BUILD_TITLE);
  await expect(row).toBeVisible();
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  // Feature and Car of Week are not offered for pending builds.
  await expect(row.getByRole("button", { name: "Feature" })).toHaveCount(0);
  await screenshot(page, "admin-pending-builds-1280");

  await row.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Build approved successfully.")).toBeVisible();
  await expect(
    tabs.getByRole("link", { name: `Pending Builds (${pendingBefore - 1})` }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  await openAdminTab(page, "approved-builds");
  const approved = adminBuildRow(page, BUILD_TITLE);
  await expect(approved.getByText("Approved", { exact: true })).toBeVisible();
  await expect(approved.getByRole("button", { name: "Car of Week" })).toHaveCount(0);
  await approved.getByRole("button", { name: "Feature", exact: true }).click();
  await expect(toast(page, "Build featured successfully.")).toBeVisible();
  await expect(approved.getByRole("button", { name: "Unfeature" })).toBeVisible();

  await openAdminTab(page, "featured-builds");
  const featured = adminBuildRow(page, BUILD_TITLE);
  await featured.getByRole("button", { name: "Car of Week" }).click();
  await expect(toast(page, "Build set as Car of the Week successfully.")).toBeVisible();
  await expect(featured.getByRole("button", { name: "Unset" })).toBeVisible();
  // Exactly one Car of the Week: the seeded one lost the title.
  await expect(page.getByRole("button", { name: "Unset" })).toHaveCount(1);
  await screenshot(page, "admin-featured-builds-1280");

  await page.goto("/");
  const carOfWeek = page.getByRole("region", { name: "Car of the Week" });
  await expect(carOfWeek.getByRole("heading", { name: BUILD_TITLE })).toBeVisible();

  await openAdminTab(page, "pending-events");
  const event = page.getByTestId("admin-event-row").filter({ hasText: EVENT_TITLE });
  await expect(event).toContainText(/at 7:00 PM/);
  await event.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Event rejected successfully")).toBeVisible();
  await expect(event).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminTab(page, "users");
  await expect(page.getByText("Activity Rate")).toBeVisible();
  await screenshot(page, "admin-users-390");
  await page.context().close();
});

test("a member is denied the panel and every admin action", async ({ browser, baseURL }) => {
  const admin = await signedInPage(browser, demoUsers.admin.email, demoUsers.admin.password);
  await openAdminTab(admin, "featured-builds");
  const href = await adminBuildRow(admin, BUILD_TITLE)
    .getByRole("link")
    .first()
    .getAttribute("href");
  const buildId = href?.split("/").pop() ?? "";
  expect(buildId).toMatch(/^[0-9a-f-]{36}$/);

  const member = await signedInPage(browser, MEMBER.email, MEMBER.password);
  await member.goto("/admin");
  await expect(member).toHaveURL(/\/$/);
  await expect(toast(member, "Access Denied: You don't have admin privileges.")).toBeVisible();

  for (const intent of ["build-delete", "build-reject", "build-unset-car-of-week"]) {
    const response = await member.request.post("/admin?tab=featured-builds", {
      form: { intent, id: buildId },
      headers: { Origin: new URL(baseURL ?? "").origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  }

  // Nothing changed.
  await openAdminTab(admin, "featured-builds");
  const row = adminBuildRow(admin, BUILD_TITLE);
  await expect(row.getByText("Approved", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Unset" })).toBeVisible();
  await member.context().close();
  await admin.context().close();
});

test("an edit of the approved build stays public and waits under Recently Edited", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, demoUsers.admin.email, demoUsers.admin.password);
  await openAdminTab(admin, "featured-builds");
  const href = await adminBuildRow(admin, BUILD_TITLE)
    .getByRole("link")
    .first()
    .getAttribute("href");
  const buildId = href?.split("/").pop() ?? "";

  const member = await signedInPage(browser, MEMBER.email, MEMBER.password);
  await member.goto(`/edit-build/${buildId}`);
  await expect(member.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
  await member.getByLabel("Year").fill("1995");
  await member
    .getByRole("textbox", { name: BUILD_DESCRIPTION })
    .fill("Swapped to a B18 https://example.com/b18-swap");
  await member.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(member, "Build Updated!")).toBeVisible();
  await member.context().close();

  // Still public, signed out.
  const visitor = await browser.newContext({ baseURL });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/builds/${buildId}`);
  await expect(anonymous.getByRole("heading", { level: 1, name: BUILD_TITLE })).toBeVisible();
  await visitor.close();

  await openAdminTab(admin, "edited-builds");
  await expect(admin.getByRole("link", { name: /^Recently Edited \(\d+\)$/ })).toBeVisible();
  const edited = adminBuildRow(admin, BUILD_TITLE);
  await expect(edited.getByTestId("admin-build-edits")).toContainText("Changed: Description, Year");
  await expect(edited.getByRole("button", { name: "Reject" })).toBeVisible();
  await screenshot(admin, "admin-recently-edited-1280");
  await edited.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(toast(admin, "Build marked as reviewed.")).toBeVisible();
  await expect(edited).toHaveCount(0);
  await admin.context().close();
});

test("rejected builds and events wait under Rejected and can be approved again", async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, demoUsers.admin.email, demoUsers.admin.password);
  // The event was rejected above; now the build too.
  await openAdminTab(page, "featured-builds");
  await adminBuildRow(page, BUILD_TITLE).getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Build rejected successfully.")).toBeVisible();

  await openAdminTab(page, "rejected");
  const build = adminBuildRow(page, BUILD_TITLE);
  const event = page.getByTestId("admin-event-row").filter({ hasText: EVENT_TITLE });
  await expect(build).toBeVisible();
  await expect(event).toBeVisible();
  await expect(build.getByRole("button", { name: "Reject" })).toHaveCount(0);
  const buildHref = (await build.getByRole("link").first().getAttribute("href")) ?? "";
  const eventHref = (await event.getByRole("link").first().getAttribute("href")) ?? "";
  await screenshot(page, "admin-rejected-1280");

  // Signed out, neither is public while rejected.
  const visitor = await browser.newContext({ baseURL });
  const anonymous = await visitor.newPage();
  expect((await anonymous.goto(buildHref))?.status()).toBe(404);

  await build.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Build approved successfully.")).toBeVisible();
  await expect(build).toHaveCount(0);
  await event.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Event approved successfully")).toBeVisible();
  await expect(event).toHaveCount(0);

  await anonymous.goto(buildHref);
  await expect(anonymous.getByRole("heading", { level: 1, name: BUILD_TITLE })).toBeVisible();
  await anonymous.goto(eventHref);
  await expect(anonymous.getByRole("heading", { level: 1, name: EVENT_TITLE })).toBeVisible();
  await visitor.close();
  await page.context().close();
});

test("pending events show their flyer and description; every admin page has one main", async ({
  browser,
}) => {
  const member = await signedInPage(browser, MEMBER.email, MEMBER.password);
  const title = `Admin Flyer Meet ${TAG}`;
  await member.goto("/events/create");
  await member.getByRole("textbox", { name: "Event title" }).fill(title);
  await member.getByLabel("Date and time").fill(nextWeekAtSeven());
  await member.getByRole("combobox", { name: "Location" }).fill("Back lot behind the workshop");
  await member.getByLabel("Description").fill("Bring coffee. Route: https://example.com/route");
  await member.getByLabel("Or an image URL").fill("https://example.com/flyer.jpg");
  await member.getByRole("button", { name: "Create Event" }).click();
  await expect(member).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await member.context().close();

  const page = await signedInPage(browser, demoUsers.admin.email, demoUsers.admin.password);
  await openAdminTab(page, "pending-events");
  const row = page.getByTestId("admin-event-row").filter({ hasText: title });
  await expect(row.getByTestId("admin-event-description")).toContainText("Bring coffee.");
  await expect(row.getByRole("link", { name: "https://example.com/route" })).toBeVisible();
  // The flyer's host is not reachable from the test, so the image shows its placeholder.
  await expect(row.getByRole("img", { name: `Flyer of ${title}` })).toBeVisible();

  // One main with one h1 on every admin page. Landmarks do not change on hydration, so the
  // server's HTML (fetched with the admin's session) shows it without loading each page.
  for (const path of [
    "/admin",
    "/admin?tab=rejected",
    "/admin?tab=edited-builds",
    "/admin?tab=audit",
    "/admin/features",
    "/admin/media",
    "/admin/marketplace",
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html.match(/<main[\s>]/g) ?? [], path).toHaveLength(1);
    const main = html.slice(html.search(/<main[\s>]/), html.indexOf("</main>"));
    expect(main.match(/<h1[\s>]/g) ?? [], path).toHaveLength(1);
  }
  await page.context().close();
});

test("the admin deletes the build permanently", async ({ browser }) => {
  const page = await signedInPage(browser, demoUsers.admin.email, demoUsers.admin.password);
  await openAdminTab(page, "featured-builds");
  const row = adminBuildRow(page, BUILD_TITLE);
  await row.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete build" });
  await expect(dialog).toContainText(`"${BUILD_TITLE}"`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Build deleted successfully.")).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto("/");
  await expect(page.getByText(BUILD_TITLE)).toHaveCount(0);

  // The audit log has the whole story, newest first.
  await openAdminTab(page, "audit");
  const entries = page.getByTestId("audit-entry").filter({ hasText: BUILD_TITLE });
  await expect(entries.first()).toContainText(`Deleted build: ${BUILD_TITLE}`);
  await expect(entries.first()).toContainText("by Camber Admin");
  await expect(entries.nth(1)).toContainText(`Approved build: ${BUILD_TITLE}`);
  await expect(entries.nth(2)).toContainText(`Rejected build: ${BUILD_TITLE}`);
  await expect(entries.nth(3)).toContainText(`Reviewed build edits: ${BUILD_TITLE}`);
  await expect(entries.filter({ hasText: "Set Car of the Week" })).toHaveCount(1);
  const eventEntries = page.getByTestId("audit-entry").filter({ hasText: EVENT_TITLE });
  await expect(eventEntries.first()).toContainText(`Approved event: ${EVENT_TITLE}`);
  await expect(eventEntries.nth(1)).toContainText(`Rejected event: ${EVENT_TITLE}`);
  await screenshot(page, "admin-audit-1280");
  await page.context().close();
});
