// Where each account was created from, and the hold on a burst of accounts from one address:
// past SIGNUPS_PER_IP in a day, a new account waits for an admin (member_signups.held_at, and an
// item of type "member" in the one review queue). A held member can sign in but creates nothing
// (./new-members.server.ts refuses it) until an admin approves the account: the queue's Dismiss,
// which calls the target's setHidden(tx, id, false), clears the hold and e-mails the member.
import { and, count, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { type Db, getDb, type Tx } from "~/db/client.server";
import { memberSignups, profiles, userRoles, users } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { env } from "~/lib/env.server";
import { ForbiddenError } from "~/lib/errors";
import { enqueueJob, type JobHandler, type RecurringJob } from "~/lib/jobs/index.server";
import { log } from "~/lib/log.server";
import { sendMail } from "~/lib/mail.server";
import {
  holdForReview,
  type ReportedContent,
  type ReportTarget,
  resolveReportsOf,
} from "~/modules/reports/index.server";
import {
  heldAccountNote,
  MEMBER_REPORT_TYPE,
  SIGNUP_IP_WINDOW_HOURS,
  SIGNUPS_PER_IP,
  TRUST_MESSAGES,
} from "./limits";

const HOUR_MS = 60 * 60 * 1000;
/** pg_advisory_xact_lock(class, key): sign-ups from one address are counted one at a time. */
const SIGNUP_LOCK_CLASS = 7_351_021;
export const MEMBER_APPROVED_JOB = "trust.member-approved";

/** Accounts an address may create in a day before the next is held (0: none is held). */
export function signUpsPerIp(): number {
  return env().SIGNUP_IP_LIMIT ?? SIGNUPS_PER_IP;
}

/**
 * Records where a new account was created from, in `tx`, and holds it for review when the
 * address already created `limit` (signUpsPerIp()) accounts in the last day. `ip` is null when
 * unknown (accounts made by the site itself): never held.
 */
export async function recordSignUpIn(
  tx: Tx,
  sign: { userId: string; ip: string | null; now?: Date; limit?: number },
): Promise<{ held: boolean }> {
  const now = sign.now ?? new Date();
  const limit = sign.limit ?? signUpsPerIp();
  let earlier = 0;
  if (sign.ip) {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNUP_LOCK_CLASS}, hashtext(${sign.ip}))`);
    const since = new Date(now.getTime() - SIGNUP_IP_WINDOW_HOURS * HOUR_MS);
    const [row] = await tx
      .select({ n: count() })
      .from(memberSignups)
      .where(and(eq(memberSignups.ip, sign.ip), gt(memberSignups.createdAt, since)));
    earlier = row.n;
  }
  const held = sign.ip !== null && limit > 0 && earlier >= limit;
  await tx
    .insert(memberSignups)
    .values({ userId: sign.userId, ip: sign.ip, createdAt: now, heldAt: held ? now : null })
    .onConflictDoNothing();
  if (held && sign.ip) {
    await holdForReview(tx, MEMBER_REPORT_TYPE, sign.userId, heldAccountNote(earlier + 1, sign.ip));
  }
  return { held };
}

/** recordSignUpIn in a transaction of its own: the sign-up hook's call. */
export function recordSignUp(userId: string, ip: string | null): Promise<{ held: boolean }> {
  return getDb().transaction((tx) => recordSignUpIn(tx, { userId, ip }));
}

/**
 * Approves a held account (hidden = false: the hold is cleared, the member is e-mailed once the
 * transaction commits) or holds it again (hidden = true). The review queue calls it through the
 * member report target.
 */
export async function setAccountHeld(tx: Db | Tx, userId: string, held: boolean): Promise<void> {
  if (held) {
    await tx
      .insert(memberSignups)
      .values({ userId, ip: null, heldAt: new Date() })
      .onConflictDoUpdate({ target: memberSignups.userId, set: { heldAt: new Date() } });
    return;
  }
  const approved = await tx
    .update(memberSignups)
    .set({ heldAt: null })
    .where(and(eq(memberSignups.userId, userId), isNotNull(memberSignups.heldAt)))
    .returning({ userId: memberSignups.userId });
  // Queued with the approval, so the e-mail goes out exactly when the approval is committed.
  if (approved.length > 0) await enqueueJob(MEMBER_APPROVED_JOB, { userId }, { tx });
}

const auditMember = auditTrail("member");

/**
 * How the app deletes an account inside a transaction (every area's part of a member leaving,
 * app/account-removal.server.ts); returns the work to do once the transaction has committed.
 */
export type RemoveAccountInTx = (
  tx: Tx,
  userId: string,
) => Promise<{ afterCommit(): Promise<void> }>;

/**
 * Deletes a held account as an admin (the queue's Delete) through the app's account removal, in
 * one transaction with the queue item resolved and the admin's audit entry. Admin accounts are
 * refused; an account already gone just closes its item.
 */
export async function deleteHeldAccount(
  admin: Actor,
  userId: string,
  removeAccount: RemoveAccountInTx,
): Promise<void> {
  assertAdmin(admin, "delete accounts");
  const after = await getDb().transaction(async (tx) => {
    const [account] = await tx
      .select({ heldAt: memberSignups.heldAt })
      .from(users)
      .leftJoin(memberSignups, eq(memberSignups.userId, users.id))
      .where(eq(users.id, userId));
    await resolveReportsOf(tx, MEMBER_REPORT_TYPE, userId, admin.id);
    if (!account) return null;
    const [role] = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
    if (role) {
      throw new ForbiddenError(`account ${userId} is an admin`, {
        userMessage: TRUST_MESSAGES.cannotDeleteAdmin,
      });
    }
    const removed = await removeAccount(tx, userId);
    // The id only, like the removal's own entry (ADR 037): no name or address of a former member.
    await auditMember(tx, admin.id, "member-delete", {
      id: userId,
      title: null,
      before: account.heldAt ? "held" : "active",
      after: "deleted",
    });
    return removed;
  });
  await after?.afterCommit();
}

/** "Nov 22, 2026, 2:05 PM UTC": one text on every admin's screen. */
function signedUpAt(at: Date): string {
  return `${at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
}

/**
 * Accounts as items of the review queue, deleted through `removeAccount`. Only the site files
 * them (a burst of sign-ups from one address); members cannot report members. Delete removes the
 * account, Approve (the queue's Dismiss, setHidden false) lets it post, Hide holds it again.
 */
export function memberReportTarget(removeAccount: RemoveAccountInTx): ReportTarget {
  return {
    label: "New account",
    async canReport() {
      return false;
    },
    async describe(ids) {
      const described = new Map<string, ReportedContent>();
      if (ids.length === 0) return described;
      const rows = await getDb()
        .select({
          id: users.id,
          email: users.email,
          createdAt: users.createdAt,
          ip: memberSignups.ip,
          username: profiles.username,
          fullName: profiles.fullName,
        })
        .from(users)
        .leftJoin(memberSignups, eq(memberSignups.userId, users.id))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(inArray(users.id, ids));
      for (const row of rows) {
        described.set(row.id, {
          title: row.email,
          excerpt: `Signed up from ${row.ip ?? "an unknown address"} on ${signedUpAt(row.createdAt)}`,
          authorUsername: row.username,
          authorFullName: row.fullName,
          link: row.username ? `/u/${encodeURIComponent(row.username)}` : "/admin/reports",
        });
      }
      return described;
    },
    async remove(admin, id) {
      await deleteHeldAccount(admin, id, removeAccount);
    },
    async setHidden(tx, id, hidden) {
      await setAccountHeld(tx, id, hidden);
    },
  };
}

async function mailApproval(payload: { userId: string }): Promise<void> {
  const [member] = await getDb()
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, payload.userId));
  if (!member) {
    log.info({ userId: payload.userId }, "trust: approved account is gone, no e-mail");
    return;
  }
  // Like the site's other account mails, it does not name the member: the name was typed by
  // whoever signed up.
  await sendMail({
    to: member.email,
    subject: "Your Camber Club account is approved",
    text: `Hi,\n\nA moderator has approved your Camber Club account. You can now post builds, start topics, host meets and list parts:\n\n${env().BASE_URL}\n\nCamber Club — Tuned. Stanced. Respected.`,
  });
}

/** The area's jobs for the app's job registry (app/jobs.server.ts). */
export const TRUST_JOBS: { handlers: Record<string, JobHandler>; recurring: RecurringJob[] } = {
  handlers: { [MEMBER_APPROVED_JOB]: { maxAttempts: 5, run: mailApproval } },
  recurring: [],
};
