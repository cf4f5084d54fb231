// The build card of SPEC §2 (home page, /builds, My Builds): photo, title, owner, two-line
// description, like and comment counts, 5 stars, 'Featured Build' badge. The whole card is one
// link to the build (a "stretched" title link, so screen readers hear just the title); the owner's
// name (a link to their public profile) and extra controls passed in `actions` sit above that
// link and stay clickable. `menu` adds an overflow menu over the photo (items passed in by the page,
// e.g. Follow build), shown once scripts run since a menu needs them.
import { Award, Ellipsis, Heart, MessageCircle, Star } from "lucide-react";
import type * as React from "react";
import { CARD_IMAGE_CLASS, Card, CardActions, CardImage, CardTitle } from "~/components/card";
import { HiddenBadge } from "~/components/hidden-notice";
import { CARD_GRID_IMAGE_SIZES } from "~/components/page";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { useHydrated } from "~/components/use-hydrated";
import { cn } from "~/lib/utils";
import type { BuildCardData } from "~/modules/builds/queries.server";
import { AuthorLink } from "~/modules/profiles";
import { cardDescription } from "./format";

export interface BuildCardProps {
  build: BuildCardData;
  /** h2 when the cards are the page's main list under its h1; h3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** Above the fold: load the photo eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** The photo's `sizes` for the layout the card sits in (default: the four-column grid). */
  imageSizes?: string;
  /** More badges over the photo, e.g. 'Pending review' on My Builds. */
  badges?: React.ReactNode;
  /** Buttons or links below the counts (e.g. View / Edit / Delete on My Builds). */
  actions?: React.ReactNode;
  /** The overflow menu's items (DropdownMenuItems), e.g. Follow build; no menu without them. */
  menu?: React.ReactNode;
  className?: string;
  /** Extra classes for the photo box, e.g. to let a large card's photo fill its height. */
  imageClassName?: string;
}

export function BuildCard({
  build,
  headingLevel = 3,
  priority = false,
  imageSizes = CARD_GRID_IMAGE_SIZES.four,
  badges,
  actions,
  menu,
  className,
  imageClassName,
}: BuildCardProps) {
  const vehicle = [build.carYear, build.carMake, build.carModel].filter(Boolean).join(" ");
  return (
    <Card data-build-id={build.id} className={className}>
      <CardImage
        aspect="4/3"
        className={imageClassName}
        badges={
          build.isFeatured || build.hidden || badges ? (
            <>
              {build.isFeatured ? (
                <Badge variant="accent" className="shadow-md">
                  <Award aria-hidden="true" />
                  Featured Build
                </Badge>
              ) : null}
              {build.hidden ? <HiddenBadge state={build.hidden} className="shadow-md" /> : null}
              {badges}
            </>
          ) : null
        }
        marks={menu ? <CardMenu title={build.title}>{menu}</CardMenu> : null}
      >
        <StoredImage
          src={build.featuredImageUrl}
          alt={build.coverAltText || vehicle}
          width={800}
          height={600}
          sizes={imageSizes}
          priority={priority}
          className={CARD_IMAGE_CLASS}
        />
      </CardImage>

      <div className={cn("flex min-w-0 flex-col gap-1.5 p-4", !imageClassName && "flex-1")}>
        <CardTitle
          as={headingLevel === 2 ? "h2" : "h3"}
          to={`/builds/${build.id}`}
          prefetch="intent"
          pendingLabel="Loading build..."
          className="min-w-0"
        >
          {build.title}
        </CardTitle>
        <p className="truncate text-muted-foreground text-sm">
          By <AuthorLink username={build.ownerUsername} fullName={build.ownerFullName} overCard />
        </p>
        <p className="line-clamp-2 min-h-[2lh] text-foreground/80 text-sm leading-snug [overflow-wrap:anywhere]">
          {cardDescription(build)}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <FiveStars />
          <div className="flex items-center gap-3 text-muted-foreground text-sm tabular">
            <span className="inline-flex items-center gap-1">
              <Heart aria-hidden="true" className="size-4" />
              {build.likesCount}
              <span className="sr-only">{build.likesCount === 1 ? " like" : " likes"}</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageCircle aria-hidden="true" className="size-4" />
              {build.commentsCount}
              <span className="sr-only">
                {build.commentsCount === 1 ? " comment" : " comments"}
              </span>
            </span>
          </div>
        </div>
        <CardActions>{actions}</CardActions>
      </div>
    </Card>
  );
}

/** The card's overflow menu, over the photo's corner and above the card's stretched link. */
function CardMenu({ title, children }: { title: string; children: React.ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div className="absolute top-2 right-2 z-10">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="secondary"
            size="icon-sm"
            aria-label={`More actions for ${title}`}
            className="bg-background/85 shadow-md backdrop-blur-sm"
          >
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-44">
          {children}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** SPEC §9: the star rating on cards is fixed at 5. */
export function FiveStars({ className }: { className?: string }) {
  return (
    <span
      role="img"
      aria-label="Rated 5 out of 5"
      className={cn("flex gap-0.5 text-warning", className)}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} aria-hidden="true" className="size-3.5 fill-current" />
      ))}
    </span>
  );
}
