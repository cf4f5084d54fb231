// Shared helpers of the security suite: actors with their own cookie jars, plain form posts the
// way a browser without JavaScript sends them, fixtures made through the app's own HTTP surface,
// and read-backs of records as text (to prove that a refused request changed nothing).
import { type APIRequestContext, type APIResponse, expect, request } from "@playwright/test";
import sharp from "sharp";
import {
  createMember,
  type DemoUser,
  demoUsers,
  rememberTotpSecret,
  signInCodeFor,
  totpCode,
} from "../e2e/support";
import { SoftAuthenticator } from "../setup/webauthn";

export const ACTORS = ["visitor", "owner", "other", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

/** Who each actor is: the owner of the fixtures is members[0], "other" is members[1]. */
export const ACTOR_USERS: Record<Exclude<Actor, "visitor">, DemoUser> = {
  owner: demoUsers.members[0],
  other: demoUsers.members[1],
  admin: demoUsers.admin,
};

export type Actors = Record<Actor, APIRequestContext>;

/** A request context with no cookies at all. */
export function visitorContext(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: {} });
}

/**
 * Signs in through better-auth's JSON endpoint (same origin) and keeps the session cookie. An
 * account with two-factor on (the admin) gives its authenticator's code as the next step.
 */
export async function signedInContext(
  baseURL: string,
  user: { email: string; password: string },
): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const response = await context.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL },
  });
  expect(response.status(), `sign in as ${user.email}`).toBe(200);
  if ((await response.json()).twoFactorRedirect) {
    const verified = await context.post("/api/auth/two-factor/verify-totp", {
      data: { code: await signInCodeFor(user.email, baseURL) },
      headers: { Origin: baseURL },
    });
    expect(verified.status(), `two-factor code of ${user.email}`).toBe(200);
  }
  return context;
}

export interface NewMember {
  email: string;
  password: string;
  username: string;
  /** Signed in as the new member. */
  context: APIRequestContext;
}

/**
 * A member of the test's own, signed up through the auth API and verified with the e-mailed link,
 * for requests that use an account up (deleting it).
 */
export async function newVerifiedMember(baseURL: string, tag: string): Promise<NewMember> {
  const username = unique(tag).replace(/-/g, "_");
  const { email, password } = await createMember(tag, { username });
  return {
    email,
    password,
    username,
    context: await signedInContext(baseURL, { email, password }),
  };
}

export async function actorContexts(baseURL: string): Promise<Actors> {
  const [visitor, owner, other, admin] = await Promise.all([
    visitorContext(baseURL),
    signedInContext(baseURL, ACTOR_USERS.owner),
    signedInContext(baseURL, ACTOR_USERS.other),
    signedInContext(baseURL, ACTOR_USERS.admin),
  ]);
  return { visitor, owner, other, admin };
}

export async function disposeAll(actors: Partial<Actors> | undefined) {
  await Promise.all(Object.values(actors ?? {}).map((a) => a?.dispose()));
}

export type FormFields = Record<string, string>;
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };
export type MultipartFields = Record<string, string | UploadFile | (string | UploadFile)[]>;

/** A same-origin form post (urlencoded), redirects not followed. */
export function postForm(
  context: APIRequestContext,
  baseURL: string,
  path: string,
  fields: FormFields,
  headers: Record<string, string> = { Origin: baseURL },
): Promise<APIResponse> {
  return context.post(path, { form: fields, headers, maxRedirects: 0 });
}

/** A same-origin multipart post; arrays of files become repeated fields. */
export function postMultipart(
  context: APIRequestContext,
  baseURL: string,
  path: string,
  fields: MultipartFields,
  headers: Record<string, string> = { Origin: baseURL },
): Promise<APIResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v === "string") form.append(name, v);
      else form.append(name, new Blob([new Uint8Array(v.buffer)], { type: v.mimeType }), v.name);
    }
  }
  return context.post(path, { multipart: form, headers, maxRedirects: 0 });
}

