// Conversations on a build page: a member comments and edits it ("edited"), another answers with
// an @mention (the first sees the notice), reports it (the admin finds it in /admin/reports and
// deletes it: a tombstone keeps the reply's place), all by keyboard; the reply form works without
// JavaScript; who liked opens as its own page. Rules and permissions: Vitest (comments.server,
// reports.server, likers.server).
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  expectNoAxeViolations,
  pageShot,
  signedInContext,
  test,
  toast,
  waitForHydration,
} from "./support";

test.describe.configure({ mode: "serial" });

const BUILD = "WRX STI Hatch Rally Tribute";
const [, diego, kenji, sofia] = demoUsers.members;
const stamp = Date.now().toString(36);
const FIRST = `Is that the 2011 hatch? ${stamp}`;
const EDITED = `Is that the 2011 hatch with the Cobb map? ${stamp}`;
const REPLY = `@${diego.username} yes, Stage 2 since spring ${stamp}`;

let buildPath = "";

async function openBuild(page: Page) {
  if (!buildPath) {
    await page.goto(`/builds?q=${encodeURIComponent("Rally Tribute")}`);
    await page.getByRole("link", { name: BUILD }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: BUILD })).toBeVisible();
    buildPath = new URL(page.url()).pathname;
  } else {
    await page.goto(buildPath);
  }
  await expect(page.getByRole("button", { name: "Post Comment" })).toBeDisabled();
}

/** The comment card holding `text`. */
const card = (page: Page, text: string) =>
  page.locator("article[id^='comment-']").filter({ hasText: text });

test("a member comments and edits it by keyboard; it shows 'edited'", async ({ browser }) => {
  const { context, page } = await signedInContext(browser, diego);
  await openBuild(page);
  await page.getByLabel("Add a comment").fill(FIRST);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Post Comment" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Success")).toContainText("Comment added successfully!");
  const mine = card(page, FIRST);
  await expect(mine).toBeVisible();

  await mine.getByRole("link", { name: "Edit" }).focus();
  await page.keyboard.press("Enter");
  const field = page.getByLabel("Edit your comment");
  await expect(field).toBeFocused();
  await field.fill(EDITED);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Comment updated.")).toBeVisible();
  const edited = card(page, EDITED);
  await expect(edited.getByText("edited")).toBeVisible();
  await expect(edited.locator("[title^='Edited ']")).toHaveCount(1);
  await context.close();
});

test("another member replies with a mention; the mentioned member is notified", async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, kenji);
  await openBuild(page);
  const comment = card(page, EDITED);
  await comment.getByRole("link", { name: "Reply" }).click();
  const field = page.getByLabel(/^Reply to /);
  await expect(field).toBeFocused();
  await field.fill(REPLY);
  await page.getByRole("button", { name: "Post Reply" }).click();
  const reply = card(page, REPLY);
  await expect(reply).toBeVisible();
  await expect(reply.getByRole("link", { name: `@${diego.username}` })).toHaveAttribute(
    "href",
    `/u/${diego.username}`,
  );
  await expectNoAxeViolations(page, "build page with a reply");

  // Kenji reports Diego's comment.
  await comment.getByRole("link", { name: "Report" }).click();
  await page.getByRole("radio", { name: "Spam" }).check();
  await page
    .getByLabel("Note for the admins (optional)")
    .fill(`<script>alert(1)</script> ${stamp}`);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(toast(page, "the admins will review this comment")).toBeVisible();
  await context.close();

  const mentioned = await signedInContext(browser, diego);
  await mentioned.page.goto("/notifications");
  await expect(
    mentioned.page.getByText("Kenji Watanabe mentioned you in a comment").first(),
  ).toBeVisible();
  await mentioned.context.close();
});

test("the admin sees the report in the queue and deletes the comment; the reply keeps its place", async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, demoUsers.admin);
  await page.goto("/admin/reports");
  const row = page.getByTestId("report-row").filter({ hasText: EDITED });
  await expect(row).toContainText("1 report");
  await expect(row).toContainText("Spam");
  await expect(row).toContainText("<script>alert(1)</script>");
  for (const width of [390, 1280]) await pageShot(page, `admin-reports-${width}`, width);
  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);

  await page.goto(buildPath);
  await expect(page.getByText("Comment deleted")).toBeVisible();
  await expect(card(page, REPLY)).toBeVisible();
  await expect(page.getByText(EDITED)).toHaveCount(0);
  await context.close();
});

test("the reply form works without JavaScript", async ({ browser }) => {
  const { context, page } = await signedInContext(browser, sofia, { javaScriptEnabled: false });
  await page.goto(buildPath);
  const reply = card(page, REPLY);
  await reply.getByRole("link", { name: "Reply" }).click();
  await expect(page).toHaveURL(/[?&]reply=/);
  const text = `No-JS reply ${stamp}`;
  await page.getByLabel(/^Reply to /).fill(text);
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(card(page, text)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card(page, text).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/build-comments-nojs-${width}.png` });
  }
  await context.close();
});

test("who liked opens as a page of members linking to their profiles", async ({ page }) => {
  await openBuild(page);
  await waitForHydration(page);
  await page.getByRole("link", { name: "See who liked" }).click();
  await expect(page.getByRole("heading", { name: "Liked by" })).toBeVisible();
  const list = page.getByRole("list", { name: "Members who liked" });
  await expect(list.getByRole("link").first()).toHaveAttribute("href", /^\/u\//);
  for (const width of [390, 1280]) await pageShot(page, `build-likes-${width}`, width);
  await openBuild(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("heading", { name: /^Comments/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/build-comments-${width}.png` });
  }
});
