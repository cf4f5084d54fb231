// The connection drops (a phone in a tunnel): every navigation and write keeps the page it was on
// and what was typed, and says what failed in SPEC's words, never the "500 Something went wrong"
// screen. The drop is made the way a phone sees it: from the click on, every request for page
// data (React Router's `*.data` requests: the action, the loaders' reload after it, a fetcher's
// load, the next page's loaders) and for route discovery fails with ERR_INTERNET_DISCONNECTED.
// The page's scripts are already there (they were loaded with the page).
import type { Page } from "@playwright/test";
import { demoUsers, expect, screenshot, signIn, test } from "./support";

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** From now on, every data and route-discovery request of the page fails as if offline. */
async function dropConnection(page: Page) {
  await page.route(/\.data(\?|$)|\/__manifest/, (route) => route.abort("internetdisconnected"));
}

/** The error screen: "500" over the heading "Something went wrong". */
async function expectNoErrorScreen(page: Page) {
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
}

test("opening a build from the list while offline shows 'Failed to load build details'", async ({
  page,
}) => {
  await page.goto("/builds");
  await expect(page.getByRole("heading", { level: 1, name: "Build Showcases" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await dropConnection(page);
  await page.locator("main ul li").first().getByRole("link").first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Failed to load build details" }),
  ).toBeVisible();
  await expect(toast(page, "Failed to load build details. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/builds\/[0-9a-f-]{36}$/);
  await expectNoErrorScreen(page);
  await screenshot(page, "failures-build-offline-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "failures-build-offline-390");
});

test("creating an event while offline says 'Failed to create event' and keeps the form", async ({
  page,
}) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/events/create");
  await expect(page.locator("main form[data-enhanced]")).toBeAttached();
  const title = page.getByRole("textbox", { name: "Event title" });
  const description = page.getByRole("textbox", { name: "Description" });
  const when = page.getByLabel("Date and time");
  const location = page.getByRole("combobox", { name: "Location" });
  await title.fill("Offline Cruise Night");
  await description.fill("Typed on a train; the tunnel came before the button.");
  await when.fill("2030-06-15T19:30");
  await location.fill("Harbor lot B");
  await dropConnection(page);
  await page.getByRole("button", { name: "Create Event" }).click();

  await expect(toast(page, "Failed to create event")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Create Event" })).toBeVisible();
  await expect(title).toHaveValue("Offline Cruise Night");
  await expect(description).toHaveValue("Typed on a train; the tunnel came before the button.");
  await expect(when).toHaveValue("2030-06-15T19:30");
  await expect(location).toHaveValue("Harbor lot B");
  await expectNoErrorScreen(page);
});

test("posting a reply while offline says 'Failed to post reply' and keeps the text", async ({
  page,
}) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/forums");
  const link = page.locator("li[data-topic-id]").first().getByRole("link").first();
  const topicTitle = (await link.textContent())?.trim() ?? "";
  await link.click();
  const heading = page.getByRole("heading", { level: 1, name: topicTitle });
  await expect(heading).toBeVisible();
  await page.waitForLoadState("networkidle");
  const box = page.getByLabel("Your reply", { exact: true });
  await box.fill("Written in a dead zone, sent anyway.");
  await dropConnection(page);
  await page.getByRole("button", { name: "Post Reply" }).click();

  await expect(toast(page, "Failed to post reply")).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(box).toHaveValue("Written in a dead zone, sent anyway.");
  await expectNoErrorScreen(page);
});

test("cancelling an RSVP while offline keeps the event page and says the RSVP failed", async ({
  page,
}) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/events");
  const card = page.locator("article").first();
  const eventTitle = (await card.locator("h2").textContent())?.trim() ?? "";
  await card.getByRole("link").first().click();
  const heading = page.getByRole("heading", { level: 1, name: eventTitle });
  await expect(heading).toBeVisible();
  await page.waitForLoadState("networkidle");
  const rsvp = page.getByRole("region", { name: "RSVP" });
  const cancel = rsvp.getByRole("button", { name: /^(Cancel RSVP|Leave Waitlist)$/ });
  if ((await cancel.count()) === 0) {
    await rsvp.getByRole("button", { name: /^(Attend|Join Waitlist)$/ }).click();
    await expect(cancel).toBeVisible();
  }
  await page.waitForLoadState("networkidle");
  await dropConnection(page);
  await cancel.click();

  await expect(rsvp.getByRole("alert")).toHaveText("Failed to update your RSVP. Please try again.");
  await expect(heading).toBeVisible();
  await expect(cancel).toBeEnabled();
  await expectNoErrorScreen(page);
});

test("Load More on events while offline says 'Failed to load events' and keeps the cards", async ({
  page,
}) => {
  await page.goto("/events");
  const heading = page.getByRole("heading", { level: 1, name: "Events & Meetups" });
  await expect(heading).toBeVisible();
  await expect(page.locator("article")).toHaveCount(8);
  await page.waitForLoadState("networkidle");
  await dropConnection(page);
  await page.getByRole("link", { name: "Load More Events" }).click();

  await expect(toast(page, "Failed to load events")).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.locator("article")).toHaveCount(8);
  await expect(page.getByRole("link", { name: "Load More Events" })).toBeVisible();
  await expectNoErrorScreen(page);
});

test("a message to a seller sent offline says it failed and keeps the text", async ({ page }) => {
  await signIn(page, demoUsers.members[2].email, demoUsers.members[2].password);
  await page.goto("/marketplace");
  await page
    .locator("article")
    .filter({ hasText: "Work Meister S1" })
    .getByRole("link")
    .first()
    .click();
  const heading = page.getByRole("heading", { level: 1, name: /Work Meister S1/ });
  await expect(heading).toBeVisible();
  await page.waitForLoadState("networkidle");
  const message = page.getByLabel("Message");
  await message.fill("Still available? I could pick them up on Saturday.");
  await dropConnection(page);
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(
    page
      .getByRole("region", { name: "Contact seller" })
      .getByText("Failed to send your message. Please try again."),
  ).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(message).toHaveValue("Still available? I could pick them up on Saturday.");
  await expectNoErrorScreen(page);
});

test("a listing published offline says it failed and keeps the form", async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto("/marketplace/new");
  const heading = page.getByRole("heading", { level: 1, name: "Create a Listing" });
  await expect(heading).toBeVisible();
  await page.getByLabel("Title").fill("Offline wheels, barely used");
  await page.getByLabel("Category").selectOption("wheels");
  await page.getByLabel("Condition").selectOption("used");
  await page.getByLabel("Price").fill("900");
  await page.getByLabel("Location").fill("Tunnel 4, Seattle");
  await page.getByLabel("Description").fill("Four 17x8 wheels, typed where there is no signal.");
  await dropConnection(page);
  await page.getByRole("button", { name: "Publish Listing" }).click();

  await expect(toast(page, "Failed to create listing. Please try again.")).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Offline wheels, barely used");
  await expect(page.getByLabel("Description")).toHaveValue(
    "Four 17x8 wheels, typed where there is no signal.",
  );
  await expectNoErrorScreen(page);
});
