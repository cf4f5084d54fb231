// Events & meetups in real Chromium (issue 4 acceptance): a visitor browses /events and filters
// by period (with and without JavaScript); a member hosts an event with a flyer, sees it pending,
// an admin approves it through the event page (setEventApprovalStatus), and it is listed; three
// members RSVP to its 2 seats, the third is waitlisted and promoted when one cancels; the .ics
// downloads and parses; Near Me orders by distance from a mocked browser position, the profile
// location, or a typed city.
//
// The tests tell one story in order on the file's own app and database (serial).
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  makePhoto,
  pageShot,
  signedInContext,
  signIn,
  specTempDir,
  test,
  toast,
  waitForMail,
} from "./support";

test.describe.configure({ mode: "serial" });

const TITLE = `Track Night ${Date.now().toString(36)}`;
const HOST = demoUsers.members[1]; // Diego
const [MAYA, , KENJI, SOFIA] = demoUsers.members;
const SEATTLE = { latitude: 47.60621, longitude: -122.33207 };

/** Set by the create test, used by the ones after it. */
let eventId = "";

const fileDir = specTempDir("events");

/**
 * The demo's recurring meet (first Sundays) has dates on fixed calendar days, so where they fall
 * among the one-off demo events (seeded days from now) depends on the day the test runs: the
 * list assertions read the one-off events only.
 */
const SERIES_TITLE = "Cars & Coffee PDX: First Sundays";
const cardHeadings = (page: Page) =>
  page.locator("article").filter({ hasNotText: SERIES_TITLE }).locator("h2");
const cardTitles = (page: Page) => cardHeadings(page).allTextContents();

/** The one-off demo events upcoming, soonest first. */
const UPCOMING = [
  "Cars & Coffee Denver",
  "Night Meet at the Docks",
  "Canyon Cruise: Angeles Crest",
  "HPDE Track Day at PIR",
  "Stance & Static Show",
  "Rotary Appreciation Meetup",
  "Autocross School",
  "Winter Tire Swap Social",
  "Sunset Cruise to Point Loma",
  "Coastal Run to Cannon Beach",
];

async function gotoEvents(page: Page, search = "") {
  await page.goto(`/events${search}`);
  // The controls submit by themselves once React has hydrated.
  await expect(page.locator("main form[data-enhanced]").first()).toBeAttached();
}

