// /builds — Build Showcases: search, filters and sort in the URL, 8 cards then 6 per Load More.
import { LoaderCircle, Plus, RotateCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { clientLoaderFallback } from "~/lib/network-failure";
import { BuildCard } from "~/modules/builds/components/build-card";
import {
  activeFilterCount,
  BuildListControls,
} from "~/modules/builds/components/build-list-controls";
import { LOAD_FAILED, useLoadMore } from "~/modules/builds/components/use-load-more";
import { parseBuildListQuery } from "~/modules/builds/params";
import { listPublicBuilds, listPublicMakes } from "~/modules/builds/queries.server";
import { feedLink } from "~/modules/seo/feeds";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [
  { title: "Build Showcases — Camber Club" },
  {
    name: "description",
    content: "Browse the builds of the Camber Club community: search by make, model or owner.",
  },
  feedLink("builds"),
];

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseBuildListQuery(new URL(request.url).searchParams);
  try {
    const [page, makes] = await Promise.all([listPublicBuilds(query), listPublicMakes()]);
    return data({ query, ...page, makes, failed: false });
  } catch (error) {
    console.error("[builds] listing failed", error);
    return data(
      { query, builds: [], nextCursor: null, makes: [] as string[], failed: true },
      { status: 500 },
    );
  }
}

/**
 * In the browser: when Load More's request itself fails (offline, connection reset), answer like
 * a failed query so the SPEC toast shows and the cards already on screen stay, instead of the
 * page turning into an error screen.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => ({
      query: parseBuildListQuery(new URL(request.url).searchParams),
      builds: [],
      nextCursor: null,
      makes: [] as string[],
      failed: true,
    }),
    "builds",
  );
}

export default function BuildsListPage({ loaderData }: Route.ComponentProps) {
  const { query, makes, failed } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const list = useLoadMore(loaderData);
  const gridRef = useRef<HTMLUListElement>(null);

  const searchActive = query.q !== "" || activeFilterCount(query) > 0;
  // A client navigation to other search parameters of this page is on its way.
  const loadingBuilds =
    navigation.state === "loading" &&
    navigation.location.pathname === "/builds" &&
    navigation.location.search !== location.search;

  // Once per failed load (each load brings a new loaderData object).
  useEffect(() => {
    if (loaderData.failed) {
      toast.error(LOAD_FAILED.title, { description: LOAD_FAILED.description, id: "builds-load" });
    }
  }, [loaderData]);

  // Keyboard users continue from the first card Load More brought in.
  useEffect(() => {
    if (!list.firstNewId) return;
    gridRef.current
      ?.querySelector<HTMLAnchorElement>(`[data-build-id="${list.firstNewId}"] a`)
      ?.focus({ preventScroll: true });
  }, [list.firstNewId]);

  const nextPageHref = (() => {
    if (!list.nextCursor) return null;
    const params = new URLSearchParams(location.search);
    params.set("cursor", list.nextCursor);
    return `/builds?${params}`;
  })();
  const firstPageHref = (() => {
    const params = new URLSearchParams(location.search);
    params.delete("cursor");
    const search = params.toString();
    return search ? `/builds?${search}` : "/builds";
  })();

  return (
    <main className="pb-20">
      <header className="border-border/60 border-b bg-surface/40">
        <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
              Build Showcases
            </h1>
            <p className="mt-2 text-muted-foreground">
              Real cars from real members: street builds, track weapons and garage projects.
            </p>
          </div>
          <Button asChild size="lg" className="self-start sm:self-auto">
            <Link to="/create-build">
              <Plus aria-hidden="true" />
              Create Build
            </Link>
          </Button>
        </Container>
      </header>

      <Container className="mt-8 flex flex-col gap-6">
        <BuildListControls query={query} makes={makes} />

        <p
          role="status"
          aria-live="polite"
          className={
            loadingBuilds ? "flex items-center gap-2 text-muted-foreground text-sm" : "sr-only"
          }
        >
          {loadingBuilds ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Loading builds...
            </>
          ) : list.appendedCount > 0 ? (
            `Showing ${list.builds.length} builds`
          ) : null}
        </p>

        {query.cursor ? (
          <p className="text-muted-foreground text-sm">
            Showing later builds.{" "}
            <Link
              to={firstPageHref}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              Back to first page
            </Link>
          </p>
        ) : null}

        {failed ? (
          <LoadFailed retryHref={location.pathname + location.search} />
        ) : loadingBuilds && list.builds.length === 0 ? (
          <GridSkeleton />
        ) : list.builds.length === 0 ? (
          <EmptyState searchActive={searchActive} />
        ) : (
          <ul
            ref={gridRef}
            aria-busy={loadingBuilds}
            className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-4 ${loadingBuilds ? "opacity-50" : ""}`}
          >
            {list.builds.map((build, index) => (
              <li key={build.id} className="flex">
                <BuildCard build={build} headingLevel={2} priority={index < 4} className="w-full" />
              </li>
            ))}
          </ul>
        )}

        {nextPageHref && !failed ? (
          <div className="mt-4 flex justify-center">
            <Button asChild variant="outline" size="lg" aria-disabled={list.loading}>
              <Link
                to={nextPageHref}
                preventScrollReset
                onClick={(event) => {
                  // Modified clicks (new tab) and no JavaScript follow the link to the next page.
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  if (!list.loading) list.load(nextPageHref);
                }}
              >
                {list.loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                Load More Builds
              </Link>
            </Button>
          </div>
        ) : null}
      </Container>
    </main>
  );
}

function EmptyState({ searchActive }: { searchActive: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-16 text-center">
      {searchActive ? (
        <>
          <p className="text-lg">No builds found matching your search.</p>
          <Button asChild variant="outline">
            <Link to="/builds">Clear search and filters</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-lg">No builds found.</p>
          <Button asChild>
            <Link to="/create-build">
              <Plus aria-hidden="true" />
              Create the First Build
            </Link>
          </Button>
        </>
      )}
    </div>
  );
}

function LoadFailed({ retryHref }: { retryHref: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-16 text-center">
      <p className="text-lg">{LOAD_FAILED.description}</p>
      <Button asChild variant="outline">
        <Link to={retryHref} replace>
          <RotateCw aria-hidden="true" />
          Try again
        </Link>
      </Button>
    </div>
  );
}

function GridSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="overflow-hidden rounded-xl bg-surface">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
