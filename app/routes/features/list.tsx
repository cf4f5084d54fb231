// /features — feature articles: search, sort (Newest, Most Popular, Car Type) and 'View Previous
// Features' in the URL; 6 cards, then 3 per Load More (a link to the next page without JavaScript).
import { History, LoaderCircle, RotateCw, Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { Container } from "~/components/layout/container";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { clientLoaderFallback } from "~/lib/network-failure";
import { FeatureCard } from "~/modules/features/components/feature-card";
import { FeatureListControls } from "~/modules/features/components/feature-list-controls";
import { showLoadFailed, useLoadMore } from "~/modules/features/components/use-load-more";
import { FEATURE_MESSAGES } from "~/modules/features/constants";
import { listFeatures } from "~/modules/features/features.server";
import {
  type FeatureListQuery,
  featureListHref,
  parseFeatureListQuery,
} from "~/modules/features/params";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [
  { title: "Features — Camber Club" },
  {
    name: "description",
    content: "In-depth write-ups of the standout builds of the Camber Club community.",
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseFeatureListQuery(new URL(request.url).searchParams);
  try {
    const page = await listFeatures(query);
    return data({ query, ...page, failed: false });
  } catch (error) {
    console.error("[features] listing failed", error);
    return data({ query, features: [], nextCursor: null, failed: true }, { status: 500 });
  }
}

/**
 * In the browser: when Load More's request itself fails (offline), answer like a failed query so
 * the toast shows and the cards already on screen stay.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => ({
      query: parseFeatureListQuery(new URL(request.url).searchParams),
      features: [],
      nextCursor: null,
      failed: true,
    }),
    "features",
  );
}

export default function FeaturesListPage({ loaderData }: Route.ComponentProps) {
  const { query, failed } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const list = useLoadMore(loaderData);
  const gridRef = useRef<HTMLUListElement>(null);

  const loadingList =
    navigation.state === "loading" &&
    navigation.location.pathname === "/features" &&
    navigation.location.search !== location.search;

  useEffect(() => {
    if (loaderData.failed) showLoadFailed();
  }, [loaderData]);

  // Keyboard users continue from the first card Load More brought in.
  useEffect(() => {
    if (!list.firstNewId) return;
    gridRef.current
      ?.querySelector<HTMLAnchorElement>(`[data-feature-id="${list.firstNewId}"] a`)
      ?.focus({ preventScroll: true });
  }, [list.firstNewId]);

  const nextPageHref = list.nextCursor ? featureListHref(query, list.nextCursor) : null;

  return (
    <main className="pb-20">
      <header className="border-border/60 border-b bg-surface/40">
        <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
              {query.previous ? "Previous Features" : "Features"}
            </h1>
            <p className="mt-2 text-muted-foreground">
              {query.previous
                ? "Feature builds from earlier years."
                : "The stories behind the community's standout builds."}
            </p>
          </div>
          <Button asChild variant="outline" size="lg" className="self-start sm:self-auto">
            {query.previous ? (
              <Link to={featureListHref({ ...query, previous: false })}>
                <Sparkles aria-hidden="true" />
                Show All Features
              </Link>
            ) : (
              <Link to={featureListHref({ ...query, previous: true })}>
                <History aria-hidden="true" />
                View Previous Features
              </Link>
            )}
          </Button>
        </Container>
      </header>

      <Container className="mt-8 flex flex-col gap-6">
        <FeatureListControls query={query} />

        <p
          role="status"
          aria-live="polite"
          className={
            loadingList ? "flex items-center gap-2 text-muted-foreground text-sm" : "sr-only"
          }
        >
          {loadingList ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Loading features...
            </>
          ) : list.appendedCount > 0 ? (
            `Showing ${list.features.length} features`
          ) : null}
        </p>

        {query.cursor ? (
          <p className="text-muted-foreground text-sm">
            Showing later features.{" "}
            <Link
              to={featureListHref(query)}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              Back to first page
            </Link>
          </p>
        ) : null}

        {failed ? (
          <LoadFailed retryHref={location.pathname + location.search} />
        ) : loadingList && list.features.length === 0 ? (
          <GridSkeleton />
        ) : list.features.length === 0 ? (
          <EmptyState query={query} />
        ) : (
          <ul
            ref={gridRef}
            aria-busy={loadingList}
            className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${loadingList ? "opacity-50" : ""}`}
          >
            {list.features.map((feature, index) => (
              <li key={feature.id} className="flex">
                <FeatureCard feature={feature} priority={index < 3} className="w-full" />
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
                Load More
              </Link>
            </Button>
          </div>
        ) : null}
      </Container>
    </main>
  );
}

function EmptyState({ query }: { query: FeatureListQuery }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-16 text-center">
      {query.q ? (
        <>
          <p className="text-lg">No features found matching your search.</p>
          <Button asChild variant="outline">
            <Link to={featureListHref({ ...query, q: "" })}>Clear search</Link>
          </Button>
        </>
      ) : query.previous ? (
        <>
          <p className="text-lg">No previous features yet.</p>
          <p className="text-muted-foreground">Every feature so far was published this year.</p>
          <Button asChild variant="outline">
            <Link to={featureListHref({ ...query, previous: false })}>Show All Features</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-lg">No features yet.</p>
          <p className="text-muted-foreground">
            Write-ups of standout builds appear here. Meanwhile, browse the community's builds.
          </p>
          <Button asChild>
            <Link to="/builds">Browse Builds</Link>
          </Button>
        </>
      )}
    </div>
  );
}

function LoadFailed({ retryHref }: { retryHref: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-16 text-center">
      <p className="text-lg">{FEATURE_MESSAGES.loadFailed}</p>
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
    <div aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-xl bg-surface">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="flex flex-col gap-2 p-5">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