/** 'YYYY-MM-DDTHH:mm' two days from now on Los Angeles clocks, and that instant in UTC. */
function inTwoDaysInLosAngeles() {
  const target = new Date(Date.now() + 2 * 24 * 3600_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    })
      .formatToParts(target)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T19:30`;
}

test("a visitor browses /events: periods, search, Load More", async ({ page }) => {
  await gotoEvents(page);
  await expect(page.getByRole("heading", { level: 1, name: "Events & Meetups" })).toBeVisible();
  const banner = page.getByRole("region", { name: "Host Your Own Event" });
  await expect(banner.getByRole("link", { name: "Host an Event" })).toHaveAttribute(
    "href",
    "/events/create",
  );

  // Upcoming: 8 cards, soonest first, then Load More Events brings the rest and disappears.
  await expect(page.locator("article")).toHaveCount(8);
  const firstPage = await cardTitles(page);
  expect(firstPage).toEqual(UPCOMING.slice(0, firstPage.length));
  const first = page.locator("article").first();
  await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(first).toContainText("Park Meadows Lot C, Denver");
  await expect(first).toContainText("3 attending");
  await pageShot(page, "events-list-1280", 1280);
  await pageShot(page, "events-list-390", 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Load More Events until it is gone (the series' dates add cards to the one-off events).
  const loadMore = page.getByRole("link", { name: "Load More Events" });
  while (await loadMore.isVisible()) {
    const shown = await page.locator("article").count();
    await loadMore.click();
    await expect(page.locator("article")).not.toHaveCount(shown);
  }
  // The last one was cancelled by its host: still listed, with a "Cancelled" badge.
  expect(await cardTitles(page)).toEqual(UPCOMING);
  await expect(page.locator("article", { hasText: "Rotary Appreciation Meetup" })).toContainText(
    "Location TBA",
  );
  await expect(page.locator("article", { hasText: "Coastal Run to Cannon Beach" })).toContainText(
    "Cancelled",
  );
  await expect(page.getByRole("link", { name: "Load More Events" })).toHaveCount(0);

  // The period select is applied by the server and kept in the URL.
  const period = page.getByRole("combobox", { name: "Period" });
  await period.selectOption({ label: "Past Events" });
  await expect(page).toHaveURL(/\/events\?period=past$/);
  await expect(cardHeadings(page)).toHaveText(["Fall Colors Drive", "Midnight Meet Recap Night"]);
  // Past events say how many came, not how many are coming: on the cards and the event page.
  for (const card of await page.locator("article").all()) {
    await expect(card).toContainText(/\d+ attended/);
    await expect(card).not.toContainText("attending");
  }
  await page.locator("article").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Fall Colors Drive" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "RSVP and attendees" })).toContainText(
    /\d+ attended/,
  );
  await page.goBack();

  await period.selectOption({ label: "This Week" });
  await expect(page).toHaveURL(/period=week$/);
  await expect(cardHeadings(page)).toHaveText(["Cars & Coffee Denver", "Night Meet at the Docks"]);

  await period.selectOption({ label: "This Month" });
  await expect(page).toHaveURL(/period=month$/);
  await expect(cardHeadings(page)).toHaveText([
    "Cars & Coffee Denver",
    "Night Meet at the Docks",
    "Canyon Cruise: Angeles Crest",
    "HPDE Track Day at PIR",
    "Stance & Static Show",
  ]);

  // Search covers the description too; pending and rejected events are never found.
  await period.selectOption({ label: "Upcoming" });
  await page.getByRole("searchbox", { name: "Search events" }).fill("helmet");
  await expect(page).toHaveURL(/q=helmet/);
  await expect(cardHeadings(page)).toHaveText(["HPDE Track Day at PIR"]);
  for (const hidden of ["Drift Practice", "Downtown Takeover"]) {
    await page.getByRole("searchbox", { name: "Search events" }).fill(hidden);
    await expect(page.getByText("No events found matching your search.")).toBeVisible();
  }

  // A shared URL opens with its period and search in place.
  await gotoEvents(page, "?q=cruise&period=month");
  await expect(page.getByRole("searchbox", { name: "Search events" })).toHaveValue("cruise");
  await expect(period).toHaveValue("month");
  await expect(cardHeadings(page)).toHaveText(["Canyon Cruise: Angeles Crest"]);
});

test("without JavaScript, the period and search are a plain GET form", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/events");
  await page.getByRole("combobox", { name: "Period" }).selectOption("past");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/period=past/);
  await expect(cardHeadings(page)).toHaveText(["Fall Colors Drive", "Midnight Meet Recap Night"]);

  // Load More Events is a link to the next page, which goes on where the first stopped.
  await page.goto("/events");
  const firstPage = await cardTitles(page);
  await page.getByRole("link", { name: "Load More Events" }).click();
  await expect(page).toHaveURL(/cursor=/);
  const next = await cardTitles(page);
  expect(next.length).toBeGreaterThan(0);
  expect(next).toEqual(UPCOMING.slice(firstPage.length, firstPage.length + next.length));
  await context.close();
});

test("signed out, creating an event asks to sign in", async ({ page }) => {
  await page.goto("/events/create");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, "Please sign in to create an event")).toBeVisible();
});

test("a member hosts an event with a flyer; it is pending until approved", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, HOST.email, HOST.password);
  await page.goto("/events/create");
  await expect(page.locator("main form[data-enhanced]")).toBeAttached();
  const submit = page.getByRole("button", { name: "Create Event" });
  const flyer = page.locator('input[type="file"][name="flyer"]');

  // Nothing filled in.
  await submit.click();
  await expect(toast(page, "Please fill in all required fields")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Event title" })).toBeFocused();

  // Not an image, then too big.
  const notes = path.join(fileDir, "notes.txt");
  fs.writeFileSync(notes, "Bring snacks.\n");
  await flyer.setInputFiles(notes);
  await expect(toast(page, "Please select an image file")).toBeVisible();
  const huge = path.join(fileDir, "huge.png");
  fs.writeFileSync(huge, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
  await flyer.setInputFiles(huge);
  await expect(toast(page, "Image size must be less than 5MB")).toBeVisible();

  await pageShot(page, "events-create-1280", 1280);
  await pageShot(page, "events-create-390", 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The real thing.
  await page.getByRole("textbox", { name: "Event title" }).fill(TITLE);
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("Night laps and pizza. Helmets required.");
  await page.getByLabel("Date and time").fill(inTwoDaysInLosAngeles());
  await page.getByRole("combobox", { name: "Time zone" }).selectOption("America/Los_Angeles");
  const location = page.getByRole("combobox", { name: "Location" });
  await location.fill("Portl");
  await page.getByRole("option", { name: "Portland, OR, United States" }).click();
  await expect(location).toHaveValue("Portland, OR, United States");
  await expect(page.getByText("On the map as Portland, OR, United States")).toBeVisible();
  await page.getByRole("spinbutton", { name: "Max attendees" }).fill("2");
  const photo = await makePhoto(path.join(fileDir, "flyer.png"), {
    width: 1200,
    height: 800,
    colors: "#ff7a1a",
    format: "png",
  });
  await flyer.setInputFiles(photo);
  await expect(page.getByRole("img", { name: "Chosen flyer" })).toBeVisible();
  await submit.click();

  await expect(toast(page, "Image uploaded successfully!")).toBeVisible();
  await expect(
    toast(page, "Event created successfully! It will be visible after admin approval."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  eventId = page.url().split("/").pop() ?? "";
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Pending review")).toBeVisible();
  await expect(page.getByText("7:30 PM P", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: /View on map/ })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/search?query=Portland%2C%20OR%2C%20United%20States",
  );
  await expect(page.getByRole("img", { name: `Flyer for ${TITLE}` })).toHaveAttribute(
    "src",
    /\/uploads\/events\/.+\.webp$/,
  );

  // My events lists it with its status.
  await page.goto("/events/mine");
  await expect(page.locator("article", { hasText: TITLE })).toContainText("Pending review");

  // Nobody else sees it: not on the event page, not in the list.
  const visitor = await browser.newContext({ baseURL });
  const other = await visitor.newPage();
  const response = await other.goto(`/events/${eventId}`);
  expect(response?.status()).toBe(404);
  await expect(other.getByText("Looks like you've gone off track!")).toBeVisible();
  await gotoEvents(other, `?q=${encodeURIComponent(TITLE)}`);
  await expect(other.getByText("No events found matching your search.")).toBeVisible();
  await visitor.close();
});

test("an admin approves it on the event page; it is listed and in the calendar feed", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
  await page.goto(`/events/${eventId}`);
  const moderation = page.getByRole("region", { name: "Moderation" });
  await moderation.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Event approved successfully")).toBeVisible();
  await expect(moderation.getByText("Approved")).toBeVisible();
  await expect(moderation.getByRole("button", { name: "Approve" })).toBeDisabled();

  const visitor = await browser.newContext({ baseURL });
  const other = await visitor.newPage();
  await gotoEvents(other, `?q=${encodeURIComponent(TITLE)}`);
  const card = other.locator("article", { hasText: TITLE });
  await expect(card).toContainText("0 attending");
  await card.getByRole("link", { name: TITLE }).click();
  await expect(other).toHaveURL(`/events/${eventId}`);
  await expect(other.getByText("Pending review")).toHaveCount(0);
  // Link previews.
  await expect(other.locator('meta[property="og:title"]')).toHaveAttribute("content", TITLE);
  await expect(other.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^http:\/\/127\.0\.0\.1:\d+\/uploads\/events\/.+\.webp$/,
  );
  await expect(other.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    /Portland, OR, United States\. Night laps and pizza/,
  );
  const feed = await other.request.get("/events/calendar.ics");
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain(`SUMMARY:${TITLE}`);
  await visitor.close();
});

test("RSVP: 2 seats, three members, the third waits and is promoted when one cancels", async ({
  page,
  browser,
}) => {
  // A visitor is asked to sign in.
  await page.goto(`/events/${eventId}`);
  await expect(page.getByText("Please sign in to attend this event")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In to RSVP" })).toHaveAttribute(
    "href",
    "/auth",
  );

  const maya = await signedInContext(browser, MAYA);
  const kenji = await signedInContext(browser, KENJI);
  const sofia = await signedInContext(browser, SOFIA);
  const rsvp = (p: Page) => p.getByRole("region", { name: "RSVP" });

  await maya.page.goto(`/events/${eventId}`);
  await rsvp(maya.page).getByRole("button", { name: "Attend" }).click();
  await expect(toast(maya.page, "You're going! See you there.")).toBeVisible();
  await expect(rsvp(maya.page)).toContainText("1 attending");
  await expect(rsvp(maya.page)).toContainText("1 / 2 spots");
  await expect(rsvp(maya.page).getByText("You're going")).toBeVisible();

  await kenji.page.goto(`/events/${eventId}`);
  await rsvp(kenji.page).getByRole("button", { name: "Attend" }).click();
  await expect(rsvp(kenji.page)).toContainText("2 / 2 spots");

  await sofia.page.goto(`/events/${eventId}`);
  await rsvp(sofia.page).getByRole("button", { name: "Join Waitlist" }).click();
  await expect(toast(sofia.page, "you're on the waitlist")).toBeVisible();
  await expect(rsvp(sofia.page).getByText("You're #1 on the waitlist")).toBeVisible();
  await expect(rsvp(sofia.page)).toContainText("2 attending");

  await maya.page.reload();
  await rsvp(maya.page).getByRole("button", { name: "Cancel RSVP" }).click();
  await expect(toast(maya.page, "Your RSVP was cancelled.")).toBeVisible();
  // Her seat went to Sofia at once: the event is full again.
  await expect(rsvp(maya.page).getByRole("button", { name: "Join Waitlist" })).toBeVisible();

  await sofia.page.reload();
  await expect(rsvp(sofia.page).getByText("You're going")).toBeVisible();
  await expect(rsvp(sofia.page)).toContainText("2 / 2 spots");
  const mail = await waitForMail(SOFIA.email, "You're in");
  expect(mail.text).toContain(`/events/${eventId}`);

  // The host sees who is coming.
  const host = await signedInContext(browser, HOST);
  await host.page.goto(`/events/${eventId}`);
  const attendees = host.page.getByRole("list", { name: "Attendees" });
  await expect(attendees.getByRole("listitem")).toHaveText([/Kenji Watanabe/, /Sofia Lindqvist/]);
  await pageShot(host.page, "events-detail-1280", 1280);
  await pageShot(host.page, "events-detail-390", 390);

  for (const member of [maya, kenji, sofia, host]) await member.context.close();
});

test("Add to Calendar downloads an .ics that parses", async ({ page }) => {
  await page.goto(`/events/${eventId}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Add to Calendar (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^track-night-[a-z0-9]+\.ics$/);
  const text = fs.readFileSync((await download.path()) as string, "utf8");
  const lines = text.split("\r\n");
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("");
  for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  expect(unfolded).toContain(`SUMMARY:${TITLE}`);
  expect(unfolded).toContain(`UID:${eventId}@`);
  expect(unfolded).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(unfolded).toContain("GEO:45.52345;-122.67621");
  // 7:30 PM in Los Angeles is 02:30 or 03:30 UTC the next day (daylight saving or not).
  expect(unfolded).toMatch(/DTSTART:\d{8}T0[23]3000Z/);
  expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(unfolded.trim().endsWith("END:VCALENDAR")).toBe(true);
});

