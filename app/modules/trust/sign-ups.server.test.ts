// Sign-ups, on PGlite and PostgreSQL: the 4th account from one address in a day waits for an
// admin (other addresses do not); a held member can create nothing until the queue's Approve
// (the member target's setHidden(false)), which e-mails them; the target describes the account
// and deletes it as an admin; and the sign-up form's guard (honeypot, signed fill-time stamp)
// holds on the /auth page and on better-auth's JSON endpoint alike.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, jobs, memberSignups, reports, users } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/lib/client-ip.server";
import { ForbiddenError } from "~/lib/errors";
import { runJobsOnce } from "~/lib/jobs/index.server";
import { readOutbox } from "~/lib/mail.server";
import { createRequestContext } from "~/lib/request-context.server";
import { auth } from "~/modules/auth/index.server";
import { postComment } from "~/modules/comments/index.server";
import { createTopic } from "~/modules/forums/forums.server";
import { listCategories } from "~/modules/forums/queries.server";
import { REPORT_TARGETS } from "~/report-targets.server";
import { action as authAction } from "~/routes/auth/auth";
import { actorOf, createVerifiedUser, makeAdmin } from "../../../tests/setup/users";
import { insertBuild } from "../admin/testing/fixtures.server";
import { SIGN_UP_GUARD_FIELDS, TRUST_MESSAGES } from "./limits";
import { checkSignUpGuard, issueSignUpStamp } from "./sign-up-guard.server";
import { MEMBER_APPROVED_JOB, recordSignUpIn, TRUST_JOBS } from "./sign-ups.server";

/** The member target as the app registers it (deleting through every area's leaving steps). */
const MEMBER_REPORT_TARGET = REPORT_TARGETS.member;

const HOUR = 60 * 60 * 1000;
let counter = 0;
const email = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

/** A sign-up through better-auth's server API from `ip`, as the /auth page makes it. */
async function signUpFrom(ip: string, label = "rider") {
  const result = await auth().api.signUpEmail({
    body: { email: email(label), password: "camber-test-password-1", name: "Test Rider" },
    headers: new Headers({ [CLIENT_IP_HEADER]: ip }),
  });
  return result.user.id;
}

async function signUpRecord(userId: string) {
  const [row] = await getDb().select().from(memberSignups).where(eq(memberSignups.userId, userId));
  return row;
}

async function memberReports(userId: string) {
  return getDb()
    .select({ reason: reports.reason, note: reports.note, status: reports.status })
    .from(reports)
    .where(and(eq(reports.targetType, "member"), eq(reports.targetId, userId)));
}

let categoryId: string;
beforeAll(async () => {
  categoryId = (await listCategories())[0].id;
});

describe("accounts from one address", () => {
  it("holds the 4th account from an address in a day for review; other addresses are not held", async () => {
    const ip = "203.0.113.7";
    const first = [await signUpFrom(ip), await signUpFrom(ip), await signUpFrom(ip)];
    for (const id of first) {
      expect(await signUpRecord(id)).toMatchObject({ ip, heldAt: null });
    }
    const fourth = await signUpFrom(ip);
    expect((await signUpRecord(fourth)).heldAt).not.toBeNull();
    expect(await memberReports(fourth)).toEqual([
      { reason: "held", note: "4th account from 203.0.113.7 today", status: "open" },
    ]);

    const elsewhere = await signUpFrom("198.51.100.23");
    expect((await signUpRecord(elsewhere)).heldAt).toBeNull();
    expect(await memberReports(elsewhere)).toEqual([]);
    // Accounts the site makes itself (no request, no address) are recorded and never held.
    const site = (await createVerifiedUser()).id;
    expect(await signUpRecord(site)).toMatchObject({ ip: null, heldAt: null });
  });

  it("holds all but 3 of a burst of parallel sign-ups from one address", async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => signUpFrom("203.0.113.200")));
    const held = await Promise.all(ids.map(async (id) => (await signUpRecord(id)).heldAt));
    expect(held.filter((at) => at === null)).toHaveLength(3);
  });

  it("counts an address's accounts over the last day only", async () => {
    const ip = "192.0.2.44";
    const start = new Date("2026-12-01T09:00:00Z");
    const ids = await Promise.all(
      Array.from({ length: 5 }, async () => (await createVerifiedUser()).id),
    );
    await getDb().delete(memberSignups);
    for (const id of ids.slice(0, 3)) {
      await getDb().transaction((tx) => recordSignUpIn(tx, { userId: id, ip, now: start }));
    }
    const nextDay = new Date(start.getTime() + 24 * HOUR + 1000);
    const later = await getDb().transaction((tx) =>
      recordSignUpIn(tx, { userId: ids[3], ip, now: nextDay }),
    );
    expect(later.held).toBe(false);
    const sameDay = await getDb().transaction((tx) =>
      recordSignUpIn(tx, { userId: ids[4], ip, now: new Date(start.getTime() + HOUR) }),
    );
    expect(sameDay.held).toBe(true);
  });
});

