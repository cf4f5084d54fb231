// Deleting an account in a real browser (ADR 037): a member who signed up in this test uploads an
// avatar and a build with photos, comments on another member's build, replies in a forum topic
// and takes the last seat of a meet with someone waiting; then deletes the account on
// /account/delete (a wrong username first: refused, nothing deleted). Afterwards their files are
// gone from the app's storage folder, their comment and reply still show by "Deleted member", the
// waiting member is going, signing in fails and the same e-mail signs up again. The rules behind
// it (every table, shared files, rollback) are in app/modules/account/deletion/*.test.ts.
import fs from "node:fs";
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
  signUpWithForm,
  specTempDir,
  test,
  toast,
} from "./support";

const stamp = Date.now().toString(36);
const MEMBER = {
  email: `leaving-${stamp}@example.com`,
  password: "leaving-gear-123",
  fullName: "Lee Leaving",
  username: `lee_${stamp}`,
};
const HOST = demoUsers.members[0];
const WAITING = demoUsers.members[1];
const OTHERS_BUILD = "WRX STI Hatch Rally Tribute";
const TOPIC = "Garage playlist: what's on while you wrench?";
const COMMENT = `Which dampers are those? ${stamp}`;
const REPLY = `Synthwave and the odd podcast. ${stamp}`;
const MEET = `Last Seat Meet ${stamp}`;

const photoDir = specTempDir("account-delete");

/** Every stored file of the member: anything under <kind>/<their id>/ in the app's uploads. */
function filesOf(dataDir: string, userId: string): string[] {
  const uploads = path.join(dataDir, "uploads");
  if (!fs.existsSync(uploads)) return [];
  return fs
    .readdirSync(uploads)
    .map((kind) => path.join(uploads, kind, userId))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir).map((name) => path.join(dir, name)));
}

