// The authorization matrix: every action (and the resource routes that write) × {visitor, owner,
// other member, admin}. Each case says what each actor gets; a refused request must leave the
// record exactly as it was (read back as text through the pages that show it), an allowed one
// must change it (which proves the read-back would have seen a change).
//
// Adding a route: add one entry to CASES (or READS for pages that must not be readable).
import type { APIResponse } from "@playwright/test";
import { createMember, demoUsers, expect, readOutbox, test, totpCode } from "../e2e/support";
import {
  ACTOR_USERS,
  ACTORS,
  type Actor,
  type Actors,
  actorContexts,
  adminAction,
  anotherSessionOf,
  createBuild,
  createEvent,
  createFeature,
  createListing,
  createTopic,
  disposeAll,
  exportIdsOn,
  featureFields,
  idsIn,
  listingFields,
  mediaAction,
  memberIdOnAdminPage,
  newVerifiedMember,
  otherSessionIds,
  pendingTwoFactorSecret,
  photoSetFields,
  pngFile,
  postForm,
  postMultipart,
  postReply,
  readPage,
  redirectPath,
  registerPasskey,
  reportListing,
  signedInContext,
  submitPhotoSet,
  turnOnTwoFactorOverHttp,
  tutorialFields,
  unique,
} from "./support";

/**
 * - "ok": allowed (2xx, or a redirect that is not to /auth) and the read-back changed
 * - "ok-own": allowed, but it only touches the actor's own record: the read-back is unchanged
 * - "redirect /path": sent to /path (e.g. /auth for visitors), nothing changed
 * - "400" | "401" | "403" | "404" | "409": refused with that status, nothing changed
 */
type Outcome = "ok" | "ok-own" | "400" | "401" | "403" | "404" | "409" | `redirect /${string}`;

interface World {
  baseURL: string;
  actors: Actors;
}

interface Case<F> {
  name: string;
  /** Makes the record the request targets (as the owner, usually). */
  setup: (w: World) => Promise<F>;
  send: (w: World, actor: Actor, fixture: F) => Promise<APIResponse>;
  expected: Record<Actor, Outcome>;
  /** Reads the targeted record back as text, as someone allowed to see it. */
  readBack: (w: World, fixture: F) => Promise<string>;
  /** An allowed request uses the record up (delete, approve…): a fresh one for each allowed actor. */
  fresh?: boolean;
}

// `defineCase` keeps each entry's fixture type while CASES holds them all.
// biome-ignore lint/suspicious/noExplicitAny: heterogeneous fixtures, each checked by defineCase.
type AnyCase = Case<any>;
const defineCase = <F>(c: Case<F>): AnyCase => c;

const post = (w: World, actor: Actor, path: string, fields: Record<string, string>) =>
  postForm(w.actors[actor], w.baseURL, path, fields);

// --- Fixtures -----------------------------------------------------------------------------------

/** An approved build of the owner. */
async function approvedBuild(w: World): Promise<string> {
  const id = await createBuild(w.actors.owner, w.baseURL);
  await adminAction(w.actors.admin, w.baseURL, "build-approve", id);
  return id;
}

/** An approved, featured build of the owner (Car of the Week is set from the Featured tab). */
async function featuredBuild(w: World): Promise<string> {
  const id = await approvedBuild(w);
  await adminAction(w.actors.admin, w.baseURL, "build-feature", id);
  return id;
}

async function pendingBuild(w: World): Promise<string> {
  return createBuild(w.actors.owner, w.baseURL);
}

async function approvedEvent(w: World): Promise<string> {
  const id = await createEvent(w.actors.owner, w.baseURL);
  await post(w, "admin", `/events/${id}`, { intent: "approve" });
  return id;
}

/** An approved event every signed-in actor is going to. */
async function attendedEvent(w: World): Promise<string> {
  const id = await approvedEvent(w);
  for (const actor of ["owner", "other", "admin"] as const) {
    const response = await post(w, actor, `/events/${id}`, { intent: "attend" });
    expect(response.status()).toBe(200);
  }
  return id;
}

/** A pending monthly series of the owner (first Sunday), created through the create form. */
async function pendingSeries(w: World): Promise<string> {
  const response = await postMultipart(w.actors.owner, w.baseURL, "/events/create", {
    title: unique("Matrix series"),
    description: "",
    eventDate: "2099-06-01T10:00",
    timeZone: "UTC",
    location: "Portland, OR",
    placeId: "",
    maxAttendees: "",
    imageUrl: "",
    repeat: "monthly-nth",
    repeatOrdinal: "1",
    repeatWeekday: "SU",
    repeatEnds: "never",
  });
  expect(response.status(), await response.text().catch(() => "")).toBe(302);
  const id = /\/events\/series\/([0-9a-f-]{36})/.exec(response.headers().location ?? "")?.[1];
  expect(id, "series id in the redirect").toBeTruthy();
  return id ?? "";
}

/** The actor's private calendar feed token, from the links on My events (made on first visit). */
async function feedToken(w: World, actor: Actor): Promise<string> {
  const html = await (await w.actors[actor].get("/events/mine")).text();
  const token = /\/events\/my\/([A-Za-z0-9_-]{43})\.ics/.exec(html)?.[1];
  expect(token, `${actor}'s calendar link on /events/mine`).toBeTruthy();
  return token as string;
}

/**
 * A ready data export of the owner: its link's token from the e-mail, and its id from the page.
 * Asks for one unless one is on its way (the export case above may have asked already).
 */
async function readyExport(w: World): Promise<{ token: string; id: string }> {
  const owner = ACTOR_USERS.owner.email;
  const mailed = async () =>
    (await readOutbox()).find((m) => m.to === owner && m.subject.includes("data export is ready"));
  if (!(await mailed())) {
    const answer = await post(w, "owner", "/account/export", { intent: "request-export" });
    expect([302, 409], "asking for an export").toContain(answer.status());
  }
  await expect.poll(mailed, { timeout: 30_000 }).toBeTruthy();
  const link = (await mailed())?.links.find((l) => l.includes("/account/export/")) ?? "";
  const html = await (await w.actors.owner.get("/account/export")).text();
  const id = /\/account\/export\/([0-9a-f-]{36})\/download/.exec(html)?.[1] ?? "";
  expect(id, "a ready export on the owner's page").toBeTruthy();
  return { token: link.split("/account/export/")[1] ?? "", id };
}

