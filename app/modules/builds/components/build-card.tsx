// The build card of SPEC §2 (home page, /builds, My Builds): photo, title, owner, two-line
// description, like and comment counts, 5 stars, 'Featured Build' badge. The whole card is one
// link to the build (a "stretched" title link, so screen readers hear just the title); the owner's
// name (a link to their public profile) and extra controls passed in `actions` sit above that
// link and stay clickable.
import { Award, Heart, LoaderCircle, MessageCircle, Star } from "lucide-react";
import type * as React from "react";
import { NavLink } from "react-router";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import type { BuildCardData } from "~/modules/builds/queries.server";
import { AuthorLink } from "~/modules/profiles";
import { cardDescription } from "./format";

/** Image `sizes` for the /builds grid (1, 2, then 4 columns in a ~1280px container). */
export const BUILD_GRID_IMAGE_SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw";

export interface BuildCardProps {
  build: BuildCardData;
  /** h2 when the cards are the page's main list under its h1; h3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** Above the fold: load the photo eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** The photo's `sizes` for the layout the card sits in. */
  imageSizes?: string;
  /** More badges over the photo, e.g. 'Pending review' on My Builds. */
  badges?: React.ReactNode;
  /** Buttons or links below the counts (e.g. View / Edit / Delete on My Builds). */
  actions?: React.ReactNode;
  className?: string;
  /** Extra classes for the photo box, e.g. to let a large card's photo fill its height. */
  imageClassName?: string;
}

export function BuildCard({
  build,
  headingLevel = 3,
  priority = false,
  imageSizes = BUILD_GRID_IMAGE_SIZES,
  badges,
  actions,
  className,
  imageClassName,
}: BuildCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const vehicle = [build.carYear, build.carMake, build.carModel].filter(Boolean).join(" ");
  return (
    <article
      data-build-id={build.id}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-border/50",
        "transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-black/40 hover:shadow-xl",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring",
        "motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        className,
      )}
    >
      <div
        className={cn("relative aspect-[4/3] overflow-hidden bg-surface-raised", imageClassName)}
      >
        <StoredImage
          src={build.featuredImageUrl}
          alt={vehicle}
          width={800}
          height={600}
          sizes={imageSizes}
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        {build.isFeatured || badges ? (
          <div className="absolute inset-x-3 top-3 flex flex-wrap gap-2">
            {build.isFeatured ? (
              <Badge variant="accent" className="shadow-md">
                <Award aria-hidden="true" />
                Featured Build
              </Badge>
            ) : null}
            {badges}
          </div>
        ) : null}
      </div>

      <div className={cn("flex min-w-0 flex-col gap-1.5 p-4", !imageClassName && "flex-1")}>
        <Heading className="line-clamp-2 min-w-0 font-display [overflow-wrap:anywhere] font-semibold text-lg uppercase leading-tight tracking-wide">
          <NavLink
            to={`/builds/${build.id}`}
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {({ isPending }) => (
              <>
                {build.title}
                {isPending ? <PendingOverlay /> : null}
              </>
            )}
          </NavLink>
        </Heading>
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
        {actions ? <div className="relative z-10 mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
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

/** Shown over the card while the build it links to is loading (SPEC: 'Loading build...'). */
function PendingOverlay() {
  return (
    <span
      role="status"
      className="absolute inset-0 z-20 flex items-center justify-center gap-2 bg-background/70 font-sans font-semibold text-foreground text-sm normal-case tracking-normal backdrop-blur-[2px]"
    >
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Loading build...
    </span>
  );
}
