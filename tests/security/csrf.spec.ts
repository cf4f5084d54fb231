// Cross-site request forgery: a signed-in member's browser carries their cookie to any request a
// hostile page makes it send. Every state-changing request is refused with 403 unless the browser
// says it comes from our own origin (Origin header, or Sec-Fetch-Site when Origin is absent), and
// the refused request changes nothing; the very same request from our origin works.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { demoUsers, expect, readOutbox, test } from "../e2e/support";
import { SoftAuthenticator } from "../setup/webauthn";
import {
  ACTOR_USERS,
  adminAction,
  anotherSessionOf,
  createBuild,
  createEvent,
  createListing,
  createTopic,
  disposeAll,
  exportIdsOn,
  featureFields,
  listingFields,
  type MultipartFields,
  memberIdOnAdminPage,
  newVerifiedMember,
  otherSessionIds,
  photoSetFields,
  pngFile,
  postMultipart,
  postReply,
  readPage,
  registerPasskey,
  signedInContext,
  submitPhotoSet,
  turnOnTwoFactorOverHttp,
  type UploadFile,
  unique,
  visitorContext,
} from "./support";

interface World {
  baseURL: string;
  member: APIRequestContext;
  admin: APIRequestContext;
}

/** How a hostile page's request looks to the server. */
const CROSS_SITE: Record<string, Record<string, string>> = {
  "Origin: https://evil.example": { Origin: "https://evil.example" },
  "Origin: null (sandboxed iframe, data: URL)": { Origin: "null" },
  "Sec-Fetch-Site: cross-site, no Origin": { "Sec-Fetch-Site": "cross-site" },
  "Sec-Fetch-Site: same-site (a sibling subdomain), no Origin": { "Sec-Fetch-Site": "same-site" },
  "Origin of another port on the same host": { Origin: "http://127.0.0.1:1" },
};

interface Target<F> {
  name: string;
  /** Who sends it: the signed-in member (default), the admin, or a visitor (sign-in forms). */
  as?: "member" | "admin" | "visitor";
  setup: (w: World) => Promise<F>;
  path: (fixture: F) => string;
  /** Form fields; `multipart` sends them as multipart/form-data (file forms, files included). */
  body: (fixture: F) => MultipartFields;
  multipart?: boolean;
  json?: boolean;
  /** Reads back what the request would change. */
  readBack: (w: World, fixture: F) => Promise<string>;
  /** What the same request answers from our own origin. */
  sameOriginStatus: number;
  /** Who sends it when it is someone the setup made (a member whose account it uses up). */
  sender?: (fixture: F) => APIRequestContext;
}
// biome-ignore lint/suspicious/noExplicitAny: heterogeneous fixtures, each checked by target().
const target = <F>(t: Target<F>): Target<any> => t;

async function approvedBuild(w: World) {
  const id = await createBuild(w.member, w.baseURL);
  await adminAction(w.admin, w.baseURL, "build-approve", id);
  return id;
}

const asMember = (path: string) => (w: World) => readPage(w.member, path);
const none = async () => "";

/** A listing of the member (the seller). */
const memberListing = (w: World) => createListing(w.member, w.baseURL);

/** Mails in the outbox to `to` whose text mentions `about`: a count and their subjects. */
async function mailsTo(to: string, about: string): Promise<string> {
  const mails = (await readOutbox()).filter((m) => m.to === to && m.text.includes(about));
  return `${mails.length}: ${mails.map((m) => m.subject).join(" | ")}`;
}

