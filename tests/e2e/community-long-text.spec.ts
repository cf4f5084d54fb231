// Long member text never widens a page (forums, marketplace, media, features, public profiles):
// each area gets content with a long unbroken title and a long URL in every text field, then its
// list page and its detail page must fit a 390 px screen (no sideways scrolling). Long titles on
// cards are cut with an ellipsis; on detail pages they wrap. Screenshots at 390 and 1280 px.
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  expectNoSidewaysScroll,
  photo,
  screenshot,
  signIn,
  test,
} from "./support";

const RUN = Date.now().toString(36);
/** An unbroken title of `length` characters that starts with a searchable word. */
const unbroken = (length: number) => `Long${RUN}${"W".repeat(length - 4 - RUN.length)}`;
const LONG_URL = `https://example.com/${"a".repeat(180)}/build-thread?${"q=b".repeat(40)}`;

/**
 * Loads `path` once and checks it at 390 and 1280 px: the layout follows the viewport (CSS and
 * media-query listeners), so widening the loaded page shows what loading it wide would.
 */
async function fitsPhone(page: Page, path: string, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  for (const width of [390, 1280]) {
    await expectNoSidewaysScroll(page, width);
    await screenshot(page, `${name}-${width}`);
  }
}

/** A form post as the browser would make it (same origin), following the redirect. */
async function post(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, {
    form,
    headers: { Origin: new URL(page.url() === "about:blank" ? "http://x" : page.url()).origin },
  });
  expect(response.status(), await response.text().catch(() => "")).toBeLessThan(400);
  return response;
}

test("forums: a 150-character unbroken title and a long URL fit the list and the topic", async ({
  page,
}) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/forums/create");
  const categoryId = await page
    .locator("select[name=categoryId] option")
    .nth(1)
    .getAttribute("value");
  const title = unbroken(150);
  const created = await post(page, "/forums/create", {
    title,
    categoryId: categoryId ?? "",
    content: `See ${LONG_URL} and ${"x".repeat(300)}`,
  });
  const topicPath = new URL(created.url()).pathname;
  expect(topicPath).toMatch(/^\/forums\/topic\//);
  await fitsPhone(page, `/forums?q=Long${RUN}`, "long-text-forums-list");
  const row = page.locator("li[data-topic-id]").first();
  await expect(row).toContainText(`Long${RUN}`);
  await fitsPhone(page, topicPath, "long-text-forums-topic");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("marketplace: long title, location and description fit the list and the listing", async ({
  page,
}) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/marketplace/new");
  const response = await page.request.post("/marketplace/new", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      title: unbroken(120),
      category: "parts",
      condition: "used",
      price: "150",
      currency: "USD",
      location: "L".repeat(120),
      description: `Details at ${LONG_URL} ${"y".repeat(400)}`,
      buildId: "",
    },
  });
  expect(response.status()).toBeLessThan(400);
  const listingPath = new URL(response.url()).pathname;
  expect(listingPath).toMatch(/^\/marketplace\/[0-9a-f-]{36}$/);
  await fitsPhone(page, `/marketplace?q=Long${RUN}`, "long-text-marketplace-list");
  await expect(page.locator("main")).toContainText(`Long${RUN}`);
  await fitsPhone(page, listingPath, "long-text-marketplace-listing");
});

test("media: a tutorial with long title, description and steps fits its page and the list", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/media/submit");
  const response = await page.request.post("/media/submit", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      kind: "tutorial",
      title: unbroken(120),
      description: `Watch ${LONG_URL} ${"z".repeat(400)}`,
      "step-title-0": "T".repeat(120),
      "step-body-0": `Use ${LONG_URL} ${"s".repeat(300)}`,
      "step-title-1": "Second step",
      "step-body-1": "Plain words.",
      cover: {
        name: "cover.png",
        mimeType: "image/png",
        buffer: await photo({ width: 640, height: 480, colors: "#336699", format: "png" }),
      },
    },
  });
  expect(response.status()).toBeLessThan(400);
  const itemPath = new URL(response.url()).pathname;
  expect(itemPath).toMatch(/^\/media\/[0-9a-f-]{36}$/);
  await fitsPhone(page, itemPath, "long-text-media-pending");

  // Approved by an admin, it is listed.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, demoUsers.admin.email, demoUsers.admin.password);
  await admin.goto("/admin/media?status=pending");
  const row = admin.getByTestId("admin-media-row").filter({ hasText: `Long${RUN}` });
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(
    admin.locator("[data-sonner-toast]").filter({ hasText: "Media approved." }),
  ).toBeVisible();
  await adminContext.close();
  await fitsPhone(page, `/media?q=Long${RUN}`, "long-text-media-list");
  await expect(page.locator("main")).toContainText(`Long${RUN}`);
  await fitsPhone(page, itemPath, "long-text-media-item");
  // The approval notice names the item: the notifications page fits too.
  await fitsPhone(page, "/notifications", "long-text-notifications");
  await expect(page.locator("main")).toContainText(`Long${RUN}`);
});

test("features: a long title, excerpt and body fit the list and the article", async ({ page }) => {
  await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
  await page.goto("/admin/features");
  const response = await page.request.post("/admin/features", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      intent: "create",
      title: unbroken(150),
      carModel: "M".repeat(80),
      // Today, so the article is the newest on the first page.
      publishedOn: new Date().toISOString().slice(0, 10),
      excerpt: `${"e".repeat(200)} ${LONG_URL.slice(0, 90)}`,
      body: `First ${LONG_URL}\n\n${"b".repeat(500)}`,
      buildRef: "",
    },
  });
  expect(response.status()).toBeLessThan(400);
  await page.goto("/features?sort=newest");
  const link = page.getByRole("link", { name: new RegExp(`Long${RUN}`) }).first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/features\//);
  await fitsPhone(page, "/features", "long-text-features-list");
  await fitsPhone(page, href ?? "", "long-text-features-article");
});

test("public profile: a long name, location and bio fit /u/<username>", async ({ page }) => {
  const user = demoUsers.members[0];
  await signIn(page, user.email, user.password);
  await page.goto("/profile");
  const response = await page.request.post("/profile", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      username: user.username,
      fullName: "N".repeat(100),
      location: "P".repeat(100),
      bio: `Find me at ${LONG_URL} ${"q".repeat(120)}`,
      avatarUrl: "",
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(400);
  await fitsPhone(page, `/u/${user.username}`, "long-text-profile");
});
