// Hidden means hidden (ADR 038), for every kind of content, on PGlite and PostgreSQL: once an
// item's hidden_at is set (here through its report target, as the queue and the three-report rule
// do), its list and detail reads leave it out for visitors and other members, while its author
// and admins still get it, marked; a hidden comment or reply stays in its thread as a placeholder.
// Shown again, it is back for everyone.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { builds, marketplaceListings, notifications } from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { parseBuildListQuery } from "~/modules/builds/params";
import { getBuildForViewer, listPublicBuilds } from "~/modules/builds/queries.server";
import { listThreadComments, postComment } from "~/modules/comments/index.server";
import { getEventForViewer, listPublicEvents } from "~/modules/events/queries.server";
import { insertAdmin, insertEvent, insertMembers } from "~/modules/events/testing/fixtures.server";
import { createTopic, postReply } from "~/modules/forums/forums.server";
import { getTopic, listCategories, listReplies, listTopics } from "~/modules/forums/queries.server";
import { parseListingQuery } from "~/modules/marketplace/params";
import { getListingForViewer, listPublicListings } from "~/modules/marketplace/queries.server";
import { listNotices, openNotice } from "~/modules/notifications/queries.server";
import { REPORT_TARGETS } from "~/report-targets.server";
import { actorOf } from "../../../tests/setup/users";
import { insertBuild } from "../admin/testing/fixtures.server";

let author: Actor;
let other: Actor;
let admin: Actor;
const tag = `hid${Date.now().toString(36)}`;

beforeAll(async () => {
  const [authorId, otherId] = await insertMembers(2, "hider");
  [author, other] = await Promise.all([actorOf(authorId), actorOf(otherId)]);
  admin = await actorOf(await insertAdmin());
});

async function setHidden(type: string, id: string, hidden: boolean) {
  await getDb().transaction((tx) => REPORT_TARGETS[type].setHidden(tx, id, hidden));
}

/** Runs `check` on each reader: a visitor, another member, the author, an admin. */
async function expectSeenBy(
  read: (reader: Actor | null) => Promise<boolean>,
  seen: { visitor: boolean; other: boolean; author: boolean; admin: boolean },
) {
  expect({
    visitor: await read(null),
    other: await read(other),
    author: await read(author),
    admin: await read(admin),
  }).toEqual(seen);
}

const everyone = { visitor: true, other: true, author: true, admin: true };
const onlyAuthorAndAdmin = { visitor: false, other: false, author: true, admin: true };

describe("a hidden build", () => {
  it("is left out of the list and its page for all but its owner and admins", async () => {
    const id = await insertBuild(author.id, { approvalStatus: "approved", title: `${tag} build` });
    const query = parseBuildListQuery(new URLSearchParams({ q: tag }));
    const inList = async (reader: Actor | null) =>
      (await listPublicBuilds(query, { reader })).items.some((b) => b.id === id);
    const page = async (reader: Actor | null) => (await getBuildForViewer(id, reader)) !== null;
    await expectSeenBy(inList, everyone);
    await setHidden("build", id, true);
    await expectSeenBy(inList, onlyAuthorAndAdmin);
    await expectSeenBy(page, onlyAuthorAndAdmin);
    const card = (await listPublicBuilds(query, { reader: author })).items.find((b) => b.id === id);
    expect(card?.hidden).toBe("moderators");
    await setHidden("build", id, false);
    await expectSeenBy(inList, everyone);
    await expectSeenBy(page, everyone);
  });
});