/** The path a redirect answer points to ("" when the answer is not a redirect). */
export function redirectPath(response: APIResponse): string {
  const location = response.headers().location;
  if (!location || response.status() < 300 || response.status() >= 400) return "";
  return new URL(location, "http://x").pathname;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export function idsIn(html: string, prefix: string): string[] {
  // Not the owner folders of stored files (/uploads/builds/<user id>/…).
  const pattern = new RegExp(`(?<!/uploads)${prefix.replaceAll("/", "\\/")}(${UUID})`, "g");
  return [...new Set([...html.matchAll(pattern)].map((m) => m[1]))];
}

/** Visible text of an HTML document (scripts and tags removed, whitespace collapsed). */
export function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The <main> of a page as text, with relative times and view counts normalised (they move by themselves). */
export function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? html;
  return htmlText(main)
    .replace(
      /\b(Just now|\d+ (second|minute|hour|day|week|month|year)s? ago|an? (minute|hour|day) ago)\b/gi,
      "<time>",
    )
    .replace(/\b\d[\d,]* views?\b/gi, "<views>"); // reading a page counts a view
}

/** GET as `context`: "<status> <main text>", the read-back used to prove nothing changed. */
export async function readPage(context: APIRequestContext, path: string): Promise<string> {
  const response = await context.get(path, { maxRedirects: 0 });
  const status = response.status();
  if (status >= 300 && status < 400) return `${status} -> ${redirectPath(response)}`;
  return `${status} ${mainText(await response.text())}`;
}

/** A small real PNG (random colours, so every upload differs). */
export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels } }).png().toBuffer();
}

export async function jpegBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp(await pngBytes(width, height))
    .jpeg()
    .toBuffer();
}

