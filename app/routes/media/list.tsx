// /media — the media hub: tabs, search and sort in the URL, 8 cards then 8 per 'Load More Media'
// (keyset paging in SQL), 'No Media Found' when nothing matches. A signed-in member also sees
// their own submissions that are still waiting for review (or were rejected).
import { LoaderCircle, RotateCw, Upload } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { clientLoaderFallback } from "~/lib/network-failure";
import { getSessionUser } from "~/lib/session.server";
import { MediaCard } from "~/modules/media/components/media-card";
import { MediaSearchForm, MediaTabs } from "~/modules/media/components/media-list-controls";
import { useLoadMoreMedia } from "~/modules/media/components/use-load-more";
import { MEDIA_MESSAGES } from "~/modules/media/constants";
import { mediaListHref, parseMediaListQuery } from "~/modules/media/params";
import {
  listOwnUnpublishedMedia,
  listPublicMedia,
  type MediaCardData,
} from "~/modules/media/queries.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [
  { title: "Media Hub — Camber Club" },
  {
    name: "description",
    content: "Videos, photo sets and how-to tutorials from the Camber Club community.",
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseMediaListQuery(new URL(request.url).searchParams);
  try {
    const user = query.cursor ? null : await getSessionUser(request);
    const [page, own] = await Promise.all([
      listPublicMedia(query),
      user ? listOwnUnpublishedMedia(user.id) : Promise.resolve([] as MediaCardData[]),
    ]);
    return data({ query, ...page, own, failed: false });
  } catch (error) {
    console.error("[media] listing failed", error);
    return data(
      { query, items: [], nextCursor: null, own: [] as MediaCardData[], failed: true },
      { status: 500 },
    );
  }
}

/** A failed Load More request (offline) answers like a failed query: toast, cards stay. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => ({
      query: parseMediaListQuery(new URL(request.url).searchParams),
      items: [] as MediaCardData[],
      nextCursor: null,
      own: [] as MediaCardData[],
      failed: true,
    }),
    "media",
  );
}

export default function MediaHubPage({ loaderData }: Route.ComponentProps) {
  const { query, own, failed } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const list = useLoadMoreMedia(loaderData);
  const gridRef = useRef<HTMLUListElement>(null);

  const loadingList =
    navigation.state === "loading" &&
    navigation.location.pathname === "/media" &&
    navigation.location.search !== location.search;

  useEffect(() => {
    if (loaderData.failed) {
      toast.error("Error", { description: MEDIA_MESSAGES.loadFailed, id: "media-load" });
    }
  }, [loaderData]);

  // Keyboard users continue from the first card Load More brought in.
  useEffect(() => {
    if (!list.firstNewId) return;
    gridRef.current
      ?.querySelector<HTMLAnchorElement>(`[data-media-id="${list.firstNewId}"] a`)
      ?.focus({ preventScroll: true });
  }, [list.firstNewId]);

  const nextPageHref = list.nextCursor
    ? mediaListHref({ ...query, cursor: list.nextCursor })
    : null;
  const showOwn = own.length > 0 && !query.cursor;

  return (
    <main className="pb-20">
      <header className="border-border/60 border-b bg-surface/40">
        <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
              Media Hub
            </h1>
            <p className="mt-2 text-muted-foreground">
              Rolling shots, meet galleries and step-by-step guides from the garage.
            </p>
          </div>
          <Button asChild size="lg" className="self-start sm:self-auto">
            <Link to="/media/submit">
              <Upload aria-hidden="true" />
              Submit Media
            </Link>
          </Button>
        </Container>
      </header>

      <Container className="mt-8 flex flex-col gap-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center">
          <MediaTabs query={query} />
          <MediaSearchForm query={query} />
        </div>

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
              Loading media...
            </>
          ) : list.appendedCount > 0 ? (
            `Showing ${list.items.length} items`
          ) : null}
        </p>

        {showOwn ? (
          <section aria-labelledby="own-media" className="flex flex-col gap-3">
            <h2
              id="own-media"
              className="font-display font-semibold text-muted-foreground text-sm uppercase tracking-[0.2em]"
            >
              Your submissions
            </h2>
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {own.map((item) => (
                <li key={item.id} className="flex">
                  <MediaCard item={item} className="w-full" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {query.cursor ? (
          <p className="text-muted-foreground text-sm">
            Showing later items.{" "}
            <Link
              to={mediaListHref({ ...query, cursor: undefined })}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              Back to first page
            </Link>
          </p>
        ) : null}

        {failed ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-16 text-center">
            <p className="text-lg">{MEDIA_MESSAGES.loadFailed}</p>
            <Button asChild variant="outline">
              <Link to={location.pathname + location.search} replace>
                <RotateCw aria-hidden="true" />
                Try again
              </Link>
            </Button>
          </div>
        ) : loadingList && list.items.length === 0 ? (
          <GridSkeleton />
        ) : list.items.length === 0 ? (
          <EmptyState searching={query.q !== "" || query.type !== undefined} />
        ) : (
          <ul
            ref={gridRef}
            aria-busy={loadingList}
            aria-label="Media"
            className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-4 ${loadingList ? "opacity-50" : ""}`}
          >
            {list.items.map((item, index) => (
              <li key={item.id} className="flex">
                <MediaCard item={item} headingLevel={2} priority={index < 4} className="w-full" />
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
                Load More Media
              </Link>
            </Button>
          </div>
        ) : null}
      </Container>
    </main>
  );
}

function EmptyState({ searching }: { searching: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-16 text-center">
      <p className="font-display font-semibold text-2xl uppercase tracking-wide">
        {MEDIA_MESSAGES.empty}
      </p>
      <p className="max-w-md text-muted-foreground">
        {searching
          ? "Try other words or another tab, or share something of your own."
          : "Nothing here yet. Be the first to share photos or a how-to."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {searching ? (
          <Button asChild variant="outline">
            <Link to="/media">Clear search</Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/media/submit">
            <Upload aria-hidden="true" />
            Submit Media
          </Link>
        </Button>
      </div>
    </div>
  );
}

function GridSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="overflow-hidden rounded-xl bg-surface">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
