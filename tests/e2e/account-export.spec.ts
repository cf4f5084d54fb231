// "Export my data" in the browser: a member who made a build with photos, a comment, a forum
// topic, an RSVP and a listing asks for an export; the app's job worker makes the zip; the link
// arrives by e-mail; the zip is downloaded and unzipped (the OS's unzip) and its JSON and photos
// are checked. Also: the page refreshing by itself, a signed-out click on the link (sign in, then
// the download), another member's click (the 404 page), the page without JavaScript, and the
// demo member's ready export at 390 and 1280 px.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  createBuild,
  createListing,
  createTopic,
  idsIn,
  jpegBytes,
  postForm,
  unique,
} from "../security/support";
import {
  demoUsers,
  expect,
  expectNoSidewaysScroll,
  pageShot,
  signedInContext,
  signIn,
  specTempDir,
  test,
  toast,
  waitForMail,
} from "./support";

const work = specTempDir("account-export");
const MAIL_SUBJECT = "data export is ready";

/** Unzips `bytes` into a folder of its own and lists its files. */
function unzip(bytes: Buffer, name: string): { dir: string; files: string[] } {
  const zip = path.join(work, `${name}.zip`);
  fs.writeFileSync(zip, bytes);
  const dir = path.join(work, name);
  execFileSync("unzip", ["-q", "-o", zip, "-d", dir]);
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
  return { dir, files };
}

const json = (dir: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
  bytes.subarray(8, 12).toString("latin1") === "WEBP";

/** The member's content, made through the app's own forms. */
async function makeContent(page: Page, baseURL: string) {
  const api = page.request;
  const marker = unique("Export");
  const buildTitle = `${marker} Miata`;
  const buildId = await createBuild(api, baseURL, {
    title: buildTitle,
    carMake: "Mazda",
    carModel: "MX-5",
    images: [
      { name: "front.jpg", mimeType: "image/jpeg", buffer: await jpegBytes(1200, 900) },
      { name: "rear.jpg", mimeType: "image/jpeg", buffer: await jpegBytes(1200, 900) },
    ],
    imageCaption: ["Front", "Rear"],
  });
  // A comment on another member's approved build, and an RSVP to an approved demo event.
  const otherBuild = idsIn(await (await api.get("/builds")).text(), "/builds/")[0];
  const comment = `${marker} comment: lovely stance`;
  expect(
    (
      await postForm(api, baseURL, `/builds/${otherBuild}`, { intent: "comment", content: comment })
    ).status(),
  ).toBe(200);
  let eventId = "";
  for (const id of idsIn(await (await api.get("/events")).text(), "/events/")) {
    const answer = await postForm(api, baseURL, `/events/${id}`, { intent: "attend" });
    if (answer.status() === 200) {
      eventId = id;
      break;
    }
  }
  expect(eventId, "an event the member could sign up to").not.toBe("");
  const topicText = `${marker} topic opening post`;
  const { topicId } = await createTopic(api, baseURL, {
    title: `${marker} topic`,
    content: topicText,
  });
  const listingId = await createListing(api, baseURL, {
    title: `${marker} wheels`,
    category: "wheels",
    photos: [{ name: "wheels.jpg", mimeType: "image/jpeg", buffer: await jpegBytes(1000, 750) }],
  });
  return { buildId, buildTitle, comment, eventId, topicId, topicText, listingId };
}

test.describe.configure({ mode: "serial" });

let link = "";

test("a member asks for an export, gets the link by e-mail and downloads a zip of their data", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const member = demoUsers.members[2];
  await signIn(page, member.email, member.password);
  const made = await makeContent(page, baseURL ?? "");

  await page.goto("/account/export");
  await expect(page.getByRole("link", { name: "Export my data" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("button", { name: "Request export" }).click();
  await expect(toast(page, "We're preparing your export")).toBeVisible();
  const list = page.getByRole("list", { name: "Your recent exports" });
  // The job worker makes it; the page checks again by itself (no reload here).
  await expect(list.getByText("Ready")).toBeVisible({ timeout: 30_000 });
  await expect(list).toContainText(/Size:\s*\d+(\.\d)? (KB|MB)/);
  await expect(list).toContainText("Expires:");

  const mail = await waitForMail(member.email, MAIL_SUBJECT);
  link = mail.links.find((l) => l.includes("/account/export/")) ?? "";
  expect(new URL(link).pathname).toMatch(/^\/account\/export\/[A-Za-z0-9_-]{43}$/);

  const response = await page.request.get(new URL(link).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/zip");
  expect(response.headers()["content-disposition"]).toMatch(
    /^attachment; filename="camber-club-data-\d{4}-\d\d-\d\d\.zip"$/,
  );
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const bytes = await response.body();
  expect(response.headers()["content-length"]).toBe(String(bytes.length));

  const { dir, files } = unzip(bytes, "member");
  expect(files).toContain("README.txt");
  expect(files).toContain("profile.json");
  expect(json(dir, "profile.json")).toMatchObject({
    username: member.username,
    email: member.email,
  });

  const build = json(dir, "builds.json").find((b: { id: string }) => b.id === made.buildId);
  expect(build).toMatchObject({ title: made.buildTitle, make: "Mazda", reviewStatus: "pending" });
  expect(build.photos.map((p: { caption: string }) => p.caption)).toEqual(["Front", "Rear"]);
  for (const photo of build.photos) {
    expect(photo.file).toMatch(new RegExp(`^photos/builds/${made.buildId}/[12]\\.webp$`));
    expect(files).toContain(photo.file);
    expect(isWebp(fs.readFileSync(path.join(dir, photo.file)))).toBe(true);
  }

  const comments = json(dir, "comments.json");
  expect(comments.map((c: { content: string }) => c.content)).toContain(made.comment);
  const posts = json(dir, "forum-posts.json");
  expect(posts).toContainEqual(
    expect.objectContaining({ topicId: made.topicId, content: made.topicText, openingPost: true }),
  );
  const rsvps = json(dir, "event-rsvps.json");
  expect(rsvps.map((r: { eventId: string }) => r.eventId)).toContain(made.eventId);
  const listing = json(dir, "marketplace-listings.json").find(
    (l: { id: string }) => l.id === made.listingId,
  );
  expect(listing.photos).toHaveLength(1);
  expect(isWebp(fs.readFileSync(path.join(dir, listing.photos[0].file)))).toBe(true);

  // The page's Download button gives the same zip as a file.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    list
      .getByRole("link", { name: /Download/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^camber-club-data-\d{4}-\d\d-\d\d\.zip$/);
});

test("a signed-out click on the link signs in first and then downloads", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount%2Fexport%2F/);
  const member = demoUsers.members[2];
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Sign In", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^camber-club-data-.*\.zip$/);
  await context.close();
});

test("another member following the link gets the site's 404 page", async ({ browser }) => {
  const { context, page } = await signedInContext(browser, demoUsers.members[3]);
  const response = await page.goto(link);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "This download link has expired or doesn't exist" }),
  ).toBeVisible();
  await pageShot(page, "account-export-link-gone-390", 390);
  await page.getByRole("link", { name: "Request a new export" }).click();
  await expect(page).toHaveURL(/\/account\/export$/);
  await context.close();
});

