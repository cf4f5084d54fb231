// Member notices on PGlite and PostgreSQL: an admin's approve / reject / delete of a build or an
// event, and featuring / crowning a build, leave exactly one notice per real change (and its
// e-mail, with an absolute link, in the outbox), a rolled-back change leaves neither, a failing
// e-mail never fails the change, and a member can only list, open and mark their own notices
// (also through crafted requests).

import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { builds, notifications } from "~/db/schema";
import { resolveActor } from "~/lib/actor.server";
import { readOutbox } from "~/lib/mail.server";
import { createRequestContext } from "~/lib/request-context.server";
import {
  deleteBuildPermanently,
  setBuildApprovalStatus,
  setBuildFeatured,
  setCarOfWeek,
} from "~/modules/builds/moderation.server";
import { deleteEvent, setEventApprovalStatus } from "~/modules/events/events.server";
import { insertAdmin, insertEvent, insertMembers } from "~/modules/events/testing/fixtures.server";
import { loadViewer } from "~/modules/profiles/viewer.server";
import { action, loader } from "~/routes/notifications/notifications";
import {
  actorOf,
  createVerifiedUser,
  requestWithCookie,
  sessionCookie,
} from "../../../tests/setup/users";
import {
  buildApprovedNotice,
  buildCarOfWeekNotice,
  buildDeletedNotice,
  buildFeaturedNotice,
  buildRejectedNotice,
  eventApprovedNotice,
  eventDeletedNotice,
  eventRejectedNotice,
} from "./notices";
import { notifyMember, sendNotices } from "./notifications.server";
import {
  countUnread,
  listNotices,
  markAllNoticesRead,
  NOTICES_FIRST_PAGE,
  openNotice,
  safeNoticeTarget,
} from "./queries.server";

async function insertBuild(userId: string, values: Partial<typeof builds.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(builds)
    .values({ userId, title: "Project Car", carMake: "Mazda", carModel: "MX-5", ...values })
    .returning({ id: builds.id });
  return row.id;
}

const noticesOf = (userId: string) =>
  getDb().select().from(notifications).where(eq(notifications.userId, userId));

const mailTo = async (email: string) => (await readOutbox()).filter((m) => m.to === email);

async function emailOf(userId: string) {
  const row = await getDb().query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) });
  return row?.email as string;
}

type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];
const call = {
  loader: async (request: Request) =>
    loader({
      request,
      params: {},
      context: await createRequestContext(request),
    } as unknown as Args<typeof loader>),
  action: async (request: Request) =>
    action({
      request,
      params: {},
      context: await createRequestContext(request),
    } as unknown as Args<typeof action>),
};