describe("a held account", () => {
  it("signs in but creates nothing until an admin approves it, then gets an e-mail", async () => {
    const ip = "203.0.113.99";
    for (let i = 0; i < 3; i++) await signUpFrom(ip);
    const heldId = await signUpFrom(ip, "held");
    await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, heldId));
    const [account] = await getDb().select().from(users).where(eq(users.id, heldId));

    // Signing in works.
    const signedIn = await auth().api.signInEmail({
      body: { email: account.email, password: "camber-test-password-1" },
    });
    expect(signedIn.token).toBeTruthy();

    const refusedTopic = await createTopic(heldId, { title: "Hi", categoryId, content: "Hello" })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(refusedTopic).toBeInstanceOf(ForbiddenError);
    expect((refusedTopic as ForbiddenError).userMessage).toBe(
      "Your account is waiting for a moderator's approval. You'll get an e-mail when it's approved.",
    );
    const owner = (await createVerifiedUser()).id;
    const buildId = await insertBuild(owner, { approvalStatus: "approved" });
    await expect(
      postComment(await actorOf(heldId), { kind: "build", id: buildId }, "Nice car"),
    ).rejects.toMatchObject({ userMessage: TRUST_MESSAGES.accountHeld });

    // The queue's Approve.
    await getDb().transaction((tx) => MEMBER_REPORT_TARGET.setHidden(tx, heldId, false));
    expect((await signUpRecord(heldId)).heldAt).toBeNull();
    await createTopic(heldId, { title: "Hello all", categoryId, content: "First post" });

    await runJobsOnce({ handlers: TRUST_JOBS.handlers, recurring: [] });
    const mail = (await readOutbox()).find((m) => m.to === account.email);
    expect(mail?.subject).toBe("Your Camber Club account is approved");

    // Held again (the queue's Hide): refused again, and no second e-mail is queued by it.
    await getDb().transaction((tx) => MEMBER_REPORT_TARGET.setHidden(tx, heldId, true));
    await expect(
      createTopic(heldId, { title: "Again", categoryId, content: "Hello" }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    // Approving an account that is not held queues nothing.
    await getDb().transaction((tx) => MEMBER_REPORT_TARGET.setHidden(tx, owner, false));
    const queued = await getDb().select().from(jobs).where(eq(jobs.name, MEMBER_APPROVED_JOB));
    expect(queued).toHaveLength(1);
  });
});

