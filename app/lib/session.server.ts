// Who is asking, read from the better-auth session and the roles table. The root middleware
// (actor.server.ts) calls these once per request; loaders and actions read the actor from there
// (requireActor, requireAdminActor). The UI hiding a button is never the only check.
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { userRoles } from "~/db/schema";
import { auth } from "./auth.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** TOTP two-factor is on (better-auth's two-factor plugin keeps it on the user row). */
  twoFactorEnabled: boolean;
}

export const ACCESS_DENIED_MESSAGE = "Access Denied: You don't have admin privileges.";

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, email, name, emailVerified, twoFactorEnabled } = session.user;
  return { id, email, name, emailVerified, twoFactorEnabled: twoFactorEnabled === true };
}

export async function isAdmin(userId: string): Promise<boolean> {
  const rows = await getDb()
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length > 0;
}