function post(cookie: string, fields: Record<string, string>) {
  return requestWithCookie("http://localhost:3000/notifications", cookie, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

describe("notifyMember", () => {
  it("inserts the notice in the transaction and mails it after the commit", async () => {
    const [member] = await insertMembers(1);
    const email = await emailOf(member);
    const notice = { userId: member, kind: "test", title: "Hello there", link: "/builds" };
    const send = await getDb().transaction((tx) => notifyMember(tx, notice));
    expect(await mailTo(email)).toHaveLength(0);
    await sendNotices([send]);
    const [row] = await noticesOf(member);
    expect(row).toMatchObject({
      kind: "test",
      title: "Hello there",
      link: "/builds",
      readAt: null,
    });
    const [mail] = await mailTo(email);
    expect(mail.subject).toBe("Hello there");
    expect(mail.links).toContain("http://localhost:3000/builds");
  });

  it("leaves no notice and sends no e-mail when the transaction rolls back", async () => {
    const [member] = await insertMembers(1);
    const email = await emailOf(member);
    const mailers: Array<() => Promise<void>> = [];
    await expect(
      getDb().transaction(async (tx) => {
        mailers.push(await notifyMember(tx, { userId: member, kind: "test", title: "Never" }));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await noticesOf(member)).toHaveLength(0);
    expect(await mailTo(email)).toHaveLength(0);
  });

  it("logs a failing e-mail instead of throwing", async () => {
    const [member] = await insertMembers(1);
    const send = await notifyMember(getDb(), { userId: member, kind: "test", title: "Offline" });
    // A file where the outbox folder should be: writing the mail fails.
    const outbox = path.join(process.env.DATA_DIR as string, "outbox");
    const moved = `${outbox}-moved`;
    if (fs.existsSync(outbox)) fs.renameSync(outbox, moved);
    fs.writeFileSync(outbox, "not a folder");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(send()).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining("[notifications] e-mail for notice"),
        expect.anything(),
      );
    } finally {
      logged.mockRestore();
      fs.rmSync(outbox);
      if (fs.existsSync(moved)) fs.renameSync(moved, outbox);
    }
    expect(await noticesOf(member)).toHaveLength(1);
  });
});

describe("build moderation notices", () => {
  it("notifies the owner once per real status change, with the link in the e-mail", async () => {
    const admin = await actorOf(await insertAdmin());
    const [owner] = await insertMembers(1);
    const email = await emailOf(owner);
    const id = await insertBuild(owner, { title: "Midnight Miata" });

    await setBuildApprovalStatus(admin, id, "approved");
    await setBuildApprovalStatus(admin, id, "approved");
    let rows = await noticesOf(owner);
    expect(rows).toHaveLength(1);
    const approved = buildApprovedNotice({ userId: owner, id, title: "Midnight Miata" });
    expect(rows[0]).toMatchObject({
      kind: "build-approved",
      title: 'Your build "Midnight Miata" was approved',
      body: approved.body,
      link: `/builds/${id}`,
    });
    let mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your build "Midnight Miata" was approved');
    expect(mails[0].text).toContain(`http://localhost:3000/builds/${id}`);
    expect(mails[0].text).toContain(approved.body);
    expect(mails[0].text).toMatch(/^Hi member 1,/);
    expect(mails[0].links).toContain("http://localhost:3000/notifications");

    await setBuildApprovalStatus(admin, id, "rejected");
    rows = await noticesOf(owner);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.kind === "build-rejected")).toMatchObject({
      title: buildRejectedNotice({ userId: owner, id, title: "Midnight Miata" }).title,
      link: "/my-builds",
    });
    mails = await mailTo(email);
    expect(mails.map((m) => m.subject)).toContain('Your build "Midnight Miata" was not approved');
    expect(mails.find((m) => m.subject.includes("not approved"))?.links).toContain(
      "http://localhost:3000/my-builds",
    );
  });

  it("tells the owner once when the build is featured and when it becomes Car of the Week", async () => {
    const admin = await actorOf(await insertAdmin());
    const [owner, rival] = await insertMembers(2);
    const id = await insertBuild(owner, { title: "Golden Hour", approvalStatus: "approved" });
    const crowned = await insertBuild(rival, {
      approvalStatus: "approved",
      isFeatured: true,
      isCarOfWeek: true,
    });

    await setBuildFeatured(admin, id, true);
    await setBuildFeatured(admin, id, true);
    await setCarOfWeek(admin, id, true);
    await setCarOfWeek(admin, id, true);
    // Unfeaturing (which also takes the crown away) is quiet, for the owner and the rival.
    await setBuildFeatured(admin, id, false);
    await setCarOfWeek(admin, crowned, false);

    const subject = { userId: owner, id, title: "Golden Hour" };
    const rows = await noticesOf(owner);
    expect(rows.map((r) => [r.kind, r.title, r.link]).sort()).toEqual(
      [buildFeaturedNotice(subject), buildCarOfWeekNotice(subject)]
        .map((n) => [n.kind, n.title, n.link])
        .sort(),
    );
    expect(await noticesOf(rival)).toHaveLength(0);
    const mails = await mailTo(await emailOf(owner));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Your build "Golden Hour" is now a Featured Build',
      'Your build "Golden Hour" is the Car of the Week',
    ]);
    expect(mails.find((m) => m.subject.endsWith("Car of the Week"))?.links[0]).toBe(
      "http://localhost:3000/",
    );
  });

  it("leaves no Car of the Week notice when the crown goes to a missing build", async () => {
    const admin = await actorOf(await insertAdmin());
    const [owner] = await insertMembers(1);
    const id = await insertBuild(owner, { status: "deleted", isFeatured: true });
    await expect(setCarOfWeek(admin, id, true)).rejects.toThrow();
    expect(await noticesOf(owner)).toHaveLength(0);
  });

  it("sends one notice when two admins approve at the same moment", async () => {
    const admin = await actorOf(await insertAdmin());
    const other = await actorOf(await insertAdmin());
    const [owner] = await insertMembers(1);
    const id = await insertBuild(owner);
    await Promise.all([
      setBuildApprovalStatus(admin, id, "approved"),
      setBuildApprovalStatus(other, id, "approved"),
    ]);
    expect(await noticesOf(owner)).toHaveLength(1);
    expect(await mailTo(await emailOf(owner))).toHaveLength(1);
  });

  it("does not notify an admin about their own build", async () => {
    const admin = await actorOf(await insertAdmin());
    const id = await insertBuild(admin.id);
    await setBuildApprovalStatus(admin, id, "approved");
    expect(await noticesOf(admin.id)).toHaveLength(0);
  });

  it("tells the owner when an admin deletes a live build, not one they deleted themselves", async () => {
    const admin = await actorOf(await insertAdmin());
    const [owner] = await insertMembers(1);
    const live = await insertBuild(owner, { title: "Track Rat", approvalStatus: "approved" });
    const softDeleted = await insertBuild(owner, { title: "Old Project", status: "deleted" });
    await deleteBuildPermanently(admin, live);
    await deleteBuildPermanently(admin, softDeleted);
    const rows = await noticesOf(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "build-deleted",
      title: buildDeletedNotice({ userId: owner, id: live, title: "Track Rat" }).title,
      link: "/my-builds",
    });
    const [mail] = await mailTo(await emailOf(owner));
    expect(mail.subject).toBe('Your build "Track Rat" was removed');
  });

  it("leaves no notice when the admin check fails", async () => {
    const [member, owner] = await insertMembers(2);
    const id = await insertBuild(owner);
    await expect(setBuildApprovalStatus(await actorOf(member), id, "approved")).rejects.toThrow();
    expect(await noticesOf(owner)).toHaveLength(0);
  });
});