describe("the member report target", () => {
  it("cannot be reported by members, describes the account and deletes it as an admin", async () => {
    const ip = "203.0.113.150";
    for (let i = 0; i < 3; i++) await signUpFrom(ip);
    const heldId = await signUpFrom(ip, "spammy");
    const member = await actorOf((await createVerifiedUser()).id);
    expect(await MEMBER_REPORT_TARGET.canReport(member, heldId)).toBe(false);

    const described = (await MEMBER_REPORT_TARGET.describe([heldId])).get(heldId);
    const [account] = await getDb().select().from(users).where(eq(users.id, heldId));
    expect(described?.title).toBe(account.email);
    expect(described?.excerpt).toContain("Signed up from 203.0.113.150 on ");
    expect(described?.excerpt).toMatch(/UTC$/);
    expect(described?.authorUsername).toBeTruthy();
    expect(described?.link).toBe(`/u/${described?.authorUsername}`);

    const adminUser = await createVerifiedUser();
    await makeAdmin(adminUser);
    const adminId = adminUser.id;
    const admin = await actorOf(adminId);
    await expect(MEMBER_REPORT_TARGET.remove(member, heldId)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(MEMBER_REPORT_TARGET.remove(admin, adminId)).rejects.toMatchObject({
      userMessage: TRUST_MESSAGES.cannotDeleteAdmin,
    });
    await MEMBER_REPORT_TARGET.remove(admin, heldId);
    expect(await getDb().select().from(users).where(eq(users.id, heldId))).toEqual([]);
    expect(await memberReports(heldId)).toMatchObject([{ status: "resolved" }]);
    const entries = await getDb()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, heldId));
    // The admin's decision, and the account removal's own entry (ADR 037); the id only.
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          adminId,
          action: "member-delete",
          targetType: "member",
          targetTitle: null,
          beforeStatus: "held",
          afterStatus: "deleted",
        }),
        expect.objectContaining({ action: "account-delete", targetTitle: null }),
      ]),
    );
    // No "as you asked" e-mail for an account an admin removed.
    expect(
      (await readOutbox()).some((m) => m.to === account.email && /deleted/.test(m.subject)),
    ).toBe(false);
  });
});

