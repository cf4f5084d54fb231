// The build page's comment intents and the comment pages, called as React Router would: a member
// cannot edit or delete another's comment through the action (403, nothing changes), a visitor
// gets 401, an admin deletes any; later pages and who liked only for builds the viewer may see.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildComments, buildJournalEntries } from "~/db/schema";
import { postComment } from "~/modules/comments/index.server";
import { routeArgs, signedInAdmin, signedInMember, thrown } from "../../../tests/setup/route-calls";
import { actorOf, requestWithCookie } from "../../../tests/setup/users";
import { insertBuild } from "../../modules/admin/testing/fixtures.server";
import { loader as commentsLoader } from "./comments";
import { action } from "./detail";
import { loader as likesLoader } from "./likes";

type Answer = { data: { ok: boolean; reason?: string }; init: { status: number } | null };

async function post(path: string, cookie: string | undefined, fields: Record<string, string>) {
  const request = requestWithCookie(`http://localhost:3000${path}`, cookie, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const id = path.split("/")[2];
  return (await action(await routeArgs(request, { id }))) as unknown as Answer;
}

let author: { user: { id: string }; cookie: string };
let other: { user: { id: string }; cookie: string };
let admin: { user: { id: string }; cookie: string };

beforeAll(async () => {
  author = await signedInMember({ name: "Comment Author" });
  other = await signedInMember({ name: "Other Member" });
  admin = await signedInAdmin();
});

async function commentOnPublicBuild() {
  const buildId = await insertBuild(admin.user.id, { approvalStatus: "approved" });
  const { id } = await postComment(
    await actorOf(author.user.id),
    { kind: "build", id: buildId },
    "Mine",
  );
  return { buildId, commentId: id };
}

const contentOf = async (id: string) =>
  (await getDb().select().from(buildComments).where(eq(buildComments.id, id)))[0];

describe("the build page's comment intents", () => {
  it("refuse another member's edit and delete with 403 and change nothing; 401 for visitors", async () => {
    const { buildId, commentId } = await commentOnPublicBuild();
    const path = `/builds/${buildId}`;
    const edit = await post(path, other.cookie, {
      intent: "comment-edit",
      commentId,
      content: "Hijacked",
    });
    expect(edit.init?.status).toBe(403);
    const del = await post(path, other.cookie, { intent: "comment-delete", commentId });
    expect(del.init?.status).toBe(403);
    const visitor = await post(path, undefined, { intent: "comment-delete", commentId });
    expect(visitor.init?.status).toBe(401);
    expect(await contentOf(commentId)).toMatchObject({ content: "Mine", deletedAt: null });
    const adminEdit = await post(path, admin.cookie, {
      intent: "comment-edit",
      commentId,
      content: "Admin",
    });
    expect(adminEdit.init?.status).toBe(403);
    const adminDelete = await post(path, admin.cookie, { intent: "comment-delete", commentId });
    expect(adminDelete.data.ok).toBe(true);
    expect(await contentOf(commentId)).toBeUndefined();
  });

  it("edits for the author and takes one report per member", async () => {
    const { buildId, commentId } = await commentOnPublicBuild();
    const path = `/builds/${buildId}`;
    const edit = await post(path, author.cookie, {
      intent: "comment-edit",
      commentId,
      content: "Mine, edited",
    });
    expect(edit.data.ok).toBe(true);
    expect((await contentOf(commentId)).editedAt).not.toBeNull();
    const report = { intent: "comment-report", commentId, reason: "spam", note: "" };
    expect((await post(path, other.cookie, report)).data.ok).toBe(true);
    expect((await post(path, other.cookie, report)).init?.status).toBe(409);
    const bad = await post(path, other.cookie, { ...report, reason: "boring" });
    expect(bad.init?.status).toBe(400);
  });
});

describe("comment pages and who liked", () => {
  it("answer 404 for a pending build of someone else, and the page for its owner", async () => {
    const pending = await insertBuild(author.user.id);
    for (const load of [commentsLoader, likesLoader]) {
      const request = requestWithCookie(`http://localhost:3000/builds/${pending}/x`, other.cookie);
      const refused = await thrown<{ init: { status: number } }>(
        load(await routeArgs(request, { id: pending })),
      );
      expect(refused.init.status).toBe(404);
      const own = requestWithCookie(`http://localhost:3000/builds/${pending}/x`, author.cookie);
      expect(await load(await routeArgs(own, { id: pending }))).toMatchObject({ failed: false });
    }
  });

  it("serve a journal entry's later comments under its own build only", async () => {
    const buildId = await insertBuild(author.user.id, { approvalStatus: "approved" });
    const elsewhere = await insertBuild(author.user.id, { approvalStatus: "approved" });
    const [entry] = await getDb()
      .insert(buildJournalEntries)
      .values({
        buildId,
        userId: author.user.id,
        entryDate: "2026-11-02",
        title: "Seats",
        body: "In.",
      })
      .returning({ id: buildJournalEntries.id });
    const url = `http://localhost:3000/builds/${buildId}/journal/${entry.id}/comments`;
    const page = await commentsLoader(
      await routeArgs(requestWithCookie(url, other.cookie), { id: buildId, entryId: entry.id }),
    );
    expect(page).toMatchObject({
      threadPath: `/builds/${buildId}/journal/${entry.id}`,
      pagesPath: `/builds/${buildId}/journal/${entry.id}/comments`,
    });
    const wrong = await thrown<{ init: { status: number } }>(
      commentsLoader(
        await routeArgs(requestWithCookie(url, other.cookie), { id: elsewhere, entryId: entry.id }),
      ),
    );
    expect(wrong.init.status).toBe(404);
  });
});