/** A write as the page's own browser sends it (same origin). */
function post(
  page: Page,
  url: string,
  data: { form?: Record<string, string>; multipart?: Record<string, string> },
) {
  return page.request.post(url, {
    ...data,
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
}

/** A meet of the host with one seat, approved by the admin; returns its address. */
async function fullMeet(browser: Parameters<typeof signedInContext>[0]): Promise<string> {
  const host = await signedInContext(browser, HOST);
  await host.page.goto("/events/create");
  const week = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const created = await post(host.page, "/events/create", {
    multipart: {
      title: MEET,
      description: "One seat only.",
      eventDate: `${week}T18:30`,
      timeZone: "UTC",
      location: "Portland, OR",
      placeId: "",
      maxAttendees: "1",
      imageUrl: "",
    },
  });
  expect(created.status()).toBe(302);
  const meetPath = new URL(created.headers().location ?? "", "http://x").pathname;
  expect(meetPath).toMatch(/^\/events\/[0-9a-f-]{36}$/);
  await host.context.close();
  const admin = await signedInContext(browser, demoUsers.admin);
  await admin.page.goto(meetPath);
  expect((await post(admin.page, meetPath, { form: { intent: "approve" } })).status()).toBe(200);
  await admin.context.close();
  return meetPath;
}

test("a member deletes their account: their things and files go, their words stay", async ({
  page,
  browser,
  app,
}) => {
  test.setTimeout(120_000);
  let userId = "";
  let buildPath = "";
  let topicPath = "";
  let meetPath = "";

  await test.step("sign up, add an avatar and a build with photos", async () => {
    await signUpWithForm(page, MEMBER);
    await signIn(page, MEMBER.email, MEMBER.password);
    await page.goto("/profile");
    await expect(page.locator('form[enctype="multipart/form-data"]')).toHaveCount(1);
    await page
      .getByLabel("Upload image")
      .setInputFiles(await makePhoto(path.join(photoDir, "me.jpg"), { width: 800, height: 800 }));
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated successfully").first()).toBeVisible();
    const avatar = await page
      .getByRole("button", { name: "Account menu" })
      .locator("img")
      .getAttribute("src");
    userId = /\/avatars\/([^/]+)\//.exec(avatar ?? "")?.[1] ?? "";
    expect(userId).not.toBe("");

    await page.goto("/create-build");
    await expect(page.locator('form[enctype="multipart/form-data"][novalidate]')).toHaveCount(1);
    const photos = await Promise.all(
      ["#e11d48", "#0ea5e9"].map((color, i) =>
        makePhoto(path.join(photoDir, `car-${i}.png`), {
          colors: [color, "#0b0f19"],
          format: "png",
        }),
      ),
    );
    await page.locator("#build-images").setInputFiles(photos);
    await page.getByLabel("Build title").fill(`Lee's AE86 ${stamp}`);
    await page.getByLabel("Make").fill("Toyota");
    await page.getByLabel("Model").fill("AE86");
    await page.getByLabel("Year").fill("1986");
    await page.getByRole("button", { name: "Create Build" }).click();
    await expect(toast(page, "Build Created!")).toBeVisible();
    // Avatar variants and both photos' variants are in the member's folders.
    expect(filesOf(app.dataDir, userId).length).toBeGreaterThan(3);
  });

  await test.step("comment on another member's build and reply in a forum topic", async () => {
    await page.goto(`/builds?q=${encodeURIComponent("Rally Tribute")}`);
    await page.getByRole("link", { name: OTHERS_BUILD }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: OTHERS_BUILD })).toBeVisible();
    buildPath = new URL(page.url()).pathname;
    await page.getByLabel("Add a comment").fill(COMMENT);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(toast(page, "Comment added successfully!")).toBeVisible();

    await page.goto(`/forums?q=${encodeURIComponent("Garage playlist")}`);
    await page.getByRole("link", { name: TOPIC }).click();
    await expect(page.getByRole("heading", { level: 1, name: TOPIC })).toBeVisible();
    topicPath = new URL(page.url()).pathname;
    await page.getByLabel("Your reply", { exact: true }).fill(REPLY);
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(toast(page, "Reply posted successfully!")).toBeVisible();
  });

  await test.step("take the last seat of a meet; another member joins the waitlist", async () => {
    meetPath = await fullMeet(browser);
    await page.goto(meetPath);
    const rsvp = page.getByRole("region", { name: "RSVP" });
    await rsvp.getByRole("button", { name: "Attend" }).click();
    await expect(toast(page, "You're going! See you there.")).toBeVisible();
    const waiting = await signedInContext(browser, WAITING);
    await waiting.page.goto(meetPath);
    await waiting.page
      .getByRole("region", { name: "RSVP" })
      .getByRole("button", { name: "Join Waitlist" })
      .click();
    await expect(waiting.page.getByText("You're #1 on the waitlist")).toBeVisible();
    await waiting.context.close();
  });

  await test.step("a wrong username is refused and deletes nothing", async () => {
    await page.goto("/account/delete");
    await expect(page.getByRole("link", { name: "Delete account" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText(`Type ${MEMBER.username} exactly as shown.`)).toBeVisible();
    await pageShot(page, "account-delete-1280", 1280);
    await pageShot(page, "account-delete-390", 390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A script and a long unbroken string: refused, shown as typed, nothing runs, no sideways scroll.
    const hostile = `<script>window.__xss=1</script>${"W".repeat(150)}`;
    await page.getByLabel("Current password").fill(MEMBER.password);
    await page.getByLabel("Your username").fill(hostile);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("That isn't your username.")).toBeVisible();
    await expect(page.getByLabel("Your username")).toHaveValue(hostile);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expectNoSidewaysScroll(page, 390);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByLabel("Your username").fill(MEMBER.username.toUpperCase());
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText(`That isn't your username. Type ${MEMBER.username}`)).toBeVisible();
    await expect(page.getByLabel("Your username")).toBeFocused();
    await expect(page.getByLabel("Your username")).toHaveValue(MEMBER.username.toUpperCase());
    await pageShot(page, "account-delete-refused-390", 390);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await page.request.get(`/u/${MEMBER.username}`)).status()).toBe(200);
    expect(filesOf(app.dataDir, userId).length).toBeGreaterThan(3);
  });

  await test.step("the right confirmation deletes the account and signs out", async () => {
    await page.getByLabel("Current password").fill(MEMBER.password);
    await page.getByLabel("Your username").fill(MEMBER.username);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(toast(page, "Your account has been deleted.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    expect(filesOf(app.dataDir, userId)).toEqual([]);
    expect((await page.request.get(`/u/${MEMBER.username}`)).status()).toBe(404);
  });

  await test.step('their comment and reply stay, by "Deleted member"', async () => {
    await page.goto(buildPath);
    const comment = page.locator("article[id^='comment-']").filter({ hasText: COMMENT });
    await expect(comment).toContainText("Deleted member");
    await expect(comment.getByRole("link", { name: "Deleted member" })).toHaveCount(0);
    await expect(comment.locator(`a[href^="/u/"]`)).toHaveCount(0);

    await page.goto(topicPath);
    const reply = page.getByRole("article", { name: "Reply by Deleted member" });
    await expect(reply).toContainText(REPLY);
    await expect(reply.locator(`a[href^="/u/"]`)).toHaveCount(0);
  });

  await test.step("the member who waited is going now", async () => {
    const waiting = await signedInContext(browser, WAITING);
    await waiting.page.goto(meetPath);
    await expect(
      waiting.page.getByRole("region", { name: "RSVP" }).getByText("You're going"),
    ).toBeVisible();
    await waiting.context.close();
  });

  await test.step("signing in fails; the same e-mail signs up again", async () => {
    await page.goto("/auth");
    await page.getByLabel("Email", { exact: true }).fill(MEMBER.email);
    await page.getByLabel("Password", { exact: true }).fill(MEMBER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
    ).toBeVisible();

    await signUpWithForm(page, { ...MEMBER, password: "second-lap-456" });
    await signIn(page, MEMBER.email, "second-lap-456");
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  });
});