const TARGETS = [
  target({
    name: "create a build",
    setup: none,
    path: () => "/create-build",
    body: () => ({
      title: unique("CSRF build"),
      carMake: "BMW",
      carModel: "E30",
      carYear: "1989",
      description: "",
      featuredImageUrl: "https://example.com/e30.jpg",
    }),
    multipart: true,
    readBack: (w) => readPage(w.member, "/my-builds"),
    sameOriginStatus: 302,
  }),
  target({
    name: "reset the calendar link",
    setup: none,
    path: () => "/events/mine",
    body: () => ({ intent: "reset-calendar-feed" }),
    readBack: async (w) => {
      const html = await (await w.member.get("/events/mine")).text();
      return /\/events\/my\/([A-Za-z0-9_-]{43})\.ics/.exec(html)?.[1] ?? "no link";
    },
    sameOriginStatus: 200,
  }),
  target({
    name: "ask for a data export",
    setup: none,
    path: () => "/account/export",
    body: () => ({ intent: "request-export" }),
    readBack: (w) => exportIdsOn(w.member),
    sameOriginStatus: 302,
  }),
  target({
    name: "like a build",
    setup: approvedBuild,
    path: (id) => `/builds/${id}`,
    body: () => ({ intent: "like" }),
    readBack: (w, id) => readPage(w.member, `/builds/${id}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "follow a member",
    setup: none,
    path: () => "/following",
    body: () => ({ intent: "follow-member", username: "sofia_e30" }),
    readBack: (w) => readPage(w.member, "/following"),
    sameOriginStatus: 200,
  }),
  target({
    name: "comment on a build",
    setup: approvedBuild,
    path: (id) => `/builds/${id}`,
    body: () => ({ intent: "comment", content: "Forged comment" }),
    readBack: (w, id) => readPage(w.member, `/builds/${id}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "delete a build",
    setup: approvedBuild,
    path: (id) => `/builds/${id}`,
    body: () => ({ intent: "delete" }),
    readBack: (w, id) => readPage(w.member, `/builds/${id}`),
    sameOriginStatus: 302,
  }),
  target({
    name: "delete a build from My Builds",
    setup: approvedBuild,
    path: () => "/my-builds",
    body: (id) => ({ intent: "delete", buildId: id }),
    readBack: (w, id) => readPage(w.member, `/builds/${id}`),
    sameOriginStatus: 302,
  }),
  target({
    name: "edit a build",
    setup: approvedBuild,
    path: (id) => `/edit-build/${id}`,
    body: () => ({
      title: unique("Forged title"),
      carMake: "Honda",
      carModel: "S2000",
      carYear: "2004",
      description: "",
      featuredImageUrl: "https://example.com/forged.jpg",
    }),
    multipart: true,
    readBack: (w, id) => readPage(w.member, `/builds/${id}`),
    sameOriginStatus: 302,
  }),
  target({
    name: "admin: reject a build",
    as: "admin",
    setup: approvedBuild,
    path: () => "/admin",
    body: (id) => ({ intent: "build-reject", id }),
    readBack: (w, id) => readPage(w.member, `/builds/${id}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "create an event",
    setup: none,
    path: () => "/events/create",
    body: () => ({
      title: unique("CSRF meet"),
      description: "",
      eventDate: "2099-01-01T10:00",
      timeZone: "UTC",
      location: "Denver, CO",
      placeId: "",
      maxAttendees: "",
      imageUrl: "",
    }),
    multipart: true,
    readBack: asMember("/events/mine"),
    sameOriginStatus: 302,
  }),
  target({
    name: "turn event reminders off",
    setup: none,
    path: () => "/events/reminders",
    body: () => ({ intent: "event-reminders", reminders: "off" }),
    readBack: asMember("/events/mine"),
    sameOriginStatus: 302,
  }),
  target({
    name: "RSVP to an event",
    setup: async (w) => {
      const id = await createEvent(w.member, w.baseURL);
      await adminAction(w.admin, w.baseURL, "event-approve", id);
      return id;
    },
    path: (id) => `/events/${id}`,
    body: () => ({ intent: "attend" }),
    readBack: (w, id) => readPage(w.member, `/events/${id}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "ask a question on an event",
    setup: async (w) => {
      const id = await createEvent(w.member, w.baseURL);
      await adminAction(w.admin, w.baseURL, "event-approve", id);
      return id;
    },
    path: (id) => `/events/${id}`,
    body: () => ({ intent: "comment", content: unique("CSRF question") }),
    readBack: (w, id) => readPage(w.member, `/events/${id}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "create a topic",
    setup: async (w) => {
      const html = await (await w.member.get("/forums/create")).text();
      return /<option[^>]*value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? "";
    },
    path: () => "/forums/create",
    body: (categoryId) => ({ title: unique("CSRF topic"), categoryId, content: "Forged" }),
    readBack: asMember("/forums"),
    sameOriginStatus: 302,
  }),
  target({
    name: "reply to a topic",
    setup: (w) => createTopic(w.member, w.baseURL),
    path: (t) => `/forums/topic/${t.topicId}`,
    body: () => ({ intent: "reply", content: "Forged reply" }),
    readBack: (w, t) => readPage(w.member, `/forums/topic/${t.topicId}`),
    sameOriginStatus: 302,
  }),
  target({
    name: "update the profile",
    setup: none,
    path: () => "/profile",
    body: () => ({
      username: ACTOR_USERS.owner.username,
      fullName: ACTOR_USERS.owner.fullName,
      location: ACTOR_USERS.owner.location,
      bio: unique("Forged bio"),
      avatarUrl: "",
    }),
    multipart: true,
    readBack: asMember("/profile"),
    sameOriginStatus: 302,
  }),
  target({
    name: "delete the account (with its real password and username)",
    setup: (w) => newVerifiedMember(w.baseURL, "csrf"),
    sender: (member) => member.context,
    path: () => "/account/delete",
    body: (member) => ({ password: member.password, confirmUsername: member.username }),
    // Still signed in with an account (the profile page answers 200 instead of sending to /auth).
    readBack: async (_, member) =>
      String((await member.context.get("/profile", { maxRedirects: 0 })).status()),
    sameOriginStatus: 302,
  }),
  target({
    name: "sign out",
    setup: none,
    path: () => "/sign-out",
    body: () => ({}),
    // Signed in still (the profile page answers 200 instead of sending to /auth).
    readBack: async (w) => String((await w.member.get("/profile", { maxRedirects: 0 })).status()),
    sameOriginStatus: 302,
  }),
  // Account settings (/account): a forged form could end the member's sessions or point their
  // account at another address.
  target({
    name: "change the password",
    setup: none,
    path: () => "/account",
    body: () => ({
      intent: "change-password",
      currentPassword: "not-the-Passw0rd-x",
      password: "Forged-New-Passw0rd-42",
      confirmPassword: "Forged-New-Passw0rd-42",
    }),
    readBack: none,
    // Our own form with a wrong current password: refused by the action, not by the CSRF check
    // (a right one would change the demo member's password for the rest of the file).
    sameOriginStatus: 400,
  }),
  target({
    name: "ask to change the e-mail address",
    setup: none,
    path: () => "/account",
    body: () => ({ intent: "change-email", email: `${unique("forged")}@example.com` }),
    // The notice to the current address goes out just after the answer.
    readBack: async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return mailsTo(ACTOR_USERS.owner.email, "asked to change the e-mail address");
    },
    sameOriginStatus: 200,
  }),
  target({
    name: "sign out another session",
    setup: (w) => anotherSessionOf(w.member, w.baseURL, ACTOR_USERS.owner),
    path: () => "/account",
    body: (id) => ({ intent: "revoke-session", sessionId: id }),
    readBack: async (w) => (await otherSessionIds(w.member)).join(" "),
    sameOriginStatus: 302,
  }),
  target({
    name: "sign out everywhere",
    setup: none,
    path: () => "/account",
    body: () => ({ intent: "sign-out-everywhere" }),
    readBack: async (w) => String((await w.member.get("/account", { maxRedirects: 0 })).status()),
    sameOriginStatus: 302,
  }),
  target({
    name: "sign in through the /auth form (login CSRF)",
    as: "visitor",
    setup: none,
    path: () => "/auth",
    body: () => ({
      intent: "signin",
      email: ACTOR_USERS.other.email,
      password: ACTOR_USERS.other.password,
    }),
    readBack: none,
    sameOriginStatus: 302,
  }),
  target({
    name: "sign in through the auth API (login CSRF)",
    as: "visitor",
    setup: none,
    path: () => "/api/auth/sign-in/email",
    body: () => ({ email: ACTOR_USERS.other.email, password: ACTOR_USERS.other.password }),
    json: true,
    readBack: none,
    sameOriginStatus: 200,
  }),
  target({
    name: "subscribe to the newsletter",
    as: "visitor",
    setup: none,
    path: () => "/newsletter",
    body: () => ({ email: `${unique("csrf")}@example.com` }),
    readBack: none,
    sameOriginStatus: 200,
  }),
  target({
    name: "switch the theme",
    as: "visitor",
    setup: none,
    path: () => "/theme",
    body: () => ({ theme: "light" }),
    readBack: none,
    sameOriginStatus: 200,
  }),
  target({
    name: "admin: create a feature",
    as: "admin",
    setup: async () => ({ image: await pngFile("feature.png") }),
    path: () => "/admin/features",
    body: (f: { image: UploadFile }) => ({
      intent: "create",
      ...featureFields({ title: unique("CSRF feature"), image: f.image }),
    }),
    multipart: true,
    readBack: (w) => readPage(w.admin, "/admin/features"),
    sameOriginStatus: 302,
  }),
  target({
    name: "submit media (a photo set)",
    setup: () => photoSetFields({ title: unique("CSRF photos") }),
    path: () => "/media/submit",
    body: (fields) => fields,
    multipart: true,
    // "Your submissions" on /media lists the member's pending items.
    readBack: asMember("/media"),
    sameOriginStatus: 302,
  }),
  target({
    name: "admin: approve a media submission",
    as: "admin",
    setup: (w) => submitPhotoSet(w.member, w.baseURL),
    path: () => "/admin/media",
    body: (id) => ({ intent: "media-approve", id }),
    readBack: (w, id) => readPage(w.member, `/media/${id}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "admin: add a video",
    as: "admin",
    setup: async () => ({ cover: await pngFile("cover.png") }),
    path: () => "/admin/media",
    body: (f: { cover: UploadFile }) => ({
      title: unique("CSRF video"),
      description: "Forged video.",
      duration: "1:00",
      embedUrl: "https://vimeo.com/76979871",
      cover: f.cover,
    }),
    multipart: true,
    readBack: (w) => readPage(w.member, "/media"),
    sameOriginStatus: 302,
  }),
  target({
    name: "create a listing",
    setup: none,
    path: () => "/marketplace/new",
    body: () => listingFields({ title: unique("CSRF listing") }),
    multipart: true,
    readBack: asMember("/marketplace/mine"),
    sameOriginStatus: 302,
  }),
  target({
    name: "edit a listing",
    setup: memberListing,
    path: (id) => `/marketplace/${id}/edit`,
    body: () => listingFields({ title: unique("Forged listing title") }),
    multipart: true,
    readBack: (w, id) => readPage(w.member, `/marketplace/${id}`),
    sameOriginStatus: 302,
  }),
  target({
    name: "mark a listing sold",
    setup: memberListing,
    path: (id) => `/marketplace/${id}`,
    body: () => ({ intent: "sold" }),
    readBack: (w, id) => readPage(w.member, `/marketplace/${id}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "delete a listing",
    setup: memberListing,
    path: (id) => `/marketplace/${id}`,
    body: () => ({ intent: "delete" }),
    readBack: (w, id) => readPage(w.member, `/marketplace/${id}`),
    sameOriginStatus: 302,
  }),
  target({
    name: "contact a seller",
    as: "admin",
    setup: memberListing,
    path: (id) => `/marketplace/${id}`,
    body: () => ({ intent: "contact", message: "Forged message to the seller." }),
    readBack: (_w, id) => mailsTo(ACTOR_USERS.owner.email, `/marketplace/${id}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "report a listing",
    as: "admin",
    setup: memberListing,
    path: (id) => `/marketplace/${id}`,
    body: () => ({ intent: "report", reason: "scam", details: "Forged report" }),
    readBack: (w) => readPage(w.admin, "/admin/reports"),
    sameOriginStatus: 200,
  }),
  // Reports of content (ADR 038): the admin reports the member's content, and decides in the queue.
  target({
    name: "report a build",
    as: "admin",
    setup: approvedBuild,
    path: (id) => `/builds/${id}`,
    body: () => ({ intent: "report", reason: "spam", note: "Forged report" }),
    readBack: (w) => readPage(w.admin, "/admin/reports"),
    sameOriginStatus: 200,
  }),
  target({
    name: "report an event",
    as: "admin",
    setup: async (w) => {
      const id = await createEvent(w.member, w.baseURL);
      await adminAction(w.admin, w.baseURL, "event-approve", id);
      return id;
    },
    path: (id) => `/events/${id}`,
    body: () => ({ intent: "report", reason: "other", note: "Forged report" }),
    readBack: (w) => readPage(w.admin, "/admin/reports"),
    sameOriginStatus: 200,
  }),
  target({
    name: "report a topic",
    as: "admin",
    setup: (w) => createTopic(w.member, w.baseURL),
    path: (t) => `/forums/topic/${t.topicId}`,
    body: () => ({ intent: "report-topic", reason: "off-topic", note: "Forged report" }),
    readBack: (w) => readPage(w.admin, "/admin/reports"),
    sameOriginStatus: 200,
  }),
  target({
    name: "report a reply",
    as: "admin",
    setup: async (w) => {
      const topic = await createTopic(w.admin, w.baseURL);
      return { ...topic, replyId: await postReply(w.member, w.baseURL, topic.topicId) };
    },
    path: (t) => `/forums/topic/${t.topicId}`,
    body: (t) => ({ intent: "report-post", targetId: t.replyId, reason: "harassment" }),
    readBack: (w) => readPage(w.admin, "/admin/reports"),
    sameOriginStatus: 200,
  }),
  target({
    name: "admin: hide reported content",
    as: "admin",
    setup: async (w) => {
      const id = await approvedBuild(w);
      const reported = await w.admin.post(`/builds/${id}`, {
        form: { intent: "report", reason: "spam" },
        headers: { Origin: w.baseURL },
      });
      expect(reported.status()).toBe(200);
      return id;
    },
    path: () => "/admin/reports",
    body: (id) => ({ intent: "report-hide", id: `build:${id}` }),
    readBack: (w, id) => readPage(w.member, `/builds/${id}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "admin: remove a listing",
    as: "admin",
    setup: memberListing,
    path: () => "/admin/marketplace",
    body: (id) => ({ intent: "listing-remove", id }),
    readBack: (w, id) => readPage(w.member, `/marketplace/${id}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "mark all notifications read",
    // An approved build gives the member an unread notice.
    setup: approvedBuild,
    path: () => "/notifications",
    body: () => ({ intent: "read-all" }),
    readBack: asMember("/notifications"),
    sameOriginStatus: 302,
  }),
  target({
    name: "request a password reset (mail bombing another member)",
    as: "visitor",
    setup: none,
    path: () => "/auth/forgot-password",
    body: () => ({ email: ACTOR_USERS.other.email }),
    readBack: () => mailsTo(ACTOR_USERS.other.email, "/reset-password"),
    sameOriginStatus: 200,
  }),
  target({
    name: "start a two-factor set-up",
    setup: async (w) => {
      await w.member.post("/account/security", {
        form: { intent: "two-factor-cancel" },
        headers: { Origin: w.baseURL },
      });
    },
    path: () => "/account/security",
    body: () => ({ intent: "two-factor-start", password: ACTOR_USERS.owner.password }),
    readBack: asMember("/account/security"),
    sameOriginStatus: 200,
  }),
  target({
    name: "make new backup codes (the admin's own)",
    as: "admin",
    setup: none,
    path: () => "/account/security",
    body: () => ({ intent: "backup-codes", password: ACTOR_USERS.admin.password }),
    // The page never shows the codes again: the mail-free proof is the status alone.
    readBack: none,
    sameOriginStatus: 200,
  }),
  target({
    name: "rename a passkey",
    setup: (w) => registerPasskey(w.member, w.baseURL, "CSRF phone"),
    path: () => "/account/security",
    body: (id) => ({ intent: "passkey-rename", id, name: unique("Forged name") }),
    readBack: asMember("/account/security"),
    sameOriginStatus: 200,
  }),
  target({
    name: "remove a passkey",
    setup: (w) => registerPasskey(w.member, w.baseURL, unique("CSRF key")),
    path: () => "/account/security",
    body: (id) => ({ intent: "passkey-remove", id }),
    readBack: asMember("/account/security"),
    sameOriginStatus: 200,
  }),
  target({
    name: "add a passkey through the auth API",
    setup: async (w) => {
      const options = await w.member.get("/api/auth/passkey/generate-register-options");
      return new SoftAuthenticator(w.baseURL).register(await options.json());
    },
    path: () => "/api/auth/passkey/verify-registration",
    body: (response) => ({ response, name: unique("Forged key") }) as never,
    json: true,
    readBack: asMember("/account/security"),
    sameOriginStatus: 200,
  }),
  target({
    name: "give a two-factor code at sign-in (login CSRF)",
    as: "visitor",
    setup: none,
    path: () => "/auth/two-factor",
    body: () => ({ intent: "totp", code: "123456" }),
    readBack: none,
    // Our own form without a sign-in waiting for its code: back to /auth.
    sameOriginStatus: 302,
  }),
  target({
    name: "admin: reset a member's two-factor",
    as: "admin",
    setup: memberWithTwoFactor,
    path: () => "/admin/members",
    body: (id) => ({ intent: "two-factor-reset", id }),
    readBack: (w) =>
      readPage(w.admin, `/admin/members?q=${encodeURIComponent(demoUsers.members[2].email)}`),
    sameOriginStatus: 200,
  }),
  target({
    name: "reset a password with a token",
    as: "visitor",
    setup: none,
    path: () => "/auth/reset-password",
    body: () => ({
      token: "forged-token",
      password: "N3w-Passw0rd!x",
      confirmPassword: "N3w-Passw0rd!x",
    }),
    readBack: none,
    // Our own form with a token that is not valid: refused by the action, not by the CSRF check.
    sameOriginStatus: 400,
  }),
];

/** A member with two-factor on, for the admin's reset (not the signed-in member: it signs out). */
async function memberWithTwoFactor(w: World): Promise<string> {
  const member = demoUsers.members[2];
  const context = await signedInContext(w.baseURL, member);
  await turnOnTwoFactorOverHttp(context, w.baseURL, member);
  await context.dispose();
  return memberIdOnAdminPage(w.admin, member.email);
}

function send(
  context: APIRequestContext,
  t: Target<unknown>,
  fixture: unknown,
  headers: Record<string, string>,
): Promise<APIResponse> {
  const path = t.path(fixture);
  const body = t.body(fixture);
  if (t.multipart) return postMultipart(context, world.baseURL, path, body, headers);
  const fields = body as Record<string, string>;
  if (t.json) return context.post(path, { data: fields, headers, maxRedirects: 0 });
  return context.post(path, { form: fields, headers, maxRedirects: 0 });
}

let world: World;

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL as string;
  world = {
    baseURL: url,
    member: await signedInContext(url, ACTOR_USERS.owner),
    admin: await signedInContext(url, ACTOR_USERS.admin),
  };
});
test.afterAll(async () => {
  await disposeAll({ owner: world?.member, admin: world?.admin });
});

for (const t of TARGETS) {
  test(`cross-site: ${t.name}`, async () => {
    // Each target gets its own visitor, so a sign-in that works leaves the others unaffected.
    const visitor = await visitorContext(world.baseURL);
    let context = t.as === "admin" ? world.admin : t.as === "visitor" ? visitor : world.member;
    try {
      const fixture = await t.setup(world);
      if (t.sender) context = t.sender(fixture);
      const before = await t.readBack(world, fixture);
      for (const [how, headers] of Object.entries(CROSS_SITE)) {
        const response = await send(context, t, fixture, headers);
        expect(response.status(), how).toBe(403);
        expect(await response.text(), how).toBe("Cross-site request refused");
        expect(response.headers()["set-cookie"], `${how}: no cookie set`).toBeUndefined();
        expect(await t.readBack(world, fixture), `${how}: nothing changed`).toBe(before);
      }
      // The same request from our own pages works.
      const sameOrigin = await send(context, t, fixture, { Origin: world.baseURL });
      expect(sameOrigin.status(), "same origin").toBe(t.sameOriginStatus);
      if (t.readBack !== none) {
        expect(await t.readBack(world, fixture), "same origin: it changed").not.toBe(before);
      }
      // A browser's own navigation (Sec-Fetch-Site: same-origin, no Origin) works too.
      if (t.name === "like a build") {
        const nav = await send(context, t, fixture, { "Sec-Fetch-Site": "same-origin" });
        expect(nav.status(), "Sec-Fetch-Site: same-origin").toBe(200);
      }
    } finally {
      await visitor.dispose();
      if (t.name === "sign out" || t.name === "sign out everywhere") {
        // The member signed out for real: sign in again for the tests that follow.
        await world.member.dispose();
        world.member = await signedInContext(world.baseURL, ACTOR_USERS.owner);
      }
    }
  });
}

test("cross-site PUT, PATCH and DELETE are refused like POST", async () => {
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    const response = await world.member.fetch("/profile", {
      method,
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status(), method).toBe(403);
  }
});

test("cross-site GET still works (links from other sites) and changes nothing", async () => {
  const response = await world.member.get("/builds", {
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(response.status()).toBe(200);
});