test("an admin deletes an event permanently; its attendees are told", async ({ page, browser }) => {
  await gotoEvents(page, "?q=Point%20Loma");
  const card = page.locator("article", { hasText: "Sunset Cruise to Point Loma" });
  const href = await card.getByRole("link").getAttribute("href");
  await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
  await page.goto(href ?? "");
  const moderation = page.getByRole("region", { name: "Moderation" });
  await moderation.getByText("Delete event…").click();
  await expect(
    moderation.getByText('Are you sure you want to delete "Sunset Cruise to Point Loma"?'),
  ).toBeVisible();
  await moderation.getByRole("button", { name: "Delete permanently" }).click();
  await expect(toast(page, "Event deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  expect((await page.request.get(href ?? "")).status()).toBe(404);

  // Sofia was going (demo data): her notifications say so, and where to look instead.
  const { context, page: sofia } = await signedInContext(browser, SOFIA);
  await sofia.goto("/notifications");
  const notice = sofia.getByText(
    'The event "Sunset Cruise to Point Loma" you were going to was removed',
  );
  await expect(notice).toBeVisible();
  await context.close();
});

test("Near Me orders by distance from the browser's position", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    geolocation: SEATTLE,
    permissions: ["geolocation"],
  });
  const page = await context.newPage();
  await gotoEvents(page);
  await page.getByRole("button", { name: "Near Me" }).click();
  await expect(page).toHaveURL(/near=47\.61%2C-122\.33/);
  await expect(page.getByText("Nearest first from your location")).toBeVisible();
  const titles = await cardTitles(page);
  expect(titles[0]).toBe("Night Meet at the Docks");
  // Then the Portland events (about 145 mi away), before anything in Denver or further.
  expect(titles.slice(1, 4).sort()).toEqual(
    ["Autocross School", "HPDE Track Day at PIR", TITLE].sort(),
  );
  await expect(page.locator("article").first()).toContainText("< 1 mi (1 km) away");
  await expect(page.locator("article", { hasText: "HPDE Track Day at PIR" })).toContainText(
    "145 mi (234 km) away",
  );
  // The period still applies, and Near Me turns off again.
  await page.getByRole("combobox", { name: "Period" }).selectOption({ label: "This Week" });
  await expect(cardHeadings(page)).toHaveText([
    "Night Meet at the Docks",
    TITLE,
    "Cars & Coffee Denver",
  ]);
  await page.getByRole("link", { name: /^Near Me/ }).click();
  await expect(page).toHaveURL(/\/events\?period=week$/);
  await context.close();
});

