// /marketplace/mine — the member's own listings: for sale, sold and removed by an admin, each
// with View and Edit (the listing page has Mark as sold and Delete).
import { Pencil, Plus } from "lucide-react";
import { Container } from "~/components/layout/container";
import { CardGrid, EmptyState, PageTitle } from "~/components/page";
import { ButtonLink } from "~/components/ui/button-link";
import { requireActor } from "~/lib/actor.server";
import { ListingCard } from "~/modules/marketplace/components/listing-card";
import { MARKETPLACE_MESSAGES } from "~/modules/marketplace/constants";
import { listOwnListings } from "~/modules/marketplace/queries.server";
import type { Route } from "./+types/mine";

export const meta: Route.MetaFunction = () => [{ title: "My Listings — Camber Club" }];

export async function loader({ context }: Route.LoaderArgs) {
  const actor = await requireActor(context, { message: MARKETPLACE_MESSAGES.signInToSell });
  return { listings: await listOwnListings(actor.id) };
}

export default function MyListingsPage({ loaderData }: Route.ComponentProps) {
  const { listings } = loaderData;
  return (
    <main className="flex-1 pt-10 pb-20">
      <Container className="flex flex-col gap-8">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="font-display text-accent text-sm uppercase tracking-[0.2em]">
              Marketplace
            </p>
            <PageTitle>My Listings</PageTitle>
          </div>
          <ButtonLink
            size="lg"
            className="self-start sm:self-auto"
            to="/marketplace/new"
            icon={Plus}
          >
            Sell Something
          </ButtonLink>
        </header>
        {listings.length === 0 ? (
          <EmptyState
            title="You have no listings yet."
            description="List a car, parts or wheels; members contact you through the site."
            action={
              <ButtonLink to="/marketplace/new" icon={Plus}>
                Create a Listing
              </ButtonLink>
            }
          />
        ) : (
          <CardGrid>
            {listings.map((listing, index) => (
              <li key={listing.id} className="flex">
                <ListingCard
                  listing={listing}
                  priority={index < 4}
                  className="w-full"
                  actions={
                    listing.status === "removed" ? null : (
                      <ButtonLink
                        variant="outline"
                        size="sm"
                        to={`/marketplace/${listing.id}/edit`}
                        aria-label={`Edit ${listing.title}`}
                        icon={Pencil}
                      >
                        Edit
                      </ButtonLink>
                    )
                  }
                />
              </li>
            ))}
          </CardGrid>
        )}
      </Container>
    </main>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
