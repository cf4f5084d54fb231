// Calling a route's loader or action directly in a server test: the arguments React Router would
// pass (with the router context the root middleware builds from the request's session), what a
// guard threw, and signed-in members and admins with their session cookies.
import { createRequestContext } from "~/lib/request-context.server";
import { createVerifiedUser, makeAdmin, sessionCookie, type TestUser } from "./users";

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

/** A new admin (two-factor on, as admins must have it) with a session. */
export async function signedInAdmin(): Promise<{ user: TestUser; cookie: string }> {
  const user = await createVerifiedUser({ name: "Route Admin" });
  await makeAdmin(user);
  return { user, cookie: await sessionCookie(user) };
}

/**
 * What a loader or action answered or threw, as one shape: a Response (redirect) with its
 * headers, or data() with its status and body.
 */
export async function settle(
  promise: unknown,
): Promise<{ status: number; body: unknown; headers: Headers | null }> {
  type Answer = { type?: string; data?: unknown; init?: ResponseInit | null };
  const fromData = (v: Answer, status: number) => ({
    status: v.init?.status ?? status,
    body: v.data,
    headers: v.init?.headers ? new Headers(v.init.headers) : null,
  });
  try {
    const value = await promise;
    if (value instanceof Response) {
      return { status: value.status, body: null, headers: value.headers };
    }
    const v = value as Answer;
    if (v && v.type === "DataWithResponseInit") return fromData(v, 200);
    return { status: 200, body: value, headers: null };
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, body: null, headers: error.headers };
    }
    const v = error as Answer;
    if (v && v.type === "DataWithResponseInit") return fromData(v, 500);
    throw error;
  }
}
