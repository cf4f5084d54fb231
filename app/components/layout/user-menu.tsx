import { CarFront, IdCard, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { profilePath } from "~/modules/profiles/components/author-link";
import type { Viewer } from "~/modules/profiles/viewer.server";
import { Avatar } from "../ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";

export const SIGN_OUT_FETCHER_KEY = "sign-out";

export function displayNameOf(viewer: Pick<Viewer, "fullName" | "username" | "email">): string {
  return viewer.fullName || viewer.username || viewer.email;
}

/**
 * The signed-in member's avatar button and menu. Sign out posts to /sign-out, which ends the
 * session and redirects to /; the menu stays open meanwhile so 'Signing out...' can be seen.
 */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const signOut = useFetcher({ key: SIGN_OUT_FETCHER_KEY });
  const signingOut = signOut.state !== "idle";
  const name = displayNameOf(viewer);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="cursor-pointer rounded-full [@media(scripting:none)]:hidden focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        aria-label="Account menu"
      >
        <Avatar src={viewer.avatarUrl} name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate font-normal text-muted-foreground text-xs">{viewer.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        {viewer.username ? (
          <DropdownMenuItem asChild>
            <Link to={profilePath(viewer.username)}>
              <IdCard aria-hidden="true" />
              Public profile
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/my-builds">
            <CarFront aria-hidden="true" />
            My Builds
          </Link>
        </DropdownMenuItem>
        {viewer.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              Admin Panel
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={signingOut}
          onSelect={(event) => {
            event.preventDefault();
            signOut.submit(null, { method: "post", action: "/sign-out" });
          }}
        >
          <LogOut aria-hidden="true" />
          {signingOut ? "Signing out..." : "Sign out"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
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
