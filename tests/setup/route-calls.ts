// Calling a route's loader or action directly in a server test: the arguments React Router would
// pass (with the router context the root middleware builds from the request's session), what a
// guard threw, and signed-in members and admins with their session cookies.
import { getDb } from "~/db/client.server";
import { userRoles } from "~/db/schema";
import { createRequestContext } from "~/lib/request-context.server";
import { createVerifiedUser, sessionCookie, type TestUser } from "./users";

/**
 * A loader's or action's arguments for `request`: typed as whatever the route asks for (a test
 * double of React Router's arguments).
 */
export async function routeArgs<Args = never>(
  request: Request,
  params: Record<string, string> = {},
): Promise<Args> {
  return { request, params, context: await createRequestContext(request) } as Args;
}

/** What a loader or action threw (a redirect, a refusal); fails when it returned instead. */
export async function thrown<T = Response>(call: unknown): Promise<T> {
  try {
    await call;
  } catch (error) {
    return error as T;
  }
  throw new Error("expected a thrown response");
}

/** A new member with a session. */
export async function signedInMember(
  overrides: Partial<Omit<TestUser, "id">> = {},
): Promise<{ user: TestUser; cookie: string }> {
  const user = await createVerifiedUser(overrides);
  return { user, cookie: await sessionCookie(user) };
}

/** A new admin with a session. */
export async function signedInAdmin(): Promise<{ user: TestUser; cookie: string }> {
  const admin = await signedInMember({ name: "Route Admin" });
  await getDb().insert(userRoles).values({ userId: admin.user.id, role: "admin" });
  return admin;
}
