// /admin/members: an admin finds a member by username or e-mail address, sees how they sign in
// (two-factor on or not, their passkeys), and resets their two-factor when they have lost their
// authenticator and their backup codes. Admins only (assertAdmin); the reset is audited, signs the
// member out everywhere and tells them by e-mail.
import { asc, eq, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles, sessions, twoFactors, userRoles, users } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { ConflictError, ForbiddenError, NotFoundError } from "~/lib/errors";
import { likePattern } from "~/lib/sql-like";
import { twoFactorResetNotice } from "./notices.server";
import { listPasskeys, type PasskeyView } from "./queries.server";
import {
  ADMIN_MEMBERS_MESSAGES,
  MEMBER_SEARCH_MAX_LENGTH,
  TWO_FACTOR_RESET_AUDIT_ACTION,
} from "./rules";

/** At most this many members per search (narrow it down by typing more). */
export const MEMBER_SEARCH_LIMIT = 20;

export interface MemberSecurity {
  id: string;
  email: string;
  username: string | null;
  fullName: string | null;
  isAdmin: boolean;
  joinedAt: string;
  twoFactor: "on" | "setting-up" | "off";
  passkeys: PasskeyView[];
}

/** The search as typed: trimmed, a leading @ of a username dropped. */
export function memberSearchText(query: string): string {
  return query.trim().slice(0, MEMBER_SEARCH_MAX_LENGTH).replace(/^@/, "");
}

/**
 * Members whose username contains the text, or whose e-mail address starts with it (an exact
 * address or username first), with how they sign in.
 */
export async function findMembers(actor: Actor, query: string): Promise<MemberSecurity[]> {
  assertAdmin(actor, "find members");
  const text = memberSearchText(query);
  if (!text) return [];
  const contains = likePattern(text);
  // The same escaped text anchored at the start ("text%"): addresses are matched from their start.
  const startsWith = contains.slice(1);
  const exact = sql`(lower(${users.email}) = lower(${text}) or lower(${profiles.username}) = lower(${text}))`;
  const rows = await getDb()
    .select({
      id: users.id,
      email: users.email,
      username: profiles.username,
      fullName: profiles.fullName,
      createdAt: users.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
      pendingSetup: sql<boolean>`exists (select 1 from ${twoFactors} where ${twoFactors.userId} = ${users.id} and not ${twoFactors.verified})`,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      or(
        exact,
        sql`${profiles.username} ilike ${contains}`,
        sql`${users.email} ilike ${startsWith}`,
      ),
    )
    .orderBy(sql`${exact} desc`, asc(profiles.username), asc(users.email))
    .limit(MEMBER_SEARCH_LIMIT);
  const keys = await Promise.all(rows.map((row) => listPasskeys(row.id)));
  return rows.map((row, index) => ({
    id: row.id,
    email: row.email,
    username: row.username,
    fullName: row.fullName,
    isAdmin: row.isAdmin,
    joinedAt: row.createdAt.toISOString(),
    twoFactor: row.twoFactorEnabled ? "on" : row.pendingSetup ? "setting-up" : "off",
    passkeys: keys[index],
  }));
}

const auditMember = auditTrail("member");

/**
 * Resets the member's two-factor: it is off, its secret and backup codes are gone, and every
 * session of theirs ends (whoever holds their lost phone is signed out too). They sign in with
 * their password and set it up again. Not one's own: another admin does it.
 */
export async function resetTwoFactor(actor: Actor, memberId: string): Promise<void> {
  assertAdmin(actor, "reset two-factor");
  if (memberId === actor.id) {
    throw new ForbiddenError(`admin ${actor.id} tried to reset their own two-factor`, {
      userMessage: ADMIN_MEMBERS_MESSAGES.resetSelf,
    });
  }
  const member = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        twoFactorEnabled: users.twoFactorEnabled,
      })
      .from(users)
      .where(eq(users.id, memberId))
      .for("update");
    if (!row) {
      throw new NotFoundError(`no member ${memberId}`, {
        userMessage: ADMIN_MEMBERS_MESSAGES.memberMissing,
      });
    }
    const secrets = await tx
      .select({ id: twoFactors.id })
      .from(twoFactors)
      .where(eq(twoFactors.userId, memberId));
    if (!row.twoFactorEnabled && secrets.length === 0) {
      throw new ConflictError(`member ${memberId} has no two-factor`, {
        userMessage: ADMIN_MEMBERS_MESSAGES.resetNotOn,
      });
    }
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, memberId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, memberId));
    await tx.delete(sessions).where(eq(sessions.userId, memberId));
    const [profile] = await tx
      .select({ username: profiles.username })
      .from(profiles)
      .where(eq(profiles.id, memberId));
    await auditMember(tx, actor.id, TWO_FACTOR_RESET_AUDIT_ACTION, {
      id: memberId,
      title: profile ? `@${profile.username}` : row.name,
      before: row.twoFactorEnabled ? "two-factor on" : "two-factor being set up",
      after: "two-factor off",
    });
    return row;
  });
  twoFactorResetNotice(member);
}
