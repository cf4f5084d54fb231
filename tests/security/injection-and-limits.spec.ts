// SQL metacharacters in every search box and query parameter: never a server error, and matched
// literally (a "%" search finds only text with a "%" in it, not everything). Oversized input gets
// the schemas' clear length messages, or 413/414/431 for bodies and URLs beyond what the server
// reads at all; never a 5xx. NUL characters in form fields are dropped, never stored, never a 5xx.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../e2e/support";
import {
  ACTOR_USERS,
  adminAction,
  createBuild,
  createEvent,
  createFeature,
  createListing,
  createTopic,
  disposeAll,
  featureFields,
  htmlText,
  idsIn,
  listingFields,
  mediaAction,
  photoSetFields,
  pngBytes,
  pngFile,
  postForm,
  postMultipart,
  postReply,
  readPage,
  signedInContext,
  submitPhotoSet,
  type UploadFile,
  unique,
  visitorContext,
} from "./support";

const METACHARACTERS = [
  "'",
  '"',
  ";--",
  "%",
  "_",
  "\\",
  "' OR 1=1--",
  '"; DROP TABLE builds;--',
  "%' UNION SELECT null,null--",
  "名前 🚗 Ünïcödé",
  "a".repeat(500),
];

/** Every GET parameter a search or filter reads, page by page (pages of newer areas included). */
const SEARCHES: Record<string, string[]> = {
  "/builds": [
    "q",
    "make",
    "model",
    "chassis",
    "yearMin",
    "yearMax",
    "yearFrom",
    "yearTo",
    "tag",
    "aspiration",
    "suspension",
    "wheel",
    "offsetMin",
    "offsetMax",
    "powerMin",
    "powerMax",
    "sort",
    "cursor",
  ],
  "/events": ["q", "period", "near", "city", "place", "cursor"],
  "/events/places": ["q"],
  "/forums": ["q", "category", "cursor"],
  "/forums/create": ["category"],
  "/admin": ["tab", "page"],
  "/admin/members": ["q"],
  "/auth/two-factor": ["method"],
  "/features": ["q", "sort", "type", "cursor"],
  "/media": ["q", "sort", "type", "category", "cursor"],
  "/marketplace": ["q", "category", "condition", "sort", "minPrice", "maxPrice", "cursor"],
  "/notifications": ["cursor", "page"],
};

/** A marker with every LIKE metacharacter, in one approved build, event and topic. */
const LITERAL = `Lit ${Date.now().toString(36)} 100% under_score back\\slash`;

interface World {
  baseURL: string;
  visitor: APIRequestContext;
  member: APIRequestContext;
  admin: APIRequestContext;
}
let world: World;

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL as string;
  world = {
    baseURL: url,
    visitor: await visitorContext(url),
    member: await signedInContext(url, ACTOR_USERS.owner),
    admin: await signedInContext(url, ACTOR_USERS.admin),
  };
});
test.afterAll(async () => {
  await disposeAll({ visitor: world?.visitor, owner: world?.member, admin: world?.admin });
});

test("metacharacters in every search and filter parameter never cause a server error", async () => {
  test.setTimeout(120_000);
  for (const [path, params] of Object.entries(SEARCHES)) {
    const as = path.startsWith("/admin") ? world.admin : world.member;
    // Every parameter of the page carries the value at once (each is parsed on its own), plus the
    // main search box alone (so a fallback on another parameter cannot hide it).
    const urls = METACHARACTERS.flatMap((value) => [
      `${path}?${new URLSearchParams(params.map((p) => [p, value]))}`,
      `${path}?${new URLSearchParams({ [params[0]]: value })}`,
    ]);
    // A few at a time, each on its own connection (no keep-alive reuse races under load).
    for (let i = 0; i < urls.length; i += 6) {
      const statuses = await Promise.all(
        urls.slice(i, i + 6).map(async (url) => {
          const response = await as.get(url, { maxRedirects: 0, headers: { Connection: "close" } });
          return [url, response.status()] as const;
        }),
      );
      for (const [url, status] of statuses) expect(status, url).toBeLessThan(500);
    }
  }
  // The one character the database cannot hold is refused up front, with a 400.
  const nul = await world.visitor.get("/builds?q=%00");
  expect(nul.status()).toBe(400);
  expect(await nul.text()).toBe("Bad request: the address contains a NUL character.");
});

