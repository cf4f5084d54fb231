// Admins must have two-factor, and /admin/members resets a member's (lost authenticator), on
// PGlite and PostgreSQL: an admin without two-factor is sent to set it up from every admin page
// and refused by admin actions; the reset is audited, ends the member's sessions and tells them
// by e-mail; members cannot reset anyone, nor an admin themselves.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, builds, twoFactors, userRoles, users } from "~/db/schema";
import { assertAdmin } from "~/lib/actor.server";
import { takeFlash } from "~/lib/flash.server";
import { readOutbox, settlePendingMail } from "~/lib/mail.server";
import { resetTwoFactor } from "~/modules/account/security/member-security.server";
import { listAuditEntries } from "~/modules/admin/audit.server";
import { auth } from "~/modules/auth/index.server";
import { action as panelAction, loader as panelLoader } from "~/routes/admin/admin";
import { action, loader } from "~/routes/admin/members";
import { routeArgs, settle } from "../../../tests/setup/route-calls";
import {
  actorOf,
  createVerifiedUser,
  makeAdmin,
  requestWithCookie,
  sessionCookie,
  type TestUser,
  turnOnTwoFactor,
} from "../../../tests/setup/users";

const BASE = "http://localhost:3000";
const TWO_FACTOR_REQUIRED =
  "Two-factor authentication is required for admins. Turn it on to open the admin panel.";

const get = (path: string, cookie?: string) =>
  settle(routeArgs(requestWithCookie(`${BASE}${path}`, cookie)).then(loader));
const reset = (cookie: string | undefined, id: string) =>
  settle(
    routeArgs(
      requestWithCookie(`${BASE}/admin/members`, cookie, {
        method: "POST",
        body: new URLSearchParams({ intent: "two-factor-reset", id }),
      }),
    ).then(action),
  );

let admin: TestUser;
let adminCookie: string;
/** Holds the role, has never turned two-factor on. */
let newAdmin: TestUser;
let newAdminCookie: string;
let member: TestUser;
let memberCookie: string;

async function twoFactorState(userId: string) {
  const [user] = await getDb()
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  const secrets = await getDb().select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return { on: user.on, secrets: secrets.length };
}

beforeAll(async () => {
  admin = await createVerifiedUser({ name: "Ada Admin" });
  await makeAdmin(admin);
  adminCookie = await sessionCookie(admin);
  newAdmin = await createVerifiedUser({ name: "Nico New Admin" });
  await getDb().insert(userRoles).values({ userId: newAdmin.id, role: "admin" });
  newAdminCookie = await sessionCookie(newAdmin);
  member = await createVerifiedUser({ name: "Mo Member", email: "mo.member@example.com" });
  memberCookie = await sessionCookie(member);
});

describe("admins without two-factor", () => {
  it("are sent from every admin page to the Security page, told why", async () => {
    for (const [path, call] of [
      ["/admin/members", loader],
      ["/admin", panelLoader],
    ] as const) {
      const page = await settle(
        routeArgs(requestWithCookie(`${BASE}${path}`, newAdminCookie)).then(call as never),
      );
      expect(page.headers?.get("Location"), path).toBe("/account/security");
      const { flash } = await takeFlash(
        requestWithCookie(`${BASE}/`, page.headers?.get("Set-Cookie")?.split(";")[0]),
      );
      expect(flash).toMatchObject({ type: "error", message: TWO_FACTOR_REQUIRED });
    }
  });

  it("are refused by admin actions (403, nothing changed), and by the use-cases themselves", async () => {
    const [build] = await getDb()
      .insert(builds)
      .values({ userId: member.id, title: "Pending", carMake: "BMW", carModel: "E30" })
      .returning({ id: builds.id });
    const approve = await settle(
      routeArgs(
        requestWithCookie(`${BASE}/admin?tab=pending-builds`, newAdminCookie, {
          method: "POST",
          body: new URLSearchParams({ intent: "build-approve", id: build.id }),
        }),
      ).then(panelAction),
    );
    expect(approve.status).toBe(403);
    expect(approve.body).toMatchObject({ ok: false, message: TWO_FACTOR_REQUIRED });
    const [row] = await getDb().select().from(builds).where(eq(builds.id, build.id));
    expect(row.approvalStatus).toBe("pending");

    await turnOnTwoFactor(member);
    const refused = await reset(newAdminCookie, member.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: TWO_FACTOR_REQUIRED });
    expect(await twoFactorState(member.id)).toEqual({ on: true, secrets: 1 });

    const actor = await actorOf(newAdmin.id);
    expect(actor).toMatchObject({ hasAdminRole: true, twoFactorEnabled: false, isAdmin: false });
    expect(() => assertAdmin(actor, "test")).toThrow(expect.objectContaining({ status: 403 }));
    await expect(resetTwoFactor(actor, member.id)).rejects.toMatchObject({
      userMessage: TWO_FACTOR_REQUIRED,
    });
  });

  it("become admins once they turn it on", async () => {
    await turnOnTwoFactor(newAdmin);
    const cookie = await sessionCookie(newAdmin);
    expect((await get("/admin/members", cookie)).status).toBe(200);
  });
});