describe("the sign-up form's guard", () => {
  it("passes a form open long enough, refuses one sent too soon, tampered, missing or stale", () => {
    const issued = Date.parse("2026-12-01T09:00:00Z");
    const stamp = issueSignUpStamp(issued);
    const input = (s: unknown, honeypot: unknown = "") => ({ stamp: s, honeypot });
    expect(checkSignUpGuard(input(stamp), issued + 3000)).toBe("ok");
    expect(checkSignUpGuard(input(stamp), issued + 1500)).toBe("too-fast");
    expect(checkSignUpGuard(input(stamp), issued + 25 * HOUR)).toBe("expired");
    expect(
      checkSignUpGuard(input(`${issued - 60_000}.${stamp.split(".")[1]}`), issued + 3000),
    ).toBe("expired");
    expect(checkSignUpGuard(input(undefined), issued)).toBe("expired");
    expect(checkSignUpGuard(input("garbage"), issued)).toBe("expired");
    expect(checkSignUpGuard(input(stamp, "https://cheap-parts.example"), issued + 3000)).toBe(
      "bot",
    );
  });

  /** The /auth page's sign-up, posted from its own address (each test its own, for the rate limit). */
  async function postSignUp(fields: Record<string, string>, ip: string) {
    const form = {
      intent: "signup",
      email: email("page"),
      fullName: "Page Rider",
      username: "",
      password: "camber-test-password-1",
      confirmPassword: "camber-test-password-1",
      ...fields,
    };
    const request = new Request("http://localhost:3000/auth?mode=signup", {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { [CLIENT_IP_HEADER]: ip },
    });
    const answer = (await authAction({
      request,
      params: {},
      context: await createRequestContext(request, { actor: null }),
    } as never)) as unknown as {
      data: { ok: boolean; message?: string; email?: string; values?: Record<string, string> };
      init: { status?: number } | null;
    };
    const created = await getDb().select().from(users).where(eq(users.email, form.email));
    return { answer, created: created.length > 0, form };
  }

  const oldEnough = () => issueSignUpStamp(Date.now() - 5000);

  it("on the /auth page: too soon or without a stamp is refused keeping the typed text; a bot is answered like a person", async () => {
    const tooSoon = await postSignUp(
      { [SIGN_UP_GUARD_FIELDS.stamp]: issueSignUpStamp() },
      "198.51.100.1",
    );
    expect(tooSoon.answer.init?.status).toBe(400);
    expect(tooSoon.answer.data.message).toBe(
      "That was quick — please check the form and submit again.",
    );
    expect(tooSoon.answer.data.values).toMatchObject({
      email: tooSoon.form.email,
      fullName: "Page Rider",
    });
    expect(tooSoon.created).toBe(false);

    const noStamp = await postSignUp({}, "198.51.100.2");
    expect(noStamp.answer.data.message).toBe(TRUST_MESSAGES.signUpFormExpired);
    expect(noStamp.created).toBe(false);

    const person = await postSignUp({ [SIGN_UP_GUARD_FIELDS.stamp]: oldEnough() }, "198.51.100.3");
    expect(person.answer.data).toMatchObject({ ok: true, email: person.form.email });
    expect(person.created).toBe(true);

    const bot = await postSignUp(
      { [SIGN_UP_GUARD_FIELDS.stamp]: oldEnough(), [SIGN_UP_GUARD_FIELDS.honeypot]: "x" },
      "198.51.100.4",
    );
    expect(bot.answer.data).toEqual({ ok: true, intent: "signup", email: bot.form.email });
    expect(bot.created).toBe(false);
    expect((await readOutbox()).some((m) => m.to === bot.form.email)).toBe(false);
  });

  /** better-auth's JSON endpoint, over HTTP as a script would use it. */
  async function postJson(body: Record<string, unknown>) {
    const response = await auth().handler(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
        body: JSON.stringify(body),
      }),
    );
    const created = await getDb()
      .select()
      .from(users)
      .where(eq(users.email, String(body.email).toLowerCase()));
    return { response, json: await response.json(), created: created.length > 0 };
  }

  it("on the JSON API: the same stamp and honeypot, no way around them", async () => {
    const base = { password: "camber-test-password-1", name: "Script Rider" };
    const missing = await postJson({ ...base, email: email("api") });
    expect(missing.response.status).toBe(400);
    expect(missing.json).toMatchObject({
      code: "SIGN_UP_FORM_EXPIRED",
      message: TRUST_MESSAGES.signUpFormExpired,
    });
    expect(missing.created).toBe(false);

    const forged = await postJson({
      ...base,
      email: email("api"),
      [SIGN_UP_GUARD_FIELDS.stamp]: `${Date.now() - 5000}.${"A".repeat(43)}`,
    });
    expect(forged.response.status).toBe(400);
    expect(forged.created).toBe(false);

    const quick = await postJson({
      ...base,
      email: email("api"),
      [SIGN_UP_GUARD_FIELDS.stamp]: issueSignUpStamp(),
    });
    expect(quick.json).toMatchObject({ code: "SIGN_UP_TOO_FAST" });
    expect(quick.created).toBe(false);

    const real = await postJson({
      ...base,
      email: email("api"),
      [SIGN_UP_GUARD_FIELDS.stamp]: oldEnough(),
    });
    expect(real.response.status).toBe(200);
    expect(real.created).toBe(true);

    const bot = await postJson({
      ...base,
      email: email("api"),
      [SIGN_UP_GUARD_FIELDS.stamp]: oldEnough(),
      [SIGN_UP_GUARD_FIELDS.honeypot]: "https://spam.example",
    });
    expect(bot.response.status).toBe(200);
    expect(bot.created).toBe(false);
    // The same answer as a real sign-up: the same fields, nothing to tell them apart by.
    expect(Object.keys(bot.json).sort()).toEqual(Object.keys(real.json).sort());
    expect(Object.keys(bot.json.user).sort()).toEqual(Object.keys(real.json.user).sort());
    expect(bot.json.token).toBeNull();
  });
});
