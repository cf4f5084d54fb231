// Forums in real Chromium (issue 5): browsing by category, search and Load More (with and without
// JavaScript), creating a topic, replying, quoting, editing one's own post, the visitor's
// sign-in prompt, long topics' pages, and every SPEC message, asserted literally.
//
// The browsing tests come first and read the demo forum as seeded (17 topics, one of them started
// by a member who has since left; the newest activity "Sanity check…"); later tests add their own
// topics with titles only they use.
import type { Page } from "@playwright/test";
import {
  demoUsers,
  expect,
  holdScripts,
  screenshot,
  signIn,
  test,
  toast,
  waitForHydration,
} from "./support";

const UNKNOWN_TOPIC = "3fa85f64-5717-4562-b3fc-2c963f66afa6";
const RUN = Date.now().toString(36);
const SEEDED = {
  total: 17,
  newest: "Sanity check: fair price for a set of BBS RS 17x9?",
  longThread: "Post your daily driver — and the one mod you'd undo",
  e85: "E85 conversion checklist: what did I miss?",
};

const topicItems = (page: Page) => page.locator("li[data-topic-id]");
const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Forum categories" });

/**
 * Opens /forums and waits until the page's scripts have loaded (React has hydrated), so clicks
 * take the JavaScript path (Load More appends) rather than the plain-link one.
 */
async function gotoForums(page: Page, search = "") {
  await page.goto(`/forums${search}`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "Forums" })).toBeVisible();
}

async function openTopic(page: Page, title: string) {
  await gotoForums(page, `?q=${encodeURIComponent(title)}`);
  await topicItems(page).getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/**
 * What the page shows, <noscript> banners included: without JavaScript the flash message is a
 * <noscript> banner instead of a toast, and Playwright's text selectors skip <noscript>.
 */
function shownText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: rendered text only, not the hydration JSON.
  return page.evaluate(() => document.body.innerText);
}

/** The topic's own header (title, author, time); reply cards have headers of their own. */
const topicHeader = (page: Page) => page.locator("main header").first();

async function createTopic(page: Page, title: string, category: string, content: string) {
  await page.goto("/forums/create");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption({ label: category });
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "Create Topic" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(toast(page, "Topic created successfully!")).toBeVisible();
}