test("searches match metacharacters literally: % and _ are not wildcards, quotes are text", async () => {
  const buildId = await createBuild(world.member, world.baseURL, { title: LITERAL });
  await adminAction(world.admin, world.baseURL, "build-approve", buildId);
  const eventId = await createEvent(world.member, world.baseURL, { title: LITERAL });
  await adminAction(world.admin, world.baseURL, "event-approve", eventId);
  const { topicId } = await createTopic(world.member, world.baseURL, { title: LITERAL });
  const featureId = await createFeature(world.admin, world.baseURL, { title: LITERAL });
  const mediaId = await submitPhotoSet(world.member, world.baseURL, { title: LITERAL });
  await mediaAction(world.admin, world.baseURL, "media-approve", mediaId);
  const listingId = await createListing(world.member, world.baseURL, { title: LITERAL });

  const areas = [
    { path: "/builds", prefix: "/builds/", id: buildId },
    { path: "/events", prefix: "/events/", id: eventId },
    { path: "/forums", prefix: "/forums/topic/", id: topicId },
    { path: "/features", prefix: "/features/", id: featureId },
    { path: "/media", prefix: "/media/", id: mediaId },
    { path: "/marketplace", prefix: "/marketplace/", id: listingId },
  ];
  for (const area of areas) {
    const found = async (q: string) =>
      idsIn(
        await (await world.visitor.get(`${area.path}?${new URLSearchParams({ q })}`)).text(),
        area.prefix,
      );
    // Everything is listed without a search (so an empty answer below means "no match").
    expect((await found("")).length, area.path).toBeGreaterThan(0);
    // Each metacharacter finds the one record that contains it, literally.
    for (const q of ["100%", "%", "under_score", "back\\slash", "% under_", LITERAL]) {
      expect(await found(q), `${area.path}?q=${q}`).toEqual([area.id]);
    }
    // As wildcards these would match nearly everything; literally they match nothing.
    for (const q of ["%%%", "%_%", "_%", "' OR 1=1--", "' OR '1'='1", "100_", "under%score"]) {
      expect(await found(q), `${area.path}?q=${q}`).toEqual([]);
    }
  }
  // Filters too: a make of "%" is not "any make".
  const byMake = await world.visitor.get(`/builds?${new URLSearchParams({ make: "%" })}`);
  expect(idsIn(await byMake.text(), "/builds/")).toEqual([]);
});

