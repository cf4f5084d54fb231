// A media card (/media grid, More Like This, home "Latest Media"): cover picture with the type,
// duration and play mark of videos, title and author. The whole card is one link to the item.
import { Award } from "lucide-react";
import { CARD_IMAGE_CLASS, Card, CardImage, CardTitle } from "~/components/card";
import { CARD_GRID_IMAGE_SIZES } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { displayName } from "~/modules/profiles";
import type { MediaCardData } from "../queries.server";
import { DurationBadge, MediaTypeBadge, PlayMark, ReviewBadge } from "./media-badges";
import { MediaCover } from "./media-cover";

export function MediaCard({
  item,
  headingLevel = 3,
  priority = false,
  imageSizes = CARD_GRID_IMAGE_SIZES.four,
  className,
}: {
  item: MediaCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
  imageSizes?: string;
  className?: string;
}) {
  const author = displayName({ fullName: item.authorFullName, username: item.authorUsername });
  return (
    <Card
      data-media-id={item.id}
      data-media-type={item.type}
      data-testid="media-card"
      className={className}
    >
      <CardImage
        aspect="16/10"
        badges={
          <>
            <MediaTypeBadge type={item.type} className="shadow-md" />
            {item.isFeatured && item.approvalStatus === "approved" ? (
              <Badge variant="accent" className="shadow-md">
                <Award aria-hidden="true" />
                Featured
              </Badge>
            ) : null}
            <ReviewBadge status={item.approvalStatus} />
          </>
        }
        marks={
          <>
            {item.type === "video" ? <PlayMark /> : null}
            {item.durationSeconds !== null ? (
              <DurationBadge seconds={item.durationSeconds} className="absolute right-3 bottom-3" />
            ) : null}
          </>
        }
      >
        <MediaCover
          src={item.imageUrl}
          alt={item.title}
          sizes={imageSizes}
          priority={priority}
          className={CARD_IMAGE_CLASS}
        />
      </CardImage>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <CardTitle as={headingLevel === 2 ? "h2" : "h3"} to={`/media/${item.id}`} prefetch="intent">
          {item.title}
        </CardTitle>
        <p className="truncate text-muted-foreground text-sm">By {author}</p>
      </div>
    </Card>
  );
}
