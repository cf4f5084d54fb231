// A marketplace card: cover photo (placeholder when none), 'Sold' badge, title, price in its own
// currency, category, condition and location. The whole card is one link to the listing.
import { MapPin } from "lucide-react";
import type * as React from "react";
import { CARD_IMAGE_CLASS, Card, CardActions, CardImage, CardTitle } from "~/components/card";
import { HiddenBadge } from "~/components/hidden-notice";
import { CARD_GRID_IMAGE_SIZES } from "~/components/page";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { CATEGORY_LABELS, CONDITION_LABELS } from "../constants";
import { formatPrice } from "../price";
import type { ListingCardData } from "../queries.server";

export function StatusBadge({ status }: { status: ListingCardData["status"] }) {
  if (status === "sold") return <Badge variant="warning">Sold</Badge>;
  if (status === "removed") return <Badge variant="destructive">Removed by an admin</Badge>;
  return null;
}

export function ListingCard({
  listing,
  priority = false,
  headingLevel = 2,
  actions,
  className,
}: {
  listing: ListingCardData;
  priority?: boolean;
  headingLevel?: 2 | 3;
  actions?: React.ReactNode;
  className?: string;
}) {
  return (
    <Card data-listing-id={listing.id} className={className}>
      <CardImage
        aspect="4/3"
        badges={
          <>
            <Badge className="bg-background/80 shadow-md backdrop-blur">
              {CATEGORY_LABELS[listing.category]}
            </Badge>
            <StatusBadge status={listing.status} />
            {listing.hidden ? <HiddenBadge state={listing.hidden} className="shadow-md" /> : null}
          </>
        }
      >
        <StoredImage
          src={listing.coverUrl}
          alt={listing.title}
          width={800}
          height={600}
          sizes={CARD_GRID_IMAGE_SIZES.four}
          priority={priority}
          className={cn(
            CARD_IMAGE_CLASS,
            (listing.status !== "active" || listing.hidden) && "opacity-70",
          )}
        />
      </CardImage>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <p className="font-display font-semibold text-accent text-xl tabular tracking-wide">
          {formatPrice(listing.priceCents, listing.currency)}
        </p>
        <CardTitle
          as={headingLevel === 2 ? "h2" : "h3"}
          to={`/marketplace/${listing.id}`}
          prefetch="intent"
        >
          {listing.title}
        </CardTitle>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-muted-foreground text-sm">
          <span>{CONDITION_LABELS[listing.condition]}</span>
          {listing.location ? (
            <span className="inline-flex min-w-0 max-w-full items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{listing.location}</span>
            </span>
          ) : null}
        </p>
        <CardActions>{actions}</CardActions>
      </div>
    </Card>
  );
}