test("oversized form fields get the schemas' length messages", async () => {
  const { member, admin, baseURL } = world;
  const huge = (n: number) => "x".repeat(n);

  const build = await postMultipart(member, baseURL, "/create-build", {
    title: huge(10_000),
    carMake: huge(1_000),
    carModel: "Civic",
    carYear: "2000",
    description: huge(100_000),
    featuredImageUrl: "https://example.com/a.jpg",
  });
  expect(build.status()).toBe(400);
  const buildText = htmlText(await build.text());
  expect(buildText).toContain("Title must be 120 characters or less");
  expect(buildText).toContain("Make must be 60 characters or less");
  expect(buildText).toContain("Description must be 5000 characters or less");

  const buildId = idsIn(await (await member.get("/builds")).text(), "/builds/")[0];
  const comment = await postForm(member, baseURL, `/builds/${buildId}`, {
    intent: "comment",
    content: huge(100_000),
  });
  expect(comment.status()).toBe(400);
  expect(htmlText(await comment.text())).toContain("Comments must be 2000 characters or less");

  const event = await postMultipart(member, baseURL, "/events/create", {
    title: huge(10_000),
    description: "",
    eventDate: "2099-01-01T10:00",
    timeZone: "UTC",
    location: "Denver",
    placeId: "",
    maxAttendees: "",
    imageUrl: "",
  });
  expect(event.status()).toBe(400);
  expect(htmlText(await event.text())).toContain("Title must be 120 characters or less");

  const categoryId =
    /<option[^>]*value="([0-9a-f-]{36})"/.exec(
      await (await member.get("/forums/create")).text(),
    )?.[1] ?? "";
  const topic = await postForm(member, baseURL, "/forums/create", {
    title: huge(10_000),
    categoryId,
    content: "hello",
  });
  expect(topic.status()).toBe(400);
  expect(htmlText(await topic.text())).toContain("Title must be 150 characters or less");

  const { topicId } = await createTopic(member, baseURL);
  const reply = await postForm(member, baseURL, `/forums/topic/${topicId}`, {
    intent: "reply",
    content: huge(100_000),
  });
  expect(reply.status()).toBe(400);
  expect(htmlText(await reply.text())).toContain("Replies must be 10,000 characters or less");

  const profile = await postMultipart(member, baseURL, "/profile", {
    username: ACTOR_USERS.owner.username,
    fullName: huge(10_000),
    bio: huge(100_000),
    location: "",
    avatarUrl: "",
  });
  expect(profile.status()).toBe(400);
  const profileText = htmlText(await profile.text());
  expect(profileText).toContain("Full name must be 100 characters or fewer.");
  expect(profileText).toContain("Bio must be 500 characters or fewer.");

  // Newer areas (issue 7): listings, media submissions, features, videos, contact and report.
  const listingsBefore = await readPage(member, "/marketplace/mine");
  const listing = await postMultipart(member, baseURL, "/marketplace/new", {
    ...listingFields({ title: huge(10_000), location: huge(1_000), description: huge(100_000) }),
  });
  expect(listing.status()).toBe(400);
  const listingText = htmlText(await listing.text());
  expect(listingText).toContain("Title must be 120 characters or less");
  expect(listingText).toContain("Location must be 120 characters or less");
  expect(listingText).toContain("Description must be 5000 characters or less");

  const photos = await postMultipart(
    member,
    baseURL,
    "/media/submit",
    await photoSetFields({ title: huge(10_000), description: huge(100_000) }),
  );
  expect(photos.status()).toBe(400);
  const photosText = htmlText(await photos.text());
  expect(photosText).toContain("Title must be 120 characters or less");
  expect(photosText).toContain("Description must be 5000 characters or less");
  // A caption's row exists only for a chosen photo (a file input cannot be refilled), so its
  // message is the form's message when it is the only problem.
  const caption = await postMultipart(
    member,
    baseURL,
    "/media/submit",
    await photoSetFields({ captions: [huge(1_000)] }),
  );
  expect(caption.status()).toBe(400);
  expect(htmlText(await caption.text())).toContain("Captions must be 200 characters or less");

  const tutorial = await postMultipart(member, baseURL, "/media/submit?type=tutorial", {
    kind: "tutorial",
    title: "A tutorial",
    description: "Steps that are too long.",
    cover: await pngFile("cover.png"),
    "step-title-0": huge(1_000),
    "step-body-0": huge(10_000),
  });
  expect(tutorial.status()).toBe(400);
  expect(htmlText(await tutorial.text())).toContain("Step titles must be 120 characters or less");

  const feature = await postMultipart(admin, baseURL, "/admin/features", {
    intent: "create",
    ...featureFields({
      title: huge(10_000),
      carModel: huge(1_000),
      excerpt: huge(10_000),
      body: huge(100_000),
    }),
  });
  expect(feature.status()).toBe(400);
  const featureText = htmlText(await feature.text());
  expect(featureText).toContain("Title must be 150 characters or less");
  expect(featureText).toContain("Car model must be 80 characters or less");
  expect(featureText).toContain("Excerpt must be 300 characters or less");
  expect(featureText).toContain("Body must be 20000 characters or less");

  const video = await postMultipart(admin, baseURL, "/admin/media", {
    title: huge(10_000),
    description: huge(100_000),
    duration: huge(100),
    embedUrl: `https://www.youtube.com/watch?v=${huge(1_000)}`,
    cover: await pngFile("cover.png"),
  });
  expect(video.status()).toBe(400);
  const videoText = htmlText(await video.text());
  expect(videoText).toContain("Title must be 120 characters or less");
  expect(videoText).toContain("Description must be 5000 characters or less");
  expect(videoText).toContain("Embed URL is too long");

  // Contact and report on someone else's listing (the admin's).
  const listingId = await createListing(admin, baseURL);
  const contact = await postForm(member, baseURL, `/marketplace/${listingId}`, {
    intent: "contact",
    message: huge(100_000),
  });
  expect(contact.status()).toBe(400);
  expect(htmlText(await contact.text())).toContain("Your message must be 2000 characters or less");
  const report = await postForm(member, baseURL, `/marketplace/${listingId}`, {
    intent: "report",
    reason: "other",
    details: huge(100_000),
  });
  expect(report.status()).toBe(400);
  expect(htmlText(await report.text())).toContain("Details must be 1000 characters or less");

  // Nothing of it was saved.
  expect(await (await member.get("/my-builds")).text()).not.toContain(huge(121));
  expect(await (await member.get("/profile")).text()).not.toContain(huge(101));
  expect(await readPage(member, "/marketplace/mine")).toBe(listingsBefore);
  expect(await (await member.get("/media")).text()).not.toContain(huge(121));
  expect(await (await admin.get("/admin/features")).text()).not.toContain(huge(151));
  expect(await (await admin.get("/admin/marketplace")).text()).not.toContain(huge(1001));
});

