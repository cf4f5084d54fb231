// The connection drops (a phone in a tunnel): in every area a navigation and a write keep the
// page, keep what was typed, and say what failed in SPEC's words (or the area's own failure text
// where SPEC has none), never the "500 Something went wrong" screen. The drop is made the way a
// phone sees it (dropConnection): from the click on, every request for page data (React Router's
// `*.data`: the action, the loaders' reload after it, a fetcher, the next page's loaders) and for
// route discovery fails with ERR_INTERNET_DISCONNECTED; the page's scripts are already there.
//
// One app for the file; each test signs in through the auth API (no page load) and uses the demo
// data, or rows it makes itself, so the tests stand alone.
import type { Page } from "@playwright/test";
import {
  demoUsers,
  dropConnection,
  expect,
  expectNoErrorScreen,
  fileApp,
  photo,
  screenshot,
  signIn,
  test,
  toast,
  waitForHydration,
} from "./support";

const RUN = Date.now().toString(36);

/** Opens `path` and waits until nothing is loading any more (fetchers, deferred data). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/** The first link of the first item `items` picks on the page: its text and the locator. */
/**
 * A detail page opened offline: its own 'Failed to load …' view (the route's error boundary) with
 * a retry, inside the site's header and footer.
 */
async function expectFailedView(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
}

async function firstLink(page: Page, items: string) {
  const link = page.locator(items).first().getByRole("link").first();
  await expect(link).toBeVisible();
  return link;
}

