// Server rules of the forums (issue 5), on PGlite and PostgreSQL: seeded categories, counts and
// ordering by latest activity, keyset paging, search, the topic + opening post transaction,
// author-only edits (also through a crafted request to the route's action) and safe rendering.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { MemberText } from "~/components/member-text";
import { database, getDb, queryRows } from "~/db/client.server";
import { migrationsFolder } from "~/db/migrate.server";
import { forumPosts, forumTopics, profiles } from "~/db/schema";
import { ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { createRequestContext } from "~/lib/request-context.server";
import { action as topicAction, loader as topicLoader } from "~/routes/forums/topic";
import {
  createVerifiedUser,
  requestWithCookie,
  sessionCookie,
  type TestUser,
} from "../../../tests/setup/users";
import { createTopic, editPost, postReply } from "./forums.server";
import {
  type ForumCategory,
  getHotTopics,
  getTopic,
  listCategories,
  listReplies,
  listTopics,
  pageOfPost,
  REPLIES_PER_PAGE,
} from "./queries.server";
import { FORUM_MESSAGES } from "./schemas";

/** What the topic action answers when it does not redirect. */
type ActionAnswer = {
  data: { message: string; reason: string; values: Record<string, string> };
  init: { status: number };
};

/** The topic route's action, with the router context the root middleware would build. */
async function sendToTopic(request: Request, id: string) {
  return topicAction({
    request,
    params: { id },
    context: await createRequestContext(request),
  } as unknown as Parameters<typeof topicAction>[0]) as unknown as Promise<Response | ActionAnswer>;
}

async function loadTopic(id: string) {
  const request = new Request(`http://localhost:3000/forums/topic/${id}`);
  return topicLoader({
    request,
    params: { id },
    context: await createRequestContext(request, { actor: null }),
  } as unknown as Parameters<typeof topicLoader>[0]);
}

let author: TestUser;
let other: TestUser;
let categories: ForumCategory[];
const categoryId = (name: string) => {
  const category = categories.find((c) => c.name === name);
  if (!category) throw new Error(`no category ${name}`);
  return category.id;
};

/** Moves a topic's and its posts' times into the past, as if written `hoursAgo`. */
async function backdate(topicId: string, hoursAgo: number) {
  const at = sql`now() - ${hoursAgo}::integer * interval '1 hour'`;
  await getDb()
    .update(forumTopics)
    .set({ createdAt: at, updatedAt: at })
    .where(eq(forumTopics.id, topicId));
  await getDb().update(forumPosts).set({ createdAt: at }).where(eq(forumPosts.topicId, topicId));
}

async function topicRowCount() {
  const [{ n }] = await queryRows<{ n: number }>(sql`select count(*)::int as n from forum_topics`);
  return n;
}

beforeAll(async () => {
  author = await createVerifiedUser({ name: "Maya Okafor" });
  other = await createVerifiedUser({ name: "Diego Ramirez" });
  await getDb().update(profiles).set({ fullName: "Maya Okafor" }).where(eq(profiles.id, author.id));
  categories = await listCategories();
});

describe("categories", () => {
  it("are seeded by a migration, in sidebar order, with URL names", () => {
    expect(categories.map((c) => c.name)).toEqual([
      "General",
      "Build Threads",
      "Tech & Tuning",
      "Wheels & Stance",
      "Events & Meets",
      "Marketplace Talk",
      "Off Topic",
    ]);
    expect(categories.find((c) => c.name === "Tech & Tuning")?.slug).toBe("tech-tuning");
  });

  it("seed idempotently: running the migration again adds nothing", async () => {
    const file = fs
      .readdirSync(migrationsFolder())
      .find((name) => name.endsWith("_forum_categories.sql"));
    expect(file).toBeDefined();
    await database().exec(fs.readFileSync(path.join(migrationsFolder(), file ?? ""), "utf8"));
    expect(await listCategories()).toHaveLength(7);
  });
});

describe("creating a topic", () => {
  it("writes the topic and its opening post together", async () => {
    const { id } = await createTopic(author.id, {
      title: "Camber plates on a daily?",
      categoryId: categoryId("Wheels & Stance"),
      content: "How much is too much?",
    });
    const topic = await getTopic(id);
    expect(topic).toMatchObject({
      title: "Camber plates on a daily?",
      categoryName: "Wheels & Stance",
      categorySlug: "wheels-stance",
      replyCount: 0,
      opening: {
        content: "How much is too much?",
        authorId: author.id,
        authorName: "Maya Okafor",
        editedAt: null,
      },
    });
  });

  it("leaves no topic behind when the opening post cannot be written", async () => {
    const before = await topicRowCount();
    // The post's CHECK (non-blank content) fails after the topic row was inserted.
    await expect(
      createTopic(author.id, {
        title: "Half a topic",
        categoryId: categoryId("General"),
        content: "   ",
      }),
    ).rejects.toThrow();
    expect(await topicRowCount()).toBe(before);
  });

  it("refuses a category that does not exist", async () => {
    const before = await topicRowCount();
    for (const wrong of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      await expect(
        createTopic(author.id, { title: "Lost", categoryId: wrong, content: "Where am I?" }),
      ).rejects.toBeInstanceOf(InvalidError);
    }
    expect(await topicRowCount()).toBe(before);
  });
});

describe("the topic list", () => {
  it("counts topics per category and replies per topic, newest activity first", async () => {
    const tech = categoryId("Tech & Tuning");
    const older = await createTopic(author.id, {
      title: "E85 checklist",
      categoryId: tech,
      content: "Injectors, pump, sensor.",
    });
    const newer = await createTopic(other.id, {
      title: "KPro or FlashPro",
      categoryId: tech,
      content: "For an AP2.",
    });
    await backdate(older.id, 48);
    await backdate(newer.id, 24);

    let page = await listTopics({ q: "" }, tech);
    expect(page.items.map((t) => t.title)).toEqual(["KPro or FlashPro", "E85 checklist"]);

    // A reply bumps the older topic to the top and counts on it.
    await postReply(other.id, older.id, "Don't forget the regulator.");
    await postReply(author.id, older.id, "Added, thanks!");
    page = await listTopics({ q: "" }, tech);
    expect(page.items.map((t) => [t.title, t.replyCount])).toEqual([
      ["E85 checklist", 2],
      ["KPro or FlashPro", 0],
    ]);
    expect(page.items[0]).toMatchObject({
      authorName: "Maya Okafor",
      categoryName: "Tech & Tuning",
      excerpt: "Injectors, pump, sensor.",
      lastReplyAuthorName: "Maya Okafor",
    });
    expect(page.items[1].lastReplyAuthorName).toBeNull();
    expect(Date.parse(page.items[0].lastActivityAt)).toBeGreaterThan(Date.now() - 60_000);

    const counts = Object.fromEntries((await listCategories()).map((c) => [c.name, c.topicCount]));
    expect(counts["Tech & Tuning"]).toBe(2);
    expect(counts["Off Topic"]).toBe(0);
  });

  it("pages with a keyset cursor, 8 then 6, without duplicates or gaps", async () => {
    const offTopic = categoryId("Off Topic");
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) {
      const { id } = await createTopic(other.id, {
        title: `Playlist ${i}`,
        categoryId: offTopic,
        content: `Song number ${i}`,
      });
      // Distinct activity times, some equal pairs to exercise the id tie-breaker.
      await backdate(id, 100 + Math.floor(i / 2));
      ids.push(id);
    }
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await listTopics({ q: "", cursor }, offTopic);
      sizes.push(page.items.length);
      seen.push(...page.items.map((t) => t.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([8, 6, 2]);
    expect(new Set(seen).size).toBe(16);
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it("searches titles and post text, case-insensitively, with wildcards taken literally", async () => {
    const general = categoryId("General");
    const inTitle = await createTopic(author.id, {
      title: "Supercharger WHINE appreciation",
      categoryId: general,
      content: "Listen.",
    });
    const inReply = await createTopic(author.id, {
      title: "Quiet cars",
      categoryId: general,
      content: "Nothing here.",
    });
    await postReply(other.id, inReply.id, "My Eaton supercharger whine says hi.");
    const percent = await createTopic(author.id, {
      title: "100% stock",
      categoryId: general,
      content: "Really.",
    });

    const found = await listTopics({ q: "supercharger whine" }, null);
    expect(found.items.map((t) => t.id).sort()).toEqual([inTitle.id, inReply.id].sort());
    expect((await listTopics({ q: "100%" }, null)).items.map((t) => t.id)).toEqual([percent.id]);
    expect((await listTopics({ q: "whine" }, categoryId("Off Topic"))).items).toEqual([]);
  });
});

describe("replies", () => {
  it("are listed oldest first, 20 per page, and say which page a post is on", async () => {
    const { id } = await createTopic(author.id, {
      title: "Long thread",
      categoryId: categoryId("General"),
      content: "Go.",
    });
    const replyIds: string[] = [];
    for (let i = 0; i < REPLIES_PER_PAGE + 3; i++) {
      replyIds.push((await postReply(i % 2 ? author.id : other.id, id, `Reply ${i}`)).id);
    }
    const first = await listReplies(id, 1);
    const second = await listReplies(id, 2);
    expect(first).toHaveLength(REPLIES_PER_PAGE);
    expect(second.map((r) => r.content)).toEqual(["Reply 20", "Reply 21", "Reply 22"]);
    expect(first[0].content).toBe("Reply 0");
    expect(await pageOfPost(replyIds[0])).toBe(1);
    expect(await pageOfPost(replyIds[REPLIES_PER_PAGE])).toBe(2);
    expect((await getTopic(id))?.replyCount).toBe(REPLIES_PER_PAGE + 3);
  });

  it("to a missing topic fail and write nothing", async () => {
    await expect(
      postReply(author.id, "00000000-0000-4000-8000-000000000000", "Hello?"),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("editing posts", () => {
  it("lets only the author edit, and marks the post edited", async () => {
    const { id } = await createTopic(author.id, {
      title: "Offsets",
      categoryId: categoryId("Wheels & Stance"),
      content: "Original text",
    });
    const topic = await getTopic(id);
    const postId = topic?.opening.id ?? "";

    expect(await editPost(other.id, id, postId, "Hijacked")).toBeNull();
    expect((await getTopic(id))?.opening).toMatchObject({
      content: "Original text",
      editedAt: null,
    });

    expect(await editPost(author.id, id, postId, "Corrected text")).toEqual({ held: null });
    const edited = (await getTopic(id))?.opening;
    expect(edited?.content).toBe("Corrected text");
    expect(edited?.editedAt).not.toBeNull();
  });

  it("refuses another member's crafted edit request through the route action", async () => {
    const { id } = await createTopic(author.id, {
      title: "Mine",
      categoryId: categoryId("General"),
      content: "My words",
    });
    const postId = (await getTopic(id))?.opening.id ?? "";
    const cookie = await sessionCookie(other);
    const body = new URLSearchParams({ intent: "edit", postId, content: "Not your words" });
    const request = requestWithCookie(`http://localhost:3000/forums/topic/${id}`, cookie, {
      method: "POST",
      body,
    });
    const result = (await sendToTopic(request, id)) as ActionAnswer;
    expect(result.init.status).toBe(403);
    expect(result.data.message).toBe(FORUM_MESSAGES.cannotEditPost);
    expect((await getTopic(id))?.opening.content).toBe("My words");
  });

  it("refuses the author's edit in a locked topic, in the use-case and the route action", async () => {
    const { id } = await createTopic(author.id, {
      title: "Closed discussion",
      categoryId: categoryId("General"),
      content: "Words before the lock",
    });
    const postId = (await getTopic(id))?.opening.id ?? "";
    await getDb().update(forumTopics).set({ locked: true }).where(eq(forumTopics.id, id));

    await expect(editPost(author.id, id, postId, "Sneaky change")).rejects.toBeInstanceOf(
      ConflictError,
    );
    const request = requestWithCookie(
      `http://localhost:3000/forums/topic/${id}`,
      await sessionCookie(author),
      {
        method: "POST",
        body: new URLSearchParams({ intent: "edit", postId, content: "Another sneaky change" }),
      },
    );
    const result = (await sendToTopic(request, id)) as ActionAnswer;
    expect(result.init.status).toBe(409);
    expect(result.data.message).toBe(FORUM_MESSAGES.editLocked);
    const opening = (await getTopic(id))?.opening;
    expect(opening?.content).toBe("Words before the lock");
    expect(opening?.editedAt).toBeNull();
  });

  it("sends signed-out replies to /auth and signed-in ones to the new post", async () => {
    const { id } = await createTopic(author.id, {
      title: "Action",
      categoryId: categoryId("General"),
      content: "Reply below",
    });
    const post = (cookie?: string) =>
      sendToTopic(
        requestWithCookie(`http://localhost:3000/forums/topic/${id}`, cookie, {
          method: "POST",
          body: new URLSearchParams({ intent: "reply", content: " Nice one " }),
        }),
        id,
      );

    const signedOut = (await post().catch((thrown: unknown) => thrown)) as Response;
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/auth");

    const signedIn = (await post(await sessionCookie(other))) as Response;
    expect(signedIn.status).toBe(302);
    const [reply] = await listReplies(id, 1);
    expect(reply.content).toBe("Nice one");
    expect(signedIn.headers.get("Location")).toBe(`/forums/topic/${id}#post-${reply.id}`);
  });
});

describe("rate limits", () => {
  it("stop a member posting more than 10 replies a minute, keeping the text", async () => {
    const { id } = await createTopic(author.id, {
      title: "Flood",
      categoryId: categoryId("Off Topic"),
      content: "Reply fast",
    });
    const cookie = await sessionCookie(author);
    const reply = (n: number) =>
      sendToTopic(
        requestWithCookie(`http://localhost:3000/forums/topic/${id}`, cookie, {
          method: "POST",
          body: new URLSearchParams({ intent: "reply", content: `Reply ${n}` }),
        }),
        id,
      );
    for (let n = 0; n < 10; n++) expect(((await reply(n)) as Response).status).toBe(302);
    const refused = (await reply(10)) as ActionAnswer;
    expect(refused.init.status).toBe(429);
    expect(refused.data).toMatchObject({
      reason: "rate-limited",
      message: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/),
      values: { content: "Reply 10" },
    });
    expect((await getTopic(id))?.replyCount).toBe(10);
  });
});

describe("post text", () => {
  it("comes back from the database exactly as written and renders an XSS payload as text", async () => {
    const payload = `<script>alert("xss")</script> <img src=x onerror=alert(1)> https://example.com/a`;
    const { id } = await createTopic(author.id, {
      title: "<b>bold?</b>",
      categoryId: categoryId("General"),
      content: "Body",
    });
    await postReply(other.id, id, payload);
    const result = (await loadTopic(id)) as unknown as {
      data: { replies: { content: string }[]; topic: { title: string } };
    };
    expect(result.data.topic.title).toBe("<b>bold?</b>");
    const html = renderToStaticMarkup(
      createElement(MemberText, { content: result.data.replies[0].content }),
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('<a href="https://example.com/a" rel="nofollow ugc noopener"');
  });

  it("answers 'Topic not found' for unknown and malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const thrown = await loadTopic(id).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ data: FORUM_MESSAGES.topicNotFound, init: { status: 404 } });
    }
  });
});

describe("hot topics", () => {
  it("rank by replies in the last 7 days, then by latest activity", async () => {
    await getDb().delete(forumTopics);
    const market = categoryId("Marketplace Talk");
    const make = async (title: string) =>
      (await createTopic(author.id, { title, categoryId: market, content: `${title} body` })).id;

    const busyLongAgo = await make("Busy two weeks ago");
    const lively = await make("Lively this week");
    const quiet = await make("Quiet but recent");
    const oneReply = await make("One reply this week");
    const stale = await make("Stale");
    for (let i = 0; i < 5; i++) await postReply(other.id, busyLongAgo, `old ${i}`);
    for (let i = 0; i < 3; i++) await postReply(other.id, lively, `new ${i}`);
    await postReply(other.id, oneReply, "just one");

    await backdate(busyLongAgo, 14 * 24);
    await backdate(stale, 20 * 24);
    await backdate(lively, 30);
    await backdate(oneReply, 40);
    await backdate(quiet, 2);

    const hot = await getHotTopics();
    expect(hot.map((t) => t.title)).toEqual([
      "Lively this week",
      "One reply this week",
      "Quiet but recent",
      "Busy two weeks ago",
    ]);
    expect(hot[0]).toMatchObject({
      categoryName: "Marketplace Talk",
      authorName: "Maya Okafor",
      replyCount: 3,
    });
    expect(hot[3].replyCount).toBe(5);
    expect(await getHotTopics(2)).toHaveLength(2);
  });

  it("is empty on an empty forum", async () => {
    await getDb().delete(forumTopics);
    expect(await getHotTopics()).toEqual([]);
  });
});
