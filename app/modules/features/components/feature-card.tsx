// A feature card (/features): hero photo, title, car model, date and excerpt. The whole card is one
// link to the article (a "stretched" title link, so screen readers hear just the title). No
// prefetch: loading the article counts a view, and hovering is not reading.
import { CalendarDays } from "lucide-react";
import { CARD_IMAGE_CLASS, Card, CardImage, CardTitle } from "~/components/card";
import { CARD_GRID_IMAGE_SIZES } from "~/components/page";
import { StoredImage } from "~/components/stored-image";
import type { FeatureCardData } from "../features.server";
import { formatFeatureDate } from "../format";

export function FeatureCard({
  feature,
  priority = false,
  className,
}: {
  feature: FeatureCardData;
  priority?: boolean;
  className?: string;
}) {
  return (
    <Card data-feature-id={feature.id} className={className}>
      <CardImage aspect="16/10">
        <StoredImage
          src={feature.imageUrl}
          alt={feature.carModel}
          width={1280}
          height={800}
          sizes={CARD_GRID_IMAGE_SIZES.three}
          priority={priority}
          className={CARD_IMAGE_CLASS}
        />
      </CardImage>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-5">
        <p className="truncate font-semibold text-accent text-xs uppercase tracking-widest">
          {feature.carModel}
        </p>
        <CardTitle
          as="h2"
          to={`/features/${feature.id}`}
          pendingLabel="Loading feature..."
          className="text-xl"
        >
          {feature.title}
        </CardTitle>
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={feature.publishedOn}>{formatFeatureDate(feature.publishedOn)}</time>
        </p>
        <p className="line-clamp-3 text-foreground/80 text-sm leading-relaxed [overflow-wrap:anywhere]">
          {feature.excerpt}
        </p>
      </div>
    </Card>
  );
}