describe("a hidden event", () => {
  it("is left out of the list and its page for all but its host and admins", async () => {
    const id = await insertEvent({ createdBy: author.id, title: `${tag} meet` });
    const inList = async (reader: Actor | null) =>
      (await listPublicEvents({ q: tag, period: "upcoming" }, { reader })).items.some(
        (e) => e.id === id,
      );
    const page = async (reader: Actor | null) => (await getEventForViewer(id, reader)) !== null;
    await setHidden("event", id, true);
    await expectSeenBy(inList, onlyAuthorAndAdmin);
    await expectSeenBy(page, onlyAuthorAndAdmin);
    expect((await getEventForViewer(id, admin))?.hidden).toBe("moderators");
    await setHidden("event", id, false);
    await expectSeenBy(inList, everyone);
    await expectSeenBy(page, everyone);
  });
});

describe("the forums", () => {
  async function topicWithReply() {
    const [category] = await listCategories();
    const topic = await createTopic(author.id, {
      title: `${tag} topic ${Math.random()}`,
      categoryId: category.id,
      content: "Opening words",
    });
    return topic.id;
  }

  it("a hidden topic is left out of the list and its page for all but its author and admins", async () => {
    const id = await topicWithReply();
    const inList = async (reader: Actor | null) =>
      (await listTopics({ q: tag }, null, reader)).items.some((t) => t.id === id);
    const page = async (reader: Actor | null) => (await getTopic(id, reader)) !== null;
    await setHidden("forum-topic", id, true);
    await expectSeenBy(inList, onlyAuthorAndAdmin);
    await expectSeenBy(page, onlyAuthorAndAdmin);
    expect((await getTopic(id, author))?.hidden).toBe("moderators");
    // Only its author may still reply to it.
    await expect(postReply(other.id, id, "Hello?")).rejects.toMatchObject({ kind: "not-found" });
    await setHidden("forum-topic", id, false);
    await expectSeenBy(inList, everyone);
    await expectSeenBy(page, everyone);
  });

  it("a hidden reply is a placeholder in its thread for all but its author and admins", async () => {
    const topic = await topicWithReply();
    const first = await postReply(author.id, topic, `${tag} a reply to hide`);
    await postReply(other.id, topic, "An answer to it");
    await setHidden("forum-post", first.id, true);
    const shown = async (reader: Actor | null) => {
      const [reply, answer] = await listReplies(topic, 1, reader);
      expect(answer.content).toBe("An answer to it");
      return !reply.concealed && reply.content === `${tag} a reply to hide`;
    };
    await expectSeenBy(shown, onlyAuthorAndAdmin);
    expect((await listReplies(topic, 1, other))[0]).toMatchObject({
      concealed: true,
      content: "",
      authorUsername: null,
    });
    // Its text no longer finds the topic in a search.
    const found = await listTopics({ q: `${tag} a reply to hide` }, null);
    expect(found.items.some((t) => t.id === topic)).toBe(false);
    await setHidden("forum-post", first.id, false);
    await expectSeenBy(shown, everyone);
  });
});

describe("a hidden listing", () => {
  it("is left out of the browse list and its page for all but its seller and admins", async () => {
    const [row] = await getDb()
      .insert(marketplaceListings)
      .values({
        sellerId: author.id,
        title: `${tag} coilovers`,
        category: "parts",
        priceCents: 90000,
        condition: "used",
        description: "Barely used",
      })
      .returning({ id: marketplaceListings.id });
    const id = row.id;
    const query = parseListingQuery(new URLSearchParams({ q: tag }));
    const inList = async (reader: Actor | null) =>
      (await listPublicListings(query, reader)).items.some((l) => l.id === id);
    const page = async (reader: Actor | null) => (await getListingForViewer(id, reader)) !== null;
    await setHidden("marketplace-listing", id, true);
    await expectSeenBy(inList, onlyAuthorAndAdmin);
    await expectSeenBy(page, onlyAuthorAndAdmin);
    expect((await getListingForViewer(id, author))?.hidden).toBe("moderators");
    // An admin's removal (the listing's Delete) still hides it too, as before.
    await setHidden("marketplace-listing", id, false);
    await expectSeenBy(inList, everyone);
    await getDb()
      .update(marketplaceListings)
      .set({ status: "removed" })
      .where(eq(marketplaceListings.id, id));
    await expectSeenBy(page, onlyAuthorAndAdmin);
  });
});

