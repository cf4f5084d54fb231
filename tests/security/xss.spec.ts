// Stored and reflected XSS: payloads in every text field a member can fill, then every page that
// shows them is opened in a real browser. Each payload must come out as literal text: no script
// runs (window.__xss stays undefined, no dialog), no element or handler from a payload exists in
// the DOM, and the raw HTML never contains a payload unescaped (checked on the server's answer,
// so the Content-Security-Policy, which would also block an injected script, cannot hide a hole).
// javascript: URLs are refused by the URL fields and never become a clickable href.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  request,
} from "@playwright/test";
import { demoUsers, expect, test } from "../e2e/support";
import {
  ACTOR_USERS,
  adminAction,
  createBuild,
  createEvent,
  createFeature,
  createListing,
  createTopic,
  disposeAll,
  htmlText,
  mediaAction,
  pngBytes,
  pngFile,
  postForm,
  postMultipart,
  postReply,
  registerPasskey,
  reportListing,
  signedInContext,
  submitPhotoSet,
  submitTutorial,
  visitorContext,
} from "./support";

const SCRIPT = "<script>window.__xss=1</script>";
const IMG = `<img src=x onerror="window.__xss=1">`;
const SVG = `"><svg onload="window.__xss=1">`;
const ALL = `${SVG}${IMG}${SCRIPT}`;
const JS_URL = "javascript:window.__xss=1//";

/** What must never appear raw in a page's HTML (escaped forms like &lt;script&gt; are fine). */
const RAW_INJECTIONS = [
  "<script>window.__xss",
  "<img src=x onerror",
  "<svg onload",
  'onerror="window.__xss',
  'onload="window.__xss',
  'href="javascript:',
  'src="javascript:',
];

/** The XSS author: a demo member whose name, bio and location become payloads too. */
const AUTHOR = demoUsers.members[2];

interface World {
  baseURL: string;
  author: APIRequestContext;
  admin: APIRequestContext;
  buildId: string;
  eventId: string;
  cancelledEventId: string;
  topicId: string;
  featureId: string;
  photoSetId: string;
  tutorialId: string;
  listingId: string;
}

