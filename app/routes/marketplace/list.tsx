// /marketplace — cars, parts and wheels for sale by members: search, category, price range and
// sort in the URL (a plain GET form), 12 cards then 12 per Load More (keyset pages in SQL).
import { Plus, Tag } from "lucide-react";
import { data } from "react-router";
import { Container } from "~/components/layout/container";
import { CardResults } from "~/components/list/list-results";
import { BackToFirstPage, ListStatus, LoadMoreLink } from "~/components/list/load-more";
import { failedList, type LoadFailedToast, useLoadMore } from "~/components/list/use-load-more";
import { EmptyState, PageHeader } from "~/components/page";
import { ButtonLink } from "~/components/ui/button-link";
import { getActor } from "~/lib/actor.server";
import { clientLoaderFallback } from "~/lib/network-failure";
import { ListingCard } from "~/modules/marketplace/components/listing-card";
import { ListingControls } from "~/modules/marketplace/components/listing-controls";
import { parseListingQuery } from "~/modules/marketplace/params";
import { type ListingCardData, listPublicListings } from "~/modules/marketplace/queries.server";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/list";

const LOAD_FAILED: LoadFailedToast = {
  id: "marketplace-load",
  message: "Failed to load listings. Please try again.",
};

export const meta: Route.MetaFunction = () => [
  { title: "Marketplace — Camber Club" },
  {
    name: "description",
    content: "Cars, parts and wheels for sale by Camber Club members.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseListingQuery(new URL(request.url).searchParams);
  try {
    // A seller also finds their own listings hidden pending review, marked (admins: all of them).
    const page = await listPublicListings(query, getActor(context));
    return data({ query, ...page, failed: false });
  } catch (error) {
    console.error("[marketplace] listing failed", error);
    return data({ query, ...failedList<ListingCardData>() }, { status: 500 });
  }
}

/** A failed Load More or search request (offline) answers like a failed query: toast, cards stay. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => ({
      query: parseListingQuery(new URL(request.url).searchParams),
      ...failedList<ListingCardData>(),
    }),
    "marketplace",
  );
}

export default function MarketplacePage({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const signedIn = !!useRootData()?.viewer;
  const list = useLoadMore(loaderData, LOAD_FAILED);
  const searching =
    query.q !== "" || query.category !== "" || query.minCents !== null || query.maxCents !== null;

  return (
    <main className="pb-20">
      <PageHeader
        title="Marketplace"
        lede="Cars, parts and wheels from members who know what they are selling."
        actions={
          <>
            {signedIn ? (
              <ButtonLink variant="outline" size="lg" to="/marketplace/mine">
                My Listings
              </ButtonLink>
            ) : null}
            <ButtonLink size="lg" to="/marketplace/new" icon={Plus}>
              Sell Something
            </ButtonLink>
          </>
        }
      />

      <Container className="mt-8 flex flex-col gap-6">
        <ListingControls query={query} />

        <ListStatus
          list={list}
          loadingText="Loading listings..."
          shownText={(count) => `Showing ${count} listings`}
        />
        {query.cursor ? (
          <BackToFirstPage href={list.firstPageHref}>Showing later listings.</BackToFirstPage>
        ) : null}

        <CardResults list={list} skeleton={false} empty={<NoListings searching={searching} />}>
          {(listing, index) => (
            <ListingCard listing={listing} priority={index < 4} className="w-full" />
          )}
        </CardResults>

        <LoadMoreLink list={list}>Load More Listings</LoadMoreLink>
      </Container>
    </main>
  );
}

function NoListings({ searching }: { searching: boolean }) {
  return searching ? (
    <EmptyState
      icon={Tag}
      title="No listings match your search."
      description="Try other words, another category or a wider price range."
      action={
        <ButtonLink variant="outline" to="/marketplace">
          Clear search and filters
        </ButtonLink>
      }
    />
  ) : (
    <EmptyState
      icon={Tag}
      title="Nothing for sale yet."
      description="Got a car, parts or a set of wheels to move on? List them here."
      action={
        <ButtonLink to="/marketplace/new" icon={Plus}>
          Create the First Listing
        </ButtonLink>
      }
    />
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
