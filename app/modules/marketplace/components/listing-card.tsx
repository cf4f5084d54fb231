// A marketplace card: cover photo (placeholder when none), 'Sold' badge, title, price in its own
// currency, category, condition and location. The whole card is one link to the listing.
import { MapPin } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { CATEGORY_LABELS, CONDITION_LABELS } from "../constants";
import { formatPrice } from "../price";
import type { ListingCardData } from "../queries.server";

export const LISTING_GRID_IMAGE_SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw";

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
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-listing-id={listing.id}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-border/50",
        "transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-black/40 hover:shadow-xl",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring",
        "motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-raised">
        <StoredImage
          src={listing.coverUrl}
          alt={listing.title}
          width={800}
          height={600}
          sizes={LISTING_GRID_IMAGE_SIZES}
          priority={priority}
          className={cn(
            "size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100",
            listing.status !== "active" && "opacity-70",
          )}
        />
        <div className="absolute inset-x-3 top-3 flex flex-wrap gap-2">
          <Badge className="bg-background/80 shadow-md backdrop-blur">
            {CATEGORY_LABELS[listing.category]}
          </Badge>
          <StatusBadge status={listing.status} />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <p className="font-display font-semibold text-accent text-xl tabular tracking-wide">
          {formatPrice(listing.priceCents, listing.currency)}
        </p>
        <Heading className="line-clamp-2 font-display font-semibold text-lg uppercase leading-tight tracking-wide [overflow-wrap:anywhere]">
          <Link
            to={`/marketplace/${listing.id}`}
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {listing.title}
          </Link>
        </Heading>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-muted-foreground text-sm">
          <span>{CONDITION_LABELS[listing.condition]}</span>
          {listing.location ? (
            <span className="inline-flex min-w-0 max-w-full items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{listing.location}</span>
            </span>
          ) : null}
        </p>
        {actions ? <div className="relative z-10 mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}
