// A media card (/media grid, More Like This, home "Latest Media"): cover picture with the type,
// duration and play mark of videos, title and author. The whole card is one link to the item.
import { Award } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { displayName } from "~/modules/profiles";
import type { MediaCardData } from "../queries.server";
import { DurationBadge, MediaTypeBadge, PlayMark, ReviewBadge } from "./media-badges";
import { MediaCover } from "./media-cover";

/** Image `sizes` for a grid of 1, 2, 3 then 4 columns in a ~1280px container. */
export const MEDIA_GRID_IMAGE_SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw";

export function MediaCard({
  item,
  headingLevel = 3,
  priority = false,
  imageSizes = MEDIA_GRID_IMAGE_SIZES,
  className,
}: {
  item: MediaCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
  imageSizes?: string;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const author = displayName({ fullName: item.authorFullName, username: item.authorUsername });
  return (
    <article
      data-media-id={item.id}
      data-media-type={item.type}
      data-testid="media-card"
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-border/50",
        "transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-black/40 hover:shadow-xl",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring",
        "motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        className,
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-surface-raised">
        <MediaCover
          src={item.imageUrl}
          alt={item.title}
          sizes={imageSizes}
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <div className="absolute inset-x-3 top-3 flex flex-wrap gap-2">
          <MediaTypeBadge type={item.type} className="shadow-md" />
          {item.isFeatured && item.approvalStatus === "approved" ? (
            <Badge variant="accent" className="shadow-md">
              <Award aria-hidden="true" />
              Featured
            </Badge>
          ) : null}
          <ReviewBadge status={item.approvalStatus} />
        </div>
        {item.type === "video" ? <PlayMark /> : null}
        {item.durationSeconds !== null ? (
          <DurationBadge seconds={item.durationSeconds} className="absolute right-3 bottom-3" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <Heading className="line-clamp-2 font-display font-semibold text-lg uppercase leading-tight tracking-wide [overflow-wrap:anywhere]">
          <Link
            to={`/media/${item.id}`}
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {item.title}
          </Link>
        </Heading>
        <p className="truncate text-muted-foreground text-sm">By {author}</p>
      </div>
    </article>
  );
}