/** An attended event and the other member's ticket code, read from their ticket page. */
async function eventWithTicket(w: World): Promise<{ id: string; token: string }> {
  const id = await attendedEvent(w);
  const html = await (await w.actors.other.get(`/events/${id}/ticket`)).text();
  const token = /[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{43}/.exec(html)?.[0] ?? "";
  expect(token).not.toBe("");
  return { id, token };
}

/** A topic of the owner with one reply of the other member. */
async function topicWithReply(w: World) {
  const topic = await createTopic(w.actors.owner, w.baseURL);
  const replyId = await postReply(w.actors.other, w.baseURL, topic.topicId);
  return { ...topic, replyId };
}

const none = async () => undefined;

/** A marketplace listing's fields (parts need no photo). */
const listing = (actor: Actor) => ({
  title: unique(`Listing by ${actor}`),
  category: "parts",
  price: "150",
  currency: "USD",
  condition: "used",
  location: "Portland, OR",
  description: `Coilovers, sold by ${actor}.`,
  buildId: "",
});

async function ownerListing(w: World): Promise<string> {
  const response = await postMultipart(
    w.actors.owner,
    w.baseURL,
    "/marketplace/new",
    listing("owner"),
  );
  expect(response.status(), await response.text()).toBe(302);
  return idsIn(response.headers().location ?? "", "/marketplace/")[0];
}

/** The first record linked from a public list (seeded content). */
async function firstIdOn(w: World, path: string, prefix: string): Promise<string> {
  const id = idsIn(await (await w.actors.visitor.get(path)).text(), prefix)[0];
  expect(id, `a record on ${path}`).toBeTruthy();
  return id;
}

/** The owner gets a notification (another member comments on their build); returns its id. */
async function ownerWithNotification(w: World): Promise<string> {
  const buildId = await approvedBuild(w);
  const comment = await post(w, "other", `/builds/${buildId}`, {
    intent: "comment",
    content: unique("A comment that notifies"),
  });
  expect(comment.status()).toBe(200);
  const html = await (await w.actors.owner.get("/notifications")).text();
  const id = /name="id" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(id, "a notification for the owner").toBeTruthy();
  return id as string;
}

/** A photo set of the owner, pending review. */
const pendingMedia = (w: World) => submitPhotoSet(w.actors.owner, w.baseURL);

async function approvedMedia(w: World): Promise<string> {
  const id = await pendingMedia(w);
  await mediaAction(w.actors.admin, w.baseURL, "media-approve", id);
  return id;
}

async function featuredMedia(w: World): Promise<string> {
  const id = await approvedMedia(w);
  await mediaAction(w.actors.admin, w.baseURL, "media-feature", id);
  return id;
}

async function rejectedMedia(w: World): Promise<string> {
  const id = await pendingMedia(w);
  await mediaAction(w.actors.admin, w.baseURL, "media-reject", id);
  return id;
}

/** A listing of the owner that they marked sold. */
async function soldListing(w: World): Promise<string> {
  const id = await ownerListing(w);
  const response = await post(w, "owner", `/marketplace/${id}`, { intent: "sold" });
  expect(response.status()).toBe(200);
  return id;
}

/** A listing of the owner that an admin removed. */
async function removedListing(w: World): Promise<string> {
  const id = await ownerListing(w);
  const response = await post(w, "admin", "/admin/marketplace", { intent: "listing-remove", id });
  expect(response.status()).toBe(200);
  return id;
}

/** A listing of the owner with an open report of the other member; returns its key in the queue. */
async function reportedListing(w: World): Promise<{ listingId: string; queueId: string }> {
  const listingId = await ownerListing(w);
  await reportListing(w.actors.other, w.baseURL, listingId);
  const queueId = `marketplace-listing:${listingId}`;
  const html = await (await w.actors.admin.get("/admin/reports")).text();
  expect(html, "the listing's row in the review queue").toContain(`value="${queueId}"`);
  return { listingId, queueId };
}

/** The shared report form's fields (ADR 038): a reason and a note naming who sent it. */
const reportFields = (intent: string, actor: Actor, extra: Record<string, string> = {}) => ({
  intent,
  reason: "spam",
  note: `Reported by ${actor}`,
  ...extra,
});

/** An approved build of the owner that the other member reported; its key in the queue. */
async function reportedBuild(w: World): Promise<{ buildId: string; queueId: string }> {
  const buildId = await approvedBuild(w);
  const response = await post(w, "other", `/builds/${buildId}`, reportFields("report", "other"));
  expect(response.status(), await response.text()).toBe(200);
  const queueId = `build:${buildId}`;
  const html = await (await w.actors.admin.get("/admin/reports")).text();
  expect(html, "the build's row in the review queue").toContain(`value="${queueId}"`);
  return { buildId, queueId };
}

/** A build of the owner the admins hid after a report (Hide in the queue). */
async function hiddenBuild(w: World): Promise<string> {
  const { buildId, queueId } = await reportedBuild(w);
  const response = await post(w, "admin", "/admin/reports", { intent: "report-hide", id: queueId });
  expect(response.status()).toBe(200);
  return buildId;
}

/** A listing of the owner with one photo; returns the listing and the photo's id. */
async function listingWithPhoto(w: World): Promise<{ listingId: string; photoId: string }> {
  const listingId = await createListing(w.actors.owner, w.baseURL, {
    photos: [await pngFile("listing.png")],
  });
  const html = await (await w.actors.owner.get(`/marketplace/${listingId}/edit`)).text();
  const photoId = /name="removeImageId" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(photoId, "the photo's Remove box in the editor").toBeTruthy();
  return { listingId, photoId: photoId as string };
}

/** Messages the listing's seller got through Contact seller (the outbox holds every mail). */
async function inquiriesAbout(listingId: string): Promise<string> {
  const mails = (await readOutbox()).filter(
    (m) => m.to === ACTOR_USERS.owner.email && m.text.includes(`/marketplace/${listingId}`),
  );
  return `${mails.length} messages: ${mails.map((m) => m.replyTo).join(", ")}`;
}

// --- Read-backs ---------------------------------------------------------------------------------

const read = (w: World, actor: Actor, ...paths: string[]) =>
  Promise.all(paths.map((p) => readPage(w.actors[actor], p))).then((texts) => texts.join("\n"));

/** A build as the admin, its owner and a visitor see it (approval shows in the visitor's status). */
const buildAsAdminAndOwner = async (w: World, id: string) => {
  const visitor = await w.actors.visitor.get(`/builds/${id}`);
  return `${await read(w, "admin", `/builds/${id}`)}\n${await read(w, "owner", `/builds/${id}`)}\nvisitor ${visitor.status()}`;
};

/**
 * Approved media as the admin lists them (status and Featured badges). Not the item's page: a
 * look at an approved item counts a view, which this list shows (normalised here all the same).
 */
const approvedMediaList = async (w: World) =>
  (await read(w, "admin", "/admin/media?status=approved")).replace(
    /· \d[\d,]* (?=(Photo|Video|Tutorial)\b)/g,
    "· <views> ",
  );

/** A listing as its seller sees it (and the admin list), and whether a visitor can see it. */
const listingAsSellerAndVisitor = async (w: World, id: string) => {
  const visitor = await w.actors.visitor.get(`/marketplace/${id}`);
  return `${await read(w, "owner", `/marketplace/${id}`)}\nvisitor ${visitor.status()}`;
};

// --- The matrix ---------------------------------------------------------------------------------

const signIn = "redirect /auth" as const;

/** What each actor types as their own password (a visitor has none). */
const passwordOf = (actor: Actor) =>
  actor === "visitor" ? "no-password" : ACTOR_USERS[actor].password;

/**
 * Puts `actor`'s two-factor in a known state through their own Security page (whatever earlier
 * cases left): off, a set-up waiting for its first code (its key returned), or on.
 */
async function twoFactorOf(w: World, actor: "owner" | "other", state: "off" | "setting-up" | "on") {
  await post(w, actor, "/account/security", { intent: "two-factor-cancel" });
  await post(w, actor, "/account/security", {
    intent: "two-factor-disable",
    password: passwordOf(actor),
  });
  if (state === "on") {
    await turnOnTwoFactorOverHttp(w.actors[actor], w.baseURL, ACTOR_USERS[actor]);
    return "";
  }
  if (state === "off") return "";
  const start = await post(w, actor, "/account/security", {
    intent: "two-factor-start",
    password: passwordOf(actor),
  });
  expect(start.status()).toBe(200);
  return pendingTwoFactorSecret(w.actors[actor]);
}

/** A member with two-factor on who is none of the actors (an admin's reset signs them out). */
const LOST_PHONE = demoUsers.members[2];

async function memberWithTwoFactor(w: World): Promise<string> {
  const context = await signedInContext(w.baseURL, LOST_PHONE);
  await turnOnTwoFactorOverHttp(context, w.baseURL, LOST_PHONE);
  await context.dispose();
  return memberIdOnAdminPage(w.actors.admin, LOST_PHONE.email);
}

const CASES: AnyCase[] = [
  // Builds
  defineCase({
    name: "create a build (POST /create-build)",
    setup: none,
    send: (w, actor) =>
      postMultipart(w.actors[actor], w.baseURL, "/create-build", {
        title: unique(`Build by ${actor}`),
        carMake: "Mazda",
        carModel: "MX-5",
        carYear: "1991",
        description: "",
        featuredImageUrl: "https://example.com/na.jpg",
      }),
    expected: { visitor: signIn, owner: "ok", other: "ok", admin: "ok" },
    readBack: (w) => read(w, "admin", "/admin?tab=pending-builds"),
  }),
  defineCase({
    name: "like a build (POST /builds/:id intent=like)",
    setup: approvedBuild,
    send: (w, actor, id) => post(w, actor, `/builds/${id}`, { intent: "like" }),
    expected: { visitor: "401", owner: "ok", other: "ok", admin: "ok" },
    readBack: (w, id) => read(w, "admin", `/builds/${id}`),
  }),
  defineCase({
    name: "unlike a build (POST /builds/:id intent=unlike)",
    setup: async (w) => {
      const id = await approvedBuild(w);
      for (const actor of ["owner", "other", "admin"] as const) {
        expect((await post(w, actor, `/builds/${id}`, { intent: "like" })).status()).toBe(200);
      }
      return id;
    },
    send: (w, actor, id) => post(w, actor, `/builds/${id}`, { intent: "unlike" }),
    expected: { visitor: "401", owner: "ok", other: "ok", admin: "ok" },
    readBack: (w, id) => read(w, "admin", `/builds/${id}`),
  }),
  defineCase({
    name: "comment on a build (POST /builds/:id intent=comment)",
    setup: approvedBuild,
    send: (w, actor, id) =>
      post(w, actor, `/builds/${id}`, { intent: "comment", content: unique(`From ${actor}`) }),
    expected: { visitor: "401", owner: "ok", other: "ok", admin: "ok" },
    readBack: (w, id) => read(w, "admin", `/builds/${id}`),
  }),
  defineCase({
    name: "delete a build from its page (POST /builds/:id intent=delete)",
    setup: approvedBuild,
    send: (w, actor, id) => post(w, actor, `/builds/${id}`, { intent: "delete" }),
    expected: { visitor: "401", owner: "ok", other: "404", admin: "404" },
    readBack: buildAsAdminAndOwner,
    fresh: true,
  }),
  defineCase({
    name: "delete a build from My Builds (POST /my-builds intent=delete)",
    setup: approvedBuild,
    send: (w, actor, id) => post(w, actor, "/my-builds", { intent: "delete", buildId: id }),
    expected: { visitor: signIn, owner: "ok", other: "404", admin: "404" },
    readBack: buildAsAdminAndOwner,
    fresh: true,
  }),
  defineCase({
    name: "edit a build (POST /edit-build/:id)",
    setup: approvedBuild,
    send: (w, actor, id) =>
      postMultipart(w.actors[actor], w.baseURL, `/edit-build/${id}`, {
        title: unique(`Edited by ${actor}`),
        carMake: "Honda",
        carModel: "S2000",
        carYear: "2004",
        description: `Rewritten by ${actor}`,
        featuredImageUrl: "https://example.com/edited.jpg",
      }),
    expected: {
      visitor: signIn,
      owner: "ok",
      other: "redirect /my-builds",
      admin: "redirect /my-builds",
    },
    readBack: buildAsAdminAndOwner,
  }),

  // Admin panel: every intent, on the record it acts on
  ...(
    [
      ["build-approve", pendingBuild],
      ["build-reject", approvedBuild],
      ["build-feature", approvedBuild],
      [
        "build-unfeature",
        async (w: World) => {
          const id = await approvedBuild(w);
          await adminAction(w.actors.admin, w.baseURL, "build-feature", id);
          return id;
        },
      ],
      ["build-set-car-of-week", featuredBuild],
      [
        "build-unset-car-of-week",
        async (w: World) => {
          const id = await featuredBuild(w);
          await adminAction(w.actors.admin, w.baseURL, "build-set-car-of-week", id);
          return id;
        },
      ],
      ["build-delete", approvedBuild],
    ] as const
  ).map(([intent, setup]) =>
    defineCase({
      name: `admin panel: ${intent} (POST /admin)`,
      setup,
      send: (w, actor, id) => post(w, actor, "/admin", { intent, id }),
      expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
      readBack: async (w, id) =>
        `${await buildAsAdminAndOwner(w, id)}\n${
          // Car of the Week shows in the admin's Featured tab (and on the home page).
          intent.includes("car-of-week") ? await read(w, "admin", "/admin?tab=featured-builds") : ""
        }`,
      fresh: true,
    }),
  ),
  ...(["event-approve", "event-reject", "event-delete"] as const).map((intent) =>
    defineCase({
      name: `admin panel: ${intent} (POST /admin)`,
      setup: (w) =>
        intent === "event-approve" ? createEvent(w.actors.owner, w.baseURL) : approvedEvent(w),
      send: (w, actor, id) => post(w, actor, "/admin", { intent, id }),
      expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
      readBack: (w, id) => read(w, "admin", `/events/${id}`),
      fresh: true,
    }),
  ),

  // Events
  defineCase({
    name: "create an event (POST /events/create)",
    setup: none,
    send: (w, actor) =>
      postMultipart(w.actors[actor], w.baseURL, "/events/create", {
        title: unique(`Meet by ${actor}`),
        description: "",
        eventDate: "2099-06-01T10:00",
        timeZone: "UTC",
        location: "Denver, CO",
        placeId: "",
        maxAttendees: "",
        imageUrl: "",
      }),
    expected: { visitor: signIn, owner: "ok", other: "ok", admin: "ok" },
    readBack: (w) => read(w, "admin", "/admin?tab=pending-events"),
  }),
  defineCase({
    name: "RSVP to an event (POST /events/:id intent=attend)",
    setup: approvedEvent,
    send: (w, actor, id) => post(w, actor, `/events/${id}`, { intent: "attend" }),
    expected: { visitor: signIn, owner: "ok", other: "ok", admin: "ok" },
    readBack: (w, id) => read(w, "admin", `/events/${id}`),
  }),
  defineCase({
    name: "cancel an RSVP (POST /events/:id intent=cancel)",
    setup: attendedEvent,
    send: (w, actor, id) => post(w, actor, `/events/${id}`, { intent: "cancel" }),
    expected: { visitor: signIn, owner: "ok", other: "ok", admin: "ok" },
    readBack: (w, id) => read(w, "admin", `/events/${id}`),
  }),
  defineCase({
    name: "bring one's build to an event (POST /events/:id intent=bring-car buildId=owner's)",
    setup: async (w) => ({ eventId: await attendedEvent(w), buildId: await approvedBuild(w) }),
    send: (w, actor, f) =>
      post(w, actor, `/events/${f.eventId}`, { intent: "bring-car", buildId: f.buildId }),
    expected: { visitor: signIn, owner: "ok", other: "400", admin: "400" },
    readBack: (w, f) => read(w, "admin", `/events/${f.eventId}`),
  }),
  defineCase({
    name: "reset one's calendar link (POST /events/mine intent=reset-calendar-feed)",
    setup: none,
    send: (w, actor) => post(w, actor, "/events/mine", { intent: "reset-calendar-feed" }),
    expected: { visitor: "redirect /auth", owner: "ok", other: "ok-own", admin: "ok-own" },
    readBack: (w) => feedToken(w, "owner"),
  }),
  // The host's tools (the host and admins; anyone else is answered as for no event)
  defineCase({
    name: "edit an event (POST /events/:id/edit)",
    setup: approvedEvent,
    send: (w, actor, id) =>
      postMultipart(w.actors[actor], w.baseURL, `/events/${id}/edit`, {
        title: unique(`Edited by ${actor}`),
        description: "",
        eventDate: "2099-06-01T10:00",
        endsAt: "",
        timeZone: "UTC",
        location: "Denver, CO",
        placeId: "",
        maxAttendees: "",
        category: "meet",
        imageUrl: "",
      }),
    expected: { visitor: signIn, owner: "ok", other: "404", admin: "ok" },
    readBack: (w, id) => read(w, "admin", `/events/${id}`),
  }),
  defineCase({
    name: "cancel an event (POST /events/:id intent=cancel-event)",
    setup: approvedEvent,
    send: (w, actor, id) =>
      post(w, actor, `/events/${id}`, { intent: "cancel-event", reason: `Cancelled by ${actor}` }),
    expected: { visitor: signIn, owner: "ok", other: "404", admin: "ok" },
    readBack: (w, id) => read(w, "admin", `/events/${id}`),
    fresh: true,
  }),
  defineCase({
    name: "message attendees (POST /events/:id intent=message)",
    setup: attendedEvent,
    send: (w, actor, id) =>
      post(w, actor, `/events/${id}`, { intent: "message", subject: "News", text: "Hello" }),
    expected: { visitor: signIn, owner: "ok-own", other: "404", admin: "ok-own" },
    readBack: (w, id) => read(w, "admin", `/events/${id}`),
  }),
  ...(["approve", "reject", "delete"] as const).map((intent) =>
    defineCase({
      name: `moderate an event on its page (POST /events/:id intent=${intent})`,
      setup: (w) =>
        intent === "approve" ? createEvent(w.actors.owner, w.baseURL) : approvedEvent(w),
      send: (w, actor, id) => post(w, actor, `/events/${id}`, { intent }),
      expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
      readBack: (w, id) => read(w, "admin", `/events/${id}`),
      fresh: true,
    }),
  ),

  ...(["approve", "reject"] as const).map((intent) =>
    defineCase({
      name: `moderate a series on its page (POST /events/series/:id intent=${intent})`,
      setup: pendingSeries,
      send: (w, actor, id) => post(w, actor, `/events/series/${id}`, { intent }),
      expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
      readBack: (w, id) => read(w, "admin", `/events/series/${id}`),
      fresh: true,
    }),
  ),
  defineCase({
    name: "end a series (POST /events/series/:id intent=end)",
    setup: pendingSeries,
    send: (w, actor, id) => post(w, actor, `/events/series/${id}`, { intent: "end" }),
    expected: { visitor: signIn, owner: "ok", other: "403", admin: "403" },
    readBack: (w, id) => read(w, "admin", `/events/series/${id}`),
    fresh: true,
  }),
  defineCase({
    name: "edit a whole series (POST /events/series/:id/edit)",
    setup: pendingSeries,
    send: (w, actor, id) =>
      post(w, actor, `/events/series/${id}/edit`, {
        title: unique(`Series by ${actor}`),
        description: "",
        category: "",
        location: "Portland, OR",
        placeId: "",
        maxAttendees: "",
        time: "09:30",
      }),
    expected: { visitor: signIn, owner: "ok", other: "403", admin: "403" },
    readBack: (w, id) => read(w, "admin", `/events/series/${id}`),
  }),
  defineCase({
    name: "check in by ticket (POST /events/:id/check-in intent=check-in-token)",
    setup: eventWithTicket,
    send: (w, actor, { id, token }) =>
      post(w, actor, `/events/${id}/check-in`, { intent: "check-in-token", token }),
    expected: { visitor: signIn, owner: "ok", other: "403", admin: "ok" },
    readBack: (w, { id }) => read(w, "owner", `/events/${id}/check-in`),
    fresh: true,
  }),
  defineCase({
    name: "read a ticket at the door (POST /events/:id/check-in intent=lookup-token)",
    setup: eventWithTicket,
    send: (w, actor, { id, token }) =>
      post(w, actor, `/events/${id}/check-in`, { intent: "lookup-token", token }),
    expected: { visitor: signIn, owner: "ok-own", other: "403", admin: "ok-own" },
    readBack: (w, { id }) => read(w, "owner", `/events/${id}/check-in`),
  }),
  defineCase({
    name: "ask a question on an event (POST /events/:id intent=comment)",
    setup: approvedEvent,
    send: (w, actor, id) =>
      post(w, actor, `/events/${id}`, { intent: "comment", content: unique(`From ${actor}`) }),
    expected: { visitor: "401", owner: "ok", other: "ok", admin: "ok" },
    readBack: (w, id) => read(w, "admin", `/events/${id}`),
  }),

  // Forums
  defineCase({
    name: "create a topic (POST /forums/create)",
    setup: async (w) => {
      const html = await (await w.actors.owner.get("/forums/create")).text();
      return /<option[^>]*value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? "";
    },
    send: (w, actor, categoryId) =>
      post(w, actor, "/forums/create", {
        title: unique(`Topic by ${actor}`),
        categoryId,
        content: "Hello from the matrix.",
      }),
    expected: { visitor: signIn, owner: "ok", other: "ok", admin: "ok" },
    readBack: (w) => read(w, "admin", "/forums"),
  }),
  defineCase({
    name: "reply to a topic (POST /forums/topic/:id intent=reply)",
    setup: topicWithReply,
    send: (w, actor, t) =>
      post(w, actor, `/forums/topic/${t.topicId}`, {
        intent: "reply",
        content: unique(`Reply by ${actor}`),
      }),
    expected: { visitor: signIn, owner: "ok", other: "ok", admin: "ok" },
    readBack: (w, t) => read(w, "admin", `/forums/topic/${t.topicId}`),
  }),
  defineCase({
    name: "edit a post (POST /forums/topic/:id intent=edit)",
    setup: topicWithReply,
    send: (w, actor, t) =>
      post(w, actor, `/forums/topic/${t.topicId}`, {
        intent: "edit",
        postId: t.openingPostId,
        content: unique(`Rewritten by ${actor}`),
      }),
    expected: { visitor: signIn, owner: "ok", other: "403", admin: "403" },
    readBack: (w, t) => read(w, "admin", `/forums/topic/${t.topicId}`),
  }),
  ...(["lock", "unlock", "delete-topic", "delete-post"] as const).map((intent) =>
    defineCase({
      name: `moderate a topic (POST /forums/topic/:id intent=${intent})`,
      setup: async (w) => {
        const t = await topicWithReply(w);
        if (intent === "unlock") {
          const r = await post(w, "admin", `/forums/topic/${t.topicId}`, { intent: "lock" });
          expect(r.status()).toBe(302);
        }
        return t;
      },
      send: (w, actor, t) =>
        post(w, actor, `/forums/topic/${t.topicId}`, { intent, postId: t.replyId }),
      expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
      readBack: (w, t) => read(w, "admin", `/forums/topic/${t.topicId}`, "/forums"),
      fresh: true,
    }),
  ),

  // Profile: every member edits only their own (no id in the form to point elsewhere).
  defineCase({
    name: "update a profile (POST /profile)",
    setup: none,
    send: (w, actor) => {
      const me = actor === "visitor" ? ACTOR_USERS.owner : ACTOR_USERS[actor];
      return postMultipart(w.actors[actor], w.baseURL, "/profile", {
        // Fields that try to point the update at the owner's account are ignored.
        userId: "owner",
        id: "owner",
        username: me.username,
        fullName: me.fullName,
        location: me.location,
        bio: unique(`Bio written by ${actor}`),
        avatarUrl: "",
      });
    },
    expected: { visitor: signIn, owner: "ok", other: "ok-own", admin: "ok-own" },
    readBack: (w) => read(w, "owner", "/profile", `/u/${ACTOR_USERS.owner.username}`),
  }),

  // Account settings: a session is signed out by its owner only (the id of someone else's answers
  // 404, like one that does not exist). The other intents act on the actor's own account only.
  defineCase({
    name: "sign out another session (POST /account intent=revoke-session)",
    setup: (w) => anotherSessionOf(w.actors.owner, w.baseURL, ACTOR_USERS.owner),
    send: (w, actor, id) => post(w, actor, "/account", { intent: "revoke-session", sessionId: id }),
    expected: { visitor: signIn, owner: "ok", other: "404", admin: "404" },
    readBack: async (w) => (await otherSessionIds(w.actors.owner)).join(" "),
    fresh: true,
  }),
  // Deleting an account: only ever the actor's own, with its password and username typed out. A
  // member naming the owner's username with their own password is refused; the owner's own try
  // here uses a wrong password (the allowed deletion, which uses the account up, is the test
  // "a member deletes their own account and nobody else's" below).
  defineCase({
    name: "delete the owner's account (POST /account/delete)",
    setup: none,
    send: (w, actor) =>
      post(w, actor, "/account/delete", {
        userId: "owner",
        confirmUsername: ACTOR_USERS.owner.username,
        password:
          actor === "owner" || actor === "visitor"
            ? "not-the-password"
            : ACTOR_USERS[actor].password,
      }),
    expected: { visitor: signIn, owner: "400", other: "400", admin: "400" },
    readBack: (w) => read(w, "owner", "/profile", `/u/${ACTOR_USERS.owner.username}`),
  }),

  // Marketplace (issue 7)
  defineCase({
    name: "create a listing (POST /marketplace/new)",
    setup: none,
    send: (w, actor) =>
      postMultipart(w.actors[actor], w.baseURL, "/marketplace/new", listing(actor)),
    expected: { visitor: signIn, owner: "ok", other: "ok", admin: "ok" },
    readBack: (w) => read(w, "admin", "/marketplace"),
  }),
  ...(["sold", "delete"] as const).map((intent) =>
    defineCase({
      name: `${intent === "sold" ? "mark a listing sold" : "delete a listing"} (POST /marketplace/:id intent=${intent})`,
      setup: ownerListing,
      send: (w, actor, id) => post(w, actor, `/marketplace/${id}`, { intent }),
      expected: { visitor: signIn, owner: "ok", other: "404", admin: "404" },
      readBack: (w, id) => read(w, "admin", `/marketplace/${id}`),
      fresh: true,
    }),
  ),
  defineCase({
    name: "edit a listing (POST /marketplace/:id/edit)",
    setup: ownerListing,
    send: (w, actor, id) =>
      postMultipart(w.actors[actor], w.baseURL, `/marketplace/${id}/edit`, listing(actor)),
    expected: {
      visitor: signIn,
      owner: "ok",
      other: "redirect /marketplace/mine",
      admin: "redirect /marketplace/mine",
    },
    readBack: (w, id) => read(w, "admin", `/marketplace/${id}`),
  }),
  defineCase({
    name: "admin marketplace: listing-remove (POST /admin/marketplace)",
    setup: ownerListing,
    send: (w, actor, id) => post(w, actor, "/admin/marketplace", { intent: "listing-remove", id }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w, id) => read(w, "owner", `/marketplace/${id}`),
  }),

  // Features and media hub (issue 7): admin sections act on the seeded content.
  defineCase({
    name: "admin features: feature-delete (POST /admin/features)",
    setup: (w) => firstIdOn(w, "/features", "/features/"),
    send: (w, actor, id) =>
      postMultipart(w.actors[actor], w.baseURL, "/admin/features", {
        intent: "feature-delete",
        id,
      }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w, id) => read(w, "visitor", `/features/${id}`),
  }),
  defineCase({
    name: "admin media: media-delete (POST /admin/media)",
    setup: (w) => firstIdOn(w, "/media", "/media/"),
    send: (w, actor, id) => post(w, actor, "/admin/media", { intent: "media-delete", id }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w, id) => read(w, "visitor", `/media/${id}`),
  }),

  // Notifications: each member acts on their own only.
  defineCase({
    name: "mark notifications read (POST /notifications intent=read-all)",
    setup: ownerWithNotification,
    send: (w, actor) => post(w, actor, "/notifications", { intent: "read-all" }),
    expected: { visitor: signIn, owner: "ok", other: "ok-own", admin: "ok-own" },
    readBack: (w) => read(w, "owner", "/notifications"),
  }),
  defineCase({
    name: "open someone's notification (POST /notifications intent=open)",
    setup: ownerWithNotification,
    send: (w, actor, id) => post(w, actor, "/notifications", { intent: "open", id }),
    expected: { visitor: signIn, owner: "ok", other: "404", admin: "404" },
    readBack: (w) => read(w, "owner", "/notifications"),
  }),
  // Following: members follow approved builds (not their own) and members; muting needs a follow.
  defineCase({
    name: "follow a build (POST /following intent=follow-build)",
    setup: approvedBuild,
    send: (w, actor, id) => post(w, actor, "/following", { intent: "follow-build", buildId: id }),
    expected: { visitor: signIn, owner: "400", other: "ok", admin: "ok" },
    readBack: (w, id) => read(w, "admin", `/builds/${id}`),
  }),
  defineCase({
    name: "follow a pending build (POST /following intent=follow-build)",
    setup: pendingBuild,
    send: (w, actor, id) => post(w, actor, "/following", { intent: "follow-build", buildId: id }),
    expected: { visitor: signIn, owner: "404", other: "404", admin: "404" },
    readBack: (w, id) => read(w, "owner", `/builds/${id}`),
  }),
  defineCase({
    // The other member follows the owner (demo seed), which is enough to mute the owner's builds.
    name: "mute a build (POST /following intent=mute-build)",
    setup: approvedBuild,
    send: (w, actor, id) => post(w, actor, "/following", { intent: "mute-build", buildId: id }),
    expected: { visitor: signIn, owner: "409", other: "ok-own", admin: "409" },
    readBack: (w, id) => read(w, "admin", `/builds/${id}`),
  }),
  defineCase({
    name: "follow a member (POST /following intent=follow-member)",
    setup: none,
    send: (w, actor) =>
      post(w, actor, "/following", { intent: "follow-member", username: "sofia_e30" }),
    expected: { visitor: signIn, owner: "ok", other: "ok", admin: "ok" },
    readBack: (w) => read(w, "admin", "/u/sofia_e30"),
  }),
  // Features (issue 7): admins write them; members are refused before the body is read.
  defineCase({
    name: "admin features: create (POST /admin/features intent=create)",
    setup: none,
    send: async (w, actor) =>
      postMultipart(w.actors[actor], w.baseURL, "/admin/features", {
        intent: "create",
        ...featureFields({ title: unique(`Feature by ${actor}`), image: await pngFile() }),
      }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w) => read(w, "admin", "/admin/features", "/features"),
  }),
  defineCase({
    name: "admin features: update (POST /admin/features intent=update)",
    setup: (w) => createFeature(w.actors.admin, w.baseURL),
    send: (w, actor, id) =>
      postMultipart(w.actors[actor], w.baseURL, "/admin/features", {
        intent: "update",
        id,
        ...featureFields({ title: unique(`Rewritten by ${actor}`), body: `Body by ${actor}` }),
      }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w, id) => read(w, "visitor", `/features/${id}`),
  }),

  // Media hub (issue 7): members submit (pending), admins moderate and publish videos.
  ...(["photo set", "tutorial"] as const).map((kind) =>
    defineCase({
      name: `submit media: a ${kind} (POST /media/submit)`,
      setup: none,
      send: async (w, actor) =>
        postMultipart(
          w.actors[actor],
          w.baseURL,
          kind === "tutorial" ? "/media/submit?type=tutorial" : "/media/submit",
          kind === "tutorial"
            ? await tutorialFields({ title: unique(`Tutorial by ${actor}`) })
            : await photoSetFields({ title: unique(`Photos by ${actor}`) }),
        ),
      expected: { visitor: signIn, owner: "ok", other: "ok", admin: "ok" },
      readBack: (w) => read(w, "admin", "/admin/media?status=pending"),
    }),
  ),
  ...(
    [
      ["media-approve", pendingMedia],
      ["media-reject", approvedMedia],
      ["media-feature", approvedMedia],
      ["media-unfeature", featuredMedia],
    ] as const
  ).map(([intent, setup]) =>
    defineCase({
      name: `admin media: ${intent} (POST /admin/media)`,
      setup,
      send: (w, actor, id) => post(w, actor, "/admin/media", { intent, id }),
      expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
      readBack: approvedMediaList,
      fresh: true,
    }),
  ),
  defineCase({
    name: "admin media: add a video (POST /admin/media, multipart)",
    setup: none,
    send: async (w, actor) =>
      postMultipart(w.actors[actor], w.baseURL, "/admin/media", {
        title: unique(`Video by ${actor}`),
        description: "An embedded video.",
        duration: "3:32",
        embedUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        cover: await pngFile("cover.png"),
      }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w) => read(w, "visitor", "/media"),
  }),

  // Marketplace: the seller's own controls, members' contact and report, admin moderation.
  defineCase({
    name: "mark a listing for sale again (POST /marketplace/:id intent=active)",
    setup: soldListing,
    send: (w, actor, id) => post(w, actor, `/marketplace/${id}`, { intent: "active" }),
    expected: { visitor: signIn, owner: "ok", other: "404", admin: "404" },
    readBack: (w, id) => read(w, "admin", `/marketplace/${id}`),
  }),
  defineCase({
    name: "contact the seller (POST /marketplace/:id intent=contact)",
    setup: ownerListing,
    send: (w, actor, id) =>
      post(w, actor, `/marketplace/${id}`, {
        intent: "contact",
        message: `Is this still available? Asking as ${actor}.`,
      }),
    // The seller cannot write to themselves (409); every other member can.
    expected: { visitor: signIn, owner: "409", other: "ok", admin: "ok" },
    readBack: (_w, id) => inquiriesAbout(id),
  }),
  defineCase({
    name: "report a listing (POST /marketplace/:id intent=report)",
    setup: ownerListing,
    send: (w, actor, id) =>
      post(w, actor, `/marketplace/${id}`, {
        intent: "report",
        reason: "misleading",
        details: `Reported by ${actor}`,
      }),
    expected: { visitor: signIn, owner: "409", other: "ok", admin: "ok" },
    readBack: (w) => read(w, "admin", "/admin/marketplace"),
  }),
  defineCase({
    name: "link someone else's build to a listing (POST /marketplace/new buildId=…)",
    // The owner's approved build: only the owner may show it on a listing.
    setup: approvedBuild,
    send: (w, actor, buildId) =>
      postMultipart(
        w.actors[actor],
        w.baseURL,
        "/marketplace/new",
        listingFields({ title: unique(`Listing with a build by ${actor}`), buildId }),
      ),
    expected: { visitor: signIn, owner: "ok", other: "400", admin: "400" },
    readBack: (w) => read(w, "admin", "/marketplace"),
  }),
  defineCase({
    name: "remove another listing's photo through one's own editor (POST /marketplace/:id/edit)",
    setup: listingWithPhoto,
    send: async (w, actor, f) => {
      // Each member edits a listing of their own, naming the owner's photo for removal.
      const own =
        actor === "owner" || actor === "visitor"
          ? f.listingId
          : await createListing(w.actors[actor], w.baseURL);
      return postMultipart(w.actors[actor], w.baseURL, `/marketplace/${own}/edit`, {
        ...listingFields({ title: unique(`Edited by ${actor}`) }),
        removeImageId: f.photoId,
      });
    },
    expected: { visitor: signIn, owner: "ok", other: "ok-own", admin: "ok-own" },
    readBack: (w, f) => read(w, "owner", `/marketplace/${f.listingId}/edit`),
    fresh: true,
  }),
  defineCase({
    name: "admin marketplace: listing-restore (POST /admin/marketplace)",
    setup: removedListing,
    send: (w, actor, id) => post(w, actor, "/admin/marketplace", { intent: "listing-restore", id }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: listingAsSellerAndVisitor,
  }),
  defineCase({
    name: "review queue: dismiss a listing's reports (POST /admin/reports)",
    setup: reportedListing,
    send: (w, actor, f) =>
      post(w, actor, "/admin/reports", { intent: "report-dismiss", id: f.queueId }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w) => read(w, "admin", "/admin/reports"),
  }),
  defineCase({
    name: "review queue: delete a reported listing (POST /admin/reports)",
    setup: reportedListing,
    send: (w, actor, f) =>
      post(w, actor, "/admin/reports", { intent: "report-delete", id: f.queueId }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w, f) => listingAsSellerAndVisitor(w, f.listingId),
  }),
  // Reports of content (ADR 038): members report what is not theirs; admins decide in the queue.
  defineCase({
    name: "report a build (POST /builds/:id intent=report)",
    setup: approvedBuild,
    send: (w, actor, id) => post(w, actor, `/builds/${id}`, reportFields("report", actor)),
    expected: { visitor: "401", owner: "403", other: "ok", admin: "ok" },
    readBack: (w) => read(w, "admin", "/admin/reports"),
  }),
  defineCase({
    name: "report an event (POST /events/:id intent=report)",
    setup: approvedEvent,
    send: (w, actor, id) => post(w, actor, `/events/${id}`, reportFields("report", actor)),
    expected: { visitor: "401", owner: "403", other: "ok", admin: "ok" },
    readBack: (w) => read(w, "admin", "/admin/reports"),
  }),
  defineCase({
    name: "report a topic (POST /forums/topic/:id intent=report-topic)",
    setup: topicWithReply,
    send: (w, actor, t) =>
      post(w, actor, `/forums/topic/${t.topicId}`, reportFields("report-topic", actor)),
    expected: { visitor: "401", owner: "403", other: "ok", admin: "ok" },
    readBack: (w) => read(w, "admin", "/admin/reports"),
  }),
  defineCase({
    name: "report a reply (POST /forums/topic/:id intent=report-post)",
    // The reply is the other member's.
    setup: topicWithReply,
    send: (w, actor, t) =>
      post(
        w,
        actor,
        `/forums/topic/${t.topicId}`,
        reportFields("report-post", actor, { targetId: t.replyId }),
      ),
    expected: { visitor: "401", owner: "ok", other: "403", admin: "ok" },
    readBack: (w) => read(w, "admin", "/admin/reports"),
  }),
  defineCase({
    name: "report a topic's opening post as a reply (POST … intent=report-post targetId=opening)",
    // The topic is reported as a whole (report-topic); its body is no reply of its own.
    setup: topicWithReply,
    send: (w, actor, t) =>
      post(
        w,
        actor,
        `/forums/topic/${t.topicId}`,
        reportFields("report-post", actor, { targetId: t.openingPostId }),
      ),
    expected: { visitor: "401", owner: "404", other: "404", admin: "404" },
    readBack: (w) => read(w, "admin", "/admin/reports"),
  }),
  defineCase({
    name: "review queue: hide a reported build (POST /admin/reports intent=report-hide)",
    setup: reportedBuild,
    send: (w, actor, f) =>
      post(w, actor, "/admin/reports", { intent: "report-hide", id: f.queueId }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w, f) => buildAsAdminAndOwner(w, f.buildId),
  }),
  defineCase({
    name: "review queue: delete a reported build (POST /admin/reports intent=report-delete)",
    setup: reportedBuild,
    send: (w, actor, f) =>
      post(w, actor, "/admin/reports", { intent: "report-delete", id: f.queueId }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w, f) => buildAsAdminAndOwner(w, f.buildId),
  }),

  // The job runner's admin page: Retry of a job (an id that is no job: the admin's request is
  // allowed through and answers 404; everyone else is refused before any lookup).
  defineCase({
    name: "admin jobs: job-retry (POST /admin/jobs)",
    setup: none,
    send: (w, actor) =>
      post(w, actor, "/admin/jobs", {
        intent: "job-retry",
        id: "00000000-0000-4000-8000-000000000000",
      }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "404" },
    readBack: (w) => read(w, "admin", "/admin/jobs"),
  }),
  // "Export my data": each member asks for their own (the member's row is all it writes).
  defineCase({
    name: "ask for one's data export (POST /account/export intent=request-export)",
    setup: none,
    send: (w, actor) => post(w, actor, "/account/export", { intent: "request-export" }),
    expected: { visitor: signIn, owner: "ok", other: "ok-own", admin: "ok-own" },
    readBack: (w) => exportIdsOn(w.actors.owner),
  }),
  // Event reminders on or off: each member switches their own.
  defineCase({
    name: "event reminders off (POST /events/reminders)",
    setup: none,
    send: (w, actor) =>
      post(w, actor, "/events/reminders", { intent: "event-reminders", reminders: "off" }),
    expected: { visitor: signIn, owner: "ok", other: "ok-own", admin: "ok-own" },
    readBack: (w) => read(w, "owner", "/events/mine"),
  }),
  // Two-factor and passkeys on the Security page: each member acts on their own account only
  // (the admin has two-factor on, as admins must, and may not turn it off).
  defineCase({
    name: "two-factor set-up: start (POST /account/security intent=two-factor-start)",
    setup: async (w) => {
      await twoFactorOf(w, "owner", "off");
      await twoFactorOf(w, "other", "off");
    },
    send: (w, actor) =>
      post(w, actor, "/account/security", {
        intent: "two-factor-start",
        password: passwordOf(actor),
      }),
    expected: { visitor: signIn, owner: "ok", other: "ok-own", admin: "409" },
    readBack: (w) => read(w, "owner", "/account/security"),
  }),
  defineCase({
    name: "two-factor set-up: cancel (POST /account/security intent=two-factor-cancel)",
    setup: async (w) => {
      await twoFactorOf(w, "owner", "setting-up");
      await twoFactorOf(w, "other", "setting-up");
    },
    send: (w, actor) => post(w, actor, "/account/security", { intent: "two-factor-cancel" }),
    expected: { visitor: signIn, owner: "ok", other: "ok-own", admin: "409" },
    readBack: (w) => read(w, "owner", "/account/security"),
  }),
  defineCase({
    name: "two-factor set-up: the first code (POST /account/security intent=two-factor-verify)",
    setup: async (w) => {
      await twoFactorOf(w, "other", "off");
      return twoFactorOf(w, "owner", "setting-up");
    },
    // Everyone sends the owner's code, to their own account.
    send: (w, actor, secret) =>
      post(w, actor, "/account/security", { intent: "two-factor-verify", code: totpCode(secret) }),
    expected: { visitor: signIn, owner: "ok", other: "409", admin: "409" },
    readBack: (w) => read(w, "owner", "/account/security"),
  }),
  defineCase({
    name: "two-factor: new backup codes (POST /account/security intent=backup-codes)",
    setup: async (w) => {
      await twoFactorOf(w, "other", "off");
      await twoFactorOf(w, "owner", "on");
    },
    send: (w, actor) =>
      post(w, actor, "/account/security", { intent: "backup-codes", password: passwordOf(actor) }),
    expected: { visitor: signIn, owner: "ok-own", other: "409", admin: "ok-own" },
    readBack: (w) => read(w, "owner", "/account/security"),
  }),
  defineCase({
    name: "two-factor: turn off (POST /account/security intent=two-factor-disable)",
    setup: async (w) => {
      await twoFactorOf(w, "other", "off");
      await twoFactorOf(w, "owner", "on");
    },
    send: (w, actor) =>
      post(w, actor, "/account/security", {
        intent: "two-factor-disable",
        password: passwordOf(actor),
      }),
    expected: { visitor: signIn, owner: "ok", other: "409", admin: "403" },
    readBack: (w) => read(w, "owner", "/account/security"),
  }),
  defineCase({
    name: "rename a passkey (POST /account/security intent=passkey-rename)",
    setup: (w) => registerPasskey(w.actors.owner, w.baseURL, "Owner's phone"),
    send: (w, actor, id) =>
      post(w, actor, "/account/security", {
        intent: "passkey-rename",
        id,
        name: unique(`Renamed by ${actor}`),
      }),
    expected: { visitor: signIn, owner: "ok", other: "404", admin: "404" },
    readBack: (w) => read(w, "owner", "/account/security"),
  }),
  defineCase({
    name: "remove a passkey (POST /account/security intent=passkey-remove)",
    setup: (w) => registerPasskey(w.actors.owner, w.baseURL, unique("Owner key")),
    send: (w, actor, id) => post(w, actor, "/account/security", { intent: "passkey-remove", id }),
    expected: { visitor: signIn, owner: "ok", other: "404", admin: "404" },
    readBack: (w) => read(w, "owner", "/account/security"),
    fresh: true,
  }),
  // The code step of signing in: only for a sign-in waiting for its code (none here); signed-in
  // members have nothing to finish.
  defineCase({
    name: "two-factor sign-in code without a sign-in waiting (POST /auth/two-factor)",
    setup: none,
    send: (w, actor) => post(w, actor, "/auth/two-factor", { intent: "totp", code: "123456" }),
    expected: { visitor: signIn, owner: "redirect /", other: "redirect /", admin: "redirect /" },
    readBack: (w) => read(w, "owner", "/account/security"),
  }),
  defineCase({
    name: "admin members: reset a member's two-factor (POST /admin/members)",
    setup: memberWithTwoFactor,
    send: (w, actor, id) => post(w, actor, "/admin/members", { intent: "two-factor-reset", id }),
    expected: { visitor: signIn, owner: "403", other: "403", admin: "ok" },
    readBack: (w) => read(w, "admin", `/admin/members?q=${encodeURIComponent(LOST_PHONE.email)}`),
    fresh: true,
  }),
];

// Pages that only some actors may read: [path builder, expected status or redirect per actor].
interface ReadCase<F> {
  name: string;
  setup: (w: World) => Promise<F>;
  path: (fixture: F) => string;
  expected: Record<Actor, "200" | "403" | "404" | `redirect /${string}`>;
}
// biome-ignore lint/suspicious/noExplicitAny: heterogeneous fixtures, each checked by defineRead.
const defineRead = <F>(c: ReadCase<F>): ReadCase<any> => c;

const READS = [
  defineRead({
    name: "a pending build's page",
    setup: pendingBuild,
    path: (id) => `/builds/${id}`,
    expected: { visitor: "404", owner: "200", other: "404", admin: "200" },
  }),
  defineRead({
    name: "a rejected build's page",
    setup: async (w) => {
      const id = await approvedBuild(w);
      await adminAction(w.actors.admin, w.baseURL, "build-reject", id);
      return id;
    },
    path: (id) => `/builds/${id}`,
    expected: { visitor: "404", owner: "200", other: "404", admin: "200" },
  }),
  defineRead({
    name: "another member's build in the editor",
    setup: approvedBuild,
    path: (id) => `/edit-build/${id}`,
    expected: {
      visitor: "redirect /auth",
      owner: "200",
      other: "redirect /my-builds",
      admin: "redirect /my-builds",
    },
  }),
  defineRead({
    name: "the attendee export of an event (GET /events/:id/attendees.csv)",
    setup: attendedEvent,
    path: (id) => `/events/${id}/attendees.csv`,
    expected: { visitor: "redirect /auth", owner: "200", other: "404", admin: "200" },
  }),
  defineRead({
    name: "the editor of an event (GET /events/:id/edit)",
    setup: approvedEvent,
    path: (id) => `/events/${id}/edit`,
    expected: { visitor: "redirect /auth", owner: "200", other: "404", admin: "200" },
  }),
  defineRead({
    name: "a pending event's page",
    setup: (w) => createEvent(w.actors.owner, w.baseURL),
    path: (id) => `/events/${id}`,
    expected: { visitor: "404", owner: "200", other: "404", admin: "200" },
  }),
  defineRead({
    name: "a member's calendar feed (the address is the key; another member signed in gets 404)",
    setup: (w) => feedToken(w, "owner"),
    path: (token) => `/events/my/${token}.ics`,
    expected: { visitor: "200", owner: "200", other: "404", admin: "404" },
  }),
  defineRead({
    name: "a calendar feed after its link was reset",
    setup: async (w) => {
      const old = await feedToken(w, "owner");
      await post(w, "owner", "/events/mine", { intent: "reset-calendar-feed" });
      return old;
    },
    path: (token) => `/events/my/${token}.ics`,
    expected: { visitor: "404", owner: "404", other: "404", admin: "404" },
  }),
  defineRead({
    name: "the data export page (GET /account/export)",
    setup: none,
    path: () => "/account/export",
    expected: { visitor: signIn, owner: "200", other: "200", admin: "200" },
  }),
  defineRead({
    name: "a data export's download link (only its owner, signed in)",
    setup: async (w) => (await readyExport(w)).token,
    path: (token) => `/account/export/${token}`,
    expected: { visitor: signIn, owner: "200", other: "404", admin: "404" },
  }),
  defineRead({
    name: "a data export's download from the export page (/account/export/:id/download)",
    setup: async (w) => (await readyExport(w)).id,
    path: (id) => `/account/export/${id}/download`,
    expected: { visitor: signIn, owner: "200", other: "404", admin: "404" },
  }),
  defineRead({
    name: "a data export link with a made-up token",
    setup: none,
    path: () => `/account/export/${"A".repeat(43)}`,
    expected: { visitor: signIn, owner: "404", other: "404", admin: "404" },
  }),
  defineRead({
    name: "a calendar feed with a made-up token",
    setup: none,
    path: () => `/events/my/${"A".repeat(43)}.ics`,
    expected: { visitor: "404", owner: "404", other: "404", admin: "404" },
  }),
  defineRead({
    name: "an approved event's check-in page",
    setup: approvedEvent,
    path: (id) => `/events/${id}/check-in`,
    expected: { visitor: "redirect /auth", owner: "200", other: "403", admin: "200" },
  }),
  defineRead({
    name: "a pending event's check-in page",
    setup: (w) => createEvent(w.actors.owner, w.baseURL),
    path: (id) => `/events/${id}/check-in`,
    expected: { visitor: "redirect /auth", owner: "200", other: "404", admin: "200" },
  }),
  defineRead({
    name: "an event ticket of a member who is going",
    setup: attendedEvent,
    path: (id) => `/events/${id}/ticket`,
    expected: { visitor: "redirect /auth", owner: "200", other: "200", admin: "200" },
  }),
  defineRead({
    name: "an event ticket of a member who isn't going",
    setup: approvedEvent,
    path: (id) => `/events/${id}/ticket`,
    expected: { visitor: "redirect /auth", owner: "404", other: "404", admin: "404" },
  }),
  defineRead({
    name: "a pending event's questions",
    setup: (w) => createEvent(w.actors.owner, w.baseURL),
    path: (id) => `/events/${id}/questions`,
    expected: { visitor: "404", owner: "200", other: "404", admin: "200" },
  }),
  ...[
    "/profile",
    "/my-builds",
    "/events/mine",
    "/create-build",
    "/events/create",
    "/forums/create",
    "/account/delete",
  ]
    .filter((p) => p !== "/create-build") // /create-build shows visitors a sign-in prompt (SPEC)
    .map((path) =>
      defineRead({
        name: `members-only page ${path}`,
        setup: none,
        path: () => path,
        expected: { visitor: "redirect /auth", owner: "200", other: "200", admin: "200" },
      }),
    ),
  ...["/admin/features", "/admin/media", "/admin/marketplace"].map((path) =>
    defineRead({
      name: `admin section ${path}`,
      setup: none,
      path: () => path,
      expected: {
        visitor: "redirect /auth",
        owner: "redirect /",
        other: "redirect /",
        admin: "200",
      },
    }),
  ),
  ...["/notifications", "/following", "/marketplace/new", "/marketplace/mine", "/account"].map(
    (path) =>
      defineRead({
        name: `members-only page ${path}`,
        setup: none,
        path: () => path,
        expected: { visitor: "redirect /auth", owner: "200", other: "200", admin: "200" },
      }),
  ),
  defineRead({
    name: "a pending media submission's page",
    setup: pendingMedia,
    path: (id) => `/media/${id}`,
    expected: { visitor: "404", owner: "200", other: "404", admin: "200" },
  }),
  defineRead({
    name: "a rejected media submission's page",
    setup: rejectedMedia,
    path: (id) => `/media/${id}`,
    expected: { visitor: "404", owner: "200", other: "404", admin: "200" },
  }),
  defineRead({
    name: "a listing an admin removed",
    setup: removedListing,
    path: (id) => `/marketplace/${id}`,
    expected: { visitor: "404", owner: "200", other: "404", admin: "200" },
  }),
  defineRead({
    name: "another member's listing in the editor",
    setup: ownerListing,
    path: (id) => `/marketplace/${id}/edit`,
    expected: {
      visitor: "redirect /auth",
      owner: "200",
      other: "redirect /marketplace/mine",
      admin: "redirect /marketplace/mine",
    },
  }),
  defineRead({
    name: "members-only page /media/submit",
    setup: none,
    path: () => "/media/submit",
    expected: { visitor: "redirect /auth", owner: "200", other: "200", admin: "200" },
  }),
  defineRead({
    name: "a feature in the admin editor",
    setup: (w) => firstIdOn(w, "/features", "/features/"),
    path: (id) => `/admin/features?edit=${id}`,
    expected: { visitor: "redirect /auth", owner: "redirect /", other: "redirect /", admin: "200" },
  }),
  defineRead({
    name: "a build the admins hid after a report (its owner and admins only)",
    setup: hiddenBuild,
    path: (id) => `/builds/${id}`,
    expected: { visitor: "404", owner: "200", other: "404", admin: "200" },
  }),
  defineRead({
    name: "the review queue /admin/reports",
    setup: none,
    path: () => "/admin/reports",
    expected: { visitor: "redirect /auth", owner: "redirect /", other: "redirect /", admin: "200" },
  }),
  defineRead({
    name: "the admin panel",
    setup: none,
    path: () => "/admin",
    expected: { visitor: "redirect /auth", owner: "redirect /", other: "redirect /", admin: "200" },
  }),
  defineRead({
    name: "the admin jobs page",
    setup: none,
    path: () => "/admin/jobs",
    expected: { visitor: "redirect /auth", owner: "redirect /", other: "redirect /", admin: "200" },
  }),
  defineRead({
    name: "the admin members page",
    setup: none,
    path: () => `/admin/members?q=${encodeURIComponent(ACTOR_USERS.owner.username)}`,
    expected: { visitor: "redirect /auth", owner: "redirect /", other: "redirect /", admin: "200" },
  }),
  defineRead({
    name: "members-only page /account/security",
    setup: none,
    path: () => "/account/security",
    expected: { visitor: "redirect /auth", owner: "200", other: "200", admin: "200" },
  }),
  defineRead({
    name: "the two-factor code step without a sign-in waiting",
    setup: none,
    path: () => "/auth/two-factor",
    expected: {
      visitor: "redirect /auth",
      owner: "redirect /",
      other: "redirect /",
      admin: "redirect /",
    },
  }),
];

// --- Running it ---------------------------------------------------------------------------------

function isAllowed(outcome: Outcome) {
  return outcome === "ok" || outcome === "ok-own";
}

function checkOutcome(response: APIResponse, outcome: Outcome, label: string) {
  const status = response.status();
  const location = redirectPath(response);
  if (isAllowed(outcome)) {
    expect(status, label).toBeLessThan(400);
    expect(location, label).not.toBe("/auth");
  } else if (outcome.startsWith("redirect ")) {
    expect([301, 302, 303], label).toContain(status);
    expect(location, label).toBe(outcome.slice("redirect ".length));
  } else {
    expect(status, label).toBe(Number(outcome));
  }
}

let world: World;

test.beforeAll(async ({ baseURL }) => {
  world = { baseURL: baseURL as string, actors: await actorContexts(baseURL as string) };
});
test.afterAll(async () => {
  await disposeAll(world?.actors);
});

test.describe("every write × every actor", () => {
  for (const c of CASES) {
    test(c.name, async () => {
      // Refused actors first, so the record they target is still there for them.
      const order = [...ACTORS].sort(
        (a, b) => Number(isAllowed(c.expected[a])) - Number(isAllowed(c.expected[b])),
      );
      let fixture = await c.setup(world);
      let usedUp = false;
      for (const actor of order) {
        const outcome = c.expected[actor];
        if (isAllowed(outcome) && c.fresh && usedUp) fixture = await c.setup(world);
        const before = await c.readBack(world, fixture);
        const response = await c.send(world, actor, fixture);
        const label = `${c.name} as ${actor}: expected ${outcome}, got ${response.status()} ${redirectPath(response)}`;
        checkOutcome(response, outcome, label);
        // Like a browser, follow a redirect: the flash message it carries is shown (and used up)
        // there, not in the next read-back of this actor.
        const location = response.headers().location;
        if (location && response.status() >= 300 && response.status() < 400) {
          await world.actors[actor].get(location);
        }
        const after = await c.readBack(world, fixture);
        if (outcome === "ok") expect(after, `${label}: the record changed`).not.toBe(before);
        else expect(after, `${label}: nothing changed`).toBe(before);
        if (isAllowed(outcome)) usedUp = true;
      }
    });
  }
});

test.describe("pages that not everyone may read", () => {
  for (const r of READS) {
    test(r.name, async () => {
      const path = r.path(await r.setup(world));
      for (const actor of ACTORS) {
        const response = await world.actors[actor].get(path, { maxRedirects: 0 });
        const expected = r.expected[actor];
        const label = `${path} as ${actor}`;
        if (expected.startsWith("redirect ")) {
          expect([301, 302, 303], label).toContain(response.status());
          expect(redirectPath(response), label).toBe(expected.slice("redirect ".length));
        } else {
          expect(response.status(), label).toBe(Number(expected));
        }
      }
    });
  }
});

test("a data export's link is 32 random bytes and works for 7 days only", async () => {
  const { token } = await readyExport(world);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(Buffer.from(token, "base64url")).toHaveLength(32);
  const mail = (await readOutbox()).find((m) => m.text.includes(token));
  const until = /works until (.+? GMT)/.exec(mail?.text ?? "")?.[1] ?? "";
  const days = (Date.parse(until) - Date.parse(mail?.sentAt ?? "")) / (24 * 60 * 60 * 1000);
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThanOrEqual(7);
  // The link is the whole key: a near miss of it opens nothing.
  const nearMiss = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
  const response = await world.actors.owner.get(`/account/export/${nearMiss}`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/This download link has expired or doesn(&#x27;|')t exist/);
});

test("unapproved builds and events of a member appear in no list or search but their own", async () => {
  const title = unique("Hidden pending build");
  const buildId = await createBuild(world.actors.owner, world.baseURL, { title });
  const eventTitle = unique("Hidden pending meet");
  const eventId = await createEvent(world.actors.owner, world.baseURL, { title: eventTitle });
  const q = encodeURIComponent(title);
  const eq = encodeURIComponent(eventTitle);
  const publicPages = ["/", "/builds", `/builds?q=${q}`, "/events", `/events?q=${eq}`];
  for (const actor of ["visitor", "other"] as const) {
    for (const path of publicPages) {
      const html = await (await world.actors[actor].get(path)).text();
      expect(html, `${path} as ${actor}`).not.toContain(buildId);
      expect(html, `${path} as ${actor}`).not.toContain(eventId);
      if (!path.includes("?")) {
        // (a search page repeats the search text in its box, so only unfiltered pages check titles)
        expect(html, `${path} as ${actor}`).not.toContain(title);
        expect(html, `${path} as ${actor}`).not.toContain(eventTitle);
      }
    }
  }
  expect(await (await world.actors.visitor.get(`/builds?q=${q}`)).text()).toContain(
    "No builds found matching your search.",
  );
  // The owner sees both in their own lists.
  expect(await (await world.actors.owner.get("/my-builds")).text()).toContain(title);
  expect(await (await world.actors.owner.get("/events/mine")).text()).toContain(eventTitle);
});

test("a build hidden after a report appears in no public list, search, feed or sitemap but its owner's and the admins'", async () => {
  const buildId = await hiddenBuild(world);
  const publicPages = [
    "/",
    "/builds",
    "/builds/feed.xml",
    "/sitemap.xml",
    `/u/${ACTOR_USERS.owner.username}`,
  ];
  for (const actor of ["visitor", "other"] as const) {
    for (const path of publicPages) {
      const html = await (await world.actors[actor].get(path)).text();
      expect(html, `${path} as ${actor}`).not.toContain(buildId);
    }
  }
  // Its owner and the admins find it in the list, marked.
  for (const actor of ["owner", "admin"] as const) {
    const html = await (await world.actors[actor].get("/builds")).text();
    expect(html, `/builds as ${actor}`).toContain(buildId);
    expect(html, `/builds as ${actor}`).toContain("Hidden by the moderators");
  }
});

test("pending media and removed listings appear in no public list or search but their owner's", async () => {
  const mediaTitle = unique("Hidden pending photos");
  const mediaId = await submitPhotoSet(world.actors.owner, world.baseURL, { title: mediaTitle });
  const listingTitle = unique("Hidden removed listing");
  const listingId = await createListing(world.actors.owner, world.baseURL, {
    title: listingTitle,
  });
  const removed = await postForm(world.actors.admin, world.baseURL, "/admin/marketplace", {
    intent: "listing-remove",
    id: listingId,
  });
  expect(removed.status()).toBe(200);
  const mq = encodeURIComponent(mediaTitle);
  const lq = encodeURIComponent(listingTitle);
  const publicPages = [
    "/",
    "/media",
    `/media?q=${mq}`,
    "/marketplace",
    `/marketplace?q=${lq}`,
    `/u/${ACTOR_USERS.owner.username}`,
  ];
  for (const actor of ["visitor", "other"] as const) {
    for (const path of publicPages) {
      const html = await (await world.actors[actor].get(path)).text();
      expect(html, `${path} as ${actor}`).not.toContain(mediaId);
      expect(html, `${path} as ${actor}`).not.toContain(listingId);
      if (!path.includes("?")) {
        expect(html, `${path} as ${actor}`).not.toContain(mediaTitle);
        expect(html, `${path} as ${actor}`).not.toContain(listingTitle);
      }
    }
  }
  // Their owner still finds them: "Your submissions" on /media, and /marketplace/mine.
  expect(await (await world.actors.owner.get("/media")).text()).toContain(mediaTitle);
  expect(await (await world.actors.owner.get("/marketplace/mine")).text()).toContain(listingTitle);
});

test("a listing's page never carries the seller's e-mail address", async () => {
  const id = await createListing(world.actors.owner, world.baseURL);
  // (The seller's own pages show their address in the account menu, so not the seller.)
  for (const actor of ["visitor", "other", "admin"] as const) {
    const html = await (await world.actors[actor].get(`/marketplace/${id}`)).text();
    expect(html.toLowerCase(), actor).not.toContain(ACTOR_USERS.owner.email.toLowerCase());
  }
});

test("a member deletes their own account and nobody else's", async () => {
  const alice = await newVerifiedMember(world.baseURL, "alice");
  const bob = await newVerifiedMember(world.baseURL, "bob");
  // Alice's session with Bob's username and password: refused, both accounts stay.
  const refused = await postForm(alice.context, world.baseURL, "/account/delete", {
    confirmUsername: bob.username,
    password: bob.password,
  });
  expect(refused.status()).toBe(400);
  expect((await alice.context.get("/profile", { maxRedirects: 0 })).status()).toBe(200);
  expect((await bob.context.get("/profile", { maxRedirects: 0 })).status()).toBe(200);
  // Her own: her account goes, her session with it; Bob's stays.
  const deleted = await postForm(alice.context, world.baseURL, "/account/delete", {
    confirmUsername: alice.username,
    password: alice.password,
  });
  expect(deleted.status()).toBe(302);
  expect(redirectPath(deleted)).toBe("/");
  expect(redirectPath(await alice.context.get("/profile", { maxRedirects: 0 }))).toBe("/auth");
  expect((await world.actors.visitor.get(`/u/${alice.username}`)).status()).toBe(404);
  expect((await bob.context.get("/profile", { maxRedirects: 0 })).status()).toBe(200);
  expect((await world.actors.visitor.get(`/u/${bob.username}`)).status()).toBe(200);
  await Promise.all([alice.context.dispose(), bob.context.dispose()]);
});

test("two-factor and passkeys are managed on the Security page: the plugins' own JSON doors are shut", async () => {
  const headers = { Origin: world.baseURL };
  for (const path of [
    "/api/auth/two-factor/enable",
    "/api/auth/two-factor/disable",
    "/api/auth/two-factor/get-totp-uri",
    "/api/auth/two-factor/generate-backup-codes",
    "/api/auth/passkey/update-passkey",
    "/api/auth/passkey/delete-passkey",
  ]) {
    // The admin's own password: only a door left open could do anything with it.
    const response = await world.actors.admin.post(path, {
      data: { password: ACTOR_USERS.admin.password, id: "x", name: "y" },
      headers,
    });
    expect(response.status(), path).toBe(404);
  }
  expect((await world.actors.owner.get("/api/auth/passkey/list-user-passkeys")).status()).toBe(404);
  // The WebAuthn ceremonies (browser APIs) stay open, for signed-in members only to add one.
  expect(
    (await world.actors.visitor.get("/api/auth/passkey/generate-register-options")).status(),
  ).toBe(401);
  // The admin still has two-factor on.
  expect(await readPage(world.actors.admin, "/account/security")).toContain("backup codes left");
});

test("the auth API's account endpoints: visitors get 401; deleting an account, changing its password, e-mail or name is off", async () => {
  const headers = { Origin: world.baseURL };
  for (const path of ["/api/auth/delete-user", "/api/auth/revoke-other-sessions"]) {
    const response = await world.actors.visitor.post(path, {
      // A valid body for each, so only the missing session can refuse it.
      data: {
        name: "Visitor",
        newEmail: "visitor@example.com",
        currentPassword: "whatever-Passw0rd",
        newPassword: "another-Passw0rd",
      },
      headers,
    });
    expect(response.status(), path).toBe(401);
  }
  const { owner } = world.actors;
  // Password and e-mail change on /account only (rate limited per member, the old address told):
  // the JSON endpoints are off for everyone (app/lib/auth.server.ts), the account stays as it is.
  for (const actor of ["visitor", "owner"] as const) {
    const changePassword = await world.actors[actor].post("/api/auth/change-password", {
      data: {
        currentPassword: ACTOR_USERS.owner.password,
        newPassword: "Taken-Over-Passw0rd-77",
        revokeOtherSessions: true,
      },
      headers,
    });
    expect(changePassword.status(), `change-password as ${actor}`).toBe(404);
    const changeEmail = await world.actors[actor].post("/api/auth/change-email", {
      data: { newEmail: `${unique("taken")}@example.com` },
      headers,
    });
    expect(changeEmail.status(), `change-email as ${actor}`).toBe(404);
  }
  const deleteUser = await owner.post("/api/auth/delete-user", { data: {}, headers });
  expect(deleteUser.status()).toBe(404);
  // Name and avatar change on the profile page only, with its rules.
  const updateUser = await owner.post("/api/auth/update-user", {
    data: { name: "<b>../x</b> admin", image: "javascript:alert(1)" },
    headers,
  });
  expect(updateUser.status()).toBe(404);
  // Session tokens are never handed to page scripts as JSON.
  const sessions = await owner.get("/api/auth/list-sessions");
  expect(sessions.status()).toBe(404);
  expect(await sessions.text()).not.toContain("token");
  // No admin plugin: the role lives in user_roles, out of the auth API's reach.
  for (const path of ["/api/auth/admin/list-users", "/api/auth/admin/set-role"]) {
    const response = await world.actors.admin.post(path, {
      data: { userId: "x", role: "admin" },
      headers,
    });
    expect(response.status(), path).toBe(404);
  }
  // The member is still signed in and still a member.
  expect((await owner.get("/profile", { maxRedirects: 0 })).status()).toBe(200);
  expect(redirectPath(await owner.get("/admin", { maxRedirects: 0 }))).toBe("/");
});

test("/account's intents: a visitor is sent to sign in by each, and the member's account is as it was", async () => {
  const member = await createMember("authz");
  const changePassword = {
    intent: "change-password",
    currentPassword: member.password,
    password: "Another-Long-Passw0rd-71",
    confirmPassword: "Another-Long-Passw0rd-71",
  };
  const everyIntent: Record<string, string>[] = [
    changePassword,
    { intent: "change-email", email: `${unique("visitor-claim")}@example.com` },
    { intent: "sign-out-everywhere" },
  ];
  for (const fields of everyIntent) {
    const response = await post(world, "visitor", "/account", fields);
    expect(redirectPath(response), fields.intent).toBe("/auth");
  }
  // The member's password did not change through any of that: it signs in, and changes it.
  const signedIn = await signedInContext(world.baseURL, member);
  try {
    const own = await postForm(signedIn, world.baseURL, "/account", changePassword);
    expect(redirectPath(own)).toBe("/account");
  } finally {
    await signedIn.dispose();
  }
});