test("Near Me falls back to the profile location, then to a typed city", async ({
  browser,
  baseURL,
}) => {
  // Maya's profile says Portland, OR; her browser will not share its position.
  const maya = await signedInContext(browser, MAYA, { permissions: [] });
  await gotoEvents(maya.page);
  await maya.page.getByRole("button", { name: "Near Me" }).click();
  await expect(maya.page).toHaveURL(/near=me/);
  await expect(
    maya.page.getByText("Portland, OR, United States (your profile location)"),
  ).toBeVisible();
  await expect(maya.page.locator("article").first()).toContainText("Portland, OR");
  await maya.context.close();

  // A visitor has no profile: the page asks for a city and suggests as they type.
  const context = await browser.newContext({ baseURL, permissions: [] });
  const page = await context.newPage();
  await gotoEvents(page);
  await page.getByRole("button", { name: "Near Me" }).click();
  await expect(page.getByText("We couldn't get your location.")).toBeVisible();
  const city = page.getByRole("combobox", { name: "Your city" });
  await city.fill("Denv");
  await page.getByRole("option", { name: "Denver, CO, United States" }).click();
  await expect(page).toHaveURL(/near=39\.74%2C-104\.98/);
  await expect(page.getByText("Nearest first from Denver, CO, United States")).toBeVisible();
  expect((await cardTitles(page)).slice(0, 2)).toEqual([
    "Cars & Coffee Denver",
    "Winter Tire Swap Social",
  ]);
  await expect(page.locator("article").first()).toContainText("< 1 mi (1 km) away");
  await context.close();
});

// Last, because the home page (another area) shows the UpcomingEvents section this checks.
test("the approved event is in the home page's Upcoming Events", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Upcoming Events" });
  await expect(section.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/events");
  await expect(section.getByRole("link", { name: TITLE })).toHaveAttribute(
    "href",
    `/events/${eventId}`,
  );
});
