// Reads of the account settings page: the member's signed-in sessions, read from the database
// (better-auth's /list-sessions stays off: it hands session tokens to page scripts). Tokens are
// never selected here.
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { auth } from "~/modules/auth/index.server";
import { describeUserAgent, maskIpAddress } from "./device";
import { SESSIONS_SHOWN } from "./rules";

export interface MemberSession {
  id: string;
  /** "Chrome on macOS" */
  device: string;
  /** Partly hidden ("203.0.113.*"), or null when unknown. */
  ipAddress: string | null;
  /** ISO instants: signed in, and last seen (better-auth renews a session at most once a day). */
  createdAt: string;
  lastSeenAt: string;
  /** The session of the request that asks ("This device"). */
  current: boolean;
}

/** The id of the session the request is signed in with, or null. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const found = await auth().api.getSession({
    headers: request.headers,
    query: { disableRefresh: true },
  });
  return found?.session.id ?? null;
}

/**
 * The member's sessions that have not expired: this device first, then the most recently seen
 * (at most SESSIONS_SHOWN), and how many more there are.
 */
export async function listMemberSessions(
  userId: string,
  currentId: string | null,
): Promise<{ sessions: MemberSession[]; more: number }> {
  const live = and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`));
  const isCurrent = currentId ? sql`${sessions.id} = ${currentId}` : sql`false`;
  const [rows, [{ total }]] = await Promise.all([
    getDb()
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
      })
      .from(sessions)
      .where(live)
      .orderBy(desc(isCurrent), desc(sessions.updatedAt), desc(sessions.id))
      .limit(SESSIONS_SHOWN),
    getDb().select({ total: count() }).from(sessions).where(live),
  ]);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      ipAddress: maskIpAddress(row.ipAddress),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.updatedAt.toISOString(),
      current: row.id === currentId,
    })),
    more: Math.max(0, total - rows.length),
  };
}