test("oversized requests are refused cleanly: huge URLs, bodies and auth JSON", async () => {
  const { visitor, member, baseURL } = world;
  // A 100 KB query string: the HTTP server refuses it (414/431) or the page ignores the excess.
  const longUrl = await visitor.get(`/builds?q=${"a".repeat(100_000)}`);
  expect(longUrl.status()).toBeLessThan(500);
  expect([200, 400, 414, 431]).toContain(longUrl.status());
  const longButFits = await visitor.get(`/builds?q=${"%25".repeat(2_000)}`);
  expect(longButFits.status()).toBe(200);

  // 36 MB of form body to a form that takes files (six 5 MB photos at most: five showcase photos
  // and a dyno sheet): 413 with a message, before it is all read.
  const big = await postMultipart(member, baseURL, "/create-build", {
    title: "Too big",
    carMake: "Honda",
    carModel: "Civic",
    carYear: "2000",
    description: "",
    featuredImageUrl: "",
    images: [
      { name: "a.png", mimeType: "image/png", buffer: Buffer.alloc(12 * 1024 * 1024) },
      { name: "b.png", mimeType: "image/png", buffer: Buffer.alloc(12 * 1024 * 1024) },
      { name: "c.png", mimeType: "image/png", buffer: Buffer.alloc(12 * 1024 * 1024) },
    ],
  });
  expect(big.status()).toBe(413);
  expect(htmlText(await big.text())).toContain(
    "File too large: Please select images smaller than 5MB.",
  );

  // A 2 MB urlencoded body to a text-only action.
  const bigForm = await postForm(member, baseURL, "/forums/create", {
    title: "x",
    categoryId: "x",
    content: "x".repeat(2 * 1024 * 1024),
  });
  expect(bigForm.status()).toBeLessThan(500);
  expect([400, 413]).toContain(bigForm.status());

  // The JSON auth API: oversized fields and bodies are a 4xx with a message, never a 5xx.
  for (const data of [
    { email: `${"a".repeat(10_000)}@example.com`, password: "whatever-123" },
    { email: ACTOR_USERS.other.email, password: "p".repeat(100_000) },
    { email: ACTOR_USERS.other.email, password: "x", padding: "y".repeat(2 * 1024 * 1024) },
  ]) {
    const response = await visitor.post("/api/auth/sign-in/email", {
      data,
      headers: { Origin: baseURL },
    });
    expect(response.status(), JSON.stringify(data).slice(0, 60)).toBeGreaterThanOrEqual(400);
    expect(response.status(), JSON.stringify(data).slice(0, 60)).toBeLessThan(500);
    expect(response.headers()["set-cookie"] ?? "").not.toContain("session_token=");
  }
  const signUp = await visitor.post("/api/auth/sign-up/email", {
    data: {
      email: `${unique("long")}@example.com`,
      password: "p".repeat(100_000),
      name: "n".repeat(100_000),
    },
    headers: { Origin: baseURL },
  });
  expect(signUp.status()).toBeGreaterThanOrEqual(400);
  expect(signUp.status()).toBeLessThan(500);
  expect((await signUp.json()).message).toBe("Password too long");

  // The /auth form: refused with a message, no session.
  const form = await postForm(visitor, baseURL, "/auth", {
    intent: "signin",
    email: `${"a".repeat(10_000)}@example.com`,
    password: "p".repeat(100_000),
  });
  expect([400, 401]).toContain(form.status());
  expect(htmlText(await form.text())).toMatch(/Invalid email or password|must be|too long/i);
  expect(form.headers()["set-cookie"] ?? "").not.toContain("session_token=");
});