let world: World;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL as string;
  const author = await signedInContext(url, AUTHOR);
  const admin = await signedInContext(url, ACTOR_USERS.admin);

  const profile = await postMultipart(author, url, "/profile", {
    username: AUTHOR.username,
    fullName: ALL,
    bio: `Bio ${ALL} ${JS_URL}`,
    location: ALL,
    avatarUrl: "",
  });
  expect(profile.status(), await profile.text()).toBe(302);

  const buildId = await createBuild(author, url, {
    title: `Build ${ALL}`,
    carMake: IMG,
    carModel: SVG,
    carYear: "1999",
    description: `Description ${ALL} ${JS_URL}`,
    images: [{ name: `${IMG}.png`, mimeType: "image/png", buffer: await pngBytes(48, 32) }],
    imageCaption: [`Caption ${ALL}`],
  });
  await adminAction(admin, url, "build-approve", buildId);
  await adminAction(admin, url, "build-feature", buildId);
  await adminAction(admin, url, "build-set-car-of-week", buildId);
  const comment = await postForm(author, url, `/builds/${buildId}`, {
    intent: "comment",
    content: `Comment ${ALL} ${JS_URL}`,
  });
  expect(comment.status()).toBe(200);
  // The admin follows the author, so the author's build reaches the admin's /following.
  const follow = await postForm(admin, url, "/following", {
    intent: "follow-member",
    username: AUTHOR.username,
  });
  expect(follow.status()).toBe(200);

  const eventId = await createEvent(author, url, {
    title: `Meet ${ALL}`,
    description: `Event description ${ALL} ${JS_URL}`,
    location: `Location ${ALL}`,
  });
  await adminAction(admin, url, "event-approve", eventId);
  const question = await postForm(author, url, `/events/${eventId}`, {
    intent: "comment",
    content: `Question ${ALL} ${JS_URL}`,
  });
  expect(question.status()).toBe(200);

  // One its host cancelled, with a reason (shown on its page).
  const cancelledEventId = await createEvent(author, url, { title: `Cancelled meet ${ALL}` });
  await adminAction(admin, url, "event-approve", cancelledEventId);
  const cancelled = await postForm(author, url, `/events/${cancelledEventId}`, {
    intent: "cancel-event",
    reason: `Reason ${ALL}`,
  });
  expect(cancelled.status()).toBe(200);
  // A second one stays pending, for the admin's review tab.
  await createEvent(author, url, { title: `Pending meet ${ALL}` });

  const { topicId } = await createTopic(author, url, {
    title: `Topic ${ALL}`,
    content: `Opening ${ALL}\n\n> ${SCRIPT}\n\n${JS_URL} [link](javascript:window.__xss=1)`,
  });
  const replyId = await postReply(author, url, topicId, `Reply ${ALL} https://example.com/${IMG}`);
  // The admin reports the reply and the build (ADR 038): the notes, the reply's text and the
  // build's title and description wait in the review queue.
  const flags = [
    [`/forums/topic/${topicId}`, { intent: "report-post", targetId: replyId, note: `Flag ${ALL}` }],
    [`/builds/${buildId}`, { intent: "report", note: `Build flag ${ALL}` }],
  ] as const;
  for (const [path, fields] of flags) {
    const flagged = await postForm(admin, url, path, { reason: "other", ...fields });
    expect(flagged.status(), await flagged.text()).toBe(200);
  }

  // Newer areas: a feature (admins write them), a photo set (approved) and a tutorial (left
  // pending) of the author, a listing of the author with a report of the admin, and a video.
  const featureId = await createFeature(admin, url, {
    title: `Feature ${ALL}`,
    carModel: IMG,
    excerpt: `Excerpt ${ALL}`,
    body: `Body ${ALL}\n\n${JS_URL}`,
  });
  const photoSetId = await submitPhotoSet(author, url, {
    title: `Media ${ALL}`,
    description: `Media description ${ALL} ${JS_URL}`,
    photos: [await pngFile(`${IMG}.png`)],
    captions: [`Photo caption ${ALL}`],
  });
  await mediaAction(admin, url, "media-approve", photoSetId);
  const tutorialId = await submitTutorial(author, url, {
    title: `Tutorial ${ALL}`,
    description: `Tutorial description ${ALL}`,
    steps: [{ title: `Step ${ALL}`, body: `Step body ${ALL} ${JS_URL}` }],
  });
  const video = await postMultipart(admin, url, "/admin/media", {
    title: `Video ${ALL}`,
    description: `Video description ${ALL}`,
    duration: "1:00",
    embedUrl: "https://youtu.be/dQw4w9WgXcQ",
    cover: await pngFile(`${SVG}.png`),
  });
  expect(video.status(), await video.text()).toBe(302);
  const listingId = await createListing(author, url, {
    title: `Listing ${ALL}`,
    location: `Where ${ALL}`,
    description: `Listing description ${ALL} ${JS_URL}`,
    photos: [await pngFile(`${IMG}.png`)],
  });
  await reportListing(admin, url, listingId, `Report ${ALL}`);

  // Passkeys named through the JSON door (the browser's way to add one) and renamed on the page;
  // their names show on the author's Security page and the admins' Members page.
  await registerPasskey(author, url, IMG);
  await registerPasskey(author, url, SVG);
  const renamed = await postForm(author, url, "/account/security", {
    intent: "passkey-rename",
    id: await registerPasskey(author, url, "Third key"),
    name: SCRIPT,
  });
  expect(renamed.status()).toBe(200);

  world = {
    baseURL: url,
    author,
    admin,
    buildId,
    eventId,
    cancelledEventId,
    topicId,
    featureId,
    photoSetId,
    tutorialId,
    listingId,
  };

  // A session signed in from a "browser" whose user agent is a payload: /account names devices
  // from what it recognises and never echoes the text.
  const payloadBrowser = await request.newContext({ baseURL: url, userAgent: ALL });
  const signedIn = await payloadBrowser.post("/api/auth/sign-in/email", {
    data: { email: AUTHOR.email, password: AUTHOR.password },
    headers: { Origin: url },
  });
  expect(signedIn.status()).toBe(200);
  await payloadBrowser.dispose();
});

test.afterAll(async () => {
  await disposeAll({ owner: world?.author, admin: world?.admin });
});

type Who = "visitor" | "author" | "admin";

async function browserContext(browser: Browser, who: Who): Promise<BrowserContext> {
  if (who === "visitor") return browser.newContext();
  const api = who === "author" ? world.author : world.admin;
  return browser.newContext({ storageState: await api.storageState() });
}