test.describe("browsing /forums", () => {
  test("categories with counts, topics by latest activity, 8 then 6 per Load More", async ({
    page,
  }) => {
    await gotoForums(page);
    const nav = categoryNav(page);
    await expect(nav.getByRole("link", { name: "All Topics" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "All Topics" })).toContainText(String(SEEDED.total));
    await expect(nav.getByRole("link")).toHaveText([
      /^All Topics/,
      /^General\s*\(?2/,
      /^Build Threads\s*\(?2/,
      /^Tech & Tuning\s*\(?4/,
      /^Wheels & Stance\s*\(?3/,
      /^Events & Meets\s*\(?2/,
      /^Marketplace Talk\s*\(?2/,
      /^Off Topic\s*\(?2/,
    ]);
    await expect(page.getByRole("link", { name: "New Topic" })).toHaveAttribute(
      "href",
      "/forums/create",
    );

    await expect(topicItems(page)).toHaveCount(8);
    const first = topicItems(page).first();
    await expect(first.getByRole("heading").getByRole("link")).toHaveText(SEEDED.newest);
    await expect(first).toContainText("Marketplace Talk");
    await expect(first).toContainText("by Diego Ramirez");
    await expect(first).toContainText("3 replies");
    await expect(first.locator("time")).toHaveText(/^\d+ hours? ago$/);

    const loadMore = page.getByRole("link", { name: "Load More Topics" });
    await loadMore.click();
    await expect(topicItems(page)).toHaveCount(14);
    await loadMore.click();
    await expect(topicItems(page)).toHaveCount(SEEDED.total);
    await expect(loadMore).toHaveCount(0);
    const ids = await topicItems(page).evaluateAll((items) =>
      items.map((item) => item.getAttribute("data-topic-id")),
    );
    expect(new Set(ids).size).toBe(SEEDED.total);
  });

  test("a category narrows the list through the URL, matched in lowercase", async ({ page }) => {
    await gotoForums(page);
    await categoryNav(page)
      .getByRole("link", { name: /^Tech & Tuning/ })
      .click();
    await expect(page).toHaveURL(/\/forums\?category=tech-tuning$/);
    await expect(page.getByRole("heading", { level: 2, name: "Tech & Tuning" })).toBeVisible();
    await expect(topicItems(page)).toHaveCount(4);
    for (const item of await topicItems(page).all())
      await expect(item).toContainText("Tech & Tuning");
    await expect(categoryNav(page).getByRole("link", { name: /^Tech & Tuning/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("link", { name: "New Topic" })).toHaveAttribute(
      "href",
      "/forums/create?category=tech-tuning",
    );

    await gotoForums(page, "?category=TECH%20%26%20TUNING");
    await expect(topicItems(page)).toHaveCount(4);
    await gotoForums(page, "?category=no-such-category");
    await expect(page.getByText("There is no such category.")).toBeVisible();
  });

  test("search finds words in titles and in post text, and lives in the URL", async ({ page }) => {
    await gotoForums(page);
    const box = page.getByRole("searchbox", { name: "Search topics" });
    // "regulator" is only in the replies of the E85 thread.
    await box.fill("regulator");
    await expect(page).toHaveURL(/\/forums\?q=regulator$/);
    await expect(topicItems(page)).toHaveCount(1);
    await expect(topicItems(page).first().getByRole("heading").getByRole("link")).toHaveText(
      SEEDED.e85,
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "Results for “regulator”" }),
    ).toBeVisible();

    await box.fill("no such thing anywhere");
    await expect(page.getByText("No topics found matching your search.")).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).first().click();
    await expect(page).toHaveURL(/\/forums$/);
    await expect(box).toHaveValue("");
    await expect(topicItems(page)).toHaveCount(8);
  });

  test("without JavaScript: categories, search and Load More are plain links and forms", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/forums");
    await categoryNav(page)
      .getByRole("link", { name: /^Wheels & Stance/ })
      .click();
    await expect(page).toHaveURL(/category=wheels-stance/);
    await expect(topicItems(page)).toHaveCount(3);

    await page.getByRole("searchbox", { name: "Search topics" }).fill("offset");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/category=wheels-stance&q=offset/);
    await expect(topicItems(page)).toHaveCount(1);

    await page.goto("/forums");
    await page.getByRole("link", { name: "Load More Topics" }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(page.getByText("Showing older topics.")).toBeVisible();
    await expect(topicItems(page)).toHaveCount(6);
    await context.close();
  });

  test("a Load More that fails on the way says 'Failed to load topics'", async ({ page }) => {
    await gotoForums(page);
    await page.route(/\/forums\.data\?.*cursor=/, (route) => route.abort());
    await page.getByRole("link", { name: "Load More Topics" }).click();
    await expect(toast(page, "Failed to load topics")).toBeVisible();
    await expect(topicItems(page)).toHaveCount(8);
  });
});

test.describe("a topic, as a visitor", () => {
  test("shows category, title, author, time, body and replies, and asks to sign in", async ({
    page,
  }) => {
    await openTopic(page, SEEDED.e85);
    await expect(page.getByRole("link", { name: "Tech & Tuning" })).toHaveAttribute(
      "href",
      "/forums?category=tech-tuning",
    );
    await expect(topicHeader(page)).toContainText("Kenji Watanabe");
    await expect(topicHeader(page).locator("time")).toHaveText(/^\d+ days? ago$/);
    const body = page.getByRole("article", { name: "Topic post" });
    await expect(body).toContainText("ID1050x injectors");
    // The seeded body's URL is a link marked as user content.
    const link = body.getByRole("link", { name: "https://en.wikipedia.org/wiki/E85" });
    await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
    await expect(page.getByRole("heading", { name: "Replies (3)" })).toBeVisible();
    const replies = page.getByRole("article", { name: /^Reply by / });
    await expect(replies).toHaveCount(3);
    await expect(replies.first()).toContainText("Maya Okafor");

    await expect(page.getByText("Please sign in to post a reply")).toBeVisible();
    await expect(page.getByLabel("Your reply", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Quote" })).toHaveCount(0);
    await page.getByRole("link", { name: "Sign In" }).last().click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("New Topic sends a visitor to sign in with a toast", async ({ page }) => {
    await gotoForums(page);
    await page.getByRole("link", { name: "New Topic" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, "Please sign in to create a topic")).toBeVisible();
  });

  test("a crafted reply from a visitor is sent to /auth with 'Please sign in to post a reply'", async ({
    page,
    baseURL,
  }) => {
    await openTopic(page, SEEDED.e85);
    const response = await page.request.post(page.url(), {
      headers: { Origin: baseURL ?? "" },
      form: { intent: "reply", content: "sneaky" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/auth");
    await page.goto("/auth");
    await expect(toast(page, "Please sign in to post a reply")).toBeVisible();
  });

  test("'Topic not found' for an unknown or malformed id", async ({ page }) => {
    for (const id of [UNKNOWN_TOPIC, "not-a-topic"]) {
      const response = await page.goto(`/forums/topic/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Topic not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Forums" })).toBeVisible();
    }
  });

  test("long topics show their replies 20 to a page", async ({ page }) => {
    await openTopic(page, SEEDED.longThread);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(page.getByRole("article", { name: /^Reply by / })).toHaveCount(20);
    await page
      .getByRole("navigation", { name: "Reply pages", exact: true })
      .getByRole("link", { name: "Page 2" })
      .click();
    await expect(page).toHaveURL(/\?page=2#replies$/);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("article", { name: /^Reply by / })).toHaveCount(4);
  });
});

test.describe("writing, as a member", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoUsers.member.email, demoUsers.member.password);
  });

  test("creating a topic: 'Please fill in all fields', then 'Topic created successfully!'", async ({
    page,
  }) => {
    const title = `Coilover recommendations for an NA Miata ${RUN}`;
    await page.goto("/forums/create");
    await page.getByRole("button", { name: "Create Topic" }).click();
    await expect(toast(page, "Please fill in all fields")).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please fill in all fields" }),
    ).toBeVisible();

    // Whitespace only counts as empty.
    await page.getByLabel("Title").fill("    ");
    await page.getByLabel("Category").selectOption({ label: "Tech & Tuning" });
    await page.getByLabel("Content").fill("Daily plus a few track days a year.");
    await page.getByRole("button", { name: "Create Topic" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please fill in all fields" }),
    ).toBeVisible();
    await expect(page.getByLabel("Title")).toBeFocused();

    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Create Topic" }).click();
    await expect(page).toHaveURL(/\/forums\/topic\/[0-9a-f-]{36}$/);
    await expect(toast(page, "Topic created successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tech & Tuning" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Topic post" })).toContainText(
      "Daily plus a few track days a year.",
    );
    await expect(topicHeader(page)).toContainText(demoUsers.member.fullName);
    await expect(topicHeader(page).locator("time")).toHaveText("Just now");

    await gotoForums(page);
    await expect(topicItems(page).first().getByRole("heading").getByRole("link")).toHaveText(title);
  });

  test("the category of the list is chosen in the new topic form", async ({ page }) => {
    await gotoForums(page, "?category=events-meets");
    await page.getByRole("link", { name: "New Topic" }).click();
    await expect(page.getByLabel("Category")).toHaveValue(/[0-9a-f-]{36}/);
    await expect(page.getByLabel("Category").locator("option:checked")).toHaveText(
      "Events & Meets",
    );
  });

  test("an XSS payload in a post is shown as text; links get rel nofollow ugc noopener", async ({
    page,
  }) => {
    const payload = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
    await createTopic(
      page,
      `Markup test ${RUN}`,
      "Off Topic",
      `${payload}\nParts list: https://example.com/parts?car=na&mods=all.`,
    );
    const body = page.getByRole("article", { name: "Topic post" });
    await expect(body).toContainText(payload);
    await expect(body.locator("img, script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    const link = body.getByRole("link", { name: "https://example.com/parts?car=na&mods=all" });
    await expect(link).toHaveAttribute("href", "https://example.com/parts?car=na&mods=all");
    await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
  });

  test("replying: 'Please enter a reply', then 'Reply posted successfully!' and the topic is bumped", async ({
    page,
  }) => {
    await openTopic(page, SEEDED.e85);
    const box = page.getByLabel("Your reply", { exact: true });
    await box.fill("   ");
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(toast(page, "Please enter a reply")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a reply" })).toBeVisible();

    const text = `Don't forget a bigger fuel filter. ${RUN}`;
    await box.fill(text);
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(toast(page, "Reply posted successfully!")).toBeVisible();
    await expect(page).toHaveURL(/#post-[0-9a-f-]{36}$/);
    const mine = page
      .getByRole("article", { name: `Reply by ${demoUsers.member.fullName}` })
      .last();
    await expect(mine).toContainText(text);
    await expect(mine.locator("time")).toHaveText("Just now");
    await expect(page.getByRole("heading", { name: "Replies (4)" })).toBeVisible();
    await expect(box).toHaveValue("");

    await gotoForums(page);
    await expect(topicItems(page).first().getByRole("heading").getByRole("link")).toHaveText(
      SEEDED.e85,
    );
    await expect(topicItems(page).first()).toContainText("4 replies");
    await expect(topicItems(page).first().locator("time")).toHaveText("Just now");
  });

  test("a reply sent before the form's checks have loaded waits for them, then goes", async ({
    page,
  }) => {
    const title = `Held checks ${RUN}`;
    await createTopic(page, title, "General", "Does a reply wait for its checks?");
    // A fresh page: the forms' schemas (and zod) load only once a form is used. Hold them back.
    await gotoForums(page, `?q=${encodeURIComponent(title)}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/schemas-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await topicItems(page).getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.getByLabel("Your reply", { exact: true }).fill(`Held, then sent. ${RUN}`);
    await page.getByRole("button", { name: "Post Reply" }).click();
    // Nothing is sent while the checks are on their way...
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    // ...and the reply goes as soon as they have passed it.
    release();
    await expect(toast(page, "Reply posted successfully!")).toBeVisible();
    await expect(
      page.getByRole("article", { name: `Reply by ${demoUsers.member.fullName}` }),
    ).toContainText(`Held, then sent. ${RUN}`);
  });

  test("a reply that fails on the way says 'Failed to post reply' and keeps the text", async ({
    page,
  }) => {
    await openTopic(page, SEEDED.e85);
    await page.route(/\/forums\/topic\/[^/]+\.data/, (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    await page.getByLabel("Your reply", { exact: true }).fill("This one will not arrive.");
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(toast(page, "Failed to post reply")).toBeVisible();
    await expect(page.getByLabel("Your reply", { exact: true })).toHaveValue(
      "This one will not arrive.",
    );
  });

  test("a topic typed before the page's scripts have run keeps its title and text", async ({
    page,
  }) => {
    // The scripts are held back while the member types, as on a slow phone.
    const release = await holdScripts(page);
    await page.goto("/forums/create", { waitUntil: "domcontentloaded" });
    const title = `Typed early ${RUN}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption({ label: "General" });
    await page.getByLabel("Content").fill("Written before the scripts arrived.");
    release();
    await waitForHydration(page);
    // A keystroke re-renders the form: it once put the (empty) title the server rendered back.
    await page.getByLabel("Content").press("End");
    await page.getByLabel("Content").pressSequentially(" Still here.");
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Content")).toHaveValue(
      "Written before the scripts arrived. Still here.",
    );
    await page.getByRole("button", { name: "Create Topic" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(toast(page, "Topic created successfully!")).toBeVisible();
    await expect(page.getByRole("article", { name: "Topic post" })).toContainText(
      "Written before the scripts arrived. Still here.",
    );
  });

  test("a topic that fails on the way says 'Failed to create topic' and keeps the form", async ({
    page,
  }) => {
    await page.goto("/forums/create");
    await page.route(/\/forums\/create\.data/, (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    await page.getByLabel("Title").fill("Lost in transit");
    await page.getByLabel("Category").selectOption({ label: "General" });
    await page.getByLabel("Content").fill("Will it arrive?");
    await page.getByRole("button", { name: "Create Topic" }).click();
    await expect(toast(page, "Failed to create topic")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Lost in transit");
    await expect(page.getByLabel("Content")).toHaveValue("Will it arrive?");
  });

  test("Quote puts a post into the reply box; the reply shows it as a quote", async ({ page }) => {
    await openTopic(page, SEEDED.e85);
    await page.getByRole("link", { name: "Quote Kenji Watanabe" }).first().click();
    const box = page.getByLabel("Your reply", { exact: true });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(/^> Kenji Watanabe wrote:\n> Converting for E85 on the RB26:\n/);
    await box.press("End");
    await box.pressSequentially(`Great list! ${RUN}`);
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(toast(page, "Reply posted successfully!")).toBeVisible();
    const mine = page
      .getByRole("article", { name: `Reply by ${demoUsers.member.fullName}` })
      .last();
    await expect(mine.locator("blockquote cite")).toHaveText("Kenji Watanabe wrote:");
    await expect(mine.locator("blockquote")).toContainText("ID1050x injectors");
    await expect(mine.locator("p").last()).toHaveText(`Great list! ${RUN}`);
  });

  test("authors edit their own posts, marked 'edited'; others' posts have no Edit", async ({
    page,
  }) => {
    const title = `Which tyre pressures for a stretch? ${RUN}`;
    await createTopic(page, title, "Wheels & Stance", "Running 225s on 9.5s. Pressures?");
    await expect(page.getByRole("link", { name: "Edit post" })).toBeVisible();
    await page.getByRole("link", { name: "Edit post" }).click();
    const editor = page.getByLabel("Edit your post", { exact: true });
    await expect(editor).toHaveValue("Running 225s on 9.5s. Pressures?");
    await editor.fill("   ");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please enter some text" }),
    ).toBeVisible();
    await editor.fill("Running 215s on 9.5s. What pressures do you run?");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Post updated successfully!")).toBeVisible();
    const body = page.getByRole("article", { name: "Topic post" });
    await expect(body).toContainText("Running 215s on 9.5s. What pressures do you run?");
    await expect(body.getByText("edited", { exact: true })).toBeVisible();

    // Someone else's topic: Quote yes, Edit no.
    await openTopic(page, SEEDED.e85);
    await expect(page.getByRole("link", { name: "Quote Kenji Watanabe" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit post" })).toHaveCount(0);
  });

  test("another member's post cannot be edited through a crafted request", async ({
    page,
    baseURL,
  }) => {
    await openTopic(page, SEEDED.e85);
    const postId = (
      await page.getByRole("article", { name: "Topic post" }).getAttribute("id")
    )?.replace("post-", "");
    const response = await page.request.post(page.url(), {
      headers: { Origin: baseURL ?? "" },
      form: { intent: "edit", postId: postId ?? "", content: "Hijacked" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    await page.reload();
    await expect(page.getByRole("article", { name: "Topic post" })).toContainText(
      "ID1050x injectors",
    );
  });

  test("without JavaScript: reply (with its messages), quote and edit still work", async ({
    browser,
    baseURL,
    page,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto("/forums?q=Garage+playlist");
    await plain.locator("li[data-topic-id] a").first().click();
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(
      "Garage playlist: what's on while you wrench?",
    );

    await plain.getByRole("button", { name: "Post Reply" }).click();
    await expect(
      plain.getByRole("alert").filter({ hasText: "Please enter a reply" }),
    ).toBeVisible();

    await plain.getByRole("link", { name: "Quote Sofia Lindqvist" }).click();
    await expect(plain.getByLabel("Your reply", { exact: true })).toHaveValue(
      /^> Sofia Lindqvist wrote:\n> Podcasts about cars/,
    );
    await plain.getByLabel("Your reply", { exact: true }).fill(`Eurobeat all the way. ${RUN}`);
    await plain.getByRole("button", { name: "Post Reply" }).click();
    await expect(plain.getByRole("heading", { name: "Replies (3)" })).toBeVisible();
    expect(await shownText(plain)).toContain("Reply posted successfully!");
    const mine = plain
      .getByRole("article", { name: `Reply by ${demoUsers.member.fullName}` })
      .last();
    await expect(mine).toContainText(`Eurobeat all the way. ${RUN}`);

    await mine.getByRole("link", { name: "Edit reply" }).click();
    await plain
      .getByLabel("Edit your post", { exact: true })
      .fill(`Eurobeat and 90s hip hop. ${RUN}`);
    await plain.getByRole("button", { name: "Save Changes" }).click();
    await expect(mine.getByText("edited", { exact: true })).toBeVisible();
    expect(await shownText(plain)).toContain("Post updated successfully!");
    await expect(mine).toContainText(`Eurobeat and 90s hip hop. ${RUN}`);
    await context.close();
  });
});

test("screenshots: /forums, a topic and /forums/create at 1280 and 390", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await gotoForums(page);
    await screenshot(page, `forums-list-${width}`);
    await openTopic(page, SEEDED.e85);
    await screenshot(page, `forums-topic-${width}`);
  }
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    await page.goto("/forums/create");
    await expect(page.getByRole("heading", { level: 1, name: "New Topic" })).toBeVisible();
    await screenshot(page, `forums-create-${width}`);
  }
});

test("moderation: the admin locks a topic (members see it closed) and deletes a reply", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Locked thread ${RUN}`;
  const replyText = `Off-topic reply to remove ${RUN}`;
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await createTopic(page, title, "General", "Please keep it on topic.");
  await page.getByLabel("Your reply", { exact: true }).fill(replyText);
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(toast(page, "Reply posted successfully!")).toBeVisible();
  const topicUrl = page.url().replace(/[?#].*$/, "");

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  admin.on("dialog", (dialog) => dialog.accept());
  await signIn(admin, demoUsers.admin.email, demoUsers.admin.password);
  await admin.goto(topicUrl);
  await admin.waitForLoadState("networkidle");
  await admin.getByRole("button", { name: "Lock topic" }).click();
  await expect(admin.getByRole("button", { name: "Unlock topic" })).toBeVisible();

  await page.goto(topicUrl);
  await expect(topicHeader(page).getByText("Locked", { exact: true })).toBeVisible();
  await expect(page.getByText("This topic is locked. New replies are closed.")).toBeVisible();
  await expect(page.getByLabel("Your reply", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Post Reply" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Lock topic" })).toHaveCount(0);
  // The lock closes editing too: no Edit on the author's own post and reply, nor via ?edit=.
  await expect(page.getByRole("link", { name: "Edit post" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit reply" })).toHaveCount(0);
  const openingId = await page.locator("article[id^='post-']").first().getAttribute("id");
  await page.goto(`${topicUrl}?edit=${openingId?.replace("post-", "")}`);
  await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(0);

  const reply = admin.getByRole("listitem").filter({ hasText: replyText });
  await reply.getByRole("button", { name: "Delete" }).click();
  await expect(toast(admin, "Post deleted successfully.")).toBeVisible();
  await expect(admin.getByText(replyText)).toHaveCount(0);
  await expect(admin.getByRole("heading", { name: "Replies (0)" })).toBeVisible();
  await adminContext.close();
});