describe("/admin/members", () => {
  it("visitors go to /auth, members to / with Access Denied", async () => {
    expect((await get("/admin/members")).headers?.get("Location")).toBe("/auth");
    expect((await get("/admin/members", memberCookie)).headers?.get("Location")).toBe("/");
  });

  it("finds members by username or e-mail, with how they sign in", async () => {
    const byEmail = await get("/admin/members?q=MO.MEMBER@example.com", adminCookie);
    const found = (byEmail.body as Awaited<ReturnType<typeof loader>>).members;
    expect(found.map((m) => m.id)).toEqual([member.id]);
    expect(found[0]).toMatchObject({ isAdmin: false, passkeys: [] });
    const byPrefix = await get("/admin/members?q=mo.mem", adminCookie);
    expect((byPrefix.body as { members: { id: string }[] }).members.map((m) => m.id)).toContain(
      member.id,
    );
    // Search text is matched literally: % and _ find nothing here.
    const wild = await get("/admin/members?q=%25", adminCookie);
    expect((wild.body as { members: unknown[] }).members).toEqual([]);
    const empty = await get("/admin/members", adminCookie);
    expect((empty.body as { members: unknown[] }).members).toEqual([]);
  });

  it("members cannot reset anyone's two-factor", async () => {
    const victim = await createVerifiedUser();
    await turnOnTwoFactor(victim);
    const refused = await reset(memberCookie, victim.id);
    expect(refused.status).toBe(403);
    expect(await twoFactorState(victim.id)).toEqual({ on: true, secrets: 1 });
    expect(
      await getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, victim.id)),
    ).toEqual([]);
  });

  it("an admin resets it: audited, the member signed out everywhere and told by email", async () => {
    const lost = await createVerifiedUser({ name: "Lost Phone" });
    await turnOnTwoFactor(lost);
    const lostCookie = await sessionCookie(lost);
    const before = await get(`/admin/members?q=${encodeURIComponent(lost.email)}`, adminCookie);
    expect((before.body as { members: { twoFactor: string }[] }).members[0].twoFactor).toBe("on");

    const done = await reset(adminCookie, lost.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      ok: true,
      message: "Two-factor reset: the member was signed out everywhere and told by email.",
    });
    expect(await twoFactorState(lost.id)).toEqual({ on: false, secrets: 0 });
    // Their session (on the lost phone too) is over.
    expect(
      await auth().api.getSession({ headers: new Headers({ Cookie: lostCookie }) }),
    ).toBeNull();
    // The password alone signs them in again, to set it up anew.
    expect(await sessionCookie(lost)).toContain("camber.session_token=");

    const adminActor = await actorOf(admin.id);
    const entries = await listAuditEntries(adminActor, 1);
    expect(entries.items[0]).toMatchObject({
      action: "member-two-factor-reset",
      targetType: "member",
      targetId: lost.id,
      beforeStatus: "two-factor on",
      afterStatus: "two-factor off",
    });
    await settlePendingMail();
    const mails = (await readOutbox()).filter((m) => m.to === lost.email);
    expect(mails.map((m) => m.subject)).toContain("Your two-factor authentication was reset");

    // Nothing left to reset; and never one's own.
    expect((await reset(adminCookie, lost.id)).status).toBe(409);
    const self = await reset(adminCookie, admin.id);
    expect(self.status).toBe(403);
    expect(await twoFactorState(admin.id)).toEqual({ on: true, secrets: 1 });
  });
});
