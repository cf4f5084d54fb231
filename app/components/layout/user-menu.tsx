import { Link } from "react-router";
import type { Viewer } from "~/modules/profiles/viewer.server";
import AccountDropdown from "./account-dropdown";

export const SIGN_OUT_FETCHER_KEY = "sign-out";

export function displayNameOf(viewer: Pick<Viewer, "fullName" | "username" | "email">): string {
  return viewer.fullName || viewer.username || viewer.email;
}

/**
 * The signed-in member's avatar button and menu (./account-dropdown). Loaded with the page, not
 * lazily: a lazy menu's server-rendered button was clickable before its code arrived, and such a
 * click was lost (the menu did not open).
 */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  return <AccountDropdown viewer={viewer} />;
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