/** Milliseconds /healthz takes to answer. */
async function healthzTime(baseURL: string): Promise<number> {
  const started = Date.now();
  const response = await fetch(`${baseURL}/healthz`);
  expect(response.status).toBe(200);
  return Date.now() - started;
}

test("form bodies without files are capped at 1 MB (413) and non-forms answer 400, never 500", async () => {
  const { visitor, member, baseURL } = world;
  const tooLarge = "x".repeat(1024 * 1024 + 10);
  // Anonymous forms and a member's: 413 with the message, before the body is read.
  for (const [context, path] of [
    [visitor, "/newsletter"],
    [visitor, "/theme"],
    [visitor, "/auth"],
    [member, "/forums/create"],
  ] as const) {
    const response = await postForm(context, baseURL, path, { email: tooLarge, theme: "light" });
    expect(response.status(), path).toBe(413);
    expect(htmlText(await response.text()), path).toContain("at most 1 MB");
  }
  // JSON and text/plain too (the auth API's JSON body included).
  for (const [path, type] of [
    ["/newsletter", "application/json"],
    ["/theme", "text/plain"],
    ["/api/auth/sign-in/email", "application/json"],
  ]) {
    const response = await visitor.post(path, {
      headers: { Origin: baseURL, "Content-Type": type },
      data: Buffer.alloc(1024 * 1024 + 10, 0x61),
      maxRedirects: 0,
    });
    expect(response.status(), `${path} ${type}`).toBe(413);
  }

  // Sent without a length (chunked), 6 MB: refused once past 1 MB, and /healthz stays quick.
  const chunk = new TextEncoder().encode(`email=${"a".repeat(64 * 1024)}`);
  let sent = 0;
  const slowHuge = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= 6 * 1024 * 1024) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const chunked = fetch(`${baseURL}/newsletter`, {
    method: "POST",
    body: slowHuge,
    duplex: "half",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL },
    redirect: "manual",
  } as RequestInit);
  const healthz = await healthzTime(baseURL);
  const refused = await chunked;
  expect(refused.status).toBe(413);
  expect(await refused.text()).toContain("at most 1 MB");
  expect(healthz).toBeLessThan(2_000);

  // Not a form: 400 with a message, for visitors' and members' forms alike.
  const notForms: [string, Record<string, string>, string | Buffer][] = [
    ["application/json", {}, '{"email":"a@example.com"}'],
    ["text/plain", {}, "email=a@example.com"],
    ["application/octet-stream", {}, "email=a@example.com"],
    ["multipart/form-data; boundary=zzz", {}, "--zzz\r\nContent-Disposition: form-da"],
    ["multipart/form-data", {}, "--zzz--"],
  ];
  for (const [context, path] of [
    [visitor, "/newsletter"],
    [visitor, "/theme"],
    [visitor, "/auth"],
    [member, "/forums/create"],
    [member, "/notifications"],
  ] as const) {
    for (const [type, , body] of notForms) {
      const response = await context.post(path, {
        headers: { Origin: baseURL, "Content-Type": type },
        data: body,
        maxRedirects: 0,
      });
      expect(response.status(), `${path} ${type}`).toBe(400);
      expect(htmlText(await response.text()), `${path} ${type}`).toContain(
        "The form could not be read.",
      );
    }
    // No content type at all.
    const bare = await context.fetch(path, {
      method: "POST",
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(bare.status(), `${path} without a body`).toBe(400);
  }
});

