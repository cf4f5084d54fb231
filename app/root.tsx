import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { takeFlash } from "~/lib/flash.server";
import { getTheme } from "~/lib/theme.server";
import { loadViewer } from "~/modules/profiles/viewer.server";

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

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const theme = root?.theme ?? "dark";
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
      <body className="min-h-screen bg-background text-foreground">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Not found" : `Error ${error.status}`;
    details =
      error.status === 404 ? "Looks like you've gone off track!" : error.statusText || details;
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.message;
  }
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl uppercase tracking-wide">{title}</h1>
      <p className="mt-4 text-muted-foreground">{details}</p>
      <a className="mt-8 inline-block text-accent underline" href="/">
        Back to homepage
      </a>
    </main>
  );
}