let counter = 0;
/** A short unique marker for titles, usernames… */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}`;
}

// ---------------------------------------------------------------------------------------------
// Fixtures through the app itself

/** The ids of the sessions /account lists with a Sign out button (the member's other ones). */
export async function otherSessionIds(context: APIRequestContext): Promise<string[]> {
  const html = await (await context.get("/account", { maxRedirects: 0 })).text();
  return [...html.matchAll(/name="sessionId" value="([^"]+)"/g)].map((m) => m[1]).sort();
}

/**
 * Signs `user` in once more (another browser, which is then dropped: its session stays) and
 * returns that session's id, found by diffing the member's /account as seen from `context`.
 */
export async function anotherSessionOf(
  context: APIRequestContext,
  baseURL: string,
  user: { email: string; password: string },
): Promise<string> {
  const before = await otherSessionIds(context);
  const elsewhere = await signedInContext(baseURL, user);
  await elsewhere.dispose();
  const added = (await otherSessionIds(context)).filter((id) => !before.includes(id));
  expect(added, "the new session on /account").toHaveLength(1);
  return added[0];
}

export interface BuildInput {
  title?: string;
  carMake?: string;
  carModel?: string;
  carYear?: string;
  description?: string;
  featuredImageUrl?: string;
  images?: UploadFile[];
  imageCaption?: string[];
}

/** Creates a build as `context` and returns its id (found by diffing /my-builds). */
export async function createBuild(
  context: APIRequestContext,
  baseURL: string,
  input: BuildInput = {},
): Promise<string> {
  const before = new Set(idsIn(await (await context.get("/my-builds")).text(), "/builds/"));
  const fields: MultipartFields = {
    title: input.title ?? unique("Matrix build"),
    carMake: input.carMake ?? "Honda",
    carModel: input.carModel ?? "S2000",
    carYear: input.carYear ?? "2004",
    description: input.description ?? "Built for the security suite.",
    featuredImageUrl:
      input.featuredImageUrl ?? (input.images ? "" : "https://example.com/matrix-car.jpg"),
  };
  if (input.images) fields.images = input.images;
  if (input.imageCaption) fields.imageCaption = input.imageCaption;
  const response = await postMultipart(context, baseURL, "/create-build", fields);
  expect(response.status(), `create build: ${await response.text().catch(() => "")}`).toBe(302);
  expect(redirectPath(response)).toBe("/builds");
  const after = idsIn(await (await context.get("/my-builds")).text(), "/builds/");
  const created = after.filter((id) => !before.has(id));
  expect(created, "exactly one new build on /my-builds").toHaveLength(1);
  return created[0];
}

export async function adminAction(
  admin: APIRequestContext,
  baseURL: string,
  intent: string,
  id: string,
): Promise<void> {
  const response = await postForm(admin, baseURL, "/admin", { intent, id });
  expect(response.status(), `admin ${intent}`).toBe(200);
}

export interface EventInput {
  title?: string;
  description?: string;
  location?: string;
  imageUrl?: string;
  flyer?: UploadFile;
}

/** A wall time a week ahead, in the form's format (YYYY-MM-DDTHH:mm). */
export function nextWeek(): string {
  const d = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  return `${d.toISOString().slice(0, 10)}T18:30`;
}

/** Creates an event as `context` (pending) and returns its id. */
export async function createEvent(
  context: APIRequestContext,
  baseURL: string,
  input: EventInput = {},
): Promise<string> {
  const fields: MultipartFields = {
    title: input.title ?? unique("Matrix meet"),
    description: input.description ?? "A meet made by the security suite.",
    eventDate: nextWeek(),
    timeZone: "UTC",
    location: input.location ?? "Portland, OR",
    placeId: "",
    maxAttendees: "",
    imageUrl: input.imageUrl ?? "",
  };
  if (input.flyer) fields.flyer = input.flyer;
  const response = await postMultipart(context, baseURL, "/events/create", fields);
  expect(response.status(), `create event: ${await response.text().catch(() => "")}`).toBe(302);
  const id = idsIn(response.headers().location ?? "", "/events/")[0];
  expect(id, "event id in the redirect").toBeTruthy();
  return id;
}

/** The first forum category id offered on /forums/create. */
export async function firstCategoryId(context: APIRequestContext): Promise<string> {
  const html = await (await context.get("/forums/create")).text();
  const id = new RegExp(`<option[^>]*value="(${UUID})"`).exec(html)?.[1];
  expect(id, "a category on /forums/create").toBeTruthy();
  return id as string;
}

/** Creates a topic as `context`; returns the topic id and its opening post's id. */
export async function createTopic(
  context: APIRequestContext,
  baseURL: string,
  input: { title?: string; content?: string } = {},
): Promise<{ topicId: string; openingPostId: string }> {
  const response = await postForm(context, baseURL, "/forums/create", {
    title: input.title ?? unique("Matrix topic"),
    categoryId: await firstCategoryId(context),
    content: input.content ?? "Opening post from the security suite.",
  });
  expect(response.status(), `create topic: ${await response.text().catch(() => "")}`).toBe(302);
  const topicId = idsIn(response.headers().location ?? "", "/forums/topic/")[0];
  const html = await (await context.get(`/forums/topic/${topicId}`)).text();
  const openingPostId = idsIn(html, 'id="post-')[0];
  expect(openingPostId, "the opening post's anchor").toBeTruthy();
  return { topicId, openingPostId };
}

/** Posts a reply as `context`; returns the reply's id (from the redirect's #post- anchor). */
export async function postReply(
  context: APIRequestContext,
  baseURL: string,
  topicId: string,
  content = unique("Matrix reply"),
): Promise<string> {
  const response = await postForm(context, baseURL, `/forums/topic/${topicId}`, {
    intent: "reply",
    content,
  });
  expect(response.status(), "reply").toBe(302);
  const id = idsIn(response.headers().location ?? "", "#post-")[0];
  expect(id, "reply anchor in the redirect").toBeTruthy();
  return id;
}

// --- Features, media hub and marketplace (issue 7) ---------------------------------------------

let featureDay = 0;
/**
 * A feature's published date: each call gives a later day of next year (the latest the form
 * accepts), so the feature made last is first in the admin list and on /features.
 */
export function nextFeatureDate(): string {
  featureDay += 1;
  return new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, featureDay))
    .toISOString()
    .slice(0, 10);
}

export interface FeatureInput {
  title?: string;
  carModel?: string;
  excerpt?: string;
  body?: string;
  image?: UploadFile;
}

/** The admin feature form's fields (intent not included). */
export function featureFields(input: FeatureInput = {}): MultipartFields {
  const fields: MultipartFields = {
    title: input.title ?? unique("Matrix feature"),
    carModel: input.carModel ?? "Nissan Skyline GT-R",
    publishedOn: nextFeatureDate(),
    excerpt: input.excerpt ?? "A feature written by the security suite.",
    body: input.body ?? "First paragraph.\n\nSecond paragraph.",
    buildRef: "",
  };
  if (input.image) fields.image = input.image;
  return fields;
}

/** Creates a feature as `admin`; returns its id (it has the latest date: first in the list). */
export async function createFeature(
  admin: APIRequestContext,
  baseURL: string,
  input: FeatureInput = {},
): Promise<string> {
  const response = await postMultipart(admin, baseURL, "/admin/features", {
    intent: "create",
    ...featureFields(input),
  });
  expect(response.status(), `create feature: ${await response.text().catch(() => "")}`).toBe(302);
  const id = idsIn(await (await admin.get("/admin/features")).text(), "/features/")[0];
  expect(id, "the new feature first in /admin/features").toBeTruthy();
  return id;
}

export interface MediaInput {
  title?: string;
  description?: string;
  photos?: UploadFile[];
  captions?: string[];
}

/** A small PNG as an upload. */
export async function pngFile(name = "photo.png"): Promise<UploadFile> {
  return { name, mimeType: "image/png", buffer: await pngBytes(40, 30) };
}

/** The photo-set submission form's fields. */
export async function photoSetFields(input: MediaInput = {}): Promise<MultipartFields> {
  const photos = input.photos ?? [await pngFile("set.png")];
  const fields: MultipartFields = {
    kind: "photo",
    title: input.title ?? unique("Matrix photo set"),
    description: input.description ?? "Photos from the security suite.",
    photos,
  };
  for (const [i] of photos.entries()) fields[`caption-${i}`] = input.captions?.[i] ?? "";
  return fields;
}

/** The id in a redirect to `prefix<id>` (e.g. "/media/"). */
function redirectId(response: APIResponse, prefix: string): string {
  const id = idsIn(response.headers().location ?? "", prefix)[0];
  expect(id, `an id after ${prefix} in the redirect`).toBeTruthy();
  return id;
}

/** Submits a photo set as `context` (pending until an admin approves it); returns its id. */
export async function submitPhotoSet(
  context: APIRequestContext,
  baseURL: string,
  input: MediaInput = {},
): Promise<string> {
  const response = await postMultipart(
    context,
    baseURL,
    "/media/submit",
    await photoSetFields(input),
  );
  expect(response.status(), `submit photo set: ${await response.text().catch(() => "")}`).toBe(302);
  return redirectId(response, "/media/");
}

export interface TutorialInput {
  title?: string;
  description?: string;
  steps?: { title: string; body: string }[];
}

export async function tutorialFields(input: TutorialInput = {}): Promise<MultipartFields> {
  const fields: MultipartFields = {
    kind: "tutorial",
    title: input.title ?? unique("Matrix tutorial"),
    description: input.description ?? "A how-to from the security suite.",
    cover: await pngFile("cover.png"),
  };
  const steps = input.steps ?? [{ title: "Jack it up", body: "Use the factory jacking points." }];
  for (const [i, step] of steps.entries()) {
    fields[`step-title-${i}`] = step.title;
    fields[`step-body-${i}`] = step.body;
  }
  return fields;
}

/** Submits a tutorial as `context` (pending); returns its id. */
export async function submitTutorial(
  context: APIRequestContext,
  baseURL: string,
  input: TutorialInput = {},
): Promise<string> {
  // The tutorial form is the page /media/submit?type=tutorial, and posts there.
  const response = await postMultipart(
    context,
    baseURL,
    "/media/submit?type=tutorial",
    await tutorialFields(input),
  );
  expect(response.status(), `submit tutorial: ${await response.text().catch(() => "")}`).toBe(302);
  return redirectId(response, "/media/");
}

export async function mediaAction(
  admin: APIRequestContext,
  baseURL: string,
  intent: string,
  id: string,
): Promise<void> {
  const response = await postForm(admin, baseURL, "/admin/media", { intent, id });
  expect(response.status(), `admin ${intent}`).toBe(200);
}

export interface ListingInput {
  title?: string;
  category?: "car" | "parts" | "wheels";
  location?: string;
  description?: string;
  buildId?: string;
  photos?: UploadFile[];
}

/** The listing form's fields (parts need no photo). */
export function listingFields(input: ListingInput = {}): MultipartFields {
  const fields: MultipartFields = {
    title: input.title ?? unique("Matrix listing"),
    category: input.category ?? "parts",
    price: "150",
    currency: "USD",
    condition: "used",
    location: input.location ?? "Portland, OR",
    description: input.description ?? "Coilovers from the security suite.",
    buildId: input.buildId ?? "",
  };
  if (input.photos) fields.photos = input.photos;
  return fields;
}

/** Creates a listing as `context`; returns its id. */
export async function createListing(
  context: APIRequestContext,
  baseURL: string,
  input: ListingInput = {},
): Promise<string> {
  const response = await postMultipart(context, baseURL, "/marketplace/new", listingFields(input));
  expect(response.status(), `create listing: ${await response.text().catch(() => "")}`).toBe(302);
  return redirectId(response, "/marketplace/");
}

/** Reports a listing as `context`. */
export async function reportListing(
  context: APIRequestContext,
  baseURL: string,
  id: string,
  details = "Looks like a scam.",
): Promise<void> {
  const response = await postForm(context, baseURL, `/marketplace/${id}`, {
    intent: "report",
    reason: "scam",
    details,
  });
  expect(response.status(), `report listing: ${await response.text().catch(() => "")}`).toBe(200);
}

// --- Data exports (issue 21) -------------------------------------------------------------------

/** The ids of the exports listed on /account/export for `context` (their status aside). */
export async function exportIdsOn(context: APIRequestContext): Promise<string> {
  const html = await (await context.get("/account/export")).text();
  return idsIn(html, 'data-export-id="').sort().join(" ") || "no exports";
}

// --- Two-factor and passkeys (issue 21) ----------------------------------------------------------

/**
 * Turns two-factor on for the signed-in `user` of `context` through the Security page's forms
 * (password, then the first code of the key the page shows) and remembers its secret, so signing
 * in as them again gives the code. Returns the secret.
 */
export async function turnOnTwoFactorOverHttp(
  context: APIRequestContext,
  baseURL: string,
  user: { email: string; password: string },
): Promise<string> {
  const start = await postForm(context, baseURL, "/account/security", {
    intent: "two-factor-start",
    password: user.password,
  });
  expect(start.status(), `two-factor set-up of ${user.email}`).toBe(200);
  const secret = await pendingTwoFactorSecret(context);
  const verify = await postForm(context, baseURL, "/account/security", {
    intent: "two-factor-verify",
    code: totpCode(secret),
  });
  expect(verify.status(), `first code of ${user.email}`).toBe(200);
  rememberTotpSecret(user.email, secret);
  return secret;
}

/** The key of a two-factor set-up waiting for its first code, read off the Security page. */
export async function pendingTwoFactorSecret(context: APIRequestContext): Promise<string> {
  const html = await (await context.get("/account/security")).text();
  const key = /data-testid="totp-setup-key"[^>]*>([^<]+)</.exec(html)?.[1];
  expect(key, "the set-up key on /account/security").toBeTruthy();
  return (key ?? "").replace(/\s/g, "");
}

/**
 * Adds a passkey to the account of `context` the way the Security page's button does (better-auth's
 * WebAuthn endpoints), answered by a software authenticator; returns the passkey's id.
 */
export async function registerPasskey(
  context: APIRequestContext,
  baseURL: string,
  name?: string,
): Promise<string> {
  const options = await context.get("/api/auth/passkey/generate-register-options");
  expect(options.status(), "passkey options").toBe(200);
  const authenticator = new SoftAuthenticator(baseURL);
  const response = await context.post("/api/auth/passkey/verify-registration", {
    data: { response: authenticator.register(await options.json()), ...(name ? { name } : {}) },
    headers: { Origin: baseURL },
  });
  expect(response.status(), `passkey registration: ${await response.text()}`).toBe(200);
  return (await response.json()).id as string;
}

/** The id of the member an admin finds on /admin/members by `query`. */
export async function memberIdOnAdminPage(admin: APIRequestContext, query: string) {
  const html = await (await admin.get(`/admin/members?q=${encodeURIComponent(query)}`)).text();
  const id = /name="id" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(id, `a member found by ${query} with something to reset`).toBeTruthy();
  return id as string;
}
