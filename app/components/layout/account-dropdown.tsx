import {
  CarFront,
  IdCard,
  LogOut,
  type LucideIcon,
  Rss,
  Settings,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Avatar } from "../ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import type { SiteViewer } from "./site-viewer";

export const SIGN_OUT_FETCHER_KEY = "sign-out";

/**
 * The signed-in member's avatar button and menu, loaded on demand by ./user-menu, which passes
 * on a click (defaultOpen) or the focus (focusTrigger) its stand-in button received, and the
 * button's look. (Nothing is imported from ./user-menu: that would split it out of the page's
 * chunk into one of its own.) Sign out posts to /sign-out, which ends the session and redirects to
 * /; the menu stays open meanwhile so 'Signing out...' can be seen.
 */
export default function AccountDropdown({
  viewer,
  name,
  buttonClassName,
  defaultOpen = false,
  focusTrigger = false,
}: {
  viewer: SiteViewer;
  /** The name the menu shows (full name, else username, else e-mail). */
  name: string;
  buttonClassName: string;
  defaultOpen?: boolean;
  focusTrigger?: boolean;
}) {
  const signOut = useFetcher({ key: SIGN_OUT_FETCHER_KEY });
  const signingOut = signOut.state !== "idle";
  const trigger = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it replaces the stand-in.
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []);

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={buttonClassName} aria-label="Account menu">
        <Avatar src={viewer.avatarUrl} name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate font-normal text-muted-foreground text-xs">{viewer.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLink to="/profile" icon={UserRound}>
          Profile
        </MenuLink>
        {viewer.profileHref ? (
          <MenuLink to={viewer.profileHref} icon={IdCard}>
            Public profile
          </MenuLink>
        ) : null}
        <MenuLink to="/account" icon={Settings}>
          Account
        </MenuLink>
        <MenuLink to="/my-builds" icon={CarFront}>
          My Builds
        </MenuLink>
        <MenuLink to="/following" icon={Rss}>
          Following
        </MenuLink>
        {viewer.isAdmin ? (
          <MenuLink to="/admin" icon={ShieldCheck}>
            Admin Panel
          </MenuLink>
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

/** One of the menu's pages: a real link, so it opens in a new tab too. */
function MenuLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: LucideIcon;
  children: string;
}) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenuItem>
  );
}
