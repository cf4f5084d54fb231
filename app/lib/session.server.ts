// Who is asking. Every protected loader and action calls requireUser or requireAdmin; the UI
// hiding a button is never the only check.
import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { userRoles } from "~/db/schema";
import { auth } from "./auth.server";
import { flashRedirect } from "./flash.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export const ACCESS_DENIED_MESSAGE = "Access Denied: You don't have admin privileges.";

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, email, name, emailVerified } = session.user;
  return { id, email, name, emailVerified };
}

export async function isAdmin(userId: string): Promise<boolean> {
  const rows = await getDb()
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length > 0;
}

/** The signed-in user, or a redirect to /auth (thrown, so loaders and actions stop there). */
export async function requireUser(
  request: Request,
  options: { message?: string } = {},
): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  if (options.message)
    throw await flashRedirect("/auth", { type: "error", message: options.message });
  throw redirect("/auth");
}

/** The signed-in admin; signed out → /auth, signed in without the role → / with 'Access Denied'. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (await isAdmin(user.id)) return user;
  throw await flashRedirect("/", { type: "error", message: ACCESS_DENIED_MESSAGE });
}
