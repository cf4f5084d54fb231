// The /admin route's own guard and action, on PGlite and PostgreSQL: signed out → /auth, members
// → / with 'Access Denied' (loader AND action, nothing changes), admins get the SPEC messages,
// and a bad intent or id is refused with the intent's failure message.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, builds } from "~/db/schema";
import { listAuditEntries } from "~/modules/admin/audit.server";
import { action, loader } from "~/routes/admin/admin";
import { routeArgs, signedInAdmin, signedInMember, thrown } from "../../../tests/setup/route-calls";
import { actorOf, createVerifiedUser, requestWithCookie } from "../../../tests/setup/users";

type Args = Parameters<typeof loader>[0];
const args = (request: Request) => routeArgs<Args>(request);

async function pendingBuild(userId: string) {
  const [row] = await getDb()
    .insert(builds)
    .values({ userId, title: "Route Test", carMake: "BMW", carModel: "E30" })
    .returning({ id: builds.id });
  return row.id;
}

function post(cookie: string | undefined, fields: Record<string, string>) {
  return requestWithCookie("http://localhost:3000/admin?tab=pending-builds", cookie, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

type Answer = { data: { ok: boolean; message: string }; init: { status: number } | null };

describe("/admin guard", () => {
  it("sends signed-out visitors to /auth", async () => {
    const response = await thrown(
      Promise.resolve(loader(await args(requestWithCookie("http://localhost:3000/admin")))),
    );
    expect(response.headers.get("Location")).toBe("/auth");
  });

  it("sends members to / with Access Denied, and answers their crafted actions with 403", async () => {
    const { user, cookie } = await signedInMember();
    const id = await pendingBuild(user.id);
    const page = await thrown(
      Promise.resolve(loader(await args(requestWithCookie("http://localhost:3000/admin", cookie)))),
    );
    expect(page.headers.get("Location")).toBe("/");
    expect(page.headers.get("Set-Cookie")).toContain("camber_flash");

    // A crafted POST (the page never shows members a form) is refused with 403.
    let denied: unknown;
    try {
      await action(await args(post(cookie, { intent: "build-approve", id })));
    } catch (error) {
      denied = error;
    }
    expect(denied).toMatchObject({
      init: { status: 403 },
      data: { ok: false, message: "Access Denied: You don't have admin privileges." },
    });
    const [row] = await getDb().select().from(builds).where(eq(builds.id, id));
    expect(row.approvalStatus).toBe("pending");
    expect(
      await getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id)),
    ).toEqual([]);
  });
});

describe("/admin action", () => {
  it("approves with the SPEC toast and answers 404 for an unknown build", async () => {
    const { cookie } = await signedInAdmin();
    const owner = await createVerifiedUser();
    const id = await pendingBuild(owner.id);
    const ok = (await action(await args(post(cookie, { intent: "build-approve", id })))) as Answer;
    expect(ok.data).toMatchObject({ ok: true, message: "Build approved successfully." });
    const [row] = await getDb().select().from(builds).where(eq(builds.id, id));
    expect(row.approvalStatus).toBe("approved");

    const missing = (await action(
      await args(
        post(cookie, { intent: "build-feature", id: "00000000-0000-4000-8000-000000000000" }),
      ),
    )) as Answer;
    expect(missing.init?.status).toBe(404);
    expect(missing.data).toMatchObject({
      ok: false,
      reason: "not-found",
      message: "Failed to update featured status.",
    });
  });

  it("records each action in the audit log, newest first, deletes included", async () => {
    const { user, cookie } = await signedInAdmin();
    const owner = await createVerifiedUser();
    const id = await pendingBuild(owner.id);
    await action(await args(post(cookie, { intent: "build-approve", id })));
    await action(await args(post(cookie, { intent: "build-feature", id })));
    await action(await args(post(cookie, { intent: "build-delete", id })));
    const audit = await listAuditEntries(await actorOf(user.id), 1);
    const mine = audit.items.filter((entry) => entry.targetId === id);
    expect(
      mine.map(({ action, beforeStatus, afterStatus, targetTitle, adminName }) => ({
        action,
        beforeStatus,
        afterStatus,
        targetTitle,
        adminName,
      })),
    ).toEqual([
      {
        action: "build-delete",
        beforeStatus: "approved",
        afterStatus: "deleted",
        targetTitle: "Route Test",
        adminName: "Route Admin",
      },
      {
        action: "build-feature",
        beforeStatus: "not featured",
        afterStatus: "featured",
        targetTitle: "Route Test",
        adminName: "Route Admin",
      },
      {
        action: "build-approve",
        beforeStatus: "pending",
        afterStatus: "approved",
        targetTitle: "Route Test",
        adminName: "Route Admin",
      },
    ]);
  });

  it("refuses a malformed request with the intent's failure message", async () => {
    const { cookie } = await signedInAdmin();
    const bad = (await action(
      await args(post(cookie, { intent: "event-delete", id: "nope" })),
    )) as Answer;
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, message: "Failed to delete event" });
  });

  it("loads the tab counts and the requested tab", async () => {
    const { cookie } = await signedInAdmin();
    const result = (await loader(
      await args(
        requestWithCookie("http://localhost:3000/admin?tab=approved-builds&page=abc", cookie),
      ),
    )) as unknown as { data: { tab: string; counts: unknown; loadError: string | null } };
    expect(result.data.tab).toBe("approved-builds");
    expect(result.data.counts).toMatchObject({ approvedBuilds: expect.any(Number) });
    expect(result.data.loadError).toBeNull();
  });
});
