// Journals and following together, in real Chromium, as two members at once: the owner posts an
// entry with a photo, a second member follows the build, the owner posts a second entry; the
// follower finds both on /following and a notification for the second only, and comments on
// it; once the follower mutes the build, a third entry still reaches /following but no longer the bell.
//
// Demo seed: Sofia owns 'Miata NA Weekend Toy', which nobody follows; Diego follows no one.
import path from "node:path";
import type { Page } from "@playwright/test";
import { demoUsers, expect, makePhoto, signedInContext, specTempDir, test, toast } from "./support";

const SOFIA = demoUsers.members.find((m) => m.username === "sofia_e30") ?? demoUsers.member;
const DIEGO = demoUsers.members[1];
const BUILD = "Miata NA Weekend Toy";
const STAMP = Date.now().toString(36);
const ENTRIES = [
  `Soft top replaced ${STAMP}`,
  `Coilovers corner-weighted ${STAMP}`,
  `Oil change at 120k ${STAMP}`,
];
const photoDir = specTempDir("journal-following");

async function openBuild(page: Page): Promise<string> {
  await page.goto("/builds");
  await page.getByRole("link", { name: BUILD, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: BUILD })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function postEntry(page: Page, buildPath: string, title: string, photo?: string) {
  await page.goto(`${buildPath}/journal/new`);
  // Hydrated: the form turns on novalidate (files chosen before that reach no change handler).
  await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("What did you do?").fill(`${title}: notes from the garage.`);
  if (photo) {
    await page.locator('input[type="file"][name="photos"]').setInputFiles(photo);
    await expect(page.getByRole("main").getByText("Photos (1/10)")).toBeVisible();
  }
  await page.getByRole("button", { name: "Post Entry" }).click();
  await expect(toast(page, "Journal entry posted")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** Clicks a follow or mute control and waits until the server has written it. */
async function postControl(page: Page, name: string) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/following"),
  );
  await page.getByRole("button", { name, exact: true }).click();
  expect((await answered).ok()).toBe(true);
}

test("a follower sees the build's entries on /following and is notified of new ones until muting", async ({
  browser,
}) => {
  const owner = await signedInContext(browser, SOFIA);
  const follower = await signedInContext(browser, DIEGO);
  const [first, second] = await Promise.all(
    (["#16a34a", "#f59e0b"] as const).map((color, i) =>
      makePhoto(path.join(photoDir, `entry-${i}.jpg`), { colors: [color, "#0b0f19"] }),
    ),
  );

  const buildPath = await openBuild(owner.page);
  await postEntry(owner.page, buildPath, ENTRIES[0], first);

  await openBuild(follower.page);
  await postControl(follower.page, "Follow");
  await expect(follower.page.getByTestId("build-followers")).toHaveText("1 follower");

  await postEntry(owner.page, buildPath, ENTRIES[1], second);

  await follower.page.goto("/following");
  const feed = follower.page.getByRole("main");
  await expect(feed.getByRole("link", { name: ENTRIES[1] })).toBeVisible();
  await expect(feed.getByRole("link", { name: ENTRIES[0] })).toBeVisible();

  // One notice, for the entry posted after the follow, leading to it.
  await follower.page.goto("/notifications");
  const notices = follower.page.getByRole("main");
  await expect(notices.getByText(ENTRIES[1], { exact: false })).toHaveCount(1);
  await expect(notices.getByText(ENTRIES[0], { exact: false })).toHaveCount(0);
  await notices.getByText(ENTRIES[1], { exact: false }).click();
  await expect(follower.page.getByRole("heading", { level: 1, name: ENTRIES[1] })).toBeVisible();

  // The entry has its own comment thread.
  const comment = `Those coilovers look spot on ${STAMP}`;
  // Hydrated: the empty comment's button is disabled once the page's scripts run.
  await expect(follower.page.getByRole("button", { name: "Post Comment" })).toBeDisabled();
  await follower.page.getByLabel("Add a comment").fill(comment);
  await follower.page.getByRole("button", { name: "Post Comment" }).click();
  await expect(toast(follower.page, "Success")).toContainText("Comment added successfully!");
  await expect(
    follower.page.locator("#journal-entry-comments").getByText(comment, { exact: true }),
  ).toBeVisible();
  await follower.page.reload();
  await expect(
    follower.page.locator("#journal-entry-comments").getByText(comment, { exact: true }),
  ).toBeVisible();

  // Muted: the next entry is on /following, not in the notifications.
  await openBuild(follower.page);
  await postControl(follower.page, "Mute notifications");
  await expect(follower.page.getByRole("button", { name: "Unmute", exact: true })).toBeVisible();
  await postEntry(owner.page, buildPath, ENTRIES[2]);
  await follower.page.goto("/following");
  await expect(
    follower.page.getByRole("main").getByRole("link", { name: ENTRIES[2] }),
  ).toBeVisible();
  await follower.page.goto("/notifications");
  await expect(follower.page.getByRole("main").getByText(ENTRIES[1], { exact: false })).toHaveCount(
    1,
  );
  await expect(follower.page.getByRole("main").getByText(ENTRIES[2], { exact: false })).toHaveCount(
    0,
  );

  await owner.context.close();
  await follower.context.close();
});
