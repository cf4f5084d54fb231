// First: configures zod before any schema module is evaluated in the browser.
import "~/components/layout/zod-csp";
import oswaldBoldLatin from "@fontsource/oswald/files/oswald-latin-700-normal.woff2?url";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { ErrorScreen } from "~/components/layout/error-screen";
import { SiteShell } from "~/components/layout/site-shell";
import { useOptimisticTheme } from "~/components/layout/theme-toggle";
import { useRootData } from "~/components/layout/use-root-data";
import { takeFlash } from "~/lib/flash.server";
import { clientLoaderFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { getTheme } from "~/lib/theme.server";
import { loadViewer } from "~/modules/profiles/viewer.server";
import type { Route } from "./+types/root";
import "./app.css";

/**
 * Oswald 700 (Latin) sets the brand in the bar and every page's heading, the home hero's included
 * (its largest text, usually the LCP element). Fetched only once the stylesheet was parsed, it
 * arrived late and the heading re-flowed from the fallback font (home's intermittent layout shift,
 * docs/performance.md); preloaded, it comes with the stylesheet. Same hashed file as app.css uses.
 */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    href: oswaldBoldLatin,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
];

export const meta: Route.MetaFunction = () => [
  { title: "Camber Club — Tuned. Stanced. Respected." },
  {
    name: "description",
    content:
      "Camber Club is the community for car enthusiasts: showcase your build, discover meets and events, trade parts in the marketplace.",
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [viewer, theme, { flash, clearHeader }] = await Promise.all([
    loadViewer(request),
    getTheme(request),
    takeFlash(request),
  ]);
  return data(
    { viewer, theme, flash, year: new Date().getFullYear() },
    clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined,
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** The root data on screen, kept in the browser for the clientLoader's fallback. */
let shownRootData: RootData | undefined;

/**
 * In the browser: the root data is reloaded on every navigation (single fetch). When that request
 * fails on the way (offline), the page keeps the viewer and theme it had (without showing its
 * flash again), so the next page's own failure view shows instead of the error screen.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const shown = shownRootData;
  if (!shown) return serverLoader();
  return clientLoaderFallback(serverLoader, () => ({ ...shown, flash: null }), "root");
}

/**
 * After a write that failed on the way (offline), the viewer, theme and flash are not reloaded:
 * the reload would fail the same way and its error would replace the page the member is on.
 */
export const shouldRevalidate = revalidateUnlessRequestFailed;

export { useRootData };

export function Layout({ children }: { children: React.ReactNode }) {
  // The theme being saved wins over the cookie's, so the toggle switches colours instantly.
  const theme = useOptimisticTheme();
  // <html data-hydrated> once React runs the page (the scripts start after the first paint:
  // app/lib/deferred-hydration.server.ts); the browser tests wait for it before using the
  // JavaScript side of a page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en" className={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme === "dark" ? "#111318" : "#faf8f5"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-background text-foreground">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const theme = useOptimisticTheme();
  useEffect(() => {
    shownRootData = loaderData;
  }, [loaderData]);
  return (
    <SiteShell
      viewer={loaderData.viewer}
      theme={theme}
      flash={loaderData.flash}
      year={loaderData.year}
    >
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The root loader may be what failed, so its data is optional here.
  const root = useRootData();
  const theme = useOptimisticTheme();
  let code = "500";
  let title = "Something went wrong";
  let message = "An unexpected error occurred";
  if (isRouteErrorResponse(error)) {
    code = String(error.status);
    if (error.status === 404) {
      title = "Page not found";
      message = "Looks like you've gone off track!";
    } else if (error.status === 503) {
      // The database pool was exhausted (withDatabaseBusyAnswers): nothing broke, retry soon.
      title = "Busy right now";
      message = (typeof error.data === "string" && error.data) || "Please try again in a moment.";
    } else {
      title = error.status === 403 ? "Access Denied" : "Something went wrong";
      message = (typeof error.data === "string" && error.data) || error.statusText || message;
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    message = error.message;
  }
  return (
    <SiteShell
      viewer={root?.viewer ?? null}
      theme={theme}
      year={root?.year ?? new Date().getFullYear()}
    >
      <ErrorScreen code={code} title={title} message={message} />
    </SiteShell>
  );
}
