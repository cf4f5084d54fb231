// What members type into events, in real Chromium: a title that is one unbroken 120-character
// string, a description with a very long URL, a 200-character location. No page that shows them
// may scroll sideways on a phone (360-390 px) or a desktop, the URL is a safe link, card titles
// end in an ellipsis. The form counts characters instead of cutting them. Without JavaScript, the
// time zone is asked for (never silently UTC) and a flyer far over the limit brings the form back
// with everything typed and the file named.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  expectNoSidewaysScroll,
  screenshot,
  signIn,
  specTempDir,
  test,
} from "./support";

const HOST = demoUsers.members[2];
const STAMP = Date.now().toString(36);
/** One unbroken string of the full 120 characters a title may have. */
const TITLE = `Zq${STAMP}`.padEnd(120, "W");
const LONG_URL = `https://example.com/${"very-long-path-segment".repeat(14)}?ref=${"x".repeat(120)}`;
const DESCRIPTION = `Meet at the gate.\n\nRoute and parking: ${LONG_URL}\n\n${"Unbroken".repeat(40)}`;
const LOCATION = `Lot${"B".repeat(197)}`;

const fileDir = specTempDir("events-member-input");

/** 'YYYY-MM-DDTHH:mm' on UTC clocks, `hours` from now (so the event is the next one listed). */
function utcWallTime(hours: number) {
  return new Date(Date.now() + hours * 3600_000).toISOString().slice(0, 16);
}

