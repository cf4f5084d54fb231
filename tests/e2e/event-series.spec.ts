// Recurring meets in real Chromium: a host creates a monthly series (first Sunday) on
// /events/create, lands on its pending series page; an admin approves it there, its dates become
// events listed on /events, the series page lists them with links, and an occurrence's page
// links back to its series. Without JavaScript the "Repeats" fieldset posts as it is.
import { demoUsers, expect, pageShot, signedInContext, signIn, test } from "./support";

test.describe.configure({ mode: "serial" });

const TITLE = `Sunday Coffee ${Date.now().toString(36)}`;
const HOST = demoUsers.members[0];

/** 'YYYY-MM-DDTHH:mm' some days from now on Los Angeles clocks. */
function inDaysInLosAngeles(days: number, time: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    })
      .formatToParts(new Date(Date.now() + days * 24 * 3600_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${time}`;
}

let seriesUrl = "";

test("a host creates a monthly series, an admin approves it, its dates are on /events", async ({
  page,
  browser,
}) => {
  await signIn(page, HOST.email, HOST.password);
  await page.goto("/events/create");
  const repeats = page.getByRole("group", { name: "Repeats" });
  // Nothing but the choice shows for a meet that does not repeat.
  await expect(repeats.getByRole("radio", { name: "Does not repeat" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Week of the month" })).toBeHidden();

  await page.getByRole("textbox", { name: "Event title" }).fill(TITLE);
  await page.getByLabel("Date and time").fill(inDaysInLosAngeles(2, "08:00"));
  await page.getByRole("combobox", { name: "Time zone" }).selectOption("America/Los_Angeles");
  await page.getByRole("combobox", { name: "Location" }).fill("Lloyd Center North Lot, Portland");
  await repeats.getByRole("radio", { name: "Monthly on the nth weekday" }).check();
  await page.getByRole("combobox", { name: "Week of the month" }).selectOption({ label: "First" });
  await page.getByRole("combobox", { name: "Day of the week" }).selectOption({ label: "Sunday" });
  await expect(page.getByRole("radio", { name: "Never" })).toBeChecked();
  await pageShot(page, "event-series-create-1280", 1280);
  await page.getByRole("button", { name: "Create Event" }).click();

  await expect(page).toHaveURL(/\/events\/series\/[0-9a-f-]{36}$/);
  seriesUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Pending review").first()).toBeVisible();
  await expect(page.getByText(/^Every month on the first Sunday, 8:00 AM P[SD]T$/)).toBeVisible();
  await pageShot(page, "event-series-pending-390", 390);

  // An admin approves it once, on the series page.
  const { context, page: admin } = await signedInContext(browser, demoUsers.admin);
  await admin.goto(seriesUrl);
  await admin.getByRole("button", { name: "Approve series" }).click();
  await expect(
    admin.getByText("Series approved: its next dates are on the calendar."),
  ).toBeVisible();
  const dates = admin.getByRole("region", { name: "Upcoming dates" }).getByRole("link");
  await expect(dates.first()).toBeVisible();
  expect(await dates.count()).toBeGreaterThanOrEqual(2);
  await expect(dates.first()).toContainText("Sunday");
  await context.close();

  // Public now: the series page, its dates on /events, and the way back from a date.
  await page.goto(seriesUrl);
  await expect(page.getByText("Pending review")).toHaveCount(0);
  await expect(page.getByText("0 attending").first()).toBeVisible();
  await pageShot(page, "event-series-page-1280", 1280);
  await pageShot(page, "event-series-page-390", 390);
  await page.goto(`/events?q=${encodeURIComponent(TITLE)}`);
  await expect(page.locator("article h2", { hasText: TITLE }).first()).toBeVisible();
  await page.goto(seriesUrl);
  await page.getByRole("region", { name: "Upcoming dates" }).getByRole("link").first().click();
  await expect(page.getByText("Part of a series:")).toBeVisible();
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`${seriesUrl}$`));
});

test("without JavaScript, the Repeats fieldset posts as it is and says what is wrong", async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, demoUsers.members[2], {
    javaScriptEnabled: false,
  });
  await page.goto("/events/create");
  await page.getByRole("textbox", { name: "Event title" }).fill(`${TITLE} weekly`);
  await page.getByLabel("Date and time").fill(inDaysInLosAngeles(3, "19:00"));
  await page.getByRole("combobox", { name: "Time zone" }).selectOption("America/Los_Angeles");
  await page.getByRole("combobox", { name: "Location" }).fill("Portland, OR");
  await page.getByRole("radio", { name: "Every n weeks" }).check();
  await page.getByRole("spinbutton", { name: "Every how many weeks" }).fill("2");
  await page.getByRole("radio", { name: "After a number of meets" }).check();
  await expect(page.getByLabel("Last meet on or before")).toBeHidden();
  await page.getByRole("spinbutton", { name: "Number of meets" }).fill("");
  await page.getByRole("button", { name: "Create Event" }).click();
  // The server's answer keeps the choices and says what is missing.
  await expect(
    page.getByText("Please enter a number of meets from 2 to 100").first(),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: "Every n weeks" })).toBeChecked();
  await page.getByRole("spinbutton", { name: "Number of meets" }).fill("4");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page).toHaveURL(/\/events\/series\/[0-9a-f-]{36}$/);
  await expect(
    page.getByText(/^Every 2 weeks on \w+day, 7:00 PM P[SD]T, 4 times in all$/),
  ).toBeVisible();
  await context.close();
});