test("without JavaScript: the request is a plain form and Check again shows the new status", async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, demoUsers.members[1], {
    javaScriptEnabled: false,
  });
  await page.goto("/account/export");
  await page.getByRole("button", { name: "Request export" }).click();
  await expect(page).toHaveURL(/\/account\/export$/);
  const list = page.getByRole("list", { name: "Your recent exports" });
  await expect(list.getByText(/Preparing|Ready/).first()).toBeVisible();
  await pageShot(page, "account-export-no-js-390", 390);
  // Asking again while it is being prepared (or right after) is answered on the page.
  await expect
    .poll(
      async () => {
        const check = page.getByRole("link", { name: "Check again" });
        if (await check.isVisible()) await check.click();
        return list.getByText("Ready").count();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(1);
  await context.close();
});

test("the demo member's ready export, at 390 and 1280 px and by keyboard", async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/account/export");
  const list = page.getByRole("list", { name: "Your recent exports" });
  await expect(list.getByText("Ready")).toBeVisible();
  const download = list.getByRole("link", { name: /Download/ });
  await expect(download).toHaveAttribute("href", /^\/account\/export\/[0-9a-f-]{36}\/download$/);
  // A real zip of the seeded demo content (Maya's demo build among it).
  const zip = await page.request.get((await download.getAttribute("href")) ?? "");
  const { dir } = unzip(await zip.body(), "demo");
  const titles = json(dir, "builds.json").map((b: { title: string }) => b.title);
  expect(titles).toContain("Track-Day S2000 AP2");
  // Keyboard: the tabs, the request button and the download link are reachable in order.
  await page.getByRole("button", { name: "Request export" }).focus();
  await page.keyboard.press("Tab");
  await expect(download).toBeFocused();
  for (const width of [390, 1280]) {
    await expectNoSidewaysScroll(page, width);
    await pageShot(page, `account-export-${width}`, width);
  }
});
