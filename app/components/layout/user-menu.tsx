import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { lazyModule } from "~/lib/lazy-module";
import { Avatar } from "../ui/avatar";
import type { SiteViewer } from "./site-viewer";

/** The avatar button's look, the same before and after the menu's code is there. */
const ACCOUNT_BUTTON_CLASS =
  "cursor-pointer rounded-full [@media(scripting:none)]:hidden focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

export function displayNameOf(viewer: Pick<SiteViewer, "fullName" | "username" | "email">): string {
  return viewer.fullName || viewer.username || viewer.email;
}

/**
 * The menu (Radix DropdownMenu and its positioning and scroll-lock code) is only for signed-in
 * members: its own chunk, loaded right after the page hydrates for them, never for visitors.
 */
const accountMenu = lazyModule(() => import("./account-dropdown"));

/**
 * The signed-in member's avatar button and menu (./account-dropdown). Until the menu's code is
 * there (the server render and the first moments after hydration) the button is a plain one that
 * looks the same; a click on it is not lost (an earlier lazy version lost such clicks): it opens
 * the menu as soon as the code arrives. A button that had the focus passes it on.
 */
export function UserMenu({ viewer }: { viewer: SiteViewer }) {
  const [, setLoaded] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const AccountDropdown = accountMenu.current?.default;

  function load() {
    accountMenu.load().then(
      () => {
        setFocusOnLoad(
          placeholder.current !== null && document.activeElement === placeholder.current,
        );
        setLoaded(true);
      },
      // Not reachable right now (connection lost): a click on the button tries again.
      () => {},
    );
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(() => {
    if (!accountMenu.current) load();
  }, []);

  if (AccountDropdown) {
    return (
      <AccountDropdown
        viewer={viewer}
        name={displayNameOf(viewer)}
        buttonClassName={ACCOUNT_BUTTON_CLASS}
        defaultOpen={openOnLoad}
        focusTrigger={focusOnLoad}
      />
    );
  }
  return (
    <button
      ref={placeholder}
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={ACCOUNT_BUTTON_CLASS}
      onClick={() => {
        setOpenOnLoad(true);
        load();
      }}
    >
      <Avatar src={viewer.avatarUrl} name={displayNameOf(viewer)} />
    </button>
  );
}

/**
 * Without JavaScript the dropdown cannot open, so browsers that run no scripts get the same
 * destinations as plain links and a sign-out form (hidden wherever scripts run).
 */
export function NoScriptAccountLinks({ viewer }: { viewer: SiteViewer }) {
  return (
    <div className="hidden items-center gap-3 text-sm [@media(scripting:none)]:flex">
      <Link to="/profile" className="font-medium hover:text-accent">
        Profile
      </Link>
      <Link to="/account" className="font-medium hover:text-accent">
        Account
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
