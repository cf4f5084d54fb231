// First: configures zod before any schema module is evaluated in the browser.
import "~/components/layout/zod-csp";
import oswaldBoldLatin from "@fontsource/oswald/files/oswald-latin-700-normal.woff2?url";
import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { ErrorScreen } from "~/components/layout/error-screen";
import { errorScreenText } from "~/components/route-error-boundary";
import { actorMiddleware, getActor } from "~/lib/actor.server";
import { takeFlash } from "~/lib/flash.server";
import { clientLoaderFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { databaseMiddleware } from "~/lib/request-context.server";
import { getTheme } from "~/lib/theme.server";
import { loadViewer } from "~/modules/profiles/viewer.server";
// Its own file, not the area's index: the index carries the report schema (zod) onto every page.
import { ReportToasts } from "~/modules/reports/components/report-toasts";
import type { Route } from "./+types/root";
import { type RootData, useOptimisticTheme, useRootData } from "./root-data";
import { SiteChrome } from "./site-chrome";
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

/**
 * Every request: its database handle for the use-cases it runs, then who is asking, resolved
 * once here for every loader and action of the request.
 */
export const middleware: Route.MiddlewareFunction[] = [databaseMiddleware, actorMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [viewer, theme, { flash, clearHeader }] = await Promise.all([
    loadViewer(getActor(context)),
    getTheme(request),
    takeFlash(request),
  ]);
  const rootData: RootData = { viewer, theme, flash, year: new Date().getFullYear() };
  return data(rootData, clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined);
}

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

export function Layout({ children }: { children: React.ReactNode }) {
  // The theme being saved wins over the cookie's, so the toggle switches colours instantly.
  const theme = useOptimisticTheme();
  // <html data-hydrated> once React runs the page (the scripts start after the first paint:
  // app/lib/perf/deferred-hydration.server.ts); the browser tests wait for it before using the
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
    <SiteChrome
      viewer={loaderData.viewer}
      theme={theme}
      flash={loaderData.flash}
      year={loaderData.year}
    >
      <Outlet />
      <ReportToasts />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The root loader may be what failed, so its data is optional here.
  const root = useRootData();
  const theme = useOptimisticTheme();
  const { code, title, message } = errorScreenText(error);
  return (
    <SiteChrome
      viewer={root?.viewer ?? null}
      theme={theme}
      year={root?.year ?? new Date().getFullYear()}
    >
      <ErrorScreen code={code} title={title} message={message} />
    </SiteChrome>
  );
}