describe("event moderation notices", () => {
  it("notifies the host once per real change and when the event is deleted", async () => {
    const admin = await actorOf(await insertAdmin());
    const [host] = await insertMembers(1);
    const email = await emailOf(host);
    const id = await insertEvent({
      createdBy: host,
      title: "Dawn Patrol",
      approvalStatus: "pending",
    });

    await setEventApprovalStatus(admin, id, "rejected");
    await setEventApprovalStatus(admin, id, "rejected");
    expect(await noticesOf(host)).toHaveLength(1);
    await setEventApprovalStatus(admin, id, "approved");
    await deleteEvent(admin, id);

    const subject = { userId: host, id, title: "Dawn Patrol" };
    const rows = await noticesOf(host);
    expect(rows.map((r) => [r.kind, r.title, r.link]).sort()).toEqual(
      [eventRejectedNotice(subject), eventApprovedNotice(subject), eventDeletedNotice(subject)]
        .map((n) => [n.kind, n.title, n.link])
        .sort(),
    );
    expect(rows.find((r) => r.kind === "event-approved")?.link).toBe(`/events/${id}`);
    expect(rows.find((r) => r.kind === "event-rejected")?.link).toBe("/events/mine");
    const mails = await mailTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        'Your event "Dawn Patrol" was approved',
        'Your event "Dawn Patrol" was not approved',
        'Your event "Dawn Patrol" was removed',
      ].sort(),
    );
    expect(mails.find((m) => m.subject.endsWith("was approved"))?.links).toContain(
      `http://localhost:3000/events/${id}`,
    );
  });
});