/** The DOM facts that would betray an injection, gathered in the page. */
async function injectionFacts(page: Page) {
  return page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    handlers: [...document.querySelectorAll("[onerror],[onload],[onclick],[onmouseover]")].map(
      (e) => e.outerHTML.slice(0, 120),
    ),
    injectedSvg: document.querySelectorAll("svg[onload]").length,
    injectedImg: document.querySelectorAll('img[src="x"]').length,
    injectedScripts: [...document.scripts]
      .filter((s) => s.textContent?.trim() === "window.__xss=1")
      .map((s) => s.outerHTML),
    javascriptUrls: [...document.querySelectorAll("[href],[src],[action],[formaction]")]
      .map((e) =>
        ["href", "src", "action", "formaction"].map((a) => e.getAttribute(a) ?? "").join(" "),
      )
      .filter((v) => /(^|\s)\s*javascript:/i.test(v)),
    // The page's text without the scripts' (which carry the page data, payloads included).
    text: (() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const e of body.querySelectorAll("script,style,template")) e.remove();
      return body.textContent ?? "";
    })(),
  }));
}

interface PageCheck {
  path: () => string;
  as: Who;
  /** Payload texts that must be on the page, literally. */
  shows: string[];
}

const q = encodeURIComponent(ALL);

const PAGES: PageCheck[] = [
  { path: () => "/", as: "visitor", shows: [`Build ${ALL}`, `Meet ${ALL}`, `Media ${ALL}`] },
  { path: () => "/builds", as: "visitor", shows: [`Build ${ALL}`] },
  { path: () => `/builds?q=${q}&make=${encodeURIComponent(IMG)}`, as: "visitor", shows: [] },
  {
    path: () => `/builds/${world.buildId}`,
    as: "visitor",
    shows: [`Build ${ALL}`, IMG, SVG, `Description ${ALL}`, `Caption ${ALL}`, `Comment ${ALL}`],
  },
  { path: () => "/my-builds", as: "author", shows: [`Build ${ALL}`] },
  { path: () => `/edit-build/${world.buildId}`, as: "author", shows: [] },
  { path: () => "/admin?tab=approved-builds", as: "admin", shows: [`Build ${ALL}`] },
  { path: () => "/admin?tab=featured-builds", as: "admin", shows: [`Build ${ALL}`] },
  { path: () => "/admin?tab=pending-events", as: "admin", shows: [`Pending meet ${ALL}`] },
  { path: () => "/admin?tab=users", as: "admin", shows: [ALL] },
  { path: () => "/admin?tab=audit", as: "admin", shows: [] },
  { path: () => "/events", as: "visitor", shows: [`Meet ${ALL}`] },
  { path: () => `/events?q=${q}`, as: "visitor", shows: [] },
  {
    path: () => `/events/${world.eventId}`,
    as: "visitor",
    shows: [`Meet ${ALL}`, `Event description ${ALL}`, `Location ${ALL}`, `Question ${ALL}`],
  },
  { path: () => "/events/mine", as: "author", shows: [`Meet ${ALL}`] },
  { path: () => `/events?category=${q}`, as: "visitor", shows: [] },
  { path: () => `/events/${world.eventId}/edit`, as: "author", shows: [] },
  {
    path: () => `/events/${world.cancelledEventId}`,
    as: "visitor",
    shows: [`Cancelled meet ${ALL}`, `Reason ${ALL}`],
  },
  { path: () => "/forums", as: "visitor", shows: [`Topic ${ALL}`] },
  { path: () => `/forums?q=${q}&category=${q}`, as: "visitor", shows: [] },
  {
    path: () => `/forums/topic/${world.topicId}`,
    as: "visitor",
    shows: [`Topic ${ALL}`, `Opening ${ALL}`, `Reply ${ALL}`, JS_URL],
  },
  { path: () => "/profile", as: "author", shows: [`Bio ${ALL}`] },
  { path: () => "/account", as: "author", shows: ["Unknown browser"] },
  { path: () => `/u/${AUTHOR.username}`, as: "visitor", shows: [] },
  // Features, media hub, marketplace, notifications (issue 7)
  { path: () => "/features", as: "visitor", shows: [`Feature ${ALL}`] },
  { path: () => `/features?q=${q}&sort=${q}`, as: "visitor", shows: [] },
  {
    path: () => `/features/${world.featureId}`,
    as: "visitor",
    shows: [`Feature ${ALL}`, `Body ${ALL}`, JS_URL],
  },
  { path: () => "/admin/features", as: "admin", shows: [`Feature ${ALL}`] },
  { path: () => `/admin/features?edit=${world.featureId}`, as: "admin", shows: [] },
  { path: () => "/media", as: "visitor", shows: [`Media ${ALL}`, `Video ${ALL}`] },
  { path: () => "/media", as: "author", shows: [`Tutorial ${ALL}`] },
  { path: () => `/media?q=${q}&type=${q}`, as: "visitor", shows: [] },
  {
    path: () => `/media/${world.photoSetId}`,
    as: "visitor",
    shows: [`Media ${ALL}`, `Media description ${ALL}`, `Photo caption ${ALL}`],
  },
  {
    path: () => `/media/${world.tutorialId}`,
    as: "author",
    shows: [`Tutorial ${ALL}`, `Step ${ALL}`, `Step body ${ALL}`],
  },
  { path: () => "/admin/media", as: "admin", shows: [`Tutorial ${ALL}`, `Video ${ALL}`] },
  { path: () => "/marketplace", as: "visitor", shows: [`Listing ${ALL}`] },
  { path: () => `/marketplace?q=${q}&category=${q}&sort=${q}`, as: "visitor", shows: [] },
  {
    path: () => `/marketplace/${world.listingId}`,
    as: "visitor",
    shows: [`Listing ${ALL}`, `Listing description ${ALL}`, `Where ${ALL}`],
  },
  { path: () => "/marketplace/mine", as: "author", shows: [`Listing ${ALL}`] },
  { path: () => `/marketplace/${world.listingId}/edit`, as: "author", shows: [] },
  {
    path: () => "/admin/marketplace",
    as: "admin",
    shows: [`Listing ${ALL}`],
  },
  // The listing's report waits in the one review queue, the member's details as its note.
  // So do the notes of reports of a reply and a build, with the reply's text and the build's.
  {
    path: () => "/admin/reports",
    as: "admin",
    shows: [
      `Report ${ALL}`,
      `Flag ${ALL}`,
      `Build flag ${ALL}`,
      `Reply ${ALL}`,
      `Build ${ALL}`,
      `Description ${ALL}`,
    ],
  },
  { path: () => "/following", as: "admin", shows: [`Build ${ALL}`] },
  // The admin's decisions name the author's items in the notices' titles.
  { path: () => "/notifications", as: "author", shows: [`Build ${ALL}`, `Media ${ALL}`] },
  { path: () => "/account/security", as: "author", shows: [IMG, SVG, SCRIPT] },
  {
    path: () => `/admin/members?q=${encodeURIComponent(AUTHOR.username)}`,
    as: "admin",
    shows: [ALL, IMG, SVG, SCRIPT],
  },
  { path: () => `/admin/members?q=${q}`, as: "admin", shows: [] },
  { path: () => `/auth?error=${q}`, as: "visitor", shows: [] },
  { path: () => `/nowhere/${q}`, as: "visitor", shows: [] },
];

