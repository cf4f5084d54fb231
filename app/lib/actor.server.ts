// Who is asking, resolved once per request. The root route's middleware reads the session and
// the roles (one session lookup, one role query) and stores the actor in the request's router
// context; every loader, action and use-case after it reads that value instead of asking the
// session store and user_roles again.
//
// An Actor is a capability: a use-case that needs the admin role takes one and checks
// `actor.isAdmin` (throwing ForbiddenError), so a caller cannot claim a role it was not given.
//
// Admins must have two-factor on (ADR 035): `isAdmin` is true only when the role is held AND
// two-factor is on, so every admin power on the site (the panel, the pipeline's "admin" intents,
// assertAdmin, and the scattered `actor.isAdmin` checks of moderation on pages) waits for it. An
// admin without it (`hasAdminRole`, no `twoFactorEnabled`) is sent to set it up instead.
import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { ForbiddenError } from "./errors";
import { flashRedirect } from "./flash.server";
import { signInPath } from "./safe-redirect";
import { ACCESS_DENIED_MESSAGE, getSessionUser, isAdmin } from "./session.server";

export interface Actor {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** May use admin powers: holds the admin role and has two-factor on. */
  isAdmin: boolean;
  /** Holds the admin role (user_roles), whether or not two-factor is on yet. */
  hasAdminRole: boolean;
  /** TOTP two-factor is on. */
  twoFactorEnabled: boolean;
}

export { ACCESS_DENIED_MESSAGE };

/** Where a member turns two-factor on (the account area's Security page). */
export const TWO_FACTOR_SETUP_PATH = "/account/security";

export const ADMIN_TWO_FACTOR_REQUIRED_MESSAGE =
  "Two-factor authentication is required for admins. Turn it on to open the admin panel.";

/** Holds the admin role but cannot use it until two-factor is on. */
export function adminNeedsTwoFactor(actor: Actor | null): boolean {
  return actor?.hasAdminRole === true && !actor.twoFactorEnabled;
}

const actorContext = createContext<Actor | null>();

type Context = Readonly<RouterContextProvider>;

/** The session's member with their roles, or null for a visitor. */
export async function resolveActor(request: Request): Promise<Actor | null> {
  const user = await getSessionUser(request);
  if (!user) return null;
  const hasAdminRole = await isAdmin(user.id);
  return { ...user, hasAdminRole, isAdmin: hasAdminRole && user.twoFactorEnabled };
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

/**
 * The signed-in member, or a redirect to /auth (thrown, so loaders and actions stop there). With
 * `returnTo` (the page's own path) signing in comes back to it.
 */
export async function requireActor(
  context: Context,
  options: { message?: string; returnTo?: string } = {},
): Promise<Actor> {
  const actor = getActor(context);
  if (actor) return actor;
  const auth = signInPath(options.returnTo);
  if (options.message) {
    throw await flashRedirect(auth, { type: "error", message: options.message });
  }
  throw redirect(auth);
}

/**
 * The signed-in admin; signed out → /auth, signed in without the role → / with 'Access Denied',
 * an admin without two-factor → the Security page, told that admins need it.
 */
export async function requireAdminActor(context: Context): Promise<Actor> {
  const actor = await requireActor(context);
  if (actor.isAdmin) return actor;
  if (adminNeedsTwoFactor(actor)) {
    throw await flashRedirect(TWO_FACTOR_SETUP_PATH, {
      type: "error",
      message: ADMIN_TWO_FACTOR_REQUIRED_MESSAGE,
    });
  }
  throw await flashRedirect("/", { type: "error", message: ACCESS_DENIED_MESSAGE });
}

/** What an admin action refused to `actor` says: two-factor first, or 'Access Denied'. */
export function adminRefusalMessage(actor: Actor | null): string {
  return adminNeedsTwoFactor(actor) ? ADMIN_TWO_FACTOR_REQUIRED_MESSAGE : ACCESS_DENIED_MESSAGE;
}

/**
 * Use-cases that need the admin role: checks the role the actor was resolved with (no second
 * query) and refuses with 403 'Access Denied'. `what` names the action for the log.
 */
export function assertAdmin(actor: Actor, what: string): void {
  if (!actor.isAdmin) {
    const why = adminNeedsTwoFactor(actor) ? "has no two-factor" : "is not an admin";
    throw new ForbiddenError(`${actor.id} ${why} (${what})`, {
      userMessage: adminRefusalMessage(actor),
    });
  }
}
