// Calendars and "bring your car" in real Chromium: a member RSVPs to a demo meet naming one of
// their builds, which shows in the event's "Cars attending" (for the host too); their personal
// calendar feed, linked from My events, downloads with that event in it; after "Reset link" the
// old address answers 404 and the new one works. The tests tell one story in order (serial).
import ICAL from "ical.js";
import {
  demoUsers,
  expect,
  pageShot,
  signedInContext,
  signIn,
  test,
  waitForHydration,
  waitForMail,
} from "./support";

test.describe.configure({ mode: "serial" });

const MAYA = demoUsers.members[0];
const EVENT = "Canyon Cruise: Angeles Crest"; // demo: hosted by the admin, Maya not going
const CAR = "Civic Type R FK8 Daily"; // Maya's approved demo build, chassis FK8 on its spec sheet

let eventPath = "";
let feedUrl = "";

test("an RSVP naming a build shows in Cars attending, for the host too; the invite is e-mailed", async ({
  page,
  browser,
}) => {
  await signIn(page, MAYA.email, MAYA.password);
  await page.goto(`/events?q=${encodeURIComponent("Canyon Cruise")}`);
  await page.getByRole("link", { name: EVENT }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: EVENT })).toBeVisible();
  eventPath = new URL(page.url()).pathname;
  await waitForHydration(page);

  const select = page.getByLabel("Bringing a car?");
  await expect(select.locator("option")).toContainText(["No car", CAR]);
  await select.selectOption({ label: CAR });
  await page.getByRole("button", { name: "Attend" }).click();
  await expect(page.getByText("You're going", { exact: true })).toBeVisible();

  const gallery = page.getByRole("list", { name: "Cars attending" });
  const car = gallery.getByRole("listitem").filter({ hasText: CAR });
  await expect(car).toBeVisible();
  await expect(car).toContainText("FK8");
  await expect(car.getByRole("link", { name: CAR })).toHaveAttribute("href", /\/builds\//);

  const mail = await waitForMail(MAYA.email, `You're going: ${EVENT}`);
  const invite = mail.attachments?.[0];
  expect(invite?.content).toContain("METHOD:REQUEST");

  for (const width of [390, 1280]) await pageShot(page, `events-cars-attending-${width}`, width);

  // The host (the admin) sees the same gallery.
  const host = await signedInContext(browser, demoUsers.admin);
  try {
    await host.page.goto(eventPath);
    await expect(
      host.page.getByRole("list", { name: "Cars attending" }).getByText(CAR),
    ).toBeVisible();
  } finally {
    await host.context.close();
  }
});

test("My events links the personal feed; it downloads a calendar with the event", async ({
  page,
}) => {
  await signIn(page, MAYA.email, MAYA.password);
  await page.goto("/events/mine");
  await expect(page.getByRole("heading", { name: "Your calendar" })).toBeVisible();
  const field = page.getByLabel("Calendar link", { exact: true });
  feedUrl = await field.inputValue();
  expect(feedUrl).toMatch(/\/events\/my\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByRole("link", { name: "Subscribe in Calendar App" })).toHaveAttribute(
    "href",
    feedUrl.replace(/^https?:/, "webcal:"),
  );
  for (const width of [390, 1280]) await pageShot(page, `events-my-calendar-${width}`, width);

  // A calendar app fetches it without any cookie.
  const response = await page.request.fetch(feedUrl, { headers: { Cookie: "" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const titles = calendar
    .getAllSubcomponents("vevent")
    .map((v) => String(v.getFirstPropertyValue("summary")));
  expect(titles).toContain(EVENT);
});

test("after Reset link the old address is 404 and the new one works", async ({ page }) => {
  await signIn(page, MAYA.email, MAYA.password);
  await page.goto("/events/mine");
  await waitForHydration(page);
  const field = page.getByLabel("Calendar link", { exact: true });
  const old = await field.inputValue();
  await page.getByRole("button", { name: "Reset Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset calendar link" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Reset Link" }).click();
  await expect(field).not.toHaveValue(old);
  const fresh = await field.inputValue();

  expect((await page.request.fetch(old, { headers: { Cookie: "" } })).status()).toBe(404);
  const renewed = await page.request.fetch(fresh, { headers: { Cookie: "" } });
  expect(renewed.status()).toBe(200);
  expect(await renewed.text()).toContain("Canyon Cruise");
  expect(old).toBe(feedUrl);
});
