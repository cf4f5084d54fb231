// Check-in by QR and event Q&A in real Chromium: going members open their tickets; the host of
// "Cars & Coffee Denver" checks in two of them by ticket code (typed as the camera would hand it
// over: Chromium headless has no camera) and the third by name search; a second scan of a ticket
// says "already checked in"; a member who isn't the host is refused; without JavaScript the
// ticket field and the search still work. Then a member asks a question and the host's answer
// carries the "Host" badge.
import type { Page } from "@playwright/test";
import { demoUsers, expect, pageShot, signedInContext, test } from "./support";

test.describe.configure({ mode: "serial" });

const EVENT = "Cars & Coffee Denver";
const [MAYA, DIEGO, KENJI, SOFIA] = demoUsers.members; // Sofia hosts; Maya and Diego are going
const ADMIN = demoUsers.admin; // going too

let eventId = "";

async function findEvent(page: Page): Promise<string> {
  await page.goto("/events");
  await page.getByRole("link", { name: EVENT }).first().click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  return page.url().split("/").at(-1) ?? "";
}

async function ticketCode(page: Page): Promise<string> {
  await page.goto(`/events/${eventId}/ticket`);
  await expect(page.getByRole("img", { name: /QR code of your ticket/ })).toBeVisible();
  await page.getByText("Code as text").click();
  return ((await page.locator("details p").textContent()) ?? "").trim();
}

test("the host checks in two members by ticket and one by search; a second scan says already", async ({
  browser,
}) => {
  const maya = await signedInContext(browser, MAYA);
  eventId = await findEvent(maya.page);
  await maya.page.getByRole("link", { name: "Your ticket" }).click();
  await expect(maya.page).toHaveURL(`/events/${eventId}/ticket`);
  const mayaCode = await ticketCode(maya.page);
  for (const width of [390, 1280]) await pageShot(maya.page, `events-ticket-${width}`, width);

  const diego = await signedInContext(browser, DIEGO);
  const diegoCode = await ticketCode(diego.page);
  expect(diegoCode).not.toBe(mayaCode);

  // A member who is going but isn't the host: refused.
  const refused = await maya.page.goto(`/events/${eventId}/check-in`);
  expect(refused?.status()).toBe(403);

  const { page } = await signedInContext(browser, SOFIA);
  await page.goto(`/events/${eventId}`);
  await page.getByRole("link", { name: "Open check-in" }).click();
  await expect(page).toHaveURL(`/events/${eventId}/check-in`);
  await expect(page.getByText("0 of 3 checked in")).toBeVisible();
  await expect(page.getByRole("list", { name: "Matching attendees" })).toHaveCount(0);
  for (const width of [390, 1280]) await pageShot(page, `events-check-in-${width}`, width);

  // Express off: the scan shows who it is, and the host checks them in.
  const code = page.getByLabel("Ticket code");
  await code.fill(mayaCode);
  await code.press("Enter");
  await expect(page.getByText("Ticket for Maya Okafor.")).toBeVisible();
  await page.getByRole("button", { name: "Check in Maya Okafor" }).click();
  await expect(page.getByText("Maya Okafor is checked in.")).toBeVisible();
  await expect(page.getByText("1 of 3 checked in")).toBeVisible();

  // Express on: the scan checks in at once.
  await page.getByLabel(/Express/).check();
  await code.fill(diegoCode);
  await code.press("Enter");
  await expect(page.getByText("Diego Ramirez is checked in.")).toBeVisible();
  await expect(page.getByText("2 of 3 checked in")).toBeVisible();

  // The same ticket again.
  await code.fill(mayaCode);
  await code.press("Enter");
  await expect(
    page.getByText(/Maya Okafor is already checked in \(since \d{1,2}:\d{2} [AP]M/),
  ).toBeVisible();
  await expect(page.getByText("2 of 3 checked in")).toBeVisible();

  // Another event's code, and junk.
  await code.fill(`${mayaCode.slice(0, -3)}xyz`);
  await code.press("Enter");
  await expect(page.getByRole("alert")).toContainText("This ticket code isn't valid.");

  // By name.
  await page.getByLabel("Name or username").fill("camber");
  await page.getByRole("button", { name: "Search" }).click();
  const results = page.getByRole("list", { name: "Matching attendees" });
  await expect(results.getByText("Camber Admin")).toBeVisible();
  await results.getByRole("button", { name: "Check in Camber Admin" }).click();
  await expect(page.getByText("3 of 3 checked in")).toBeVisible();
  await expect(results.getByText(/Checked in \d/)).toBeVisible();
  await pageShot(page, "events-check-in-done-1280", 1280);

  // The ticket says so.
  await maya.page.goto(`/events/${eventId}/ticket`);
  await expect(maya.page.getByText(/Checked in at/)).toBeVisible();
  await Promise.all([maya.context.close(), diego.context.close()]);
});

test("without JavaScript the ticket field and the search are plain forms", async ({ browser }) => {
  const admin = await signedInContext(browser, ADMIN);
  const adminCode = await ticketCode(admin.page);
  await admin.context.close();
  const { page, context } = await signedInContext(browser, SOFIA, { javaScriptEnabled: false });
  await page.goto(`/events/${eventId}/check-in`);
  await page.getByLabel("Ticket code").fill("<script>alert(1)</script>");
  await page.getByRole("button", { name: "Check in" }).first().click();
  await expect(page.getByRole("alert")).toContainText("This ticket code isn't valid.");
  await page.getByLabel("Ticket code").fill(adminCode);
  await page.getByRole("button", { name: "Check in" }).first().click();
  await expect(page.getByText(/Camber Admin is already checked in/)).toBeVisible();
  await page.getByLabel("Name or username").fill("maya");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=maya/);
  await expect(page.getByRole("list", { name: "Matching attendees" })).toContainText("Maya Okafor");
  await context.close();
});

test("a member asks a question and the host's answer is marked Host", async ({ browser }) => {
  const kenji = await signedInContext(browser, KENJI);
  await kenji.page.goto(`/events/${eventId}`);
  const qa = kenji.page.getByRole("region", { name: /Questions & answers/ });
  await qa
    .getByLabel("Ask a question")
    .fill("Any spots left for a <b>widebody</b>? Asking for a friend.");
  await qa.getByRole("button", { name: "Post Question" }).click();
  await expect(
    qa.getByText("Any spots left for a <b>widebody</b>?", { exact: false }),
  ).toBeVisible();
  await kenji.context.close();

  const { page, context } = await signedInContext(browser, SOFIA);
  await page.goto(`/events/${eventId}`);
  const thread = page.getByRole("region", { name: /Questions & answers/ });
  const question = thread.locator("article").filter({ hasText: "widebody" });
  await question.getByRole("link", { name: "Reply" }).click();
  await thread.getByLabel("Reply to Kenji Watanabe").fill("Plenty — park on the end of row B.");
  await thread.getByRole("button", { name: "Post Reply" }).click();
  const answer = thread
    .locator("article")
    .filter({ hasText: "Plenty — park on the end of row B." });
  await expect(answer).toBeVisible();
  await expect(answer.getByText("Host", { exact: true })).toBeVisible();
  await expect(question.getByText("Host", { exact: true })).toHaveCount(0);
  await answer.scrollIntoViewIfNeeded();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await thread.screenshot({ path: `test-results/screenshots/events-qa-${width}.png` });
  }
  await context.close();
});
