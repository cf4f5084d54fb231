import { lazy, Suspense } from "react";
import { Link } from "react-router";
import type { Viewer } from "~/modules/profiles/viewer.server";
import { Avatar } from "../ui/avatar";

export const SIGN_OUT_FETCHER_KEY = "sign-out";

export function displayNameOf(viewer: Pick<Viewer, "fullName" | "username" | "email">): string {
  return viewer.fullName || viewer.username || viewer.email;
}

// The menu (Radix DropdownMenu and its positioning code, ~15 KB gzip) is only for signed-in
// members, so it is its own chunk instead of part of every visitor's first page load.
const AccountDropdown = lazy(() => import("./account-dropdown"));

/**
 * The signed-in member's avatar button and menu (./account-dropdown). The server renders it in
 * full; in the browser it becomes interactive once its chunk has loaded. Until then (only after a
 * client-side sign-in) the avatar shows without a button, so nothing can be clicked in vain.
 */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  return (
    <Suspense
      fallback={
        <span className="rounded-full [@media(scripting:none)]:hidden">
          <Avatar src={viewer.avatarUrl} name={displayNameOf(viewer)} />
        </span>
      }
    >
      <AccountDropdown viewer={viewer} />
    </Suspense>
  );
}

/**
 * Without JavaScript the dropdown cannot open, so browsers that run no scripts get the same
 * destinations as plain links and a sign-out form (hidden wherever scripts run).
 */
export function NoScriptAccountLinks({ viewer }: { viewer: Viewer }) {
  return (
    <div className="hidden items-center gap-3 text-sm [@media(scripting:none)]:flex">
      <Link to="/profile" className="font-medium hover:text-accent">
        Profile
      </Link>
      {viewer.isAdmin ? (
        <Link to="/admin" className="font-medium hover:text-accent">
          Admin Panel
        </Link>
      ) : null}
      <form method="post" action="/sign-out">
        <button type="submit" className="cursor-pointer font-medium hover:text-accent">
          Sign out
        </button>
      </form>
    </div>
  );
}
