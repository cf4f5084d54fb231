// /marketplace — cars, parts and wheels for sale by members: search, category, price range and
// sort in the URL (a plain GET form), 12 cards then 12 per Load More (keyset pages in SQL).
import { LoaderCircle, Plus, RotateCw, Tag } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { Button } from "~/components/ui/button";
import { getSessionUser } from "~/lib/session.server";
import { useLoadMore } from "~/lib/use-load-more";
import { ListingCard } from "~/modules/marketplace/components/listing-card";
import { ListingControls } from "~/modules/marketplace/components/listing-controls";
import { parseListingQuery } from "~/modules/marketplace/params";
import { type ListingCardData, listPublicListings } from "~/modules/marketplace/queries.server";
import type { Route } from "./+types/list";

const LOAD_FAILED = "Failed to load listings. Please try again.";

export const meta: Route.MetaFunction = () => [
  { title: "Marketplace — Camber Club" },
  {
    name: "description",
    content: "Cars, parts and wheels for sale by Camber Club members.",
  },
];

interface ListPage {
  listings: ListingCardData[];
  nextCursor: string | null;
  failed: boolean;
}

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseListingQuery(new URL(request.url).searchParams);
  const user = await getSessionUser(request);
  try {
    const page = await listPublicListings(query);
    return data({ query, ...page, failed: false, signedIn: user !== null });
  } catch (error) {
    console.error("[marketplace] listing failed", error);
    return data(
      { query, listings: [], nextCursor: null, failed: true, signedIn: user !== null },
      { status: 500 },
    );
  }
}

export default function MarketplacePage({ loaderData }: Route.ComponentProps) {
  const { query, failed, signedIn } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const list = useLoadMore(
    { items: loaderData.listings, nextCursor: loaderData.nextCursor },
    (page: ListPage) => ({
      items: page.listings,
      nextCursor: page.nextCursor,
      failed: page.failed,
    }),
    () => toast.error(LOAD_FAILED, { id: "marketplace-load" }),
  );
  const searching =
    query.q !== "" || query.category !== "" || query.minCents !== null || query.maxCents !== null;
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === "/marketplace" &&
    navigation.location.search !== location.search;

  useEffect(() => {
    if (loaderData.failed) toast.error(LOAD_FAILED, { id: "marketplace-load" });
  }, [loaderData]);

  const nextPageHref = (() => {
    if (!list.nextCursor) return null;
    const params = new URLSearchParams(location.search);
    params.set("cursor", list.nextCursor);
    return `/marketplace?${params}`;
  })();
  const firstPageHref = (() => {
    const params = new URLSearchParams(location.search);
    params.delete("cursor");
    const search = params.toString();
    return search ? `/marketplace?${search}` : "/marketplace";
  })();

  return (
    <main className="pb-20">
      <header className="border-border/60 border-b bg-surface/40">
        <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
              Marketplace
            </h1>
            <p className="mt-2 text-muted-foreground">
              Cars, parts and wheels from members who know what they are selling.
            </p>
          </div>
          <div className="flex flex-wrap gap-2 self-start sm:self-auto">
            {signedIn ? (
              <Button asChild variant="outline" size="lg">
                <Link to="/marketplace/mine">My Listings</Link>
              </Button>
            ) : null}
            <Button asChild size="lg">
              <Link to="/marketplace/new">
                <Plus aria-hidden="true" />
                Sell Something
              </Link>
            </Button>
          </div>
        </Container>
      </header>

      <Container className="mt-8 flex flex-col gap-6">
        <ListingControls query={query} />

        <p
          role="status"
          aria-live="polite"
          className={loading ? "flex items-center gap-2 text-muted-foreground text-sm" : "sr-only"}
        >
          {loading ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Loading listings...
            </>
          ) : list.appendedCount > 0 ? (
            `Showing ${list.items.length} listings`
          ) : null}
        </p>

        {query.cursor ? (
          <p className="text-muted-foreground text-sm">
            Showing later listings.{" "}
            <Link
              to={firstPageHref}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              Back to first page
            </Link>
          </p>
        ) : null}

        {failed ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-16 text-center">
            <p className="text-lg">{LOAD_FAILED}</p>
            <Button asChild variant="outline">
              <Link to={location.pathname + location.search} replace>
                <RotateCw aria-hidden="true" />
                Try again
              </Link>
            </Button>
          </div>
        ) : list.items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-16 text-center">
            <Tag aria-hidden="true" className="size-8 text-muted-foreground" />
            {searching ? (
              <>
                <p className="text-lg">No listings match your search.</p>
                <p className="text-muted-foreground text-sm">
                  Try other words, another category or a wider price range.
                </p>
                <Button asChild variant="outline">
                  <Link to="/marketplace">Clear search and filters</Link>
                </Button>
              </>
            ) : (
              <>
                <p className="text-lg">Nothing for sale yet.</p>
                <p className="text-muted-foreground text-sm">
                  Got a car, parts or a set of wheels to move on? List them here.
                </p>
                <Button asChild>
                  <Link to="/marketplace/new">
                    <Plus aria-hidden="true" />
                    Create the First Listing
                  </Link>
                </Button>
              </>
            )}
          </div>
        ) : (
          <ul
            aria-busy={loading}
            className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-4 ${loading ? "opacity-50" : ""}`}
          >
            {list.items.map((listing, index) => (
              <li key={listing.id} className="flex">
                <ListingCard listing={listing} priority={index < 4} className="w-full" />
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
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  if (!list.loading) list.load(nextPageHref);
                }}
              >
                {list.loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                Load More Listings
              </Link>
            </Button>
          </div>
        ) : null}
      </Container>
    </main>
  );
}
