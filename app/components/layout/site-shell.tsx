import type { Flash } from "~/lib/flash.server";
import { Toaster } from "../ui/toaster";
import { FlashToast, NoScriptFlash } from "./flash-toast";
import { Footer } from "./footer";
import { Navbar, type NavbarNotices } from "./navbar";
import type { SiteViewer } from "./site-viewer";

/**
 * The frame around every page: skip link, navigation bar, the page, footer and toasts.
 * Pages render their own <main> (one per page); the wrapper here is the skip link's target.
 * The areas' widgets (notices, newsletter sign-up) come from the app layer: app/site-chrome.tsx.
 */
export function SiteShell({
  viewer,
  notices,
  newsletter,
  theme,
  flash,
  year,
  children,
}: {
  viewer: SiteViewer | null;
  notices: NavbarNotices | null;
  newsletter: React.ReactNode;
  theme: "dark" | "light";
  flash?: Flash | null;
  year: number;
  children: React.ReactNode;
}) {
  return (
    <>
      <a
        href="#main-content"
        className="-translate-y-24 fixed top-3 left-3 z-[60] rounded-md bg-accent px-4 py-2 font-semibold text-accent-foreground text-sm shadow-lg transition-transform focus:translate-y-0 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Skip to content
      </a>
      <NoScriptFlash flash={flash} />
      <Navbar viewer={viewer} notices={notices} theme={theme} />
      <div id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </div>
      <Footer year={year} newsletter={newsletter} />
      <Toaster theme={theme} />
      <FlashToast flash={flash} />
    </>
  );
}