test("no page shows a payload as markup: raw HTML from the server", async () => {
  const visitor = await visitorContext(world.baseURL);
  const contexts = { visitor, author: world.author, admin: world.admin };
  for (const check of PAGES) {
    const path = check.path();
    const response = await contexts[check.as].get(path);
    expect(response.status(), path).toBeLessThan(500);
    const html = await response.text();
    for (const raw of RAW_INJECTIONS) {
      expect(html.includes(raw), `${path} as ${check.as} contains raw ${raw}`).toBe(false);
    }
    const text = htmlText(html);
    for (const shown of check.shows) {
      expect(text.includes(shown), `${path} shows ${shown} as text`).toBe(true);
    }
  }
  await visitor.dispose();
});

test("feeds escape the payloads; calendars are served as plain calendar text", async () => {
  const visitor = await visitorContext(world.baseURL);
  for (const path of [
    "/builds/feed.xml",
    "/forums/feed.xml",
    "/events/calendar.ics",
    `/events/${world.eventId}/calendar.ics`,
    "/sitemap.xml",
  ]) {
    const response = await visitor.get(path);
    if (response.status() === 404) continue; // a feed that does not exist (yet)
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    if (path.endsWith(".ics")) {
      // Plain text by definition (the payload text is the event's text), and never sniffed as HTML.
      expect(response.headers()["content-type"], path).toMatch(/^text\/calendar/);
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
      continue;
    }
    for (const raw of RAW_INJECTIONS) {
      expect(body.includes(raw), `${path} contains raw ${raw}`).toBe(false);
    }
    expect(body, `${path}: no CDATA section carrying markup`).not.toMatch(
      /<!\[CDATA\[[^\]]*<script/i,
    );
  }
  await visitor.dispose();
});

/** Opens one page in `context` and checks that nothing of a payload runs or renders as markup. */
async function checkInBrowser(context: BrowserContext, check: PageCheck) {
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const path = check.path();
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const facts = await injectionFacts(page);
  const label = `${path} as ${check.as}`;
  expect(facts.xss, label).toBeUndefined();
  expect(dialogs, label).toEqual([]);
  expect(facts.handlers, label).toEqual([]);
  expect(facts.injectedSvg, label).toBe(0);
  expect(facts.injectedImg, label).toBe(0);
  expect(facts.injectedScripts, label).toEqual([]);
  expect(facts.javascriptUrls, label).toEqual([]);
  for (const shown of check.shows) {
    expect(facts.text.includes(shown), `${label} shows ${shown}`).toBe(true);
    await expect(
      page.getByText(shown).filter({ visible: true }).first(),
      `${label}: ${shown} visible`,
    ).toBeVisible();
  }
  await page.close();
}

test("in a real browser no payload runs, and the payload text is visible literally", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const contexts = new Map<Who, BrowserContext>();
  try {
    for (const who of new Set(PAGES.map((check) => check.as))) {
      contexts.set(who, await browserContext(browser, who));
    }
    // Three pages at a time: most of a page's time is the wait for the network to go quiet.
    const queue = [...PAGES];
    const worker = async () => {
      for (let check = queue.shift(); check; check = queue.shift()) {
        await checkInBrowser(contexts.get(check.as) as BrowserContext, check);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  } finally {
    for (const context of contexts.values()) await context.close();
  }
});

test("typing a payload into the forms and sending it runs nothing (client-side rendering too)", async ({
  browser,
}) => {
  const context = await browserContext(browser, "author");
  const page = await context.newPage();
  let dialog = false;
  page.on("dialog", async (d) => {
    dialog = true;
    await d.dismiss();
  });
  await page.goto(`/builds/${world.buildId}`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Add a comment").fill(`Live ${ALL}`);
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText(`Live ${ALL}`).first()).toBeVisible();
  const facts = await injectionFacts(page);
  expect(facts.xss).toBeUndefined();
  expect(facts.handlers).toEqual([]);
  expect(facts.injectedImg).toBe(0);
  expect(dialog).toBe(false);
  await context.close();
});

test("javascript: URLs are refused by every URL field", async () => {
  const { author, baseURL } = world;
  for (const url of [
    JS_URL,
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
  ]) {
    const build = await postMultipart(author, baseURL, "/create-build", {
      title: "Link test",
      carMake: "Honda",
      carModel: "Civic",
      carYear: "2000",
      description: "",
      featuredImageUrl: url,
    });
    expect(build.status(), `build image URL ${url}`).toBe(400);
    expect(htmlText(await build.text())).toContain("Please enter a valid image URL");

    const event = await postMultipart(author, baseURL, "/events/create", {
      title: "Link test",
      description: "",
      eventDate: "2099-05-05T10:00",
      timeZone: "UTC",
      location: "Denver, CO",
      placeId: "",
      maxAttendees: "",
      imageUrl: url,
    });
    expect(event.status(), `event image URL ${url}`).toBe(400);
    expect(htmlText(await event.text())).toContain("Please enter a valid image URL");

    const profile = await postMultipart(author, baseURL, "/profile", {
      username: AUTHOR.username,
      fullName: "x",
      bio: "",
      location: "",
      avatarUrl: url,
    });
    expect(profile.status(), `avatar URL ${url}`).toBe(400);
    expect(htmlText(await profile.text())).toContain(
      "Please enter an image URL starting with https://.",
    );

    // The media hub's embed field takes only YouTube and Vimeo links.
    const video = await postMultipart(world.admin, baseURL, "/admin/media", {
      title: "Link test",
      description: "Link test",
      duration: "",
      embedUrl: url,
      cover: await pngFile(),
    });
    expect(video.status(), `video embed URL ${url}`).toBe(400);
    expect(htmlText(await video.text())).toContain("Enter a YouTube or Vimeo video link");
  }
});

test("a username cannot carry markup", async () => {
  const response = await postMultipart(world.author, world.baseURL, "/profile", {
    username: `<img src=x onerror=alert(1)>`,
    fullName: "x",
    bio: "",
    location: "",
    avatarUrl: "",
  });
  expect(response.status()).toBe(400);
  expect(await (await world.author.get("/profile")).text()).toContain(AUTHOR.username);
});