describe("reading notices", () => {
  async function seedNotices(userId: string, count: number) {
    const base = Date.now() - count * 60_000;
    await getDb()
      .insert(notifications)
      .values(
        Array.from({ length: count }, (_, i) => ({
          userId,
          kind: "test",
          title: `Notice ${i + 1}`,
          link: `/builds?n=${i + 1}`,
          createdAt: new Date(base + i * 60_000),
        })),
      );
  }

  it("counts unread, pages newest first and marks only the member's own", async () => {
    const [me, other] = await insertMembers(2);
    await seedNotices(me, NOTICES_FIRST_PAGE + 5);
    await seedNotices(other, 2);
    expect(await countUnread(me)).toBe(NOTICES_FIRST_PAGE + 5);

    const first = await listNotices(me);
    expect(first.items).toHaveLength(NOTICES_FIRST_PAGE);
    expect(first.items[0].title).toBe(`Notice ${NOTICES_FIRST_PAGE + 5}`);
    expect(first.nextCursor).not.toBeNull();
    const second = await listNotices(me, first.nextCursor);
    expect(second.items.map((n) => n.title)).toEqual([
      "Notice 5",
      "Notice 4",
      "Notice 3",
      "Notice 2",
      "Notice 1",
    ]);
    expect(second.nextCursor).toBeNull();
    // A cursor that is not ours is the first page.
    expect((await listNotices(me, "garbage")).items[0].title).toBe(first.items[0].title);

    const [theirs] = (await listNotices(other)).items;
    expect(await openNotice(me, theirs.id)).toBeUndefined();
    expect(await countUnread(other)).toBe(2);

    const mine = first.items[3];
    expect(await openNotice(me, mine.id)).toEqual({ link: mine.link });
    expect(await countUnread(me)).toBe(NOTICES_FIRST_PAGE + 4);
    expect((await listNotices(me)).items[3].read).toBe(true);

    expect(await markAllNoticesRead(me)).toBe(NOTICES_FIRST_PAGE + 4);
    expect(await countUnread(me)).toBe(0);
    expect(await countUnread(other)).toBe(2);
  });

  it("redirects only to paths on this site", () => {
    expect(safeNoticeTarget("/builds/1")).toBe("/builds/1");
    expect(safeNoticeTarget(null)).toBe("/notifications");
    expect(safeNoticeTarget("//evil.example")).toBe("/notifications");
    expect(safeNoticeTarget("/\\evil.example")).toBe("/notifications");
    expect(safeNoticeTarget("https://evil.example")).toBe("/notifications");
  });
});

describe("/notifications and the viewer", () => {
  it("brings the unread count with the viewer, and the route acts only on own notices", async () => {
    const me = await createVerifiedUser();
    const other = await createVerifiedUser();
    const cookie = await sessionCookie(me);
    const otherCookie = await sessionCookie(other);
    const admin = await actorOf(await insertAdmin());
    const mine = await insertBuild(me.id, { title: "Blue Hatch" });
    const theirs = await insertBuild(other.id, { title: "Red Coupe" });
    await setBuildApprovalStatus(admin, mine, "approved");
    await setBuildApprovalStatus(admin, theirs, "rejected");

    const viewer = await loadViewer(
      await resolveActor(requestWithCookie("http://localhost:3000/", cookie)),
    );
    expect(viewer?.unreadNotifications).toBe(1);

    // Signed out: the page and its action send the visitor to /auth.
    const signedOut = await call
      .loader(new Request("http://localhost:3000/notifications"))
      .catch((response: Response) => response);
    expect((signedOut as Response).headers.get("Location")).toBe("/auth");

    const page = (await call.loader(
      requestWithCookie("http://localhost:3000/notifications", cookie),
    )) as unknown as { data: { items: { id: string; title: string; read: boolean }[] } };
    expect(page.data.items.map((n) => n.title)).toEqual(['Your build "Blue Hatch" was approved']);
    const [myNotice] = page.data.items;
    const [theirNotice] = await noticesOf(other.id);

    // A crafted request for someone else's notice changes nothing.
    const crafted = (await call.action(post(cookie, { intent: "open", id: theirNotice.id }))) as {
      init: { status: number };
    };
    expect(crafted.init.status).toBe(404);
    expect(await countUnread(other.id)).toBe(1);
    const bad = (await call.action(post(cookie, { intent: "open", id: "nope" }))) as {
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);

    // Opening my notice marks it read and goes where it leads.
    const opened = (await call.action(
      post(cookie, { intent: "open", id: myNotice.id }),
    )) as Response;
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe(`/builds/${mine}`);
    expect(await countUnread(me.id)).toBe(0);

    // Mark all as read touches the member's own notices only.
    await setBuildApprovalStatus(admin, mine, "rejected");
    const all = (await call.action(post(otherCookie, { intent: "read-all" }))) as Response;
    expect(all.headers.get("Location")).toBe("/notifications");
    expect(await countUnread(other.id)).toBe(0);
    expect(await countUnread(me.id)).toBe(1);
    const unread = await getDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt)));
    expect(unread.map((n) => n.kind)).toEqual(["build-rejected"]);
  });
});