test.describe("builds", () => {
  test("opening a build from the list offline shows 'Failed to load build details'", async ({
    page,
  }) => {
    await open(page, "/builds");
    await expect(page.getByRole("heading", { level: 1, name: "Build Showcases" })).toBeVisible();
    await dropConnection(page);
    await (await firstLink(page, "main ul li")).click();

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

  test("a comment posted offline says 'Failed to add comment' and keeps the text", async ({
    page,
  }) => {
    await signIn(page, demoUsers.member.email, demoUsers.member.password);
    await open(page, "/builds");
    await (await firstLink(page, "main ul li")).click();
    const post = page.getByRole("button", { name: "Post Comment" });
    await expect(post).toBeDisabled();
    await page.waitForLoadState("networkidle");
    const box = page.getByLabel("Add a comment");
    await box.fill("Typed in a car park with one bar of signal.");
    await dropConnection(page);
    await post.click();

    await expect(toast(page, "Failed to add comment. Please try again.")).toBeVisible();
    await expect(box).toHaveValue("Typed in a car park with one bar of signal.");
    await expect(page).toHaveURL(/\/builds\/[0-9a-f-]{36}$/);
    await expectNoErrorScreen(page);
  });
});

test.describe("events", () => {
  test("opening an event from the list offline keeps the page and says it failed", async ({
    page,
  }) => {
    await open(page, "/events");
    const heading = page.getByRole("heading", { level: 1, name: "Events & Meetups" });
    await expect(heading).toBeVisible();
    await dropConnection(page);
    await (await firstLink(page, "article")).click();

    await expectFailedView(page, "Failed to load event");
    await expectNoErrorScreen(page);
  });

  test("creating an event offline says 'Failed to create event' and keeps the form", async ({
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

  test("cancelling an RSVP offline keeps the event page and says the RSVP failed", async ({
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

    await expect(rsvp.getByRole("alert")).toHaveText(
      "Failed to update your RSVP. Please try again.",
    );
    await expect(heading).toBeVisible();
    await expect(cancel).toBeEnabled();
    await expectNoErrorScreen(page);
  });

  test("Load More on events offline says 'Failed to load events' and keeps the cards", async ({
    page,
  }) => {
    await open(page, "/events");
    const heading = page.getByRole("heading", { level: 1, name: "Events & Meetups" });
    await expect(page.locator("article")).toHaveCount(8);
    await dropConnection(page);
    await page.getByRole("link", { name: "Load More Events" }).click();

    await expect(toast(page, "Failed to load events")).toBeVisible();
    await expect(heading).toBeVisible();
    await expect(page.locator("article")).toHaveCount(8);
    await expect(page.getByRole("link", { name: "Load More Events" })).toBeVisible();
    await expectNoErrorScreen(page);
  });
});

test.describe("forums", () => {
  test("opening a topic from the list offline says 'Failed to load topic'", async ({ page }) => {
    await open(page, "/forums");
    await dropConnection(page);
    await (await firstLink(page, "li[data-topic-id]")).click();

    await expect(page.getByText("Failed to load topic", { exact: true }).first()).toBeVisible();
    await expectNoErrorScreen(page);
  });

  test("a reply posted offline says 'Failed to post reply' and keeps the text", async ({
    page,
  }) => {
    await signIn(page, demoUsers.member.email, demoUsers.member.password);
    await page.goto("/forums");
    const link = await firstLink(page, "li[data-topic-id]");
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
});

test.describe("marketplace", () => {
  test("opening a listing from the list offline keeps the page and says it failed", async ({
    page,
  }) => {
    await open(page, "/marketplace");
    await dropConnection(page);
    await (await firstLink(page, "main article")).click();

    await expectFailedView(page, "Failed to load listing");
    await expectNoErrorScreen(page);
  });

  test("opening My Listings offline says the page failed to load, with a retry", async ({
    page,
  }) => {
    await signIn(page, demoUsers.members[2].email, demoUsers.members[2].password);
    await open(page, "/marketplace");
    await dropConnection(page);
    await page.getByRole("link", { name: "My Listings" }).first().click();

    await expectFailedView(page, "Failed to load page");
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
});

test.describe("media", () => {
  test("opening a media item from the hub offline keeps the page and says it failed", async ({
    page,
  }) => {
    await open(page, "/media");
    await dropConnection(page);
    await (await firstLink(page, "[data-testid=media-card]")).click();

    await expectFailedView(page, "Failed to load media");
    await expectNoErrorScreen(page);
  });

  test("a tutorial submitted offline says it failed and keeps the form", async ({ page }) => {
    await signIn(page, demoUsers.member.email, demoUsers.member.password);
    await page.goto("/media/submit?type=tutorial");
    await expect(page.getByRole("button", { name: "Add step" })).toBeVisible();
    await waitForHydration(page);
    const title = page.getByLabel("Title", { exact: true });
    await title.fill(`Offline knob swap ${RUN}`);
    await page.getByLabel("Description").fill("Typed under a bridge.");
    await page.getByLabel("Cover image").setInputFiles({
      name: "cover.jpg",
      mimeType: "image/jpeg",
      buffer: await photo({ width: 800, height: 500 }),
    });
    await page.getByLabel("Step 1 title").fill("Unscrew the old knob");
    await page.getByLabel("Step 1 instructions").fill("Counter-clockwise, hold the lever still.");
    await page.getByLabel("Step 2 title").fill("Thread on the new one");
    await page.getByLabel("Step 2 instructions").fill("Hand tight, then lock the jam nut.");
    await dropConnection(page);
    await page.getByRole("button", { name: "Submit for Review" }).click();

    await expect(page.getByText("Failed to submit media. Please try again.").first()).toBeVisible();
    await expect(title).toHaveValue(`Offline knob swap ${RUN}`);
    await expect(page.getByLabel("Step 2 instructions")).toHaveValue(
      "Hand tight, then lock the jam nut.",
    );
    await expectNoErrorScreen(page);
  });
});

test.describe("features", () => {
  test("opening a feature from the list offline says 'Failed to load feature'", async ({
    page,
  }) => {
    await open(page, "/features");
    await dropConnection(page);
    await (await firstLink(page, "[data-feature-id]")).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Failed to load feature" }),
    ).toBeVisible();
    await expectNoErrorScreen(page);
  });

  test("a search sent offline says 'Failed to load features' and keeps the term", async ({
    page,
  }) => {
    await page.goto("/features");
    await expect(page.locator("main form[data-enhanced]")).toBeAttached();
    await page.waitForLoadState("networkidle");
    const search = page.getByRole("searchbox").first();
    await search.fill("rotary");
    await dropConnection(page);
    await page.getByRole("button", { name: "Search", exact: true }).click();

    await expect(toast(page, "Failed to load features. Please try again.")).toBeVisible();
    await expect(search).toHaveValue("rotary");
    await expect(page.getByRole("heading", { level: 1, name: "Features" })).toBeVisible();
    await expectNoErrorScreen(page);
  });

  test("a feature an admin creates offline says 'Failed to create feature.' and keeps the form", async ({
    page,
  }) => {
    await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
    await page.goto("/admin/features");
    await page.getByRole("link", { name: "New Feature" }).click();
    await expect(page.getByRole("heading", { name: "New Feature" })).toBeVisible();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const title = page.getByLabel("Title", { exact: true });
    const body = page.getByLabel("Body", { exact: true });
    await title.fill(`Offline Rotary ${RUN}`);
    await page.getByLabel("Car model", { exact: true }).fill("Mazda RX-7 FD");
    await page.getByLabel("Published date", { exact: true }).fill("2026-02-10");
    await page.getByLabel("Excerpt", { exact: true }).fill("A rotary story, typed offline.");
    await body.fill("Written where the signal gave up.");
    await dropConnection(page);
    await page.getByRole("button", { name: "Create Feature" }).click();

    // The form's own message, above its fields (as for any refusal of this form).
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to create feature." }),
    ).toBeVisible();
    await expect(title).toHaveValue(`Offline Rotary ${RUN}`);
    await expect(body).toHaveValue("Written where the signal gave up.");
    await expectNoErrorScreen(page);
  });
});

test.describe("profile", () => {
  test("opening your profile from the account menu offline says 'Failed to load profile'", async ({
    page,
  }) => {
    await signIn(page, demoUsers.member.email, demoUsers.member.password);
    await open(page, "/");
    await dropConnection(page);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Profile", exact: true }).click();

    await expect(page.getByText("Failed to load profile", { exact: true })).toBeVisible();
    await expectNoErrorScreen(page);
  });

  test("opening a member's public profile offline keeps the page and says it failed", async ({
    page,
  }) => {
    await open(page, "/forums");
    await dropConnection(page);
    // A topic's author name links to their public profile.
    await page.locator('li[data-topic-id] a[href^="/u/"]').first().click();

    await expect(page.getByText("Failed to load profile", { exact: true })).toBeVisible();
    await expectNoErrorScreen(page);
  });

  test("saving your profile offline says 'Failed to update profile' and keeps the text", async ({
    page,
  }) => {
    await signIn(page, demoUsers.members[3].email, demoUsers.members[3].password);
    await open(page, "/profile");
    await waitForHydration(page);
    const bio = page.getByLabel("Bio");
    const location = page.getByLabel("Location");
    await bio.fill("Typed on the ferry, saved nowhere.");
    await location.fill("Somewhere offshore");
    await dropConnection(page);
    await page.getByRole("button", { name: "Save Changes" }).click();

    await expect(page.getByText("Failed to update profile").first()).toBeVisible();
    await expect(bio).toHaveValue("Typed on the ferry, saved nowhere.");
    await expect(location).toHaveValue("Somewhere offshore");
    await expectNoErrorScreen(page);
  });
});

test.describe("account settings", () => {
  test("an e-mail change sent offline says it failed and keeps the address", async ({ page }) => {
    // Offline, nothing reaches the server: the demo member's account is left as it is.
    await signIn(page, demoUsers.members[3].email, demoUsers.members[3].password);
    await open(page, "/account");
    await waitForHydration(page);
    const field = page.getByLabel("New e-mail address");
    await field.fill(`offline-${RUN}@example.com`);
    await dropConnection(page);
    await page.getByRole("button", { name: "Send confirmation link" }).click();

    await expect(
      page.getByText("We couldn't send the confirmation link. Please try again."),
    ).toBeVisible();
    await expect(field).toHaveValue(`offline-${RUN}@example.com`);
    await expectNoErrorScreen(page);
  });
});

test.describe("notifications", () => {
  /** Gives `member` one unread notice: the admin rejects, then approves again, one of their builds. */
  async function noticeFor(page: Page, member: (typeof demoUsers.members)[number]) {
    const { baseURL } = await fileApp();
    const profile = await page.request.get(`${baseURL}/u/${member.username}`);
    const id = (await profile.text()).match(/href="\/builds\/([0-9a-f-]{36})"/)?.[1];
    expect(id, `a build of ${member.username}`).toBeTruthy();
    const admin = await page.context().browser()?.newContext({ baseURL });
    if (!admin) throw new Error("no browser");
    const adminPage = await admin.newPage();
    await signIn(adminPage, demoUsers.admin.email, demoUsers.admin.password);
    for (const intent of ["build-reject", "build-approve"]) {
      const response = await adminPage.request.post(`${baseURL}/admin`, {
        form: { intent, id: id ?? "" },
        headers: { Origin: baseURL },
      });
      expect(response.ok(), `${intent}: ${response.status()}`).toBe(true);
    }
    await admin.close();
  }

  test("opening notifications from the bell offline says they failed to load", async ({ page }) => {
    await signIn(page, demoUsers.members[2].email, demoUsers.members[2].password);
    await open(page, "/");
    await dropConnection(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Notifications(, \d+ unread)?$/ })
      .click();

    await expect(
      page.getByText("Failed to load notifications. Please try again.").first(),
    ).toBeVisible();
    await expectNoErrorScreen(page);
  });

  test("'Mark all as read' offline says it failed and keeps the notices unread", async ({
    page,
  }) => {
    const member = demoUsers.members[1];
    await noticeFor(page, member);
    await signIn(page, member.email, member.password);
    await open(page, "/notifications");
    const markAll = page.getByRole("button", { name: "Mark all as read" });
    await expect(markAll).toBeVisible();
    await dropConnection(page);
    await markAll.click();

    await expect(toast(page, "Failed to update notifications. Please try again.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(markAll).toBeEnabled();
    await expectNoErrorScreen(page);
  });
});

test.describe("admin", () => {
  test("switching admin tabs offline says 'Failed to load builds.'", async ({ page }) => {
    await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
    await open(page, "/admin?tab=pending-builds");
    const tabs = page.getByRole("navigation", { name: "Admin sections" });
    await dropConnection(page);
    await tabs.getByRole("link", { name: /^Approved Builds/ }).click();

    await expect(toast(page, "Failed to load builds.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    await expectNoErrorScreen(page);
  });

  test("featuring a build offline says 'Failed to update featured status.'", async ({ page }) => {
    await signIn(page, demoUsers.admin.email, demoUsers.admin.password);
    await open(page, "/admin?tab=approved-builds");
    const feature = page
      .getByTestId("admin-build-row")
      .getByRole("button", { name: "Feature", exact: true })
      .first();
    await expect(feature).toBeVisible();
    await dropConnection(page);
    await feature.click();

    await expect(toast(page, "Failed to update featured status.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    await expect(feature).toBeEnabled();
    await expectNoErrorScreen(page);
  });
});

test.describe("auth", () => {
  test("opening the sign-in page offline keeps the page and says it failed", async ({ page }) => {
    await open(page, "/about");
    await dropConnection(page);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).first().click();

    await expect(page.getByText("An unexpected error occurred").first()).toBeVisible();
    await expectNoErrorScreen(page);
  });

  test("signing in offline says 'An unexpected error occurred' and keeps the e-mail", async ({
    page,
  }) => {
    await open(page, "/auth");
    const email = page.getByLabel("Email", { exact: true });
    await email.fill(demoUsers.member.email);
    await page.getByLabel("Password", { exact: true }).fill(demoUsers.member.password);
    await dropConnection(page);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();

    await expect(page.getByText("An unexpected error occurred").first()).toBeVisible();
    await expect(email).toHaveValue(demoUsers.member.email);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
    await expectNoErrorScreen(page);
  });
});
