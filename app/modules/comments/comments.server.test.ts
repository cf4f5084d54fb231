// Rules of comment threads on PGlite and PostgreSQL: who edits and deletes, replies one level
// deep, tombstones, mention notices once, the counts the triggers keep, paging, pending builds,
// and the same rules on journal entries.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, queryRows } from "~/db/client.server";
import {
  adminAuditLog,
  buildJournalEntries,
  builds,
  notifications,
  profiles,
  reports,
} from "~/db/schema";
import type { Actor } from "~/lib/actor.server";
import { insertAdmin, insertMembers } from "~/modules/events/testing/fixtures.server";
import { actorOf } from "../../../tests/setup/users";
import { insertBuild } from "../admin/testing/fixtures.server";
import { deleteComment, editComment, postComment } from "./comments.server";
import type { ThreadRef } from "./constants";
import { listThreadComments } from "./queries.server";

let owner: Actor;
let maya: Actor;
let sam: Actor;
let admin: Actor;
let mayaName: string;

async function counts(buildId: string) {
  const [row] = await getDb()
    .select({ comments: builds.commentsCount, trending: builds.trendingScore })
    .from(builds)
    .where(eq(builds.id, buildId));
  return row;
}

async function publicBuild(): Promise<ThreadRef> {
  return { kind: "build", id: await insertBuild(owner.id, { approvalStatus: "approved" }) };
}

async function noticesOf(userId: string) {
  return getDb().select().from(notifications).where(eq(notifications.userId, userId));
}

beforeAll(async () => {
  const [o, m, s] = await insertMembers(3, "thread");
  owner = await actorOf(o);
  maya = await actorOf(m);
  sam = await actorOf(s);
  admin = await actorOf(await insertAdmin());
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, m));
  mayaName = row.username ?? "";
  // Trending counts events after the window's start: have one (as the migration does).
  await queryRows(sql`select builds_recount_trending(7)`);
});

describe("editing and deleting", () => {
  it("lets only the author edit, marks the edit, and refuses everyone else (admins too)", async () => {
    const thread = await publicBuild();
    const { id } = await postComment(sam, thread, "Nice stance");
    await expect(editComment(maya, thread, id, "hacked")).rejects.toMatchObject({
      kind: "forbidden",
    });
    await expect(editComment(admin, thread, id, "hacked")).rejects.toMatchObject({
      kind: "forbidden",
    });
    await editComment(sam, thread, id, "Nice stance, what offsets?");
    const page = await listThreadComments(thread, null);
    expect(page?.items[0]).toMatchObject({ content: "Nice stance, what offsets?" });
    expect(page?.items[0].editedAt).not.toBeNull();
  });

  it("lets the author delete, refuses others, and an admin deletes any comment with an audit entry", async () => {
    const thread = await publicBuild();
    const a = await postComment(sam, thread, "First");
    const b = await postComment(maya, thread, "Second");
    await expect(deleteComment(maya, thread, a.id)).rejects.toMatchObject({ kind: "forbidden" });
    await deleteComment(sam, thread, a.id);
    await deleteComment(admin, thread, b.id);
    expect((await listThreadComments(thread, null))?.items).toEqual([]);
    const audit = await getDb()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, b.id));
    expect(audit).toMatchObject([
      {
        adminId: admin.id,
        action: "comment-delete",
        targetType: "build-comment",
        targetTitle: "Second",
      },
    ]);
    // The author's own delete is not moderation: no entry.
    expect(
      await getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, a.id)),
    ).toEqual([]);
  });

  it("refuses a comment id of another thread as not found", async () => {
    const one = await publicBuild();
    const two = await publicBuild();
    const { id } = await postComment(sam, one, "Here");
    await expect(editComment(sam, two, id, "There")).rejects.toMatchObject({ kind: "not-found" });
    await expect(deleteComment(admin, two, id)).rejects.toMatchObject({ kind: "not-found" });
  });
});

describe("replies and tombstones", () => {
  it("attaches a reply to a reply to its top-level comment", async () => {
    const thread = await publicBuild();
    const top = await postComment(sam, thread, "Top");
    const reply = await postComment(maya, thread, "Reply", top.id);
    const deeper = await postComment(sam, thread, "Reply to reply", reply.id);
    expect(reply.parentId).toBe(top.id);
    expect(deeper.parentId).toBe(top.id);
    const page = await listThreadComments(thread, null);
    expect(page?.items).toHaveLength(1);
    expect(page?.items[0].replies.map((r) => r.content)).toEqual(["Reply", "Reply to reply"]);
  });

  it("keeps a deleted comment with replies as a tombstone, counted out, and drops it with its last reply", async () => {
    const thread = await publicBuild();
    const top = await postComment(sam, thread, "Top");
    const reply = await postComment(maya, thread, "Reply", top.id);
    expect(await counts(thread.id)).toEqual({ comments: 2, trending: 2 });
    await deleteComment(sam, thread, top.id);
    const page = await listThreadComments(thread, null);
    expect(page?.items[0]).toMatchObject({ deleted: true, content: "", authorUsername: null });
    expect(page?.items[0].replies).toHaveLength(1);
    expect(page?.total).toBe(1);
    expect(await counts(thread.id)).toEqual({ comments: 1, trending: 1 });
    await expect(postComment(maya, thread, "To a ghost", top.id)).rejects.toMatchObject({
      kind: "not-found",
    });
    // Answering a reply still works: it joins the tombstone's replies.
    const answer = await postComment(sam, thread, "Answer", reply.id);
    expect(answer.parentId).toBe(top.id);
    await deleteComment(sam, thread, answer.id);
    await deleteComment(maya, thread, reply.id);
    expect((await listThreadComments(thread, null))?.items).toEqual([]);
    expect(await counts(thread.id)).toEqual({ comments: 0, trending: 0 });
  });

  it("does not count a tombstone out twice when the trending window moves past it", async () => {
    const thread = await publicBuild();
    const top = await postComment(sam, thread, "Old");
    await postComment(maya, thread, "Old reply", top.id);
    await getDb().execute(
      sql`update build_comments set created_at = now() - interval '8 days' where build_id = ${thread.id}::uuid`,
    );
    await queryRows(sql`select builds_recount_trending(7)`);
    expect(await counts(thread.id)).toEqual({ comments: 2, trending: 0 });
    await deleteComment(sam, thread, top.id);
    await queryRows(sql`select builds_advance_trending(7)`);
    expect(await counts(thread.id)).toEqual({ comments: 1, trending: 0 });
  });
});