describe("a hidden comment", () => {
  it.each([
    ["build", "build-comment"],
    ["event", "event-comment"],
  ] as const)("on a %s is a placeholder for all but its author and admins", async (kind, type) => {
    const threadId =
      kind === "build"
        ? await insertBuild(other.id, { approvalStatus: "approved" })
        : await insertEvent({ createdBy: other.id });
    const thread = { kind, id: threadId } as const;
    const { id } = await postComment(author, thread, `${tag} a comment`);
    await postComment(other, thread, "A reply to it", id);
    await setHidden(type, id, true);
    const shown = async (reader: Actor | null) => {
      const [comment] = (await listThreadComments(thread, reader))?.items ?? [];
      expect(comment.replies[0].content).toBe("A reply to it");
      return !comment.concealed && comment.content === `${tag} a comment`;
    };
    await expectSeenBy(shown, onlyAuthorAndAdmin);
    expect((await listThreadComments(thread, null))?.total).toBe(1);
    await setHidden(type, id, false);
    await expectSeenBy(shown, everyone);
  });
});

describe("a build's comment count", () => {
  it("counts what everyone sees: hiding counts a comment out, showing it again back in", async () => {
    const buildId = await insertBuild(other.id, { approvalStatus: "approved" });
    const thread = { kind: "build", id: buildId } as const;
    const countNow = async () =>
      (await getDb().select().from(builds).where(eq(builds.id, buildId)))[0];
    const { id } = await postComment(author, thread, `${tag} counted`);
    await postComment(other, thread, "Another one");
    const before = await countNow();
    expect(before.commentsCount).toBe(2);
    await setHidden("build-comment", id, true);
    const hidden = await countNow();
    expect(hidden.commentsCount).toBe(1);
    expect(hidden.trendingScore).toBe(before.trendingScore - 1);
    // Hiding twice counts out once.
    await setHidden("build-comment", id, true);
    expect((await countNow()).commentsCount).toBe(1);
    await setHidden("build-comment", id, false);
    const shownAgain = await countNow();
    expect(shownAgain.commentsCount).toBe(2);
    expect(shownAgain.trendingScore).toBe(before.trendingScore);
  });
});

describe("a hidden build's page, thread and likes", () => {
  it("takes no comments or likes from others while hidden", async () => {
    const id = await insertBuild(author.id, { approvalStatus: "approved" });
    await setHidden("build", id, true);
    await expect(
      postComment(other, { kind: "build", id }, "Can I still comment?"),
    ).rejects.toMatchObject({ kind: "not-found" });
    expect(await listThreadComments({ kind: "build", id }, other)).toBeNull();
    expect(await listThreadComments({ kind: "build", id }, author)).not.toBeNull();
  });
});

describe("a notice about an item hidden since", () => {
  it("stays without its link for others; its author keeps the link", async () => {
    const id = await insertBuild(author.id, { approvalStatus: "approved" });
    const link = `/builds/${id}/journal`;
    const [forOther, forAuthor] = await getDb()
      .insert(notifications)
      .values([
        { userId: other.id, kind: "build-journal-entry", title: "New entry", link },
        { userId: author.id, kind: "build-comment", title: "New comment", link },
      ])
      .returning({ id: notifications.id });
    const linkOf = async (reader: Actor, noticeId: string) =>
      (await listNotices(reader.id)).items.find((n) => n.id === noticeId)?.link;
    expect(await linkOf(other, forOther.id)).toBe(link);
    await setHidden("build", id, true);
    expect(await linkOf(other, forOther.id)).toBeNull();
    expect(await openNotice(other.id, forOther.id)).toEqual({ link: null });
    expect(await linkOf(author, forAuthor.id)).toBe(link);
    await setHidden("build", id, false);
    expect(await linkOf(other, forOther.id)).toBe(link);
  });
});