test("redirectTo of /theme and /newsletter only goes to paths of this site", async () => {
  const { visitor, baseURL } = world;
  const hostile = [
    "/\\evil.example",
    "/\t/evil.example",
    "//evil.example",
    "/%2F%2Fevil.example",
    "https://evil.example/",
    "/builds\nSet-Cookie: x=1",
    "/\r\n/evil.example",
  ];
  for (const redirectTo of hostile) {
    for (const [path, fields] of [
      ["/theme", { theme: "light", redirectTo }],
      // An invalid address: answered with a redirect back and a message, nothing subscribed.
      ["/newsletter", { email: "not-an-email", redirectTo }],
    ] as const) {
      const response = await postForm(visitor, baseURL, path, fields);
      expect(response.status(), `${path} ${JSON.stringify(redirectTo)}`).toBe(302);
      const location = response.headers().location ?? "";
      expect(location, `${path} ${JSON.stringify(redirectTo)}`).toBe("/");
      expect(new URL(location, baseURL).origin).toBe(new URL(baseURL).origin);
    }
  }
  // A path of the site still comes back as it was.
  const back = await postForm(visitor, baseURL, "/theme", {
    theme: "dark",
    redirectTo: "/builds?sort=oldest",
  });
  expect(back.headers().location).toBe("/builds?sort=oldest");
});

/** U+0000: no keyboard types it, PostgreSQL text cannot hold it. */
const NUL = "\u0000";

/** The raw page holds no NUL: not as the character, nor as the JSON escape of its route data. */
function expectNoNul(html: string, where: string) {
  expect(html.includes(NUL), `${where}: a NUL character`).toBe(false);
  expect(html.includes("\\u0000"), `${where}: an escaped NUL`).toBe(false);
}