describe("mentions", () => {
  it("notifies a mentioned member once per comment, never the writer, never again on edit", async () => {
    const thread = await publicBuild();
    const before = (await noticesOf(maya.id)).length;
    const { id } = await postComment(
      sam,
      thread,
      `@${mayaName} look at this, and @${mayaName.toUpperCase()}`,
    );
    const after = await noticesOf(maya.id);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({
      kind: "comment-mention",
      link: `/builds/${thread.id}#comment-${id}`,
    });
    await editComment(sam, thread, id, `@${mayaName} look at this (edited)`);
    expect((await noticesOf(maya.id)).length).toBe(before + 1);
    const own = (await noticesOf(maya.id)).length;
    await postComment(maya, thread, `Thanks, noted @${mayaName}`);
    expect((await noticesOf(maya.id)).length).toBe(own);
    const page = await listThreadComments(thread, null);
    expect(page?.mentions).toContain(mayaName);
  });

  it("does not tell a member about a pending build they cannot see", async () => {
    const pending: ThreadRef = { kind: "build", id: await insertBuild(owner.id) };
    const before = (await noticesOf(maya.id)).length;
    await postComment(owner, pending, `@${mayaName} soon`);
    expect((await noticesOf(maya.id)).length).toBe(before);
  });
});

describe("permissions on pending builds", () => {
  it("hides the thread from others and refuses their comments, but not the owner's", async () => {
    const pending: ThreadRef = { kind: "build", id: await insertBuild(owner.id) };
    await postComment(owner, pending, "Work in progress");
    expect(await listThreadComments(pending, null)).toBeNull();
    expect(await listThreadComments(pending, { id: maya.id, isAdmin: false })).toBeNull();
    expect((await listThreadComments(pending, admin))?.items).toHaveLength(1);
    await expect(postComment(maya, pending, "Sneaky")).rejects.toMatchObject({ kind: "not-found" });
  });
});

describe("paging", () => {
  it("pages top-level comments oldest first with a keyset cursor", async () => {
    const thread = await publicBuild();
    for (let i = 1; i <= 5; i++) await postComment(sam, thread, `Comment ${i}`);
    const first = await listThreadComments(thread, null, null, 2);
    expect(first?.items.map((c) => c.content)).toEqual(["Comment 1", "Comment 2"]);
    const second = await listThreadComments(thread, null, first?.nextCursor ?? null, 2);
    expect(second?.items.map((c) => c.content)).toEqual(["Comment 3", "Comment 4"]);
    const third = await listThreadComments(thread, null, second?.nextCursor ?? null, 2);
    expect(third?.items.map((c) => c.content)).toEqual(["Comment 5"]);
    expect(third?.nextCursor).toBeNull();
    expect(first?.total).toBe(5);
  });
});

describe("journal entry threads", () => {
  it("follow the same rules, visible when the build is", async () => {
    const buildId = await insertBuild(owner.id);
    const [entry] = await getDb()
      .insert(buildJournalEntries)
      .values({
        buildId,
        userId: owner.id,
        entryDate: "2026-11-01",
        title: "Coilovers",
        body: "In.",
      })
      .returning({ id: buildJournalEntries.id });
    const thread: ThreadRef = { kind: "journal-entry", id: entry.id };
    await expect(postComment(maya, thread, "Hidden")).rejects.toMatchObject({ kind: "not-found" });
    await getDb().update(builds).set({ approvalStatus: "approved" }).where(eq(builds.id, buildId));
    const top = await postComment(maya, thread, `Ride height? @${mayaName}`);
    const reply = await postComment(owner, thread, `-40mm @${mayaName}`, top.id);
    await postComment(sam, thread, "Nested", reply.id);
    await expect(editComment(sam, thread, top.id, "mine now")).rejects.toMatchObject({
      kind: "forbidden",
    });
    await deleteComment(maya, thread, top.id);
    const page = await listThreadComments(thread, null);
    expect(page?.items).toHaveLength(1);
    expect(page?.items[0]).toMatchObject({ deleted: true });
    expect(page?.items[0].replies).toHaveLength(2);
    expect(page?.total).toBe(2);
    const notices = await noticesOf(maya.id);
    expect(notices.at(-1)?.link).toBe(`/builds/${buildId}/journal/${entry.id}#comment-${reply.id}`);
    // Build counters are the build's own thread only.
    expect((await counts(buildId)).comments).toBe(0);
    await deleteComment(admin, thread, reply.id);
    expect(await getDb().select().from(reports).where(eq(reports.targetId, reply.id))).toEqual([]);
  });
});
