import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { cn } from "~/lib/utils";
import { Button } from "../ui/button";
import { Brand } from "./brand";
import { Container } from "./container";
import { MAIN_NAV_LINKS } from "./nav-links";
import type { SiteViewer } from "./site-viewer";
import { ThemeToggle } from "./theme-toggle";
import { NoScriptAccountLinks, UserMenu } from "./user-menu";

/**
 * The main sections as links, styled by whether each is the current section (also on its
 * sub-pages, e.g. /builds/x; Home only on /).
 */
function SectionLinks({
  className,
  prefetch,
}: {
  className: (isActive: boolean) => string;
  prefetch?: "intent";
}) {
  return MAIN_NAV_LINKS.map((link) => (
    <NavLink
      key={link.to}
      to={link.to}
      end={link.to === "/"}
      prefetch={prefetch}
      className={({ isActive }) => className(isActive)}
    >
      {link.label}
    </NavLink>
  ));
}

function SignInLink({ className }: { className?: string }) {
  return (
    <ButtonLink size="sm" className={className} to="/auth">
      Sign In
    </ButtonLink>
  );
}

/**
 * Under 768px the section links fold into a disclosure panel under the bar. While it is open, Tab
 * and Shift+Tab cycle between the button and the panel's links (the page behind is covered, so
 * focus must not wander there). It closes on Escape (focus goes back to the button), on a click
 * outside and whenever the page changes.
 */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a page change.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Tab") {
        const button = buttonRef.current;
        const links = Array.from(panelRef.current?.querySelectorAll<HTMLElement>("a[href]") ?? []);
        if (!button) return;
        const stops = [button, ...links];
        const at = stops.indexOf(document.activeElement as HTMLElement);
        const next = event.shiftKey
          ? at <= 0
            ? stops.length - 1
            : at - 1
          : at === -1 || at === stops.length - 1
            ? 0
            : at + 1;
        event.preventDefault();
        stops[next].focus();
        return;
      }
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="md:hidden [@media(scripting:none)]:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <nav
        ref={panelRef}
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full border-border border-b bg-background/97 shadow-2xl backdrop-blur-md"
      >
        <Container className="flex flex-col py-3">
          <SectionLinks
            className={(isActive) =>
              cn(
                "flex items-center border-l-2 px-4 py-3 font-display text-lg uppercase tracking-wider",
                "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                isActive
                  ? "border-accent bg-surface text-foreground"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )
            }
          />
        </Container>
      </nav>
    </div>
  );
}

/** Browsers running no scripts get the section links as a scrolling row instead of the menu. */
function NoScriptNavRow({ notices }: { notices: React.ReactNode }) {
  return (
    <nav
      aria-label="Main"
      className="hidden overflow-x-auto border-border/60 border-t md:hidden! [@media(scripting:none)]:flex"
    >
      <Container className="flex gap-1 py-2">
        {notices}
        <SectionLinks
          className={(isActive) =>
            cn(
              "whitespace-nowrap rounded-md px-3 py-1.5 font-medium text-sm",
              isActive ? "bg-accent text-accent-foreground" : "text-muted-foreground",
            )
          }
        />
      </Container>
    </nav>
  );
}

/** Area widgets the bar shows to a signed-in member, handed in by the app layer. */
export interface NavbarNotices {
  /** Beside the account menu. */
  bell: React.ReactNode;
  /** First in the section row of browsers that run no scripts. */
  noScriptLink: React.ReactNode;
}

export function Navbar({
  viewer,
  notices,
  theme,
}: {
  viewer: SiteViewer | null;
  notices: NavbarNotices | null;
  theme: "dark" | "light";
}) {
  return (
    <header className="sticky top-0 z-40 border-border/60 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <Container className="flex h-16 items-center gap-2 sm:gap-4">
        {/* A smaller wordmark on narrow phones, and the one part that may give way (the buttons never
            do): a signed-in admin's four buttons fit in 360 px. */}
        <Brand className="min-w-0 shrink max-sm:text-lg max-sm:tracking-[0.08em]" />
        <nav aria-label="Main" className="ml-2 hidden items-center md:flex lg:ml-6 lg:gap-1">
          {/* The current section gets the accent bar under it. */}
          <SectionLinks
            prefetch="intent"
            className={(isActive) =>
              cn(
                "relative rounded-md px-2 py-2 font-medium text-sm transition-colors lg:px-3",
                "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                "after:absolute after:inset-x-2 after:-bottom-[13px] after:h-0.5 after:rounded-full after:transition-colors lg:after:inset-x-3",
                isActive
                  ? "text-foreground after:bg-accent"
                  : "text-muted-foreground after:bg-transparent hover:text-foreground",
              )
            }
          />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <ThemeToggle theme={theme} />
          {viewer ? (
            <>
              {notices?.bell}
              <UserMenu viewer={viewer} />
              <NoScriptAccountLinks viewer={viewer} />
            </>
          ) : (
            <SignInLink />
          )}
          <MobileMenu />
        </div>
      </Container>
      <NoScriptNavRow notices={viewer ? notices?.noScriptLink : null} />
    </header>
  );
}