async function expectFitsEveryWidth(page: Page, where: string) {
  for (const width of [390, 1280]) await expectNoSidewaysScroll(page, width);
  // The smallest phones: the page's own content (the site header is not this page's).
  await page.setViewportSize({ width: 360, height: 800 });
  // Read until the layout has settled at the new width (a photo or font arriving can move it for
  // a frame on a busy machine); a lasting overflow still fails.
  await expect
    .poll(() => page.evaluate(() => document.querySelector("main")?.scrollWidth ?? 0), {
      message: `${where} content at 360 px`,
    })
    .toBeLessThanOrEqual(360);
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${width}`);
  }
}

test.describe.configure({ mode: "serial" });

let eventId = "";

test("long member text: counted in the form, never wider than the screen once published", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, HOST.email, HOST.password);
  await page.goto("/events/create");
  await expect(page.locator("main form[data-enhanced]")).toBeAttached();

  // One character over: kept (not cut), counted in red, and the form says what to shorten.
  const title = page.getByRole("textbox", { name: "Event title" });
  await title.fill(`${TITLE}W`);
  await expect(title).toHaveValue(`${TITLE}W`);
  await expect(page.getByText("121 / 120")).toBeVisible();
  await expect(page.getByText("Title must be 120 characters or less")).toBeVisible();
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page).toHaveURL(/\/events\/create$/);
  await title.fill(TITLE);
  await expect(page.getByText("120 / 120")).toBeVisible();
  await expect(page.getByText("Title must be 120 characters or less")).toHaveCount(0);

  await page.getByRole("textbox", { name: "Description" }).fill(DESCRIPTION);
  await page.getByLabel("Date and time").fill(utcWallTime(3));
  await page.getByRole("combobox", { name: "Time zone" }).selectOption("UTC");
  await page.getByRole("combobox", { name: "Location" }).fill(LOCATION);
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  eventId = page.url().split("/").pop() ?? "";

  // An admin approves it (so it is listed), on its page.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, demoUsers.admin.email, demoUsers.admin.password);
  await admin.goto(`/events/${eventId}`);
  await admin
    .getByRole("region", { name: "Moderation" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(
    admin.locator("[data-sonner-toast]").filter({ hasText: "Event approved successfully" }),
  ).toBeVisible();
  await expectFitsEveryWidth(admin, "event page (admin)");
  await adminContext.close();

  // The event page: the URL is a member link, the whole text is there, nothing overflows.
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  const link = page.locator(`main a[href="${LONG_URL}"]`);
  await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
  await expect(link).toHaveText(LONG_URL);
  await expect(page.getByText(LOCATION)).toBeVisible();
  await expectFitsEveryWidth(page, "event page");
  await shots(page, "events-long-text-detail");

  // The cards: /events (searched and unfiltered), My Events and the home page.
  for (const [url, where] of [
    [`/events?q=Zq${STAMP}`, "/events searched"],
    ["/events", "/events"],
    ["/events/mine", "/events/mine"],
    ["/", "home"],
  ] as const) {
    await page.goto(url);
    const card = page.locator(`article[data-event-id="${eventId}"]`);
    await expect(card, where).toBeVisible();
    await expectFitsEveryWidth(page, where);
    await page.setViewportSize({ width: 390, height: 844 });
    // The title ends in an ellipsis after two lines instead of running out of the card.
    const heading = card.getByRole("heading");
    const clamp = await heading.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        clamp: style.webkitLineClamp,
        height: el.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(style.lineHeight),
        fits: el.scrollWidth <= el.clientWidth,
      };
    });
    expect(clamp.clamp, where).toBe("2");
    expect(clamp.height, where).toBeLessThanOrEqual(2 * clamp.lineHeight + 1);
    expect(clamp.fits, where).toBe(true);
    if (url === "/events") await shots(page, "events-long-text-list");
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the time zone is asked for, never silently UTC", async ({ page }) => {
    await signIn(page, HOST.email, HOST.password);
    await page.goto("/events/create");
    const zone = page.getByRole("combobox", { name: "Time zone" });
    await expect(zone).toHaveValue("");
    await page.getByRole("textbox", { name: "Event title" }).fill("No-JS Meet");
    await page.getByLabel("Date and time").fill(utcWallTime(48));
    await page.getByRole("combobox", { name: "Location" }).fill("Portland, OR");
    await page.getByRole("button", { name: "Create Event" }).click();
    // The browser keeps the form and points at the empty choice.
    await expect(page).toHaveURL(/\/events\/create$/);
    expect(await zone.evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
    await expect(page.getByRole("textbox", { name: "Event title" })).toHaveValue("No-JS Meet");
  });

  test("over-long text comes back whole with the limit; a flyer over 10 MB keeps the form and is named", async ({
    page,
  }) => {
    await signIn(page, HOST.email, HOST.password);
    await page.goto("/events/create");
    const title = page.getByRole("textbox", { name: "Event title" });
    const longTitle = "T".repeat(130);
    const when = utcWallTime(48);
    await title.fill(longTitle);
    await page.getByLabel("Date and time").fill(when);
    await page.getByRole("combobox", { name: "Time zone" }).selectOption("Europe/Berlin");
    await page.getByRole("combobox", { name: "Location" }).fill("Berlin, Germany");
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByText("Title must be 120 characters or less").first()).toBeVisible();
    await expect(title).toHaveValue(longTitle);

    // Now a fine title, a description, and a 12 MB flyer.
    await title.fill("Big Flyer Meet");
    await page
      .getByRole("textbox", { name: "Description" })
      .fill("Bring a <script>alert(1)</script> spare tyre.");
    await page.getByRole("spinbutton", { name: "Max attendees" }).fill("25");
    const big = path.join(fileDir, "giant-poster.png");
    fs.writeFileSync(big, Buffer.alloc(12 * 1024 * 1024, 7));
    await page.locator('input[type="file"][name="flyer"]').setInputFiles(big);
    await page.getByRole("button", { name: "Create Event" }).click();

    await expect(
      page.getByRole("alert").filter({ hasText: /^Image size must be less than 5MB$/ }),
    ).toBeVisible();
    await expect(
      page.getByText('"giant-poster.png" is 12.0MB. Image size must be less than 5MB'),
    ).toBeVisible();
    await expect(title).toHaveValue("Big Flyer Meet");
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(
      "Bring a <script>alert(1)</script> spare tyre.",
    );
    await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Europe/Berlin");
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Berlin, Germany");
    await expect(page.getByRole("spinbutton", { name: "Max attendees" })).toHaveValue("25");
    await expect(page.getByLabel("Date and time")).toHaveValue(when);
    await shots(page, "events-create-nojs-big-flyer");
  });
});
