// Who is asking, resolved once per request. The root route's middleware reads the session and
// the roles (one session lookup, one role query) and stores the actor in the request's router
// context; every loader, action and use-case after it reads that value instead of asking the
// session store and user_roles again.
//
// An Actor is a capability: a use-case that needs the admin role takes one and checks
// `actor.isAdmin` (throwing ForbiddenError), so a caller cannot claim a role it was not given.
import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { ForbiddenError } from "./errors";
import { flashRedirect } from "./flash.server";
import { ACCESS_DENIED_MESSAGE, getSessionUser, isAdmin } from "./session.server";

export interface Actor {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
}

export { ACCESS_DENIED_MESSAGE };

const actorContext = createContext<Actor | null>();

type Context = Readonly<RouterContextProvider>;

/** The session's member with their roles, or null for a visitor. */
export async function resolveActor(request: Request): Promise<Actor | null> {
  const user = await getSessionUser(request);
  if (!user) return null;
  return { ...user, isAdmin: await isAdmin(user.id) };
}

/** Root middleware: resolves the actor before any loader or action of the request runs. */
export const actorMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(actorContext, await resolveActor(request));
};

/** Puts an already resolved actor in a context (scripts, tests, the request context builder). */
export function provideActor(context: RouterContextProvider, actor: Actor | null): void {
  context.set(actorContext, actor);
}

/** The member making this request, or null for a visitor. */
export function getActor(context: Context): Actor | null {
  try {
    return context.get(actorContext);
  } catch {
    throw new Error(
      "No actor in the router context: the root middleware did not run (tests: build the context with createRequestContext)",
    );
  }
}

/** The signed-in member, or a redirect to /auth (thrown, so loaders and actions stop there). */
export async function requireActor(
  context: Context,
  options: { message?: string } = {},
): Promise<Actor> {
  const actor = getActor(context);
  if (actor) return actor;
  if (options.message) {
    throw await flashRedirect("/auth", { type: "error", message: options.message });
  }
  throw redirect("/auth");
}

/** The signed-in admin; signed out → /auth, signed in without the role → / with 'Access Denied'. */
export async function requireAdminActor(context: Context): Promise<Actor> {
  const actor = await requireActor(context);
  if (actor.isAdmin) return actor;
  throw await flashRedirect("/", { type: "error", message: ACCESS_DENIED_MESSAGE });
}

/**
 * Use-cases that need the admin role: checks the role the actor was resolved with (no second
 * query) and refuses with 403 'Access Denied'. `what` names the action for the log.
 */
export function assertAdmin(actor: Actor, what: string): void {
  if (!actor.isAdmin) {
    throw new ForbiddenError(`${actor.id} is not an admin (${what})`, {
      userMessage: ACCESS_DENIED_MESSAGE,
    });
  }
}