test("NUL characters in form fields never cause a server error and are never stored", async () => {
  test.setTimeout(180_000);
  const { member, admin, visitor, baseURL } = world;
  const mark = unique("nul");
  const photo: UploadFile = { name: "nul.png", mimeType: "image/png", buffer: await pngBytes() };

  // Every helper below asserts the success answer (302), so none of these is a 5xx. The text is
  // kept without the NULs (readForm / readMultipartForm drop them before validation).
  const buildId = await createBuild(member, baseURL, {
    title: `ab${NUL}c ${mark}`,
    carMake: `Hon${NUL}da`,
    description: `De${NUL}scribed ${mark}`,
    images: [photo],
    imageCaption: [`Cap${NUL}tion ${mark}`],
  });
  await adminAction(admin, baseURL, "build-approve", buildId);
  const comment = await postForm(member, baseURL, `/builds/${buildId}`, {
    intent: "comment",
    content: `Nice${NUL} car ${mark}`,
  });
  expect(comment.status()).toBe(200);
  const eventId = await createEvent(member, baseURL, {
    title: `Me${NUL}et ${mark}`,
    description: `Bring${NUL} coffee ${mark}`,
    location: `Portland${NUL}, OR`,
  });
  await adminAction(admin, baseURL, "event-approve", eventId);
  const { topicId } = await createTopic(member, baseURL, {
    title: `To${NUL}pic ${mark}`,
    content: `Open${NUL}ing ${mark}`,
  });
  await postReply(member, baseURL, topicId, `Re${NUL}ply ${mark}`);
  const listingId = await createListing(member, baseURL, {
    title: `Coil${NUL}overs ${mark}`,
    description: `Us${NUL}ed ${mark}`,
  });
  const mediaId = await submitPhotoSet(member, baseURL, {
    title: `Se${NUL}t ${mark}`,
    captions: [`Sho${NUL}t ${mark}`],
  });
  const featureId = await createFeature(admin, baseURL, {
    title: `Fea${NUL}ture ${mark}`,
    body: `Para${NUL}graph ${mark}`,
  });
  const profile = await postMultipart(member, baseURL, "/profile", {
    username: ACTOR_USERS.owner.username,
    fullName: `Own${NUL}er ${mark}`,
    bio: `B${NUL}io ${mark}`,
    location: `Sal${NUL}em`,
    avatarUrl: "",
  });
  expect(profile.status(), await profile.text()).toBe(302);

  const pages = [
    { path: `/builds/${buildId}`, shows: [`abc ${mark}`, `Described ${mark}`, `Nice car ${mark}`] },
    { path: `/events/${eventId}`, shows: [`Meet ${mark}`, `Bring coffee ${mark}`, "Portland, OR"] },
    {
      path: `/forums/topic/${topicId}`,
      shows: [`Topic ${mark}`, `Opening ${mark}`, `Reply ${mark}`],
    },
    { path: `/marketplace/${listingId}`, shows: [`Coilovers ${mark}`, `Used ${mark}`] },
    { path: `/media/${mediaId}`, shows: [`Set ${mark}`, `Shot ${mark}`] },
    { path: `/features/${featureId}`, shows: [`Feature ${mark}`, `Paragraph ${mark}`] },
    { path: `/u/${ACTOR_USERS.owner.username}`, shows: [`Owner ${mark}`, `Bio ${mark}`, "Salem"] },
  ];
  for (const page of pages) {
    const response = await member.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    expectNoNul(html, page.path);
    const text = htmlText(html);
    for (const shown of page.shows) expect(text, page.path).toContain(shown);
  }
  for (const path of ["/builds", "/events", "/forums", "/marketplace", "/features", "/my-builds"]) {
    const html = await (await member.get(`${path}?q=${encodeURIComponent(mark)}`)).text();
    expectNoNul(html, path);
  }

  // A required field of nothing but NULs is empty: the schema's message, not a server error.
  const empty = await postMultipart(member, baseURL, "/create-build", {
    title: `${NUL}${NUL}`,
    carMake: "Honda",
    carModel: "Civic",
    carYear: "2000",
    description: "",
    featuredImageUrl: "https://example.com/a.jpg",
  });
  expect(empty.status()).toBe(400);
  expect(htmlText(await empty.text())).toContain("Title is required");

  // Every action: whatever it answers (a success, a refusal of the value, an authorization
  // refusal), never a 5xx. Each on its own connection: a keep-alive socket the server closes
  // after idling would otherwise race the next request (a reset that is not the app's answer).
  const headers = { Origin: baseURL, Connection: "close" };
  const posts: [string, Record<string, string>][] = [
    [`/builds/${buildId}`, { intent: `comm${NUL}ent`, content: NUL }],
    ["/forums/create", { title: NUL, categoryId: NUL, content: NUL }],
    [`/forums/topic/${topicId}`, { intent: "reply", content: NUL }],
    [`/marketplace/${listingId}`, { intent: "report", reason: `scam${NUL}`, details: NUL }],
    [`/events/${eventId}`, { intent: `attend${NUL}` }],
    ["/notifications", { intent: NUL, id: NUL }],
    ["/newsletter", { email: `a${NUL}@example.com` }],
    ["/theme", { theme: `dark${NUL}` }],
    ["/auth", { intent: "signin", email: `a${NUL}@example.com`, password: `p${NUL}` }],
    ["/auth/forgot-password", { email: `a${NUL}@example.com` }],
  ];
  for (const [path, fields] of posts) {
    const response = await postForm(member, baseURL, path, fields, headers);
    expect(response.status(), `${path} ${JSON.stringify(fields)}`).toBeLessThan(500);
  }
  const adminPosts: [string, Record<string, string>][] = [
    ["/admin", { intent: `build-approve${NUL}`, id: buildId }],
    ["/admin/media", { intent: "media-reject", id: `${mediaId}${NUL}` }],
    ["/admin/marketplace", { intent: NUL, id: listingId }],
  ];
  for (const [path, fields] of adminPosts) {
    const response = await postForm(admin, baseURL, path, fields, headers);
    expect(response.status(), `${path} ${JSON.stringify(fields)}`).toBeLessThan(500);
  }
  // The JSON auth API (better-auth) as well.
  const signUp = await visitor.post("/api/auth/sign-up/email", {
    data: {
      email: `${unique("nul")}@example.com`,
      password: "nul-password-123",
      name: `N${NUL}ul`,
    },
    headers,
  });
  expect(signUp.status()).toBeLessThan(500);
});
